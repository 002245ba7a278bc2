import Foundation
import SpendCore
import SpendProtocol

/// A vision model's reading of a receipt: the JSON schema it is asked to answer in, and the
/// checks its answer must pass before it replaces the local reading. A model can answer
/// anything, so every field is checked: the total a positive amount, the date a real day
/// not after today, the currency a known code, the category one the user has.
public enum VisionAnswer {
    public static let instructions = """
        You read photos of shop receipts. Answer only with JSON matching the schema: the shop's name \
        as customers know it, the purchase date (YYYY-MM-DD), the amount paid (tax included, not the \
        subtotal and not the cash handed over), the ISO 4217 currency code, the tax, the payment method, \
        the line items, and the best of the given categories.
        """

    /// The JSON schema the answer must follow (`response_format.json_schema.schema`).
    public static func schema(categories: [String]) -> JSONValue {
        func nullable(_ type: String, _ description: String) -> JSONValue {
            .object([("type", .array([.string(type), .string("null")])), ("description", .string(description))])
        }
        let item = JSONValue.object([("type", .string("object")), ("properties", .object([
            ("name", .object([("type", .string("string"))])), ("amount", .object([("type", .string("string"))])),
        ])), ("required", .array([.string("name"), .string("amount")])), ("additionalProperties", .bool(false))])
        let properties: [(String, JSONValue)] = [
            ("merchant", nullable("string", "The shop's name")),
            ("date", nullable("string", "YYYY-MM-DD")),
            ("total", nullable("string", "Amount paid as a decimal number, e.g. 23.40")),
            ("currency", nullable("string", "ISO 4217 code, e.g. USD")),
            ("subtotal", nullable("string", "Before tax, as a decimal number")),
            ("tax", nullable("string", "Tax as a decimal number")),
            ("payment", .object([("type", .array([.string("string"), .string("null")])),
                                 ("enum", .array(PaymentMethod.allCases.map { .string($0.rawValue) } + [.null]))])),
            ("category", .object([("type", .string("string")), ("enum", .array(categories.map(JSONValue.string)))])),
            ("items", .object([("type", .string("array")), ("items", item)])),
        ]
        return .object([("type", .string("object")), ("properties", .object(properties)),
                        ("required", .array(properties.map { .string($0.0) })), ("additionalProperties", .bool(false))])
    }

    public enum Rejection: Error, Equatable, CustomStringConvertible {
        case notJSON, missingTotal, badTotal(String), badDate(String), futureDate(String), badCurrency(String)

        public var description: String {
            switch self {
            case .notJSON: "the model's answer is not a JSON object"
            case .missingTotal: "the model's answer has no total"
            case .badTotal(let text): "the model's total '\(text.prefix(20))' is not a positive amount"
            case .badDate(let text): "the model's date '\(text.prefix(20))' is not a real date"
            case .futureDate(let text): "the model's date \(text) is in the future"
            case .badCurrency(let text): "the model's currency '\(text.prefix(8))' is not a known ISO code"
            }
        }
    }

    /// The model's reading, checked, with the category it chose when it is one of `categories`.
    public static func reading(from content: String, today: Day, defaultCurrency: Currency, categories: [String])
        throws(Rejection) -> ReceiptReading {
        let json: JSONValue
        do { json = try JSONValue.parse(Self.unfenced(content)) } catch { throw .notJSON }
        guard json.objectValue != nil else { throw .notJSON }
        var currency = defaultCurrency
        if let code = json["currency"]?.stringValue {
            guard let known = Currency(code: code), code.count == 3 else { throw .badCurrency(code) }
            currency = known
        }
        func amount(_ key: String) -> Int64? {
            guard let text = json[key]?.stringValue ?? json[key]?.numberText else { return nil }
            return Money(decimal: text, currency: currency)?.minorUnits
        }
        guard let totalText = json["total"]?.stringValue ?? json["total"]?.numberText else { throw .missingTotal }
        guard let total = Money(decimal: totalText, currency: currency)?.minorUnits, total > 0 else { throw .badTotal(totalText) }
        var reading = ReceiptReading(currency: .init(currency, confidence: 0.95), totalMinor: .init(total, confidence: 0.95))
        if let dateText = json["date"]?.stringValue {
            guard let day = Day(iso: dateText) else { throw .badDate(dateText) }
            guard day <= today else { throw .futureDate(dateText) }
            reading.date = .init(day, confidence: 0.95)
        }
        if let merchant = json["merchant"]?.stringValue?.trimmingCharacters(in: .whitespaces), !merchant.isEmpty {
            reading.merchant = .init(String(merchant.prefix(100)), confidence: 0.9)
        }
        reading.subtotalMinor = amount("subtotal").map { .init($0, confidence: 0.9) }
        reading.taxMinor = amount("tax").flatMap { $0 >= 0 && $0 < total ? .init($0, confidence: 0.9) : nil }
        reading.payment = json["payment"]?.stringValue.flatMap { PaymentMethod(rawValue: $0.lowercased()) }.map { .init($0, confidence: 0.9) }
        reading.items = (json["items"]?.arrayValue ?? []).prefix(200).compactMap { item in
            guard let name = item["name"]?.stringValue, let text = item["amount"]?.stringValue ?? item["amount"]?.numberText,
                  let minor = Money(decimal: text, currency: currency)?.minorUnits else { return nil }
            return ReceiptReading.Item(name: String(name.prefix(100)), amountMinor: minor)
        }
        reading.category = json["category"]?.stringValue
            .flatMap { chosen in categories.first { $0.caseInsensitiveCompare(chosen) == .orderedSame } }
            .map { .init($0, confidence: 0.85) }
        return reading
    }

    /// Models often wrap JSON in a ```json fence despite being asked not to.
    private static func unfenced(_ text: String) -> String {
        var body = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard body.hasPrefix("```") else { return body }
        body = String(body.drop { $0 != "\n" })
        if body.hasSuffix("```") { body.removeLast(3) }
        return body
    }
}
