/// What a desktop notification is about; each kind can be switched off on its own.
public enum NotificationKind: String, CaseIterable, Sendable {
    /// A month's spending in a category reached 80% or 100% of its budget.
    case budget
    /// A recurring bill falls due within the configured number of days.
    case recurring
    /// A recording was kept in the voice spool because the transcription endpoint is down.
    case spool
    /// A savings goal reached 25, 50, 75 or 100%.
    case goal
}
