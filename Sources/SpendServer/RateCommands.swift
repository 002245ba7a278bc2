import SpendCore
import SpendProtocol

/// Exchange rates the user sets by hand. Summaries convert other currencies with them and
/// say so; a currency without a rate is listed apart, never added.
enum RateCommands {
    static func rate(_ call: Invocation) async throws -> JSONValue {
        let base = call.daemon.config.currency
        let action = call.arguments.string("action")!.lowercased()
        let code = call.arguments.string("currency")!.uppercased()
        guard let currency = Currency(code: code) else {
            throw call.error(.badArguments, "Unknown currency '\(code)': use an ISO code such as EUR or GBP")
        }
        switch action {
        case "set":
            guard let text = call.arguments.string("rate") else {
                throw call.error(.badArguments, "rate set needs a value: 1 \(currency.code) in \(base.code), e.g. rate set \(currency.code) 1.08")
            }
            let rate: ExchangeRate
            do {
                rate = try ExchangeRate(currency: currency, base: base, text: text)
            } catch {
                throw call.error(.badArguments, error.description)
            }
            try await call.daemon.store.setRate(rate)
            return json(rate, updatedAt: nil)
        case "remove", "delete":
            guard try await call.daemon.store.removeRate(currency: currency) else {
                throw call.error(.notFound, "No rate is set for \(currency.code). See 'rates'")
            }
            return .object([("removed", .string(currency.code))])
        default:
            throw call.error(.badArguments, "Unknown action '\(action)': use rate set <currency> <value> or rate remove <currency>")
        }
    }

    static func rates(_ call: Invocation) async throws -> JSONValue {
        let base = call.daemon.config.currency
        let stored = try await call.daemon.store.rates()
        return .object([
            ("base", .string(base.code)),
            ("rates", .array(stored.map { json($0.rate, updatedAt: $0.updatedAt, base: base) })),
        ])
    }

    /// A rate set against another base (the configured currency changed since) is shown
    /// but marked unused, rather than applied to the wrong currency.
    private static func json(_ rate: ExchangeRate, updatedAt: String?, base: Currency? = nil) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("currency", .string(rate.currency.code)), ("base", .string(rate.base.code)),
            ("rate", .number(rate.text)),
        ]
        if let updatedAt { fields.append(("updated_at", .string(updatedAt))) }
        if let base { fields.append(("in_use", .bool(rate.base == base))) }
        return .object(fields)
    }
}
