import SpendCore

/// A recurring expense as a person types it, before it is stored.
public struct RecurringDraft: Hashable, Sendable {
    public var description: String
    public var money: Money
    public var category: String
    public var rule: RecurrenceRule
    public var start: Day
    /// The last day it may fall due; nil for no end.
    public var end: Day?

    public init(description: String, money: Money, category: String, rule: RecurrenceRule, start: Day, end: Day? = nil) {
        self.description = description
        self.money = money
        self.category = category
        self.rule = rule
        self.start = start
        self.end = end
    }

    /// The days to post through `through`: after the last posted day, never after the end,
    /// and none before `postsFrom`, the day it was resumed or its schedule changed: a
    /// paused period is skipped, not caught up.
    public func dueDays(lastPosted: Day?, postsFrom: Day?, through: Day) -> [Day] {
        rule.occurrences(after: skippedThrough(lastPosted, postsFrom), through: end.map { min($0, through) } ?? through, start: start)
    }

    /// The next day it falls due; nil after its end (or past year 9999).
    public func nextDue(lastPosted: Day?, postsFrom: Day?) -> Day? {
        guard let next = rule.next(after: skippedThrough(lastPosted, postsFrom), start: start), end.map({ next <= $0 }) ?? true else {
            return nil
        }
        return next
    }

    private func skippedThrough(_ lastPosted: Day?, _ postsFrom: Day?) -> Day? {
        [lastPosted, postsFrom?.adding(days: -1)].compactMap { $0 }.max()
    }
}

/// Why a recurring phrase was refused. Codes are stable for scripts.
public enum RecurringPhraseError: Error, Equatable, Sendable {
    case noFrequency
    case noAmount
    case noDescription
    case badAmount(String)
    case badSchedule(String)

    public var code: String {
        switch self {
        case .noFrequency: "no_frequency"
        case .noAmount: "no_amount"
        case .noDescription: "no_description"
        case .badAmount: "bad_amount"
        case .badSchedule: "bad_schedule"
        }
    }

    public var message: String {
        switch self {
        case .noFrequency: "Say how often: daily, weekly, monthly, quarterly, yearly or every 2 weeks. Try: 'Netflix 15.49 monthly on the 3rd'"
        case .noAmount: "Please include an amount. Try: 'Netflix 15.49 monthly on the 3rd'"
        case .noDescription: "Say what it is for. Try: 'Netflix 15.49 monthly on the 3rd'"
        case .badAmount(let reason): reason
        case .badSchedule(let reason): reason
        }
    }
}

/// Reads "Netflix 15.49 monthly on the 3rd", "cleaner 60 every 2 weeks on friday", "domain 12
/// yearly on March 3", "insurance 300 quarterly" or "gym 40 monthly until 2027-06-30".
/// The schedule words (and an end, "until <date>") are taken out first;
/// what remains goes through the ordinary expense parser, so amounts, currencies and
/// categories read exactly as they do for `add`.
public enum RecurringPhrase {
    public static func parse(_ text: String, start: Day, parser: ExpenseParser,
                             learned: LearnedPreferences = LearnedPreferences([])) throws(RecurringPhraseError) -> RecurringDraft {
        var words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        let end = try takeEnd(&words, start: start)
        let rule = try takeSchedule(&words, start: start)
        let rest = words.joined(separator: " ")
        let draft: ExpenseDraft
        do {
            draft = try parser.parse(rest, today: start, learned: learned)
        } catch {
            switch error {
            case .badAmount(let reason): throw .badAmount(reason)
            case .impossibleDate, .severalExpenses: throw .badSchedule(error.message)
            case .empty, .noAmount, .notExpense: throw .noAmount
            }
        }
        guard !draft.description.isEmpty else { throw .noDescription }
        return RecurringDraft(description: draft.description, money: draft.money, category: draft.category,
                              rule: rule, start: start, end: end)
    }

    /// A schedule alone, as `recurring edit schedule=...` gives it: "every 2 weeks on friday".
    public static func schedule(_ text: String, start: Day) throws(RecurringPhraseError) -> RecurrenceRule {
        var words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        let rule = try takeSchedule(&words, start: start)
        guard words.isEmpty else { throw .badSchedule("'\(words.joined(separator: " "))' is not part of a schedule") }
        return rule
    }

    /// Finds and removes "until <date>" (or "ending", "till"): the date is one to three
    /// words, as `DatePhrase` reads them ("2027-06-30", "june 30 2027").
    static func takeEnd(_ words: inout [String], start: Day) throws(RecurringPhraseError) -> Day? {
        guard let at = words.firstIndex(where: { ["until", "till", "ending"].contains(normal($0)) }) else { return nil }
        for count in stride(from: min(3, words.count - at - 1), through: 1, by: -1) {
            let text = words[(at + 1)...(at + count)].map(normal).joined(separator: " ")
            guard let day = DatePhrase.parse(text, today: start) else { continue }
            guard day >= start else { throw .badSchedule("It would end (\(day.iso)) before it starts (\(start.iso))") }
            words.removeSubrange(at...(at + count))
            return day
        }
        throw .badSchedule("Say the end as a date, like 'until 2027-06-30'")
    }

    /// Finds and removes the frequency ("monthly", "every month", "every friday") and
    /// its "on ..." detail; days not given default to the start day's.
    static func takeSchedule(_ words: inout [String], start: Day) throws(RecurringPhraseError) -> RecurrenceRule {
        let lower = words.map(normal)
        var frequency: String?
        var interval = 1
        var weekday: Int?
        var removed = Set<Int>()
        let units = ["day": "daily", "week": "weekly", "month": "monthly", "year": "yearly"]
        for i in lower.indices where frequency == nil {
            switch lower[i] {
            case "daily", "weekly", "monthly", "yearly":
                frequency = lower[i]; removed.insert(i)
            case "annually": frequency = "yearly"; removed.insert(i)
            case "quarterly": frequency = "monthly"; interval = 3; removed.insert(i)
            case "fortnightly", "biweekly": frequency = "weekly"; interval = 2; removed.insert(i)
            case "every", "each":
                guard i + 1 < lower.count else { continue }
                let unit = lower[i + 1]
                if let f = units[unit] {
                    frequency = f
                } else if let w = weekdayNumber(unit) {
                    frequency = "weekly"; weekday = w
                } else if let n = count(unit), i + 2 < lower.count,
                          let f = units[lower[i + 2]] ?? units[String(lower[i + 2].dropLast())] {
                    // "every 2 weeks", "every other month", "every three days"
                    frequency = f; interval = n; removed.insert(i + 2)
                } else { continue }
                removed.insert(i); removed.insert(i + 1)
            default: continue
            }
        }
        guard let frequency else { throw .noFrequency }
        guard (1...RecurrenceRule.maximumInterval(frequency)).contains(interval) else {
            throw .badSchedule("'every \(interval)' is too long a gap: at most \(RecurrenceRule.maximumInterval(frequency)) for \(frequency) expenses")
        }

        // The detail: "on the 3rd", "on friday", "on March 3", "on 3 March", "on the 3rd of March".
        var monthDay: Int?
        var month: Int?
        if let on = lower.indices.first(where: { lower[$0] == "on" && !removed.contains($0) }) {
            var j = on + 1
            if j < lower.count, lower[j] == "the" { j += 1 }
            var detail = [on]
            while j < lower.count, !removed.contains(j), detail.count < 5 {
                let word = lower[j]
                if let w = weekdayNumber(word), weekday == nil, monthDay == nil {
                    weekday = w
                } else if let m = Month.number(named: word), month == nil {
                    month = m
                } else if let d = dayNumber(word), monthDay == nil {
                    monthDay = d
                } else if word == "of", monthDay != nil, month == nil {
                    // "the 3rd of March"
                } else { break }
                detail.append(j)
                j += 1
            }
            if detail.count > 1 {
                for index in detail { removed.insert(index) }
                if lower[on + 1] == "the" { removed.insert(on + 1) }
            }
        }
        words = words.indices.filter { !removed.contains($0) }.map { words[$0] }

        switch frequency {
        case "daily":
            guard weekday == nil, monthDay == nil, month == nil else {
                throw .badSchedule("A daily expense falls due every day; leave out the day")
            }
            return RecurrenceRule.make(frequency: "daily", weekday: nil, monthDay: nil, month: nil, interval: interval)!
        case "weekly":
            guard monthDay == nil, month == nil else {
                throw .badSchedule("A weekly expense needs a weekday, like 'weekly on friday'")
            }
            return RecurrenceRule.make(frequency: "weekly", weekday: weekday ?? start.weekday, monthDay: nil, month: nil, interval: interval)!
        case "monthly":
            guard weekday == nil, month == nil else {
                throw .badSchedule("A monthly expense needs a day of the month, like 'monthly on the 3rd'")
            }
            let day = monthDay ?? start.day
            guard (1...31).contains(day) else { throw .badSchedule("No month has a day \(day)") }
            return RecurrenceRule.make(frequency: "monthly", weekday: nil, monthDay: day, month: nil, interval: interval)!
        default:
            guard weekday == nil else {
                throw .badSchedule("A yearly expense needs a date, like 'yearly on March 3'")
            }
            if (monthDay == nil) != (month == nil) {
                throw .badSchedule("A yearly expense needs a month and a day, like 'yearly on March 3'")
            }
            let m = month ?? start.month
            let day = monthDay ?? start.day
            guard let rule = RecurrenceRule.make(frequency: "yearly", weekday: nil, monthDay: day, month: m, interval: interval) else {
                throw .badSchedule("\(Month(year: 2024, month: m)!.name) has no day \(day)")
            }
            return rule
        }
    }

    private static func normal(_ word: String) -> String {
        var w = Substring(word.lowercased())
        while let last = w.last, ",.;!".contains(last) { w.removeLast() }
        return String(w)
    }

    /// "2", "other" (2), "two" ... "twelve": how many units "every" skips by.
    static func count(_ word: String) -> Int? {
        if word == "other" { return 2 }
        if let n = Int(word), n > 0 { return n }
        let names = ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]
        return names.firstIndex(of: word).map { $0 + 2 }
    }

    /// "friday", "fridays", "fri".
    static func weekdayNumber(_ word: String) -> Int? {
        let w = word.hasSuffix("s") && word.count > 4 ? String(word.dropLast()) : word
        return Day.weekdayNames.firstIndex { $0.lowercased() == w || $0.lowercased().prefix(3) == w }
    }

    /// "3", "3rd", "21st", "22nd", "15th" (1 to 99; the rule checks the range).
    static func dayNumber(_ word: String) -> Int? {
        var w = Substring(word)
        for suffix in ["st", "nd", "rd", "th"] where w.hasSuffix(suffix) {
            w = w.dropLast(2)
            break
        }
        guard (1...2).contains(w.count), w.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(w)
    }
}
