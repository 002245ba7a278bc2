import SpendCore

/// How often a recurring expense falls due: every day, every week on a weekday, every
/// month on a day of the month, or every year on a month and day.
///
/// Days that a month lacks are clamped to its last day, month by month, never carried:
/// "monthly on the 31st" is Jan 31, Feb 28 (29 in leap years), Mar 31, Apr 30, May 31.
/// "Yearly on February 29" is Feb 28 in common years (it stays in February, as the
/// monthly rule does), and Feb 29 again in leap years.
public enum RecurrenceRule: Hashable, Sendable, CustomStringConvertible {
    case daily
    /// 0 = Sunday ... 6 = Saturday, as `Day.weekday`.
    case weekly(weekday: Int)
    case monthly(day: Int)
    case yearly(month: Int, day: Int)

    /// Checks the ranges; `nil` for a weekday outside 0...6 or a day no month has.
    public static func make(frequency: String, weekday: Int?, monthDay: Int?, month: Int?) -> RecurrenceRule? {
        switch frequency {
        case "daily": return .daily
        case "weekly":
            guard let weekday, (0...6).contains(weekday) else { return nil }
            return .weekly(weekday: weekday)
        case "monthly":
            guard let monthDay, (1...31).contains(monthDay) else { return nil }
            return .monthly(day: monthDay)
        case "yearly":
            guard let month, let monthDay, (1...12).contains(month),
                  (1...Day.daysIn(month: month, year: 2024)).contains(monthDay) else { return nil }
            return .yearly(month: month, day: monthDay)
        default: return nil
        }
    }

    public var frequency: String {
        switch self {
        case .daily: "daily"
        case .weekly: "weekly"
        case .monthly: "monthly"
        case .yearly: "yearly"
        }
    }

    public var weekday: Int? { if case .weekly(let w) = self { w } else { nil } }

    public var monthDay: Int? {
        switch self {
        case .monthly(let d), .yearly(_, let d): d
        default: nil
        }
    }

    public var month: Int? { if case .yearly(let m, _) = self { m } else { nil } }

    /// "monthly on the 3rd", "weekly on Friday", "yearly on March 3", "daily".
    public var description: String {
        switch self {
        case .daily: "daily"
        case .weekly(let w): "weekly on \(Day.weekdayNames[w])"
        case .monthly(let d): "monthly on the \(ordinal(d))"
        case .yearly(let m, let d): "yearly on \(Month(year: 2024, month: m)!.name) \(d)"
        }
    }

    /// The rule's day within the month of `month`, clamped to the month's length; nil
    /// past year 9999, where no day exists.
    private func clamped(_ day: Int, in month: Month) -> Day? {
        Day(year: month.year, month: month.month, day: min(day, Day.daysIn(month: month.month, year: month.year)))
    }

    /// The last day a calendar of ours has: no occurrence is looked for beyond it.
    static let lastDay = Day(year: 9999, month: 12, day: 31)!

    /// Every due day `d` with `start <= d <= through` and `d > after`, in order. `after`
    /// is the last day already posted: occurrences up to it are never returned again,
    /// so a caller that posts and remembers the last day can never post one twice.
    public func occurrences(after: Day?, through requested: Day, start: Day) -> [Day] {
        let through = min(requested, Self.lastDay)
        var lower = start
        if let after, after >= lower { lower = after.adding(days: 1) }
        guard lower <= through else { return [] }
        var days: [Day] = []
        switch self {
        case .daily:
            var day = lower
            while day <= through { days.append(day); day = day.adding(days: 1) }
        case .weekly(let weekday):
            var day = lower.adding(days: (weekday - lower.weekday + 7) % 7)
            while day <= through { days.append(day); day = day.adding(days: 7) }
        case .monthly(let monthDay):
            var month = lower.monthOfYear
            while month <= through.monthOfYear {
                if let day = clamped(monthDay, in: month), day >= lower, day <= through { days.append(day) }
                month = month.adding(months: 1)
            }
        case .yearly(let m, let monthDay):
            for year in lower.year...through.year {
                if let month = Month(year: year, month: m), let day = clamped(monthDay, in: month), day >= lower, day <= through {
                    days.append(day)
                }
            }
        }
        return days
    }

    /// The first due day after `after` (or from `start` when nothing is posted yet); nil
    /// when none falls before the end of year 9999 ("monthly on the 31st" from 9999-12-31 on).
    public func next(after: Day?, start: Day) -> Day? {
        let from = max(after.map { $0.adding(days: 1) } ?? start, start)
        guard from <= Self.lastDay else { return nil }
        // A year and a day always holds at least one occurrence of any rule.
        return occurrences(after: after, through: from.adding(days: 366), start: start).first
    }
}

/// "1st", "2nd", "3rd", "11th", "22nd".
func ordinal(_ n: Int) -> String {
    let suffix: String
    switch (n % 10, n % 100) {
    case (_, 11...13): suffix = "th"
    case (1, _): suffix = "st"
    case (2, _): suffix = "nd"
    case (3, _): suffix = "rd"
    default: suffix = "th"
    }
    return "\(n)\(suffix)"
}
