import SpendCore
import SpendStore

/// Budget facts: what each budget allows this month, what is spent against it (the whole
/// calendar month in the budget's own currency, as the alerts count it) and what is left.
extension FactsEngine {
    /// This month's budgets as facts: the named category's when it has one, otherwise
    /// every budget (saying the named one has none). Only a budget question says there
    /// are none: the planning intents' facts stay as they were without budgets.
    func budgetStatements(_ category: String?, today: Day, sayWhenNone: Bool = false, into builder: inout FactsBuilder) async throws {
        let all = try await store.budgetStatuses(month: today.monthOfYear)
        builder.figures.budgets = all
        guard !all.isEmpty else {
            if sayWhenNone { builder.add("no_budgets", "No budgets are set.") }
            return
        }
        let named = all.filter { $0.budget.category == category }
        if let category, named.isEmpty {
            builder.add("no_budget_for_category", "There is no budget for \(category).")
        }
        for status in named.isEmpty ? all : named {
            builder.add("budget", Self.statement(status))
        }
    }

    /// "Food & Dining budget this month (November 2026): $300.00; spent $240.00 (80%), $60.00 left."
    static func statement(_ status: BudgetStatus) -> String {
        "\(status.budget.category) budget this month (\(status.month.name) \(status.month.year)): \(status.budget.limit.formatted); "
            + "spent \(status.spentMoney.formatted) (\(status.percent)%), \(status.remainingText)."
    }

    /// "Set a budget": the category's current budget if it has one, and its average month
    /// as a suggested starting amount.
    func budget(_ question: Question, today: Day, into builder: inout FactsBuilder) async throws {
        let all = try await store.budgetStatuses(month: today.monthOfYear)
        builder.figures.budgets = all
        if let existing = all.first(where: { $0.budget.category == question.category }) {
            builder.add("existing_budget", Self.statement(existing))
        }
        guard let average = try await averageMonth(before: today.monthOfYear, category: question.category, today: today) else { return }
        builder.figures.averageMonth = average
        builder.add("suggested_budget", describe(average, of: question.category.map { "Average month for \($0), a suggested starting budget" }
            ?? "Average month, a suggested starting budget"))
    }
}
