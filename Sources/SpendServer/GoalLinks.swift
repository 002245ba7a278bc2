import SpendCore
import SpendNotify
import SpendProtocol
import SpendStore

/// Expenses and income whose description names a goal (`GoalMention`) put their amount
/// towards it, in the goal's currency only, as a contribution of its own.
enum GoalLinks {
    /// The goal's progress after the contribution, for the reply; nil when nothing was linked.
    static func link(_ description: String, money: Money, day: Day, from origin: String, daemon: Daemon, today: Day) async throws -> JSONValue? {
        let records = try await daemon.store.goals()
        guard money.minorUnits > 0, !records.isEmpty,
              let name = GoalMention.goal(in: description, among: records.map(\.goal.name)),
              let record = records.first(where: { $0.goal.name == name }),
              record.goal.target.currency == money.currency, !GoalProgress(goal: record.goal, contributions: record.contributions, today: today).isComplete
        else { return nil }
        let (before, after) = try await daemon.store.contribute(toGoalNamed: name, amount: money, day: day, note: origin)
        let passed = GoalProgress.milestonesPassed(target: record.goal.target.minorUnits, before: before, after: after)
        if let last = passed.last {
            daemon.hub.publish(ResponseLine.push("goal.milestone", [("goal", .string(name)), ("percent", .int(Int64(last)))]))
            if let milestone = GoalMilestone(rawValue: last) { await daemon.notifier.goalMilestone(goal: name, milestone: milestone) }
        }
        let updated = try await daemon.store.goals().first { $0.goal.name == name }
        return updated.map { GoalCommands.encode($0, today: today) }
    }
}
