import SpendCore
import SpendStore

/// The figures each intent needs. Each function adds its facts in the order an answer
/// would use them.
extension FactsEngine {
    /// Period total; for a calendar month, also the average month and the difference.
    func periodTotal(_ question: Question, today: Day, into builder: inout FactsBuilder) async throws {
        let period = question.period
        let category = question.category
        let tally = try await tally(period.start, period.end, category: category)
        builder.figures.period = tally
        let subject = category.map { "Spent on \($0)" } ?? "Spent"
        builder.add(category == nil ? "period_total" : "category_total",
                    "\(subject) \(period.phrase) (\(range(period.start, period.end))): \(money(tally.total)) in \(expenses(tally.count)).")
        guard let month = Self.calendarMonth(period, today: today),
              let average = try await averageMonth(before: month, category: category)
        else { return }
        builder.figures.averageMonth = average
        builder.add(category == nil ? "average_month" : "category_average_month",
                    describe(average, of: category.map { "Average month for \($0)" } ?? "Average month"))
        let difference = tally.total - average.amount
        builder.add("difference_from_average", difference == 0
            ? "That is exactly the average month."
            : "That is \(money(abs(difference))) \(difference < 0 ? "less" : "more") than the average month"
                + (period.end < month.lastDay ? ", with the month not over yet." : "."))
    }

    /// The month a period covers when it is one calendar month (the current one up to today counts).
    static func calendarMonth(_ period: Period, today: Day) -> Month? {
        let month = period.start.monthOfYear
        guard period.start == month.firstDay, period.end.monthOfYear == month,
              period.end == month.lastDay || period.end == today
        else { return nil }
        return month
    }

    func topCategory(_ question: Question, into builder: inout FactsBuilder) async throws {
        let period = question.period
        let rows = try await store.categoryTotals(from: period.start, through: period.end, currency: currency)
        builder.figures.breakdown = rows
        let total = rows.reduce(Tally.zero) { Tally(total: $0.total + $1.total, count: $0.count + $1.count) }
        builder.figures.period = total
        builder.add("period_total", "Spent \(period.phrase) (\(range(period.start, period.end))): \(money(total.total)) in \(expenses(total.count)).")
        guard let top = rows.first else { return }
        let share = Rounding.tenthsOfPercent(top.total, of: total.total)
        let each = Tally(total: top.total, count: top.count).average
        builder.add("top_category", "Top category \(period.phrase): \(top.category), \(money(top.total)) "
            + "(\(Rounding.percentText(tenths: share)) of \(money(total.total))), \(expenses(top.count)), "
            + "\(money(each)) per expense on average.")
        if rows.count > 1 {
            let second = rows[1]
            builder.add("second_category", "Second: \(second.category), \(money(second.total)) in \(expenses(second.count)).")
        }
    }

    /// The mean expense in the period, and in the six months before it for comparison.
    func averageTransaction(_ question: Question, into builder: inout FactsBuilder) async throws {
        let period = question.period
        let category = question.category
        let tally = try await tally(period.start, period.end, category: category)
        builder.figures.period = tally
        let scope = category.map { " on \($0)" } ?? ""
        builder.add("average_transaction", "Average expense\(scope) \(period.phrase) (\(range(period.start, period.end))): "
            + "\(money(tally.average)) over \(expenses(tally.count)), \(money(tally.total)) in total.")
        let month = period.start.monthOfYear
        let first = month.adding(months: -Self.averageWindow)
        let last = month.adding(months: -1)
        let previous = try await self.tally(first.firstDay, last.lastDay, category: category)
        guard previous.count > 0 else { return }
        builder.figures.previousPeriod = previous
        builder.add("previous_average_transaction", "Average expense\(scope) in the six months before "
            + "(\(range(first.firstDay, last.lastDay))): \(money(previous.average)) over \(expenses(previous.count)).")
    }

    /// This month so far, last month and three months ago, plus the direction over the
    /// six complete months before this one. All categories when none is named.
    func trend(_ question: Question, today: Day, into builder: inout FactsBuilder) async throws {
        let category = question.category
        let month = today.monthOfYear
        let now = try await tally(month.firstDay, today, category: category)
        let past = try await store.monthTotals([month.adding(months: -1), month.adding(months: -3)],
                                               currency: currency, category: category)
        let figures = [MonthFigure(month: month, tally: now, partial: true)]
            + past.map { MonthFigure(month: $0.month, tally: Tally(total: $0.total, count: $0.count), partial: false) }
        builder.figures.months = figures
        let subject = category ?? "All spending"
        for (figure, name) in zip(figures, ["trend_this_month", "trend_last_month", "trend_three_months_ago"]) {
            let when = figure.partial ? "\(figure.month.name) \(figure.month.year) so far (to \(today.iso))"
                                      : "\(figure.month.name) \(figure.month.year)"
            builder.add(name, "\(subject) in \(when): \(money(figure.tally.total)) in \(expenses(figure.tally.count)).")
        }
        let window = Analytics.window(endingAt: month.adding(months: -1), count: Self.averageWindow)
        let six = try await store.monthTotals(window, currency: currency, category: category)
        guard six.contains(where: { $0.count > 0 }) else { return }
        let direction = Analytics.trend(six).direction
        builder.figures.direction = direction
        builder.add("trend_direction", "Direction of \(subject) over \(window.first!.name) \(window.first!.year) to "
            + "\(window.last!.name) \(window.last!.year): \(Self.words(direction)).")
    }

    static func words(_ direction: Analytics.Direction) -> String {
        switch direction {
        case .up: "going up"
        case .down: "going down"
        case .flat: "steady"
        }
    }

    /// This month up to today and the average month: the base for pace, afford and allowance.
    func monthSoFar(_ question: Question, today: Day, into builder: inout FactsBuilder) async throws {
        let month = today.monthOfYear
        let category = question.intent == .comparedToUsual ? question.category : nil
        let tally = try await tally(month.firstDay, today, category: category)
        builder.figures.monthSoFar = tally
        builder.figures.daysElapsed = today.day
        builder.figures.daysInMonth = month.lastDay.day
        builder.add("month_so_far", "Spent\(category.map { " on \($0)" } ?? "") this month so far "
            + "(\(range(month.firstDay, today)), day \(today.day) of \(month.lastDay.day)): "
            + "\(money(tally.total)) in \(expenses(tally.count)).")
        guard let average = try await averageMonth(before: month, category: category) else { return }
        builder.figures.averageMonth = average
        builder.add("average_month", describe(average, of: category.map { "Average month for \($0)" } ?? "Average month"))
    }

    /// Projected month = so far / days elapsed × days in month, against the average month.
    func pace(today: Day, into builder: inout FactsBuilder) {
        guard let soFar = builder.figures.monthSoFar, let average = builder.figures.averageMonth else { return }
        let days = Int64(builder.figures.daysElapsed)
        let projected = Rounding.divide(soFar.total, times: Int64(builder.figures.daysInMonth), by: days)
        builder.figures.projected = projected
        let difference = projected - average.amount
        let percent = Rounding.tenthsOfPercent(abs(difference), of: average.amount)
        builder.add("projected_month", "At this pace the month would end at \(money(projected)), "
            + (difference == 0 ? "exactly the average month."
                : "\(Rounding.percentText(tenths: percent)) \(difference > 0 ? "above" : "below") the average month."))
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

    /// The six complete months before this one: the window for patterns and saving tips.
    func patternWindow(today: Day) -> (first: Month, last: Month) {
        let month = today.monthOfYear
        return (month.adding(months: -Self.averageWindow), month.adding(months: -1))
    }

    /// Top category, busiest weekday (by number of expenses) and direction over six months.
    func patterns(today: Day, into builder: inout FactsBuilder) async throws {
        let window = patternWindow(today: today)
        builder.figures.window = window
        let from = window.first.firstDay, through = window.last.lastDay
        let span = "\(window.first.name) \(window.first.year) to \(window.last.name) \(window.last.year)"
        let rows = try await store.categoryTotals(from: from, through: through, currency: currency)
        builder.figures.breakdown = rows
        let total = rows.reduce(Tally.zero) { Tally(total: $0.total + $1.total, count: $0.count + $1.count) }
        builder.figures.windowTotal = total
        builder.add("window_total", "Spent over \(span): \(money(total.total)) in \(expenses(total.count)).")
        guard let top = rows.first else { return }
        builder.add("top_category", "Top category over \(span): \(top.category), \(money(top.total)) "
            + "(\(Rounding.percentText(tenths: Rounding.tenthsOfPercent(top.total, of: total.total)))), \(expenses(top.count)).")
        let weekdays = try await store.weekdayTotals(from: from, through: through, currency: currency)
        if let busiest = weekdays.max(by: { ($0.count, $0.total, -$0.weekday) < ($1.count, $1.total, -$1.weekday) }) {
            builder.figures.busiestWeekday = busiest
            builder.add("busiest_weekday", "Busiest weekday over \(span): \(Day.weekdayNames[busiest.weekday]), "
                + "\(expenses(busiest.count)) totalling \(money(busiest.total)).")
        }
        let months = try await store.monthTotals(Analytics.window(endingAt: window.last, count: Self.averageWindow),
                                                 currency: currency)
        let trend = Analytics.trend(months)
        builder.figures.direction = trend.direction
        if let average = try await averageMonth(before: today.monthOfYear, category: nil) {
            builder.figures.averageMonth = average
            builder.add("average_month", describe(average, of: "Average month"))
        }
        builder.add("trend_direction", "Monthly spending over \(span) is \(Self.words(trend.direction)).")
    }


    /// The three largest categories' monthly averages over six months and what a 10–20% cut saves.
    func saving(today: Day, into builder: inout FactsBuilder) async throws {
        let window = patternWindow(today: today)
        builder.figures.window = window
        let months = Analytics.window(endingAt: window.last, count: Self.averageWindow)
        let active = try await store.monthTotals(months, currency: currency).filter { $0.count > 0 }.count
        guard active > 0 else { return }
        let rows = try await store.categoryTotals(from: window.first.firstDay, through: window.last.lastDay, currency: currency)
        for row in rows.prefix(3) {
            let monthly = Rounding.divide(row.total, by: Int64(active))
            let figure = SavingFigure(category: row.category, monthly: monthly,
                                      lowCut: Rounding.share(monthly, percent: 10), highCut: Rounding.share(monthly, percent: 20))
            builder.figures.savings.append(figure)
            builder.add("saving_\(builder.figures.savings.count)", "\(row.category): about \(money(monthly)) a month "
                + "(\(window.first.name) \(window.first.year) to \(window.last.name) \(window.last.year), over \(active) "
                + "month\(active == 1 ? "" : "s") with expenses); a 10% cut saves \(money(figure.lowCut)) a month, "
                + "a 20% cut \(money(figure.highCut)).")
        }
    }
}
