import SpendCore

/// One question about spending, in a form that people, scripts and language models share:
/// which expenses (`filter`), over which days (`periods`), and what to tell about them
/// (`measure`, optionally per group). Two periods are a comparison.
public struct SpendingQuery: Sendable, Equatable {
    public var filter: SpendingFilter
    /// At most `maximumPeriods`; two or more are compared side by side. Never empty.
    public var periods: [DayRange]
    public var measure: Measure
    /// Rows per month, category, merchant or person instead of one figure.
    public var groupBy: Grouping?
    /// How many rows a list or a breakdown shows (top 5 expenses, top 3 merchants).
    public var limit: Int

    public static let maximumPeriods = 4
    public static let maximumLimit = 100

    public init(filter: SpendingFilter = SpendingFilter(), periods: [DayRange], measure: Measure = .total,
                groupBy: Grouping? = nil, limit: Int? = nil) {
        self.filter = filter
        self.periods = periods
        self.measure = measure
        self.groupBy = groupBy
        self.limit = limit ?? measure.defaultLimit(grouped: groupBy != nil)
    }
}

extension SpendingQuery {
    /// The period of a query that names none: all the history when it filters or asks
    /// for something only history answers (a monthly average, the largest expenses, a
    /// month-by-month view), else this month. The usual month and the pace are always
    /// about this month.
    public static func defaultPeriod(filter: SpendingFilter, measure: Measure?, groupBy: Grouping?, allTime: Bool,
                                     firstExpense: Day?, today: Day) -> DayRange {
        let wholeHistory = allTime || !filter.isEmpty || groupBy == .month
            || [.monthlyAverage, .largest, .smallest, .recent].contains(measure)
        guard wholeHistory, measure != .usual, measure != .pace else { return .thisMonth(today: today) }
        return .sinceStart(firstExpense, today: today)
    }
}

/// Which expenses count. Kinds combine with AND; the names within one kind with OR
/// ("at Starbucks or Costa"), except description words, which must all appear.
public struct SpendingFilter: Sendable, Hashable {
    public var merchants: [String]
    public var people: [String]
    /// Words of the description ("coffee", "dinners"), matched as words, stemmed.
    public var words: [String]
    public var categories: [String]
    /// Only expenses recorded in this currency, unconverted.
    public var currency: String?

    public init(merchants: [String] = [], people: [String] = [], words: [String] = [], categories: [String] = [],
                currency: String? = nil) {
        self.merchants = merchants
        self.people = people
        self.words = words
        self.categories = categories
        self.currency = currency
    }

    public var isEmpty: Bool {
        merchants.isEmpty && people.isEmpty && words.isEmpty && categories.isEmpty && currency == nil
    }

    /// Whether it names what was bought or where (as opposed to who with, or the currency).
    public var hasSubject: Bool { !merchants.isEmpty || !words.isEmpty || !categories.isEmpty }
}

/// An inclusive range of days, with the words a person would use for it.
public struct DayRange: Sendable, Hashable {
    public let start: Day
    public let end: Day
    /// "October 2026", "the last 30 days", "since you started"
    public let label: String

    public init(start: Day, end: Day, label: String) {
        self.start = min(start, end)
        self.end = max(start, end)
        self.label = label
    }

    public var days: Int { end.daysSinceEpoch - start.daysSinceEpoch + 1 }

    /// Everything recorded: from the first expense (today without one) to today.
    public static func sinceStart(_ firstExpense: Day?, today: Day) -> DayRange {
        DayRange(start: min(firstExpense ?? today, today), end: today, label: "since you started")
    }

    public static func thisMonth(today: Day) -> DayRange {
        DayRange(start: today.monthOfYear.firstDay, end: today, label: "this month")
    }

    /// The range as it reads after a figure: "in October 2026", "since you started", "yesterday".
    public var phrase: String {
        let bare = ["today", "yesterday", "this week", "last week", "this weekend", "last weekend", "this month",
                    "last month", "this year", "last year", "since you started"]
        if bare.contains(label) || ["since ", "from ", "on ", "between ", "before "].contains(where: label.hasPrefix) {
            return label
        }
        if label.hasPrefix("the ") { return "over " + label }
        return "in " + label
    }
}

/// What a query tells about the expenses it selects.
public enum Measure: String, Sendable, CaseIterable {
    /// The sum, with how many expenses made it.
    case total
    /// How many expenses ("how many times did I eat out").
    case count
    /// The mean expense.
    case average
    /// The mean of complete calendar months (the running month is left out, and months
    /// before the first expense ever recorded are not counted).
    case monthlyAverage = "monthly_average"
    /// The largest expenses, biggest first (`limit` of them; 1 for "my biggest expense").
    case largest
    /// The smallest expenses, smallest first.
    case smallest
    /// The newest expenses, newest first.
    case recent
    /// The filtered total as a share of all spending in the same period.
    case share
    /// The period's total against the average month before it.
    case usual
    /// This month so far, projected to the whole month at the current pace, against the usual month.
    case pace

    func defaultLimit(grouped: Bool) -> Int {
        switch self {
        case .largest, .smallest, .recent: grouped ? 5 : 1
        default: grouped ? 10 : 1
        }
    }

    /// Whether the answer is a list of expenses rather than a sum.
    public var listsExpenses: Bool { self == .largest || self == .smallest || self == .recent }
}

/// What a breakdown is grouped by.
public enum Grouping: String, Sendable, CaseIterable {
    case month, category, merchant, person, weekday
}
