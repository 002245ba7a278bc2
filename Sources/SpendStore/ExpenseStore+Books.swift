import GRDB
import SpendBooks
import SpendCore

/// Reads and writes for import and export.
extension ExpenseStore {
    /// Stores an import in one transaction (source 'import'): `read` hands the file's
    /// drafts to the writer a batch at a time, so a file of any size is never held whole,
    /// and returns the file's money in, stored after them. Returns how many drafts were
    /// stored, how many were already there, the budget alerts they set off (checked row
    /// by row as if each were added in turn) and how much income was stored, with what
    /// `read` returned. The duplicate check runs inside the write transaction, so two
    /// imports of one file at once store it once. With `dryRun`, only counts.
    public func importExpenses<Read: Sendable>(dryRun: Bool, _ read: @escaping @Sendable (ImportWriter) throws -> (income: [IncomeImport], read: Read))
        async throws -> (outcome: ImportOutcome, read: Read) {
        try await pool.write { db in
            let writer = try ImportWriter(db, dryRun: dryRun)
            let (income, result) = try read(writer)
            return (try writer.finish(income: income), result)
        }
    }

    /// Money in from a bank file; a row whose id is stored is skipped. Returns the ids
    /// inserted (contiguous: one transaction, and ignored rows take no id).
    fileprivate static func insertIncome(_ db: Database, _ rows: [IncomeImport], createdAt: String) throws -> ClosedRange<Int64>? {
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

/// What an import stored.
public struct ImportOutcome: Sendable {
    public var imported = 0
    public var duplicates = 0
    /// Rows left out because they are purchases already confirmed from their receipts.
    public var receipts = 0
    public var alerts: [BudgetAlert] = []
    public var income = 0
}

/// An import's writes inside its one transaction, a batch of drafts at a time. Which
/// drafts are stored already is decided row by row without holding the file: a temporary
/// table counts the file's rows per duplicate key (a row's occurrence, part of its id),
/// and the stored expenses with a key are counted through the day index. A draft is
/// stored when its id is (the same bank row imported before), or when the expenses stored
/// before the import with its key outnumber the file's earlier rows with that key: a file
/// with two identical coffees on one day imports both the first time and neither the
/// second, and a later download with a third imports only the third.
public final class ImportWriter {
    private let db: Database
    private let dryRun: Bool
    private let createdAt = ExpenseStore.timestamp()
    private let countSeen: GRDB.Statement
    private let storedID: GRDB.Statement
    private let storedWithKey: GRDB.Statement
    private let insert: GRDB.Statement
    /// The last expense id before the import: rows it inserts are not "stored before".
    private let lastIDBefore: Int64
    private var outcome = ImportOutcome()
    private var inserted: ClosedRange<Int64>?
    private var budgeted: [String: Bool] = [:]
    private var existing: [String: String] = [:]
    /// Purchases already stored from their receipts: the bank's row of one is not stored again.
    private var receipts: ReceiptMatcher

    init(_ db: Database, dryRun: Bool) throws {
        self.db = db
        self.dryRun = dryRun
        try db.execute(sql: "CREATE TEMP TABLE import_seen (key TEXT PRIMARY KEY, seen INTEGER NOT NULL) WITHOUT ROWID")
        countSeen = try db.makeStatement(sql: """
            INSERT INTO temp.import_seen (key, seen) VALUES (?, 1) ON CONFLICT (key) DO UPDATE SET seen = seen + 1 RETURNING seen
            """)
        storedID = try db.makeStatement(sql: "SELECT EXISTS (SELECT 1 FROM expenses WHERE uid = ?)")
        storedWithKey = try db.makeStatement(sql: "SELECT description FROM expenses WHERE date = ? AND currency = ? AND amount_minor = ? AND id <= ?")
        insert = try db.makeStatement(sql: ExpenseStore.insertSQL)
        lastIDBefore = try Int64.fetchOne(db, sql: "SELECT max(id) FROM expenses") ?? 0
        receipts = ReceiptMatcher(try ExpenseStore.receiptPurchases(db))
    }

    public func write(_ batch: [ImportDraft]) throws {
        for item in batch {
            let seen = try Int.fetchOne(countSeen, arguments: [item.key.text]) ?? 1
            let uid = item.uid(occurrence: seen)
            if try Bool.fetchOne(storedID, arguments: [uid]) == true || seen <= storedCount(item.key) {
                outcome.duplicates += 1
                continue
            }
            if !receipts.isEmpty, receipts.match(day: item.draft.date, minor: item.draft.money.minorUnits,
                                                  currency: item.draft.money.currency.code) != nil {
                outcome.receipts += 1
                continue
            }
            outcome.imported += 1
            guard !dryRun else { continue }
            var draft = item.draft
            if let known = existing[draft.category] { draft.category = known } else {
                let resolved = try ExpenseStore.withExistingCategory(db, draft).category
                existing[draft.category] = resolved
                draft.category = resolved
            }
            try insert.execute(arguments: ExpenseStore.row(draft, createdAt: createdAt, source: "import", rawText: nil, uid: uid))
            inserted = (inserted?.lowerBound ?? db.lastInsertedRowID)...db.lastInsertedRowID
            if budgeted[draft.category] == nil { budgeted[draft.category] = try ExpenseStore.budget(db, category: draft.category) != nil }
            if budgeted[draft.category]! { outcome.alerts += try ExpenseStore.recordAlerts(db, before: nil, after: draft) }
        }
    }

    /// The expenses stored before the import with `key`, through the day index.
    private func storedCount(_ key: DuplicateKey) throws -> Int {
        let descriptions = try String.fetchCursor(storedWithKey, arguments: [key.date.iso, key.currency, key.minorUnits, lastIDBefore])
        var count = 0
        while let description = try descriptions.next() {
            if DuplicateKey.normalized(description) == key.description { count += 1 }
        }
        return count
    }

    /// Stores the file's money in after its spending, and records the whole import as one action for `undo`.
    func finish(income: [IncomeImport]) throws -> ImportOutcome {
        try db.execute(sql: "DROP TABLE temp.import_seen")
        if dryRun {
            let stored = try db.makeStatement(sql: "SELECT EXISTS (SELECT 1 FROM income WHERE uid = ?)")
            outcome.income = try income.filter { try Bool.fetchOne(stored, arguments: [$0.uid]) != true }.count
            return outcome
        }
        // One transaction and AUTOINCREMENT: the file's rows hold every id in this range.
        var recorder = ChangeRecorder()
        if let inserted { recorder.inserted("expenses", rowIDs: inserted) }
        let incomeRows = try ExpenseStore.insertIncome(db, income, createdAt: createdAt)
        if let incomeRows { recorder.inserted("income", rowIDs: incomeRows) }
        if inserted != nil || incomeRows != nil { try ExpenseStore.journal(db, .importFile, recorder) }
        outcome.income = incomeRows.map { Int($0.upperBound - $0.lowerBound + 1) } ?? 0
        return outcome
    }
}
