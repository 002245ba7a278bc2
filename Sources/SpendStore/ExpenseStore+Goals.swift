import GRDB
import SpendCore

/// A stored goal with its contributions, ready for `GoalProgress`.
public struct GoalRecord: Sendable {
    public let id: Int64
    public let uid: String
    public let goal: Goal
    public let contributions: [(day: Day, amount: Int64)]
}

public enum GoalError: Error, Equatable, CustomStringConvertible {
    case duplicateName(String)
    case unknownGoal(String)
    case otherCurrency(String)

    public var description: String {
        switch self {
        case .duplicateName(let name): "There is already a goal named '\(name)'"
        case .unknownGoal(let name): "No goal named '\(name)'. See 'goal list'"
        case .otherCurrency(let code): "That goal is kept in \(code): contribute in \(code)"
        }
    }
}

extension ExpenseStore {
    public func addGoal(_ goal: Goal) async throws -> Int64 {
        try await pool.write { db in
            if try Bool.fetchOne(db, sql: "SELECT 1 FROM goals WHERE name = ?", arguments: [goal.name]) == true {
                throw GoalError.duplicateName(goal.name)
            }
            var recorder = ChangeRecorder()
            try db.execute(sql: """
                INSERT INTO goals (uid, name, kind, target_minor, currency, deadline, started, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: [Self.newUID(), ShownText.stored(goal.name), goal.kind.rawValue, goal.target.minorUnits,
                                 goal.target.currency.code, goal.deadline?.iso, goal.started.iso, Self.timestamp()])
            let id = db.lastInsertedRowID
            recorder.inserted("goals", rowIDs: id...id)
            try Self.journal(db, .goalAdd, recorder)
            return id
        }
    }

    /// Adds a contribution (saved, or paid off a loan) and returns the goal's total done
    /// before and after it, for milestones.
    public func contribute(toGoalNamed name: String, amount: Money, day: Day, note: String) async throws -> (before: Int64, after: Int64) {
        try await pool.write { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT id, currency FROM goals WHERE name = ?", arguments: [name]) else {
                throw GoalError.unknownGoal(name)
            }
            guard row["currency"] == amount.currency.code else { throw GoalError.otherCurrency(row["currency"]) }
            let id: Int64 = row["id"]
            let before = try Int64.fetchOne(db, sql: "SELECT COALESCE(SUM(amount_minor), 0) FROM goal_contributions WHERE goal_id = ?",
                                            arguments: [id]) ?? 0
            var recorder = ChangeRecorder()
            try db.execute(sql: """
                INSERT INTO goal_contributions (uid, goal_id, amount_minor, currency, date, note, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)
                """, arguments: [Self.newUID(), id, amount.minorUnits, amount.currency.code, day.iso, ShownText.stored(note), Self.timestamp()])
            let rowID = db.lastInsertedRowID
            recorder.inserted("goal_contributions", rowIDs: rowID...rowID)
            try Self.journal(db, .goalContribute, recorder)
            return (before, before + amount.minorUnits)
        }
    }

    /// Removes a goal and its contributions; false when there was none.
    public func removeGoal(named name: String) async throws -> Bool {
        try await pool.write { db in
            guard let id = try Int64.fetchOne(db, sql: "SELECT id FROM goals WHERE name = ?", arguments: [name]) else { return false }
            var recorder = ChangeRecorder()
            try recorder.watch(db, "goal_contributions", where: "goal_id = ?", [id])
            try recorder.watch(db, "goals", where: "id = ?", [id])
            try db.execute(sql: "DELETE FROM goal_contributions WHERE goal_id = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM goals WHERE id = ?", arguments: [id])
            try Self.journal(db, .goalRemove, recorder)
            return true
        }
    }

    /// The goals' names alone: what every add and question checks first, so from memory
    /// after the first read (see `TableCache`).
    public func goalNames() async throws -> [String] {
        try await goalNamesCache.value { try await pool.read { db in try String.fetchAll(db, sql: "SELECT name FROM goals ORDER BY id") } }
    }

    /// Every goal, oldest first, with its contributions, in one snapshot.
    public func goals() async throws -> [GoalRecord] {
        try await pool.read { db in
            var contributions: [Int64: [(day: Day, amount: Int64)]] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT goal_id, date, amount_minor FROM goal_contributions") {
                guard let day = Day(iso: row["date"]) else { continue }
                contributions[row["goal_id"], default: []].append((day, row["amount_minor"]))
            }
            return try Row.fetchAll(db, sql: "SELECT * FROM goals ORDER BY id").compactMap { row in
                guard let currency = Currency(code: row["currency"]), let kind = Goal.Kind(rawValue: row["kind"]),
                      let started = Day(iso: row["started"]) else { return nil }
                let goal = Goal(name: row["name"], kind: kind, target: Money(minorUnits: row["target_minor"], currency: currency),
                                deadline: (row["deadline"] as String?).flatMap(Day.init(iso:)), started: started)
                return GoalRecord(id: row["id"], uid: row["uid"], goal: goal, contributions: contributions[row["id"]] ?? [])
            }
        }
    }
}
