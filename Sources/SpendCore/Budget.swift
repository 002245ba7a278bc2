/// A monthly spending limit for one category, in one currency (brief §6). Expenses in
/// other currencies never count against it: amounts in different currencies are not added.
public struct Budget: Hashable, Sendable {
    public let category: String
    public let limit: Money

    public init(category: String, limit: Money) {
        self.category = category
        self.limit = limit
    }

    /// Where a month's spending stands against this budget.
    public func status(spent: Int64, month: Month) -> BudgetStatus {
        BudgetStatus(budget: self, month: month, spent: spent)
    }
}

/// The alert points: approaching (80%) and reaching (100%) the limit.
public enum BudgetThreshold: Int, CaseIterable, Comparable, Sendable {
    case warning = 80
    case over = 100

    public static func < (lhs: BudgetThreshold, rhs: BudgetThreshold) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Whether `spent` has reached this share of `limit`, in exact integer arithmetic.
    public func isReached(spent: Int64, limit: Int64) -> Bool {
        Int128(spent) * 100 >= Int128(limit) * Int128(rawValue)
    }

    /// The thresholds an expense crosses when it takes the month from `before` to
    /// `after`: one that jumps from 50% to 120% crosses both, in order.
    public static func crossed(limit: Int64, before: Int64, after: Int64) -> [BudgetThreshold] {
        allCases.filter { !$0.isReached(spent: before, limit: limit) && $0.isReached(spent: after, limit: limit) }
    }
}

/// A budget's month: spent, remaining (negative once over) and the level to show.
public struct BudgetStatus: Hashable, Sendable {
    public enum Level: String, Sendable {
        /// Under 80%.
        case ok
        /// 80% or more, under 100%.
        case warning
        /// 100% or more.
        case over
    }

    public let budget: Budget
    public let month: Month
    /// In the budget's currency, other currencies converted at the user's rates.
    public let spent: Int64
    /// Spending in other currencies that a rate converted into `spent`.
    public let converted: [Analytics.CurrencyTotal]
    /// Spending in currencies without a rate: not in `spent`, listed apart.
    public let unconverted: [Analytics.CurrencyTotal]

    public init(budget: Budget, month: Month, spent: Int64, converted: [Analytics.CurrencyTotal] = [],
                unconverted: [Analytics.CurrencyTotal] = []) {
        self.budget = budget
        self.month = month
        self.spent = spent
        self.converted = converted
        self.unconverted = unconverted
    }

    public var remaining: Int64 { budget.limit.minorUnits - spent }

    /// Spent as a share of the limit in whole percent, rounded down, so 79.9% never reads as 80%.
    public var percent: Int64 {
        Int64(clamping: Int128(spent) * 100 / Int128(max(budget.limit.minorUnits, 1)))
    }

    public var level: Level {
        if BudgetThreshold.over.isReached(spent: spent, limit: budget.limit.minorUnits) { return .over }
        if BudgetThreshold.warning.isReached(spent: spent, limit: budget.limit.minorUnits) { return .warning }
        return .ok
    }

    public var spentMoney: Money { Money(minorUnits: spent, currency: budget.limit.currency) }

    /// "Food & Dining: $240.00 of $300.00 (80%) spent in November".
    public var message: String {
        "\(budget.category): \(spentMoney.formatted) of \(budget.limit.formatted) (\(percent)%) spent in \(month.name)"
    }

    /// "$60.00 left" or "$20.00 over".
    public var remainingText: String {
        let amount = Money(minorUnits: Int64(clamping: remaining.magnitude), currency: budget.limit.currency).formatted
        return remaining >= 0 ? "\(amount) left" : "\(amount) over"
    }
}

/// An alert to send: a threshold crossed by an expense in a month.
public struct BudgetAlert: Hashable, Sendable {
    public let threshold: BudgetThreshold
    public let status: BudgetStatus

    public init(threshold: BudgetThreshold, status: BudgetStatus) {
        self.threshold = threshold
        self.status = status
    }
}
