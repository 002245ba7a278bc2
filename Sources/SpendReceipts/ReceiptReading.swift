import SpendCore

/// What was read from a receipt, each field with how sure the reader is (0–1), before the
/// user reviews it. Produced by `ReceiptTextParser` from OCR text, or by a vision model's
/// answer checked in `VisionAnswer`.
public struct ReceiptReading: Hashable, Sendable {
    public struct Field<Value: Hashable & Sendable>: Hashable, Sendable {
        public var value: Value
        public var confidence: Double

        public init(_ value: Value, confidence: Double) {
            self.value = value
            self.confidence = confidence
        }
    }

    public struct Item: Hashable, Sendable {
        public var name: String
        public var amountMinor: Int64

        public init(name: String, amountMinor: Int64) {
            self.name = name
            self.amountMinor = amountMinor
        }
    }

    public var merchant: Field<String>?
    public var date: Field<Day>?
    public var currency: Field<Currency>
    /// What was paid, tax included.
    public var totalMinor: Field<Int64>?
    public var subtotalMinor: Field<Int64>?
    public var taxMinor: Field<Int64>?
    public var payment: Field<PaymentMethod>?
    public var items: [Item]
    /// The category guessed from the merchant and the items (by the daemon's categoriser,
    /// which knows the user's own categories), or the one a vision model chose.
    public var category: Field<String>?

    public init(merchant: Field<String>? = nil, date: Field<Day>? = nil, currency: Field<Currency>,
                totalMinor: Field<Int64>? = nil, subtotalMinor: Field<Int64>? = nil, taxMinor: Field<Int64>? = nil,
                payment: Field<PaymentMethod>? = nil, items: [Item] = []) {
        self.merchant = merchant
        self.date = date
        self.currency = currency
        self.totalMinor = totalMinor
        self.subtotalMinor = subtotalMinor
        self.taxMinor = taxMinor
        self.payment = payment
        self.items = items
    }

    /// The words a categoriser reads: the line items, so a shop the brand table does not
    /// know is still placed by what was bought there.
    public var itemWords: String { items.map(\.name).joined(separator: ", ") }
}

/// How a receipt was paid, as receipts print it.
public enum PaymentMethod: String, CaseIterable, Hashable, Sendable {
    case visa, mastercard, amex, discover, debit, card, cash

    /// A card network or debit printed on the receipt names the method better than a
    /// plain "card", which is better than nothing.
    var specificity: Int {
        switch self {
        case .visa, .mastercard, .amex, .discover: 3
        case .debit: 2
        case .card: 1
        case .cash: 0
        }
    }
}
