import SpendNotify

/// The desktop-notification keys of `DaemonConfig`, read into a `NotificationPolicy`.
enum NotificationSettings {
    static let keys: [(key: String, env: String, help: String)] = [
        ("notify", "SPEND_NOTIFY", "desktop notification kinds: a comma list of budget, recurring, spool, goal, or all, or none (default all)"),
        ("notify_budget", "SPEND_NOTIFY_BUDGET", "yes/no: notify when a budget reaches 80% and 100% (overrides `notify`)"),
        ("notify_recurring", "SPEND_NOTIFY_RECURRING", "yes/no: notify before a recurring bill is due (overrides `notify`)"),
        ("notify_spool", "SPEND_NOTIFY_SPOOL", "yes/no: notify when a recording is kept because the endpoint is down (overrides `notify`)"),
        ("notify_goal", "SPEND_NOTIFY_GOAL", "yes/no: notify at a goal's 25/50/75/100% milestones (overrides `notify`)"),
        ("notify_recurring_days", "SPEND_NOTIFY_RECURRING_DAYS", "days before a recurring bill is due to tell about it, 0 to 60 (default 3)"),
        ("quiet_hours", "SPEND_QUIET_HOURS", "HH:MM-HH:MM local time when notifications are held and shown when it ends, or off (default off)"),
    ]

    static func set(_ key: String, _ value: String, on policy: inout NotificationPolicy, origin: String) throws {
        switch key {
        case "notify":
            guard let kinds = NotificationPolicy.kinds(value) else {
                throw ConfigError("\(origin): notify must be all, none, or a comma list of \(NotificationKind.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            policy.enabled = kinds
        case "notify_budget", "notify_recurring", "notify_spool", "notify_goal":
            let kind = NotificationKind(rawValue: String(key.dropFirst("notify_".count)))!
            guard let flag = FlagSpelling.parse(value) else { throw ConfigError("\(origin): \(key) must be yes or no") }
            if flag { policy.enabled.insert(kind) } else { policy.enabled.remove(kind) }
        case "notify_recurring_days":
            guard let days = Int(value), (0...60).contains(days) else {
                throw ConfigError("\(origin): notify_recurring_days must be a whole number of days from 0 to 60")
            }
            policy.recurringDays = days
        case "quiet_hours":
            if ["off", "none"].contains(value.lowercased()) { policy.quietHours = nil; return }
            guard let hours = QuietHours(value) else {
                throw ConfigError("\(origin): quiet_hours must be HH:MM-HH:MM (e.g. 22:00-07:00) or off, not '\(value)'")
            }
            policy.quietHours = hours
        default:
            throw ConfigError("\(origin): unknown notification key '\(key)'")
        }
    }
}
