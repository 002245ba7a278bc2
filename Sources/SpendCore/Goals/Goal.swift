/// A savings goal ("Emergency fund", $5,000 by June 2027) or a loan to pay off (a car
/// loan that starts at its balance and goes down with each payment). Either way progress
/// is money put towards it: saved, or paid off.
public struct Goal: Hashable, Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        case saving
        case loan
    }

    public var name: String
    public var kind: Kind
    /// What to save, or the loan's balance when it started.
    public var target: Money
    /// The day it should be reached, if the user set one.
    public var deadline: Day?
    /// When it was set: the pace so far is measured from here.
    public var started: Day

    public init(name: String, kind: Kind, target: Money, deadline: Day?, started: Day) {
        self.name = name
        self.kind = kind
        self.target = target
        self.deadline = deadline
        self.started = started
    }
}

/// Money moved for a goal, as the journals post it: a contribution from cash into the
/// goal's own account (saving) or onto the loan (paying it down), or a loan's opening
/// balance on the day it was set. A contribution that came with an expense ("car loan
/// payment 50") is posted against Equity:Goal-Links instead: the expense already took the
/// money out of cash, and Spend counts it both as spending and as progress, so the
/// journal's accounts each equal Spend's figure.
public struct GoalTransfer: Sendable, Equatable {
    public enum Kind: Sendable, Equatable { case contribution, linkedContribution, loanOpening }

    /// The account on the other side of the goal's.
    public var counterpart: String {
        switch kind {
        case .contribution: "Assets:Cash"
        case .linkedContribution: "Equity:Goal-Links"
        case .loanOpening: "Equity:Opening-Balances"
        }
    }

    public let id: Int64
    public let goal: String
    public let goalKind: Goal.Kind
    public let kind: Kind
    public let money: Money
    public let date: Day
    public let note: String

    public init(id: Int64, goal: String, goalKind: Goal.Kind, kind: Kind, money: Money, date: Day, note: String) {
        (self.id, self.goal, self.goalKind, self.kind, self.money, self.date, self.note) = (id, goal, goalKind, kind, money, date, note)
    }
}

/// Where a goal stands on a day: done (saved or paid off), left, the share, the monthly
/// amount that reaches it by its deadline, and the day it is reached at the pace so far.
public struct GoalProgress: Hashable, Sendable {
    /// Percentages celebrated (and notified) once each.
    public static let milestones = [25, 50, 75, 100]

    public let goal: Goal
    public let done: Int64
    /// When `done` first reached the target, if it has.
    public let completedOn: Day?
    public let monthlyNeeded: Int64?
    public let projected: Day?

    public var left: Int64 { max(0, goal.target.minorUnits - done) }
    public var isComplete: Bool { done >= goal.target.minorUnits }
    /// 0…1, for bars; past 1 only when more than the target went in.
    public var fraction: Double { goal.target.minorUnits > 0 ? Double(done) / Double(goal.target.minorUnits) : 1 }

    /// `contributions` are (day, amount) in any order; amounts are positive.
    public init(goal: Goal, contributions: [(day: Day, amount: Int64)], today: Day) {
        self.goal = goal
        let sorted = contributions.sorted { $0.day < $1.day }
        var running: Int64 = 0
        var completed: Day?
        for contribution in sorted {
            running = running.addingReportingOverflow(contribution.amount).partialValue
            if completed == nil, running >= goal.target.minorUnits { completed = contribution.day }
        }
        done = running
        completedOn = completed
        let left = max(0, goal.target.minorUnits - running)
        if left > 0, let deadline = goal.deadline {
            // Whole months from this one to the deadline's, this one counted: "by June"
            // in November leaves Nov…Jun, 8 payments.
            let months = max(1, (deadline.year - today.year) * 12 + deadline.month - today.month + 1)
            monthlyNeeded = (left + Int64(months) - 1) / Int64(months)
        } else {
            monthlyNeeded = nil
        }
        let elapsed = max(1, today.daysSinceEpoch - goal.started.daysSinceEpoch + 1)
        if left > 0, running > 0 {
            // At the pace so far: done per day since it was set.
            let days = (Double(left) * Double(elapsed) / Double(running)).rounded(.up)
            // Past year 9999 there is no day to name.
            let day = days < 3_000_000 ? today.adding(days: Int(days)) : nil
            projected = day?.isStorable == true ? day : nil
        } else {
            projected = nil
        }
    }

    /// The milestones a change from `before` to `after` (amounts done) passes.
    public static func milestonesPassed(target: Int64, before: Int64, after: Int64) -> [Int] {
        guard target > 0 else { return [] }
        return milestones.filter { percent in
            let threshold = (target * Int64(percent) + 99) / 100
            return before < threshold && after >= threshold
        }
    }
}
