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
    /// Paused: posts nothing until resumed.
    public let paused: Bool
    /// Nothing before this day is posted: the day it was resumed or its schedule changed.
    public let postsFrom: Day?

    /// Nil while paused, after its end, or when the rule never falls due again before the end of year 9999.
    public var nextDue: Day? { paused ? nil : draft.nextDue(lastPosted: lastPosted, postsFrom: postsFrom) }
}

/// What `editRecurring` changes; nil leaves a field as it is.
public struct RecurringChange: Sendable {
    public var description: String?
    public var money: Money?
    public var category: String?
    public var rule: RecurrenceRule?
    /// `.some(nil)` removes the end.
    public var end: Day??

    public init() {}
}

extension ExpenseStore {
    public func addRecurring(_ draft: RecurringDraft) async throws -> RecurringExpense {
        try await pool.write { db in
            let createdAt = Self.timestamp()
            try db.execute(sql: """
                INSERT INTO recurring (description, amount_minor, currency, category, frequency, weekday, month_day, month,
                                       interval, start_day, end_day, created_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: [draft.description, draft.money.minorUnits, draft.money.currency.code, draft.category,
                                 draft.rule.frequency, draft.rule.weekday, draft.rule.monthDay, draft.rule.month,
                                 draft.rule.interval, draft.start.iso, draft.end?.iso, createdAt])
            return RecurringExpense(id: db.lastInsertedRowID, draft: draft, createdAt: createdAt, lastPosted: nil, postedCount: 0,
                                    paused: false, postsFrom: nil)
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

    /// Changes a recurring expense's amount, description, category, schedule or end; nil
    /// when no active one has that id. A new schedule or end applies from `today`: days it
    /// would have fallen on before are not posted after the fact. Posted expenses stay as they are.
    public func editRecurring(id: Int64, _ change: RecurringChange, today: Day) async throws -> RecurringExpense? {
        try await pool.write { db -> RecurringExpense? in
            guard let found = try Self.activeRecurring(db).first(where: { $0.id == id }) else { return nil }
            var draft = found.draft
            if let description = change.description { draft.description = description }
            if let money = change.money { draft.money = money }
            if let category = change.category { draft.category = category }
            if let rule = change.rule { draft.rule = rule }
            if let end = change.end { draft.end = end }
            let rescheduled = draft.rule != found.draft.rule || draft.end != found.draft.end
            let postsFrom = rescheduled ? today.iso : found.postsFrom?.iso
            try db.execute(sql: """
                UPDATE recurring SET description = ?, amount_minor = ?, currency = ?, category = ?, frequency = ?, weekday = ?,
                    month_day = ?, month = ?, interval = ?, end_day = ?, posts_from = ?
                WHERE id = ?
                """, arguments: [draft.description, draft.money.minorUnits, draft.money.currency.code, draft.category,
                                 draft.rule.frequency, draft.rule.weekday, draft.rule.monthDay, draft.rule.month, draft.rule.interval,
                                 draft.end?.iso, postsFrom, id])
            return try Self.activeRecurring(db).first { $0.id == id }
        }
    }

    /// Pauses or resumes a recurring expense; nil when no active one has that id. Resuming
    /// posts from `today` on: the days it was paused are skipped, not caught up.
    public func setRecurringPaused(id: Int64, _ paused: Bool, today: Day) async throws -> RecurringExpense? {
        try await pool.write { db -> RecurringExpense? in
            guard let found = try Self.activeRecurring(db).first(where: { $0.id == id }) else { return nil }
            if paused != found.paused {
                try db.execute(sql: "UPDATE recurring SET paused = ?, posts_from = ? WHERE id = ?",
                               arguments: [paused, paused ? found.postsFrom?.iso : today.iso, id])
            }
            return try Self.activeRecurring(db).first { $0.id == id }
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
            for item in try Self.activeRecurring(db) where !item.paused {
                for day in item.draft.dueDays(lastPosted: item.lastPosted, postsFrom: item.postsFrom, through: today) {
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
                                                 monthDay: row["month_day"], month: row["month"], interval: row["interval"]),
                  let start = Day(iso: row["start_day"])
            else { return nil }
            let draft = RecurringDraft(description: row["description"], money: Money(minorUnits: row["amount_minor"], currency: currency),
                                       category: row["category"], rule: rule, start: start,
                                       end: (row["end_day"] as String?).flatMap(Day.init(iso:)))
            return RecurringExpense(id: row["id"], draft: draft, createdAt: row["created_at"],
                                    lastPosted: (row["last_posted"] as String?).flatMap(Day.init(iso:)),
                                    postedCount: row["posted_count"], paused: row["paused"],
                                    postsFrom: (row["posts_from"] as String?).flatMap(Day.init(iso:)))
        }
    }
}
