/// A user-set rate: one unit of `currency` is worth `rate` units of `base`.
///
/// The rate is kept as the decimal the user typed (mantissa and scale), never as a
/// floating-point number, so a conversion gives the same cents every time and a test can
/// recompute it by hand. Spend never fetches rates: a conversion the user did not ask for
/// would silently change their totals.
public struct ExchangeRate: Hashable, Sendable {
    public let currency: Currency
    public let base: Currency
    /// The rate's digits without the point: 1.0825 is 10825 with scale 4.
    public let mantissa: Int64
    public let scale: Int

    /// At most 8 decimals and 10 integer digits: more than any real rate needs, and the
    /// products still fit in 128 bits.
    public static let maximumScale = 8
    public static let maximumIntegerDigits = 10

    public enum Problem: Error, Equatable, CustomStringConvertible {
        case sameCurrency(String)
        case notANumber(String)
        case notPositive(String)
        case tooPrecise(String)

        public var description: String {
            switch self {
            case .sameCurrency(let code): "\(code) is the base currency; its rate is always 1"
            case .notANumber(let text): "Rate '\(text)' is not a number; write it like 1.08"
            case .notPositive(let text): "Rate '\(text)' must be greater than zero"
            case .tooPrecise(let text):
                "Rate '\(text)' has too many digits (at most \(ExchangeRate.maximumIntegerDigits) before the point and \(ExchangeRate.maximumScale) after)"
            }
        }
    }

    /// Reads "1.08", "0.0067", "150": plain decimals with a point.
    public init(currency: Currency, base: Currency, text: String) throws(Problem) {
        guard currency != base else { throw .sameCurrency(currency.code) }
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integer = parts[0]
        let fraction = parts.count == 2 ? parts[1] : ""
        guard !(integer.isEmpty && fraction.isEmpty),
              (integer + fraction).allSatisfy({ $0.isASCII && $0.isNumber }) else { throw .notANumber(text) }
        let trimmedInteger = integer.drop { $0 == "0" }
        var trimmedFraction = Substring(fraction)
        while trimmedFraction.last == "0" { trimmedFraction.removeLast() }
        guard trimmedInteger.count <= Self.maximumIntegerDigits, trimmedFraction.count <= Self.maximumScale else {
            throw .tooPrecise(text)
        }
        let digits = String(trimmedInteger + trimmedFraction)
        let mantissa = Int64(digits.isEmpty ? "0" : digits)!
        guard mantissa > 0 else { throw .notPositive(text) }
        self.init(currency: currency, base: base, mantissa: mantissa, scale: trimmedFraction.count)
    }

    public init(currency: Currency, base: Currency, mantissa: Int64, scale: Int) {
        self.currency = currency
        self.base = base
        self.mantissa = mantissa
        self.scale = scale
    }

    /// "1.08": the shortest decimal for the rate.
    public var text: String {
        guard scale > 0 else { return String(mantissa) }
        var digits = String(mantissa)
        if digits.count <= scale { digits = String(repeating: "0", count: scale - digits.count + 1) + digits }
        digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -scale))
        return digits
    }

    /// `minorUnits` of `currency` in minor units of `base`, rounded half to even (banker's
    /// rounding, so many conversions do not drift up). A result past Int64 is an error,
    /// not a clamped figure.
    public func convert(_ minorUnits: Int64) throws(AmountOverflow) -> Int64 {
        // minor_base = minor × mantissa × 10^(baseDigits) / (10^scale × 10^(currencyDigits))
        var numerator = Int128(minorUnits) * Int128(mantissa)
        var denominator = Int128(1)
        for _ in 0..<scale { denominator *= 10 }
        let shift = base.minorDigits - currency.minorDigits
        for _ in 0..<max(shift, 0) {
            let (shifted, overflow) = numerator.multipliedReportingOverflow(by: 10)
            guard !overflow else { throw AmountOverflow() }
            numerator = shifted
        }
        for _ in 0..<max(-shift, 0) { denominator *= 10 }
        let negative = numerator < 0
        let magnitude = negative ? -numerator : numerator
        var quotient = magnitude / denominator
        let remainder = magnitude % denominator
        if remainder * 2 > denominator || (remainder * 2 == denominator && quotient % 2 == 1) { quotient += 1 }
        guard let result = Int64(exactly: negative ? -quotient : quotient) else { throw AmountOverflow() }
        return result
    }

    public func convert(_ money: Money) throws(AmountOverflow) -> Money? {
        guard money.currency == currency else { return nil }
        return Money(minorUnits: try convert(money.minorUnits), currency: base)
    }
}
