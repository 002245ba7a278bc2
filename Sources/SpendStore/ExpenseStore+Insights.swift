import GRDB
import SpendCore

/// A category's total and count over some range, in one currency.
public struct CategoryTally: Hashable, Sendable {
    public let category: String
    public let total: Int64
    public let count: Int

    public init(category: String, total: Int64, count: Int) {
        self.category = category
        self.total = total
        self.count = count
    }
}

/// A weekday's total and count; `weekday` is 0 = Sunday ... 6 = Saturday, as `Day.weekday`.
public struct WeekdayTally: Hashable, Sendable {
    public let weekday: Int
    public let total: Int64
    public let count: Int

    public init(weekday: Int, total: Int64, count: Int) {
        self.weekday = weekday
        self.total = total
        self.count = count
    }
}

/// An expense that stands out against its category's baseline: the baseline's sum and
/// count are returned as integers so callers can round the average however they show it.
public struct ExpenseOutlier: Sendable {
    public let expense: Expense
    public let baselineTotal: Int64
    public let baselineCount: Int
}

/// Read queries for the assistant's facts. They stay generic (ranges, currencies,
/// categories) so the question logic lives in SpendAssistant, and every value is bound
/// as a parameter. Day ranges are inclusive and read `expenses` directly, because an
/// arbitrary range ("this week", "the last 3 months") does not line up with
/// `monthly_totals`; whole months read `monthly_totals`, which stays cheap at any size.
extension ExpenseStore {
    /// Totals per category over `from...through` in one currency, largest first, ties by name.
    public func categoryTotals(from: Day, through: Day, currency: Currency) async throws -> [CategoryTally] {
        try await pool.read { db in
            try Row.fetchAll(db, sql: """
                SELECT category, SUM(amount_minor) AS total, COUNT(*) AS n FROM expenses
                WHERE currency = ? AND date BETWEEN ? AND ?
                GROUP BY category ORDER BY total DESC, category
                """, arguments: [currency.code, from.iso, through.iso])
                .map { CategoryTally(category: $0["category"], total: $0["total"], count: $0["n"]) }
        }
    }

    /// The `limit` largest expenses over `from...through` in one currency, largest first.
    public func largestExpenses(from: Day, through: Day, currency: Currency, limit: Int) async throws -> [Expense] {
        try await pool.read { db in
            try Row.fetchAll(db, sql: """
                SELECT * FROM expenses WHERE currency = ? AND date BETWEEN ? AND ?
                ORDER BY amount_minor DESC, date DESC, id DESC LIMIT ?
                """, arguments: [currency.code, from.iso, through.iso, limit])
                .map(Self.expense(from:))
        }
    }

    /// Expenses over `from...through` whose amount is more than `factor` times their
    /// category's mean expense over `baselineFrom...baselineThrough`, largest first.
    /// The comparison is exact integer arithmetic: amount × count > factor × total.
    /// Categories without baseline expenses have no mean, so they never qualify.
    public func outliers(from: Day, through: Day, baselineFrom: Day, baselineThrough: Day,
                         factor: Int, currency: Currency) async throws -> [ExpenseOutlier] {
        try await pool.read { db in
            try Row.fetchAll(db, sql: """
                WITH baseline AS (
                    SELECT category, SUM(amount_minor) AS base_total, COUNT(*) AS base_count FROM expenses
                    WHERE currency = ? AND date BETWEEN ? AND ? GROUP BY category
                )
                SELECT e.*, b.base_total, b.base_count FROM expenses e JOIN baseline b ON b.category = e.category
                WHERE e.currency = ? AND e.date BETWEEN ? AND ? AND e.amount_minor * b.base_count > ? * b.base_total
                ORDER BY e.amount_minor DESC, e.date DESC, e.id DESC
                """, arguments: [currency.code, baselineFrom.iso, baselineThrough.iso,
                                 currency.code, from.iso, through.iso, factor])
                .map { ExpenseOutlier(expense: try Self.expense(from: $0), baselineTotal: $0["base_total"],
                                      baselineCount: $0["base_count"]) }
        }
    }

    /// Whether any expense exists, in any currency: tells "no data yet" from "none this period".
    public func hasExpenses() async throws -> Bool {
        try await pool.read { try Bool.fetchOne($0, sql: "SELECT EXISTS (SELECT 1 FROM expenses)") ?? false }
    }
}
