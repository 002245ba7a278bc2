import Foundation
import SpendAssistant
import SpendCore
import SpendQuery
import SpendStore
import Testing

/// The engine's arithmetic on a small store whose every figure is known by hand
/// (today Tuesday 24 November 2026, first expense 10 September).
@Suite final class QueryEngineTests: @unchecked Sendable {
    static let today = Day(iso: "2026-11-24")!
    static let eur = Currency(code: "EUR")!

    let directory: String
    let store: ExpenseStore

    init() async throws {
        directory = NSTemporaryDirectory() + "spend-engine-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        store = try ExpenseStore(path: directory + "/spend.sqlite")
        func draft(_ minor: Int64, _ date: String, _ category: String, _ description: String, merchant: String? = nil,
                   currency: Currency = .usd) -> ExpenseDraft {
            ExpenseDraft(money: Money(minorUnits: minor, currency: currency), category: category, categoryConfidence: 0.9,
                         categorySource: .lexicon, description: description, merchant: merchant, person: nil,
                         date: Day(iso: date)!)
        }
        try await store.insertAll([
            draft(10_000, "2026-09-10", "Groceries", "groceries", merchant: "Costco"),
            draft(20_000, "2026-10-05", "Groceries", "groceries", merchant: "Costco"),
            draft(10_000, "2026-10-20", "Food & Dining", "dinner"),
            draft(80_000, "2026-11-02", "Other", "rent"),
            draft(2_000, "2026-11-10", "Food & Dining", "coffee", merchant: "Starbucks"),
            draft(5_000, "2026-10-12", "Transportation", "metro", currency: Self.eur),
        ], source: "test")
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    func engine() -> QueryEngine { QueryEngine(reader: store, currency: .usd, today: Self.today) }

    func month(_ iso: String) -> DayRange {
        let month = Month(iso: iso)!
        return DayRange(start: month.firstDay, end: min(month.lastDay, Self.today), label: month.iso)
    }

    @Test func otherCurrenciesAreListedApartWithoutARateAndConvertedWithOne() async throws {
        let october = SpendingQuery(periods: [month("2026-10")])
        let apart = try await engine().run(october).periods[0]
        #expect(apart.total == 30_000)
        #expect(apart.count == 2)
        #expect(apart.unconverted.map(\.currency) == ["EUR"])
        #expect(apart.unconverted.first?.total == 5_000)
        #expect(apart.converted.isEmpty)

        try await store.setRate(ExchangeRate(currency: Self.eur, base: .usd, text: "1.10"))
        let converted = try await engine().run(october).periods[0]
        #expect(converted.total == 35_500)
        #expect(converted.count == 3)
        #expect(converted.unconverted.isEmpty)
        #expect(converted.converted.first?.converted == 5_500)
        let text = QueryNarrator.answer(try await engine().run(october))
        #expect(text.contains("converted at your rates"))
    }

    @Test func aCurrencyFilterReportsInThatCurrencyUnconverted() async throws {
        let query = SpendingQuery(filter: SpendingFilter(currency: "EUR"), periods: [month("2026-10")])
        let result = try await engine().run(query)
        #expect(result.currency == Self.eur)
        #expect(result.periods[0].total == 5_000)
    }

    @Test func theMonthlyAverageCountsCompleteMonthsFromTheFirstExpenseOnly() async throws {
        let year = DayRange(start: Day(iso: "2026-01-01")!, end: Self.today, label: "this year")
        let monthly = try #require(try await engine().run(SpendingQuery(periods: [year], measure: .monthlyAverage))
            .periods[0].monthly)
        // September and October (USD): 10,000 and 30,000; November is running, January to August had nothing yet.
        #expect(monthly.months.map(\.iso) == ["2026-09", "2026-10"])
        #expect(monthly.amount == 20_000)
        #expect(monthly.leftOutCurrentMonth)
        #expect(monthly.skippedBeforeFirstExpense)
    }

    @Test func thePaceProjectsTheRunningMonthAgainstTheUsualMonth() async throws {
        let november = SpendingQuery(periods: [month("2026-11")], measure: .pace)
        let usual = try #require(try await engine().run(november).periods[0].usual)
        #expect(usual.averageMonth == 20_000)
        #expect(usual.daysElapsed == 24)
        #expect(usual.daysInMonth == 30)
        // 82,000 in 24 days → 102,500 over 30 days.
        #expect(usual.projected == 102_500)
    }

    @Test func aShareIsOfAllSpendingInThePeriodInTenthsOfAPercent() async throws {
        let query = SpendingQuery(filter: SpendingFilter(categories: ["Groceries"]), periods: [month("2026-10")],
                                  measure: .share)
        let share = try #require(try await engine().run(query).periods[0].share)
        #expect(share.part == 20_000)
        #expect(share.whole == 30_000)
        #expect(share.tenthsOfPercent == 667)
    }

    @Test func aComparisonGivesTheDifferenceOfTheLaterPeriod() async throws {
        let query = SpendingQuery(periods: [month("2026-09"), month("2026-10")])
        let result = try await engine().run(query)
        #expect(result.periods.map(\.total) == [10_000, 30_000])
        #expect(result.difference == 20_000)
        #expect(QueryNarrator.answer(result).contains("$200.00"))
    }

    @Test func breakdownsPutExpensesWithoutAMerchantLastAndKeepTies() async throws {
        let query = SpendingQuery(periods: [month("2026-10")], groupBy: .merchant, limit: 1)
        let groups = try await engine().run(query).periods[0].groups
        #expect(groups.first?.key == "Costco")
        let byCategory = SpendingQuery(periods: [month("2026-10")], groupBy: .category, limit: 1)
        // Groceries 20,000 and Food & Dining 10,000: no tie, one row.
        #expect(try await engine().run(byCategory).periods[0].groups.count == 1)
    }

    @Test(arguments: ["how much did I spend at Starbux?", "how much did mike spend", "how much did i earn last month",
                      "how much do i spend per week on coffee", "what did i spend with kevin on the 3rd"])
    func aRefusalSaysNoFigure(_ question: String) async throws {
        let reader = QuestionReader(reader: store, today: Self.today, isKnownThing: KnownThings.contains)
        let reading = try await reader.read(question)
        #expect(reading.query == nil)
        let text = QueryNarrator.notUnderstood(reading)
        #expect(!text.contains("$") && !text.contains("€"), "\(text)")
        #expect(text.range(of: #"\d+\.\d\d"#, options: .regularExpression) == nil, "\(text)")
    }
}
