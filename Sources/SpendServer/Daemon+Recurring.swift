import Foundation
import SpendCore
import SpendProtocol
import SpendStore

/// The daemon's side of recurring expenses: post what has fallen due at start (catching
/// up on days it was stopped), after each local midnight, and every ten minutes in case
/// the clock jumped. The store makes each occurrence post exactly once.
extension Daemon {
    static let recurringCheckInterval: Duration = .seconds(600)

    /// Posts every due occurrence through today and tells subscribers about each, and
    /// about the budget alerts they set off; then tells the desktop of bills due soon.
    @discardableResult
    public func postDueRecurring() async throws -> (posted: [(recurringID: Int64, expense: Expense)], alerts: JSONValue) {
        let (posted, alerts, income) = try await store.postDueRecurring(through: today())
        for (_, expense) in posted {
            hub.publish(ResponseLine.push(ExpenseEvent.added.rawValue, [("expense", ExpenseJSON.encode(expense))]))
        }
        for record in income { hub.publish(ResponseLine.push(ExpenseEvent.incomeAdded.rawValue, [("income", IncomeCommands.encode(record))])) }
        if !income.isEmpty { logger.info("posted recurring income", metadata: ["count": "\(income.count)"]) }
        let announced = BudgetCommands.announce(alerts, daemon: self)
        if !posted.isEmpty { logger.info("posted recurring expenses", metadata: ["count": "\(posted.count)"]) }
        notifier.recurringDue(today: today())
        return (posted, announced)
    }

    /// Runs until cancelled. A failed check is logged and retried at the next one.
    public func runRecurringSchedule() async {
        while !Task.isCancelled {
            do { try await Task.sleep(for: min(Self.recurringCheckInterval, untilNextMidnight())) } catch { return }
            do { try await postDueRecurring() } catch {
                logger.error("posting recurring expenses failed", metadata: ["error": "\(error)"])
            }
        }
    }

    /// Time until one second past the next local midnight.
    private func untilNextMidnight() -> Duration {
        let calendar = Calendar.current
        let now = Date()
        guard let midnight = calendar.nextDate(after: now, matching: DateComponents(hour: 0, minute: 0, second: 1),
                                               matchingPolicy: .nextTime) else { return Self.recurringCheckInterval }
        return .milliseconds(Int64(max(1, midnight.timeIntervalSince(now)) * 1000))
    }
}
