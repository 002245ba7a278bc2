import SpendCore
import SpendProtocol
import SpendStore

/// Verbs that report: the dashboard and what was learned.
enum ReportCommands {
    static func summary(_ call: Invocation) async throws -> JSONValue {
        let month = call.arguments.month("month") ?? call.today.monthOfYear
        var currency = call.daemon.config.currency
        if let code = call.arguments.string("currency") {
            guard let chosen = Currency(code: code) else { throw call.error(.badArguments, "Unknown currency '\(code)'") }
            currency = chosen
        }
        let rates = call.arguments.flag("convert") ?? true ? try await call.daemon.store.rates().map(\.rate) : []
        let summary = try await call.daemon.store.summary(month: month, currency: currency, rates: rates, today: call.today)
        let colors = try await call.daemon.store.categoryColors()
        let money = { (minor: Int64) in ExpenseJSON.amount(minor, currency) }
        let trend = summary.trend
        func monthTotal(_ m: Analytics.MonthTotal) -> JSONValue {
            .object([("month", .string(m.month.iso)), ("total", money(m.total)), ("count", .int(m.count))])
        }
        // Each bar says whether it counts: a month before the first expense is no month of
        // spending, and the running month is partial, compared by its pace.
        func bar(_ m: Analytics.MonthTotal) -> JSONValue {
            var fields: [(String, JSONValue)] = [("month", .string(m.month.iso)), ("total", money(m.total)), ("count", .int(m.count))]
            if trend.isBeforeFirstExpense(m.month) { fields.append(("before_first_expense", .bool(true))) }
            if m.month == trend.current, let projected = trend.projected {
                fields += [("partial", .bool(true)), ("projected", money(projected))]
            }
            return .object(fields)
        }
        let firstExpense: JSONValue = trend.firstExpense.map { .string($0.iso) } ?? .null
        let average: JSONValue = trend.average.map { money($0.amount) } ?? .null
        let averaged: [JSONValue] = (trend.average?.months ?? []).map { .string($0.iso) }
        let trendJSON: JSONValue = .object([
            ("months", .array(trend.months.map(bar))),
            ("first_expense_month", firstExpense),
            ("direction", .string(trend.direction.rawValue)),
            ("average", average),
            ("average_months", .array(averaged)),
            ("average_includes_current_month", .bool(false)),
            ("highest", trend.highest.map(monthTotal) ?? .null),
        ])
        return .object([
            ("month", .string(month.iso)),
            ("currency", .string(currency.code)),
            ("total", money(summary.total)),
            ("count", .int(summary.count)),
            ("active_categories", .int(summary.activeCategories)),
            ("breakdown", .array(summary.breakdown.map { share in
                .object([("category", .string(share.category)), ("total", money(share.total)),
                         ("count", .int(share.count)), ("percent", .double(share.percent)),
                         ("color", .string(colors[share.category] ?? DefaultCategory.other.color))])
            })),
            ("trend", trendJSON),
            ("recent", .array(summary.recent.map(ExpenseJSON.encode))),
            ("converted", .array(summary.converted.map { c in
                .object([("currency", .string(c.original.currency)),
                         ("total", ExpenseJSON.currencyTotal(c.original)["total"] ?? .null),
                         ("count", .int(c.original.count)), ("rate", .number(c.rate.text)),
                         ("converted", money(c.converted))])
            })),
            ("other_currencies", .array(summary.otherCurrencies.map(ExpenseJSON.currencyTotal))),
            ("income", money(try await incomeTotal(month: month, currency: currency, call))),
            ("balance", try await IncomeCommands.balances(call)),
        ])
    }

    /// The month's income in `currency` (as received; other currencies are in `income list`).
    private static func incomeTotal(month: Month, currency: Currency, _ call: Invocation) async throws -> Int64 {
        try await call.daemon.store.incomeTotals(since: month.firstDay, until: month.lastDay)
            .filter { $0.currency == currency.code }.reduce(0) { $0 + $1.total }
    }

    static func learned(_ call: Invocation) async throws -> JSONValue {
        let learned = try await call.daemon.store.learnedPreferences()
        return .object([
            ("threshold", .int(LearnedPreferences.threshold)),
            ("learned", .array(learned.corrections.map { c in
                .object([("key", .string(c.key)), ("category", .string(c.category)), ("count", .int(c.count)),
                         ("active", .bool(learned.category(for: c.key) == c.category))])
            })),
        ])
    }

    static func forget(_ call: Invocation) async throws -> JSONValue {
        let key = LearningKey.make(merchant: nil, description: call.arguments.string("key")!)
        guard !key.isEmpty else { throw call.error(.badArguments, "forget needs a key, as `learned` shows it") }
        let removed = try await call.daemon.store.forget(key: key)
        guard removed > 0 else { throw call.error(.notFound, "Nothing learned for '\(key)'. See 'learned'") }
        return .object([("forgotten", .string(key)), ("removed", .int(removed))])
    }
}
