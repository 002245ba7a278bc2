import SpendCore

/// The receipt's currency: an ISO code printed on it ("EUR", "CHF"), else its symbol ("€",
/// "£"; a "$" is the user's own dollar when their currency is one, else US dollars), else
/// the user's currency with low confidence.
enum ReceiptCurrency {
    static func detect(in text: String, default fallback: Currency) -> ReceiptReading.Field<Currency> {
        var votes: [String: Int] = [:]
        for word in ReceiptWords.split(text) where word.count == 3 && codes.contains(word) { votes[word, default: 0] += 2 }
        for scalar in text.unicodeScalars {
            guard let code = symbols[scalar] else { continue }
            let resolved = code == "USD" && fallback.symbol == "$" ? fallback.code : code == "JPY" && fallback.code == "CNY" ? "CNY" : code
            votes[resolved, default: 0] += 1
        }
        guard let best = votes.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }),
              let currency = Currency(code: best.key) else {
            return .init(fallback, confidence: 0.5)
        }
        return .init(currency, confidence: votes.count == 1 ? 0.95 : 0.8)
    }

    private static let codes: Set<String> = ["USD", "EUR", "GBP", "CHF", "CAD", "AUD", "NZD", "JPY", "CNY", "INR", "SEK", "NOK",
                                             "DKK", "PLN", "CZK", "HUF", "MXN", "BRL", "ZAR", "SGD", "HKD"]
    private static let symbols: [Unicode.Scalar: String] = ["$": "USD", "£": "GBP", "€": "EUR", "¥": "JPY", "₹": "INR", "₩": "KRW",
                                                            "₽": "RUB", "₺": "TRY", "₪": "ILS", "₱": "PHP", "฿": "THB", "₫": "VND"]
}
