import SpendCore

/// Budget answers, from the budget facts alone.
extension BuiltInAssistant {
    /// "Am I over budget?", "What's my food budget?"
    static func budgetStatus(_ facts: Facts) -> String {
        let budgets = facts.figures.budgets
        guard !budgets.isEmpty else {
            return "You haven't set any budgets yet. Try spend budget set \"Food & Dining\" followed by a monthly amount, "
                + "and I'll tell you how it's going 🎯"
        }
        if let category = facts.category {
            if let status = budgets.first(where: { $0.budget.category == category }) { return budgetSentence(status) }
            return "There's no budget for \(category) yet. You have budgets for "
                + list(budgets.map(\.budget.category)) + "."
        }
        if budgets.count == 1 { return budgetSentence(budgets[0]) }
        let over = budgets.filter { $0.level == .over }.map(\.budget.category)
        let opening = over.isEmpty ? "You're within all your budgets this month 👍"
            : "You're over budget on \(list(over)) this month."
        let parts = budgets.map { status in
            let left = Money(minorUnits: Int64(clamping: status.remaining.magnitude), currency: status.budget.limit.currency).formatted
            return "\(status.budget.category): \(left) \(status.remaining < 0 ? "over" : "left of") \(status.budget.limit.formatted) "
                + "(\(status.percent)% used)"
        }
        return opening + " " + list(parts) + "."
    }

    /// One budget in a sentence: what is left, or how far over it is.
    static func budgetSentence(_ status: BudgetStatus) -> String {
        let name = status.budget.category
        let limit = status.budget.limit.formatted
        let spent = status.spentMoney.formatted
        if status.remaining < 0 {
            let over = Money(minorUnits: -status.remaining, currency: status.budget.limit.currency).formatted
            return "You're \(over) over your \(limit) \(name) budget this month, with \(spent) spent (\(status.percent)%). "
                + "No stress: a lighter few days will help balance it 💛"
        }
        let left = Money(minorUnits: status.remaining, currency: status.budget.limit.currency).formatted
        let tail = status.level == .warning ? " You're getting close, so go gently." : " 👍"
        return "You have \(left) left of your \(limit) \(name) budget this month, with \(spent) spent (\(status.percent)%)." + tail
    }

    /// "Set a budget for Food & Dining": the current budget if any, and the usual month as a start.
    static func budget(_ facts: Facts) -> String {
        let what = facts.category.map { "on \($0)" } ?? "overall"
        var text = ""
        if let status = facts.figures.budgets.first(where: { $0.budget.category == facts.category }) {
            text = "\(status.budget.category) already has a budget of \(status.budget.limit.formatted) a month. "
        }
        guard let average = facts.figures.averageMonth else {
            return text + "Once you have a month or two of \(facts.category ?? "spending") recorded, I can suggest a starting amount. "
                + "Set one any time with spend budget set."
        }
        return text + "You usually spend about \(facts.money(average.amount)) a month \(what), so that's a comfortable "
            + "starting budget 🎯 Set it with spend budget set, and I'll warn you as you get close and if you go over."
    }
}
