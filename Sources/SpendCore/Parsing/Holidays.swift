/// Holidays people date an expense by: "gas on thanksgiving", "a TV on Black Friday",
/// "christmas dinner". A holiday is the most recent one not after today, and it dates the
/// expense only after "on" or "last", or when that day is at most two weeks gone:
/// "christmas tree 80" in early December is bought for the coming one, not last year's.
enum Holidays {
    /// The words of a holiday's name, as token keys, and its day in a given year.
    private static let names: [(words: [String], day: @Sendable (Int) -> Day?)] = [
        (["black", "friday"], { thanksgiving($0)?.adding(days: 1) }),
        (["cyber", "monday"], { thanksgiving($0)?.adding(days: 4) }),
        (["thanksgiving"], thanksgiving),
        (["christmas", "eve"], { Day(year: $0, month: 12, day: 24) }),
        (["xmas", "eve"], { Day(year: $0, month: 12, day: 24) }),
        (["christmas"], { Day(year: $0, month: 12, day: 25) }),
        (["xmas"], { Day(year: $0, month: 12, day: 25) }),
        (["boxing", "day"], { Day(year: $0, month: 12, day: 26) }),
        (["new", "year's", "eve"], { Day(year: $0, month: 12, day: 31) }),
        (["new", "years", "eve"], { Day(year: $0, month: 12, day: 31) }),
        (["nye"], { Day(year: $0, month: 12, day: 31) }),
        (["new", "year's", "day"], { Day(year: $0, month: 1, day: 1) }),
        (["new", "years", "day"], { Day(year: $0, month: 1, day: 1) }),
        (["halloween"], { Day(year: $0, month: 10, day: 31) }),
        (["valentine's", "day"], { Day(year: $0, month: 2, day: 14) }),
        (["valentines", "day"], { Day(year: $0, month: 2, day: 14) }),
        (["st", "patrick's", "day"], { Day(year: $0, month: 3, day: 17) }),
        (["paddy's", "day"], { Day(year: $0, month: 3, day: 17) }),
        (["canada", "day"], { Day(year: $0, month: 7, day: 1) }),
        (["australia", "day"], { Day(year: $0, month: 1, day: 26) }),
        (["bonfire", "night"], { Day(year: $0, month: 11, day: 5) }),
        (["labor", "day"], { nth(1, weekday: 1, month: 9, year: $0) }),
        (["memorial", "day"], { lastWeekday(1, month: 5, year: $0) }),
    ]

    /// The first word of every holiday, so a phrase's other words cost one lookup.
    static let firstWords = Array(Set(names.map { $0.words[0] }))

    private static let cues: WordSet = ["on", "last"]

    /// The holiday starting at i: its day and the last token of its name.
    static func match(_ s: PhraseState, at i: Int, today: Day) -> (day: Day, end: Int)? {
        for (words, dayIn) in names where s.word(i) == words[0] {
            guard words.indices.allSatisfy({ s.isFree(i + $0) && s.word(i + $0) == words[$0] }) else { continue }
            guard let day = [today.year, today.year - 1].lazy.compactMap(dayIn).first(where: { $0 <= today }) else { return nil }
            let cued = s.word(i - 1).map(cues.contains) == true
            guard cued || today.daysSinceEpoch - day.daysSinceEpoch <= 14 else { return nil }
            return (day, i + words.count - 1)
        }
        return nil
    }

    /// Whether the date found at i is a holiday's name with neither "on" nor "last" before it.
    static func isUncued(_ s: PhraseState, at i: Int) -> Bool {
        guard let word = s.word(i), firstWordSet.contains(word) else { return false }
        return s.word(i - 1).map(cues.contains) != true
    }

    private static let firstWordSet = WordSet(firstWords)

    /// The fourth Thursday of November.
    @Sendable private static func thanksgiving(_ year: Int) -> Day? { nth(4, weekday: 4, month: 11, year: year) }

    /// The nth given weekday (0 Sunday) of a month.
    private static func nth(_ n: Int, weekday: Int, month: Int, year: Int) -> Day? {
        guard let first = Day(year: year, month: month, day: 1) else { return nil }
        return first.adding(days: (weekday - first.weekday + 7) % 7 + 7 * (n - 1))
    }

    /// The last given weekday of a month.
    private static func lastWeekday(_ weekday: Int, month: Int, year: Int) -> Day? {
        guard let last = Day(year: year, month: month, day: Day.daysIn(month: month, year: year)) else { return nil }
        return last.adding(days: -((last.weekday - weekday + 7) % 7))
    }
}
