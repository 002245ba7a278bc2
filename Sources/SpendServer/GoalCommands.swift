import SpendCore
import SpendNotify
import SpendProtocol
import SpendStore

/// `goal add|list|contribute|remove`: savings goals and loans, with progress, the monthly
/// amount that reaches each by its deadline, and the day it is reached at the pace so far.
enum GoalCommands {
    static func goal(_ call: Invocation) async throws -> JSONValue {
        let action = call.arguments.string("action")?.lowercased() ?? "list"
        do {
            switch action {
            case "add": return try await add(call)
            case "list": return try await list(call)
            case "contribute", "pay": return try await contribute(call)
            case "remove", "delete": return try await remove(call)
            default:
                throw call.error(.badArguments, "Unknown action '\(action)': use goal add, goal list, goal contribute or goal remove")
            }
        } catch let error as GoalError {
            switch error {
            case .unknownGoal: throw call.error(.notFound, error.description)
            case .duplicateName, .otherCurrency: throw call.error(.badArguments, error.description)
            }
        }
    }

    private static func add(_ call: Invocation) async throws -> JSONValue {
        let name = try self.name(call)
        guard name.count <= 40 else { throw call.error(.badArguments, "A goal's name is at most 40 characters") }
        let kind = try call.arguments.string("kind").map { text in
            guard let kind = Goal.Kind(rawValue: text.lowercased()) else { throw call.error(.badArguments, "kind must be saving or loan") }
            return kind
        } ?? .saving
        let target = try money(call.arguments.string("target"), call, what: kind == .loan ? "the loan's balance" : "the amount to save")
        if let deadline = call.arguments.day("by"), deadline < call.today {
            throw call.error(.badArguments, "by \(deadline.iso) is already past")
        }
        let goal = Goal(name: name, kind: kind, target: target, deadline: call.arguments.day("by"), started: call.today)
        _ = try await call.daemon.store.addGoal(goal)
        return .object([("goal", try await listed(name, call))])
    }

    private static func contribute(_ call: Invocation) async throws -> JSONValue {
        let name = try self.name(call)
        let store = call.daemon.store
        guard let record = try await store.goals().first(where: { $0.goal.name.lowercased() == name.lowercased() }) else {
            throw GoalError.unknownGoal(name)
        }
        let amount = try money(call.arguments.string("amount"), call, what: "the amount", currency: record.goal.target.currency)
        let (goal, passed) = try await put(amount, towards: record, day: call.arguments.day("date") ?? call.today,
                                           note: call.arguments.string("note") ?? "", daemon: call.daemon, today: call.today)
        return .object([("goal", goal), ("milestones", .array(passed.map { .int(Int64($0)) }))])
    }

    /// Every contribution, by command or by an expense or income naming the goal: stored,
    /// then the milestones it passed pushed and the furthest one notified (once: the
    /// notifier remembers). Returns the goal as it now stands.
    static func put(_ amount: Money, towards record: GoalRecord, day: Day, note: String, daemon: Daemon, today: Day) async throws
        -> (goal: JSONValue, milestones: [Int]) {
        let name = record.goal.name
        let (before, after) = try await daemon.store.contribute(toGoalNamed: name, amount: amount, day: day, note: note)
        let passed = GoalProgress.milestonesPassed(target: record.goal.target.minorUnits, before: before, after: after)
        if let furthest = passed.last {
            daemon.hub.publish(ResponseLine.push(ExpenseEvent.goalMilestone.rawValue, [("goal", .string(name)), ("percent", .int(Int64(furthest)))]))
            if let milestone = GoalMilestone(rawValue: furthest) { await daemon.notifier.goalMilestone(goal: name, milestone: milestone) }
        }
        let updated = try await daemon.store.goals().first { $0.goal.name == name }
        return (updated.map { encode($0, today: today) } ?? .null, passed)
    }

    private static func remove(_ call: Invocation) async throws -> JSONValue {
        let name = try self.name(call)
        guard try await call.daemon.store.removeGoal(named: name) else { throw GoalError.unknownGoal(name) }
        return .object([("removed", .string(name))])
    }

    private static func list(_ call: Invocation) async throws -> JSONValue {
        let records = try await call.daemon.store.goals()
        return .object([("goals", .array(records.map { encode($0, today: call.today) }))])
    }

    private static func listed(_ name: String, _ call: Invocation) async throws -> JSONValue {
        let records = try await call.daemon.store.goals()
        return records.first { $0.goal.name.lowercased() == name.lowercased() }.map { encode($0, today: call.today) } ?? .null
    }

    static func encode(_ record: GoalRecord, today: Day) -> JSONValue {
        let progress = GoalProgress(goal: record.goal, contributions: record.contributions, today: today)
        let goal = record.goal
        let money = { (minor: Int64) in ExpenseJSON.amount(minor, goal.target.currency) }
        return .object([
            ("id", .int(record.id)), ("uid", .string(record.uid)), ("name", .string(goal.name)), ("kind", .string(goal.kind.rawValue)),
            ("currency", .string(goal.target.currency.code)), ("target", money(goal.target.minorUnits)),
            ("done", money(progress.done)), ("left", money(progress.left)),
            ("percent", .int(Int64((progress.fraction * 100).rounded(.down)))),
            ("by", goal.deadline.map { .string($0.iso) } ?? .null), ("started", .string(goal.started.iso)),
            ("monthly_needed", progress.monthlyNeeded.map(money) ?? .null),
            ("projected", progress.projected.map { .string($0.iso) } ?? .null),
            ("on_track", progress.isComplete || goal.deadline == nil ? .null
                : .bool(progress.projected.map { $0 <= goal.deadline! } ?? false)),
            ("completed", progress.completedOn.map { .string($0.iso) } ?? .null),
        ])
    }

    private static func name(_ call: Invocation) throws -> String {
        guard let name = call.arguments.string("name").map(ShownText.stored), !name.trimmingSpaces.isEmpty else {
            throw call.error(.badArguments, "Name the goal: name=\"Emergency fund\"")
        }
        return name.trimmingSpaces
    }

    private static func money(_ text: String?, _ call: Invocation, what: String, currency: Currency? = nil) throws -> Money {
        let currency = try currency ?? call.arguments.string("currency").map { code in
            guard let known = Currency(code: code) else { throw call.error(.badArguments, "Unknown currency '\(code)'") }
            return known
        } ?? call.daemon.config.currency
        guard let text, let money = Money(decimal: text, currency: currency), money.minorUnits > 0 else {
            throw call.error(.badAmount, "Give \(what) as a positive amount in \(currency.code), e.g. 5000")
        }
        return money
    }
}
