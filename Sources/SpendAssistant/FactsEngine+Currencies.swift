import SpendCore
import SpendQuery
import SpendStore

/// The facts' sums under the one currency rule every view follows: the configured
/// currency, plus other currencies at the user's rates; currencies without a rate are
/// reported apart (`otherCurrencies`), never added.
extension FactsEngine {
    func conversion() async throws -> CurrencyConversion {
        CurrencyConversion(report: currency, rates: try await store.rates().map(\.rate))
    }

    private func sums(_ filter: SpendingFilter, _ from: Day, _ through: Day, by grouping: Grouping?) async throws
        -> CurrencyConversion.Sums {
        try await conversion().sums(try await store.tallies(filter, in: DayRange(start: from, end: through, label: ""),
                                                            groupedBy: grouping))
    }

    /// Totals per category, largest first, ties by name.
    func categoryTotals(from: Day, through: Day) async throws -> [CategoryTally] {
        try await sums(SpendingFilter(), from, through, by: .category).groups
            .compactMap { key, sum in key.map { CategoryTally(category: $0, total: sum.total, count: sum.count) } }
            .sorted { ($0.total, $1.category) > ($1.total, $0.category) }
    }

    /// Whole-month totals for each month asked for, in order, zero for a month without expenses.
    func monthTotals(_ months: [Month], category: String?) async throws -> [Analytics.MonthTotal] {
        guard let first = months.min(), let last = months.max() else { return [] }
        let groups = try await sums(SpendingFilter(categories: category.map { [$0] } ?? []), first.firstDay, last.lastDay,
                                    by: .month).groups
        return months.map { month in
            let sum = groups[month.iso] ?? (0, 0)
            return Analytics.MonthTotal(month: month, total: sum.total, count: sum.count)
        }
    }

    /// Totals per weekday (Sunday 0) over a range.
    func weekdayTotals(from: Day, through: Day) async throws -> [WeekdayTally] {
        try await sums(SpendingFilter(), from, through, by: .weekday).groups
            .compactMap { key, sum in key.flatMap(Int.init).map { WeekdayTally(weekday: $0, total: sum.total, count: sum.count) } }
            .sorted { $0.weekday < $1.weekday }
    }
}
