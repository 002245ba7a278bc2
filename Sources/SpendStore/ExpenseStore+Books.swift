import GRDB
import SpendBooks
import SpendCore

/// Reads and writes for import and export.
extension ExpenseStore {
    /// Stores the drafts of one file that are not stored yet, in one transaction
    /// (source 'import'), and returns how many were stored, how many were already there,
    /// and the budget alerts they set off, checked row by row as if each were added in
    /// turn. The duplicate check runs inside the write transaction, so two imports of one
    /// file at once store it once. With `dryRun`, only counts.
    public func importExpenses(_ drafts: [ImportDraft], income: [IncomeImport] = [], dryRun: Bool = false) async throws
        -> (imported: Int, duplicates: Int, alerts: [BudgetAlert], income: Int) {
        let range = ImportPlan.dateRange(drafts) ?? Day(daysSinceEpoch: 0)...Day(daysSinceEpoch: 0)
        if dryRun {
            return try await pool.read { db in
                let (new, duplicates) = drafts.isEmpty ? ([], 0) : try Self.newDrafts(db, drafts, range: range)
                let stored = try Set(String.fetchAll(db, sql: "SELECT uid FROM income WHERE origin = 'import'"))
                return (new.count, duplicates, [], income.filter { !stored.contains($0.uid) }.count)
            }
        }
        return try await pool.write { db in
            let (new, duplicates) = drafts.isEmpty ? ([], 0) : try Self.newDrafts(db, drafts, range: range)
            let createdAt = Self.timestamp()
            let statement = try db.makeStatement(sql: Self.insertSQL)
            var budgeted: [String: Bool] = [:]
            var alerts: [BudgetAlert] = []
            var existing: [String: String] = [:]
            var firstID: Int64?
            for item in new {
                var draft = item.draft
                if let known = existing[draft.category] { draft.category = known } else {
                    let resolved = try Self.withExistingCategory(db, draft).category
                    existing[draft.category] = resolved
                    draft.category = resolved
                }
                try statement.execute(arguments: Self.row(draft, createdAt: createdAt, source: "import", rawText: nil, uid: item.uid))
                if firstID == nil { firstID = db.lastInsertedRowID }
                if budgeted[draft.category] == nil { budgeted[draft.category] = try Self.budget(db, category: draft.category) != nil }
                if budgeted[draft.category]! { alerts += try Self.recordAlerts(db, before: nil, after: draft) }
            }
            // One transaction and AUTOINCREMENT: the file's rows hold every id in this range.
            var recorder = ChangeRecorder()
            if let firstID { recorder.inserted("expenses", rowIDs: firstID...db.lastInsertedRowID) }
            let incomeRows = try Self.insertIncome(db, income, createdAt: createdAt)
            if let incomeRows { recorder.inserted("income", rowIDs: incomeRows) }
            if firstID != nil || incomeRows != nil { try Self.journal(db, .importFile, recorder) }
            return (new.count, duplicates, alerts, incomeRows.map { Int($0.upperBound - $0.lowerBound + 1) } ?? 0)
        }
    }

    /// Money in from a bank file; a row whose id is stored is skipped. Returns the ids
    /// inserted (contiguous: one transaction, and ignored rows take no id).
    private static func insertIncome(_ db: Database, _ rows: [IncomeImport], createdAt: String) throws -> ClosedRange<Int64>? {
        let statement = try db.makeStatement(sql: """
            INSERT OR IGNORE INTO income (uid, amount_minor, currency, source, description, payer, date, origin, created_at)
            VALUES (?, ?, ?, ?, ?, NULL, ?, 'import', ?)
            """)
        var first: Int64?
        var last: Int64 = 0
        for row in rows {
            try statement.execute(arguments: [row.uid, row.draft.money.minorUnits, row.draft.money.currency.code, row.draft.source,
                                              ShownText.stored(row.draft.description), row.draft.date.iso, createdAt])
            guard db.changesCount > 0 else { continue }
            last = db.lastInsertedRowID
            if first == nil { first = last }
        }
        return first.map { $0...last }
    }

    /// The stored expenses' duplicate keys in the file's date range (the date index
    /// narrows the scan) and which of the drafts' ids are stored.
    private static func newDrafts(_ db: Database, _ drafts: [ImportDraft], range: ClosedRange<Day>) throws
        -> (new: [ImportDraft], duplicates: Int) {
        var keys: [DuplicateKey: Int] = [:]
        var ids: Set<String> = []
        let rows = try Row.fetchCursor(db, sql: """
            SELECT date, amount_minor, currency, description, uid FROM expenses WHERE date BETWEEN ? AND ?
            """, arguments: [range.lowerBound.iso, range.upperBound.iso])
        while let row = try rows.next() {
            if let uid: String = row["uid"] { ids.insert(uid) }
            guard let day = Day(iso: row["date"]), let currency = Currency(code: row["currency"]) else { continue }
            keys[DuplicateKey(date: day, money: Money(minorUnits: row["amount_minor"], currency: currency),
                              description: row["description"]), default: 0] += 1
        }
        return ImportPlan.newDrafts(drafts, storedKeys: keys, storedIDs: ids)
    }

    /// A view of the whole database at one moment, for an export: every page and the
    /// account list read the same data, whatever is written meanwhile (a category renamed
    /// halfway would otherwise split a beancount file between two names).
    public func exportView() throws -> ExportView { ExportView(reader: try pool.makeSnapshot()) }
}

/// Reads for an export from one snapshot of the database.
public struct ExportView: Sendable {
    let reader: DatabaseSnapshot

    /// A page of expenses in date order (then id), after the `after` position: export
    /// streams a large table page by page instead of holding it all.
    public func page(since: Day?, until: Day?, after: (day: Day, id: Int64)?, limit: Int) async throws -> [Expense] {
        var clauses: [String] = []
        var arguments: StatementArguments = []
        if let since { clauses.append("date >= ?"); arguments += [since.iso] }
        if let until { clauses.append("date <= ?"); arguments += [until.iso] }
        // A row value, so SQLite seeks in the date index instead of scanning from the start
        // for every page (an OR of the two conditions made a 1M-row export quadratic).
        if let after {
            clauses.append("(date, id) > (?, ?)")
            arguments += [after.day.iso, after.id]
        }
        let filter = clauses.isEmpty ? "" : "WHERE " + clauses.joined(separator: " AND ")
        arguments += [limit]
        let bound = arguments
        return try await reader.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM expenses \(filter) ORDER BY date, id LIMIT ?", arguments: bound)
                .map(ExpenseStore.expense(from:))
        }
    }

    /// Goals' money in the range for the journals (`GoalTransfer`): contributions, and
    /// loans' opening balances.
    public func goalTransfers(since: Day?, until: Day?) async throws -> [GoalTransfer] {
        let bound: StatementArguments = [since?.iso ?? "0000-00-00", until?.iso ?? "9999-99-99"]
        return try await reader.read { db in
            var transfers: [GoalTransfer] = []
            for row in try Row.fetchAll(db, sql: "SELECT * FROM goals WHERE kind = 'loan' AND started >= ? AND started <= ? ORDER BY id",
                                        arguments: bound) {
                guard let currency = Currency(code: row["currency"]), let day = Day(iso: row["started"]) else { continue }
                transfers.append(GoalTransfer(id: row["id"], goal: row["name"], goalKind: .loan, kind: .loanOpening,
                                              money: Money(minorUnits: row["target_minor"], currency: currency), date: day, note: ""))
            }
            for row in try Row.fetchAll(db, sql: """
                SELECT c.id, c.amount_minor, c.currency, c.date, c.note, g.name, g.kind FROM goal_contributions c JOIN goals g ON g.id = c.goal_id
                WHERE c.date >= ? AND c.date <= ? ORDER BY c.date, c.id
                """, arguments: bound) {
                guard let currency = Currency(code: row["currency"]), let day = Day(iso: row["date"]),
                      let kind = Goal.Kind(rawValue: row["kind"]) else { continue }
                let note: String = row["note"]
                transfers.append(GoalTransfer(id: row["id"], goal: row["name"], goalKind: kind,
                                              kind: note.hasPrefix("expense #") ? .linkedContribution : .contribution,
                                              money: Money(minorUnits: row["amount_minor"], currency: currency), date: day, note: row["note"]))
            }
            return transfers
        }
    }

    /// Income in the range, oldest first (a few rows a month: read at once), with each
    /// source's first day and the currencies, for the ledger and beancount exports.
    public func income(since: Day?, until: Day?) async throws -> (rows: [IncomeRecord], firstUse: [(source: String, day: Day)], currencies: [String]) {
        let bound: StatementArguments = [since?.iso ?? "0000-00-00", until?.iso ?? "9999-99-99"]
        let rows = try await reader.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM income WHERE date >= ? AND date <= ? ORDER BY date, id", arguments: bound)
                .map(ExpenseStore.incomeRecord)
        }
        var firstUse: [String: Day] = [:]
        for row in rows where firstUse[row.draft.source] == nil { firstUse[row.draft.source] = row.draft.date }
        return (rows, firstUse.map { ($0.key, $0.value) }, Array(Set(rows.map(\.draft.money.currency.code))).sorted())
    }

    /// Each category in the range with the day of its first expense, and the currencies
    /// used: what a beancount file must open and declare before its transactions.
    public func accounts(since: Day?, until: Day?) async throws -> (firstUse: [(category: String, day: Day)], currencies: [String]) {
        var clauses: [String] = []
        var arguments: StatementArguments = []
        if let since { clauses.append("date >= ?"); arguments += [since.iso] }
        if let until { clauses.append("date <= ?"); arguments += [until.iso] }
        let filter = clauses.isEmpty ? "" : "WHERE " + clauses.joined(separator: " AND ")
        let bound = arguments
        return try await reader.read { db in
            let firstUse = try Row.fetchAll(db, sql: "SELECT category, MIN(date) AS first FROM expenses \(filter) GROUP BY category",
                                            arguments: bound).compactMap { row -> (category: String, day: Day)? in
                guard let day = Day(iso: row["first"]) else { return nil }
                return (row["category"], day)
            }
            let currencies = try String.fetchAll(db, sql: "SELECT DISTINCT currency FROM expenses \(filter) ORDER BY currency",
                                                 arguments: bound)
            return (firstUse, currencies)
        }
    }
}
