import Foundation
import SpendCore

/// Reads a receipt's OCR text: merchant, date, total, subtotal, tax, currency, payment
/// method and line items, each with a confidence. Pure: the text comes from Tesseract or
/// anywhere else, and nothing here touches a file.
///
/// The total is the amount on a line that says so (TOTAL, AMOUNT DUE, BALANCE DUE, SUMME,
/// TOTAL TTC …), never a subtotal, a tax line or the cash handed over; printed sums that
/// agree (subtotal + tax, cash − change, the card slip's amount) raise its confidence, and
/// pick between candidates when OCR garbled one.
public struct ReceiptTextParser: Sendable {
    /// The user's currency: the one a bare "$" means when it is a dollar, and the fallback
    /// when the receipt names none.
    public let defaultCurrency: Currency

    public init(defaultCurrency: Currency) {
        self.defaultCurrency = defaultCurrency
    }

    public func read(_ text: String, today: Day) -> ReceiptReading {
        let rawLines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let currency = ReceiptCurrency.detect(in: text, default: defaultCurrency)
        let lines = rawLines.map { ReceiptLine($0, minorDigits: currency.value.minorDigits) }
        let kinds = lines.map(ReceiptLineKind.of)
        var reading = ReceiptReading(currency: currency)
        let sums = Sums(lines: lines, kinds: kinds)
        reading.subtotalMinor = sums.subtotal.map { .init($0, confidence: 0.85) }
        reading.taxMinor = sums.tax.map { .init($0.minor, confidence: $0.lines == 1 ? 0.85 : 0.7) }
        reading.totalMinor = sums.total()
        reading.date = date(in: lines, currency: currency.value, today: today)
        reading.payment = ReceiptPayment.find(in: lines)
        let firstMoneyLine = kinds.firstIndex { $0 != .other } ?? lines.count
        reading.merchant = ReceiptMerchant.find(in: lines, headerEnd: firstMoneyLine)
        reading.items = items(lines, kinds)
        return reading
    }

    private func date(in lines: [ReceiptLine], currency: Currency, today: Day) -> ReceiptReading.Field<Day>? {
        let monthFirst = ["USD", "PHP"].contains(currency.code)
        let found = lines.flatMap { ReceiptDate.find(in: $0.text, monthFirst: monthFirst, today: today) }
        guard let best = found.first(where: \.labelled) ?? found.first else { return nil }
        let agreeing = found.allSatisfy { $0.day == best.day }
        return .init(best.day, confidence: (best.certain ? 0.95 : 0.8) * (agreeing ? 1 : 0.9))
    }

    /// Lines with an amount before the first sum line, whose words are not a receipt's own
    /// vocabulary: what was bought.
    private func items(_ lines: [ReceiptLine], _ kinds: [ReceiptLineKind]) -> [ReceiptReading.Item] {
        let end = kinds.firstIndex { $0.isSum } ?? lines.count
        return (0..<end).compactMap { index in
            let line = lines[index]
            guard kinds[index] == .item, let amount = line.last, !amount.negative else { return nil }
            let name = line.label
            guard name.count(where: \.isLetter) >= 2 else { return nil }
            return ReceiptReading.Item(name: name, amountMinor: amount.minor)
        }
    }
}

/// The printed sums of a receipt, and how they choose its total.
struct Sums {
    let lines: [ReceiptLine]
    let kinds: [ReceiptLineKind]
    let subtotal: Int64?
    let tax: (minor: Int64, lines: Int)?
    /// Each total-labelled line's amount, strongest label first.
    let totals: [(minor: Int64, strength: Int)]
    /// What a card was charged, or cash handed over less the change.
    let paid: [Int64]

    init(lines: [ReceiptLine], kinds: [ReceiptLineKind]) {
        self.lines = lines
        self.kinds = kinds
        func amount(at index: Int) -> ReceiptLine.Amount? {
            // A label alone on its line, its amount on the next ("TOTAL" / "$10.23").
            if let amount = lines[index].last { return amount }
            guard index + 1 < lines.count, lines[index + 1].words.isEmpty else { return nil }
            return lines[index + 1].amounts.first
        }
        var subtotal: Int64?
        var taxes: [Int64] = []
        var totals: [(Int64, Int)] = []
        var cards: [Int64] = []
        var tendered: Int64?
        var change: Int64?
        for (index, kind) in kinds.enumerated() {
            guard let value = amount(at: index), !value.negative else { continue }
            switch kind {
            case .subtotal: subtotal = subtotal ?? value.minor
            case .tax: if !taxes.contains(value.minor) { taxes.append(value.minor) }
            case .total(let strength): totals.append((value.minor, strength))
            case .cardPayment: cards.append(value.minor)
            case .tendered: tendered = tendered ?? value.minor
            case .change: change = change ?? value.minor
            case .item, .other, .discount: break
            }
        }
        self.subtotal = subtotal
        self.tax = taxes.isEmpty ? nil : (taxes.reduce(0, +), taxes.count)
        self.totals = totals.sorted { $0.1 > $1.1 }
        var paid = cards
        if let tendered {
            if let change, tendered >= change { paid.append(tendered - change) } else if change == nil { paid.append(tendered) }
        }
        self.paid = paid
    }

    func total() -> ReceiptReading.Field<Int64>? {
        let implied = subtotal.flatMap { sub in tax.map { sub + $0.minor } }
        // Agreement between independent printed figures is the strongest evidence.
        for candidate in totals where candidate.minor > 0 {
            if candidate.minor == implied || paid.contains(candidate.minor) { return .init(candidate.minor, confidence: 0.98) }
        }
        if let best = totals.first(where: { $0.minor > 0 }) {
            // A garbled total line, but the other sums agree with each other.
            if let implied, paid.contains(implied), implied != best.minor { return .init(implied, confidence: 0.85) }
            let sameStrength = totals.filter { $0.strength == best.strength }.map(\.minor)
            return .init(sameStrength.max() ?? best.minor, confidence: sameStrength.count == 1 ? 0.85 : 0.7)
        }
        if let implied { return .init(implied, confidence: paid.contains(implied) ? 0.9 : 0.75) }
        if let card = paid.first { return .init(card, confidence: 0.7) }
        if let subtotal { return .init(subtotal, confidence: 0.5) }
        // No sum printed or read: the largest amount that is not cash handed over.
        let amounts = zip(lines, kinds).filter { $0.1 == .item || $0.1 == .other }.flatMap { $0.0.amounts }.filter { !$0.negative }
        return amounts.map(\.minor).max().map { .init($0, confidence: 0.3) }
    }
}

/// What a receipt line is, by its words.
enum ReceiptLineKind: Equatable {
    /// Strength: 2 for "AMOUNT DUE"-like phrases, 1 for a plain "TOTAL".
    case total(Int)
    case subtotal, tax, tendered, change, cardPayment, discount, item, other

    var isSum: Bool {
        switch self {
        case .total, .subtotal, .tax, .tendered, .change: true
        default: false
        }
    }

    static func of(_ line: ReceiptLine) -> ReceiptLineKind {
        let w = line.words
        func has(_ keyword: String) -> Bool { w.contains { ReceiptWords.matches($0, keyword) } }
        func phrase(_ words: String) -> Bool {
            let parts = words.split(separator: " ").map(String.init)
            guard parts.count <= w.count else { return false }
            for start in 0...(w.count - parts.count) where zip(w[start...], parts).allSatisfy({ ReceiptWords.matches($0, $1) }) {
                return true
            }
            return false
        }
        guard !line.amounts.isEmpty || (!w.isEmpty && w.count <= 3) else { return .other }
        if subtotalPhrases.contains(where: phrase) || w.contains(where: { $0.hasPrefix("SUBTOT") || $0 == "ZWISCHENSUMME" }) { return .subtotal }
        if notTotals.contains(where: phrase) { return line.amounts.isEmpty ? .other : .item }
        if changeWords.contains(where: has) { return .change }
        if strongTotals.contains(where: phrase) { return .total(2) }
        // "TOTAL TAX" is a tax line, "TOTAL INCL. VAT" the total.
        let taxed = taxWords.contains { keyword in w.contains { $0 == keyword || (keyword.count >= 5 && ReceiptWords.matches($0, keyword)) } }
        if totalWords.contains(where: has) && (!taxed || w.contains(where: inclusiveWords.contains)) { return .total(1) }
        if taxed { return .tax }
        if tenderedWords.contains(where: { keyword in w.contains { $0 == keyword } }) { return .tendered }
        if ReceiptPayment.method(in: w) != nil { return line.amounts.isEmpty ? .other : .cardPayment }
        if discountWords.contains(where: has) || line.last?.negative == true { return .discount }
        return line.amounts.isEmpty ? .other : .item
    }

    static let strongTotals = ["GRAND TOTAL", "AMOUNT DUE", "BALANCE DUE", "TOTAL DUE", "TOTAL TTC", "TOTAL AMOUNT", "TOTAL TO PAY",
                               "NET A PAYER", "A PAYER", "ZU ZAHLEN", "TOTAL A PAGAR", "TOTAL PAGAR", "IMPORTE TOTAL", "TOTALE EURO",
                               "TOTAL EUR", "SUMME EUR", "GESAMTBETRAG", "AMOUNT PAYABLE", "TOTAL PAYABLE", "TE BETALEN"]
    static let totalWords = ["TOTAL", "TOTALE", "TOTAAL", "SUMME", "GESAMT", "BALANCE", "TOTALT", "SUMMA", "RAZEM", "SUMA", "IMPORTE",
                             "MONTANT", "AMOUNT", "BETRAG"]
    static let subtotalPhrases = ["SUB TOTAL", "SOUS TOTAL", "TOTAL HT", "NET TOTAL", "TOTAL NET", "NETTO"]
    static let notTotals = ["TOTAL SAVINGS", "TOTAL SAVED", "YOU SAVED", "TOTAL DISCOUNT", "TOTAL ITEMS", "ITEMS SOLD", "TOTAL QTY",
                            "NUMBER OF ITEMS", "TOTAL TAX", "TAX TOTAL", "TOTAL VAT", "VAT TOTAL", "TOTAL TVA", "TOTAL POINTS",
                            "REMAINING BALANCE", "PREVIOUS BALANCE", "POINTS BALANCE", "TIP", "GRATUITY", "TOTAL TIP"]
    static let taxWords = ["TAX", "TAXES", "VAT", "GST", "HST", "PST", "QST", "MWST", "UST", "TVA", "IVA", "BTW", "MOMS", "MVA", "ALV",
                           "STEUER", "SALESTAX"]
    static let inclusiveWords: Set<String> = ["INCL", "INC", "INKL", "INCLUDING", "INCLUDED", "INCLUS"]
    static let changeWords = ["CHANGE", "RUECKGELD", "RUCKGELD", "WECHSELGELD", "RENDU", "CAMBIO", "VUELTO", "WISSELGELD"]
    static let tenderedWords = ["CASH", "BAR", "GEGEBEN", "ESPECES", "EFECTIVO", "CONTANTI", "CONTANT", "TENDERED", "TEND"]
    static let discountWords = ["DISCOUNT", "RABATT", "REMISE", "COUPON", "SAVINGS", "DESCUENTO", "SCONTO", "KORTING"]
}
