import SpendCore
import Testing
@testable import SpendBooks

private func day(_ iso: String) -> Day { Day(iso: iso)! }
private func isos(_ days: [Day]) -> [String] { days.map(\.iso) }

@Suite struct RecurrenceTests {
    @Test func monthlyOnThe31stClampsEachMonthWithoutDrifting() {
        let rule = RecurrenceRule.monthly(day: 31)
        #expect(isos(rule.occurrences(after: nil, through: day("2026-06-30"), start: day("2026-01-01"))) == [
            "2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31", "2026-06-30",
        ])
        #expect(isos(rule.occurrences(after: nil, through: day("2024-03-31"), start: day("2024-02-01"))) == [
            "2024-02-29", "2024-03-31",
        ])
    }

    @Test func monthlyStartsOnOrAfterTheStartDay() {
        let rule = RecurrenceRule.monthly(day: 3)
        #expect(isos(rule.occurrences(after: nil, through: day("2027-01-10"), start: day("2026-11-21"))) == ["2026-12-03", "2027-01-03"])
        #expect(isos(rule.occurrences(after: nil, through: day("2026-11-03"), start: day("2026-11-03"))) == ["2026-11-03"])
    }

    @Test func yearlyFebruary29InLeapAndCommonYears() {
        let rule = RecurrenceRule.yearly(month: 2, day: 29)
        #expect(isos(rule.occurrences(after: nil, through: day("2029-03-01"), start: day("2024-01-01"))) == [
            "2024-02-29", "2025-02-28", "2026-02-28", "2027-02-28", "2028-02-29", "2029-02-28",
        ])
        #expect(RecurrenceRule.make(frequency: "yearly", weekday: nil, monthDay: 30, month: 2) == nil)
    }

    @Test func weeklyFallsOnItsWeekday() {
        let rule = RecurrenceRule.weekly(weekday: 5)
        let days = rule.occurrences(after: nil, through: day("2026-12-31"), start: day("2026-11-21"))
        #expect(isos(Array(days.prefix(2))) == ["2026-11-27", "2026-12-04"])
        #expect(days.allSatisfy { $0.weekday == 5 })
        #expect(days.count == 5)
    }

    @Test func downtimeCatchesUpEveryMissedOccurrenceExactlyOnce() {
        let rule = RecurrenceRule.daily
        let start = day("2025-01-01")
        // Posted through 2025-03-31, then the daemon was stopped until 2026-11-21.
        let first = rule.occurrences(after: nil, through: day("2025-03-31"), start: start)
        let missed = rule.occurrences(after: first.last, through: day("2026-11-21"), start: start)
        let all = rule.occurrences(after: nil, through: day("2026-11-21"), start: start)
        #expect(first.count == 90)
        #expect(first + missed == all)
        #expect(Set(all).count == all.count)
        #expect(all.count == day("2026-11-21").daysSinceEpoch - start.daysSinceEpoch + 1)
        // Asking again at the same boundary returns nothing: no double posting.
        #expect(rule.occurrences(after: all.last, through: day("2026-11-21"), start: start).isEmpty)
    }

    @Test func boundariesNeverRepeatOrSkipAcrossSplitRuns() {
        let rules: [RecurrenceRule] = [.daily, .weekly(weekday: 0), .monthly(day: 31), .monthly(day: 1), .yearly(month: 2, day: 29)]
        let start = day("2023-12-31")
        let end = day("2028-03-01")
        for rule in rules {
            let whole = rule.occurrences(after: nil, through: end, start: start)
            var pieces: [Day] = []
            var last: Day?
            var cursor = start
            while cursor <= end {
                // Checks on arbitrary days, as a daemon restarted at random would.
                cursor = min(cursor.adding(days: 37), end)
                let batch = rule.occurrences(after: last, through: cursor, start: start)
                pieces += batch
                last = batch.last ?? last
                if cursor == end { break }
            }
            #expect(pieces == whole, "\(rule)")
        }
    }

    @Test func nextDue() {
        #expect(RecurrenceRule.monthly(day: 31).next(after: day("2026-01-31"), start: day("2026-01-01"))?.iso == "2026-02-28")
        #expect(RecurrenceRule.yearly(month: 3, day: 3).next(after: nil, start: day("2026-11-21"))?.iso == "2027-03-03")
        #expect(RecurrenceRule.daily.next(after: day("2026-11-20"), start: day("2026-01-01"))?.iso == "2026-11-21")
        // At the end of the calendar: the last occurrence, then none (never a crash).
        #expect(RecurrenceRule.monthly(day: 31).next(after: nil, start: day("9999-12-01"))?.iso == "9999-12-31")
        #expect(RecurrenceRule.monthly(day: 31).next(after: day("9999-12-31"), start: day("9999-12-01")) == nil)
        #expect(RecurrenceRule.yearly(month: 2, day: 29).next(after: nil, start: day("9999-12-25")) == nil)
        #expect(RecurrenceRule.daily.occurrences(after: nil, through: day("9999-12-31").adding(days: 400), start: day("9999-12-30")).count == 2)
    }

    @Test func describesItself() {
        #expect(RecurrenceRule.monthly(day: 3).description == "monthly on the 3rd")
        #expect(RecurrenceRule.monthly(day: 11).description == "monthly on the 11th")
        #expect(RecurrenceRule.monthly(day: 22).description == "monthly on the 22nd")
        #expect(RecurrenceRule.weekly(weekday: 5).description == "weekly on Friday")
        #expect(RecurrenceRule.yearly(month: 3, day: 3).description == "yearly on March 3")
    }
}

@Suite struct RecurringPhraseTests {
    let start = day("2026-11-21") // a Saturday
    let parser = ExpenseParser(defaultCurrency: .usd)

    func parse(_ text: String) throws -> RecurringDraft {
        try RecurringPhrase.parse(text, start: start, parser: parser)
    }

    @Test(arguments: [
        ("Netflix 15.49 monthly on the 3rd", "Netflix", "15.49", "USD", RecurrenceRule.monthly(day: 3)),
        ("rent 1200 monthly on the 1st", "rent", "1200.00", "USD", .monthly(day: 1)),
        ("gym $40 every month on the 15th", "gym", "40.00", "USD", .monthly(day: 15)),
        ("coffee 3.50 daily", "coffee", "3.50", "USD", .daily),
        ("cleaner 60 weekly on friday", "cleaner", "60.00", "USD", .weekly(weekday: 5)),
        ("cleaner 60 every friday", "cleaner", "60.00", "USD", .weekly(weekday: 5)),
        ("domain 12 yearly on March 3", "domain", "12.00", "USD", .yearly(month: 3, day: 3)),
        ("domain 12 annually on the 3rd of March", "domain", "12.00", "USD", .yearly(month: 3, day: 3)),
        ("spotify €9.99 monthly", "spotify", "9.99", "EUR", .monthly(day: 21)),
        ("insurance 300 yearly", "insurance", "300.00", "USD", .yearly(month: 11, day: 21)),
        ("paper 2 weekly", "paper", "2.00", "USD", .weekly(weekday: 6)),
    ])
    func phrases(text: String, description: String, amount: String, currency: String, rule: RecurrenceRule) throws {
        let draft = try parse(text)
        #expect(draft.description == description)
        #expect(draft.money.decimalString == amount)
        #expect(draft.money.currency.code == currency)
        #expect(draft.rule == rule)
        #expect(draft.start == start)
    }

    @Test func categoriesComeFromTheCategoriser() throws {
        #expect(try parse("Netflix 15.49 monthly on the 3rd").category == "Entertainment")
        #expect(try parse("gym $40 every month on the 15th").category == "Healthcare")
        #expect(try parse("coffee 3.50 daily").category == "Food & Dining")
    }

    @Test(arguments: [
        ("Netflix 15.49", RecurringPhraseError.noFrequency),
        ("Netflix monthly on the 3rd", .noAmount),
        ("15.49 monthly", .noDescription),
    ])
    func errors(text: String, error: RecurringPhraseError) {
        #expect(throws: error) { try parse(text) }
    }

    @Test func badSchedules() {
        for text in ["rent 1200 monthly on the 32nd", "rent 1200 weekly on the 3rd", "rent 1200 monthly on friday",
                     "domain 12 yearly on February 30", "coffee 3 daily on the 3rd"] {
            let error = #expect(throws: RecurringPhraseError.self, "\(text)") { try parse(text) }
            #expect(error?.code == "bad_schedule", "\(text)")
        }
    }
}
