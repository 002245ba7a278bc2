import SpendCore
import Testing

@Suite struct GoalProgressTests {
    let usd = Currency.usd
    func day(_ text: String) -> Day { Day(iso: text)! }

    @Test func monthlyNeededAndPaceOnFixedDates() {
        let goal = Goal(name: "Emergency fund", kind: .saving, target: Money(minorUnits: 500_000, currency: usd),
                        deadline: day("2027-06-30"), started: day("2026-09-01"))
        let progress = GoalProgress(goal: goal, contributions: [(day("2026-09-15"), 100_000), (day("2026-10-15"), 50_000)],
                                    today: day("2026-11-24"))
        #expect(progress.done == 150_000)
        #expect(progress.left == 350_000)
        // November through June: 8 months; 3500.00 / 8 = 437.50.
        #expect(progress.monthlyNeeded == 43_750)
        // 1500.00 in 85 days (Sep 1 … Nov 24): 3500.00 more takes 198.33 → 199 days.
        #expect(progress.projected == day("2026-11-24").adding(days: 199))
        #expect(!progress.isComplete && progress.completedOn == nil)
        // Uneven division rounds up: nobody misses the deadline by a cent.
        let odd = GoalProgress(goal: Goal(name: "x", kind: .saving, target: Money(minorUnits: 1000, currency: usd),
                                          deadline: day("2027-01-31"), started: day("2026-11-01")),
                               contributions: [], today: day("2026-11-24"))
        #expect(odd.monthlyNeeded == 334)
        #expect(odd.projected == nil)
    }

    @Test func completionIsTheDayTheTargetWasReachedAndKept() {
        let loan = Goal(name: "Car loan", kind: .loan, target: Money(minorUnits: 90_000, currency: usd), deadline: nil, started: day("2026-01-01"))
        let progress = GoalProgress(goal: loan, contributions: [(day("2026-03-01"), 50_000), (day("2026-02-01"), 30_000), (day("2026-04-01"), 20_000)],
                                    today: day("2026-11-24"))
        #expect(progress.isComplete)
        #expect(progress.completedOn == day("2026-04-01"))
        #expect(progress.left == 0 && progress.monthlyNeeded == nil && progress.projected == nil)
    }

    @Test func aPaceThatEndsPastYear9999ProjectsNoDay() {
        let goal = Goal(name: "Moon", kind: .saving, target: Money(minorUnits: 1_000_000_000_000, currency: usd),
                        deadline: day("9999-12-31"), started: day("9999-01-01"))
        let progress = GoalProgress(goal: goal, contributions: [(day("9999-06-01"), 1)], today: day("9999-06-01"))
        #expect(progress.projected == nil)
        #expect(progress.monthlyNeeded != nil)
    }

    @Test func milestonesPassOnceEach() {
        #expect(GoalProgress.milestonesPassed(target: 1000, before: 0, after: 240) == [])
        #expect(GoalProgress.milestonesPassed(target: 1000, before: 240, after: 250) == [25])
        #expect(GoalProgress.milestonesPassed(target: 1000, before: 250, after: 1000) == [50, 75, 100])
        #expect(GoalProgress.milestonesPassed(target: 1000, before: 1000, after: 1200) == [])
        // 25% of 3 cents is 0.75: a whole cent reaches it.
        #expect(GoalProgress.milestonesPassed(target: 3, before: 0, after: 1) == [25])
    }

    @Test func descriptionsThatPutMoneyTowardsAGoal() {
        let names = ["Emergency fund", "Car", "Car loan", "Japan trip"]
        #expect(GoalMention.goal(in: "transfer to emergency fund", among: names) == "Emergency fund")
        #expect(GoalMention.goal(in: "car loan payment", among: names) == "Car loan")
        #expect(GoalMention.goal(in: "saved for the Japan trip", among: names) == "Japan trip")
        #expect(GoalMention.goal(in: "car wash", among: names) == nil, "no word of moving money")
        #expect(GoalMention.goal(in: "payment to carwash inc", among: names) == nil, "whole words only")
        #expect(GoalMention.goal(in: "emergency room visit", among: names) == nil)
    }
}
