import Foundation

/// What a user did that `undo` can take back. Recurring posts and the rows the daemon
/// derives (totals, indexes, budget alerts) are never actions.
public enum ActionKind: String, Sendable, CaseIterable, Codable {
    case add, edit, delete
    case importFile = "import"
    case categoryCreate = "category.create"
    case categoryRename = "category.rename"
    case categoryRecolor = "category.recolor"
    case categoryDelete = "category.delete"
    case forget
    case incomeAdd = "income.add"
    case incomeRemove = "income.remove"
    case balanceSet = "balance.set"
    case balanceClear = "balance.clear"
    case goalAdd = "goal.add"
    case goalContribute = "goal.contribute"
    case goalRemove = "goal.remove"
}

/// One stored column value, typed as SQLite stores it, so a row written back is the row
/// that was read (an INTEGER stays an INTEGER, a REAL a REAL).
public enum ColumnValue: Sendable, Equatable, Codable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)

    private enum Key: String, CodingKey { case i, r, t, b }

    /// `null`, `{"i":5}`, `{"r":0.85}`, `{"t":"coffee"}`, `{"b":"<base64>"}`: JSON numbers
    /// alone would not tell 1 from 1.0.
    public init(from decoder: Decoder) throws {
        if try decoder.singleValueContainer().decodeNil() { self = .null; return }
        let container = try decoder.container(keyedBy: Key.self)
        if let value = try container.decodeIfPresent(Int64.self, forKey: .i) { self = .integer(value) }
        else if let value = try container.decodeIfPresent(Double.self, forKey: .r) { self = .real(value) }
        else if let value = try container.decodeIfPresent(String.self, forKey: .t) { self = .text(value) }
        else { self = .blob(try container.decode(Data.self, forKey: .b)) }
    }

    public func encode(to encoder: Encoder) throws {
        if case .null = self {
            var container = encoder.singleValueContainer()
            try container.encodeNil()
            return
        }
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .null: break
        case .integer(let value): try container.encode(value, forKey: .i)
        case .real(let value): try container.encode(value, forKey: .r)
        case .text(let value): try container.encode(value, forKey: .t)
        case .blob(let value): try container.encode(value, forKey: .b)
        }
    }

    public var text: String? { if case .text(let value) = self { value } else { nil } }
    public var integer: Int64? { if case .integer(let value) = self { value } else { nil } }
}

/// A stored row by column name.
public typealias RowImage = [String: ColumnValue]

/// One row an action changed: nil before for a row it created, nil after for one it removed.
public struct RowChange: Sendable, Equatable, Codable {
    public let table: String
    public let before: RowImage?
    public let after: RowImage?

    public init(table: String, before: RowImage?, after: RowImage?) {
        self.table = table
        self.before = before
        self.after = after
    }

    /// The change that takes this one back.
    public var reversed: RowChange { RowChange(table: table, before: after, after: before) }
}

/// An action as the journal keeps it: enough to take it back (`changes`) and to show it.
public struct JournalEntry: Sendable, Equatable {
    public let id: Int64
    public let uid: String
    public let kind: ActionKind
    public let summary: String
    public let recordedAt: String
    /// Taken back and waiting for `redo`.
    public let undone: Bool

    public init(id: Int64, uid: String, kind: ActionKind, summary: String, recordedAt: String, undone: Bool) {
        self.id = id
        self.uid = uid
        self.kind = kind
        self.summary = summary
        self.recordedAt = recordedAt
        self.undone = undone
    }

    /// The changes as the journal stores them: compact, keys sorted, so equal actions read the same.
    public static func encode(_ changes: [RowChange]) throws -> String {
        try JournalJSON.encode(changes)
    }

    public static func decode(_ text: String) throws -> [RowChange] {
        try JSONDecoder().decode([RowChange].self, from: Data(text.utf8))
    }
}

/// The one line `history` and `undo` show for an action, read from the rows it changed.
public enum ActionSummary {
    /// An import's line, from its counts (a large import's changes are journaled in parts).
    public static func imported(expenses: Int, income: Int) -> String {
        "Imported \(expenses) expense\(expenses == 1 ? "" : "s")" + (income == 0 ? "" : " and \(income) income row\(income == 1 ? "" : "s")")
    }

    public static func describe(_ kind: ActionKind, _ changes: [RowChange]) -> String {
        let expenses = changes.filter { $0.table == "expenses" }
        let category = changes.first { $0.table == "categories" }
        switch kind {
        case .add:
            return "Added " + (expenses.first?.after.map(expenseLine) ?? "an expense")
        case .delete:
            return "Deleted " + (expenses.first?.before.map(expenseLine) ?? "an expense")
        case .edit:
            guard let change = expenses.first, let before = change.before, let after = change.after else { return "Edited an expense" }
            let fields = editedFields.filter { before[$0.column] != after[$0.column] }.map(\.name)
            let what = fields.isEmpty ? "" : " (" + fields.joined(separator: ", ") + ")"
            return "Edited " + expenseLine(before) + " → " + amountText(after) + what
        case .importFile:
            return imported(expenses: expenses.count, income: changes.filter { $0.table == "income" }.count)
        case .categoryCreate:
            return "Created category " + name(category?.after)
        case .categoryRename:
            return "Renamed category \(name(category?.before)) to \(name(category?.after))"
        case .categoryRecolor:
            return "Recoloured \(name(category?.after)) from \(category?.before?["color"]?.text ?? "?") to \(category?.after?["color"]?.text ?? "?")"
        case .categoryDelete:
            return "Deleted category \(name(category?.before)) (\(expenses.count) expense\(expenses.count == 1 ? "" : "s") moved to Other)"
        case .incomeAdd:
            return "Added income " + (changes.first { $0.table == "income" }?.after.map(incomeLine) ?? "")
        case .incomeRemove:
            return "Removed income " + (changes.first { $0.table == "income" }?.before.map(incomeLine) ?? "")
        case .balanceSet:
            let balance = changes.first { $0.table == "starting_balances" }?.after
            return "Set the starting balance to " + (balance.map(balanceLine) ?? "?")
        case .balanceClear:
            let balance = changes.first { $0.table == "starting_balances" }?.before
            return "Cleared the starting balance of " + (balance.map(balanceLine) ?? "?")
        case .goalAdd:
            return "Added goal " + name(changes.first { $0.table == "goals" }?.after)
        case .goalContribute:
            let contribution = changes.first { $0.table == "goal_contributions" }?.after
            return "Put " + (contribution.map(money) ?? "?") + " towards goal #" + (contribution?["goal_id"]?.integer.map(String.init) ?? "?")
        case .goalRemove:
            return "Removed goal " + name(changes.first { $0.table == "goals" }?.before)
        case .forget:
            let corrections = changes.filter { $0.table == "category_corrections" }
            let key = corrections.first?.before?["key"]?.text ?? "?"
            return "Forgot what was learned for '\(key)' (\(corrections.count) correction\(corrections.count == 1 ? "" : "s"))"
        }
    }

    private static let editedFields: [(column: String, name: String)] = [
        ("amount_minor", "amount"), ("currency", "currency"), ("category", "category"), ("description", "description"),
        ("merchant", "merchant"), ("person", "person"), ("people", "people"), ("date", "date"),
    ]

    private static func name(_ image: RowImage?) -> String { image?["name"]?.text ?? "?" }

    /// "#12 coffee $4.50 (Food & Dining)".
    private static func expenseLine(_ row: RowImage) -> String {
        let id = row["id"]?.integer.map { "#\($0) " } ?? ""
        let description = row["description"]?.text ?? ""
        return id + (description.isEmpty ? "" : description + " ") + amountText(row)
    }

    /// "#3 salary $3,200.00 (Salary)".
    private static func incomeLine(_ row: RowImage) -> String {
        let id = row["id"]?.integer.map { "#\($0) " } ?? ""
        let source = row["source"]?.text.map { " (\($0))" } ?? ""
        return id + (row["description"]?.text.map { $0 + " " } ?? "") + money(row) + source
    }

    /// "$1,500.00 as of 2026-11-01".
    private static func balanceLine(_ row: RowImage) -> String {
        money(row) + " as of " + (row["as_of"]?.text ?? "?")
    }

    private static func money(_ row: RowImage) -> String {
        guard let minor = row["amount_minor"]?.integer, let currency = row["currency"]?.text.flatMap(Currency.init(code:)) else { return "" }
        return Money(minorUnits: minor, currency: currency).formatted
    }

    private static func amountText(_ row: RowImage) -> String {
        let category = row["category"]?.text.map { " (\($0))" } ?? ""
        guard let minor = row["amount_minor"]?.integer, let currency = row["currency"]?.text.flatMap(Currency.init(code:)) else {
            return category
        }
        return Money(minorUnits: minor, currency: currency).formatted + category
    }
}
