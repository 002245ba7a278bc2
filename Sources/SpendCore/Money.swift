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
        // One pass over the bytes: any byte but ASCII digits and one "." makes it no decimal.
        var major: Int64 = 0
        var wholeDigits = 0  // after leading zeros
        var written = 0
        var dot = false
        // The fraction's first digits, as many as the currency has, read as a number: no
        // array of digits to allocate. Any digit past them must be a zero.
        var fractionDigits = 0
        var minor: Int64 = 0
        var tooPrecise = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: ".") {
                guard !dot else { return nil }
                dot = true
            } else if byte >= 0x30 && byte <= 0x39 {
                if dot {
                    if fractionDigits < currency.minorDigits {
                        minor = minor * 10 + Int64(byte - 0x30)
                    } else if byte != 0x30 {
                        tooPrecise = true
                    }
                    fractionDigits += 1
                } else {
                    written += 1
                    if wholeDigits > 0 || byte != 0x30 {
                        wholeDigits += 1
                        guard wholeDigits <= 13 else { return nil }
                        major = major * 10 + Int64(byte - 0x30)
                    }
                }
            } else {
                return nil
            }
        }
        guard written > 0 else { return nil }
        // Trailing zeros beyond the currency's digits are no precision: "12.500" is 12.50.
        guard !tooPrecise else { return nil }
        for _ in min(fractionDigits, currency.minorDigits)..<currency.minorDigits { minor *= 10 }
        self.init(minorUnits: major * currency.minorPerMajor + minor, currency: currency)
    }

    /// "18.75", "1250.00", "500" for JPY: the exact decimal, with the currency's digits.
    /// Expenses are positive (the schema checks it); a balance or a change may be "-240.50".
    public var decimalString: String {
        let magnitude = minorUnits.magnitude
        let per = UInt64(currency.minorPerMajor)
        var text = (minorUnits < 0 ? "-" : "") + String(magnitude / per)
        if currency.minorDigits > 0 {
            let fraction = String(magnitude % per)
            text += "." + String(repeating: "0", count: currency.minorDigits - fraction.count) + fraction
        }
        return text
    }

    /// "$18.75", "€12.00", "CHF 9.50", with thousands separators for people.
    public var formatted: String {
        guard minorUnits >= 0 else { return "-" + Money(minorUnits: -minorUnits, currency: currency).formatted }
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
