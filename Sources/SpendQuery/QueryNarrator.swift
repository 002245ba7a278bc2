import SpendCore

/// Says a `QueryResult` in plain sentences: the figure first, then what it covers, then
/// what was converted or left apart. Every number comes from the result.
public enum QueryNarrator {
    public static func answer(_ result: QueryResult, reading: String? = nil) -> String {
        let query = result.query
        var text: String
        if result.periods.count > 1 {
            text = comparison(result)
        } else if let period = result.periods.first {
            text = single(period, result)
        } else {
            text = "There is no period to look at."
        }
        if let reading, query.groupBy != nil { text += " (I read this as \(reading).)" }
        return text + currencyNotes(result)
    }

    /// The sentence for a question that was not fully understood: no figure at all.
    public static func notUnderstood(_ reading: QuestionReading) -> String {
        let unknown = reading.notUnderstood.map { "'\($0)'" }
        var text: String
        if let reason = reading.reason {
            text = reason
        } else if unknown.isEmpty {
            text = "I'm not sure what you'd like to know about your spending."
        } else {
            text = "I don't know \(QuestionReader.list(unknown, "or")): "
                + (unknown.count == 1 ? "it isn't a merchant, person, category or word"
                    : "they aren't merchants, people, categories or words")
                + " in any of your expenses, so I won't guess a figure."
        }
        let parts = reading.understood.filter { !["the total", "this month"].contains($0) }
        if !parts.isEmpty, !unknown.isEmpty { text += " I did understand: \(parts.joined(separator: ", "))." }
        return text + " You can ask things like \"How much did I spend at <a merchant> last month?\", "
            + "\"How many times did I eat out in October?\" or \"Compare groceries in September and October\"."
    }

    // MARK: One period

    static func single(_ period: PeriodFigures, _ result: QueryResult) -> String {
        let query = result.query
        let money = { (minor: Int64) in Money(minorUnits: minor, currency: result.currency).formatted }
        let scope = subject(query.filter)
        let when = period.range.phrase
        let opener = capitalised(scope.isEmpty ? when : "\(scope), \(when)")
        if let grouping = query.groupBy, !query.measure.listsExpenses {
            return breakdown(period, grouping: grouping, result, opener: opener)
        }
        guard period.count > 0 || query.measure == .monthlyAverage || query.measure == .usual || query.measure == .pace else {
            var text = "\(opener): no expenses\(scope.isEmpty ? "" : " match") — \(money(0))."
            if let first = result.firstExpenseDay, period.range.end < first {
                text += " Nothing is recorded before your first expense, on \(PeriodReader.long(first))."
            }
            return text
        }
        switch query.measure {
        case .total:
            return "\(opener): \(money(period.total)) over \(expenses(period.count))."
        case .count:
            return "\(opener): \(expenses(period.count)), \(money(period.total)) in all."
        case .average:
            return "\(opener): \(money(period.average ?? 0)) per expense on average, over \(expenses(period.count)) "
                + "(\(money(period.total)) in all)."
        case .monthlyAverage:
            guard let monthly = period.monthly else {
                return "\(opener): there is no complete month of spending yet to average, so no monthly average."
            }
            var text = "\(opener): \(money(monthly.amount)) a month on average, over the \(monthCount(monthly.months.count)) "
                + "\(span(monthly.months))"
            var notes: [String] = []
            if monthly.leftOutCurrentMonth { notes.append("\(result.today.monthOfYear.name) is still running, so it is left out") }
            if monthly.skippedBeforeFirstExpense { notes.append("months before your first expense are not counted") }
            text += notes.isEmpty ? "." : " (\(notes.joined(separator: "; ")))."
            return text
        case .largest, .smallest, .recent:
            let adjective = query.measure == .largest ? "largest" : query.measure == .smallest ? "smallest" : "latest"
            if period.expenses.count == 1, let line = period.expenses.first {
                return "\(opener), your \(adjective) expense: \(describe(line, money))."
            }
            let lines = period.expenses.enumerated().map { "\($0.offset + 1). \(describe($0.element, money))" }
            return "\(opener), your \(period.expenses.count) \(adjective) expenses: " + lines.joined(separator: "; ") + "."
        case .share:
            guard let share = period.share else { return "\(opener): no spending to compare with." }
            return "\(opener): \(Rounding.percentText(tenths: share.tenthsOfPercent)) of your spending — "
                + "\(money(share.part)) of \(money(share.whole))."
        case .usual, .pace:
            return usual(period, opener: opener, money)
        }
    }

    static func usual(_ period: PeriodFigures, opener: String, _ money: (Int64) -> String) -> String {
        var text = "\(opener): \(money(period.total)) over \(expenses(period.count))"
        guard let usual = period.usual else {
            return text + ". There is no complete month before it to compare with yet."
        }
        var over = "the average of the \(monthCount(usual.months.count)) \(span(usual.months))"
        if usual.skippedBeforeFirstExpense { over += "; months before your first expense are not counted" }
        if usual.projected != nil { over += "; this month is not counted" }
        let base = "your usual month (\(over)) is \(money(usual.averageMonth))"
        if let projected = usual.projected {
            text += " in \(usual.daysElapsed) of \(usual.daysInMonth) days. At this pace the month ends near "
                + "\(money(projected)); \(base)"
            return text + difference(projected, usual.averageMonth, money) + "."
        }
        return text + "; \(base)" + difference(period.total, usual.averageMonth, money) + "."
    }

    static func difference(_ value: Int64, _ usual: Int64, _ money: (Int64) -> String) -> String {
        let gap = value - usual
        guard gap != 0 else { return ", right on it" }
        let percent = usual > 0 ? " (\(Rounding.percentText(tenths: Rounding.tenthsOfPercent(abs(gap), of: usual))))" : ""
        return ", so that is \(money(abs(gap)))\(percent) \(gap > 0 ? "more" : "less") than usual"
    }

    static func breakdown(_ period: PeriodFigures, grouping: Grouping, _ result: QueryResult, opener: String) -> String {
        let money = { (minor: Int64) in Money(minorUnits: minor, currency: result.currency).formatted }
        let byCount = result.query.measure == .count
        let rows = period.groups.filter { grouping == .month || $0.count > 0 }
        guard !rows.isEmpty, period.count > 0 else { return "\(opener): no expenses — \(money(0))." }
        let noun = grouping == .weekday ? "day" : grouping.rawValue
        func label(_ row: GroupRow) -> String {
            guard let key = row.key else { return grouping == .person ? "on your own" : "no \(noun)" }
            if grouping == .month, let month = Month(iso: key) {
                return "\(month.name) \(month.year)" + (row.isPartial ? " (so far)" : "")
            }
            return key
        }
        func figure(_ row: GroupRow) -> String {
            byCount ? "\(expenses(row.count)) (\(money(row.total)))"
                : "\(money(row.total)) (\(expenses(row.count)), \(Rounding.percentText(tenths: row.tenthsOfPercent)))"
        }
        if result.query.limit == 1, grouping != .month, let top = rows.first {
            // A tie is said, so the first name alphabetically is not taken for the only answer.
            let value = { (row: GroupRow) in byCount ? Int64(row.count) : row.total }
            let tied = period.groups.dropFirst().filter { $0.key != nil && value($0) == value(top) }.map(label)
            let tie = tied.isEmpty ? "" : " (tied with \(QuestionReader.list(tied, "and")))"
            return "\(opener), your top \(noun) is \(label(top))\(tie): \(figure(top)) of \(money(period.total)) in all."
        }
        var text = "\(opener), by \(noun): " + rows.map { "\(label($0)) \(figure($0))" }.joined(separator: "; ")
        if period.groupCount > rows.count, grouping != .month { text += "; and \(period.groupCount - rows.count) more" }
        text += ". Total \(money(period.total)) over \(expenses(period.count))."
        if grouping == .month, let first = result.firstExpenseDay, first.monthOfYear > period.range.start.monthOfYear {
            text += " Months before your first expense (\(first.monthOfYear.name) \(first.year)) are not shown."
        }
        return text
    }

    // MARK: Several periods

    static func comparison(_ result: QueryResult) -> String {
        let query = result.query
        let money = { (minor: Int64) in Money(minorUnits: minor, currency: result.currency).formatted }
        let scope = subject(query.filter)
        let parts = result.periods.map { period -> String in
            let label = capitalised(period.range.label)
            switch query.measure {
            case .count: return "\(label): \(expenses(period.count))"
            case .average: return "\(label): \(money(period.average ?? 0)) per expense (\(expenses(period.count)))"
            case .monthlyAverage: return "\(label): \(period.monthly.map { money($0.amount) + " a month" } ?? "no complete month")"
            case .share: return "\(label): \(period.share.map { Rounding.percentText(tenths: $0.tenthsOfPercent) } ?? "0%")"
            default: return "\(label): \(money(period.total)) (\(expenses(period.count))\(period.isOpen ? ", so far" : ""))"
            }
        }
        var text = (scope.isEmpty ? "" : capitalised(scope) + " — ") + parts.joined(separator: "; ") + "."
        if result.periods.count == 2, let first = result.periods.first?.measureValue, let last = result.periods.last?.measureValue {
            let gap = last - first
            let later = result.periods[1].range.label
            let isMoney = query.measure != .count && query.measure != .share
            let amount = isMoney ? money(abs(gap)) : query.measure == .share
                ? Rounding.percentText(tenths: abs(gap)) + " points" : expenses(Int(abs(gap)))
            if gap == 0 {
                text += " The same in both."
            } else {
                let percent = first > 0 && isMoney ? " (\(Rounding.percentText(tenths: Rounding.tenthsOfPercent(abs(gap), of: first))))" : ""
                text += " \(capitalised(later)) is \(amount)\(percent) \(gap > 0 ? "more" : "less")."
            }
            // A running month is not a full one: say how far it is and where its pace leads.
            let month = result.today.monthOfYear
            if query.measure == .total, let running = result.periods.first(where: {
                $0.isOpen && $0.range.start == month.firstDay && $0.range.end == result.today
            }) {
                let elapsed = result.today.day
                let days = month.lastDay.day
                text += " \(capitalised(running.range.label)) is still running (\(elapsed) of \(days) days); at this pace "
                    + "it ends near \(money(Rounding.divide(running.total, times: Int64(days), by: Int64(elapsed))))."
            } else if result.periods.contains(where: \.isOpen), query.measure == .total {
                text += " \(capitalised(result.periods.first(where: \.isOpen)!.range.label)) is still running."
            }
        }
        // "Shopping in August and September" asks for both together as much as side by side.
        if query.measure == .total {
            let sum = result.periods.reduce(Int64(0)) { $0 + $1.total }
            let count = result.periods.reduce(0) { $0 + $1.count }
            text += " Together \(money(sum)) over \(expenses(count))."
        }
        return text
    }

    // MARK: Pieces

    /// "At Starbucks with Mike", "On coffee", "On Food & Dining in EUR".
    static func subject(_ filter: SpendingFilter) -> String {
        var parts: [String] = []
        if !filter.words.isEmpty { parts.append("on " + QuestionReader.list(filter.words, "and")) }
        if !filter.categories.isEmpty { parts.append((filter.words.isEmpty ? "on " : "in ") + QuestionReader.list(filter.categories, "or")) }
        if !filter.merchants.isEmpty { parts.append("at " + QuestionReader.list(filter.merchants, "or")) }
        if !filter.people.isEmpty { parts.append("with " + QuestionReader.list(filter.people, "or")) }
        if let currency = filter.currency { parts.append("in \(currency)") }
        return parts.joined(separator: " ")
    }

    static func describe(_ line: ExpenseLine, _ money: (Int64) -> String) -> String {
        let draft = line.expense.draft
        var text = money(line.amount)
        if line.amount != draft.money.minorUnits || Money(minorUnits: line.amount, currency: draft.money.currency).formatted != text {
            text += " (\(draft.money.formatted))"
        }
        text += " for \(draft.description)"
        if let merchant = draft.merchant, !draft.description.lowercased().contains(merchant.lowercased()) { text += " at \(merchant)" }
        return text + " on \(PeriodReader.long(draft.date))"
    }

    static func currencyNotes(_ result: QueryResult) -> String {
        var converted: [String: CurrencySum] = [:]
        var apart: [String: (total: Int64, count: Int)] = [:]
        for period in result.periods {
            for sum in period.converted { converted[sum.currency] = sum }
            for sum in period.unconverted {
                apart[sum.currency, default: (0, 0)].total += sum.total
                apart[sum.currency, default: (0, 0)].count += sum.count
            }
        }
        var text = ""
        if !converted.isEmpty {
            let rates = converted.values.sorted { $0.currency < $1.currency }.compactMap { sum in
                sum.rate.map { "\(sum.currency) at \($0.text)" }
            }
            text += " Includes other currencies converted at your rates (\(rates.joined(separator: ", ")))."
        }
        if !apart.isEmpty {
            let parts = apart.sorted { $0.key < $1.key }.map { code, sum in
                (Currency(code: code).map { Money(minorUnits: sum.total, currency: $0).formatted } ?? "\(sum.total) \(code)")
                    + " (\(expenses(sum.count)))"
            }
            text += " Not included: " + QuestionReader.list(parts, "and")
                + ", in currencies without a rate (set one with `spend rate set`)."
        }
        return text
    }

    static func expenses(_ count: Int) -> String { "\(count) expense\(count == 1 ? "" : "s")" }

    static func monthCount(_ count: Int) -> String { count == 1 ? "complete month" : "\(count) complete months" }

    /// "June 2026 to October 2026", "October 2026".
    static func span(_ months: [Month]) -> String {
        guard let first = months.first, let last = months.last else { return "" }
        if first == last { return "of \(first.name) \(first.year)" }
        return "from \(first.name) \(first.year) to \(last.name) \(last.year)"
    }

    static func capitalised(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}
