import SpendCore

/// Answers from the facts alone when no language model is configured: warm,
/// non-judgemental, under 150 words, at most two emojis, and every number taken from
/// `Facts` rather than computed here, so the built-in answer and a model's answer agree.
public enum BuiltInAssistant {
    public static func answer(_ question: Question, facts: Facts) -> String {
        if facts.intent == .unknown { return capabilities }
        if !facts.figures.hasAnyExpenses {
            return "I don't see any expenses yet, so there's nothing to add up. Once you record a few, "
                + "I can tell you totals, your top categories, trends and more 🌱"
        }
        let answer = switch facts.intent {
        case .canAfford: canAfford(facts)
        case .weeklyAllowance: allowance(facts)
        case .unusual: unusual(facts)
        case .patterns: patterns(facts)
        case .saving: saving(facts)
        case .setBudget: budget(facts)
        case .budgetStatus: budgetStatus(facts)
        case .unknown: capabilities
        }
        return answer + otherCurrencies(facts)
    }

    static let capabilities = "I'm not sure how to answer that one, sorry! Here's what I can help with: "
        + "your total spending, your top category, your average transaction, spending trends, "
        + "whether you're spending more than usual, whether you can afford a purchase, how much you can spend "
        + "this week, unusual expenses, and tips for saving. Try asking about one of those 🙂"

    // MARK: Intents

    static func canAfford(_ facts: Facts) -> String {
        let f = facts.figures
        guard let soFar = f.monthSoFar else { return capabilities }
        guard let purchase = f.purchase else {
            return "So far this month you've spent \(facts.money(soFar.total)). Tell me the price of what you "
                + "have in mind, and I'll compare it with your usual month."
        }
        guard purchase.currency == facts.currency else {
            return "I can only compare \(facts.currency.code) spending, and that price is in \(purchase.currency.code). "
                + "Could you give it in \(facts.currency.code)?"
        }
        guard let average = f.averageMonth else {
            return "So far this month you've spent \(facts.money(soFar.total)). I don't have earlier months to "
                + "compare with yet, so I can't tell what's usual for you."
        }
        let after = soFar.total + purchase.minorUnits
        let difference = after - average.amount
        let percent = Rounding.percentText(tenths: Rounding.tenthsOfPercent(abs(difference), of: average.amount))
        let opening = "You've spent \(facts.money(soFar.total)) so far this month, and your average month is "
            + "\(facts.money(average.amount)). With \(purchase.formatted) more you'd be at \(facts.money(after)), "
        if difference > 0 {
            return opening + "\(percent) over your usual. It's doable if it matters to you, maybe by easing off "
                + "elsewhere for the rest of the month 💛"
        }
        return opening + (difference < 0 ? "still \(percent) under your usual. Looks affordable 👍"
                                         : "right at your usual month. Looks affordable 👍")
    }

    static func allowance(_ facts: Facts) -> String {
        let f = facts.figures
        if let status = f.budgets.first(where: { $0.budget.category == facts.category }) { return budgetSentence(status) }
        guard let soFar = f.monthSoFar else { return capabilities }
        guard let average = f.averageMonth else {
            return "You've spent \(facts.money(soFar.total)) this month. Once you have a full month or two recorded, "
                + "I can suggest a weekly amount."
        }
        let room = average.amount - soFar.total
        guard room > 0 else {
            return "You've spent \(facts.money(soFar.total)) this month, which is \(facts.money(-room)) over your "
                + "average month of \(facts.money(average.amount)). So there's no room left by that measure; "
                + "a lighter week would help balance things out 💛"
        }
        let perWeek = Rounding.divide(room, by: Int64(f.weeksLeft))
        return "Your average month is \(facts.money(average.amount)) and you've spent \(facts.money(soFar.total)) "
            + "so far, leaving \(facts.money(room)) for the rest of the month. That's about \(facts.money(perWeek)) "
            + "a week for the \(weeksText(f.weeksLeft)) left 👍"
    }

    static func unusual(_ facts: Facts) -> String {
        let f = facts.figures
        if !f.outliers.isEmpty {
            let listed = f.outliers.prefix(3).map { figure in
                "\(facts.money(figure.amount)) for \(figure.description) in \(figure.category) "
                    + "(usually about \(facts.money(figure.categoryAverage ?? 0)))"
            }
            var text = "A few things stand out \(phrase(facts.period)) 🔍 " + list(listed) + "."
            if f.outliers.count > 3 { text += " Plus \(f.outliers.count - 3) more." }
            return text + " They may be perfectly fine, just bigger than your usual."
        }
        guard !f.largest.isEmpty else {
            return "I don't see any expenses \(phrase(facts.period)), so nothing unusual there."
        }
        let listed = f.largest.map { "\(facts.money($0.amount)) for \($0.description)" }
        return "Nothing looks unusual \(phrase(facts.period)) 😊 Your largest expenses were " + list(listed) + "."
    }

    static func patterns(_ facts: Facts) -> String {
        let f = facts.figures
        guard let total = f.windowTotal, let top = f.breakdown.first, let window = f.window, total.count > 0 else {
            return "I need a few months of history to spot patterns. Keep recording and ask me again soon 🌱"
        }
        let share = Rounding.percentText(tenths: Rounding.tenthsOfPercent(top.total, of: total.total))
        let months = window.first == window.last ? "In \(window.first.name)"
            : "From \(window.first.name) to \(window.last.name)"
        var text = "\(months), \(top.category) is your biggest category at \(facts.money(top.total)), "
            + "\(share) of your \(facts.money(total.total))."
        if let busiest = f.busiestWeekday {
            text += " \(Day.weekdayNames[busiest.weekday]) is your busiest day, with \(transactions(busiest.count))."
        }
        if let direction = f.direction, let average = f.averageMonth {
            let trend = switch direction {
            case .up: "trending up"
            case .down: "trending down"
            case .flat: "holding steady"
            }
            text += " Your monthly spending is \(trend), averaging \(facts.money(average.amount)) a month "
                + "(\(window.last.adding(months: 1).name) so far not counted) 📈"
        }
        return text
    }

    static func saving(_ facts: Facts) -> String {
        let f = facts.figures
        guard !f.savings.isEmpty else {
            return "I need a few months of history to suggest savings. Keep recording and ask me again soon 🌱"
        }
        let lines = f.savings.map { figure in
            "\(figure.category) (about \(facts.money(figure.monthly)) a month) could save "
                + "\(facts.money(figure.lowCut))–\(facts.money(figure.highCut))"
        }
        return "Here's where a small trim goes furthest 💡 Cutting 10–20% from " + list(lines)
            + " each month. Small swaps add up, and you're already doing great by tracking!"
    }

    // MARK: Pieces

    static func otherCurrencies(_ facts: Facts) -> String {
        let others = facts.figures.otherCurrencies
        guard !others.isEmpty else { return "" }
        let parts = others.map { total in
            (Currency(code: total.currency).map { Money(minorUnits: total.total, currency: $0).formatted } ?? total.currency)
                + " (\(transactions(total.count)))"
        }
        return " You also spent " + list(parts) + ", not included: set an exchange rate (`spend rate set`) to count it."
    }

    static func phrase(_ period: Period) -> String { period.phrase }

    static func transactions(_ count: Int) -> String { "\(count) transaction\(count == 1 ? "" : "s")" }

    static func weeksText(_ count: Int) -> String { count == 1 ? "week" : "\(count) weeks" }

    /// "a", "a and b", "a, b and c".
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
