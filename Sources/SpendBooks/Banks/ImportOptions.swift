import SpendCore

/// What the user said about a file, all optional: a format to use, columns by header or
/// number, how dates, decimals and signs are written. Anything not said is detected.
public struct ImportOptions: Sendable {
    /// A column by header name (any case) or 1-based number.
    public enum Column: Hashable, Sendable, CustomStringConvertible {
        case name(String)
        case index(Int)

        /// "3" is the third column; anything else is a header name.
        public init(_ text: String) {
            if let n = Int(text), n > 0 { self = .index(n) } else { self = .name(text) }
        }

        public var description: String {
            switch self {
            case .name(let n): "'\(n)'"
            case .index(let i): "\(i)"
            }
        }
    }

    /// The `--date-format` spellings.
    public enum DateFormat: String, CaseIterable, Sendable {
        case iso = "YYYY-MM-DD"
        case us = "MM/DD/YYYY"
        case european = "DD/MM/YYYY"
        case dotted = "DD.MM.YYYY"

        var order: DateOrder {
            switch self {
            case .iso: .ymd
            case .us: .mdy
            case .european, .dotted: .dmy
            }
        }
    }

    public var format: String?
    public var date: Column?
    public var amount: Column?
    public var description: Column?
    public var category: Column?
    public var currency: Column?
    public var merchant: Column?
    public var person: Column?
    public var dateFormat: DateFormat?
    /// true: `1.234,56`; false: `1,234.56`; nil: decided from the column.
    public var decimalComma: Bool?
    /// true: spending is negative (bank accounts); false: positive (cards, Spend's own
    /// export); nil: the format's rule, or decided from the amounts.
    public var spendingNegative: Bool?
    /// Keep rows that have not settled yet (skipped by default: they change or vanish).
    public var includePending = false
    /// The currency of rows when the file names none.
    public var defaultCurrency: Currency
    /// The user's names for the bank's category words.
    public var categoryMap = CategoryMap()

    public init(defaultCurrency: Currency) { self.defaultCurrency = defaultCurrency }

    var namesColumns: Bool {
        date != nil || amount != nil || description != nil || category != nil || currency != nil || merchant != nil || person != nil
    }
}
