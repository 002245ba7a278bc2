import SpendCore

/// Finds the days a question is about: single days ("November 3rd", "last Friday"),
/// weeks, months, years, rolling windows ("the last 30 days"), and ranges built from them
/// ("since June", "from March to May", "between May 1 and May 15"). Two or more periods
/// joined by "and" or "vs" come back as a list. Nothing reaches past today.
struct PeriodReader {
    let today: Day

    struct Found {
        var ranges: [DayRange]
        /// The periods were joined by "vs", "compared to" or "than": a comparison.
        var contrasted: Bool
        /// "ever", "since I started", "all time".
        var allTime: Bool
        /// A single period after "than" or "vs" ("more than last month"): set against the
        /// current one of the same kind.
        var againstCurrent = false
    }

    func read(_ words: inout QuestionWords) -> Found {
        var found = Found(ranges: [], contrasted: false, allTime: false)
        if words.takeAll(["since i started", "since i began", "all time", "of all time", "ever", "in total", "overall",
                          "altogether", "all together", "since forever"]) {
            found.allTime = true
        }
        // "since the start" is all time; "since the start of October" is since October.
        for phrase in ["since the beginning", "since the start", "since the very beginning"] {
            while let range = words.find(phrase), words[range.upperBound] != "of" {
                words.use(range)
                found.allTime = true
            }
        }
        // "compare September to October" sets two months side by side; it is no range.
        let comparing = words.hasAny(["compare", "compared", "comparing", "comparison"])
        var atoms: [(range: DayRange, at: Range<Int>)] = []
        var index = 0
        while index < words.count {
            if !words.isUsed(index), let atom = atom(words, at: index) {
                atoms.append(atom)
                words.use(atom.at)
                index = atom.at.upperBound
            } else {
                index += 1
            }
        }
        var position = 0
        while position < atoms.count {
            let atom = atoms[position]
            let cueAt = Self.cueIndex(before: atom.at.lowerBound, words)
            let before = words[cueAt]
            let beforeTwo = words[cueAt - 1]
            if position + 1 < atoms.count {
                let next = atoms[position + 1]
                let between = words.words[atom.at.upperBound..<next.at.lowerBound]
                let joiner = between.joined(separator: " ")
                // "from March to May", "between May 1 and May 15", "March through May"; but
                // "this month to last month" runs backwards, and "compare … to …" contrasts.
                let opened = ["from", "between"].contains(before)
                let forwards = atom.range.start <= next.range.start
                if ["to", "until", "till", "through", "thru", "up to"].contains(joiner)
                    && (opened || forwards && !comparing)
                    || (before == "between" && joiner == "and") {
                    var start = atom.range.start
                    if start > next.range.end, let earlier = Day(year: start.year - 1, month: start.month, day: start.day) {
                        start = earlier
                    }
                    words.use(atom.at.upperBound..<next.at.lowerBound)
                    if opened { words.use(cueAt..<atom.at.lowerBound) }
                    let label = "from \(Self.bare(atom.range.label)) to \(Self.bare(next.range.label))"
                    found.ranges.append(DayRange(start: start, end: min(next.range.end, today), label: label))
                    position += 2
                    continue
                }
                if ["vs", "versus", "compared to", "compared with", "than", "against", "vs and", "or",
                    "than in", "than on", "or in", "and in", "and on", "and", "versus in", "vs in",
                    "compared to in", "with", "to", "to in", "with in"].contains(joiner) || between.isEmpty {
                    if !["and", "and in", "and on", "or", "or in"].contains(joiner) { found.contrasted = true }
                    words.use(atom.at.upperBound..<next.at.lowerBound)
                }
            }
            if before == "since" || (before == "from" && !words.words[atom.at.upperBound...].contains("to")) {
                words.use(cueAt..<atom.at.lowerBound)
                found.ranges.append(DayRange(start: atom.range.start, end: today, label: "since \(Self.bare(atom.range.label))"))
            } else if before == "before" || (before == "until" && beforeTwo != "from") {
                words.use(cueAt..<atom.at.lowerBound)
                found.ranges.append(DayRange(start: Day(year: 1970, month: 1, day: 1)!, end: atom.range.start.adding(days: -1),
                                             label: "before \(atom.range.label)"))
            } else {
                found.ranges.append(atom.range)
            }
            position += 1
        }
        if atoms.count == 1, found.ranges.count == 1 {
            let cue = words[atoms[0].at.lowerBound - 1] == "in" ? atoms[0].at.lowerBound - 2 : atoms[0].at.lowerBound - 1
            if ["than", "vs", "versus", "against"].contains(words[cue])
                || ["compared to", "compared with"].contains(words[cue - 1] + " " + words[cue]) {
                found.againstCurrent = true
            }
        }
        return found
    }

    /// The running period of the same kind as `range`: this month for a month, this week
    /// for a week, this year for a year, today for a day.
    func current(like range: DayRange) -> DayRange? {
        let month = range.start.monthOfYear
        if range.start == month.firstDay, range.end.monthOfYear == month, month != today.monthOfYear {
            return .thisMonth(today: today)
        }
        if range.start.month == 1, range.start.day == 1, range.end.year == range.start.year, range.start.year != today.year {
            return DayRange(start: Day(year: today.year, month: 1, day: 1)!, end: today, label: "this year")
        }
        if range.days == 7, range.start.weekday == 1, range.end < today {
            let monday = today.adding(days: -((today.weekday + 6) % 7))
            return DayRange(start: monday, end: today, label: "this week")
        }
        if range.days == 1, range.end < today { return DayRange(start: today, end: today, label: "today") }
        return nil
    }

    /// Where the word that governs a period stands: just before it, or before "the start
    /// of" ("since the start of October" reads as "since October").
    static func cueIndex(before index: Int, _ words: QuestionWords) -> Int {
        var at = index - 1
        if words[at] == "of", ["start", "beginning", "begining"].contains(words[at - 1]) {
            at -= 2
            if words[at] == "the" { at -= 1 }
        }
        return at
    }

    // MARK: Atoms

    /// One period starting at `index`: the longest reading wins.
    private func atom(_ words: QuestionWords, at index: Int) -> (range: DayRange, at: Range<Int>)? {
        let word = words[index]
        let next = words[index + 1]
        func span(_ length: Int) -> Range<Int> { index..<(index + length) }
        func single(_ day: Day, _ label: String) -> DayRange { DayRange(start: day, end: day, label: label) }

        switch word {
        case "today", "tonight", "todays": return (single(today, "today"), span(1))
        case "yesterday", "yesterdays": return (single(today.adding(days: -1), "yesterday"), span(1))
        case "day" where next == "before" && words[index + 2] == "yesterday":
            let day = today.adding(days: -2)
            return (single(day, "on \(Self.long(day))"), span(3))
        case "ytd": return (DayRange(start: Day(year: today.year, month: 1, day: 1)!, end: today, label: "this year"), span(1))
        case "year" where next == "to" && words[index + 2] == "date":
            return (DayRange(start: Day(year: today.year, month: 1, day: 1)!, end: today, label: "this year"), span(3))
        case "this", "current", "last", "past", "previous", "the":
            if let relative = relative(words, at: index) { return relative }
        default: break
        }
        if let weekday = Self.weekday(word) {
            // "on Friday", "friday": the latest one up to today.
            let back = (today.weekday - weekday + 7) % 7
            let day = today.adding(days: -back)
            return (single(day, back == 0 ? "today" : "on \(Self.long(day))"), span(1))
        }
        if let dated = date(words, at: index) { return dated }
        if let back = ago(words, at: index) { return back }
        if let year = Self.year(word) {
            // A year on its own needs "in", "for", "of", "during", "since" or to stand alone.
            let before = words[index - 1]
            if ["in", "for", "of", "during", "since", "from", "to", "and", "vs", "than", "through", "until", "between"]
                .contains(before) || words.count == 1 || Self.month(before) == nil {
                if let first = Day(year: year, month: 1, day: 1), first <= today {
                    return (DayRange(start: first, end: min(Day(year: year, month: 12, day: 31)!, today),
                                     label: year == today.year ? "\(year) so far" : String(year)), span(1))
                }
            }
        }
        return nil
    }

    /// "this week", "last month", "the last 30 days", "last Friday", "this weekend".
    private func relative(_ words: QuestionWords, at index: Int) -> (range: DayRange, at: Range<Int>)? {
        var start = index
        if words[start] == "the" { start += 1 }
        let modifier = words[start]
        guard ["this", "current", "last", "past", "previous"].contains(modifier) else { return nil }
        // "this month's", "last weeks" (an apostrophe dropped): the month, the week.
        let typed = words[start + 1]
        let unit = ["weeks", "weekends", "months", "years"].contains(typed) ? String(typed.dropLast()) : typed
        // "the last week of October" is a part of a month this reader has no name for.
        if ["week", "weekend", "month", "day", "days"].contains(unit), words[start + 2] == "of" { return nil }
        let thisOne = modifier == "this" || modifier == "current"
        let length = start + 2 - index
        // "the past month", "the last year": rolling, like "the past week"; "last month" is the calendar one.
        let rolling = modifier == "past" || words[index] == "the" && modifier == "last"
        func span(_ extra: Int = 0) -> Range<Int> { index..<(index + length + extra) }
        let monday = today.adding(days: -((today.weekday + 6) % 7))
        switch unit {
        case "week":
            if thisOne { return (DayRange(start: monday, end: today, label: "this week"), span()) }
            if rolling { return (DayRange(start: today.adding(days: -6), end: today, label: "the last 7 days"), span()) }
            return (DayRange(start: monday.adding(days: -7), end: monday.adding(days: -1), label: "last week"), span())
        case "weekend":
            let saturday = today.adding(days: -((today.weekday + 1) % 7))
            let end = min(saturday.adding(days: 1), today)
            if thisOne {
                return (DayRange(start: saturday, end: end, label: "this weekend"), span())
            }
            let last = saturday.adding(days: saturday.adding(days: 1) >= today ? -7 : 0)
            return (DayRange(start: last, end: last.adding(days: 1), label: "last weekend"), span())
        case "month":
            let month = today.monthOfYear
            if thisOne { return (DayRange(start: month.firstDay, end: today, label: "this month"), span()) }
            if rolling { return (rollingMonths(1), span()) }
            let last = month.adding(months: -1)
            return (DayRange(start: last.firstDay, end: last.lastDay, label: "last month"), span())
        case "year":
            if thisOne { return (DayRange(start: Day(year: today.year, month: 1, day: 1)!, end: today, label: "this year"), span()) }
            if rolling { return (rollingMonths(12), span()) }
            return (DayRange(start: Day(year: today.year - 1, month: 1, day: 1)!, end: Day(year: today.year - 1, month: 12, day: 31)!,
                             label: "last year"), span())
        default: break
        }
        if let weekday = Self.weekday(unit), !thisOne {
            var back = (today.weekday - weekday + 7) % 7
            if back == 0 { back = 7 }
            let day = today.adding(days: -back)
            return (DayRange(start: day, end: day, label: "on \(Self.long(day))"), span())
        }
        if let weekday = Self.weekday(unit), thisOne {
            let back = (today.weekday - weekday + 7) % 7
            let day = today.adding(days: -back)
            return (DayRange(start: day, end: day, label: back == 0 ? "today" : "on \(Self.long(day))"), span())
        }
        // "the last 30 days", "past three months", "last 2 weeks"
        guard !thisOne, let count = Self.number(unit), count > 0, count <= 1200 else { return nil }
        let what = words[start + 2]
        let full = span(1)
        switch what {
        case "day", "days":
            return (DayRange(start: today.adding(days: -(count - 1)), end: today, label: "the last \(count) days"), full)
        case "week", "weeks":
            return (DayRange(start: today.adding(days: -(7 * count - 1)), end: today, label: "the last \(count) weeks"), full)
        case "month", "months":
            return (rollingMonths(count), full)
        case "year", "years":
            let start = Day(year: today.year - count, month: today.month, day: min(today.day, 28))!.adding(days: 1)
            return (DayRange(start: start, end: today, label: "the last \(count) years"), full)
        default: return nil
        }
    }

    /// Rolling: "the last 3 months" on 24 November starts on 25 August.
    private func rollingMonths(_ count: Int) -> DayRange {
        let target = today.monthOfYear.adding(months: -count)
        let start = Day(year: target.year, month: target.month, day: min(today.day, target.lastDay.day))!.adding(days: 1)
        return DayRange(start: start, end: today, label: count == 1 ? "the last month" : count == 12 ? "the last 12 months"
                        : "the last \(count) months")
    }

    /// "3 days ago" is that day; "two months ago" that calendar month. Weeks and years ago
    /// are left unread: which seven days, or which twelve months, is anyone's guess.
    private func ago(_ words: QuestionWords, at index: Int) -> (range: DayRange, at: Range<Int>)? {
        let count = words[index] == "a" || words[index] == "an" ? 1 : Self.number(words[index])
        guard let count, count > 0, count <= 1200, words[index + 2] == "ago" else { return nil }
        let span = index..<(index + 3)
        switch words[index + 1] {
        case "day", "days":
            let day = today.adding(days: -count)
            return (DayRange(start: day, end: day, label: "on \(Self.long(day))"), span)
        case "month", "months":
            let month = today.monthOfYear.adding(months: -count)
            return (DayRange(start: month.firstDay, end: month.lastDay, label: "\(month.name) \(month.year)"), span)
        default: return nil
        }
    }

    /// "November 3rd", "nov 3 2026", "3rd of November", "the 3rd", "2026 11 03", a month
    /// ("October", "oct 2025"; "may" only after "in"/"since"/… or before a year).
    private func date(_ words: QuestionWords, at index: Int) -> (range: DayRange, at: Range<Int>)? {
        let word = words[index]
        // ISO "2026-11-03" arrives as three numbers.
        if let year = Self.year(word), let month = Int(words[index + 1]), let day = Int(words[index + 2]),
           let date = Day(year: year, month: month, day: day), words[index + 1].count <= 2 {
            return (DayRange(start: date, end: date, label: "on \(Self.long(date))"), index..<(index + 3))
        }
        if let month = Self.month(word) {
            var length = 1
            var day: Int?
            var year: Int?
            if let number = Self.dayOfMonth(words[index + 1]) {
                day = number
                length = 2
                if let y = Self.year(words[index + 2]) { year = y; length = 3 }
            } else if words[index + 1] == "the", let number = Self.dayOfMonth(words[index + 2]) {
                day = number
                length = 3
            } else if let y = Self.year(words[index + 1]) {
                year = y
                length = 2
            } else if words[index + 1] == "of", let y = Self.year(words[index + 2]) {
                year = y
                length = 3
            }
            if word == "may", day == nil, year == nil {
                let before = words[index - 1]
                guard ["in", "during", "for", "since", "of", "from", "to", "and", "vs", "than", "until", "through", "between"]
                    .contains(before) else { return nil }
            }
            if word == "march", day == nil, year == nil, words[index - 1] == "to" && words[index - 2] == "in" { return nil }
            return resolve(month: month, day: day, year: year, at: index..<(index + length))
        }
        // "3rd of November", "3 nov", "the 3rd"
        var start = index
        if word == "the" { start += 1 }
        guard let day = Self.dayOfMonth(words[start]) else { return nil }
        var cursor = start + 1
        if words[cursor] == "of" { cursor += 1 }
        if let month = Self.month(words[cursor]) {
            var length = cursor + 1 - index
            var year: Int?
            if let y = Self.year(words[cursor + 1]) { year = y; length += 1 }
            return resolve(month: month, day: day, year: year, at: index..<(index + length))
        }
        // "the 3rd" alone: this month's, or last month's when it is still to come.
        guard word == "the" || words[index - 1] == "on", Self.isOrdinal(words[start]) else { return nil }
        // "the first week of November", "the second half": an ordinal that counts something else.
        let counted = ["week", "weeks", "weekend", "month", "months", "half", "quarter", "year", "time", "day", "days", "one"]
        guard !counted.contains(words[start + 1]) else { return nil }
        var month = today.monthOfYear
        if day > today.day { month = month.adding(months: -1) }
        guard let date = Day(year: month.year, month: month.month, day: day) else { return nil }
        return (DayRange(start: date, end: date, label: "on \(Self.long(date))"), index..<(start + 1))
    }

    private func resolve(month: Int, day: Int?, year: Int?, at span: Range<Int>) -> (range: DayRange, at: Range<Int>)? {
        var resolvedYear = year ?? today.year
        if year == nil {
            let candidate = Day(year: resolvedYear, month: month, day: day ?? 1)
            if candidate.map({ $0 > today }) ?? false { resolvedYear -= 1 }
        }
        guard let first = Day(year: resolvedYear, month: month, day: day ?? 1) else { return nil }
        if let day {
            guard let date = Day(year: resolvedYear, month: month, day: day) else { return nil }
            return (DayRange(start: date, end: date, label: "on \(Self.long(date))"), span)
        }
        let whole = first.monthOfYear
        let label = whole == today.monthOfYear ? "this month" : "\(whole.name) \(whole.year)"
        return (DayRange(start: whole.firstDay, end: min(whole.lastDay, today), label: label), span)
    }

    // MARK: Words

    /// "on Monday, …" → "Monday, …", so it reads after "since".
    static func bare(_ label: String) -> String { label.hasPrefix("on ") ? String(label.dropFirst(3)) : label }

    static func long(_ day: Day) -> String { "\(Day.weekdayNames[day.weekday]), \(day.monthOfYear.name) \(day.day), \(day.year)" }

    static func weekday(_ word: String) -> Int? {
        // Singular only: "on Fridays" means every Friday, which is no single day.
        let table = ["sunday": 0, "sun": 0, "monday": 1, "mon": 1, "tuesday": 2, "tue": 2, "tues": 2, "wednesday": 3,
                     "wed": 3, "thursday": 4, "thu": 4, "thur": 4, "thurs": 4, "friday": 5, "fri": 5, "saturday": 6, "sat": 6]
        return table[word]
    }

    static func month(_ word: String) -> Int? {
        if word == "mar" || word == "jun" || word == "jan" { return ["mar": 3, "jun": 6, "jan": 1][word] }
        return Month.number(named: word)
    }

    static func year(_ word: String) -> Int? {
        guard word.count == 4, let value = Int(word), (1990...2100).contains(value) else { return nil }
        return value
    }

    static func isOrdinal(_ word: String) -> Bool {
        ["st", "nd", "rd", "th"].contains { word.hasSuffix($0) } && word.first?.isNumber == true || ordinals[word] != nil
    }

    /// "3", "3rd", "third": a day of the month.
    static func dayOfMonth(_ word: String) -> Int? {
        var digits = word
        for suffix in ["st", "nd", "rd", "th"] where digits.hasSuffix(suffix) && digits.first?.isNumber == true {
            digits.removeLast(2)
        }
        if let value = Int(digits), (1...31).contains(value), digits.count <= 2 { return value }
        return ordinals[word]
    }

    static let ordinals: [String: Int] = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
        "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14, "fifteenth": 15,
        "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19, "twentieth": 20, "thirtieth": 30,
    ]

    static func number(_ word: String) -> Int? {
        if let value = Int(word) { return value }
        return numberWords[word]
    }

    static let numberWords: [String: Int] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
        "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "thirty": 30, "sixty": 60, "ninety": 90, "few": 3,
        "couple": 2,
    ]
}

/// A period written on its own, as the `query` verb and the model's tools take it:
/// "last month", "2026-10", "since June", "from March to May", "October and November".
public enum PeriodText {
    /// The days from a date or a period written on its own: "2026-11-02" or "last friday"
    /// is that day, "last month", "2026-10" or "since June" the days they cover (the
    /// first period's start to the last one's end). nil when the text is neither.
    public static func span(_ text: String, today: Day) -> DayRange? {
        if let day = DatePhrase.parse(text, today: today) { return DayRange(start: day, end: day, label: text) }
        guard let ranges = read(text, today: today), let first = ranges.first, let last = ranges.last else { return nil }
        return DayRange(start: first.start, end: last.end, label: text)
    }

    public static func read(_ text: String, today: Day) -> [DayRange]? {
        // "2026-10" arrives as two numbers: read it as a month first.
        if let month = Month(iso: text.trimmingSpaces) {
            return [DayRange(start: month.firstDay, end: min(month.lastDay, today),
                             label: month == today.monthOfYear ? "this month" : "\(month.name) \(month.year)")]
        }
        if let day = Day(iso: text.trimmingSpaces) {
            return [DayRange(start: day, end: day, label: "on \(PeriodReader.long(day))")]
        }
        var words = QuestionWords(text)
        words.takeAll(["in", "on", "during", "the", "of"])
        let found = PeriodReader(today: today).read(&words)
        guard words.leftover.isEmpty else { return nil }
        if found.allTime, found.ranges.isEmpty { return [] }
        return found.ranges.isEmpty ? nil : found.ranges
    }
}
