import SpendCore

/// The wire shape of an expense. Field names are part of protocol v1.
public enum ExpenseJSON {
    public static func encode(_ expense: Expense) -> JSONValue {
        encode(expense.draft, id: expense.id, createdAt: expense.createdAt, source: expense.source, receipt: expense.receipt)
    }

    /// A parsed but unsaved draft has no id and no created_at; a stored expense also says how
    /// it came in (`source`: text, voice, ...) and, when confirmed from a receipt, its id (`receipt`).
    public static func encode(_ draft: ExpenseDraft, id: Int64? = nil, createdAt: String? = nil, source: String? = nil,
                              receipt: Int64? = nil) -> JSONValue {
        .object([
            ("id", id.map(JSONValue.int) ?? .null),
            ("amount", .number(draft.money.decimalString)),
            ("currency", .string(draft.money.currency.code)),
            ("category", .string(draft.category)),
            ("category_confidence", .double(draft.categoryConfidence)),
            ("category_source", .string(draft.categorySource.rawValue)),
            ("description", .string(draft.description)),
            ("merchant", .optional(draft.merchant)),
            ("person", .optional(draft.person)),
            ("people", .array(draft.people.map(JSONValue.string))),
            ("date", .string(draft.date.iso)),
            ("created_at", .optional(createdAt)),
        ] + (source.map { [("source", .string($0))] } ?? []) + (receipt.map { [("receipt", .int($0))] } ?? []) + extraAmounts(draft))
    }

    /// `extra_amounts`, only when the phrase named some ("plus $12 tip"): they are never
    /// stored, so only `parse` and `add` replies carry them.
    private static func extraAmounts(_ draft: ExpenseDraft) -> [(String, JSONValue)] {
        guard !draft.extraAmounts.isEmpty else { return [] }
        return [("extra_amounts", .array(draft.extraAmounts.map { extra in
            .object([("amount", .number(extra.money.decimalString)), ("currency", .string(extra.money.currency.code)),
                     ("label", .optional(extra.label)), ("included", .bool(extra.included)), ("note", .string(extra.note))])
        }))]
    }

    /// Money as a JSON number with the currency's exact digits.
    public static func amount(_ minorUnits: Int64, _ currency: Currency) -> JSONValue {
        .number(Money(minorUnits: minorUnits, currency: currency).decimalString)
    }

    /// `{"currency":"EUR","total":12.00,"count":1}`: a per-currency total as stored.
    public static func currencyTotal(_ total: Analytics.CurrencyTotal) -> JSONValue {
        let currency = Currency(code: total.currency)
        return .object([("currency", .string(total.currency)),
                        ("total", currency.map { amount(total.total, $0) } ?? .int(total.total)),
                        ("count", .int(total.count))])
    }
}
