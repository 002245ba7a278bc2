import SpendCore

/// Finds the bank row of a purchase already stored from its receipt, so an import does
/// not count it twice: the same currency and amount, dated the receipt's day or up to
/// `lag` days after it (a card payment posts a few days after the purchase). Each
/// receipt's expense matches one row at most, the earliest-dated first.
public struct ReceiptMatcher: Sendable {
    public struct Purchase: Hashable, Sendable {
        public let expense: Int64
        public let receipt: Int64
        public let day: Day
        public let minor: Int64
        public let currency: String

        public init(expense: Int64, receipt: Int64, day: Day, minor: Int64, currency: String) {
            self.expense = expense
            self.receipt = receipt
            self.day = day
            self.minor = minor
            self.currency = currency
        }
    }

    private struct Key: Hashable {
        let minor: Int64
        let currency: String
    }

    public static let lag = 5
    private var open: [Key: [Purchase]]

    public init(_ purchases: [Purchase]) {
        open = Dictionary(grouping: purchases.sorted { ($0.day, $0.expense) < ($1.day, $1.expense) }) {
            Key(minor: $0.minor, currency: $0.currency)
        }
    }

    public var isEmpty: Bool { open.isEmpty }

    /// The purchase a bank row for `minor` on `day` is, taken out of the open ones.
    public mutating func match(day: Day, minor: Int64, currency: String) -> Purchase? {
        let key = Key(minor: minor, currency: currency)
        guard let candidates = open[key],
              let index = candidates.firstIndex(where: { $0.day <= day && day.daysSinceEpoch - $0.day.daysSinceEpoch <= Self.lag }) else {
            return nil
        }
        let found = candidates[index]
        open[key]!.remove(at: index)
        return found
    }
}
