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
}
