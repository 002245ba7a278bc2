/// Income against spending over periods (weeks, months or years), in one currency: each
/// period's net and savings rate, and "the income this spending needs" (FR6): the
/// average spending per period spread over a year, a week of 40 working hours, a day.
public struct Cashflow: Sendable, Equatable {
    public enum Period: String, CaseIterable, Sendable {
        case week, month, year

        /// The period holding `day`: weeks start on Monday.
        public func bounds(of day: Day) -> ClosedRange<Day> {
            switch self {
            case .week:
                let monday = day.adding(days: -((day.weekday + 6) % 7))
                return monday...monday.adding(days: 6)
            case .month:
                return day.monthOfYear.firstDay...day.monthOfYear.lastDay
            case .year:
                return Day(year: day.year, month: 1, day: 1)!...Day(year: day.year, month: 12, day: 31)!
            }
        }

        /// The `count` periods ending with the one holding `today`, oldest first; none
        /// before year 1 (a request may say `today` is 0001-03-01).
        public func last(_ count: Int, endingOn today: Day) -> [ClosedRange<Day>] {
            var periods: [ClosedRange<Day>] = []
            var day = today
            for _ in 0..<max(1, count) {
                let bounds = self.bounds(of: day)
                periods.insert(max(bounds.lowerBound, Self.firstDay)...bounds.upperBound, at: 0)
                day = bounds.lowerBound.adding(days: -1)
                guard day >= Self.firstDay else { break }
            }
            return periods
        }

        static let firstDay = Day(year: 1, month: 1, day: 1)!
    }

    public struct Row: Sendable, Equatable {
        public let period: ClosedRange<Day>
        public let income: Int64
        public let spending: Int64
        public var net: Int64 { income - spending }
        /// Saved share of income, in whole percent; nil without income.
        public var savingsRate: Int? {
            guard income > 0 else { return nil }
            return Int((Double(net) / Double(income) * 100).rounded())
        }

        public init(period: ClosedRange<Day>, income: Int64, spending: Int64) {
            self.period = period
            self.income = income
            self.spending = spending
        }
    }

    /// What the spending of these periods needs, on average, per hour, day, week, month and year.
    public struct Needs: Sendable, Equatable {
        public let hour: Int64, day: Int64, week: Int64, month: Int64, year: Int64

        public init(hour: Int64, day: Int64, week: Int64, month: Int64, year: Int64) {
            (self.hour, self.day, self.week, self.month, self.year) = (hour, day, week, month, year)
        }
    }

    public let period: Period
    public let rows: [Row]

    public init(period: Period, rows: [Row]) {
        self.period = period
        self.rows = rows
    }

    public var income: Int64 { rows.reduce(0) { $0 + $1.income } }
    public var spending: Int64 { rows.reduce(0) { $0 + $1.spending } }

    /// Average spending a year, from the days the periods cover, then spread: 52 weeks
    /// of 40 hours, 12 months, 365 days. Rounded to the nearest minor unit.
    public var needs: Needs {
        let days = rows.reduce(0) { $0 + $1.period.upperBound.daysSinceEpoch - $1.period.lowerBound.daysSinceEpoch + 1 }
        let yearly = days > 0 ? Double(spending) * 365 / Double(days) : 0
        func rounded(_ value: Double) -> Int64 { Int64(value.rounded()) }
        return Needs(hour: rounded(yearly / 52 / 40), day: rounded(yearly / 365), week: rounded(yearly / 52),
                     month: rounded(yearly / 12), year: rounded(yearly))
    }
}
