/// A span of days as the whole months in it (summed from per-month totals) and the partial
/// months at its ends (summed from the rows): a year's figure reads twelve totals, not a
/// year of expenses.
public struct MonthSplit: Equatable, Sendable {
    public let whole: ClosedRange<Month>?
    public let partial: [ClosedRange<Day>]

    public init(from: Day, through: Day) {
        let first = from.monthOfYear, last = through.monthOfYear
        let startsWhole = from == first.firstDay, endsWhole = through == last.lastDay
        if first == last {
            whole = startsWhole && endsWhole ? first...first : nil
            partial = whole == nil ? [from...through] : []
            return
        }
        let low = startsWhole ? first : first.adding(months: 1)
        let high = endsWhole ? last : last.adding(months: -1)
        whole = low <= high ? low...high : nil
        partial = (startsWhole ? [] : [from...first.lastDay]) + (endsWhole ? [] : [last.firstDay...through])
    }
}
