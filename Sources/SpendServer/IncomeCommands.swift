import SpendCore
import SpendProtocol
import SpendStore

/// `income add|list|remove` and `balance [set|clear]`: money coming in, kept apart from
/// spending, and the running balance per currency from a starting balance the user sets.
enum IncomeCommands {
    static func income(_ call: Invocation) async throws -> JSONValue {
        let (action, text) = call.actionAndText
        switch action {
        case "add": return try await record(text, call)
        case "list": return try await list(call)
        case "remove", "delete": return try await remove(text, call)
        default:
            throw call.error(.badArguments, "Unknown action '\(action)': use income add <phrase>, income list or income remove <id>")
        }
    }

    /// Stores the income a phrase names (also what `add` does with "got paid 3200").
    static func record(_ text: String, _ call: Invocation) async throws -> JSONValue {
        guard !text.isEmpty else { throw call.error(.badArguments, "income add needs a phrase, like: income add 3200 salary") }
        if let tokens = ExpenseParser.tokensOverLimit(text) {
            throw call.error(.tooLong, "That phrase has \(tokens) words and marks; one income is at most \(ExpenseParser.maximumTokens)")
        }
        var draft: IncomeDraft
        do { draft = try IncomePhrase.read(text, parser: call.daemon.parser, today: call.today) } catch {
            throw ProtocolError(code: error.code, message: error.message, id: call.request.id, details: error.hint.map { [("hint", .string($0))] } ?? [])
        }
        if let name = call.arguments.string("source") {
            guard let source = IncomeSource.named(name) else {
                throw call.error(.badArguments, "source must be one of \(IncomeSource.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            draft.source = source.rawValue
        }
        let stored = try await call.daemon.store.addIncome(draft)
        call.daemon.logger.info("added income", metadata: ["id": "\(stored.id)", "source": "\(draft.source)"])
        let json = encode(stored)
        call.daemon.hub.publish(ResponseLine.push(ExpenseEvent.incomeAdded.rawValue, [("income", json)]))
        var reply: [(String, JSONValue)] = [("income", json)]
        if let goal = try await GoalLinks.link(draft.description, money: draft.money, day: draft.date,
                                               from: "income #\(stored.id)", daemon: call.daemon, today: call.today) {
            reply.append(("goal", goal))
        }
        return .object(reply)
    }

    private static func list(_ call: Invocation) async throws -> JSONValue {
        let since = call.arguments.day("since")
        let until = call.arguments.day("until")
        let store = call.daemon.store
        let rows = try await store.income(since: since, until: until)
        let totals = try await store.incomeTotals(since: since, until: until)
        return .object([
            ("income", .array(rows.map(encode))),
            ("totals", .array(totals.map { total in
                .object([("currency", .string(total.currency)), ("source", .string(total.source)),
                         ("total", money(total.total, total.currency)), ("count", .int(total.count))])
            })),
        ])
    }

    private static func remove(_ text: String, _ call: Invocation) async throws -> JSONValue {
        guard let id = Int64(text.trimmingSpaces) else { throw call.error(.badArguments, "income remove needs the id income list shows") }
        guard let removed = try await call.daemon.store.removeIncome(id: id) else {
            throw call.error(.notFound, "No income #\(id). See 'income list'")
        }
        call.daemon.hub.publish(ResponseLine.push(ExpenseEvent.incomeDeleted.rawValue, [("id", .int(id))]))
        return .object([("income", encode(removed))])
    }

    // MARK: Balance

    static func balance(_ call: Invocation) async throws -> JSONValue {
        let action = call.arguments.string("action")?.lowercased() ?? "show"
        let store = call.daemon.store
        switch action {
        case "show": break
        case "set":
            let currency = try currency(call)
            // A balance may be overdrawn: "-200.50".
            let text = call.arguments.string("amount") ?? ""
            let negative = text.hasPrefix("-")
            guard let magnitude = Money(decimal: negative ? String(text.dropFirst()) : text, currency: currency) else {
                throw call.error(.badAmount, "balance set needs an amount with at most \(currency.minorDigits) decimals, e.g. balance set 1500")
            }
            let money = Money(minorUnits: negative ? -magnitude.minorUnits : magnitude.minorUnits, currency: currency)
            try await store.setStartingBalance(StartingBalance(money: money, asOf: call.arguments.day("as_of") ?? call.today))
            call.daemon.hub.publish(ResponseLine.push(ExpenseEvent.balanceChanged.rawValue, [("currency", .string(currency.code))]))
        case "clear":
            let currency = try currency(call)
            guard try await store.removeStartingBalance(currency: currency) else {
                throw call.error(.notFound, "No starting balance is set for \(currency.code)")
            }
            call.daemon.hub.publish(ResponseLine.push(ExpenseEvent.balanceChanged.rawValue, [("currency", .string(currency.code))]))
        default:
            throw call.error(.badArguments, "Unknown action '\(action)': use balance, balance set <amount> or balance clear")
        }
        return .object([("balances", try await balances(call))])
    }

    /// Each currency's balance now, and this month's income, spending and change. Money in
    /// a currency with no starting balance of its own counts in the configured currency's
    /// balance at the rate the user set (`rate`), and nowhere without one.
    static func balances(_ call: Invocation) async throws -> JSONValue {
        let store = call.daemon.store
        let month = call.today.monthOfYear
        let flows = try await store.flows(since: month.firstDay, until: call.today)
        let balances = try await store.balances(today: call.today)
        let own = Set(balances.map(\.start.money.currency.code))
        let rates = try await store.rates().map(\.rate).filter { !own.contains($0.currency.code) }
        var items: [JSONValue] = []
        for stored in balances {
            var figures = stored
            let code = figures.start.money.currency.code
            var monthIncome = flows.first { $0.currency == code }?.income ?? 0
            var monthSpending = flows.first { $0.currency == code }?.spending ?? 0
            var converted: [JSONValue] = []
            if code == call.daemon.config.currency.code {
                for rate in rates {
                    let flow = try await store.flow(currency: rate.currency, from: figures.start.asOf, through: call.today)
                    let thisMonth = flows.first { $0.currency == rate.currency.code }
                    guard flow.income != 0 || flow.spending != 0 else { continue }
                    let (income, spending) = (try rate.convert(flow.income), try rate.convert(flow.spending))
                    figures = BalanceFigures(start: figures.start, income: try Money.sum(figures.income, income),
                                             spending: try Money.sum(figures.spending, spending))
                    monthIncome = try Money.sum(monthIncome, try rate.convert(thisMonth?.income ?? 0))
                    monthSpending = try Money.sum(monthSpending, try rate.convert(thisMonth?.spending ?? 0))
                    converted.append(.object([("currency", .string(rate.currency.code)), ("rate", .number(rate.text)),
                                              ("income", money(flow.income, rate.currency.code)),
                                              ("spending", money(flow.spending, rate.currency.code))]))
                }
            }
            guard let current = figures.current else { throw AmountOverflow() }
            let change = monthIncome - monthSpending
            items.append(.object([
                ("currency", .string(code)),
                ("amount", money(current, code)),
                ("start", money(figures.start.money.minorUnits, code)), ("as_of", .string(figures.start.asOf.iso)),
                ("income", money(figures.income, code)), ("spending", money(figures.spending, code)),
                ("month_income", money(monthIncome, code)), ("month_spending", money(monthSpending, code)),
                ("month_change", money(change, code)),
                ("direction", .string(change > 0 ? "up" : change < 0 ? "down" : "flat")),
                ("converted", .array(converted)),
            ]))
        }
        return .array(items)
    }

    // MARK: Cash flow

    /// Income against spending per week, month or year, with savings rates and what the
    /// spending needs per hour, day, week, month and year.
    static func cashflow(_ call: Invocation) async throws -> JSONValue {
        let name = call.arguments.string("period")?.lowercased() ?? "month"
        guard let period = Cashflow.Period(rawValue: name) else { throw call.error(.badArguments, "period must be week, month or year") }
        let count = Int(call.arguments.integer("count") ?? 6)
        guard (1...120).contains(count) else { throw call.error(.badArguments, "count must be from 1 to 120") }
        let currency = try currency(call)
        let periods = period.last(count, endingOn: call.today)
        let flow = try await call.daemon.store.cashflow(period, periods: periods, currency: currency)
        let statement = try await call.daemon.store.statement(currency: currency, from: periods.first!.lowerBound,
                                                              through: periods.last!.upperBound)
        let money = { (minor: Int64) in ExpenseJSON.amount(minor, currency) }
        let needs = flow.needs
        return .object([
            ("period", .string(period.rawValue)), ("currency", .string(currency.code)),
            ("rows", .array(flow.rows.map { row in
                .object([("from", .string(row.period.lowerBound.iso)), ("to", .string(row.period.upperBound.iso)),
                         ("income", money(row.income)), ("spending", money(row.spending)), ("net", money(row.net)),
                         ("savings_rate", row.savingsRate.map { .int(Int64($0)) } ?? .null)])
            })),
            ("income", money(flow.income)), ("spending", money(flow.spending)), ("net", money(flow.income - flow.spending)),
            ("savings_rate", Cashflow.Row(period: call.today...call.today, income: flow.income, spending: flow.spending).savingsRate
                .map { .int(Int64($0)) } ?? .null),
            ("needs", .object([("hour", money(needs.hour)), ("day", money(needs.day)), ("week", money(needs.week)),
                               ("month", money(needs.month)), ("year", money(needs.year))])),
            ("statement", .object([
                ("income", .array(statement.income.map { .object([("source", .string($0.source)), ("total", money($0.total))]) })),
                ("spending", .array(statement.spending.map { .object([("category", .string($0.category)), ("total", money($0.total))]) })),
            ])),
        ])
    }

    private static func currency(_ call: Invocation) throws -> Currency {
        guard let code = call.arguments.string("currency") else { return call.daemon.config.currency }
        guard let currency = Currency(code: code.uppercased()) else { throw call.error(.badArguments, "Unknown currency '\(code)'") }
        return currency
    }

    static func encode(_ record: IncomeRecord) -> JSONValue {
        let draft = record.draft
        return .object([
            ("id", .int(record.id)), ("uid", .string(record.uid)),
            ("amount", ExpenseJSON.amount(draft.money.minorUnits, draft.money.currency)),
            ("currency", .string(draft.money.currency.code)), ("source", .string(draft.source)),
            ("description", .string(draft.description)), ("payer", draft.payer.map(JSONValue.string) ?? .null),
            ("date", .string(draft.date.iso)), ("origin", .string(record.origin)), ("created_at", .string(record.createdAt)),
        ])
    }

    private static func money(_ minor: Int64, _ code: String) -> JSONValue {
        Currency(code: code).map { ExpenseJSON.amount(minor, $0) } ?? .int(minor)
    }
}
