import SpendCore
import SpendStore

/// The figures each intent needs. Each function adds its facts in the order an answer
/// would use them.
extension FactsEngine {
    static func words(_ direction: Analytics.Direction) -> String {
        switch direction {
        case .up: "going up"
        case .down: "going down"
        case .flat: "steady"
        }
    }

    /// This month up to today and the average month: the base for afford and allowance.
    func monthSoFar(today: Day, into builder: inout FactsBuilder) async throws {
        let month = today.monthOfYear
        let tally = try await tally(month.firstDay, today, category: nil)
        builder.figures.monthSoFar = tally
        builder.figures.daysInMonth = month.lastDay.day
        builder.add("month_so_far", "Spent this month so far (\(range(month.firstDay, today)), day \(today.day) of "
            + "\(month.lastDay.day)): \(money(tally.total)) in \(expenses(tally.count)).")
        guard let average = try await averageMonth(before: month, category: nil, today: today) else { return }
        builder.figures.averageMonth = average
        builder.add("average_month", describe(average, of: "Average month"))
    }

    /// Spent so far plus the purchase, against the average month.
    func afford(_ question: Question, into builder: inout FactsBuilder) {
        guard let purchase = question.amount else {
            builder.add("purchase_amount_missing", "The question gives no purchase amount.")
            return
        }
        builder.figures.purchase = purchase
        guard purchase.currency == currency else {
            builder.add("purchase_other_currency", "The purchase is in \(purchase.currency.code), "
                + "so it cannot be compared with \(currency.code) spending.")
            return
        }
        guard let soFar = builder.figures.monthSoFar, let average = builder.figures.averageMonth else { return }
        let after = soFar.total + purchase.minorUnits
        let difference = after - average.amount
        let percent = Rounding.tenthsOfPercent(abs(difference), of: average.amount)
        builder.add("after_purchase", "With the \(purchase.formatted) purchase, this month would reach \(money(after)), "
            + (difference == 0 ? "exactly the average month."
                : "\(money(abs(difference))) (\(Rounding.percentText(tenths: percent))) \(difference > 0 ? "over" : "under") the average month."))
    }

    /// Average month − spent this month = room left, spread over the weeks left.
    func allowance(today: Day, into builder: inout FactsBuilder) {
        guard let soFar = builder.figures.monthSoFar, let average = builder.figures.averageMonth else { return }
        let daysLeft = builder.figures.daysInMonth - today.day + 1
        let weeks = (daysLeft + 6) / 7
        builder.figures.weeksLeft = weeks
        let room = average.amount - soFar.total
        if room <= 0 {
            builder.add("room_left", "Already \(money(-room)) over the average month; no room left by that measure.")
        } else {
            builder.add("room_left", "Room left this month against the average month: \(money(room)), "
                + "about \(money(Rounding.divide(room, by: Int64(weeks)))) per week for the \(weeks) "
                + "week\(weeks == 1 ? "" : "s") left (\(daysLeft) day\(daysLeft == 1 ? "" : "s") including today).")
        }
    }

    /// Expenses above twice their category's mean over the 90 days before the period;
    /// when there are none, the three largest.
    func unusual(_ question: Question, into builder: inout FactsBuilder) async throws {
        let period = question.period
        let baselineFrom = period.start.adding(days: -Self.unusualBaselineDays)
        let baselineThrough = period.start.adding(days: -1)
        let outliers = try await store.outliers(from: period.start, through: period.end, baselineFrom: baselineFrom,
                                                baselineThrough: baselineThrough, factor: Self.unusualFactor, currency: currency)
        builder.figures.outliers = outliers.map { outlier in
            let draft = outlier.expense.draft
            return ExpenseFigure(amount: draft.money.minorUnits, description: draft.description, category: draft.category,
                                 date: draft.date, categoryAverage: Rounding.divide(outlier.baselineTotal, by: Int64(outlier.baselineCount)))
        }
        for figure in builder.figures.outliers {
            builder.add("unusual_expense", "Unusual \(period.phrase): \(money(figure.amount)) for \"\(figure.description)\" "
                + "(\(figure.category)) on \(figure.date.iso), more than twice the \(figure.category) average of "
                + "\(money(figure.categoryAverage ?? 0)) over \(range(baselineFrom, baselineThrough)).")
        }
        guard outliers.isEmpty else { return }
        let largest = try await store.largestExpenses(from: period.start, through: period.end, currency: currency, limit: 3)
        builder.figures.largest = largest.map {
            ExpenseFigure(amount: $0.draft.money.minorUnits, description: $0.draft.description, category: $0.draft.category,
                          date: $0.draft.date, categoryAverage: nil)
        }
        builder.add("no_unusual_expenses", "No expense \(period.phrase) is more than twice its category's average over "
            + "\(range(baselineFrom, baselineThrough)).")
        for figure in builder.figures.largest {
            builder.add("largest_expense", "Large expense \(period.phrase): \(money(figure.amount)) for \"\(figure.description)\" "
                + "(\(figure.category)) on \(figure.date.iso).")
        }
    }

    /// The complete months before this one that an average month covers: the window for
    /// patterns and saving tips, so their monthly figures are the same average month.
    func patternWindow(today: Day) async throws -> AverageMonth.Span? {
        let span = AverageMonth.span(before: today.monthOfYear, count: Self.patternWindow,
                                     firstExpense: try await store.firstExpenseDay()?.monthOfYear, current: today.monthOfYear)
        return span.months.isEmpty ? nil : span
    }

    /// Top category, busiest weekday (by number of expenses), direction and the average month.
    func patterns(today: Day, into builder: inout FactsBuilder) async throws {
        guard let window = try await patternWindow(today: today), let first = window.months.first,
              let last = window.months.last else { return }
        builder.figures.window = (first, last)
        let from = first.firstDay, through = last.lastDay
        let span = "\(first.name) \(first.year) to \(last.name) \(last.year)"
        let rows = try await categoryTotals(from: from, through: through)
        builder.figures.breakdown = rows
        let total = rows.reduce(Tally.zero) { Tally(total: $0.total + $1.total, count: $0.count + $1.count) }
        builder.figures.windowTotal = total
        builder.add("window_total", "Spent over \(span): \(money(total.total)) in \(expenses(total.count)).")
        guard let top = rows.first else { return }
        builder.add("top_category", "Top category over \(span): \(top.category), \(money(top.total)) "
            + "(\(Rounding.percentText(tenths: Rounding.tenthsOfPercent(top.total, of: total.total)))), \(expenses(top.count)).")
        let weekdays = try await weekdayTotals(from: from, through: through)
        if let busiest = weekdays.max(by: { ($0.count, $0.total, -$0.weekday) < ($1.count, $1.total, -$1.weekday) }) {
            builder.figures.busiestWeekday = busiest
            builder.add("busiest_weekday", "Busiest weekday over \(span): \(Day.weekdayNames[busiest.weekday]), "
                + "\(expenses(busiest.count)) totalling \(money(busiest.total)).")
        }
        let months = try await monthTotals(window.months, category: nil)
        let byMonth = Dictionary(uniqueKeysWithValues: months.map { ($0.month, $0.total) })
        let direction = Analytics.direction(window.months.map { byMonth[$0] ?? 0 })
        builder.figures.direction = direction
        if let average = AverageMonth(totals: byMonth, over: window) {
            builder.figures.averageMonth = average
            builder.add("average_month", describe(average, of: "Average month"))
        }
        builder.add("trend_direction", "Monthly spending over \(span) is \(Self.words(direction)).")
    }

    /// The three largest categories' average months and what a 10–20% cut saves.
    func saving(today: Day, into builder: inout FactsBuilder) async throws {
        guard let window = try await patternWindow(today: today), let first = window.months.first,
              let last = window.months.last else { return }
        builder.figures.window = (first, last)
        let count = window.months.count
        let rows = try await categoryTotals(from: first.firstDay, through: last.lastDay)
        for row in rows.prefix(3) {
            guard let monthly = AverageMonth(total: row.total, over: window)?.amount else { continue }
            let figure = SavingFigure(category: row.category, monthly: monthly,
                                      lowCut: Rounding.share(monthly, percent: 10), highCut: Rounding.share(monthly, percent: 20))
            builder.figures.savings.append(figure)
            builder.add("saving_\(builder.figures.savings.count)", "\(row.category): about \(money(monthly)) a month "
                + "(\(first.name) \(first.year) to \(last.name) \(last.year), the average of \(count) complete "
                + "month\(count == 1 ? "" : "s"); this month not counted); a 10% cut saves \(money(figure.lowCut)) a month, "
                + "a 20% cut \(money(figure.highCut)).")
        }
    }
}
