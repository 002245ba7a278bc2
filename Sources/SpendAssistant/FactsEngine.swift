import SpendCore
import SpendQuery
import SpendStore

/// Decides which figures a question needs and computes them in SQL through the store.
/// Sums use only the configured currency; other currencies are reported beside them,
/// never added in. Every figure also becomes a plain sentence (`Facts.statements`) so a
/// language model only has to phrase numbers, never compute them.
public struct FactsEngine: Sendable {
    let store: ExpenseStore
    let currency: Currency

    /// How many complete months before this one patterns and saving tips look at.
    static let patternWindow = AverageMonth.window
    /// An expense is unusual above this multiple of its category's mean.
    static let unusualFactor = 2
    /// How many days before the period the category means are taken over.
    static let unusualBaselineDays = 90

    public init(store: ExpenseStore, currency: Currency) {
        self.store = store
        self.currency = currency
    }

    public func facts(for question: Question, today: Day) async throws -> Facts {
        let intent = question.intent
        var builder = FactsBuilder()
        if intent != .unknown {
            if try await store.hasExpenses() {
                try await compute(intent, question, today: today, into: &builder)
            } else {
                builder.figures.hasAnyExpenses = false
                builder.add("no_expenses", "No expenses are recorded yet, in any currency.")
            }
        }
        return Facts(names: builder.names, statements: builder.statements, question: question,
                     intent: intent, currency: currency, figures: builder.figures)
    }

    private func compute(_ intent: Question.Intent, _ question: Question, today: Day, into builder: inout FactsBuilder) async throws {
        switch intent {
        case .canAfford, .weeklyAllowance:
            try await monthSoFar(today: today, into: &builder)
            if intent == .canAfford {
                afford(question, into: &builder)
            } else {
                allowance(today: today, into: &builder)
            }
            try await budgetStatements(question.category, today: today, into: &builder)
            try await otherCurrencies(today.monthOfYear.firstDay, today, question.category, "this month", into: &builder)
        case .unusual:
            try await unusual(question, into: &builder)
        case .patterns:
            try await patterns(today: today, into: &builder)
        case .saving:
            try await saving(today: today, into: &builder)
        case .setBudget:
            try await budget(question, today: today, into: &builder)
        case .budgetStatus:
            try await budgetStatements(question.category, today: today, sayWhenNone: true, into: &builder)
        case .unknown:
            break
        }
    }

    // MARK: Shared figures

    func money(_ minorUnits: Int64) -> String { Money(minorUnits: minorUnits, currency: currency).formatted }

    /// The configured currency's total over a day range, optionally one category.
    func tally(_ from: Day, _ through: Day, category: String?) async throws -> Tally {
        let rows = try await categoryTotals(from: from, through: through)
        return rows.filter { category == nil || $0.category == category }
            .reduce(Tally.zero) { Tally(total: $0.total + $1.total, count: $0.count + $1.count) }
    }

    /// The usual month before `month` (in the category, if given), as every view defines it.
    func averageMonth(before month: Month, category: String?, today: Day) async throws -> AverageMonth? {
        let span = AverageMonth.span(before: month, firstExpense: try await store.firstExpenseDay()?.monthOfYear,
                                     current: today.monthOfYear)
        let totals = try await monthTotals(span.months, category: category)
        return AverageMonth(totals: Dictionary(uniqueKeysWithValues: totals.map { ($0.month, $0.total) }), over: span)
    }

    func describe(_ average: AverageMonth, of what: String) -> String {
        let count = average.months.count
        var notes = ["this month not counted"]
        if average.skippedBeforeFirstExpense { notes.insert("months before the first expense not counted", at: 0) }
        return "\(what) (mean of the \(count) complete month\(count == 1 ? "" : "s") \(average.monthsText); "
            + notes.joined(separator: "; ") + "): \(money(average.amount))."
    }

    func expenses(_ count: Int) -> String { "\(count) expense\(count == 1 ? "" : "s")" }

    func range(_ from: Day, _ through: Day) -> String { from == through ? from.iso : "\(from.iso) to \(through.iso)" }

    /// Spending in currencies without a rate: listed apart, never added; and which
    /// currencies were converted at the user's rates, so the answer can say so.
    private func otherCurrencies(_ from: Day, _ through: Day, _ category: String?, _ label: String,
                                 into builder: inout FactsBuilder) async throws {
        let filter = SpendingFilter(categories: category.map { [$0] } ?? [])
        let sums = try await conversion().sums(try await store.tallies(filter, in: DayRange(start: from, end: through, label: label),
                                                                       groupedBy: nil))
        if !sums.converted.isEmpty {
            let rates = sums.converted.compactMap { sum in sum.rate.map { "\(sum.currency) at \($0.text)" } }
            builder.add("converted_currencies", "The \(currency.code) figures include other currencies converted at the "
                + "user's rates: " + rates.joined(separator: ", ") + ".")
        }
        let others = sums.unconverted.map { Analytics.CurrencyTotal(currency: $0.currency, total: $0.total, count: $0.count) }
        guard !others.isEmpty else { return }
        builder.figures.otherCurrencies = others
        let parts = others.map { total in
            let amount = Currency(code: total.currency).map { Money(minorUnits: total.total, currency: $0).formatted }
                ?? "\(total.total) minor units"
            return "\(amount) in \(expenses(total.count)) in \(total.currency)"
        }
        builder.add("other_currencies", "Also spent \(label)\(category.map { " on \($0)" } ?? "") in currencies without an "
            + "exchange rate, not included in the \(currency.code) figures: " + parts.joined(separator: "; ") + ".")
    }
}
