import GRDB
import SpendBooks
import SpendCore

/// A stored recurring expense and how far it has been posted.
public struct RecurringExpense: Sendable {
    public let id: Int64
    public let draft: RecurringDraft
    public let createdAt: String
    /// The latest day an occurrence was posted for, nil before the first.
    public let lastPosted: Day?
    public let postedCount: Int

    /// Nil when the rule never falls due again before the end of year 9999.
    public var nextDue: Day? { draft.rule.next(after: lastPosted, start: draft.start) }
}

extension ExpenseStore {
    public func addRecurring(_ draft: RecurringDraft) async throws -> RecurringExpense {
        try await pool.write { db in
            let createdAt = Self.timestamp()
            try db.execute(sql: """
                INSERT INTO recurring (description, amount_minor, currency, category, frequency, weekday, month_day, month,
                                       start_day, created_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: [draft.description, draft.money.minorUnits, draft.money.currency.code, draft.category,
                                 draft.rule.frequency, draft.rule.weekday, draft.rule.monthDay, draft.rule.month,
                                 draft.start.iso, createdAt])
            return RecurringExpense(id: db.lastInsertedRowID, draft: draft, createdAt: createdAt, lastPosted: nil, postedCount: 0)
        }
    }

    /// The active recurring expenses, oldest first.
    public func recurringExpenses() async throws -> [RecurringExpense] {
        try await pool.read { try Self.activeRecurring($0) }
    }

    /// Stops a recurring expense. Its posted expenses stay; nil when no active one has that id.
    public func removeRecurring(id: Int64) async throws -> RecurringExpense? {
        try await pool.write { db in
            guard let found = try Self.activeRecurring(db).first(where: { $0.id == id }) else { return nil }
            try db.execute(sql: "UPDATE recurring SET active = 0 WHERE id = ?", arguments: [id])
            return found
        }
    }

    /// Posts every occurrence due on or before `today` that is not posted yet, each as
    /// an expense with source 'recurring' plus its post row, all in one transaction, with
    /// the budget alerts the posts set off (as an `add` would).
    /// Runs inside the write lock, so two callers at once cannot both post one day.
    public func postDueRecurring(through today: Day) async throws
        -> (posted: [(recurringID: Int64, expense: Expense)], alerts: [BudgetAlert]) {
        try await pool.write { db in
            var posted: [(recurringID: Int64, expense: Expense)] = []
            var alerts: [BudgetAlert] = []
            let createdAt = Self.timestamp()
            for item in try Self.activeRecurring(db) {
                for day in item.draft.rule.occurrences(after: item.lastPosted, through: today, start: item.draft.start) {
                    let draft = ExpenseDraft(money: item.draft.money, category: item.draft.category, categoryConfidence: 1,
                                             categorySource: .user, description: item.draft.description,
                                             merchant: nil, person: nil, date: day)
                    // Derived from the rule's content and the day: two machines posting the same
                    // rule's same day mint the same row. A post deleted and made again gets a new one.
                    var uid = RowID.derived(["recurring", draft.description, String(draft.money.minorUnits), draft.money.currency.code,
                                             item.draft.rule.description, item.draft.start.iso, day.iso])
                    if try Bool.fetchOne(db, sql: "SELECT 1 FROM expenses WHERE uid = ?", arguments: [uid]) == true { uid = Self.newUID() }
                    try db.execute(sql: Self.insertSQL, arguments: Self.row(draft, createdAt: createdAt, source: "recurring", rawText: nil, uid: uid))
                    let expenseID = db.lastInsertedRowID
                    try db.execute(sql: "INSERT INTO recurring_posts (recurring_id, day, expense_id) VALUES (?, ?, ?)",
                                   arguments: [item.id, day.iso, expenseID])
                    posted.append((item.id, Expense(id: expenseID, draft: draft, createdAt: createdAt, source: "recurring")))
                    alerts += try Self.recordAlerts(db, before: nil, after: draft)
                }
            }
            return (posted, alerts)
        }
    }

    private static func activeRecurring(_ db: Database) throws -> [RecurringExpense] {
        try Row.fetchAll(db, sql: """
            SELECT r.*, (SELECT MAX(day) FROM recurring_posts WHERE recurring_id = r.id) AS last_posted,
                   (SELECT COUNT(*) FROM recurring_posts WHERE recurring_id = r.id) AS posted_count
            FROM recurring r WHERE active = 1 ORDER BY id
            """).compactMap { row in
            guard let currency = Currency(code: row["currency"]),
                  let rule = RecurrenceRule.make(frequency: row["frequency"], weekday: row["weekday"],
                                                 monthDay: row["month_day"], month: row["month"]),
                  let start = Day(iso: row["start_day"])
            else { return nil }
            let draft = RecurringDraft(description: row["description"], money: Money(minorUnits: row["amount_minor"], currency: currency),
                                       category: row["category"], rule: rule, start: start)
            return RecurringExpense(id: row["id"], draft: draft, createdAt: row["created_at"],
                                    lastPosted: (row["last_posted"] as String?).flatMap(Day.init(iso:)),
                                    postedCount: row["posted_count"])
        }
    }
}
