import SpendCore

/// The receipt's currency: an ISO code printed on it ("EUR", "CHF") or a local mark ("RM",
/// "Rs."), else its symbol ("€", "£", "S$"; a bare "$" is the user's own dollar when their
/// currency is one, else US dollars), else the user's currency with low confidence, unless
/// the amounts are printed with decimal commas and the user's currency is not: then euros.
enum ReceiptCurrency {
    static func detect(in text: String, default fallback: Currency) -> ReceiptReading.Field<Currency> {
        var votes: [String: Int] = [:]
        for word in ReceiptWords.split(text) {
            if word.count == 3 && codes.contains(word) { votes[word, default: 0] += 2 }
            if let code = localMarks[word] { votes[code, default: 0] += 2 }
        }
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            // A symbol counts beside a number ("¥160", "1,09 €"), not as a speck OCR read in the margin.
            guard let code = symbols[scalar], besideNumber(scalars, index) else { continue }
            if scalar == "$", let dollar = dollarPrefix(scalars, before: index) {
                votes[dollar, default: 0] += 2
                continue
            }
            let resolved = code == "USD" && fallback.symbol == "$" ? fallback.code : code == "JPY" && fallback.code == "CNY" ? "CNY" : code
            votes[resolved, default: 0] += 1
        }
        guard let best = votes.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }),
              let currency = Currency(code: best.key) else {
            if !decimalCommaCurrencies.contains(fallback.code) && decimalCommas(in: scalars) {
                return .init(Currency(code: "EUR")!, confidence: 0.4)
            }
            return .init(fallback, confidence: 0.5)
        }
        return .init(currency, confidence: votes.count == 1 ? 0.95 : 0.8)
    }

    /// "S$12.75", "R$ 45,90", "US$": the letters before a dollar sign name whose dollar.
    private static func dollarPrefix(_ s: [Unicode.Scalar], before index: Int) -> String? {
        var start = index
        while start > 0, s[start - 1].properties.isUppercase { start -= 1 }
        guard start < index, start == 0 || !s[start - 1].properties.isAlphabetic else { return nil }
        return dollarPrefixes[String(String.UnicodeScalarView(s[start..<index]))]
    }

    private static func besideNumber(_ s: [Unicode.Scalar], _ index: Int) -> Bool {
        let after = s[(index + 1)...].prefix(2).drop { $0 == " " }.first
        let before = s[..<index].suffix(2).reversed().drop { $0 == " " }.first
        return after.map { isDigit($0) || $0 == "." } == true || before.map(isDigit) == true
    }

    /// Whether most amounts end in a comma and two digits ("1,29") rather than a point.
    private static func decimalCommas(in s: [Unicode.Scalar]) -> Bool {
        var commas = 0, points = 0
        for i in s.indices.dropFirst().dropLast(2) where (s[i] == "," || s[i] == ".") && isDigit(s[i - 1]) && isDigit(s[i + 1]) && isDigit(s[i + 2]) {
            guard i + 3 == s.count || !isDigit(s[i + 3]) else { continue }
            if s[i] == "," { commas += 1 } else { points += 1 }
        }
        return commas > points
    }

    private static func isDigit(_ c: Unicode.Scalar) -> Bool { c.value >= 48 && c.value <= 57 }

    private static let codes: Set<String> = ["USD", "EUR", "GBP", "CHF", "CAD", "AUD", "NZD", "JPY", "CNY", "INR", "SEK", "NOK",
                                             "DKK", "PLN", "CZK", "HUF", "MXN", "BRL", "ZAR", "SGD", "HKD", "MYR", "IDR", "THB",
                                             "PHP", "AED"]
    /// Marks printed instead of a code: Malaysia's ringgit, India's rupee.
    private static let localMarks: [String: String] = ["RM": "MYR", "RS": "INR"]
    private static let dollarPrefixes: [String: String] = ["S": "SGD", "R": "BRL", "A": "AUD", "C": "CAD", "NZ": "NZD", "HK": "HKD",
                                                           "US": "USD", "USD": "USD"]
    private static let symbols: [Unicode.Scalar: String] = ["$": "USD", "£": "GBP", "€": "EUR", "¥": "JPY", "₹": "INR", "₩": "KRW",
                                                            "₽": "RUB", "₺": "TRY", "₪": "ILS", "₱": "PHP", "฿": "THB", "₫": "VND"]
    /// Currencies whose countries print "1,29".
    private static let decimalCommaCurrencies: Set<String> = ["EUR", "SEK", "NOK", "DKK", "PLN", "CZK", "HUF", "BRL", "TRY", "IDR",
                                                              "RUB", "ARS", "CLP", "COP", "VND", "ZAR"]
}
