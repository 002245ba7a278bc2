/// How a receipt says it was paid: a card network's name, a debit card, or cash. The most
/// specific method printed anywhere wins ("VISA DEBIT" is Visa; "CB VISA" is Visa).
enum ReceiptPayment {
    static func find(in lines: [ReceiptLine]) -> ReceiptReading.Field<PaymentMethod>? {
        let methods = lines.compactMap { method(in: $0.words) ?? japaneseMethod(in: $0.text) }
        guard let best = methods.max(by: { $0.specificity < $1.specificity }) else { return nil }
        return .init(best, confidence: best == .card ? 0.6 : 0.9)
    }

    static func method(in words: [String]) -> PaymentMethod? {
        var found: PaymentMethod?
        func take(_ method: PaymentMethod) { if found == nil || method.specificity > found!.specificity { found = method } }
        for (index, word) in words.enumerated() {
            let next = index + 1 < words.count ? words[index + 1] : ""
            switch word {
            case "VISA": take(.visa)
            case "MASTERCARD", "MASTERC", "MC": take(.mastercard)
            case "MASTER" where next == "CARD": take(.mastercard)
            case "AMEX", "AMERICAN" where next == "EXPRESS": take(.amex)
            case "DISCOVER": take(.discover)
            // PIN and PINNEN: the Dutch debit card; NETS: Singapore's.
            case "DEBIT", "GIROCARD", "MAESTRO", "INTERAC", "EFTPOS", "VPAY", "BANCONTACT", "PINNEN", "PIN", "NETS",
                 "EC" where next == "KARTE" || next == "CASH":
                take(.debit)
            case "CREDIT", "CARD", "KARTE", "KARTENZAHLUNG", "CB", "CARTE", "TARJETA", "CONTACTLESS", "KORT", "KARTA", "CARTAO": take(.card)
            case "CASH", "BAR", "BARGELD", "ESPECES", "EFECTIVO", "CONTANTI", "CONTANTE", "CONTANT", "DINHEIRO": take(.cash)
            default:
                // Long names OCR garbled by a letter: "MASTERCAPD", "Girocarg".
                if ReceiptWords.matches(word, "MASTERCARD") { take(.mastercard) }
                if ["GIROCARD", "MAESTRO", "INTERAC", "BANCONTACT"].contains(where: { ReceiptWords.matches(word, $0) }) { take(.debit) }
            }
        }
        return found
    }

    /// クレジット (credit) and 現金 (cash) on a Japanese receipt.
    private static func japaneseMethod(in text: String) -> PaymentMethod? {
        text.contains("クレジット") ? .card : text.contains("現金") ? .cash : nil
    }
}
