@testable import SpendQuery
import SpendCore
import Testing

/// What `list since=… until=… min=… max=…` reads: days and periods as the assistant
/// reads them, and amount bounds in each currency's minor units.
@Suite struct ListBoundTests {
    static let today = Day(iso: "2026-11-24")!

    func span(_ text: String) -> String? {
        PeriodText.span(text, today: Self.today).map { "\($0.start.iso)…\($0.end.iso)" }
    }

    @Test("a day is itself; a period runs from its first day to its last, never past today")
    func spans() {
        #expect(span("2026-11-02") == "2026-11-02…2026-11-02")
        #expect(span("yesterday") == "2026-11-23…2026-11-23")
        #expect(span("2026-10") == "2026-10-01…2026-10-31")
        #expect(span("last month") == "2026-10-01…2026-10-31")
        #expect(span("this year") == "2026-01-01…2026-11-24")
        #expect(span("since June") == "2026-06-01…2026-11-24")
        #expect(span("the day after never") == nil)
        #expect(span("coffee") == nil)
    }

    @Test("amount bounds round inwards in each currency's minor units")
    func bounds() throws {
        let usd = Currency(code: "USD")!, jpy = Currency(code: "JPY")!
        let bound = try #require(AmountBound("12.5"))
        #expect(bound.minorUnits(in: usd, lower: true) == 1250)
        #expect(bound.minorUnits(in: jpy, lower: true) == 13)
        #expect(bound.minorUnits(in: jpy, lower: false) == 12)
        #expect(AmountBound("12")?.minorUnits(in: usd, lower: false) == 1200)
        #expect(AmountBound(".5")?.minorUnits(in: usd, lower: true) == 50)
        for bad in ["", ".", "twelve", "-3", "1.2345678", "12,50", "1e3"] { #expect(AmountBound(bad) == nil, "\(bad)") }
    }
}
