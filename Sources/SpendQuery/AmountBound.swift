import SpendCore

/// A lower or upper limit on amounts, as typed ("12.50"), compared with each expense in
/// its own currency: a list's `min=12.50` keeps $12.50 and €12.50 alike. Kept as a
/// decimal, and turned into a currency's minor units only when that currency is known.
public struct AmountBound: Sendable, Equatable {
    /// The value in millionths of a major unit: finer than any currency's minor unit.
    let micros: Int64

    /// "12", "12.5", "12.50": at most 13 whole digits and 6 decimals; nil otherwise.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty || parts.count == 2, whole.count <= 13,
              whole.allSatisfy(\.isASCII), whole.allSatisfy(\.isNumber) else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard fraction.count <= 6, fraction.allSatisfy(\.isASCII), fraction.allSatisfy(\.isNumber),
              !(whole.isEmpty && fraction.isEmpty) else { return nil }
        let padded = fraction + String(repeating: "0", count: 6 - fraction.count)
        micros = (Int64(whole) ?? 0) * 1_000_000 + (Int64(padded) ?? 0)
    }

    /// The bound in `currency`'s minor units: a lower bound rounds up, an upper bound
    /// down, so `min=12.5` on yen keeps ¥13 and up, never ¥12.
    public func minorUnits(in currency: Currency, lower: Bool) -> Int64 {
        let perMinor = 1_000_000 / currency.minorPerMajor
        let (quotient, remainder) = micros.quotientAndRemainder(dividingBy: perMinor)
        return lower && remainder > 0 ? quotient + 1 : quotient
    }
}
