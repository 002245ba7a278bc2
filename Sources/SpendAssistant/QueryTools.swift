import SpendChatClient
import SpendCore
import SpendProtocol
import SpendQuery
import SpendStore

/// The query engine as tools a language model can call (OpenAI function calling). The
/// model chooses the queries; the daemon validates the arguments and runs them exactly.
/// Every result, and every error, goes back to the model as JSON text.
public struct QueryTools: Sendable {
    let store: ExpenseStore
    let currency: Currency
    let today: Day

    public static let queryName = "query_spending"
    public static let namesName = "known_names"

    public init(store: ExpenseStore, currency: Currency, today: Day) {
        self.store = store
        self.currency = currency
        self.today = today
    }

    public func definitions() async throws -> [ChatTool] {
        let categories = try await store.categoryNames()
        func property(_ type: String, _ description: String, values: [String]? = nil) -> JSONValue {
            var fields: [(String, JSONValue)] = [("type", .string(type)), ("description", .string(description))]
            if let values { fields.append(("enum", .array(values.map(JSONValue.string)))) }
            return .object(fields)
        }
        func list(_ description: String, values: [String]? = nil) -> JSONValue {
            var items: [(String, JSONValue)] = [("type", .string("string"))]
            if let values { items.append(("enum", .array(values.map(JSONValue.string)))) }
            return .object([("type", .string("array")), ("items", .object(items)), ("description", .string(description))])
        }
        let parameters = JSONValue.object([
            ("type", .string("object")),
            ("properties", .object([
                ("merchant", list("Merchants, as spelled by known_names (any of them)")),
                ("person", list("People the expenses were shared with (any of them)")),
                ("word", list("Words that must all appear in the description, e.g. coffee")),
                ("category", list("Categories (any of them)", values: categories)),
                ("currency", property("string", "Only expenses in this ISO currency, unconverted")),
                ("period", property("string", "When: 'this month', 'last month', '2026-10', 'since June', 'the last 30 days', "
                                    + "'from March to May', 'all time'. Default: this month, or all time with a filter")),
                ("compare", property("string", "A second period to set side by side with the first")),
                ("from", property("string", "First day, YYYY-MM-DD")),
                ("to", property("string", "Last day, YYYY-MM-DD")),
                ("measure", property("string", "What to compute (default total)", values: Measure.allCases.map(\.rawValue))),
                ("group_by", property("string", "A breakdown instead of one figure", values: Grouping.allCases.map(\.rawValue))),
                ("limit", property("integer", "Rows of a list or breakdown, 1 to 100")),
            ])),
            ("additionalProperties", .bool(false)),
        ])
        return [
            ChatTool(name: Self.queryName, description: "Exact figures from the user's recorded expenses (today is \(today.iso), "
                     + "amounts in \(currency.code)). Use it for every number you state.", parameters: parameters),
            ChatTool(name: Self.namesName, description: "The merchants, people and categories the user has recorded.",
                     parameters: .object([("type", .string("object")), ("properties", .object([]))])),
        ]
    }

    /// Runs one call; never throws for the model's mistakes, which come back as `{"error": …}`.
    public func run(_ call: ToolCall) async throws -> String {
        switch call.name {
        case Self.queryName:
            guard let arguments = try? JSONValue.parse(call.arguments.isEmpty ? "{}" : call.arguments),
                  let fields = arguments.objectValue else {
                return Self.error("The arguments are not a JSON object: \(call.arguments.prefix(200))")
            }
            let query: SpendingQuery
            do {
                query = try await QueryJSON.query(fields, store: store, today: today)
            } catch let invalid as QueryJSON.Invalid {
                return Self.error(invalid.message)
            }
            return try await QueryJSON.answer(query, store: store, currency: currency, today: today, textKey: "answer").serialized
        case Self.namesName:
            let names = try await store.knownNames()
            return JSONValue.object([
                ("merchants", .array(names.merchants.prefix(200).map(JSONValue.string))),
                ("people", .array(names.people.prefix(200).map(JSONValue.string))),
                ("categories", .array(names.categories.map(JSONValue.string))),
            ]).serialized
        default:
            return Self.error("There is no tool '\(call.name.prefix(80))'; the tools are \(Self.queryName) and \(Self.namesName)")
        }
    }

    static func error(_ message: String) -> String { JSONValue.object([("error", .string(message))]).serialized }
}
