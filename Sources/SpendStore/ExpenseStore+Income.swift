import GRDB
import SpendCore

/// A starting balance: what the account held at the start of `asOf`.
public struct StartingBalance: Sendable, Equatable {
    public let money: Money
    public let asOf: Day

    public init(money: Money, asOf: Day) {
        self.money = money
        self.asOf = asOf
    }
}

/// Per currency: the starting balance, and income and spending from its day on.
public struct BalanceFigures: Sendable, Equatable {
    public let start: StartingBalance
    public let income: Int64
    public let spending: Int64

    public init(start: StartingBalance, income: Int64, spending: Int64) {
        self.start = start
        self.income = income
        self.spending = spending
    }

    /// start + income − spending, or nil past 64 bits.
    public var current: Int64? {
        let (plus, o1) = start.money.minorUnits.addingReportingOverflow(income)
        let (value, o2) = plus.subtractingReportingOverflow(spending)
        return o1 || o2 ? nil : value
    }
}

extension ExpenseStore {
    public func addIncome(_ draft: IncomeDraft, origin: String = "text") async throws -> IncomeRecord {
        let uid = Self.newUID()
        let createdAt = Self.timestamp()
        let id = try await pool.write { db -> Int64 in
            var recorder = ChangeRecorder()
            try db.execute(sql: """
                INSERT INTO income (uid, amount_minor, currency, source, description, payer, date, origin, created_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: [uid, draft.money.minorUnits, draft.money.currency.code, draft.source, ShownText.stored(draft.description),
                                 draft.payer.map(ShownText.stored), draft.date.iso, origin, createdAt])
            let id = db.lastInsertedRowID
            recorder.inserted("income", rowIDs: id...id)
            try Self.journal(db, .incomeAdd, recorder)
            return id
        }
        return IncomeRecord(id: id, uid: uid, draft: draft, origin: origin, createdAt: createdAt)
    }

    /// Income between the days given (inclusive), newest first.
    public func income(since: Day? = nil, until: Day? = nil, limit: Int = 1000) async throws -> [IncomeRecord] {
        try await pool.read { db in
            try Row.fetchAll(db, sql: """
                SELECT * FROM income WHERE date >= ? AND date <= ? ORDER BY date DESC, id DESC LIMIT ?
                """, arguments: [since?.iso ?? "0000-00-00", until?.iso ?? "9999-99-99", limit]).map(Self.incomeRecord)
        }
    }

    /// Totals between the days given, by currency and source.
    public func incomeTotals(since: Day? = nil, until: Day? = nil) async throws -> [(currency: String, source: String, total: Int64, count: Int)] {
        try await pool.read { db in
            try Row.fetchAll(db, sql: """
                SELECT currency, source, SUM(amount_minor) AS total, COUNT(*) AS count FROM income
                WHERE date >= ? AND date <= ? GROUP BY currency, source ORDER BY currency, total DESC
                """, arguments: [since?.iso ?? "0000-00-00", until?.iso ?? "9999-99-99"]).map { row in
                (row["currency"], row["source"], row["total"], row["count"])
            }
        }
    }

    /// Returns the removed row, or nil when there was none.
    public func removeIncome(id: Int64) async throws -> IncomeRecord? {
        try await pool.write { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM income WHERE id = ?", arguments: [id]) else { return nil }
            var recorder = ChangeRecorder()
            try recorder.watch(db, "income", where: "id = ?", [id])
            try db.execute(sql: "DELETE FROM income WHERE id = ?", arguments: [id])
            try Self.journal(db, .incomeRemove, recorder)
            return try Self.incomeRecord(row)
        }
    }

    public func setStartingBalance(_ balance: StartingBalance) async throws {
        try await pool.write { db in
            var recorder = ChangeRecorder()
            try recorder.watch(db, "starting_balances", where: "currency = ?", [balance.money.currency.code])
            try db.execute(sql: """
                INSERT INTO starting_balances (currency, uid, amount_minor, as_of, updated_at) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (currency) DO UPDATE SET amount_minor = excluded.amount_minor, as_of = excluded.as_of,
                    updated_at = excluded.updated_at
                """, arguments: [balance.money.currency.code, Self.newUID(), balance.money.minorUnits, balance.asOf.iso, Self.timestamp()])
            try Self.journal(db, .balanceSet, recorder)
        }
    }

    public func removeStartingBalance(currency: Currency) async throws -> Bool {
        try await pool.write { db in
            var recorder = ChangeRecorder()
            try recorder.watch(db, "starting_balances", where: "currency = ?", [currency.code])
            try db.execute(sql: "DELETE FROM starting_balances WHERE currency = ?", arguments: [currency.code])
            let removed = db.changesCount > 0
            try Self.journal(db, .balanceClear, recorder)
            return removed
        }
    }

    /// Each currency with a starting balance, with its income and spending from the
    /// balance's day to `today`, read in one snapshot.
    public func balances(today: Day) async throws -> [BalanceFigures] {
        try await pool.read { db in
            try Row.fetchAll(db, sql: "SELECT currency, amount_minor, as_of FROM starting_balances ORDER BY currency").compactMap { row in
                guard let currency = Currency(code: row["currency"]), let asOf = Day(iso: row["as_of"]) else { return nil }
                let arguments: StatementArguments = [currency.code, asOf.iso, today.iso]
                let income = try Int64.fetchOne(db, sql: """
                    SELECT COALESCE(SUM(amount_minor), 0) FROM income WHERE currency = ? AND date >= ? AND date <= ?
                    """, arguments: arguments) ?? 0
                let spending = try Self.spending(db, currency: currency, from: asOf, through: today)
                return BalanceFigures(start: StartingBalance(money: Money(minorUnits: row["amount_minor"], currency: currency), asOf: asOf),
                                      income: income, spending: spending)
            }
        }
    }

    /// Spending in one currency between two days: whole months from `monthly_totals` (kept
    /// by triggers), only the partial first and last months from the rows, so a balance
    /// set years ago costs a few index reads, not a sum over every expense since.
    static func spending(_ db: Database, currency: Currency, from: Day, through: Day) throws -> Int64 {
        guard from <= through else { return 0 }
        let split = MonthSplit(from: from, through: through)
        var total: Int64 = 0
        for part in split.partial {
            total += try Int64.fetchOne(db, sql: """
                SELECT COALESCE(SUM(amount_minor), 0) FROM expenses WHERE currency = ? AND date >= ? AND date <= ?
                """, arguments: [currency.code, part.lowerBound.iso, part.upperBound.iso]) ?? 0
        }
        if let months = split.whole {
            total += try Int64.fetchOne(db, sql: """
                SELECT COALESCE(SUM(total), 0) FROM monthly_totals WHERE currency = ? AND month >= ? AND month <= ?
                """, arguments: [currency.code, months.lowerBound.iso, months.upperBound.iso]) ?? 0
        }
        return total
    }

    /// Income and spending per currency between two days (the month's change).
    public func flows(since: Day, until: Day) async throws -> [(currency: String, income: Int64, spending: Int64)] {
        try await pool.read { db in
            try Row.fetchAll(db, sql: """
                SELECT currency, SUM(income) AS income, SUM(spending) AS spending FROM (
                    SELECT currency, amount_minor AS income, 0 AS spending FROM income WHERE date >= ?1 AND date <= ?2
                    UNION ALL
                    SELECT currency, 0, amount_minor FROM expenses WHERE date >= ?1 AND date <= ?2
                ) GROUP BY currency ORDER BY currency
                """, arguments: [since.iso, until.iso]).map { ($0["currency"], $0["income"], $0["spending"]) }
        }
    }

    /// Income and spending in one currency between two days (inclusive).
    public func flow(currency: Currency, from: Day, through: Day) async throws -> (income: Int64, spending: Int64) {
        try await pool.read { db in
            let income = try Int64.fetchOne(db, sql: """
                SELECT COALESCE(SUM(amount_minor), 0) FROM income WHERE currency = ? AND date >= ? AND date <= ?
                """, arguments: [currency.code, from.iso, through.iso]) ?? 0
            return (income, try Self.spending(db, currency: currency, from: from, through: through))
        }
    }

    /// An income statement for one currency between two days: income by source and
    /// spending by category, largest first (as `hledger incomestatement` lists them).
    public func statement(currency: Currency, from: Day, through: Day) async throws
        -> (income: [(source: String, total: Int64)], spending: [(category: String, total: Int64)]) {
        try await pool.read { db in
            let income = try Row.fetchAll(db, sql: """
                SELECT source, SUM(amount_minor) AS total FROM income WHERE currency = ? AND date >= ? AND date <= ?
                GROUP BY source ORDER BY total DESC, source
                """, arguments: [currency.code, from.iso, through.iso]).map { (source: $0["source"] as String, total: $0["total"] as Int64) }
            var categories: [String: Int64] = [:]
            // Whole months from the totals the triggers keep; the partial ends from the rows.
            let split = MonthSplit(from: from, through: through)
            var parts: [(String, StatementArguments)] = split.partial.map { part in
                ("SELECT category, SUM(amount_minor) AS total FROM expenses WHERE currency = ? AND date >= ? AND date <= ? GROUP BY category",
                 [currency.code, part.lowerBound.iso, part.upperBound.iso])
            }
            if let months = split.whole {
                parts.append(("SELECT category, SUM(total) AS total FROM monthly_totals WHERE currency = ? AND month >= ? AND month <= ? GROUP BY category",
                              [currency.code, months.lowerBound.iso, months.upperBound.iso]))
            }
            for (sql, arguments) in parts {
                for row in try Row.fetchAll(db, sql: sql, arguments: arguments) { categories[row["category"], default: 0] += row["total"] as Int64 }
            }
            let spending = categories.filter { $0.value != 0 }.map { (category: $0.key, total: $0.value) }
                .sorted { ($0.total, $1.category) > ($1.total, $0.category) }
            return (income, spending)
        }
    }

    /// Income and spending in `currency` for each period, in one snapshot.
    public func cashflow(_ period: Cashflow.Period, periods: [ClosedRange<Day>], currency: Currency) async throws -> Cashflow {
        try await pool.read { db in
            let income = try db.cachedStatement(sql: "SELECT COALESCE(SUM(amount_minor), 0) FROM income WHERE currency = ? AND date BETWEEN ? AND ?")
            return Cashflow(period: period, rows: try periods.map { range in
                let arguments: StatementArguments = [currency.code, range.lowerBound.iso, range.upperBound.iso]
                return Cashflow.Row(period: range, income: try Int64.fetchOne(income, arguments: arguments) ?? 0,
                                    spending: try Self.spending(db, currency: currency, from: range.lowerBound, through: range.upperBound))
            })
        }
    }

    static func incomeRecord(_ row: Row) throws -> IncomeRecord {
        let text: String = row["date"]
        guard let date = Day(iso: text) else { throw StoreError.unreadableDate(id: row["id"], text: text) }
        let currency = Currency(code: row["currency"]) ?? .usd
        return IncomeRecord(id: row["id"], uid: row["uid"],
                            draft: IncomeDraft(money: Money(minorUnits: row["amount_minor"], currency: currency), source: row["source"],
                                               description: row["description"], payer: row["payer"], date: date),
                            origin: row["origin"], createdAt: row["created_at"])
    }
}
