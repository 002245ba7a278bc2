import SpendCore
import SpendProtocol

/// The wire and stored shape of a reading: each field `{"value": …, "confidence": 0.95}`
/// or null, amounts as exact decimal numbers in the receipt's currency.
public enum ReceiptJSON {
    public static func encode(_ reading: ReceiptReading) -> JSONValue {
        let currency = reading.currency.value
        func field<V>(_ field: ReceiptReading.Field<V>?, _ value: (V) -> JSONValue) -> JSONValue {
            guard let field else { return .null }
            return .object([("value", value(field.value)), ("confidence", .double((field.confidence * 100).rounded() / 100))])
        }
        func amount(_ minor: Int64) -> JSONValue { .number(Money(minorUnits: minor, currency: currency).decimalString) }
        return .object([
            ("merchant", field(reading.merchant) { .string($0) }),
            ("date", field(reading.date) { .string($0.iso) }),
            ("total", field(reading.totalMinor, amount)),
            ("currency", field(reading.currency) { .string($0.code) }),
            ("subtotal", field(reading.subtotalMinor, amount)),
            ("tax", field(reading.taxMinor, amount)),
            ("payment", field(reading.payment) { .string($0.rawValue) }),
            ("category", field(reading.category) { .string($0) }),
            ("items", .array(reading.items.map { .object([("name", .string($0.name)), ("amount", amount($0.amountMinor))]) })),
        ])
    }

    /// Reads back what `encode` wrote; nil when the text is not such a reading.
    public static func decode(_ json: JSONValue) -> ReceiptReading? {
        func confidence(_ key: String) -> Double { json[key]?["confidence"]?.doubleValue ?? 0 }
        guard let code = json["currency"]?["value"]?.stringValue, let currency = Currency(code: code) else { return nil }
        func amount(_ value: JSONValue?) -> Int64? { value?.numberText.flatMap { Money(decimal: $0, currency: currency)?.minorUnits } }
        func minor(_ key: String) -> ReceiptReading.Field<Int64>? {
            amount(json[key]?["value"]).map { .init($0, confidence: confidence(key)) }
        }
        var reading = ReceiptReading(currency: .init(currency, confidence: confidence("currency")))
        reading.merchant = json["merchant"]?["value"]?.stringValue.map { .init($0, confidence: confidence("merchant")) }
        reading.date = json["date"]?["value"]?.stringValue.flatMap(Day.init(iso:)).map { .init($0, confidence: confidence("date")) }
        reading.totalMinor = minor("total")
        reading.subtotalMinor = minor("subtotal")
        reading.taxMinor = minor("tax")
        reading.payment = json["payment"]?["value"]?.stringValue.flatMap(PaymentMethod.init(rawValue:)).map { .init($0, confidence: confidence("payment")) }
        reading.category = json["category"]?["value"]?.stringValue.map { .init($0, confidence: confidence("category")) }
        reading.items = (json["items"]?.arrayValue ?? []).compactMap { item in
            guard let name = item["name"]?.stringValue, let minor = amount(item["amount"]) else { return nil }
            return ReceiptReading.Item(name: name, amountMinor: minor)
        }
        return reading
    }
}
