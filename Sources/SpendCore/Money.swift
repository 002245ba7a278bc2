/// An exact amount: integer minor units plus a currency. Never a floating-point value,
/// so 0.1 + 0.2 is always 0.3 and totals match to the cent.
public struct Money: Hashable, Sendable {
    public let minorUnits: Int64
    public let currency: Currency

    /// Amounts beyond this (ten billion dollars) are treated as input mistakes.
    public static let maximumMinorUnits: Int64 = 1_000_000_000_000

    public init(minorUnits: Int64, currency: Currency) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    /// Parses a plain decimal string such as "18.75" or "1250". Fails when the text has
    /// more fraction digits than the currency allows rather than rounding silently.
    public init?(decimal text: String, currency: Currency) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let written = parts.first, !written.isEmpty,
              written.allSatisfy(\.isASCIIDigit)
        else { return nil }
        let significant = written.drop { $0 == "0" }
        let whole = significant.isEmpty ? "0" : significant
        guard whole.count <= 13 else { return nil }
        var fraction = parts.count == 2 ? String(parts[1]) : ""
        guard fraction.allSatisfy(\.isASCIIDigit) else { return nil }
        while fraction.count > currency.minorDigits, fraction.hasSuffix("0") { fraction.removeLast() }
        guard fraction.count <= currency.minorDigits else { return nil }
        fraction += String(repeating: "0", count: currency.minorDigits - fraction.count)
        guard let major = Int64(whole), let minor = Int64(fraction.isEmpty ? "0" : fraction) else { return nil }
        self.init(minorUnits: major * currency.minorPerMajor + minor, currency: currency)
    }

    /// "18.75", "1250.00", "500" for JPY: the exact decimal, with the currency's digits.
    /// Stored amounts are positive (the schema checks it), so there is no sign to write.
    public var decimalString: String {
        let magnitude = minorUnits.magnitude
        let per = UInt64(currency.minorPerMajor)
        var text = String(magnitude / per)
        if currency.minorDigits > 0 {
            let fraction = String(magnitude % per)
            text += "." + String(repeating: "0", count: currency.minorDigits - fraction.count) + fraction
        }
        return text
    }

    /// "$18.75", "€12.00", "CHF 9.50", with thousands separators for people.
    public var formatted: String {
        let parts = decimalString.split(separator: ".", maxSplits: 1)
        var whole = String(parts[0])
        var grouped = ""
        while whole.count > 3 {
            grouped = "," + whole.suffix(3) + grouped
            whole.removeLast(3)
        }
        grouped = whole + grouped
        let body = parts.count == 2 ? grouped + "." + parts[1] : grouped
        return currency.symbol + body
    }
}

/// A total or a conversion past what 64-bit minor units hold. Reported to the user,
/// never clamped or wrapped into a wrong figure.
public struct AmountOverflow: Error, Equatable, CustomStringConvertible {
    public init() {}
    public var description: String {
        "The total is too large to compute exactly; check the amounts and the exchange rates"
    }
}

extension Money {
    /// `a + b` in minor units, or `AmountOverflow`.
    public static func sum(_ a: Int64, _ b: Int64) throws(AmountOverflow) -> Int64 {
        let (result, overflow) = a.addingReportingOverflow(b)
        guard !overflow else { throw AmountOverflow() }
        return result
    }

    /// The sum of `values` in minor units, or `AmountOverflow`.
    public static func sum(_ values: some Sequence<Int64>) throws(AmountOverflow) -> Int64 {
        var total: Int64 = 0
        for value in values { total = try sum(total, value) }
        return total
    }
}
