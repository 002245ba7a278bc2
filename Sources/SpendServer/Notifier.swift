import Foundation
import Logging
import SpendCore
import SpendNotify
import SpendNotifyDBus
import SpendStore
import Synchronization

/// The daemon's desktop notifications: turns its events into notifications, asks the
/// policy (kinds switched off, quiet hours), remembers each in the store so it is shown
/// once even across restarts, and hands it to the session bus.
///
/// Quiet hours, and a server that says it is in Do Not Disturb mode (`Inhibited`), hold a
/// notification: it is shown when they end (checked every minute and at start). Without a
/// session bus nothing is shown: one info line says so, events are remembered as `unsent`
/// and never shown later, and the daemon carries on.
public final class Notifier: Sendable {
    static let heldCheckInterval: Duration = .seconds(60)

    let policy: NotificationPolicy
    private let store: ExpenseStore
    private let logger: Logger
    private let bus: SessionBusNotifier
    /// Whether the last attempt reached a bus: the info line is logged when it stops doing so.
    private let busReachable = Mutex<Bool?>(nil)

    public init(policy: NotificationPolicy, store: ExpenseStore, logger: Logger, bus: SessionBusNotifier = SessionBusNotifier()) {
        self.policy = policy
        self.store = store
        self.logger = logger
        self.bus = bus
    }

    // MARK: Events

    func budgetAlerts(_ alerts: [BudgetAlert]) {
        guard !alerts.isEmpty else { return }
        Task { for alert in alerts { await notify(.budget(alert)) } }
    }

    func recordingKept(spoolID: String, reason: String) {
        Task { await notify(.recordingKept(spoolID: spoolID, reason: reason)) }
    }

    /// Recurring bills due from today through `notify_recurring_days` days ahead. Like the
    /// other events, in the background: a slow notification server never delays a reply.
    func recurringDue(today: Day) {
        guard policy.enabled.contains(.recurring) else { return }
        Task {
            do {
                let bills = try await store.recurringExpenses().map {
                    RecurringDue.Bill(id: $0.id, description: $0.draft.description, amount: $0.draft.money, nextDue: $0.nextDue)
                }
                for notification in RecurringDue.notifications(for: bills, today: today, days: policy.recurringDays) {
                    await notify(notification)
                }
            } catch {
                logger.error("cannot read recurring expenses for notifications", metadata: ["error": "\(error)"])
            }
        }
    }

    /// The entry point for savings goals: call it when a goal reaches a milestone. Each goal
    /// and milestone is notified once; calling again (or after a restart) does nothing.
    public func goalMilestone(goal: String, milestone: GoalMilestone) async {
        await notify(.goalMilestone(goal: goal, milestone: milestone))
    }

    // MARK: Sending

    /// Connects at start, so a missing bus is said once, early; then shows what was held.
    public func start() async {
        guard !policy.enabled.isEmpty else {
            logger.info("desktop notifications are switched off")
            return
        }
        do { try await bus.connect(); noteBus(reachable: true) } catch { noteBus(reachable: false, error) }
        await showHeld()
    }

    /// Shows held notifications once quiet hours end, until cancelled.
    public func runSchedule() async {
        while !Task.isCancelled {
            do { try await Task.sleep(for: Self.heldCheckInterval) } catch { return }
            await showHeld()
        }
    }

    func notify(_ notification: DesktopNotification) async {
        do {
            switch policy.decide(notification, minuteOfDay: Self.minuteOfDay()) {
            case .off:
                return
            case .hold:
                if try await store.rememberNotification(notification, status: .held) {
                    logger.info("notification held for quiet hours", metadata: ["key": "\(notification.key)"])
                }
            case .send:
                if await bus.isInhibited() == true {
                    if try await store.rememberNotification(notification, status: .held) {
                        logger.info("notification held: the notification server is in Do Not Disturb mode",
                                    metadata: ["key": "\(notification.key)"])
                    }
                    return
                }
                guard try await store.rememberNotification(notification, status: .sent) else { return }
                let shown = await show(notification)
                if !shown { try await store.setNotificationStatus(key: notification.key, .unsent) }
            }
        } catch {
            logger.error("cannot remember a notification", metadata: ["key": "\(notification.key)", "error": "\(error)"])
        }
    }

    private func showHeld() async {
        guard policy.quietHours?.contains(minuteOfDay: Self.minuteOfDay()) != true else { return }
        do {
            let held = try await store.heldNotifications()
            guard !held.isEmpty, await bus.isInhibited() != true else { return }
            for notification in held {
                // A kind switched off since it was held is not shown.
                var shown = false
                if policy.enabled.contains(notification.kind) { shown = await show(notification) }
                try await store.setNotificationStatus(key: notification.key, shown ? .sent : .unsent)
            }
        } catch {
            logger.error("cannot show held notifications", metadata: ["error": "\(error)"])
        }
    }

    /// False when it could not be shown.
    private func show(_ notification: DesktopNotification) async -> Bool {
        do {
            _ = try await bus.send(notification)
            noteBus(reachable: true)
            return true
        } catch let failure as SessionBusNotifier.Failure where failure.noBus {
            noteBus(reachable: false, failure)
        } catch {
            logger.warning("the notification server refused a notification", metadata: ["key": "\(notification.key)", "error": "\(error)"])
        }
        return false
    }

    /// One info line when the bus is (or becomes) unreachable, not one per notification.
    private func noteBus(reachable: Bool, _ error: (any Error)? = nil) {
        let changed = busReachable.withLock { state in
            defer { state = reachable }
            return state != reachable
        }
        guard changed else { return }
        if reachable {
            logger.info("desktop notifications go to the session bus")
        } else {
            logger.info("no session bus: desktop notifications are not shown", metadata: ["reason": "\(error.map { "\($0)" } ?? "")"])
        }
    }

    private static func minuteOfDay() -> Int {
        let parts = Calendar.current.dateComponents([.hour, .minute], from: Date())
        return parts.hour! * 60 + parts.minute!
    }
}
