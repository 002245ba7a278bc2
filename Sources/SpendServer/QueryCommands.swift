import SpendAssistant
import SpendProtocol
import SpendQuery

/// The spending query engine for scripts: structured fields in, exact JSON out, with the
/// same figures and sentence the assistant gives.
enum QueryCommands {
    static func query(_ call: Invocation) async throws -> JSONValue {
        let store = call.daemon.store
        var fields = call.arguments.fields("fields")
        let query: SpendingQuery
        var reading: QuestionReading?
        if let index = fields.firstIndex(where: { $0.0 == "question" }) {
            guard fields.count == 1, let text = fields[index].1.stringValue else {
                throw call.error(.badArguments, "question takes the whole query in words; give it alone")
            }
            fields.remove(at: index)
            let reader = QuestionReader(reader: store, today: call.today, isKnownThing: KnownThings.contains)
            let read = try await reader.read(text)
            guard let understood = read.query else {
                throw call.error(.badArguments, QueryNarrator.notUnderstood(read),
                                 details: [("not_understood", .array(read.notUnderstood.map(JSONValue.string)))])
            }
            query = understood
            reading = read
        } else {
            do {
                query = try await QueryJSON.query(fields, store: store, today: call.today)
            } catch let invalid as QueryJSON.Invalid {
                throw call.error(.badArguments, invalid.message)
            }
        }
        return try await QueryJSON.answer(query, store: store, currency: call.daemon.config.currency, today: call.today,
                                          reading: reading?.reading)
    }
}
