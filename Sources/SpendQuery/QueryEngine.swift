import SpendCore

/// Runs a `SpendingQuery` over a `SpendingReader`: the reader sums in SQL per currency,
/// the engine converts at the user's rates, averages, ranks and compares with integer
/// money. Pure apart from the reader, so the assistant, the protocol verb, the client and
/// a language model's tool calls all get the same figures.
public struct QueryEngine: Sendable {
    let reader: any SpendingReader
    let currency: Currency
    let today: Day

    public init(reader: any SpendingReader, currency: Currency, today: Day) {
        self.reader = reader
        self.currency = currency
        self.today = today
    }

    public func run(_ query: SpendingQuery) async throws -> QueryResult {
        let report = query.filter.currency.flatMap(Currency.init(code:)) ?? currency
        // A query in one currency reports it unconverted.
        let conversion = CurrencyConversion(report: report, rates: query.filter.currency == nil ? try await reader.exchangeRates() : [])
        let firstDay = try await reader.firstExpenseDay()
        var periods: [PeriodFigures] = []
        for range in query.periods {
            let context = Context(query: query, range: range, report: report, conversion: conversion, firstDay: firstDay)
            periods.append(try await figures(context))
        }
        return QueryResult(query: query, currency: report, periods: periods, firstExpenseDay: firstDay, today: today)
    }

    struct Context {
        let query: SpendingQuery
        let range: DayRange
        let report: Currency
        let conversion: CurrencyConversion
        let firstDay: Day?
    }

    private func figures(_ context: Context) async throws -> PeriodFigures {
        let query = context.query
        let range = context.range
        let grouping = query.groupBy
        let sums = try context.conversion.sums(try await reader.tallies(query.filter, in: range, groupedBy: grouping))
        let total = try sums.total()
        let count = sums.groups.values.reduce(0) { $0 + $1.count }
        let groups = grouping.map { rows(sums.groups, grouping: $0, total: total, context) } ?? []
        var shown = groups
        if !query.measure.listsExpenses, grouping != .month, query.limit > 0, groups.count > query.limit {
            // Rows tied with the last one shown are shown too: a cut through a tie would
            // pick one of them by name.
            let value = { (row: GroupRow) in query.measure == .count ? Int64(row.count) : row.total }
            let last = value(groups[query.limit - 1])
            shown = Array(groups.prefix(query.limit)) + groups.dropFirst(query.limit).prefix { $0.key != nil && value($0) == last }
        }
        var expenses: [ExpenseLine] = []
        if query.measure.listsExpenses {
            expenses = try await expenseLines(context, currencies: sums.countedCurrencies)
        }
        var monthly: MonthlyAverage?
        if query.measure == .monthlyAverage { monthly = try await monthlyAverage(context) }
        var share: Share?
        if query.measure == .share {
            var whole = SpendingFilter()
            whole.currency = query.filter.currency
            let wholeTotal = try context.conversion.sums(try await reader.tallies(whole, in: range, groupedBy: nil)).total()
            share = Share(part: total, whole: wholeTotal, tenthsOfPercent: Rounding.tenthsOfPercent(total, of: wholeTotal))
        }
        var usual: Usual?
        if query.measure == .usual || query.measure == .pace { usual = try await usualMonth(context, total: total) }
        return PeriodFigures(
            range: range, total: total, count: count, converted: sums.converted, unconverted: sums.unconverted,
            average: count > 0 ? Rounding.divide(total, by: Int64(count)) : nil, monthly: monthly,
            groups: shown, groupCount: groups.count, expenses: expenses, share: share, usual: usual,
            isOpen: range.end >= today, measureKind: query.measure)
    }

    // MARK: Currencies

    // MARK: Breakdowns

    private func rows(_ groups: [String?: (total: Int64, count: Int)], grouping: Grouping, total: Int64,
                      _ context: Context) -> [GroupRow] {
        func row(_ key: String?, _ sum: (total: Int64, count: Int), partial: Bool = false) -> GroupRow {
            GroupRow(key: key, total: sum.total, count: sum.count,
                     tenthsOfPercent: Rounding.tenthsOfPercent(sum.total, of: total), isPartial: partial)
        }
        switch grouping {
        case .month:
            // Every month of the range from the first expense on, empty ones too: a month
            // without spending is a fact, a month before any record is not.
            var first = context.range.start.monthOfYear
            if let start = context.firstDay?.monthOfYear, start > first { first = start }
            let last = context.range.end.monthOfYear
            var rows: [GroupRow] = []
            var month = first
            while month <= last {
                rows.append(row(month.iso, groups[month.iso] ?? (0, 0), partial: month == today.monthOfYear))
                month = month.adding(months: 1)
            }
            return rows
        case .weekday:
            return (0..<7).map { day in
                GroupRow(key: Day.weekdayNames[day], total: groups[String(day)]?.total ?? 0, count: groups[String(day)]?.count ?? 0,
                         tenthsOfPercent: Rounding.tenthsOfPercent(groups[String(day)]?.total ?? 0, of: total), isPartial: false)
            }.sorted { $0.total > $1.total }
        default:
            // Expenses without a merchant or person come last: "where do I spend the most"
            // asks for a place, and rent paid to nobody in particular is none.
            let byCount = context.query.measure == .count
            return groups.map { row($0.key, $0.value) }.sorted { a, b in
                if (a.key == nil) != (b.key == nil) { return b.key == nil }
                let (x, y) = byCount ? (Int64(a.count), Int64(b.count)) : (a.total, b.total)
                if x != y { return x > y }
                return (a.key ?? "") < (b.key ?? "")
            }
        }
    }

    // MARK: Lists

    private func expenseLines(_ context: Context, currencies: [String]) async throws -> [ExpenseLine] {
        let order: ExpenseOrder = switch context.query.measure {
        case .smallest: .smallest
        case .recent: .newest
        default: .largest
        }
        var lines: [ExpenseLine] = []
        for code in currencies {
            let found = try await reader.expenses(context.query.filter, in: context.range, currency: code, order: order,
                                                  limit: context.query.limit)
            lines += try found.map { expense throws(AmountOverflow) in
                ExpenseLine(expense: expense, amount: try context.conversion.convert(expense.draft.money.minorUnits, from: code))
            }
        }
        lines.sort { a, b in
            switch order {
            case .largest: a.amount != b.amount ? a.amount > b.amount : a.expense.id < b.expense.id
            case .smallest: a.amount != b.amount ? a.amount < b.amount : a.expense.id < b.expense.id
            case .newest: a.expense.draft.date != b.expense.draft.date ? a.expense.draft.date > b.expense.draft.date
                : a.expense.id > b.expense.id
            }
        }
        return Array(lines.prefix(context.query.limit))
    }

    // MARK: Months

    /// The months of `range` that an average month counts (`AverageMonth`, as every view does).
    func averageSpan(of range: DayRange, firstDay: Day?) -> AverageMonth.Span {
        AverageMonth.span(from: range.start.monthOfYear, through: range.end.monthOfYear,
                          firstExpense: firstDay?.monthOfYear, current: today.monthOfYear)
    }

    private func monthlyAverage(_ context: Context) async throws -> MonthlyAverage? {
        let span = averageSpan(of: context.range, firstDay: context.firstDay)
        guard let average = try await average(context, over: span) else { return nil }
        return MonthlyAverage(amount: average.amount, months: average.months,
                              leftOutCurrentMonth: span.leftOutCurrentMonth, skippedBeforeFirstExpense: span.skippedBeforeFirstExpense)
    }

    /// The usual month before the period's first month (`AverageMonth.span(before:)`).
    /// For this month, also the pace.
    private func usualMonth(_ context: Context, total: Int64) async throws -> Usual? {
        let month = context.range.start.monthOfYear
        let span = AverageMonth.span(before: month, firstExpense: context.firstDay?.monthOfYear, current: today.monthOfYear)
        guard let average = try await average(context, over: span) else { return nil }
        let running = month == today.monthOfYear
        return Usual(averageMonth: average.amount, months: average.months,
                     skippedBeforeFirstExpense: average.skippedBeforeFirstExpense,
                     projected: running ? AverageMonth.projected(total, month: month, today: today) : nil,
                     daysElapsed: running ? today.day : month.lastDay.day, daysInMonth: month.lastDay.day)
    }

    private func average(_ context: Context, over span: AverageMonth.Span) async throws -> AverageMonth? {
        guard let first = span.months.first, let last = span.months.last else { return nil }
        return AverageMonth(total: try await sum(context, from: first.firstDay, through: last.lastDay), over: span)
    }

    private func sum(_ context: Context, from: Day, through: Day) async throws -> Int64 {
        let tallies = try await reader.tallies(context.query.filter, in: DayRange(start: from, end: through, label: ""),
                                               groupedBy: nil)
        return try context.conversion.sums(tallies).total()
    }
}
