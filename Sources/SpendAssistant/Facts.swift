import SpendCore
import SpendStore

/// The figures behind one answer, computed by the daemon so that nobody (least of all a
/// small language model) has to do arithmetic. `names` say which facts were used (for
/// the protocol's final line and for tests); `statements` are exact English sentences a
/// language model can phrase; the typed figures feed the built-in assistant.
public struct Facts: Sendable {
    /// Stable snake_case names, e.g. "month_so_far", "average_month", "budget".
    public let names: [String]
    /// One short sentence per fact, with exact numbers and dates.
    public let statements: [String]

    let intent: Question.Intent
    let period: Period
    let category: String?
    let currency: Currency
    let figures: Figures

    init(names: [String], statements: [String], question: Question, intent: Question.Intent,
         currency: Currency, figures: Figures) {
        self.names = names
        self.statements = statements
        self.intent = intent
        period = question.period
        category = question.category
        self.currency = currency
        self.figures = figures
    }

    func money(_ minorUnits: Int64) -> String { Money(minorUnits: minorUnits, currency: currency).formatted }
}

/// A sum and how many expenses made it.
struct Tally: Sendable, Equatable {
    var total: Int64
    var count: Int

    static let zero = Tally(total: 0, count: 0)
}

struct ExpenseFigure: Sendable {
    let amount: Int64
    let description: String
    let category: String
    let date: Day
    /// The category's mean expense over the baseline, for unusual expenses.
    let categoryAverage: Int64?
}

struct SavingFigure: Sendable {
    let category: String
    let monthly: Int64
    let lowCut: Int64
    let highCut: Int64
}

/// Typed figures for the built-in assistant; each intent fills what it needs.
struct Figures: Sendable {
    var hasAnyExpenses = true
    var averageMonth: AverageMonth?
    /// Categories over the patterns window, largest first.
    var breakdown: [CategoryTally] = []
    var direction: Analytics.Direction?
    /// This month up to today, for "can I afford" and the allowance.
    var monthSoFar: Tally?
    var daysInMonth = 0
    var purchase: Money?
    var weeksLeft = 0
    var outliers: [ExpenseFigure] = []
    var largest: [ExpenseFigure] = []
    var busiestWeekday: WeekdayTally?
    var window: (first: Month, last: Month)?
    var windowTotal: Tally?
    var savings: [SavingFigure] = []
    /// This month's budgets: the one asked about, or all of them.
    var budgets: [BudgetStatus] = []
    var otherCurrencies: [Analytics.CurrencyTotal] = []
}

/// Collects facts in order: each one has a name and a sentence.
struct FactsBuilder {
    var names: [String] = []
    var statements: [String] = []
    var figures = Figures()

    mutating func add(_ name: String, _ statement: String) {
        names.append(name)
        statements.append(statement)
    }
}
