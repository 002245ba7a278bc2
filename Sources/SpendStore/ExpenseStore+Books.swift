import GRDB
import SpendBooks
import SpendCore

/// Reads and writes for import and export.
extension ExpenseStore {
    /// How many stored expenses share each duplicate key, for the dates of an import.
    /// The date index narrows the scan to the file's date range.
    public func duplicateKeys(in range: ClosedRange<Day>) async throws -> [DuplicateKey: Int] {
        try await pool.read { db in
            var keys: [DuplicateKey: Int] = [:]
            let rows = try Row.fetchCursor(db, sql: """
                SELECT date, amount_minor, currency, description FROM expenses WHERE date BETWEEN ? AND ?
                """, arguments: [range.lowerBound.iso, range.upperBound.iso])
            while let row = try rows.next() {
                guard let day = Day(iso: row["date"]), let currency = Currency(code: row["currency"]) else { continue }
                keys[DuplicateKey(date: day, money: Money(minorUnits: row["amount_minor"], currency: currency),
                                  description: row["description"]), default: 0] += 1
            }
            return keys
        }
    }

    /// Stores imported drafts in one transaction (source 'import') and returns the budget
    /// alerts they set off, checked row by row as if each were added in turn.
    public func importExpenses(_ drafts: [ExpenseDraft]) async throws -> [BudgetAlert] {
        try await pool.write { db in
            let createdAt = Self.timestamp()
            let statement = try db.makeStatement(sql: Self.insertSQL)
            var budgeted: [String: Bool] = [:]
            var alerts: [BudgetAlert] = []
            for draft in drafts {
                try statement.execute(arguments: Self.row(draft, createdAt: createdAt, source: "import", rawText: nil))
                if budgeted[draft.category] == nil { budgeted[draft.category] = try Self.budget(db, category: draft.category) != nil }
                if budgeted[draft.category]! { alerts += try Self.recordAlerts(db, before: nil, after: draft) }
            }
            return alerts
        }
    }

    /// A page of expenses in date order (then id), after the `after` position: export
    /// streams a large table page by page instead of holding it all.
    public func exportPage(since: Day?, until: Day?, after: (day: Day, id: Int64)?, limit: Int) async throws -> [Expense] {
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
        return try await pool.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM expenses \(filter) ORDER BY date, id LIMIT ?", arguments: bound)
                .map(Self.expense(from:))
        }
    }

    /// Each category in the range with the day of its first expense, and the currencies
    /// used: what a beancount file must open and declare before its transactions.
    public func exportAccounts(since: Day?, until: Day?) async throws -> (firstUse: [(category: String, day: Day)], currencies: [String]) {
        var clauses: [String] = []
        var arguments: StatementArguments = []
        if let since { clauses.append("date >= ?"); arguments += [since.iso] }
        if let until { clauses.append("date <= ?"); arguments += [until.iso] }
        let filter = clauses.isEmpty ? "" : "WHERE " + clauses.joined(separator: " AND ")
        let bound = arguments
        return try await pool.read { db in
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
