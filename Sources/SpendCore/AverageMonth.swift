/// The one definition of "an average month", shared by the dashboard, the assistant,
/// budget suggestions and the query engine: the mean over complete calendar months, from
/// the first expense's month on (months without spending after it count as zero), with
/// the running month left out: it is compared by pace, never averaged as a full month.
public struct AverageMonth: Hashable, Sendable {
    /// How many months before the current one the usual month looks back over.
    public static let window = 6

    /// The months an average is taken over, and what was left out of the months asked for.
    public struct Span: Hashable, Sendable {
        /// Oldest first; possibly empty.
        public let months: [Month]
        /// Months asked for lay before the first expense and were left out.
        public let skippedBeforeFirstExpense: Bool
        /// The running month (or later) was asked for and left out.
        public let leftOutCurrentMonth: Bool
    }

    /// Mean per month, rounded half up to the minor unit.
    public let amount: Int64
    public let months: [Month]
    public let skippedBeforeFirstExpense: Bool
    /// Always false, by definition: said so that every view can say it.
    public var includesCurrentMonth: Bool { false }

    /// Months `first...last` that count towards an average: none before the first
    /// expense's month, none from `current` on (nor any with no expense at all).
    public static func span(from first: Month, through last: Month, firstExpense: Month?, current: Month) -> Span {
        guard let firstExpense else { return Span(months: [], skippedBeforeFirstExpense: false, leftOutCurrentMonth: false) }
        let start = max(first, firstExpense)
        let end = min(last, current.adding(months: -1))
        var months: [Month] = []
        var month = start
        while month <= end {
            months.append(month)
            month = month.adding(months: 1)
        }
        return Span(months: months, skippedBeforeFirstExpense: firstExpense > first && first <= last,
                    leftOutCurrentMonth: last >= current && first <= current)
    }

    /// The usual month before `month`: its `count` preceding months, as `span` trims them.
    public static func span(before month: Month, count: Int = window, firstExpense: Month?, current: Month) -> Span {
        span(from: month.adding(months: -count), through: month.adding(months: -1), firstExpense: firstExpense, current: current)
    }

    /// The mean of `total` spread over the span's months; nil when the span has none.
    public init?(total: Int64, over span: Span) {
        guard !span.months.isEmpty else { return nil }
        amount = Rounding.divide(total, by: Int64(span.months.count))
        months = span.months
        skippedBeforeFirstExpense = span.skippedBeforeFirstExpense
    }

    /// The mean of per-month totals over the span; a month missing from `totals` spent nothing.
    public init?(totals: [Month: Int64], over span: Span) {
        self.init(total: span.months.reduce(Int64(0)) { $0 + (totals[$1] ?? 0) }, over: span)
    }

    /// A running month's total projected to its end at the pace so far (day `today.day`
    /// of the month): how the current month is compared with an average month.
    public static func projected(_ total: Int64, month: Month, today: Day) -> Int64 {
        guard today.monthOfYear == month else { return total }
        return Rounding.divide(total, times: Int64(month.lastDay.day), by: Int64(today.day))
    }

    /// "May–Oct 2026", "Nov 2025–Apr 2026", "Oct 2026": the months averaged, for a sentence.
    public var monthsText: String { Self.text(months) }

    /// Consecutive months, oldest first, as `monthsText` says them.
    public static func text(_ months: [Month]) -> String {
        guard let first = months.first, let last = months.last else { return "" }
        let short = { (m: Month) in String(m.name.prefix(3)) }
        if first == last { return "\(short(first)) \(first.year)" }
        return first.year == last.year ? "\(short(first))–\(short(last)) \(last.year)"
            : "\(short(first)) \(first.year)–\(short(last)) \(last.year)"
    }
}
