/// A calendar date without time or time zone: what an expense's "date" means.
///
/// Arithmetic uses the proleptic Gregorian day count (Howard Hinnant's algorithms), so it
/// is pure and deterministic: parsing "last friday" needs only a reference day.
public struct Day: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...Day.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses "YYYY-MM-DD".
    public init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2])
        else { return nil }
        self.init(year: y, month: m, day: d)
    }

    public init(daysSinceEpoch: Int) {
        let z = daysSinceEpoch + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (m <= 2 ? 1 : 0)
        month = m
        day = d
    }

    public var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// Indexed by `weekday`.
    public static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// 0 = Sunday ... 6 = Saturday.
    public var weekday: Int {
        let value = (daysSinceEpoch + 4) % 7
        return value < 0 ? value + 7 : value
    }

    public func adding(days: Int) -> Day { Day(daysSinceEpoch: daysSinceEpoch + days) }

    /// Whether the day lies in years 1–9999, the range `init(year:month:day:)` accepts and
    /// "YYYY-MM-DD" can write: arithmetic may step outside it ("yesterday" from 0001-01-01).
    public var isStorable: Bool { (1...9999).contains(year) }

    init(unchecked year: Int, _ month: Int, _ day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    public var monthOfYear: Month { Month(uncheckedYear: year, month: month) }

    public var iso: String { pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) }
    public var description: String { iso }

    public static func < (lhs: Day, rhs: Day) -> Bool { lhs.daysSinceEpoch < rhs.daysSinceEpoch }

    public static func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}

/// A calendar month, the unit of summaries and trends.
public struct Month: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int

    public init?(year: Int, month: Int) {
        guard (1...9999).contains(year), (1...12).contains(month) else { return nil }
        self.init(uncheckedYear: year, month: month)
    }

    /// For arithmetic results: a window reaching back before year 1 must not crash.
    init(uncheckedYear year: Int, month: Int) {
        self.year = year
        self.month = month
    }

    /// Parses "YYYY-MM".
    public init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
              let y = Int(parts[0]), let m = Int(parts[1])
        else { return nil }
        self.init(year: y, month: m)
    }

    public var firstDay: Day { Day(unchecked: year, month, 1) }
    public var lastDay: Day { Day(unchecked: year, month, Day.daysIn(month: month, year: year)) }

    public func adding(months: Int) -> Month {
        let index = year * 12 + (month - 1) + months
        let (quotient, remainder) = index.quotientAndRemainder(dividingBy: 12)
        return remainder < 0 ? Month(uncheckedYear: quotient - 1, month: remainder + 13)
                             : Month(uncheckedYear: quotient, month: remainder + 1)
    }

    public var iso: String { pad(year, 4) + "-" + pad(month, 2) }
    public var description: String { iso }

    public var name: String { Month.names[month - 1].capitalized }

    /// The month a name or abbreviation means ("march", "mar", "sept"), as the parser reads it.
    public static func number(named word: String) -> Int? { Lexicon.months[word.lowercased()] }

    public static func < (lhs: Month, rhs: Month) -> Bool { (lhs.year, lhs.month) < (rhs.year, rhs.month) }

    static let names = ["january", "february", "march", "april", "may", "june", "july",
                        "august", "september", "october", "november", "december"]
}

private func pad(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
}
