/// One notification to show, with the identity that makes it show only once: the same
/// `key` is never notified twice, across restarts.
public struct DesktopNotification: Equatable, Sendable {
    /// The freedesktop urgency hint: low for what can wait (a server in Do Not Disturb
    /// mode may hold it quietly), normal for what should be seen now.
    public enum Urgency: UInt8, Sendable { case low = 0, normal = 1, critical = 2 }

    public let kind: NotificationKind
    /// The event's identity, e.g. "budget:Groceries:2026-11:80".
    public let key: String
    public let summary: String
    public let body: String
    public let urgency: Urgency

    public init(kind: NotificationKind, key: String, summary: String, body: String, urgency: Urgency) {
        self.kind = kind
        self.key = key
        self.summary = summary
        self.body = body
        self.urgency = urgency
    }
}
