import SpendCore
import SpendNotify
import Testing

@Suite("Notification rules")
struct NotificationRulesTests {
    let bikeHalfway = DesktopNotification.goalMilestone(goal: "Bike", milestone: .half)

    @Test func quietHoursWrapPastMidnight() throws {
        let night = try #require(QuietHours("22:00-07:00"))
        #expect(night.contains(minuteOfDay: 22 * 60))
        #expect(night.contains(minuteOfDay: 3 * 60))
        #expect(!night.contains(minuteOfDay: 7 * 60))
        #expect(!night.contains(minuteOfDay: 12 * 60))
        let lunch = try #require(QuietHours("12:00-13:30"))
        #expect(lunch.contains(minuteOfDay: 13 * 60 + 29))
        #expect(!lunch.contains(minuteOfDay: 13 * 60 + 30))
        #expect(!lunch.contains(minuteOfDay: 11 * 60 + 59))
        #expect(night.description == "22:00-07:00")
    }

    @Test func malformedQuietHoursAreRefused() {
        for text in ["22-07", "22:00", "25:00-07:00", "22:00-07:60", "07:00-07:00", "2:00-07:00", "", "22:00-07:00-08:00"] {
            #expect(QuietHours(text) == nil, "\(text)")
        }
    }

    @Test func policyHoldsInQuietHoursAndSilencesSwitchedOffKinds() throws {
        var policy = NotificationPolicy()
        #expect(policy.decide(bikeHalfway, minuteOfDay: 0) == .send)
        policy.quietHours = QuietHours("22:00-07:00")
        #expect(policy.decide(bikeHalfway, minuteOfDay: 23 * 60) == .hold)
        #expect(policy.decide(bikeHalfway, minuteOfDay: 8 * 60) == .send)
        policy.enabled.remove(.goal)
        #expect(policy.decide(bikeHalfway, minuteOfDay: 8 * 60) == .off)
        #expect(policy.decide(bikeHalfway, minuteOfDay: 23 * 60) == .off)
    }

    @Test func kindListsParse() {
        #expect(NotificationPolicy.kinds("budget, goal") == [.budget, .goal])
        #expect(NotificationPolicy.kinds("all") == Set(NotificationKind.allCases))
        #expect(NotificationPolicy.kinds("none") == [])
        #expect(NotificationPolicy.kinds("budget,bills") == nil)
        #expect(NotificationPolicy.kinds("") == nil)
    }

    @Test func eachEventHasItsOwnIdentity() throws {
        let limit = Money(minorUnits: 10_000, currency: .usd)
        let month = try #require(Month(year: 2026, month: 11))
        let status = BudgetStatus(budget: Budget(category: "Groceries", limit: limit), month: month, spent: 8_000)
        let warning = DesktopNotification.budget(BudgetAlert(threshold: .warning, status: status))
        let over = DesktopNotification.budget(BudgetAlert(threshold: .over, status: status))
        #expect(warning.key == "budget:Groceries:2026-11:80")
        #expect(over.key == "budget:Groceries:2026-11:100")
        #expect(warning.urgency == .low && over.urgency == .normal)
        let milestones = GoalMilestone.allCases.map { DesktopNotification.goalMilestone(goal: "Bike", milestone: $0).key }
        #expect(milestones == ["goal:Bike:25", "goal:Bike:50", "goal:Bike:75", "goal:Bike:100"])
        #expect(DesktopNotification.recordingKept(spoolID: "a", reason: "down").key == "spool:a")
    }

    @Test func billsDueWithinTheWindowOnly() throws {
        let today = try #require(Day(iso: "2026-11-24"))
        let rent = Money(minorUnits: 120_000, currency: .usd)
        let bills = [0, 1, 3, 4, -1].enumerated().map { index, offset in
            RecurringDue.Bill(id: Int64(index), description: "bill \(index)", amount: rent, nextDue: today.adding(days: offset))
        } + [RecurringDue.Bill(id: 9, description: "ended", amount: rent, nextDue: nil)]
        let told = RecurringDue.notifications(for: bills, today: today, days: 3)
        #expect(told.map(\.key) == ["recurring:0:2026-11-24", "recurring:1:2026-11-25", "recurring:2:2026-11-27"])
        #expect(told[1].summary == "Bill due tomorrow: bill 1")
        #expect(RecurringDue.notifications(for: bills, today: today, days: 0).map(\.key) == ["recurring:0:2026-11-24"])
    }
}
