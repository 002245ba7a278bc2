import SpendCore
import SpendProtocol

/// Field assignments shared by `edit` and structured `add`.
enum FieldChanges {
    static let names = ["amount", "currency", "category", "description", "merchant", "person", "date"]

    static func apply(_ fields: [(String, JSONValue)], to draft: inout ExpenseDraft, categories: [String],
                      today: Day, call: Invocation) throws(ProtocolError) {
        func fail(_ message: String) -> ProtocolError { call.error(.badArguments, message) }
        var currency = draft.money.currency
        if let code = fields.last(where: { $0.0 == "currency" })?.1.stringValue {
            guard let parsed = Currency(code: code) else { throw fail("Unknown currency '\(code)'") }
            currency = parsed
        }
        var amountText: String?
        for (key, value) in fields {
            let text = value.stringValue ?? value.numberText
            switch key {
            case "amount":
                guard let text else { throw fail("amount must be a number") }
                amountText = text
            case "currency":
                guard value.stringValue != nil else { throw fail("currency must be an ISO code such as EUR") }
            case "category":
                guard let text, let category = DefaultCategory.resolve(text, among: categories) else {
                    throw call.error(.unknownCategory, "Unknown category '\(text ?? "")'",
                                     details: [("categories", .array(categories.map(JSONValue.string)))])
                }
                draft.category = category
                draft.categoryConfidence = 1
                draft.categorySource = .user
            case "description":
                guard let text else { throw fail("description must be a string") }
                draft.description = String(text.prefix(ExpenseDraft.maximumDescriptionLength))
            case "merchant", "person":
                guard value == .null || value.stringValue != nil else { throw fail("\(key) must be a string or null") }
                let cleared = value.stringValue.flatMap { $0.isEmpty ? nil : String($0.prefix(100)) }
                if key == "merchant" { draft.merchant = cleared } else { draft.person = cleared }
            case "date":
                guard let text, let day = DatePhrase.parse(text, today: today) else {
                    throw fail("date must be YYYY-MM-DD or a phrase like 'yesterday'")
                }
                draft.date = day
            default:
                throw fail("Unknown field '\(key)' (fields: \(names.joined(separator: ", ")))")
            }
        }
        // A credit (a refund) keeps its sign through an edit of its other fields; an amount
        // given here is spending, more than zero.
        let credit = amountText == nil && draft.money.minorUnits < 0
        let amount = credit ? String(draft.money.decimalString.dropFirst()) : amountText ?? draft.money.decimalString
        if amount.hasPrefix("-") { throw call.error(.badAmount, "The amount must be more than zero") }
        let plain = amount.hasPrefix(currency.symbol) ? String(amount.dropFirst(currency.symbol.count)) : amount
        guard let money = Money(decimal: plain, currency: currency) else {
            throw call.error(.badAmount, "'\(amount)' is not a \(currency.code) amount (at most \(currency.minorDigits) decimal places)")
        }
        guard money.minorUnits > 0, money.minorUnits <= Money.maximumMinorUnits else {
            throw call.error(.badAmount, "The amount must be more than zero and at most \(Money(minorUnits: Money.maximumMinorUnits, currency: currency).formatted)")
        }
        draft.money = credit ? Money(minorUnits: -money.minorUnits, currency: money.currency) : money
    }
}
