import SpendCore

/// How often a recurring expense falls due: every day, every week on a weekday, every
/// month on a day of the month, or every year on a month and day, each possibly every
/// `interval` of them ("every 2 weeks", "quarterly" = every 3 months).
///
/// Days that a month lacks are clamped to its last day, month by month, never carried:
/// "monthly on the 31st" is Jan 31, Feb 28 (29 in leap years), Mar 31, Apr 30, May 31.
/// "Yearly on February 29" is Feb 28 in common years (it stays in February, as the
/// monthly rule does), and Feb 29 again in leap years.
///
/// An interval counts from the first occurrence on or after the start: "every 2 weeks on
/// Friday" from a Wednesday falls on that week's Friday, then every other Friday.
public struct RecurrenceRule: Hashable, Sendable, CustomStringConvertible {
    public enum Cadence: Hashable, Sendable {
        case daily
        /// 0 = Sunday ... 6 = Saturday, as `Day.weekday`.
        case weekly(weekday: Int)
        case monthly(day: Int)
        case yearly(month: Int, day: Int)
    }

    public let cadence: Cadence
    public let interval: Int

    /// The longest interval of each unit: a typo ("every 200 months") is refused, and
    /// `next` never looks further than a few hundred years ahead.
    public static func maximumInterval(_ frequency: String) -> Int {
        ["daily": 366, "weekly": 104, "monthly": 120, "yearly": 10][frequency] ?? 1
    }

    init(_ cadence: Cadence, every interval: Int = 1) {
        self.cadence = cadence
        self.interval = interval
    }

    public static let daily = RecurrenceRule(.daily)
    public static func weekly(weekday: Int) -> RecurrenceRule { RecurrenceRule(.weekly(weekday: weekday)) }
    public static func monthly(day: Int) -> RecurrenceRule { RecurrenceRule(.monthly(day: day)) }
    public static func yearly(month: Int, day: Int) -> RecurrenceRule { RecurrenceRule(.yearly(month: month, day: day)) }

    /// Checks the ranges; `nil` for a weekday outside 0...6, a day no month has, or an
    /// interval outside 1...`maximumInterval`.
    public static func make(frequency: String, weekday: Int?, monthDay: Int?, month: Int?, interval: Int = 1) -> RecurrenceRule? {
        guard (1...maximumInterval(frequency)).contains(interval) else { return nil }
        switch frequency {
        case "daily": return RecurrenceRule(.daily, every: interval)
        case "weekly":
            guard let weekday, (0...6).contains(weekday) else { return nil }
            return RecurrenceRule(.weekly(weekday: weekday), every: interval)
        case "monthly":
            guard let monthDay, (1...31).contains(monthDay) else { return nil }
            return RecurrenceRule(.monthly(day: monthDay), every: interval)
        case "yearly":
            guard let month, let monthDay, (1...12).contains(month),
                  (1...Day.daysIn(month: month, year: 2024)).contains(monthDay) else { return nil }
            return RecurrenceRule(.yearly(month: month, day: monthDay), every: interval)
        default: return nil
        }
    }

    public var frequency: String {
        switch cadence {
        case .daily: "daily"
        case .weekly: "weekly"
        case .monthly: "monthly"
        case .yearly: "yearly"
        }
    }

    public var weekday: Int? { if case .weekly(let w) = cadence { w } else { nil } }

    public var monthDay: Int? {
        switch cadence {
        case .monthly(let d), .yearly(_, let d): d
        default: nil
        }
    }

    public var month: Int? { if case .yearly(let m, _) = cadence { m } else { nil } }

    /// "monthly on the 3rd", "every 2 weeks on Friday", "quarterly on the 1st",
    /// "yearly on March 3", "every 3 days", "daily".
    public var description: String {
        let every: (String, String) -> String = { single, unit in
            self.interval == 1 ? single : "every \(self.interval) \(unit)"
        }
        switch cadence {
        case .daily: return every("daily", "days")
        case .weekly(let w): return every("weekly", "weeks") + " on \(Day.weekdayNames[w])"
        case .monthly(let d): return (interval == 3 ? "quarterly" : every("monthly", "months")) + " on the \(ordinal(d))"
        case .yearly(let m, let d): return every("yearly", "years") + " on \(Month(year: 2024, month: m)!.name) \(d)"
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
        switch cadence {
        case .daily, .weekly:
            // The first occurrence on or after the start, then every 1 or 7 × interval days,
            // jumping straight to the first one at or after `lower`.
            let (first, step) = switch cadence {
            case .weekly(let weekday): (start.adding(days: (weekday - start.weekday + 7) % 7), 7 * interval)
            default: (start, interval)
            }
            let skipped = max(0, (lower.daysSinceEpoch - first.daysSinceEpoch + step - 1) / step)
            var day = first.adding(days: skipped * step)
            while day <= through { days.append(day); day = day.adding(days: step) }
        case .monthly(let monthDay):
            // The anchor is the first month whose clamped day is on or after the start.
            var anchor = start.monthOfYear
            if let day = clamped(monthDay, in: anchor), day < start { anchor = anchor.adding(months: 1) }
            let months = { (m: Month) in m.year * 12 + m.month }
            let skipped = max(0, (months(lower.monthOfYear) - months(anchor)) / interval)
            var month = anchor.adding(months: skipped * interval)
            while month <= through.monthOfYear {
                if let day = clamped(monthDay, in: month), day >= lower, day <= through { days.append(day) }
                month = month.adding(months: interval)
            }
        case .yearly(let m, let monthDay):
            var anchor = start.year
            if let month = Month(year: anchor, month: m), let day = clamped(monthDay, in: month), day < start { anchor += 1 }
            var year = anchor + max(0, (lower.year - anchor) / interval) * interval
            while year <= through.year {
                if let month = Month(year: year, month: m), let day = clamped(monthDay, in: month), day >= lower, day <= through {
                    days.append(day)
                }
                year += interval
            }
        }
        return days
    }

    /// The first due day after `after` (or from `start` when nothing is posted yet); nil
    /// when none falls before the end of year 9999 ("monthly on the 31st" from 9999-12-31 on).
    public func next(after: Day?, start: Day) -> Day? {
        let from = max(after.map { $0.adding(days: 1) } ?? start, start)
        guard from <= Self.lastDay else { return nil }
        // One whole period from `from` (a year and a day per interval) holds an occurrence.
        return occurrences(after: after, through: from.adding(days: 366 * interval), start: start).first
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
