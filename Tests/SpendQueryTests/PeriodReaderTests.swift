@testable import SpendQuery
import SpendCore
import Testing

/// Every period form against a fixed today: Tuesday 24 November 2026.
@Suite struct PeriodReaderTests {
    static let today = Day(iso: "2026-11-24")!

    func read(_ text: String) -> PeriodReader.Found {
        var words = QuestionWords(text)
        return PeriodReader(today: Self.today).read(&words)
    }

    func ranges(_ text: String) -> [String] {
        read(text).ranges.map { "\($0.start.iso)…\($0.end.iso)" }
    }

    @Test(arguments: [
        ("on November 3rd", "2026-11-03…2026-11-03"),
        ("3 Nov", "2026-11-03…2026-11-03"),
        ("the 3rd of November", "2026-11-03…2026-11-03"),
        ("on the 3rd", "2026-11-03…2026-11-03"),
        ("2026-11-03", "2026-11-03…2026-11-03"),
        ("today", "2026-11-24…2026-11-24"),
        ("yesterday", "2026-11-23…2026-11-23"),
        ("the day before yesterday", "2026-11-22…2026-11-22"),
        ("last Friday", "2026-11-20…2026-11-20"),
        ("on Monday", "2026-11-23…2026-11-23"),
        ("last Tuesday", "2026-11-17…2026-11-17"),
        ("3 days ago", "2026-11-21…2026-11-21"),
    ])
    func days(_ text: String, _ expected: String) {
        #expect(ranges(text) == [expected], "\(text)")
    }

    @Test(arguments: [
        ("this week", "2026-11-23…2026-11-24"),
        ("last week", "2026-11-16…2026-11-22"),
        ("last weekend", "2026-11-21…2026-11-22"),
        ("the last 7 days", "2026-11-18…2026-11-24"),
        ("the past week", "2026-11-18…2026-11-24"),
        ("the last two weeks", "2026-11-11…2026-11-24"),
        ("the last 30 days", "2026-10-26…2026-11-24"),
    ])
    func weeksAndDays(_ text: String, _ expected: String) {
        #expect(ranges(text) == [expected], "\(text)")
    }

    @Test(arguments: [
        ("this month", "2026-11-01…2026-11-24"),
        ("this month's", "2026-11-01…2026-11-24"),
        ("last month", "2026-10-01…2026-10-31"),
        ("last month's", "2026-10-01…2026-10-31"),
        ("in October", "2026-10-01…2026-10-31"),
        ("in December", "2025-12-01…2025-12-31"),
        ("sept 2026", "2026-09-01…2026-09-30"),
        ("two months ago", "2026-09-01…2026-09-30"),
        ("the past month", "2026-10-25…2026-11-24"),
        ("the past 3 months", "2026-08-25…2026-11-24"),
        ("in 2026", "2026-01-01…2026-11-24"),
        ("this year", "2026-01-01…2026-11-24"),
        ("last year", "2025-01-01…2025-12-31"),
        ("year to date", "2026-01-01…2026-11-24"),
    ])
    func monthsAndYears(_ text: String, _ expected: String) {
        #expect(ranges(text) == [expected], "\(text)")
    }

    @Test(arguments: [
        ("since June", "2026-06-01…2026-11-24"),
        ("since the start of October", "2026-10-01…2026-11-24"),
        ("since last Friday", "2026-11-20…2026-11-24"),
        ("from March to May", "2026-03-01…2026-05-31"),
        ("between August and October", "2026-08-01…2026-10-31"),
        ("between October 1 and October 15", "2026-10-01…2026-10-15"),
        ("from nov 1 to nov 15", "2026-11-01…2026-11-15"),
        ("before September", "1970-01-01…2026-08-31"),
    ])
    func ranges(_ text: String, _ expected: String) {
        #expect(ranges(text) == [expected], "\(text)")
    }

    @Test func severalPeriodsAreListedInTheOrderAsked() {
        #expect(ranges("July and August") == ["2026-07-01…2026-07-31", "2026-08-01…2026-08-31"])
        let versus = read("this month vs last month")
        #expect(versus.ranges.map(\.label) == ["this month", "last month"])
        #expect(versus.contrasted)
        // "to" between periods that run backwards, or after "compare", contrasts them.
        #expect(ranges("this month to last month") == ["2026-11-01…2026-11-24", "2026-10-01…2026-10-31"])
        #expect(ranges("compare September to October") == ["2026-09-01…2026-09-30", "2026-10-01…2026-10-31"])
    }

    @Test func aLonePeriodAfterThanIsSetAgainstTheCurrentOne() {
        let found = read("more than last month")
        #expect(found.againstCurrent)
        let current = PeriodReader(today: Self.today).current(like: found.ranges[0])
        #expect(current?.label == "this month")
        #expect(!read("in October").againstCurrent)
    }

    @Test func allTimeWordsAreNotAPeriod() {
        #expect(read("since I started").allTime)
        #expect(read("ever").allTime)
        #expect(!read("since the start of October").allTime)
    }

    @Test(arguments: ["a week ago", "next month", "this summer", "in q3"])
    func unreadableTimesAreLeftForTheReaderToRefuse(_ text: String) {
        #expect(read(text).ranges.isEmpty, "\(text)")
    }

    @Test func nothingReachesPastToday() {
        for text in ["this month", "this year", "since June", "in 2026", "this week"] {
            #expect(read(text).ranges.allSatisfy { $0.end <= Self.today }, "\(text)")
        }
    }
}
