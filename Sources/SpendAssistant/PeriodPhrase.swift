import SpendCore

/// Finds the days a question is about. Periods never reach past `today`, so "this month"
/// means the first of the month up to today, and "in February" means the most recent
/// February that has begun. With no period named, the answer is about this month.
enum PeriodPhrase {
    static func resolve(_ text: QuestionText, today: Day) -> Period {
        let month = today.monthOfYear
        if text.has("today") { return Period(start: today, end: today, label: "today") }
        if text.has("yesterday") {
            let day = today.adding(days: -1)
            return Period(start: day, end: day, label: "yesterday")
        }
        if let count = lastCount(text, unit: "months") {
            // Rolling: "the last 3 months" on 21 November starts on 22 August.
            let start = shifted(today, months: -count).adding(days: 1)
            return Period(start: start, end: today, label: "the last \(count) months")
        }
        if let count = lastCount(text, unit: "days") {
            return Period(start: today.adding(days: -(count - 1)), end: today, label: "the last \(count) days")
        }
        if text.hasAny(["this week", "current week"]) {
            return Period(start: monday(of: today), end: today, label: "this week")
        }
        if text.hasAny(["last week", "past week", "previous week"]) {
            let start = monday(of: today).adding(days: -7)
            return Period(start: start, end: start.adding(days: 6), label: "last week")
        }
        if text.hasAny(["this year", "current year", "so far this year", "year to date"]) {
            return Period(start: Day(year: today.year, month: 1, day: 1)!, end: today, label: "this year")
        }
        if text.hasAny(["last year", "previous year"]) {
            let year = today.year - 1
            return Period(start: Day(year: year, month: 1, day: 1)!, end: Day(year: year, month: 12, day: 31)!, label: "last year")
        }
        if text.hasAny(["last month", "previous month", "past month"]) {
            let last = month.adding(months: -1)
            return Period(start: last.firstDay, end: last.lastDay, label: "last month")
        }
        if let named = namedMonth(text, today: today) {
            if named == month { return thisMonth(today) }
            return Period(start: named.firstDay, end: min(named.lastDay, today), label: named.name + " " + String(named.year))
        }
        return thisMonth(today)
    }

    static func thisMonth(_ today: Day) -> Period {
        Period(start: today.monthOfYear.firstDay, end: today, label: "this month")
    }

    /// Monday of the week that holds `day` (weeks start on Monday).
    static func monday(of day: Day) -> Day {
        day.adding(days: -((day.weekday + 6) % 7))
    }

    /// The same day `months` months away, clamped to the month's length (31 → 30).
    static func shifted(_ day: Day, months: Int) -> Day {
        let target = day.monthOfYear.adding(months: months)
        return Day(year: target.year, month: target.month, day: min(day.day, target.lastDay.day)) ?? target.firstDay
    }

    /// "last 3 months", "past three months": the count, when the phrase is there.
    private static func lastCount(_ text: QuestionText, unit: String) -> Int? {
        let words = text.words
        for index in words.indices.dropFirst().dropLast() where words[index + 1] == unit {
            guard ["last", "past", "previous"].contains(words[index - 1]) else { continue }
            if let value = Int(words[index]) ?? numberWords[words[index]], value > 0, value <= 120 { return value }
        }
        return nil
    }

    private static let numberWords: [String: Int] = [
        "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
        "ten": 10, "eleven": 11, "twelve": 12,
    ]

    /// "February", "in feb", "February 2025": the most recent such month not after today,
    /// or that year's when a year is given. "May" alone is a verb too often, so it needs
    /// "in"/"during"/"for"/"since" before it or a year after it.
    private static func namedMonth(_ text: QuestionText, today: Day) -> Month? {
        let words = text.words
        for (index, word) in words.enumerated() {
            guard let number = Month.number(named: word) else { continue }
            let next = index + 1 < words.count ? Int(words[index + 1]) : nil
            let year = next.flatMap { (1900...9999).contains($0) ? $0 : nil }
            if word == "may" {
                let before = index > 0 ? words[index - 1] : ""
                guard year != nil || ["in", "during", "for", "since", "of"].contains(before) else { continue }
            }
            if let year { return Month(year: year, month: number) }
            return Month(year: number <= today.month ? today.year : today.year - 1, month: number)
        }
        return nil
    }

}

extension Period {
    /// The period as it reads after a verb: "this month", "in February 2026", "over the last 3 months".
    var phrase: String {
        let plain = ["this month", "last month", "this week", "last week", "this year", "last year", "today", "yesterday"]
        if plain.contains(label) { return label }
        if label.hasPrefix("the ") { return "over " + label }
        return "in " + label
    }
}
