import Foundation

/// What one bank's or app's CSV export looks like, read from a file in
/// `data/bank-formats/` (see its README): which header it has, where each field is, and
/// how its dates, numbers and signs are written. Formats are data so a new bank is a new
/// file, not a new branch in the code.
public struct BankFormat: Decodable, Sendable {
    /// A column by header name, or by 1-based number for files without a header.
    public enum ColumnRef: Decodable, Hashable, Sendable, CustomStringConvertible {
        case name(String)
        case number(Int)

        public init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Int.self) { self = .number(number) } else { self = .name(try container.decode(String.self)) }
        }

        public var description: String {
            switch self {
            case .name(let name): name
            case .number(let number): "column \(number)"
            }
        }
    }

    public struct Match: Decodable, Sendable {
        public struct Headerless: Decodable, Sendable {
            public let columns: Int
            /// Per column: `date`, `amount`, `text`, `empty` or `any`.
            public let shape: [String]
        }
        public let header: [String]?
        public let headerless: Headerless?
    }

    public struct DateSpec: Decodable, Sendable {
        public let column: ColumnRef
        public let order: DateOrder?
    }

    /// Where the money is and which way is spending.
    public enum AmountSpec: Decodable, Sendable {
        case signed(ColumnRef, spendingNegative: Bool)
        case pair(debit: ColumnRef, credit: ColumnRef)
        case direction(ColumnRef, direction: ColumnRef, debit: [String], credit: [String])

        private enum Keys: String, CodingKey { case column, spending, debit, credit, direction }

        public init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: Keys.self)
            if let direction = try c.decodeIfPresent(ColumnRef.self, forKey: .direction) {
                self = .direction(try c.decode(ColumnRef.self, forKey: .column), direction: direction,
                                  debit: try c.decode([String].self, forKey: .debit), credit: try c.decode([String].self, forKey: .credit))
            } else if let column = try c.decodeIfPresent(ColumnRef.self, forKey: .column) {
                let spending = try c.decode(String.self, forKey: .spending)
                guard spending == "negative" || spending == "positive" else {
                    throw DecodingError.dataCorruptedError(forKey: .spending, in: c, debugDescription: "spending is negative or positive")
                }
                self = .signed(column, spendingNegative: spending == "negative")
            } else {
                self = .pair(debit: try c.decode(ColumnRef.self, forKey: .debit), credit: try c.decode(ColumnRef.self, forKey: .credit))
            }
        }
    }

    /// Rows a column marks: pending rows, or rows that are not spending.
    public struct RowRule: Decodable, Sendable {
        public let column: ColumnRef
        public let equals: [String]?
        public let contains: [String]?
        /// `payment` or `transfer` for exclusions.
        public let `as`: String?

        func matches(_ value: String) -> Bool {
            let folded = value.lowercased()
            if let equals, equals.contains(where: { $0.lowercased() == folded }) { return true }
            if let contains, contains.contains(where: { folded.contains($0.lowercased()) }) { return true }
            return false
        }
    }

    public let id: String
    public let name: String
    public let country: String
    public let sources: [String]
    public let match: Match
    public let date: DateSpec
    public let amount: AmountSpec
    public let decimal: String?
    public let description: [ColumnRef]
    public let merchant: ColumnRef?
    public let category: ColumnRef?
    public let currency: ColumnRef?
    public let person: ColumnRef?
    public let currencyCode: String?
    public let transactionID: ColumnRef?
    public let pending: RowRule?
    public let exclude: [RowRule]?
    public let categories: [String: String]?
    /// "spending": money the other way is a credit on spending (a refund, as Spend's own
    /// export writes it), not money coming in.
    public let credits: String?

    private enum CodingKeys: String, CodingKey {
        case id, name, country, sources, match, date, amount, decimal, description, merchant, category, currency, person
        case currencyCode = "currency_code"
        case transactionID = "transaction_id"
        case pending, exclude, categories, credits
    }
}

/// Which part of a numeric date comes first.
public enum DateOrder: String, Decodable, Sendable {
    case ymd, dmy, mdy, auto
}
