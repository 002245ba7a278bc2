import GRDB
import SpendCore

/// Why an undo or redo did nothing.
public enum JournalError: Error, Equatable, CustomStringConvertible {
    case nothingToUndo
    case nothingToRedo
    /// A row the action changed is not as the action left it (changed outside the
    /// journal, e.g. by another program): taking the action back would lose that change.
    /// The action is dropped from the journal, so the next undo reaches the one before.
    case changedSince(summary: String, table: String)

    public var description: String {
        switch self {
        case .nothingToUndo: "Nothing to undo"
        case .nothingToRedo: "Nothing to redo"
        case .changedSince(let summary, let table):
            "Cannot take back '\(summary)': a row of \(table) it changed was changed since by something other than a journalled action; "
                + "the action is dropped from the history and nothing was changed"
        }
    }
}

/// The action journal: every user action is recorded in its own write transaction, with
/// the rows it changed, so `undo` survives a restart and takes back exactly that action.
/// Undone actions stay, marked, until `redo` re-applies them or a new action clears them.
/// One journal per database, and the daemon is per user: the last action is the user's,
/// from whichever connection.
extension ExpenseStore {
    /// Actions kept; older ones are dropped when a new one is recorded.
    public static let journalLimit = 200

    /// What undo or redo changed: the action and each expense before and after.
    public struct JournalReplay: Sendable {
        public let entry: JournalEntry
        public let expenses: [(before: Expense?, after: Expense?)]
        /// Categories or their keywords changed: the parser must be rebuilt.
        public let touchesCategories: Bool
    }

    /// Records an action in the caller's transaction, and clears what could be redone:
    /// after a new action, redoing an older one would apply it to a different state.
    static func journal(_ db: Database, _ kind: ActionKind, _ recorder: ChangeRecorder) throws {
        if recorder.onlyInserts { return try journalInserts(db, kind, recorder) }
        let changes = try recorder.changes(db)
        guard !changes.isEmpty else { return }
        try db.execute(sql: "DELETE FROM action_journal WHERE undone_at IS NOT NULL")
        try db.execute(sql: """
            INSERT INTO action_journal (uid, kind, summary, changes, recorded_at) VALUES (?, ?, ?, ?, ?)
            """, arguments: [newUID(), kind.rawValue, ActionSummary.describe(kind, changes),
                             try JournalEntry.encode(changes), timestamp()])
        try db.execute(sql: "DELETE FROM action_journal WHERE id <= ?", arguments: [db.lastInsertedRowID - Int64(journalLimit)])
    }

    /// Changes per part of an action that only inserted rows.
    static let journalPartSize = 1000

    /// An action that only inserted rows (an import: up to a million) is written a part at
    /// a time, the first part in `changes` and the rest in `action_journal_parts`, so its
    /// row images are never all in memory.
    private static func journalInserts(_ db: Database, _ kind: ActionKind, _ recorder: ChangeRecorder) throws {
        var actionID: Int64?
        var first: [RowChange]?
        var counts: [String: Int] = [:]
        var part = 1
        // Cached statements: every add runs these, and compiling them each time (through
        // GRDB's authorizer) cost more than running them.
        func insertAction(summary: String, changes: [RowChange]) throws {
            try db.cachedStatement(sql: "DELETE FROM action_journal WHERE undone_at IS NOT NULL").execute()
            try db.cachedStatement(sql: "INSERT INTO action_journal (uid, kind, summary, changes, recorded_at) VALUES (?, ?, ?, ?, ?)")
                .execute(arguments: [newUID(), kind.rawValue, summary, try JournalEntry.encode(changes), timestamp()])
            actionID = db.lastInsertedRowID
        }
        try recorder.insertedChanges(db, partSize: journalPartSize) { changes in
            for change in changes { counts[change.table, default: 0] += 1 }
            guard let held = first else { first = changes; return }
            // A second part: the action is long, so its row goes in now and its summary last.
            if actionID == nil { try insertAction(summary: "", changes: held) }
            try db.execute(sql: "INSERT INTO action_journal_parts (action_id, part, changes) VALUES (?, ?, ?)",
                           arguments: [actionID!, part, try JournalEntry.encode(changes)])
            part += 1
        }
        guard let first else { return }
        let summary = kind == .importFile ? ActionSummary.imported(expenses: counts["expenses", default: 0], income: counts["income", default: 0])
                                          : ActionSummary.describe(kind, first)
        if let actionID {
            try db.cachedStatement(sql: "UPDATE action_journal SET summary = ? WHERE id = ?").execute(arguments: [summary, actionID])
        } else {
            // One part, as every add: the row is written once, with its summary.
            try insertAction(summary: summary, changes: first)
        }
        try db.cachedStatement(sql: "DELETE FROM action_journal WHERE id <= ?").execute(arguments: [actionID! - Int64(journalLimit)])
    }

    /// Takes back the newest action not yet undone, in one transaction.
    public func undoLastAction() async throws -> JournalReplay {
        try await replay(select: "SELECT * FROM action_journal WHERE undone_at IS NULL ORDER BY id DESC LIMIT 1",
                         none: .nothingToUndo, undo: true)
    }

    /// Applies again the action undone last (the oldest of the undone: undo goes newest first).
    public func redoLastUndone() async throws -> JournalReplay {
        try await replay(select: "SELECT * FROM action_journal WHERE undone_at IS NOT NULL ORDER BY id LIMIT 1",
                         none: .nothingToRedo, undo: false)
    }

    /// The newest actions first, undone ones included (marked).
    public func history(limit: Int) async throws -> [JournalEntry] {
        try await pool.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM action_journal ORDER BY id DESC LIMIT ?", arguments: [limit]).map(Self.entry)
        }
    }

    private func replay(select: String, none: JournalError, undo: Bool) async throws -> JournalReplay {
        let outcome = try await pool.write { db -> Result<JournalReplay, JournalError> in
            guard let row = try Row.fetchOne(db, sql: select) else { return .failure(none) }
            let entry = try Self.entry(row)
            var recorded = try JournalEntry.decode(row["changes"])
            for part in try String.fetchAll(db, sql: "SELECT changes FROM action_journal_parts WHERE action_id = ? ORDER BY part",
                                            arguments: [entry.id]) {
                recorded += try JournalEntry.decode(part)
            }
            let steps = undo ? recorded.reversed().map(\.reversed) : recorded
            do {
                try db.inSavepoint {
                    for step in steps { try Self.apply(db, step) }
                    return .commit
                }
            } catch let conflict as StepConflict {
                try db.execute(sql: "DELETE FROM action_journal WHERE id = ?", arguments: [entry.id])
                return .failure(.changedSince(summary: entry.summary, table: conflict.table))
            }
            try db.execute(sql: "UPDATE action_journal SET undone_at = ? WHERE id = ?",
                           arguments: [undo ? Self.timestamp() : nil, entry.id])
            let expenses = try steps.filter { $0.table == "expenses" }.map { step in
                (before: try step.before.map(Self.expense(image:)), after: try step.after.map(Self.expense(image:)))
            }
            let done = JournalEntry(id: entry.id, uid: entry.uid, kind: entry.kind, summary: entry.summary,
                                    recordedAt: entry.recordedAt, undone: undo)
            return .success(JournalReplay(entry: done, expenses: expenses,
                                          touchesCategories: steps.contains { ["categories", "category_keywords"].contains($0.table) }))
        }
        return try outcome.get()
    }

    /// Moves one row from `step.before` to `step.after`, found by its primary key (rowids
    /// of tables without an integer key are not stable across deletes). The row must be
    /// exactly as `before` says, or the step is refused.
    private static func apply(_ db: Database, _ step: RowChange) throws {
        let keyColumns = try db.primaryKey(step.table).columns
        guard let locator = step.before ?? step.after else { return }
        let keyValues = keyColumns.map { locator[$0] ?? .null }
        let keyFilter = keyColumns.map { "\($0) = ?" }.joined(separator: " AND ")
        let current = try Row.fetchOne(db, sql: "SELECT * FROM \(step.table) WHERE \(keyFilter)",
                                       arguments: StatementArguments(keyValues.map(\.databaseValue))).map(ChangeRecorder.image)
        // Columns added by later migrations are not in older images: compare what was recorded.
        let matches: Bool = switch (step.before, current) {
        case (nil, nil): true
        case (let expected?, let found?): expected.allSatisfy { found[$0.key] == $0.value }
        default: false
        }
        guard matches else { throw StepConflict(table: step.table) }
        switch (step.before, step.after) {
        case (_?, nil):
            try db.execute(sql: "DELETE FROM \(step.table) WHERE \(keyFilter)", arguments: StatementArguments(keyValues.map(\.databaseValue)))
        case (nil, let after?):
            let columns = after.keys.sorted()
            try db.execute(sql: "INSERT INTO \(step.table) (\(columns.joined(separator: ", "))) VALUES (\(databaseQuestionMarks(count: columns.count)))",
                           arguments: StatementArguments(columns.map { after[$0]!.databaseValue }))
        case (_?, let after?):
            let columns = after.keys.sorted()
            try db.execute(sql: "UPDATE \(step.table) SET \(columns.map { "\($0) = ?" }.joined(separator: ", ")) WHERE \(keyFilter)",
                           arguments: StatementArguments(columns.map { after[$0]!.databaseValue } + keyValues.map(\.databaseValue)))
        case (nil, nil):
            break
        }
    }

    /// A row not as the step expects: the whole replay is refused.
    private struct StepConflict: Error { let table: String }

    private static func entry(_ row: Row) throws -> JournalEntry {
        let stored: String = row["kind"]
        // Migrations only add kinds; one this build does not know came from a newer one.
        guard let kind = ActionKind(rawValue: stored) else { throw StoreError.unknownActionKind(stored) }
        return JournalEntry(id: row["id"], uid: row["uid"], kind: kind, summary: row["summary"],
                            recordedAt: row["recorded_at"], undone: (row["undone_at"] as String?) != nil)
    }

    private static func expense(image: RowImage) throws -> Expense {
        try expense(from: Row(image.mapValues { $0.databaseValue as (any DatabaseValueConvertible)? }))
    }
}

extension ColumnValue {
    var databaseValue: DatabaseValue {
        switch self {
        case .null: .null
        case .integer(let value): value.databaseValue
        case .real(let value): value.databaseValue
        case .text(let value): value.databaseValue
        case .blob(let value): value.databaseValue
        }
    }
}
