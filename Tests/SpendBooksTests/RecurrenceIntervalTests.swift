import SpendCore
import Testing
@testable import SpendBooks

private func day(_ iso: String) -> Day { Day(iso: iso)! }
private func isos(_ days: [Day]) -> [String] { days.map(\.iso) }
private func rule(_ frequency: String, weekday: Int? = nil, monthDay: Int? = nil, month: Int? = nil, every: Int) -> RecurrenceRule {
    RecurrenceRule.make(frequency: frequency, weekday: weekday, monthDay: monthDay, month: month, interval: every)!
}

/// Intervals ("every 2 weeks", "quarterly"), ends and pauses: the calendar arithmetic.
@Suite struct RecurrenceIntervalTests {
    @Test func everyTwoWeeksCountsFromTheFirstOccurrenceOnOrAfterTheStart() {
        // 2026-11-18 is a Wednesday: the first Friday is the 20th, then every other Friday.
        let fortnightly = rule("weekly", weekday: 5, every: 2)
        #expect(isos(fortnightly.occurrences(after: nil, through: day("2027-01-01"), start: day("2026-11-18")))
                == ["2026-11-20", "2026-12-04", "2026-12-18", "2027-01-01"])
        // Later runs keep the same phase, whatever day they start looking from.
        #expect(isos(fortnightly.occurrences(after: day("2026-12-05"), through: day("2026-12-31"), start: day("2026-11-18")))
                == ["2026-12-18"])
        #expect(fortnightly.next(after: day("2026-12-18"), start: day("2026-11-18"))?.iso == "2027-01-01")
        #expect(fortnightly.description == "every 2 weeks on Friday")
    }

    @Test func everyThreeDays() {
        let rule = rule("daily", every: 3)
        #expect(isos(rule.occurrences(after: day("2026-02-27"), through: day("2026-03-08"), start: day("2026-02-24")))
                == ["2026-03-02", "2026-03-05", "2026-03-08"], "across the end of a common February")
        #expect(rule.description == "every 3 days")
    }

    @Test func quarterlyOnThe31stClampsEachMonthIncludingLeapFebruary() {
        let quarterly = rule("monthly", monthDay: 31, every: 3)
        // The start's own month counts when its day is still ahead: Nov 30 (clamped) from Nov 30.
        #expect(isos(quarterly.occurrences(after: nil, through: day("2024-12-31"), start: day("2023-11-30")))
                == ["2023-11-30", "2024-02-29", "2024-05-31", "2024-08-31", "2024-11-30"])
        #expect(isos(quarterly.occurrences(after: nil, through: day("2025-03-31"), start: day("2024-12-01")))
                == ["2024-12-31", "2025-03-31"])
        #expect(quarterly.next(after: day("2025-03-31"), start: day("2024-12-01"))?.iso == "2025-06-30")
        #expect(quarterly.description == "quarterly on the 31st")
    }

    @Test func everyTwoMonthsSkipsAStartMonthWhoseDayHasPassed() {
        let bimonthly = rule("monthly", monthDay: 3, every: 2)
        #expect(isos(bimonthly.occurrences(after: nil, through: day("2027-04-30"), start: day("2026-11-21")))
                == ["2026-12-03", "2027-02-03", "2027-04-03"])
        #expect(bimonthly.description == "every 2 months on the 3rd")
    }

    @Test func everyTwoYearsOnFebruary29() {
        let biennial = rule("yearly", monthDay: 29, month: 2, every: 2)
        #expect(isos(biennial.occurrences(after: nil, through: day("2030-12-31"), start: day("2023-03-01")))
                == ["2024-02-29", "2026-02-28", "2028-02-29", "2030-02-28"])
        #expect(biennial.next(after: day("2028-02-29"), start: day("2023-03-01"))?.iso == "2030-02-28")
    }

    @Test func intervalsOutsideTheirRangeAreRefused() {
        #expect(RecurrenceRule.make(frequency: "monthly", weekday: nil, monthDay: 1, month: nil, interval: 0) == nil)
        #expect(RecurrenceRule.make(frequency: "yearly", weekday: nil, monthDay: 1, month: 1, interval: 11) == nil)
        #expect(RecurrenceRule.make(frequency: "weekly", weekday: 1, monthDay: nil, month: nil, interval: 104) != nil)
    }

    @Test func anEndedRulePostsNothingAfterItsEnd() {
        let draft = RecurringDraft(description: "gym", money: Money(minorUnits: 4000, currency: .usd), category: "Healthcare",
                                   rule: .monthly(day: 15), start: day("2026-01-01"), end: day("2026-03-15"))
        #expect(isos(draft.dueDays(lastPosted: nil, postsFrom: nil, through: day("2026-12-31")))
                == ["2026-01-15", "2026-02-15", "2026-03-15"])
        #expect(draft.nextDue(lastPosted: day("2026-02-15"), postsFrom: nil)?.iso == "2026-03-15")
        #expect(draft.nextDue(lastPosted: day("2026-03-15"), postsFrom: nil) == nil)
    }

    /// Resumed on the 10th of April after a pause: March's and April 1st's are skipped.
    @Test func aResumedRuleDoesNotCatchUpItsPausedPeriod() {
        let draft = RecurringDraft(description: "rent", money: Money(minorUnits: 120_000, currency: .usd), category: "Other",
                                   rule: .monthly(day: 1), start: day("2026-01-01"))
        #expect(isos(draft.dueDays(lastPosted: day("2026-02-01"), postsFrom: day("2026-04-10"), through: day("2026-06-01")))
                == ["2026-05-01", "2026-06-01"])
        #expect(isos(draft.dueDays(lastPosted: day("2026-02-01"), postsFrom: day("2026-04-01"), through: day("2026-04-01")))
                == ["2026-04-01"], "resumed on a due day: that day posts")
        #expect(draft.nextDue(lastPosted: day("2026-02-01"), postsFrom: day("2026-04-10"))?.iso == "2026-05-01")
    }
}

@Suite struct RecurringIntervalPhraseTests {
    let start = day("2026-11-21") // a Saturday
    let parser = ExpenseParser(defaultCurrency: .usd)

    @Test(arguments: [
        ("cleaner 60 every 2 weeks on friday", "cleaner", "every 2 weeks on Friday"),
        ("cleaner 60 every other week", "cleaner", "every 2 weeks on Saturday"),
        ("cleaner 60 fortnightly on monday", "cleaner", "every 2 weeks on Monday"),
        ("water 30 every 3 months", "water", "quarterly on the 21st"),
        ("insurance 300 quarterly on the 1st", "insurance", "quarterly on the 1st"),
        ("passport 80 every two years on March 3", "passport", "every 2 years on March 3"),
        ("domain 12 yearly on March 3", "domain", "yearly on March 3"),
        ("pills 5 every 3 days", "pills", "every 3 days"),
    ])
    func schedules(text: String, description: String, schedule: String) throws {
        let draft = try RecurringPhrase.parse(text, start: start, parser: parser)
        #expect(draft.description == description)
        #expect(draft.rule.description == schedule)
        #expect(draft.end == nil)
    }

    @Test func untilSetsTheEnd() throws {
        let draft = try RecurringPhrase.parse("gym 40 monthly on the 15th until 2027-06-30", start: start, parser: parser)
        #expect(draft.description == "gym")
        #expect(draft.money.decimalString == "40.00")
        #expect(draft.end?.iso == "2027-06-30")
        let early = #expect(throws: RecurringPhraseError.self) {
            try RecurringPhrase.parse("gym 40 monthly until 2026-01-01", start: start, parser: parser)
        }
        #expect(early?.code == "bad_schedule")
    }

    @Test func aScheduleAlone() throws {
        #expect(try RecurringPhrase.schedule("every 2 weeks on friday", start: start) == rule("weekly", weekday: 5, every: 2))
        #expect(throws: RecurringPhraseError.self) { try RecurringPhrase.schedule("every 2 weeks for the cleaner", start: start) }
        let tooLong = #expect(throws: RecurringPhraseError.self) { try RecurringPhrase.schedule("every 200 months", start: start) }
        #expect(tooLong?.code == "bad_schedule")
    }
}
