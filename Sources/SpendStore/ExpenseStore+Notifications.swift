import GRDB
import SpendCore
import SpendNotify

/// Where a remembered notification stands.
public enum NotificationStatus: String, Sendable {
    /// Waiting for quiet hours (or the server's Do Not Disturb) to end.
    case held
    case sent
    /// There was no session bus when it happened: not shown, and not shown later either.
    case unsent
}

extension ExpenseStore {
    /// Remembers a notification under its key; false when that key was remembered before,
    /// whatever became of it, so each event is notified at most once. The uid is derived
    /// from the key: two machines remembering the same event mint the same row.
    public func rememberNotification(_ notification: DesktopNotification, status: NotificationStatus) async throws -> Bool {
        try await pool.write { db in
            let now = Self.timestamp()
            try db.execute(sql: """
                INSERT OR IGNORE INTO notifications (key, uid, kind, summary, body, urgency, status, created_at, sent_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: [notification.key, RowID.derived(["notification", notification.key]), notification.kind.rawValue,
                                 notification.summary, notification.body, Int(notification.urgency.rawValue), status.rawValue,
                                 now, status == .sent ? now : nil])
            return db.changesCount > 0
        }
    }

    public func setNotificationStatus(key: String, _ status: NotificationStatus) async throws {
        try await pool.write { db in
            try db.execute(sql: "UPDATE notifications SET status = ?, sent_at = ? WHERE key = ?",
                           arguments: [status.rawValue, status == .sent ? Self.timestamp() : nil, key])
        }
    }

    /// The held notifications, oldest first.
    public func heldNotifications() async throws -> [DesktopNotification] {
        try await pool.read { db in
            try Row.fetchAll(db, sql: """
                SELECT key, kind, summary, body, urgency FROM notifications WHERE status = 'held' ORDER BY created_at, key
                """).compactMap { row in
                guard let kind = NotificationKind(rawValue: row["kind"]),
                      let urgency = DesktopNotification.Urgency(rawValue: UInt8(clamping: row["urgency"] as Int)) else { return nil }
                return DesktopNotification(kind: kind, key: row["key"], summary: row["summary"], body: row["body"], urgency: urgency)
            }
        }
    }
}
