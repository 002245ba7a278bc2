import SpendCore
import SpendProtocol
import SpendQuery
import SpendStore

/// Verbs that read or change expenses.
enum ExpenseCommands {
    static func parse(_ call: Invocation) async throws -> JSONValue {
        let text = call.arguments.string("text")!
        let interpreted = try await ExpenseInterpreter.interpret(text, call)
        return parsed(interpreted.draft, text: text, parser: interpreted.parser)
    }

    static func parseAtOnce(_ call: Invocation) throws -> JSONValue? {
        let text = call.arguments.string("text")!
        return try ExpenseInterpreter.byRulesAtOnce(text, daemon: call.daemon, today: call.today, requestID: call.request.id)
            .map { parsed($0, text: text, parser: "rules") }
    }

    private static func parsed(_ draft: ExpenseDraft, text: String, parser: String) -> JSONValue {
        let draft = RefundPhrase.isRefund(text) ? RefundPhrase.credit(draft) : draft
        return .object([("expense", ExpenseJSON.encode(draft)), ("parser", .string(parser))])
    }

    /// Records an expense; with `route_questions` on, a question is answered instead.
    static func add(_ call: Invocation) async throws -> JSONValue {
        // "got paid 3200 salary" is money in: income, never an expense.
        if let text = call.arguments.string("text"), call.arguments.fields("fields").isEmpty, IncomePhrase.isIncome(text),
           !RefundPhrase.isRefund(text) {
            return try await IncomeCommands.record(text, call)
        }
        do {
            return try await record(call.arguments.string("text"), call)
        } catch let error as ProtocolError where error.code == ParseError.notExpense.code && call.daemon.config.routeQuestions {
            return .object([("answer", try await AssistantCommands.answer(call.arguments.string("text")!, call))])
        }
    }

    /// Parses (or takes the JSON fields of) one expense, stores it, tells subscribers.
    static func record(_ text: String?, _ call: Invocation) async throws -> JSONValue {
        let fields = call.arguments.fields("fields")
        var draft: ExpenseDraft
        var parser = "fields"
        if let text {
            (draft, parser) = try await ExpenseInterpreter.interpret(text, call)
            // "refund from Amazon $20": a credit, taken off Shopping.
            if RefundPhrase.isRefund(text) { draft = RefundPhrase.credit(draft) }
        } else {
            guard fields.contains(where: { $0.0 == "amount" }) else {
                throw call.error(.badArguments, "add needs a phrase (add coffee $4) or, in JSON, an amount field")
            }
            let currency = call.daemon.config.currency
            draft = ExpenseDraft(money: Money(minorUnits: 1, currency: currency), category: DefaultCategory.other.rawValue,
                                 categoryConfidence: 0.3, categorySource: .lexicon, description: "",
                                 merchant: nil, person: nil, date: call.today)
        }
        if !fields.isEmpty {
            let categories = try await call.daemon.store.categoryNames()
            try FieldChanges.apply(fields, to: &draft, categories: categories, today: call.today, call: call)
            if !fields.contains(where: { $0.0 == "category" }) {
                let guess = call.daemon.parser.categoriser.guess(description: draft.description, merchant: draft.merchant,
                                                                 learned: try await call.daemon.store.learnedPreferences())
                draft.category = guess.category
                draft.categoryConfidence = guess.confidence
                draft.categorySource = guess.source
            }
        }
        let stored = try await store(draft, rawText: text, source: "text", daemon: call.daemon)
        var reply: [(String, JSONValue)] = [("expense", stored.json), ("parser", .string(parser)),
                                            ("budget_alerts", BudgetCommands.announce(stored.alerts, call))]
        // "200 to the emergency fund": the expense also goes towards the goal it names.
        if let goal = try await GoalLinks.link(draft.description, money: draft.money, day: draft.date,
                                               from: "expense #\(stored.expense.id)", daemon: call.daemon, today: call.today) {
            reply.append(("goal", goal))
        }
        return .object(reply)
    }

    /// Stores a draft and tells subscribers. Every way an expense comes in (typed, spoken,
    /// retried from the voice spool) ends here.
    static func store(_ draft: ExpenseDraft, rawText: String?, source: String, recordingID: String? = nil, receiptID: Int64? = nil,
                      daemon: Daemon) async throws -> (expense: Expense, json: JSONValue, alerts: [BudgetAlert]) {
        let (expense, alerts) = try await daemon.store.insertCheckingBudgets(draft, rawText: rawText, source: source,
                                                                             recordingID: recordingID, receiptID: receiptID)
        daemon.logger.info("added expense", metadata: ["id": "\(expense.id)", "category": "\(draft.category)", "source": "\(source)"])
        let json = ExpenseJSON.encode(expense)
        daemon.hub.publish(ResponseLine.push(ExpenseEvent.added.rawValue, [("expense", json)]))
        return (expense, json, alerts)
    }

    static func edit(_ call: Invocation) async throws -> JSONValue {
        let id = call.arguments.integer("expense")!
        let fields = call.arguments.fields("fields")
        guard !fields.isEmpty else {
            throw call.error(.badArguments, "Nothing to change. Usage: edit <expense> field=value ... (fields: \(FieldChanges.names.joined(separator: ", ")))")
        }
        let categories = try await call.daemon.store.categoryNames()
        let result: (before: Expense, after: Expense, correction: LearnedPreferences.Correction?)
        do {
            result = try await call.daemon.store.update(id: id) { draft in
                try FieldChanges.apply(fields, to: &draft, categories: categories, today: call.today, call: call)
            }
        } catch StoreError.notFound {
            throw call.error(.notFound, "No expense #\(id)")
        }
        let json = ExpenseJSON.encode(result.after)
        call.daemon.hub.publish(ResponseLine.push(ExpenseEvent.edited.rawValue, [("expense", json)]))
        let alerts = try await call.daemon.store.budgetAlerts(afterEditFrom: result.before.draft, to: result.after.draft)
        var body: [(String, JSONValue)] = [("expense", json), ("previous", ExpenseJSON.encode(result.before)),
                                           ("budget_alerts", BudgetCommands.announce(alerts, call))]
        if let correction = result.correction {
            let active = try await call.daemon.store.learnedPreferences().category(for: correction.key) == correction.category
            body.append(("learning", .object([
                ("key", .string(correction.key)), ("category", .string(correction.category)),
                ("count", .int(correction.count)), ("threshold", .int(LearnedPreferences.threshold)),
                ("active", .bool(active)),
            ])))
        }
        return .object(body)
    }

    static func delete(_ call: Invocation) async throws -> JSONValue {
        let id = call.arguments.integer("expense")!
        guard let expense = try await call.daemon.store.delete(id: id) else { throw call.error(.notFound, "No expense #\(id)") }
        return deleted(expense, call)
    }

    static func list(_ call: Invocation) async throws -> JSONValue {
        var query = ListQuery()
        let args = call.arguments
        if let limit = args.integer("limit") {
            guard (1...10_000).contains(limit) else { throw call.error(.badArguments, "limit must be between 1 and 10000") }
            query.limit = Int(limit)
        }
        if let offset = args.integer("offset") {
            guard offset >= 0 else { throw call.error(.badArguments, "offset must not be negative") }
            query.offset = Int(offset)
        }
        if let category = args.string("category") {
            let categories = try await call.daemon.store.categoryNames()
            guard let known = DefaultCategory.resolve(category, among: categories) else {
                throw call.error(.unknownCategory, "Unknown category '\(category)'",
                                 details: [("categories", .array(categories.map(JSONValue.string)))])
            }
            query.category = known
        }
        query.since = args.period("since")?.start
        query.until = args.period("until")?.end
        for (key, path) in [("min", \ListQuery.minimum), ("max", \ListQuery.maximum)] {
            guard let text = args.string(key) else { continue }
            guard let bound = AmountBound(text) else {
                throw call.error(.badArguments, "\(key) must be an amount such as 12.50")
            }
            query[keyPath: path] = bound
        }
        if let search = args.string("search") {
            guard search.count <= 200 else { throw call.error(.badArguments, "search is limited to 200 characters") }
            query.search = search
        }
        if let code = args.string("currency") {
            guard let currency = Currency(code: code) else { throw call.error(.badArguments, "Unknown currency '\(code)'") }
            query.currency = currency.code
        }
        for (key, path) in [("merchant", \ListQuery.merchant), ("person", \ListQuery.person)] {
            guard let value = args.string(key) else { continue }
            guard value.count <= 200 else { throw call.error(.badArguments, "\(key) is limited to 200 characters") }
            query[keyPath: path] = value
        }
        let expenses = try await call.daemon.store.list(query)
        let totals = try await call.daemon.store.listTotals(query)
        return .object([("expenses", .array(expenses.map(ExpenseJSON.encode))), ("count", .int(expenses.count)),
                        ("matched", .int(totals.reduce(0) { $0 + $1.count })),
                        ("totals", .array(totals.map(ExpenseJSON.currencyTotal)))])
    }

    private static func deleted(_ expense: Expense, _ call: Invocation) -> JSONValue {
        let json = ExpenseJSON.encode(expense)
        call.daemon.hub.publish(ResponseLine.push(ExpenseEvent.deleted.rawValue, [("expense", json)]))
        return .object([("expense", json), ("deleted", .bool(true))])
    }
}
