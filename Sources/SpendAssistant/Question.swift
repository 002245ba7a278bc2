import SpendCore

/// What a person asked, as the assistant understands it: what they want to know
/// (`intent`), about which days (`period`), and optionally a category or an amount.
public struct Question: Sendable {
    /// The questions the facts engine answers; every question about a slice of spending
    /// (totals, top categories, averages, trends, "more than usual") is `unknown` here and
    /// goes to the query engine.
    public enum Intent: String, Sendable, CaseIterable {
        /// "Can I afford a $200 purchase this month?"
        case canAfford = "can_afford"
        /// "How much can I spend this week?"
        case weeklyAllowance = "weekly_allowance"
        /// "Any unusual expenses?"
        case unusual
        /// "Any spending patterns?"
        case patterns
        /// "How can I save money?"
        case saving
        /// "Set a budget for Food & Dining"
        case setBudget = "set_budget"
        /// "Am I over budget?", "What's my food budget?"
        case budgetStatus = "budget_status"
        /// Anything else: a spending query, or a question nobody can answer.
        case unknown
    }

    public let text: String
    public let intent: Intent
    public let period: Period
    /// A category name exactly as the store has it, when the question names one.
    public let category: String?
    /// The amount in "can I afford a $200 purchase".
    public let amount: Money?

    public init(text: String, intent: Intent, period: Period, category: String?, amount: Money?) {
        self.text = text
        self.intent = intent
        self.period = period
        self.category = category
        self.amount = amount
    }
}

/// An inclusive range of days with the words a person would use for it.
public struct Period: Sendable, Equatable {
    public let start: Day
    public let end: Day
    /// "this month", "last month", "February 2026", "this week", "the last 6 months"
    public let label: String

    public init(start: Day, end: Day, label: String) {
        self.start = start
        self.end = end
        self.label = label
    }
}
