import Testing
@testable import SpendCore

@Suite struct MoneyTests {
    @Test func parsesAndFormatsExactly() {
        let usd = Currency.usd
        #expect(Money(decimal: "18.75", currency: usd)?.minorUnits == 1875)
        #expect(Money(decimal: "18.7", currency: usd)?.minorUnits == 1870)
        #expect(Money(decimal: "18.750", currency: usd)?.minorUnits == 1875)
        #expect(Money(decimal: "18.755", currency: usd) == nil)
        #expect(Money(decimal: "1e3", currency: usd) == nil)
        #expect(Money(decimal: "-5", currency: usd) == nil)
        #expect(Money(minorUnits: 125_000, currency: usd).formatted == "$1,250.00")
        #expect(Money(minorUnits: 500, currency: Currency(code: "JPY")!).formatted == "¥500")
        #expect(Money(minorUnits: 1234, currency: Currency(code: "KWD")!).decimalString == "1.234")
        #expect(Money(minorUnits: 950, currency: Currency(code: "CHF")!).formatted == "CHF 9.50")
    }
}

@Suite struct DayTests {
    @Test func arithmeticAcrossMonthsYearsAndLeapDays() {
        let day = Day(iso: "2024-02-28")!
        #expect(day.adding(days: 1).iso == "2024-02-29")
        #expect(day.adding(days: 2).iso == "2024-03-01")
        #expect(Day(iso: "2025-02-29") == nil)
        #expect(Day(iso: "2026-12-31")!.adding(days: 1).iso == "2027-01-01")
        #expect(Day(iso: "1970-01-01")!.daysSinceEpoch == 0)
        #expect(Day(iso: "2026-11-18")!.weekday == 3) // a Wednesday
        #expect(Month(iso: "2026-01")!.adding(months: -1).iso == "2025-12")
        #expect(Month(iso: "2024-02")!.lastDay.iso == "2024-02-29")
        // A six-month window from the earliest month reaches before year 1 without trapping.
        #expect(Analytics.window(endingAt: Month(iso: "0001-01")!).first == Month(uncheckedYear: 0, month: 8))
        #expect(Month(iso: "2026-03")!.adding(months: -14).iso == "2025-01")
    }

    @Test func datePhrasesStandAlone() {
        let today = Day(iso: "2026-11-18")!
        #expect(DatePhrase.parse("yesterday", today: today)?.iso == "2026-11-17")
        #expect(DatePhrase.parse("last friday", today: today)?.iso == "2026-11-13")
        #expect(DatePhrase.parse("2026-01-02", today: today)?.iso == "2026-01-02")
        #expect(DatePhrase.parse("lunch yesterday", today: today) == nil)
        #expect(DatePhrase.parse("Feb 29", today: today)?.iso == "2024-02-29")
    }
}

@Suite struct CategoriserTests {
    let categoriser = Categoriser()

    @Test func knownMerchantBeatsKeywords() {
        let guess = categoriser.guess(description: "coffee", merchant: "Uber")
        #expect(guess.category == "Transportation")
        #expect(guess.confidence > 0.9)
    }

    @Test func conflictingKeywordsLowerTheConfidence() {
        let clear = categoriser.guess(description: "pizza", merchant: nil)
        let mixed = categoriser.guess(description: "pizza and a movie", merchant: nil)
        #expect(clear.category == "Food & Dining")
        #expect(mixed.confidence < clear.confidence)
    }

    @Test func unknownTextIsOtherWithLowConfidence() {
        let guess = categoriser.guess(description: "zorblax", merchant: nil)
        #expect(guess.category == "Other")
        #expect(guess.confidence < 0.5)
    }

    @Test func threeCorrectionsFlipTheDefaultAndForgettingRestoresIt() throws {
        let parser = ExpenseParser()
        let today = Day(iso: "2026-11-18")!
        func corrections(_ n: Int) -> LearnedPreferences {
            LearnedPreferences(n == 0 ? [] : [.init(key: "starbucks", category: "Transportation", count: n)])
        }
        #expect(try parser.parse("starbucks $5", today: today, learned: corrections(2)).category == "Food & Dining")
        let learned = try parser.parse("starbucks $5", today: today, learned: corrections(3))
        #expect(learned.category == "Transportation")
        #expect(learned.categorySource == .learned)
        #expect(try parser.parse("starbucks $5", today: today, learned: corrections(0)).category == "Food & Dining")
    }

    @Test func tiedCorrectionsLearnNothing() {
        let prefs = LearnedPreferences([.init(key: "k", category: "A", count: 3), .init(key: "k", category: "B", count: 3)])
        #expect(prefs.category(for: "k") == nil)
    }
}

@Suite struct AnalyticsTests {
    @Test func sharesRoundToOneDecimalAndSumNear100() {
        let shares = Analytics.shares([("A", 1, 1), ("B", 1, 1), ("C", 1, 1)])
        #expect(shares.map(\.percent) == [33.3, 33.3, 33.3])
    }

    @Test func trendDirection() {
        #expect(Analytics.direction([100, 100, 100, 100, 100, 100]) == .flat)
        #expect(Analytics.direction([100, 120, 140, 160, 180, 200]) == .up)
        #expect(Analytics.direction([200, 180, 160, 140, 120, 100]) == .down)
        #expect(Analytics.direction([0, 0, 0, 0, 0, 0]) == .flat)
        #expect(Analytics.direction([500]) == .flat)
    }

    func totals(_ pairs: [(String, Int64)]) -> [Month: Analytics.MonthTotal] {
        Dictionary(uniqueKeysWithValues: pairs.map { (Month(iso: $0.0)!, Analytics.MonthTotal(month: Month(iso: $0.0)!, total: $0.1, count: 1)) })
    }

    @Test func trendLeavesOutMonthsBeforeTheFirstExpenseAndComparesTheRunningMonthByPace() {
        let november = Month(iso: "2026-11")!
        let trend = Analytics.trend(endingAt: november, totals: totals([("2026-09", 100), ("2026-10", 300), ("2026-11", 150)]),
                                    firstExpense: Month(iso: "2026-09"), today: Day(iso: "2026-11-15")!)
        #expect(trend.months.map(\.month.iso) == ["2026-06", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11"])
        #expect(trend.average?.amount == 200)
        #expect(trend.average?.months.map(\.iso) == ["2026-09", "2026-10"])
        #expect(trend.projected == 300)
        // 100, 300, then 300 at November's pace: up; with the empty months before September it would be steeper still.
        #expect(trend.direction == .up)
        #expect(trend.highest?.month.iso == "2026-10")
        #expect(trend.isBeforeFirstExpense(Month(iso: "2026-08")!) && !trend.isBeforeFirstExpense(Month(iso: "2026-09")!))
    }
}

@Suite struct AverageMonthTests {
    let november = Month(iso: "2026-11")!

    @Test func theUsualMonthIsTheSixCompleteMonthsBeforeWithEmptyMonthsCounted() {
        let span = AverageMonth.span(before: november, firstExpense: Month(iso: "2025-01"), current: november)
        #expect(span.months.map(\.iso) == ["2026-05", "2026-06", "2026-07", "2026-08", "2026-09", "2026-10"])
        #expect(!span.skippedBeforeFirstExpense && !span.leftOutCurrentMonth)
        let average = AverageMonth(totals: [Month(iso: "2026-05")!: 600, Month(iso: "2026-10")!: 603], over: span)
        #expect(average?.amount == 201) // 1203 / 6 = 200.5, half up; an empty month is a month of no spending
        #expect(average?.includesCurrentMonth == false)
        #expect(average?.monthsText == "May–Oct 2026")
    }

    @Test func monthsBeforeTheFirstExpenseAndTheRunningMonthAreLeftOut() {
        let span = AverageMonth.span(from: Month(iso: "2026-01")!, through: Month(iso: "2026-12")!,
                                     firstExpense: Month(iso: "2026-08"), current: november)
        #expect(span.months.map(\.iso) == ["2026-08", "2026-09", "2026-10"])
        #expect(span.skippedBeforeFirstExpense && span.leftOutCurrentMonth)
        #expect(AverageMonth(total: 900, over: span)?.amount == 300)
        let fresh = AverageMonth.span(before: november, firstExpense: november, current: november)
        #expect(fresh.months.isEmpty && fresh.skippedBeforeFirstExpense)
        #expect(AverageMonth(total: 900, over: fresh) == nil)
        #expect(AverageMonth.span(before: november, firstExpense: nil, current: november).months.isEmpty)
    }

    @Test func aPastMonthsUsualMonthIsBeforeIt() {
        let span = AverageMonth.span(before: Month(iso: "2026-03")!, firstExpense: Month(iso: "2025-11"), current: november)
        #expect(span.months.map(\.iso) == ["2025-11", "2025-12", "2026-01", "2026-02"])
        #expect(AverageMonth.text(span.months) == "Nov 2025–Feb 2026")
    }

    @Test func paceProjectsTheRunningMonthOnly() {
        #expect(AverageMonth.projected(1000, month: november, today: Day(iso: "2026-11-10")!) == 3000)
        #expect(AverageMonth.projected(1000, month: Month(iso: "2026-10")!, today: Day(iso: "2026-11-10")!) == 1000)
    }
}
