import SpendCore
import Testing

@Suite struct CashflowTests {
    func day(_ text: String) -> Day { Day(iso: text)! }

    @Test func periodsEndWithTheCurrentOneAndWeeksStartOnMonday() {
        // 2026-11-24 is a Tuesday.
        #expect(Cashflow.Period.week.bounds(of: day("2026-11-24")) == day("2026-11-23")...day("2026-11-29"))
        #expect(Cashflow.Period.week.bounds(of: day("2026-11-29")) == day("2026-11-23")...day("2026-11-29"))
        #expect(Cashflow.Period.month.last(3, endingOn: day("2026-01-15")).map(\.lowerBound) == [day("2025-11-01"), day("2025-12-01"), day("2026-01-01")])
        #expect(Cashflow.Period.year.last(2, endingOn: day("2026-11-24")) == [day("2025-01-01")...day("2025-12-31"), day("2026-01-01")...day("2026-12-31")])
    }

    @Test func periodsNeverReachBeforeYearOne() {
        #expect(Cashflow.Period.year.last(3, endingOn: day("0001-03-01")) == [day("0001-01-01")...day("0001-12-31")])
        #expect(Cashflow.Period.month.last(5, endingOn: day("0001-02-10")).map(\.lowerBound) == [day("0001-01-01"), day("0001-02-01")])
        #expect(Cashflow.Period.week.last(2, endingOn: day("0001-01-03")).first?.lowerBound == day("0001-01-01"))
    }

    @Test func savingsRateAndTheIncomeSpendingNeeds() {
        let rows = [Cashflow.Row(period: day("2025-01-01")...day("2025-12-31"), income: 5_200_000, spending: 3_650_000)]
        let flow = Cashflow(period: .year, rows: rows)
        #expect(rows[0].savingsRate == 30)
        #expect(rows[0].net == 1_550_000)
        // 36,500.00 a year: 100.00 a day, 701.92 a week, 17.55 an hour (40 h), 3,041.67 a month.
        #expect(flow.needs == Cashflow.Needs(hour: 1755, day: 10_000, week: 70_192, month: 304_167, year: 3_650_000))
        #expect(Cashflow.Row(period: rows[0].period, income: 0, spending: 10).savingsRate == nil)
        #expect(Cashflow.Row(period: rows[0].period, income: 100, spending: 150).savingsRate == -50)
    }
}

@Suite struct MonthSplitTests {
    func day(_ text: String) -> Day { Day(iso: text)! }
    func month(_ text: String) -> Month { Month(iso: text)! }

    @Test func wholeMonthsInTheMiddlePartialOnesAtTheEnds() {
        let span = MonthSplit(from: day("2024-12-15"), through: day("2026-11-21"))
        #expect(span.whole == month("2025-01")...month("2026-10"))
        #expect(span.partial == [day("2024-12-15")...day("2024-12-31"), day("2026-11-01")...day("2026-11-21")])
        #expect(MonthSplit(from: day("2026-10-01"), through: day("2026-10-31")) == MonthSplit(from: day("2026-10-01"), through: day("2026-10-31")))
        #expect(MonthSplit(from: day("2026-10-01"), through: day("2026-10-31")).whole == month("2026-10")...month("2026-10"))
        #expect(MonthSplit(from: day("2026-10-01"), through: day("2026-10-31")).partial.isEmpty)
        #expect(MonthSplit(from: day("2026-10-02"), through: day("2026-10-09")).partial == [day("2026-10-02")...day("2026-10-09")])
        #expect(MonthSplit(from: day("2026-10-02"), through: day("2026-11-03")).whole == nil)
        #expect(MonthSplit(from: day("2026-10-01"), through: day("2026-12-31")).whole == month("2026-10")...month("2026-12"))
    }
}
