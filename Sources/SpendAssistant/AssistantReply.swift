import SpendCore
import SpendQuery
import SpendStore

/// One answer of the built-in assistant with everything a caller may need: the text,
/// the exact facts a language model phrases, and the query, remembered so that a
/// follow-up ("And in September?") can change one part of it.
public struct AssistantReply: Sendable {
    public let text: String
    /// Exact sentences for a language model; the figures in them are the only ones it may use.
    public let statements: [String]
    public let factNames: [String]
    /// The analyser's intent, or "query" for a spending query, "not_understood" for a refusal.
    public let intent: String
    public let period: DayRange?
    public let query: SpendingQuery?
    public let result: QueryResult?
    public let reading: QuestionReading?
}

/// Routes a question: budgets, affordability, allowances, unusual expenses, patterns and
/// saving tips go to the facts engine; every question about a slice of spending goes to
/// the query engine; a question with a part nobody can understand gets no figure at all.
public enum Assistant {
    static let factIntents: Set<Question.Intent> = [.setBudget, .budgetStatus, .canAfford, .weeklyAllowance, .unusual,
                                                    .patterns, .saving]

    public static func reply(to text: String, store: ExpenseStore, currency: Currency, today: Day,
                             previous: SpendingQuery?) async throws -> AssistantReply {
        let question = QuestionAnalyzer.analyze(text, today: today, categories: try await store.categoryNames(),
                                                currency: currency)
        if ReceiptAnswers.isAbout(text) {
            let answer = try await ReceiptAnswers.answer(text, period: question.period, store: store)
            let period = DayRange(start: question.period.start, end: question.period.end, label: question.period.label)
            return AssistantReply(text: answer, statements: [answer], factNames: ["receipts"], intent: "receipts", period: period,
                                  query: nil, result: nil, reading: nil)
        }
        if let kind = MoneyInQuestion.classify(text, goalNames: try await store.goalNames()) {
            let (intent, answer) = try await MoneyInAnswers.answer(kind, period: question.period, store: store, today: today)
            let period = DayRange(start: question.period.start, end: question.period.end, label: question.period.label)
            return AssistantReply(text: answer, statements: [answer], factNames: [intent], intent: intent, period: period,
                                  query: nil, result: nil, reading: nil)
        }
        if factIntents.contains(question.intent) {
            let facts = try await FactsEngine(store: store, currency: currency).facts(for: question, today: today)
            let period = DayRange(start: question.period.start, end: question.period.end, label: question.period.label)
            return AssistantReply(text: BuiltInAssistant.answer(question, facts: facts), statements: facts.statements,
                                  factNames: facts.names, intent: question.intent.rawValue, period: period,
                                  query: nil, result: nil, reading: nil)
        }
        let reader = QuestionReader(reader: store, today: today, isKnownThing: KnownThings.contains)
        let reading = try await reader.read(text, previous: previous)
        guard let query = reading.query else {
            let answer = reading.isSpendingQuestion || !reading.notUnderstood.isEmpty
                ? QueryNarrator.notUnderstood(reading) : BuiltInAssistant.capabilities
            let understood = reading.understood.joined(separator: ", ")
            let missing = reading.notUnderstood.joined(separator: ", ")
            let why = reading.reason ?? ""
            let statement = "The question was not fully understood; no figure may be given. Understood: \(understood). "
                + "Not understood: \(missing). \(why)"
            return AssistantReply(text: answer, statements: [statement], factNames: ["not_understood"],
                                  intent: "not_understood", period: nil, query: nil, result: nil, reading: reading)
        }
        guard try await store.hasExpenses() else {
            let none = "I don't see any expenses yet, so there's nothing to add up. Once you record a few, "
                + "I can tell you totals, your top categories, trends and more 🌱"
            return AssistantReply(text: none, statements: ["No expenses are recorded yet, in any currency."],
                                  factNames: ["no_expenses"], intent: "query", period: query.periods.first, query: query,
                                  result: nil, reading: reading)
        }
        let result = try await QueryEngine(reader: store, currency: currency, today: today).run(query)
        let answer = QueryNarrator.answer(result, reading: reading.reading)
        return AssistantReply(text: answer, statements: [answer], factNames: ["query"], intent: "query",
                              period: query.periods.first, query: query, result: result, reading: reading)
    }
}

/// Everyday things the parser's lexicon knows ("coffee", "sweater"): understood in a
/// question even before any expense mentions them.
public enum KnownThings {
    static let categoriser = Categoriser()

    @Sendable public static func contains(_ word: String) -> Bool {
        categoriser.guess(description: word, merchant: nil).confidence > 0.3
    }
}
