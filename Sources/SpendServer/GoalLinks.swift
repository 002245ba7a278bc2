import SpendCore
import SpendProtocol
import SpendStore

/// Expenses and income whose description names a goal (`GoalMention`) put their amount
/// towards it, in the goal's currency only, as a contribution of its own.
enum GoalLinks {
    /// The goal's progress after the contribution, for the reply; nil when nothing was linked.
    static func link(_ description: String, money: Money, day: Day, from origin: String, daemon: Daemon, today: Day) async throws -> JSONValue? {
        // Every add passes here: the names alone (one small read) rule out nearly all of them.
        guard money.minorUnits > 0, let name = GoalMention.goal(in: description, among: try await daemon.store.goalNames()),
              let record = try await daemon.store.goals().first(where: { $0.goal.name == name }),
              record.goal.target.currency == money.currency, !GoalProgress(goal: record.goal, contributions: record.contributions, today: today).isComplete
        else { return nil }
        return try await GoalCommands.put(money, towards: record, day: day, note: origin, daemon: daemon, today: today).goal
    }
}
