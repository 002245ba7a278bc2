import Foundation
import SpendCore

/// A date as banks write it: ISO (`2026-12-03`, with a time and zone or not), numbers in
/// either order with `/`, `.` or `-` and two- or four-digit years, `20261203`, and month
/// names (`12-Dec-2019`, `12 Dec 2019`, `Dec 12, 2019`, `12. Dez. 2019`, `3 févr. 2026`).
/// The order of day and month is decided from a whole column, never per row.
public enum DateText {
    /// A date's parts before the order is known.
    enum Parts: Equatable {
        case exact(Day)
        /// Two numbers of which either may be the day, and the year.
        case numeric(first: Int, second: Int, year: Int)
    }

    static func parts(_ raw: String) -> Parts? {
        var text = Substring(raw.trimmingBankSpaces())
        // A time after the date ("2025-12-12T14:03:00+01:00", "12 Dec 2025 14:03 CET") is
        // the bank's clock; the date as written is the day of the purchase.
        if let t = text.firstIndex(of: "T"), text[..<t].count >= 8, text[text.index(after: t)...].first?.isNumber == true {
            text = text[..<t]
        }
        if let clock = text.split(separator: " ").firstIndex(where: { $0.contains(":") }) {
            text = Substring(text.split(separator: " ").prefix(clock).joined(separator: " "))
        }
        let pieces = text.split(whereSeparator: { "/.-, ".contains($0) }).map(String.init)
        if pieces.count == 1, pieces[0].count == 8, let n = Int(pieces[0]) {
            return Day(year: n / 10000, month: n / 100 % 100, day: n % 100).map(Parts.exact)
        }
        guard pieces.count == 3 else { return nil }
        if let monthIndex = pieces.firstIndex(where: { month(named: $0) != nil }) {
            let month = month(named: pieces[monthIndex])!
            let numbers = pieces.enumerated().filter { $0.offset != monthIndex }.map(\.element)
            guard numbers.allSatisfy({ $0.allSatisfy(\.isNumber) }), let a = Int(numbers[0]), let b = Int(numbers[1]) else { return nil }
            // "Dec 12, 2019" and "12 Dec 2019": the four-digit (or last) number is the year.
            let (day, year) = numbers[0].count == 4 ? (b, a) : (a, expandYear(b, digits: numbers[1].count))
            return Day(year: year, month: month, day: day).map(Parts.exact)
        }
        guard pieces.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let a = Int(pieces[0]), let b = Int(pieces[1]), let c = Int(pieces[2]) else { return nil }
        if pieces[0].count == 4 { return Day(year: a, month: b, day: c).map(Parts.exact) }
        guard pieces[2].count == 4 || pieces[2].count == 2, pieces[0].count <= 2, pieces[1].count <= 2 else { return nil }
        return .numeric(first: a, second: b, year: expandYear(c, digits: pieces[2].count))
    }

    /// "25" is 2025; banks' two-digit years are this century.
    static func expandYear(_ year: Int, digits: Int) -> Int { digits <= 2 ? 2000 + year : year }

    private static let months: [String: Int] = {
        var table: [String: Int] = [:]
        let names: [[String]] = [
            ["jan", "january", "januar", "janv", "janvier", "jänner", "ene", "enero", "gen", "januari"],
            ["feb", "february", "februar", "févr", "fevr", "février", "fev", "fév", "febrero", "februari"],
            ["mar", "march", "mär", "märz", "maerz", "mars", "mrz", "maart", "marzo"],
            ["apr", "april", "avr", "avril", "abr", "abril"],
            ["may", "mai", "mei", "mayo", "maggio"],
            ["jun", "june", "juni", "juin", "junio"],
            ["jul", "july", "juli", "juil", "juillet", "julio"],
            ["aug", "august", "août", "aout", "ago", "agosto", "augustus"],
            ["sep", "sept", "september", "septembre", "septiembre"],
            ["oct", "october", "okt", "oktober", "octobre", "octubre"],
            ["nov", "november", "novembre", "noviembre"],
            ["dec", "december", "dez", "dezember", "déc", "décembre", "dic", "diciembre"],
        ]
        for (i, words) in names.enumerated() { for word in words { table[word] = i + 1 } }
        return table
    }()

    static func month(named text: String) -> Int? {
        let word = text.lowercased()
        guard word.first?.isLetter == true else { return nil }
        return months[word] ?? months[String(word.prefix(3))].flatMap { word.count <= 4 ? $0 : nil }
    }

    /// The column's order for numeric dates: day first when some first number is above
    /// 12, month first when some second number is; `fallback` when nothing tells, and
    /// `decided` says whether the file told.
    public static func decideOrder(_ values: [String], fallback: DateOrder) -> (order: DateOrder, decided: Bool) {
        var votes = OrderVotes()
        for value in values { votes.add(value) }
        return votes.decide(fallback: fallback)
    }

    /// What a column's dates say about day or month first, counted a date at a time.
    struct OrderVotes {
        private var dayFirst = 0, monthFirst = 0, numeric = 0

        mutating func add(_ value: String) {
            guard case let .numeric(first, second, _)? = parts(value) else { return }
            numeric += 1
            if first > 12, second <= 12 { dayFirst += 1 }
            if second > 12, first <= 12 { monthFirst += 1 }
        }

        mutating func merge(_ other: OrderVotes) {
            dayFirst += other.dayFirst
            monthFirst += other.monthFirst
            numeric += other.numeric
        }

        func decide(fallback: DateOrder) -> (order: DateOrder, decided: Bool) {
            if dayFirst > monthFirst { return (.dmy, true) }
            if monthFirst > dayFirst { return (.mdy, true) }
            return (fallback, numeric == 0)
        }
    }

    public static func day(_ text: String, order: DateOrder) -> Day? {
        switch parts(text) {
        case .exact(let day)?: return day
        case let .numeric(first, second, year)?:
            return order == .mdy ? Day(year: year, month: first, day: second) : Day(year: year, month: second, day: first)
        case nil: return nil
        }
    }

    /// Whether `text` is written like a date, valid or not ("31.11.2026" is a bad date,
    /// "Closing balance" none): summary lines are told from bad rows by it.
    static func resemblesDate(_ text: String) -> Bool {
        parts(text) != nil || text.contains(where: \.isNumber) && text.allSatisfy { $0.isNumber || "/.-: T+".contains($0) }
    }

    /// Whether `text` reads as a date in some order: how a column is recognised.
    static func looksLikeDate(_ text: String) -> Bool {
        switch parts(text) {
        case .exact?: return true
        case let .numeric(first, second, year)?:
            return Day(year: year, month: first, day: second) != nil || Day(year: year, month: second, day: first) != nil
        case nil: return false
        }
    }
}
