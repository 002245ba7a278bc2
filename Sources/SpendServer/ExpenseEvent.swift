/// Events pushed to subscribers.
enum ExpenseEvent: String, CaseIterable {
    case added = "expense.added"
    case edited = "expense.edited"
    case deleted = "expense.deleted"
    /// A budget passed 80% or 100% for the month: once per threshold, category and month.
    case budgetAlert = "budget.alert"
    /// A budget was set, changed or removed: what a status bar shows changed.
    case budgetChanged = "budget.changed"
    /// One event per import, with the count: not one per row.
    case imported = "expense.imported"
    case incomeAdded = "income.added"
    case incomeDeleted = "income.deleted"
    /// Income stored by an import, with the count.
    case incomeImported = "income.imported"
    /// A starting balance was set or cleared.
    case balanceChanged = "balance.changed"
    /// A goal passed 25, 50, 75 or 100%: once each.
    case goalMilestone = "goal.milestone"
}
