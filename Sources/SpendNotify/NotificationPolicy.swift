/// What the user chose: which kinds notify, when not to disturb, how early bills are told.
public struct NotificationPolicy: Equatable, Sendable {
    public var enabled: Set<NotificationKind> = Set(NotificationKind.allCases)
    public var quietHours: QuietHours?
    /// A recurring bill is told this many days before it is due (0: on the day).
    public var recurringDays = 3

    public init() {}

    public enum Decision: Equatable, Sendable {
        /// Show it now.
        case send
        /// Quiet hours: keep it and show it when they end.
        case hold
        /// The kind is switched off: neither shown nor remembered.
        case off
    }

    /// The decision for a notification at `minuteOfDay` (local time). Whether it was sent
    /// before is the log's business, not the policy's.
    public func decide(_ notification: DesktopNotification, minuteOfDay: Int) -> Decision {
        guard enabled.contains(notification.kind) else { return .off }
        if let quietHours, quietHours.contains(minuteOfDay: minuteOfDay) { return .hold }
        return .send
    }

    /// "budget,goal", "all" or "none"; nil when a name is unknown.
    public static func kinds(_ text: String) -> Set<NotificationKind>? {
        let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty }
        if names == ["all"] { return Set(NotificationKind.allCases) }
        if names == ["none"] { return [] }
        var kinds: Set<NotificationKind> = []
        for name in names {
            guard let kind = NotificationKind(rawValue: name) else { return nil }
            kinds.insert(kind)
        }
        return names.isEmpty ? nil : kinds
    }
}
