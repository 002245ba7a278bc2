import SpendCore

/// The exact figures for a `SpendingQuery`, in the report's currency. Every sum counts
/// the report's currency plus the currencies the user set a rate for (converted, and
/// listed in `converted`); currencies without a rate are listed in `unconverted`, never added.
public struct QueryResult: Sendable {
    public let query: SpendingQuery
    public let currency: Currency
    /// One per period of the query, in the same order.
    public let periods: [PeriodFigures]
    /// The first expense ever recorded: nothing before it counts as a month of spending.
    public let firstExpenseDay: Day?
    public let today: Day

    /// The difference between the last and the first period (a comparison), in minor units.
    public var difference: Int64? {
        guard periods.count >= 2 else { return nil }
        return periods.last!.measureValue.flatMap { last in periods.first!.measureValue.map { last - $0 } }
    }
}

public struct PeriodFigures: Sendable {
    public let range: DayRange
    /// Converted total and count of every counted expense.
    public let total: Int64
    public let count: Int
    public let converted: [CurrencySum]
    public let unconverted: [CurrencySum]
    /// Mean expense, rounded half up; nil without expenses.
    public let average: Int64?
    public let monthly: MonthlyAverage?
    public let groups: [GroupRow]
    /// How many groups there were before `limit` cut the list.
    public let groupCount: Int
    public let expenses: [ExpenseLine]
    public let share: Share?
    public let usual: Usual?
    /// Whether the range reaches today, so its figures can still grow.
    public let isOpen: Bool

    /// The one figure the measure asks for, in minor units (or a count), when there is one.
    public var measureValue: Int64? {
        switch measureKind {
        case .total: total
        case .count: Int64(count)
        case .average: average
        case .monthlyAverage: monthly?.amount
        case .share: share?.tenthsOfPercent
        case .usual, .pace: total
        case .largest, .smallest, .recent: expenses.first?.amount
        }
    }

    let measureKind: Measure
}

/// A sum in one currency, and, when a rate converted it, the report-currency amount.
public struct CurrencySum: Sendable, Hashable {
    public let currency: String
    public let total: Int64
    public let count: Int
    public let converted: Int64?
    public let rate: ExchangeRate?
}

public struct MonthlyAverage: Sendable, Hashable {
    public let amount: Int64
    /// The complete months averaged over, oldest first.
    public let months: [Month]
    /// Whether the running month fell inside the range and was left out.
    public let leftOutCurrentMonth: Bool
    /// Whether months of the range before the first expense were left out.
    public let skippedBeforeFirstExpense: Bool
}

public struct GroupRow: Sendable, Hashable {
    /// The month ("2026-10"), category, merchant, person or weekday name; nil for
    /// expenses without a merchant or person.
    public let key: String?
    public let total: Int64
    public let count: Int
    /// Of the period's total, in tenths of a percent.
    public let tenthsOfPercent: Int64
    /// A month still running.
    public let isPartial: Bool
}

public struct ExpenseLine: Sendable, Hashable {
    public let expense: Expense
    /// In the report's currency (converted when the expense is in another).
    public let amount: Int64
}

public struct Share: Sendable, Hashable {
    public let part: Int64
    public let whole: Int64
    public let tenthsOfPercent: Int64
}

/// The period against the usual month: the mean of the complete months before it.
/// The usual month (`AverageMonth`): complete months only, so never the running one.
public struct Usual: Sendable, Hashable {
    public let averageMonth: Int64
    public let months: [Month]
    /// Whether the window reached back before the first expense and those months were left out.
    public let skippedBeforeFirstExpense: Bool
    /// For a running month: the total projected to the month's end at the current pace.
    public let projected: Int64?
    public let daysElapsed: Int
    public let daysInMonth: Int
}
