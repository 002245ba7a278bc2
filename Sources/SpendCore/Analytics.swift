/// Dashboard figures (brief §4). The store sums in SQL; this turns the sums into shares,
/// a trend direction, an average and a peak, with integer money throughout.
public enum Analytics {
    public struct CategoryShare: Hashable, Sendable {
        public let category: String
        public let total: Int64
        public let count: Int
        /// Share of the month's total, in percent with one decimal.
        public let percent: Double
    }

    public struct MonthTotal: Hashable, Sendable {
        public let month: Month
        public let total: Int64
        public let count: Int

        public init(month: Month, total: Int64, count: Int) {
            self.month = month
            self.total = total
            self.count = count
        }
    }

    public enum Direction: String, Sendable { case up, down, flat }

    public struct Trend: Hashable, Sendable {
        /// Oldest first, one entry per month, zero for months without expenses.
        public let months: [MonthTotal]
        /// From the months since the first expense, the running one at its pace.
        public let direction: Direction
        /// The usual month before the last one shown (`AverageMonth`); nil without a complete month to average.
        public let average: AverageMonth?
        /// The largest month since the first expense.
        public let highest: MonthTotal?
        /// Months shown before this one have no expense at all: they are not spending months.
        public let firstExpense: Month?
        /// Today's month: shown, it is partial and compared by `projected`, never as a full month.
        public let current: Month
        /// The running month's total projected to its end at the pace so far, when it is shown.
        public let projected: Int64?

        public func isBeforeFirstExpense(_ month: Month) -> Bool { Analytics.trendIsBefore(month, firstExpense) }
    }

    public struct CurrencyTotal: Hashable, Sendable {
        public let currency: String
        public let total: Int64
        public let count: Int

        public init(currency: String, total: Int64, count: Int) {
            self.currency = currency
            self.total = total
            self.count = count
        }
    }

    /// A month's spending in one currency and what it came to in the report's currency.
    public struct ConvertedTotal: Hashable, Sendable {
        public let original: CurrencyTotal
        public let rate: ExchangeRate
        /// In minor units of the report's currency: the sum of each category's converted total.
        public let converted: Int64

        public init(original: CurrencyTotal, rate: ExchangeRate, converted: Int64) {
            self.original = original
            self.rate = rate
            self.converted = converted
        }
    }

    public struct Summary: Sendable {
        public let month: Month
        public let currency: Currency
        public let total: Int64
        public let count: Int
        public let breakdown: [CategoryShare]
        public let trend: Trend
        public let recent: [Expense]
        /// Totals in other currencies this month: listed, never added to `total`.
        public let otherCurrencies: [CurrencyTotal]
        /// Other currencies that are in `total`, converted at a rate the user set: each is
        /// reported, so nothing is added silently.
        public let converted: [ConvertedTotal]

        public var activeCategories: Int { breakdown.count }

        public init(month: Month, currency: Currency, breakdown rows: [(category: String, total: Int64, count: Int)],
                    trend: Trend, recent: [Expense], otherCurrencies: [CurrencyTotal],
                    converted: [ConvertedTotal] = []) {
            self.converted = converted
            self.month = month
            self.currency = currency
            total = rows.reduce(0) { $0 + $1.total }
            count = rows.reduce(0) { $0 + $1.count }
            breakdown = Analytics.shares(rows)
            self.trend = trend
            self.recent = recent
            self.otherCurrencies = otherCurrencies
        }
    }

    /// Largest first; ties by name so output is stable.
    public static func shares(_ rows: [(category: String, total: Int64, count: Int)]) -> [CategoryShare] {
        let sum = rows.reduce(0) { $0 + $1.total }
        return rows.sorted { ($0.total, $1.category) > ($1.total, $0.category) }.map { row in
            CategoryShare(category: row.category, total: row.total, count: row.count,
                          percent: percent(row.total, of: sum))
        }
    }

    /// A share for display, so Double is fine here; the money itself stays integral.
    public static func percent(_ part: Int64, of whole: Int64) -> Double {
        guard whole > 0 else { return 0 }
        return (Double(part) / Double(whole) * 1000).rounded() / 10
    }

    /// The last `count` months ending at `month`, oldest first.
    public static func window(endingAt month: Month, count: Int = 6) -> [Month] {
        (0..<count).reversed().map { month.adding(months: -$0) }
    }

    /// The months a trend ending at `month` needs: the ones shown and the ones its average covers.
    public static func trendMonths(endingAt month: Month) -> [Month] {
        window(endingAt: month, count: AverageMonth.window + 1)
    }

    /// The six months ending at `month`, from `totals` (over `trendMonths`), with the
    /// usual month before `month` as the average. Months before the first expense are
    /// kept (a chart has a fixed width) but count towards nothing.
    public static func trend(endingAt month: Month, totals: [Month: MonthTotal], firstExpense: Month?, today: Day) -> Trend {
        let current = today.monthOfYear
        let months = window(endingAt: month).map { totals[$0] ?? MonthTotal(month: $0, total: 0, count: 0) }
        let spending = months.filter { row in !trendIsBefore(row.month, firstExpense) && row.month <= current }
        let projected = spending.last.flatMap { $0.month == current ? AverageMonth.projected($0.total, month: current, today: today) : nil }
        let values = spending.map { $0.month == current ? projected ?? $0.total : $0.total }
        let span = AverageMonth.span(before: month, firstExpense: firstExpense, current: current)
        let average = AverageMonth(totals: totals.mapValues(\.total), over: span)
        let highest = spending.max { ($0.total, $1.month) < ($1.total, $0.month) }
        return Trend(months: months, direction: direction(values), average: average, highest: highest,
                     firstExpense: firstExpense, current: current, projected: projected)
    }

    /// Without any expense, every month is before the first one.
    static func trendIsBefore(_ month: Month, _ firstExpense: Month?) -> Bool { firstExpense.map { month < $0 } ?? true }

    /// Direction from the least-squares slope, relative to the mean: more than 5% a
    /// month is up, less than -5% is down; fewer than two months say nothing, so flat.
    public static func direction(_ values: [Int64]) -> Direction {
        let n = Double(values.count)
        guard n >= 2 else { return .flat }
        let ys = values.map(Double.init)
        let meanX = (n - 1) / 2
        let meanY = ys.reduce(0, +) / n
        var numerator = 0.0
        var denominator = 0.0
        for (x, y) in ys.enumerated() {
            numerator += (Double(x) - meanX) * (y - meanY)
            denominator += (Double(x) - meanX) * (Double(x) - meanX)
        }
        let relative = denominator > 0 && meanY > 0 ? numerator / denominator / meanY : 0
        return relative > 0.05 ? .up : relative < -0.05 ? .down : .flat
    }
}
