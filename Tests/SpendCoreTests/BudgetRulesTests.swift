import Testing
@testable import SpendCore

@Suite struct BudgetRuleTests {
    let november = Month(iso: "2026-11")!
    let food = Budget(category: "Food & Dining", limit: Money(minorUnits: 30_000, currency: .usd))

    @Test func statusUnderAtWarningAndOver() {
        let under = food.status(spent: 23_999, month: november)
        #expect(under.remaining == 6_001)
        #expect(under.percent == 79) // 79.99% reads as 79, never 80
        #expect(under.level == .ok)
        #expect(under.remainingText == "$60.01 left")

        let warning = food.status(spent: 24_000, month: november)
        #expect(warning.percent == 80)
        #expect(warning.level == .warning)
        #expect(warning.message == "Food & Dining: $240.00 of $300.00 (80%) spent in November")

        let full = food.status(spent: 30_000, month: november)
        #expect(full.level == .over)
        #expect(full.remaining == 0)
        #expect(full.remainingText == "$0.00 left")

        let over = food.status(spent: 36_050, month: november)
        #expect(over.level == .over)
        #expect(over.remaining == -6_050)
        #expect(over.percent == 120)
        #expect(over.remainingText == "$60.50 over")
    }

    @Test func nothingSpentIsZeroPercent() {
        let status = food.status(spent: 0, month: november)
        #expect(status.percent == 0)
        #expect(status.level == .ok)
    }

    @Test func crossingsAreExactAndOrdered() {
        #expect(BudgetThreshold.crossed(limit: 30_000, before: 0, after: 23_999) == [])
        #expect(BudgetThreshold.crossed(limit: 30_000, before: 23_999, after: 24_000) == [.warning])
        #expect(BudgetThreshold.crossed(limit: 30_000, before: 24_000, after: 29_999) == [])
        #expect(BudgetThreshold.crossed(limit: 30_000, before: 29_999, after: 30_000) == [.over])
        #expect(BudgetThreshold.crossed(limit: 30_000, before: 15_000, after: 36_000) == [.warning, .over])
        #expect(BudgetThreshold.crossed(limit: 30_000, before: 31_000, after: 40_000) == [])
        // An odd limit: 80% of 1 cent is 0.8 cents, so 1 cent reaches both.
        #expect(BudgetThreshold.crossed(limit: 1, before: 0, after: 1) == [.warning, .over])
    }

    @Test func hugeAmountsDoNotTrap() {
        let limit = Money.maximumMinorUnits
        let status = Budget(category: "X", limit: Money(minorUnits: limit, currency: .usd))
            .status(spent: Int64.max / 2, month: november)
        #expect(status.level == .over)
        #expect(BudgetThreshold.crossed(limit: limit, before: 0, after: Int64.max) == [.warning, .over])
    }
}
