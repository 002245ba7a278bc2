/// An ISO 4217 currency with the number of minor-unit digits it uses.
///
/// Only the digits matter for exact money; the symbol and spoken names exist so the
/// parser can recognise "€12", "twelve euros" and "12 EUR" alike.
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

    static let minorDigitsByCode: StringTable<Int> = [
        "USD": 2, "EUR": 2, "GBP": 2, "JPY": 0, "CAD": 2, "AUD": 2, "NZD": 2, "CHF": 2,
        "CNY": 2, "INR": 2, "MXN": 2, "BRL": 2, "SEK": 2, "NOK": 2, "DKK": 2, "PLN": 2,
        "CZK": 2, "HUF": 2, "SGD": 2, "HKD": 2, "KRW": 0, "ZAR": 2, "TRY": 2, "ILS": 2,
        "THB": 2, "RUB": 2, "UAH": 2, "RON": 2, "BGN": 2, "ISK": 0, "KWD": 3, "BHD": 3,
        "JOD": 3, "OMR": 3, "TND": 3, "AED": 2, "SAR": 2, "PHP": 2, "IDR": 2, "MYR": 2,
        "VND": 0, "CLP": 0, "COP": 2, "ARS": 2, "PEN": 2, "EGP": 2, "NGN": 2, "KES": 2,
        "TWD": 2,
    ]
}
