/// An ISO 4217 currency with the number of minor-unit digits it uses.
///
/// Only the digits matter for exact money; the symbol and spoken names exist so the
/// parser can recognise "€12", "twelve euros" and "12 EUR" alike. The table holds every
/// currency some territory uses today (CLDR), with ISO 4217's minor digits.
public struct Currency: Hashable, Sendable, CustomStringConvertible {
    public let code: String
    public let minorDigits: Int

    public var description: String { code }

    /// `nil` for codes not in the table: storing an unknown currency would make its
    /// minor units meaningless.
    public init?(code: String) {
        let upper = code.uppercased()
        guard let digits = Currency.minorDigitsByCode[upper] else { return nil }
        self.code = upper
        self.minorDigits = digits
    }

    public static let usd = Currency(code: "USD")!

    /// 10^minorDigits: how many minor units make one major unit.
    public var minorPerMajor: Int64 {
        var value: Int64 = 1
        for _ in 0..<minorDigits { value *= 10 }
        return value
    }

    /// The symbol a person would write before the amount, for display.
    public var symbol: String {
        switch code {
        case "USD", "CAD", "AUD", "NZD", "MXN", "SGD", "HKD": return "$"
        case "EUR": return "€"
        case "GBP": return "£"
        case "JPY", "CNY": return "¥"
        case "INR": return "₹"
        case "KRW": return "₩"
        default: return code + " "
        }
    }

    /// Every currency a territory uses today, from CLDR (Knowledge/CurrencyTable.swift).
    static let minorDigitsByCode: StringTable<Int> = {
        var table = StringTable<Int>()
        for (code, digits) in CurrencyTable.minorDigits { table[code] = digits }
        return table
    }()
}
