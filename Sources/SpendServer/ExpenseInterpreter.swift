import Foundation
import SpendChatClient
import SpendCore
import SpendProtocol

/// Turns a phrase into an expense draft. The rule parser always runs first and stays
/// the default; with `parser = hybrid` and a chat endpoint, phrases it is unsure about
/// (no amount found, or a low-confidence category) also go to the model, whose answer
/// must pass validation (positive amount, known category) to be used.
enum ExpenseInterpreter {
    /// Below this the rule parser's category is a guess worth a second opinion.
    static let unsureConfidence = 0.6

    static func interpret(_ text: String, _ call: Invocation) async throws -> (draft: ExpenseDraft, parser: String) {
        try await interpret(text, daemon: call.daemon, today: call.today, requestID: call.request.id)
    }

    /// The same without a request: spooled recordings retried in the background are
    /// interpreted relative to the day they were recorded.
    static func interpret(_ text: String, daemon: Daemon, today: Day, requestID: JSONValue?) async throws
        -> (draft: ExpenseDraft, parser: String) {
        let rules: Result<ExpenseDraft, ParseError>
        do {
            rules = .success(try byRules(text, daemon: daemon, today: today, requestID: requestID,
                                         learned: try await daemon.store.learnedPreferences()))
        } catch let error as ParseError {
            rules = .failure(error)
        }
        if daemon.config.parserMode == .hybrid, let chat = daemon.chat, shouldAsk(rules) {
            do {
                let categories = try await daemon.store.categoryNames()
                if let draft = try await askModel(text, chat: chat, categories: categories, today: today,
                                                  currency: daemon.config.currency) {
                    return (draft, "model")
                }
            } catch {
                daemon.logger.notice("model parsing failed; using the rule parser", metadata: ["error": "\(error)"])
            }
        }
        switch rules {
        case .success(let draft): return (draft, "rules")
        case .failure(let error): throw protocolError(error, requestID: requestID)
        }
    }

    /// The rule parser's reading, as `parse` gives it from memory when the learned
    /// preferences are cached and no model is asked.
    static func byRulesAtOnce(_ text: String, daemon: Daemon, today: Day, requestID: JSONValue?) throws -> ExpenseDraft? {
        guard daemon.config.parserMode == .rules, let learned = daemon.store.cachedLearnedPreferences else { return nil }
        do {
            return try byRules(text, daemon: daemon, today: today, requestID: requestID, learned: learned)
        } catch let error as ParseError {
            throw protocolError(error, requestID: requestID)
        }
    }

    private static func byRules(_ text: String, daemon: Daemon, today: Day, requestID: JSONValue?,
                                learned: LearnedPreferences) throws -> ExpenseDraft {
        // The parser reads only the start of a longer phrase: say so rather than store that.
        if let tokens = ExpenseParser.tokensOverLimit(text) {
            throw ProtocolError(.tooLong, "That phrase has \(tokens) words and marks; one expense is at most "
                                + "\(ExpenseParser.maximumTokens)", id: requestID)
        }
        return try daemon.parser.parse(text, today: today, learned: learned)
    }

    private static func protocolError(_ error: ParseError, requestID: JSONValue?) -> ProtocolError {
        ProtocolError(code: error.code, message: error.message, id: requestID,
                      details: error.hint.map { [("hint", .string($0))] } ?? [])
    }

    private static func shouldAsk(_ rules: Result<ExpenseDraft, ParseError>) -> Bool {
        switch rules {
        case .success(let draft): draft.categorySource.isBuiltIn && draft.categoryConfidence < unsureConfidence
        case .failure(let error): error == .noAmount
        }
    }

    /// The model's reading, validated; nil when it does not hold up.
    private static func askModel(_ text: String, chat: ChatClient, categories: [String], today: Day,
                                 currency defaultCurrency: Currency) async throws -> ExpenseDraft? {
        let schema = JSONValue.object([
            ("type", .string("object")),
            ("properties", .object([
                ("amount", .object([("type", .string("number"))])),
                ("currency", .object([("type", .string("string"))])),
                ("category", .object([("type", .string("string")), ("enum", .array(categories.map(JSONValue.string)))])),
                ("description", .object([("type", .string("string"))])),
                ("merchant", .object([("type", .array([.string("string"), .string("null")]))])),
                ("person", .object([("type", .array([.string("string"), .string("null")]))])),
                ("date", .object([("type", .array([.string("string"), .string("null")]))])),
            ])),
            ("required", .array(["amount", "category", "description"].map(JSONValue.string))),
            ("additionalProperties", .bool(false)),
        ])
        let instructions = """
            Extract one expense from the user's phrase. Today is \(today.iso). \
            Currency defaults to \(defaultCurrency.code). Dates are YYYY-MM-DD. \
            Categories: \(categories.joined(separator: ", ")). Reply with the JSON object only.
            """
        let content = try await chat.complete([.system(instructions), .user(text)], jsonSchema: schema, schemaName: "expense")
        guard let value = try? JSONValue.parse(content),
              let amountText = value["amount"]?.numberText ?? value["amount"]?.stringValue,
              let categoryName = value["category"]?.stringValue,
              let category = DefaultCategory.resolve(categoryName, among: categories)
        else { return nil }
        let currency = value["currency"]?.stringValue.flatMap(Currency.init(code:)) ?? defaultCurrency
        guard let money = Money(decimal: amountText, currency: currency), money.minorUnits > 0,
              money.minorUnits <= Money.maximumMinorUnits
        else { return nil }
        let date = value["date"]?.stringValue.flatMap { Day(iso: $0) }.flatMap { $0 <= today ? $0 : nil } ?? today
        return ExpenseDraft(money: money, category: category, categoryConfidence: 0.8, categorySource: .model,
                            description: String((value["description"]?.stringValue ?? text).prefix(ExpenseDraft.maximumDescriptionLength)),
                            merchant: value["merchant"]?.stringValue, person: value["person"]?.stringValue, date: date)
    }
}
