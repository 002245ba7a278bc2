import SpendCore
import Testing
@testable import SpendBooks

@Suite struct ReceiptMatcherTests {
    static func day(_ d: Int) -> Day { Day(year: 2026, month: 11, day: d)! }

    @Test("a bank row matches a receipt's purchase of the same amount and currency, on its day or up to five days after, once")
    func matches() {
        var matcher = ReceiptMatcher([
            .init(expense: 1, receipt: 7, day: Self.day(3), minor: 2072, currency: "USD"),
            .init(expense: 2, receipt: 8, day: Self.day(10), minor: 2072, currency: "USD"),
            .init(expense: 3, receipt: 9, day: Self.day(10), minor: 1734, currency: "EUR"),
        ])
        // Before the purchase, another amount, another currency, too late: no match.
        #expect(matcher.match(day: Self.day(2), minor: 2072, currency: "USD") == nil)
        #expect(matcher.match(day: Self.day(4), minor: 2073, currency: "USD") == nil)
        #expect(matcher.match(day: Self.day(10), minor: 1734, currency: "USD") == nil)
        #expect(matcher.match(day: Self.day(16), minor: 1734, currency: "EUR") == nil)
        // Posted two days later: the earliest open purchase of that amount.
        #expect(matcher.match(day: Self.day(5), minor: 2072, currency: "USD")?.receipt == 7)
        // The same amount again is the other receipt, and then nothing: each matches once.
        #expect(matcher.match(day: Self.day(12), minor: 2072, currency: "USD")?.receipt == 8)
        #expect(matcher.match(day: Self.day(12), minor: 2072, currency: "USD") == nil)
        #expect(matcher.match(day: Self.day(15), minor: 1734, currency: "EUR")?.expense == 3)
    }
}
