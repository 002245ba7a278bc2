/// Finds the date an expense happened: relative words, weekdays, month names, day of
/// month, ISO and US numeric dates. Past dates only: a spoken "March 3rd" means the most
/// recent March 3rd, and "friday" the most recent Friday before today. A date that does
/// not exist ("11/31", "February 30") is an error, not today.
enum DateExtractor {
    static func extract(_ state: inout PhraseState, today: Day) throws(ParseError) -> Day? {
        // "3 days ago" and "two weeks ago" can start at any word; without "ago", only a
        // number or a word of `startWords` can start a date, so the rest cost one lookup.
        // Lengths first: a string comparison that fails is slow.
        let hasAgo = state.tokens.contains { $0.isWord && $0.normalized.utf8.count == 3 && $0.normalized == "ago" }
        func take(_ day: Day, _ range: ClosedRange<Int>) -> Day {
            state.claim(range)
            state.claimPreceding(range.lowerBound, ifIn: precedingWords)
            // "yesterday morning", "friday night": the part of the day is date words too.
            if let next = state.word(range.upperBound + 1), partsOfDay.contains(next) {
                state.claim((range.upperBound + 1)...(range.upperBound + 1))
            }
            return day
        }
        // "thanksgiving groceries 164.38 on 11/25": a holiday named without "on" or "last"
        // may be what was bought for; a date written out elsewhere wins.
        var holiday: (Day, ClosedRange<Int>)?
        for index in 0..<state.count where state.isFreeNumber(index) {
            if let (_, range) = holiday, range.contains(index) { continue }
            // The token's fields, not a copy of it (three strings to retain and release).
            if !hasAgo {
                switch state.tokens[index].kind {
                case .word: if !startWords.contains(state.tokens[index].normalized) { continue }
                // A mark starts no date but one counted back with "ago".
                case .punctuation, .currencySymbol: continue
                default: break
                }
            }
            if let (day, range) = try match(state, at: index, today: today, hasAgo: hasAgo) {
                if holiday == nil, Holidays.isUncued(state, at: range.lowerBound) {
                    holiday = (day, range)
                    continue
                }
                return take(day, range)
            }
        }
        if let (day, range) = holiday { return take(day, range) }
        return nil
    }

    private static let precedingWords: WordSet = ["on", "from", "since", "earlier", "am"]

    /// Every word `match` can start a date with, except the number words of "... ago".
    private static let startWords: WordSet = WordSet(["today", "tonight", "tonite", "yesterday", "yday", "yest", "this", "last", "the", "i",
                                                      "hôm", "hom"]
        + otherTodayWords + otherYesterdayWords + Holidays.firstWords + Lexicon.weekdays + weekdayAbbreviations.keys + Lexicon.months.keys)

    /// "Today" and "yesterday" in the languages people mix into a chat, twenty of them for
    /// yesterday ("döner gestern 8,50 €", "ciné hier soir", "taxi igår"); Danish and
    /// Norwegian write "i dag", "i går".
    private static let otherTodays = WordSet(otherTodayWords)
    private static let otherYesterdays = WordSet(otherYesterdayWords)
    private static let otherTodayWords = ["heute", "hoy", "hoje", "oggi", "vandaag", "idag", "tänään", "dzisiaj",
                                          "dziś", "dnes", "bugün", "aujourd'hui", "astăzi", "azi", "danas", "ngayon", "сегодня",
                                          "сьогодні", "täna", "šiandien", "šodien"]
    private static let otherYesterdayWords = ["gestern", "hier", "ayer", "ontem", "ieri", "gisteren", "igår", "eilen",
                                       "wczoraj", "včera", "vcera", "tegnap", "dün", "kemarin", "kahapon", "вчера", "вчора",
                                       "jučer", "juče", "jucer", "juce", "eile", "vakar"]

    static let partsOfDay: WordSet = ["morning", "afternoon", "evening", "night", "lunchtime", "noon",
                                      "soir", "matin", "abend", "noche", "tarde", "noite", "sera", "mattina", "avond", "kväll"]

    /// Weekday abbreviations; the ones that are also words ("sat", "sun", "wed", "mon")
    /// only count after "on", "last" or "past".
    static let weekdayAbbreviations: StringTable<(weekday: Int, ambiguous: Bool)> = [
        "sun": (0, true), "mon": (1, true), "tue": (2, false), "tues": (2, false), "wed": (3, true),
        "weds": (3, false), "thu": (4, false), "thur": (4, false), "thurs": (4, false), "fri": (5, false),
        "sat": (6, true),
    ]

    private static func match(_ s: PhraseState, at i: Int, today: Day, hasAgo: Bool) throws(ParseError) -> (Day, ClosedRange<Int>)? {
        let token = s.tokens[i]
        if token.kind == .numericDate {
            if let day = numeric(token.normalized, today: today) { return (day, i...i) }
            // "11/31" is a date that does not exist; "50/50" is no date at all.
            if looksLikeDate(token.normalized) { throw .impossibleDate(token.text) }
            return nil
        }
        if case .ordinal(let n) = token.kind {
            if let monthWord = s.word(i + 1), let month = Lexicon.months[monthWord] {
                return try dayFirst(s, day: n, month: month, at: i, today: today)
            }
            if s.word(i - 1) == "the" || s.word(i - 1) == "on" || s.word(i + 1) == "of" {
                return try ofMonth(s, ordinal: n, at: i, today: today)
            }
        }
        if token.kind == .number, !token.normalized.containsByte(UInt8(ascii: ".")), let n = Int(token.normalized),
           let monthWord = s.word(i + 1), s.tokens[i + 1].text != "may", let month = Lexicon.months[monthWord],
           s.word(i - 1) == "on" || hasOtherAmount(s, besides: i) {
            return try dayFirst(s, day: n, month: month, at: i, today: today)
        }
        if token.kind == .number, token.text.containsByte(UInt8(ascii: ".")), let found = try dotted(s, at: i, today: today) {
            return found
        }
        if hasAgo, let ago = agoPhrase(s, at: i) {
            return (today.adding(days: -ago.days), i...ago.end)
        }
        guard let word = s.word(i) else { return nil }
        switch word {
        case "today", "tonight", "tonite":
            return (today, i...i)
        case "yesterday", "yday", "yest":  // the last two typed in chat
            if s.word(i - 1) == "before", s.word(i - 2) == "day" {
                let start = s.word(i - 3) == "the" ? i - 3 : i - 2
                return (today.adding(days: -2), start...i)
            }
            return (today.adding(days: -1), i...i)
        case "this":
            if let next = s.word(i + 1), ["morning", "afternoon", "evening"].contains(next) {
                return (today, i...(i + 1))
            }
        case "i":
            if let next = s.word(i + 1) {
                if next == "dag" { return (today, i...(i + 1)) }
                if next == "går" || next == "gar" { return (today.adding(days: -1), i...(i + 1)) }
            }
        case "last":
            if s.word(i + 1) == "night" { return (today.adding(days: -1), i...(i + 1)) }
        default:
            if word == "hôm" || word == "hom", let next = s.word(i + 1) {
                // Vietnamese: "hôm qua" yesterday, "hôm nay" today.
                if next == "qua" { return (today.adding(days: -1), i...(i + 1)) }
                if next == "nay" { return (today, i...(i + 1)) }
            }
            if otherYesterdays.contains(word) { return (today.adding(days: -1), i...i) }
            if otherTodays.contains(word) { return (today, i...i) }
        }
        if let holiday = Holidays.match(s, at: i, today: today) {
            return (holiday.day, (s.word(i - 1) == "last" ? i - 1 : i)...holiday.end)
        }
        if let weekday = weekday(s, word: word, at: i) {
            var back = (today.weekday - weekday + 7) % 7
            if back == 0 { back = 7 }
            var start = i
            if s.word(i - 1) == "last" { start = i - 1 }
            if s.word(i - 1) == "past", s.word(i - 2) == "this" { start = i - 2 }
            return (today.adding(days: -back), start...i)
        }
        if let month = Lexicon.months[word] {
            return try monthFirst(s, month: month, at: i, today: today)
        }
        if word == "the", let (n, end) = ordinalWord(s, at: i + 1) {
            return try ofMonth(s, ordinal: n, at: end, today: today, start: i)
        }
        return nil
    }

    /// "19.11.", "19.11.2026", "am 24.11", "212,35 zł 24.11": the day, a dot and the month, as
    /// most of Europe writes them. Without a year or a closing dot, "24.11" is as likely a
    /// price, so it is a date only after "on" or a word of the kind, or beside another amount
    /// that a currency marks; never with a currency of its own ("€19.11").
    private static func dotted(_ s: PhraseState, at i: Int, today: Day) throws(ParseError) -> (Day, ClosedRange<Int>)? {
        let parts = s.tokens[i].text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ (1...2).contains($0.utf8.count) }),
              let day = Int(parts[0]), let month = Int(parts[1]), (1...31).contains(day), (1...12).contains(month),
              !hasCurrency(s, number: i), hasOtherAmount(s, besides: i)
        else { return nil }
        var end = i
        var year: Int?
        let closed = s.isFree(i + 1) && s.tokens[i + 1].text == "." && !s.tokens[i + 1].spaceBefore
        if closed {
            end = i + 1
            if s.isFree(i + 2), !s.tokens[i + 2].spaceBefore, s.tokens[i + 2].kind == .number,
               [2, 4].contains(s.tokens[i + 2].text.utf8.count), let digits = Int(s.tokens[i + 2].text) {
                year = digits < 100 ? 2000 + digits : digits
                end = i + 2
            }
        }
        let cued = s.word(i - 1).map(dottedDateCues.contains) == true
        guard closed || cued || hasMarkedAmount(s, besides: i) else { return nil }
        let date = year.flatMap { Day(year: $0, month: month, day: day) } ?? (year == nil ? mostRecent(month: month, day: day, today: today) : nil)
        guard let date else {
            if closed || cued { throw .impossibleDate(s.tokens[i...end].map(\.text).joined()) }
            return nil
        }
        return (date, i...end)
    }

    /// Words before a date in the languages that write it with dots.
    private static let dottedDateCues: WordSet = ["on", "am", "le", "el", "em", "il", "op", "den", "dne", "dnia", "del"]

    /// Whether a currency's sign, word or code stands right before or after the number at i;
    /// one between two numbers is the first one's ("12,49 € 19.11.").
    private static func hasCurrency(_ s: PhraseState, number i: Int) -> Bool {
        AmountExtractor.currencyMarker(s, i - 1, defaultCurrency: .usd) != nil && !(i > 1 && s.tokens[i - 2].kind == .number)
            || AmountExtractor.currencyMarker(s, i + 1, defaultCurrency: .usd, afterNumber: true) != nil
    }

    /// Whether another number of the phrase carries a currency ("12,49 €").
    private static func hasMarkedAmount(_ s: PhraseState, besides index: Int) -> Bool {
        s.tokens.indices.contains { $0 != index && s.tokens[$0].kind == .number && s.isFreeNumber($0) && hasCurrency(s, number: $0) }
    }

    /// A weekday's name or abbreviation ("fri", "on tue", "last sat").
    private static func weekday(_ s: PhraseState, word: String, at i: Int) -> Int? {
        let cued = ["on", "last", "past"].contains(s.word(i - 1) ?? "")
        if let weekday = Lexicon.weekdays.firstIndex(of: word) {
            return cued || !isInBrandName(s, at: i) ? weekday : nil
        }
        guard let (weekday, ambiguous) = weekdayAbbreviations[word] else { return nil }
        // "lawn mowing 45 sat", "cinema 18 € sat": the last word, right after the amount, is its day.
        if ambiguous, !cued, !(isLastWord(s, i) && followsAnAmount(s, i)) { return nil }
        return weekday
    }

    /// "Ruby Tuesday", "Tuesday Morning": the weekday is a word of a chain's name.
    private static func isInBrandName(_ s: PhraseState, at i: Int) -> Bool {
        let aliases = BrandTable.index.aliases
        if i > 0, s.tokens[i - 1].isWord, aliases.match([s.tokens[i - 1].key, s.tokens[i].key], at: 0)?.length == 2 { return true }
        return i + 1 < s.count && s.tokens[i + 1].isWord && aliases.match([s.tokens[i].key, s.tokens[i + 1].key], at: 0)?.length == 2
    }

    /// A number just before i, or a number and its currency ("18 €", "145 kr").
    private static func followsAnAmount(_ s: PhraseState, _ i: Int) -> Bool {
        guard i > 0 else { return false }
        if s.tokens[i - 1].kind == .number { return true }
        return i > 1 && s.tokens[i - 2].kind == .number && hasCurrency(s, number: i - 2)
    }

    private static func isLastWord(_ s: PhraseState, _ i: Int) -> Bool {
        !s.tokens[(i + 1)...].contains { $0.kind != .punctuation }
    }

    /// "3 Nov" is a date only when the phrase has an amount besides the 3.
    private static func hasOtherAmount(_ s: PhraseState, besides index: Int) -> Bool {
        s.tokens.indices.contains { $0 != index && s.isFreeNumber($0) && (s.tokens[$0].kind == .number || s.tokens[$0].kind == .currencySymbol) }
    }

    /// "3 Nov", "3rd March", "3 November 2025".
    private static func dayFirst(_ s: PhraseState, day n: Int, month: Int, at i: Int, today: Day) throws(ParseError) -> (Day, ClosedRange<Int>)? {
        guard (1...31).contains(n) else { return nil }
        let end = i + 1
        let start = s.word(i - 1) == "the" ? i - 1 : i
        let monthName = s.tokens[end].text
        if let (year, yearEnd) = year(s, after: end) {
            guard let day = Day(year: year, month: month, day: n) else { throw .impossibleDate("\(n) \(monthName) \(year)") }
            return (day, start...yearEnd)
        }
        guard let day = mostRecent(month: month, day: n, today: today) else { throw .impossibleDate("\(n) \(monthName)") }
        return (day, start...end)
    }

    /// A four-digit year after index `end` ("March 3, 2025"), and its index.
    private static func year(_ s: PhraseState, after end: Int) -> (Int, Int)? {
        var next = end + 1
        if s.isFree(next), s.tokens[next].text == "," { next += 1 }
        guard s.isFreeNumber(next), s.tokens[next].kind == .number, s.tokens[next].normalized.count == 4,
              let y = Int(s.tokens[next].normalized), (1900...2200).contains(y)
        else { return nil }
        return (y, next)
    }

    /// "2026-11-02", "11/02", "11/2/2025", "11/2/25" (US order: month first).
    static func numeric(_ text: String, today: Day) -> Day? {
        if text.containsByte(UInt8(ascii: "-")) { return Day(iso: text) }
        if text.containsByte(UInt8(ascii: ".")) {
            let parts = text.split(separator: ".").compactMap { Int($0) }
            guard parts.count == 3 else { return nil }
            return Day(year: parts[2] < 100 ? 2000 + parts[2] : parts[2], month: parts[1], day: parts[0])
        }
        let pieces = text.split(separator: "/")
        let parts = pieces.compactMap { Int($0) }
        guard parts.count >= 2, parts.count == pieces.count else { return nil }
        // Month first, as in the US, unless the first number cannot be a month: most of the
        // world writes the day first ("16/11" is 16 November).
        let (month, day) = parts[0] > 12 && parts[1] <= 12 ? (parts[1], parts[0]) : (parts[0], parts[1])
        if parts.count == 3 {
            let year = parts[2] < 100 ? 2000 + parts[2] : parts[2]
            return Day(year: year, month: month, day: day)
        }
        // "3/12" on 5 December: month first it is 12 March, nine months gone; day first, as
        // the UK, Europe and Australia write it, 3 December, two days gone. Both orders are
        // someone's, and an expense is nearly always recent, so the later day is the one meant
        // ("11/3" in December stays 3 November).
        if parts[0] <= 12, parts[1] <= 12, let usual = mostRecent(month: month, day: day, today: today),
           let swapped = mostRecent(month: day, day: month, today: today) {
            return max(usual, swapped)
        }
        return mostRecent(month: month, day: day, today: today)
    }

    /// "March 3rd", "mar 3", "March third", "March 3, 2025".
    private static func monthFirst(_ s: PhraseState, month: Int, at i: Int, today: Day) throws(ParseError) -> (Day, ClosedRange<Int>)? {
        var dayOfMonth: Int?
        var end = i + 1
        if s.isFree(i + 1), s.tokens[i + 1].kind == .punctuation, s.tokens[i + 1].text == "." { end += 1 }
        if s.isFreeNumber(end) {
            switch s.tokens[end].kind {
            case .number where !s.tokens[end].normalized.containsByte(UInt8(ascii: ".")):
                dayOfMonth = Int(s.tokens[end].normalized)
            case .ordinal(let n):
                dayOfMonth = n
            default:
                if let (n, last) = ordinalWord(s, at: end) { dayOfMonth = n; end = last }
            }
        }
        guard let dayOfMonth, (1...31).contains(dayOfMonth) else {
            // "3rd of March" is matched from the ordinal; here a bare month name is no date.
            return nil
        }
        let named = (i...end).map { s.tokens[$0].text }.filter { $0 != "." }.joined(separator: " ")
        if let (year, yearEnd) = year(s, after: end) {
            guard let day = Day(year: year, month: month, day: dayOfMonth) else { throw .impossibleDate("\(named), \(year)") }
            return (day, i...yearEnd)
        }
        guard let day = mostRecent(month: month, day: dayOfMonth, today: today) else { throw .impossibleDate(named) }
        return (day, i...end)
    }

    /// "the 5th", "the 3rd of March", "5th of March".
    private static func ofMonth(_ s: PhraseState, ordinal n: Int, at i: Int, today: Day,
                                start: Int? = nil) throws(ParseError) -> (Day, ClosedRange<Int>)? {
        let first = start ?? (s.word(i - 1) == "the" ? i - 1 : i)
        if s.word(i + 1) == "of", let monthWord = s.word(i + 2), let month = Lexicon.months[monthWord] {
            guard (1...31).contains(n), let day = mostRecent(month: month, day: n, today: today) else {
                throw .impossibleDate((first...(i + 2)).map { s.tokens[$0].text }.joined(separator: " "))
            }
            return (day, first...(i + 2))
        }
        guard (1...31).contains(n) else { return nil }
        // The most recent such day of a month, not after today.
        var month = today.monthOfYear
        for _ in 0..<12 {
            if let day = Day(year: month.year, month: month.month, day: n), day <= today {
                return (day, first...i)
            }
            month = month.adding(months: -1)
        }
        return nil
    }

    /// "fifth", "twenty first", "21st" at index i; returns the day and last index used.
    private static func ordinalWord(_ s: PhraseState, at i: Int) -> (Int, Int)? {
        guard s.isFreeNumber(i) else { return nil }
        if case .ordinal(let n) = s.tokens[i].kind { return (n, i) }
        guard let word = s.word(i) else { return nil }
        if let next = s.word(i + 1), let n = NumberWords.ordinals[word + " " + next] { return (n, i + 1) }
        if let n = NumberWords.ordinals[word] { return (n, i) }
        return nil
    }

    /// "3 days ago", "two days ago", "a week ago", "two weeks ago".
    private static func agoPhrase(_ s: PhraseState, at i: Int) -> (days: Int, end: Int)? {
        var count: Int?
        var unitIndex = i + 1
        if s.tokens[i].kind == .number, !s.tokens[i].normalized.containsByte(UInt8(ascii: ".")) {
            count = Int(s.tokens[i].normalized)
        } else if let word = s.word(i), word == "a" || word == "an" || word == "one" {
            count = 1
        } else if let word = s.word(i) {
            var pieces: [String] = []
            var j = i
            while let w = s.word(j), NumberWords.isNumberPiece(w) || NumberWords.pieces(w).allSatisfy(NumberWords.isNumberPiece) {
                pieces += NumberWords.pieces(w)
                j += 1
            }
            if !pieces.isEmpty, let (value, _) = NumberWords.read(pieces), word != "a" {
                count = value
                unitIndex = j
            }
        }
        guard let count, count < 3650, let unit = s.word(unitIndex), s.word(unitIndex + 1) == "ago" else { return nil }
        switch unit {
        case "day", "days": return (count, unitIndex + 1)
        case "week", "weeks": return (count * 7, unitIndex + 1)
        default: return nil
        }
    }

    /// Month and day within 1...12 and 1...31, in ISO or US order.
    private static func looksLikeDate(_ text: String) -> Bool {
        // A part too long for an Int ("2026-12-319999999999999999999") is no date.
        let parts = text.split(whereSeparator: { $0 == "-" || $0 == "/" || $0 == "." }).compactMap { Int($0) }
        let isoOrder = text.containsByte(UInt8(ascii: "-"))
        let dayFirst = text.containsByte(UInt8(ascii: "."))
        guard parts.count >= (isoOrder ? 3 : 2) else { return false }
        let (first, second) = isoOrder ? (parts[1], parts[2]) : dayFirst ? (parts[1], parts[0]) : (parts[0], parts[1])
        let (month, day) = first > 12 && second <= 12 && !isoOrder ? (second, first) : (first, second)
        return (1...12).contains(month) && (1...31).contains(day)
    }

    /// The latest (month, day) not after today; leap days look back to a leap year.
    static func mostRecent(month: Int, day: Int, today: Day) -> Day? {
        for back in 0...8 {
            if let candidate = Day(year: today.year - back, month: month, day: day), candidate <= today {
                return candidate
            }
        }
        return nil
    }
}
