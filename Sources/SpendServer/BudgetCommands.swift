import SpendCore
import SpendProtocol
import SpendStore

/// Monthly budgets per category, and the alerts an expense sets off when it takes a
/// month past 80% or 100% of one.
enum BudgetCommands {
    static func budget(_ call: Invocation) async throws -> JSONValue {
        let args = call.arguments
        let store = call.daemon.store
        let names = try await store.categoryNames()
        let typed = args.string("category")!
        guard let category = DefaultCategory.resolve(typed, among: names) else {
            throw call.error(.unknownCategory, "Unknown category '\(typed)'", details: [("categories", .array(names.map(JSONValue.string)))])
        }
        let month = call.today.monthOfYear
        switch args.string("action")!.lowercased() {
        case "set":
            guard let amountText = args.string("amount") else {
                throw call.error(.badArguments, "budget set needs an amount: budget set <category> <amount> [currency]")
            }
            let limit = try money(amountText, currency: args.string("currency"), call)
            let (budget, previous) = try await store.setBudget(category: category, limit: limit)
            let status = try await store.budgetStatuses(month: month).first { $0.budget.category == budget.category }
                ?? budget.status(spent: 0, month: month)
            call.daemon.hub.publish(ResponseLine.push(ExpenseEvent.budgetChanged.rawValue,
                                                      [("category", .string(budget.category)), ("budget", json(status))]))
            return .object([("budget", json(status)),
                             ("previous", previous.map { .object([("limit", amount($0.limit)), ("currency", .string($0.limit.currency.code))]) } ?? .null)])
        case "remove", "delete":
            guard args.string("amount") == nil, args.string("currency") == nil else {
                throw call.error(.badArguments, "budget remove takes only a category")
            }
            guard let removed = try await store.removeBudget(category: category) else {
                throw call.error(.notFound, "No budget for \(category)")
            }
            call.daemon.hub.publish(ResponseLine.push(ExpenseEvent.budgetChanged.rawValue,
                                                      [("category", .string(removed.category)), ("budget", .null)]))
            return .object([("removed", .string(removed.category)), ("limit", amount(removed.limit)),
                            ("currency", .string(removed.limit.currency.code))])
        case let other:
            throw call.error(.badArguments, "Unknown action '\(other)': use set or remove")
        }
    }

    static func budgets(_ call: Invocation) async throws -> JSONValue {
        let month = call.arguments.month("month") ?? call.today.monthOfYear
        let statuses = try await call.daemon.store.budgetStatuses(month: month)
        return .object([("month", .string(month.iso)), ("budgets", .array(statuses.map(json)))])
    }

    /// Pushes each alert to subscribers (and the desktop) and returns them for the reply of the request
    /// that set them off.
    static func announce(_ alerts: [BudgetAlert], _ call: Invocation) -> JSONValue { announce(alerts, daemon: call.daemon) }

    /// The same for expenses recorded without a request (the voice spool, recurring posts).
    static func announce(_ alerts: [BudgetAlert], daemon: Daemon) -> JSONValue {
        for alert in alerts {
            daemon.hub.publish(ResponseLine.push(ExpenseEvent.budgetAlert.rawValue, fields(alert)))
            daemon.logger.info("budget alert", metadata: ["category": "\(alert.status.budget.category)",
                                                               "threshold": "\(alert.threshold.rawValue)"])
        }
        daemon.notifier.budgetAlerts(alerts)
        return .array(alerts.map { .object(fields($0)) })
    }

    static func fields(_ alert: BudgetAlert) -> [(String, JSONValue)] {
        let status = alert.status
        return [("category", .string(status.budget.category)), ("month", .string(status.month.iso)),
                ("threshold", .int(alert.threshold.rawValue)), ("spent", amount(status.spentMoney)),
                ("budget", amount(status.budget.limit)), ("currency", .string(status.budget.limit.currency.code)),
                ("percent", .int(status.percent)), ("message", .string(status.message))]
    }

    static func json(_ status: BudgetStatus) -> JSONValue {
        let currency = status.budget.limit.currency
        return .object([
            ("category", .string(status.budget.category)), ("currency", .string(currency.code)),
            ("limit", amount(status.budget.limit)), ("spent", amount(status.spentMoney)),
            ("remaining", remaining(status)), ("percent", .int(status.percent)),
            ("level", .string(status.level.rawValue)), ("month", .string(status.month.iso)),
            ("converted", .array(status.converted.map(ExpenseJSON.currencyTotal))),
            ("unconverted", .array(status.unconverted.map(ExpenseJSON.currencyTotal))),
        ])
    }

    static func amount(_ money: Money) -> JSONValue { ExpenseJSON.amount(money.minorUnits, money.currency) }

    /// Remaining money is negative once over budget: the only signed amount on the wire.
    static func remaining(_ status: BudgetStatus) -> JSONValue {
        let magnitude = Money(minorUnits: Int64(clamping: status.remaining.magnitude), currency: status.budget.limit.currency)
        return .number((status.remaining < 0 ? "-" : "") + magnitude.decimalString)
    }

    /// "300", "300.50" or "$300" in the given currency (default the configured one).
    private static func money(_ text: String, currency code: String?, _ call: Invocation) throws -> Money {
        var currency = call.daemon.config.currency
        if let code {
            guard let chosen = Currency(code: code) else { throw call.error(.badArguments, "Unknown currency '\(code)'") }
            currency = chosen
        }
        let plain = text.hasPrefix(currency.symbol) ? String(text.dropFirst(currency.symbol.count)) : text
        guard let money = Money(decimal: plain, currency: currency) else {
            throw call.error(.badAmount, "'\(text)' is not a \(currency.code) amount (at most \(currency.minorDigits) decimal places)")
        }
        guard money.minorUnits > 0, money.minorUnits <= Money.maximumMinorUnits else {
            throw call.error(.badAmount, "A budget must be more than zero and at most \(Money(minorUnits: Money.maximumMinorUnits, currency: currency).formatted)")
        }
        return money
    }
}
