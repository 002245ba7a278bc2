import GRDB
import SpendCore

/// Monthly budgets per category and their alerts. Spent is read from `monthly_totals`,
/// so checking a budget costs one row whatever the number of expenses.
extension ExpenseStore {
    /// Sets (or replaces) a category's budget. A changed limit or currency forgets the
    /// category's fired alerts, so crossing the new limit alerts again.
    public func setBudget(category: String, limit: Money) async throws -> (budget: Budget, previous: Budget?) {
        try await pool.write { db in
            guard let name = try String.fetchOne(db, sql: "SELECT name FROM categories WHERE name = ?", arguments: [category]) else {
                throw CategoryRuleError.unknownCategory(category)
            }
            let previous = try Self.budget(db, category: name)
            try db.execute(sql: """
                INSERT INTO budgets (category, currency, limit_minor, updated_at) VALUES (?, ?, ?, ?)
                ON CONFLICT (category) DO UPDATE SET currency = excluded.currency, limit_minor = excluded.limit_minor,
                    updated_at = excluded.updated_at
                """, arguments: [name, limit.currency.code, limit.minorUnits, Self.timestamp()])
            let budget = Budget(category: name, limit: limit)
            if previous != budget {
                try db.execute(sql: "DELETE FROM budget_alerts WHERE category = ?", arguments: [name])
            }
            return (budget, previous)
        }
    }

    /// Removes a category's budget and its alerts; nil when it had none.
    public func removeBudget(category: String) async throws -> Budget? {
        try await pool.write { db in
            guard let budget = try Self.budget(db, category: category) else { return nil }
            try db.execute(sql: "DELETE FROM budgets WHERE category = ?", arguments: [budget.category])
            try db.execute(sql: "DELETE FROM budget_alerts WHERE category = ?", arguments: [budget.category])
            return budget
        }
    }

    /// Each budget's state for `month`, in category list order. Spending in another
    /// currency counts at the user's rate into the budget's currency, as in `summary` and
    /// the query engine; a currency without a rate is listed apart, never added.
    public func budgetStatuses(month: Month) async throws -> [BudgetStatus] {
        let rates = try await rates().map(\.rate)
        return try await pool.read { db in
            let budgets = try Row.fetchAll(db, sql: """
                SELECT b.category, b.currency, b.limit_minor FROM budgets b
                LEFT JOIN categories c ON c.name = b.category
                ORDER BY c.position, b.category
                """).compactMap(Self.budget(from:))
            return try budgets.map { budget in
                let totals = try Row.fetchAll(db, sql: """
                    SELECT currency, total, count FROM monthly_totals WHERE month = ? AND category = ? ORDER BY currency
                    """, arguments: [month.iso, budget.category])
                    .map { Analytics.CurrencyTotal(currency: $0["currency"], total: $0["total"], count: $0["count"]) }
                var spent: Int64 = 0
                var converted: [Analytics.CurrencyTotal] = []
                var apart: [Analytics.CurrencyTotal] = []
                for total in totals {
                    if total.currency == budget.limit.currency.code {
                        spent = try Money.sum(spent, total.total)
                    } else if let rate = rates.first(where: { $0.currency.code == total.currency && $0.base == budget.limit.currency }) {
                        spent = try Money.sum(spent, try rate.convert(total.total))
                        converted.append(total)
                    } else {
                        apart.append(total)
                    }
                }
                return BudgetStatus(budget: budget, month: month, spent: spent, converted: converted, unconverted: apart)
            }
        }
    }

    /// Stores an expense and, in the same transaction, records the budget alerts it
    /// sets off; concurrent adds share one commit (GroupCommit), each in its savepoint. An alert already recorded for that month is not returned again. A
    /// spoken expense also records its recording's id there: storing the same recording
    /// twice fails the whole transaction instead of storing a second expense.
    /// `receiptID`: the expense confirms that pending receipt, in the same transaction.
    public func insertCheckingBudgets(_ draft: ExpenseDraft, rawText: String?, source: String = "text",
                                      recordingID: String? = nil, receiptID: Int64? = nil) async throws -> (Expense, [BudgetAlert]) {
        try await commits.write { db in
            let createdAt = Self.timestamp()
            let draft = try Self.withExistingCategory(db, draft)
            if let receiptID {
                guard let receipt = try Self.receipt(db, id: receiptID) else { throw ReceiptStoreError.notFound(receiptID) }
                if let expense = receipt.expenseID { throw ReceiptStoreError.alreadyConfirmed(receiptID, expense: expense) }
            }
            try db.cachedStatement(sql: Self.insertSQL).execute(arguments: Self.row(draft, createdAt: createdAt, source: source, rawText: rawText))
            let id = db.lastInsertedRowID
            if let receiptID { try db.execute(sql: "UPDATE expenses SET receipt_id = ? WHERE id = ?", arguments: [receiptID, id]) }
            let expense = Expense(id: id, draft: draft.storable, createdAt: createdAt, source: source, receipt: receiptID)
            var recorder = ChangeRecorder()
            recorder.inserted("expenses", rowIDs: expense.id...expense.id)
            try Self.journal(db, .add, recorder)
            if let recordingID {
                try db.execute(sql: "INSERT INTO voice_recordings (recording_id, expense_id, stored_at) VALUES (?, ?, ?)",
                               arguments: [recordingID, expense.id, createdAt])
            }
            return (expense, try Self.recordAlerts(db, before: nil, after: draft))
        }
    }

    /// The alerts an edit sets off, checked right after it (its own transaction): the
    /// expense's new category, currency and month against what it counted before.
    public func budgetAlerts(afterEditFrom before: ExpenseDraft, to after: ExpenseDraft) async throws -> [BudgetAlert] {
        try await pool.write { db in try Self.recordAlerts(db, before: before, after: after) }
    }

    // MARK: Rows

    /// Thresholds crossed between the month's spending without this change and with it;
    /// each is recorded once (the primary key) and returned only by the write that recorded it.
    static func recordAlerts(_ db: Database, before: ExpenseDraft?, after: ExpenseDraft) throws -> [BudgetAlert] {
        guard let budget = try budget(db, category: after.category), budget.limit.currency == after.money.currency else { return [] }
        let month = after.date.monthOfYear
        func counted(_ draft: ExpenseDraft?) -> Int64 {
            guard let draft, draft.category == budget.category, draft.money.currency == budget.limit.currency,
                  draft.date.monthOfYear == month else { return 0 }
            return draft.money.minorUnits
        }
        let spent = try Int64.fetchOne(db, sql: """
            SELECT total FROM monthly_totals WHERE month = ? AND currency = ? AND category = ?
            """, arguments: [month.iso, budget.limit.currency.code, budget.category]) ?? 0
        let previously = spent - counted(after) + counted(before)
        let status = budget.status(spent: spent, month: month)
        var alerts: [BudgetAlert] = []
        for threshold in BudgetThreshold.crossed(limit: budget.limit.minorUnits, before: previously, after: spent) {
            try db.execute(sql: """
                INSERT OR IGNORE INTO budget_alerts (category, month, threshold, spent_minor, limit_minor, currency, fired_at)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """, arguments: [budget.category, month.iso, threshold.rawValue, spent, budget.limit.minorUnits,
                                 budget.limit.currency.code, timestamp()])
            if db.changesCount > 0 { alerts.append(BudgetAlert(threshold: threshold, status: status)) }
        }
        return alerts
    }

    static func budget(_ db: Database, category: String) throws -> Budget? {
        try Row.fetchOne(db.cachedStatement(sql: "SELECT category, currency, limit_minor FROM budgets WHERE category = ?"),
                         arguments: [category]).flatMap(budget(from:))
    }

    private static func budget(from row: Row) -> Budget? {
        guard let currency = Currency(code: row["currency"]) else { return nil }
        return Budget(category: row["category"], limit: Money(minorUnits: row["limit_minor"], currency: currency))
    }
}
