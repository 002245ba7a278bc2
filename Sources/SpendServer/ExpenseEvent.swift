/// Events pushed to subscribers.
enum ExpenseEvent: String, CaseIterable {
    case added = "expense.added"
    case edited = "expense.edited"
    case deleted = "expense.deleted"
}
