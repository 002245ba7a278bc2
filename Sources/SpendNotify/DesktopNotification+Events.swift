import SpendCore

/// The notifications Spend sends, each built from its event with its identity.
extension DesktopNotification {
    /// A budget threshold crossed: once per category, month and threshold. Passing 100% is
    /// normal urgency; approaching (80%) is low.
    public static func budget(_ alert: BudgetAlert) -> DesktopNotification {
        let status = alert.status
        let passed = alert.threshold == .over
        return DesktopNotification(
            kind: .budget, key: "budget:\(status.budget.category):\(status.month.iso):\(alert.threshold.rawValue)",
            summary: passed ? "Budget passed: \(status.budget.category)" : "Budget at \(alert.threshold.rawValue)%: \(status.budget.category)",
            body: "\(status.message) (\(status.remainingText))", urgency: passed ? .normal : .low)
    }

    /// A recurring bill due on `day`, told `daysAhead` days before: once per occurrence.
    public static func recurringDue(id: Int64, description: String, amount: Money, day: Day, today: Day) -> DesktopNotification {
        let days = day.daysSinceEpoch - today.daysSinceEpoch
        let when = days == 0 ? "today" : days == 1 ? "tomorrow" : "in \(days) days (\(day.iso))"
        return DesktopNotification(kind: .recurring, key: "recurring:\(id):\(day.iso)",
                                   summary: "Bill due \(when): \(description)",
                                   body: "\(description): \(amount.formatted) is due \(when).", urgency: .low)
    }

    /// A recording kept in the spool because the endpoint could not be reached: once per recording.
    public static func recordingKept(spoolID: String, reason: String) -> DesktopNotification {
        DesktopNotification(kind: .spool, key: "spool:\(spoolID)", summary: "Recording kept for later",
                            body: "\(reason). The recording waits in the spool and is retried automatically.",
                            urgency: .low)
    }

    /// A goal milestone: once per goal and milestone.
    public static func goalMilestone(goal: String, milestone: GoalMilestone) -> DesktopNotification {
        DesktopNotification(kind: .goal, key: "goal:\(goal):\(milestone.rawValue)",
                            summary: milestone == .reached ? "Goal reached: \(goal)" : "Goal \(milestone.rawValue)%: \(goal)",
                            body: milestone == .reached ? "You reached your goal \(goal)." :
                                "You are \(milestone.rawValue)% of the way to \(goal).",
                            urgency: milestone == .reached ? .normal : .low)
    }
}

/// The milestones a goal is notified at.
public enum GoalMilestone: Int, CaseIterable, Sendable {
    case quarter = 25, half = 50, threeQuarters = 75, reached = 100
}
