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
        // Change is only ever given for cash.
        reading.payment = ReceiptPayment.find(in: lines) ?? (sums.changeGiven ? .init(.cash, confidence: 0.7) : nil)
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
    let tips: [Int64]
    /// Cash handed over and change given back: a cash sale.
    let changeGiven: Bool

    init(lines: [ReceiptLine], kinds: [ReceiptLineKind]) {
        self.lines = lines
        self.kinds = kinds
        func amount(at index: Int) -> ReceiptLine.Amount? {
            // A label alone on its line, its amount alone on the next ("TOTAL" / "$10.23"),
            // not the head of a table ("BTW OVER EUR" / "9% 3,42 0,31").
            if let amount = lines[index].last { return amount }
            guard index + 1 < lines.count, lines[index + 1].words.isEmpty, lines[index + 1].amounts.count == 1 else { return nil }
            return lines[index + 1].amounts.first
        }
        var subtotal: Int64?
        var taxes: [TaxLine] = []
        var totals: [(Int64, Int)] = []
        var totalsWithTax: [Int64] = []
        var cards: [Int64] = []
        var tips: [Int64] = []
        var tendered: Int64?
        var change: Int64?
        for (index, kind) in kinds.enumerated() {
            guard let value = amount(at: index), !value.negative else { continue }
            switch kind {
            case .subtotal: subtotal = subtotal ?? value.minor
            case .tax(let summary):
                taxes.append(TaxLine(minor: lines[index].taxAtRate ?? value.minor, name: ReceiptLineKind.taxName(of: lines[index]), summary: summary))
            case .total(let strength): totals.append((value.minor, strength))
            case .totalIncludingTax: totalsWithTax.append(value.minor)
            case .tip: tips.append(value.minor)
            case .cardPayment: cards.append(value.minor)
            case .tendered: tendered = tendered ?? value.minor
            case .change: change = change ?? value.minor
            case .item, .other, .discount: break
            }
        }
        // "TOTAL INCL. GST 15.52" is the total; "GST INCLUDED IN TOTAL 0.77", far below
        // the receipt's other totals, is the tax inside it.
        let largest = (totals.map(\.0) + totalsWithTax).max() ?? 0
        for value in totalsWithTax {
            if value * 2 < largest {
                taxes.append(TaxLine(minor: value, name: "INCLUDED", summary: false))
            } else {
                totals.append((value, 1))
            }
        }
        self.subtotal = subtotal
        self.tax = TaxLine.sum(taxes)
        self.totals = totals.sorted { $0.1 > $1.1 }
        self.tips = tips
        var paid = cards
        if let tendered {
            if let change, tendered >= change { paid.append(tendered - change) } else if change == nil { paid.append(tendered) }
        }
        self.paid = paid
        changeGiven = tendered != nil && (change ?? 0) > 0
    }

    func total() -> ReceiptReading.Field<Int64>? {
        let implied = subtotal.flatMap { sub in tax.map { sub + $0.minor } }
        let candidates = totals.filter { $0.minor > 0 }
        // Agreement between independent printed figures is the strongest evidence: what
        // the card was charged or the cash paid first, as it includes a tip.
        if let charged = candidates.first(where: { paid.contains($0.minor) }) { return .init(charged.minor, confidence: 0.98) }
        // "Total 71.50 / Tip 14.30 / Total 85.80": the total after the tip is what was paid.
        for candidate in candidates {
            let beforeTip = tips.map { candidate.minor - $0 }
            if beforeTip.contains(where: { before in before == implied || candidates.contains { $0.minor == before } }) {
                return .init(candidate.minor, confidence: 0.95)
            }
        }
        if let agreeing = candidates.first(where: { $0.minor == implied }) { return .init(agreeing.minor, confidence: 0.98) }
        if let best = candidates.first {
            // A garbled total line, but the other sums agree with each other.
            if let implied, paid.contains(implied), implied != best.minor { return .init(implied, confidence: 0.85) }
            let sameStrength = candidates.filter { $0.strength == best.strength }.map(\.minor)
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

/// One printed tax figure: a tax line, a row of a tax table, or their printed sum.
struct TaxLine {
    let minor: Int64
    /// The tax it names ("CGST", "MWST"), so two taxes of equal amounts both count while
    /// one tax printed twice (on its line and in a summary) counts once.
    let name: String
    /// "TOTAL TAX", "TOTAL TVA": the sum of the receipt's taxes, printed.
    let summary: Bool

    static func sum(_ taxes: [TaxLine]) -> (minor: Int64, lines: Int)? {
        if let printed = taxes.last(where: \.summary) { return (printed.minor, 1) }
        var distinct: [TaxLine] = []
        for tax in taxes where !distinct.contains(where: { $0.minor == tax.minor && $0.name == tax.name }) { distinct.append(tax) }
        guard !distinct.isEmpty else { return nil }
        // Rows and their total, printed without a label that says so.
        let all = distinct.reduce(0) { $0 + $1.minor }
        if distinct.count >= 3, let total = distinct.first(where: { $0.minor * 2 == all }) { return (total.minor, 1) }
        return (all, distinct.count)
    }
}

/// What a receipt line is, by its words.
enum ReceiptLineKind: Equatable {
    /// Strength: 2 for "AMOUNT DUE"-like phrases, 1 for a plain "TOTAL".
    case total(Int)
    /// "TOTAL INCL. VAT", "GST INCLUDED IN TOTAL": the total, or the tax inside it.
    case totalIncludingTax
    /// Summary: "TOTAL TAX", "TOTAL TVA", the sum of the receipt's taxes.
    case tax(summary: Bool)
    case subtotal, tip, tendered, change, cardPayment, discount, item, other

    var isSum: Bool {
        switch self {
        case .total, .totalIncludingTax, .subtotal, .tax, .tendered, .change: true
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
        if let kind = JapaneseReceiptWords.kind(of: line.text) { return line.amounts.isEmpty ? .other : kind }
        guard !line.amounts.isEmpty || (!w.isEmpty && w.count <= 3) else { return .other }
        if subtotalPhrases.contains(where: phrase) || w.contains(where: { $0.hasPrefix("SUBTOT") || $0 == "ZWISCHENSUMME" }) { return .subtotal }
        if taxSummaries.contains(where: phrase) { return .tax(summary: true) }
        if notTotals.contains(where: phrase) { return line.amounts.isEmpty ? .other : .item }
        if tipWords.contains(where: has) { return .tip }
        if changeWords.contains(where: has) { return .change }
        if strongTotals.contains(where: phrase) { return .total(2) }
        // Before the totals' words, which OCR may garble into one ("CONTANT" is one letter from "MONTANT").
        if tenderedWords.contains(where: { keyword in w.contains { $0 == keyword } }) { return .tendered }
        let taxed = !taxName(of: line).isEmpty
        if totalWords.contains(where: has) {
            guard taxed else { return .total(1) }
            // "TOTAL SALES (EXCLUDING GST)" is before tax, "TOTAL GST" the tax.
            if w.contains(where: exclusiveWords.contains) { return .subtotal }
            return w.contains(where: inclusiveWords.contains) ? .totalIncludingTax : .tax(summary: true)
        }
        if taxed || line.taxAtRate != nil { return .tax(summary: false) }
        if ReceiptPayment.method(in: w) != nil { return line.amounts.isEmpty ? .other : .cardPayment }
        if discountWords.contains(where: has) || line.last?.negative == true { return .discount }
        return line.amounts.isEmpty ? .other : .item
    }

    /// The tax words a line names ("CGST", "MWST"), empty when it names none.
    static func taxName(of line: ReceiptLine) -> String {
        if let japanese = JapaneseReceiptWords.taxName(in: line.text) { return japanese }
        let named = line.words.filter { word in taxWords.contains { $0 == word || ($0.count >= 5 && ReceiptWords.matches(word, $0)) } }
        return named.joined(separator: " ")
    }

    static let strongTotals = ["GRAND TOTAL", "AMOUNT DUE", "BALANCE DUE", "TOTAL DUE", "TOTAL TTC", "TOTAL AMOUNT", "TOTAL TO PAY",
                               "NET A PAYER", "A PAYER", "ZU ZAHLEN", "TOTAL A PAGAR", "TOTAL PAGAR", "IMPORTE TOTAL", "TOTALE EURO",
                               "TOTALE COMPLESSIVO", "TOTAL EUR", "SUMME EUR", "GESAMTBETRAG", "AMOUNT PAYABLE", "TOTAL PAYABLE",
                               "TE BETALEN"]
    static let totalWords = ["TOTAL", "TOTALE", "TOTAAL", "SUMME", "GESAMT", "BALANCE", "TOTALT", "SUMMA", "RAZEM", "SUMA", "IMPORTE",
                             "MONTANT", "AMOUNT", "BETRAG"]
    static let subtotalPhrases = ["SUB TOTAL", "SOUS TOTAL", "TOTAL HT", "NET TOTAL", "TOTAL NET", "NETTO"]
    static let taxSummaries = ["TOTAL TAX", "TAX TOTAL", "TOTAL VAT", "VAT TOTAL", "TOTAL TVA", "TOTAL GST", "TOTAL MWST", "TOTAL IVA",
                               "TOTAL BTW"]
    static let notTotals = ["TOTAL SAVINGS", "TOTAL SAVED", "YOU SAVED", "TOTAL DISCOUNT", "TOTAL ITEMS", "ITEMS SOLD", "TOTAL QTY",
                            "TOTAL QUANTITY", "NUMBER OF ITEMS", "TOTAL POINTS", "REMAINING BALANCE", "PREVIOUS BALANCE",
                            "POINTS BALANCE", "CARD BALANCE"]
    static let tipWords = ["TIP", "TIPS", "GRATUITY", "TRINKGELD", "POURBOIRE", "PROPINA", "MANCIA", "FOOI"]
    static let taxWords = ["TAX", "TAXES", "VAT", "GST", "HST", "PST", "QST", "CGST", "SGST", "IGST", "UTGST", "MWST", "UST", "TVA",
                           "IVA", "BTW", "MOMS", "MVA", "ALV", "STEUER", "SALESTAX"]
    static let inclusiveWords: Set<String> = ["INCL", "INC", "INKL", "INCLUDING", "INCLUDED", "INCLUDES", "INCLUSIVE", "INCLUS",
                                              "INCLUIDO", "ENTH", "ENTHALTEN"]
    static let exclusiveWords: Set<String> = ["EXCL", "EXCLUDING", "EXCLUSIVE", "BEFORE", "OHNE", "HORS"]
    static let changeWords = ["CHANGE", "RUECKGELD", "RUCKGELD", "WECHSELGELD", "RENDU", "CAMBIO", "VUELTO", "WISSELGELD", "RESTO",
                              "TROCO"]
    static let tenderedWords = ["CASH", "BAR", "GEGEBEN", "ESPECES", "EFECTIVO", "ENTREGADO", "CONTANTI", "CONTANTE", "CONTANT",
                                "TENDERED", "TEND", "DINHEIRO"]
    static let discountWords = ["DISCOUNT", "DISC", "RABATT", "REMISE", "COUPON", "SAVINGS", "SAVING", "DESCUENTO", "SCONTO", "KORTING"]
}

/// Japanese receipts' sums, found in the line's text: 合計 the total, 小計 the subtotal,
/// 消費税 the consumption tax, お預り cash handed over, お釣り the change.
enum JapaneseReceiptWords {
    static func kind(of text: String) -> ReceiptLineKind? {
        if text.contains("小計") { return .subtotal }
        if taxName(in: text) != nil { return .tax(summary: false) }
        if text.contains("合計") { return .total(1) }
        if text.contains("お預") || text.contains("預り") { return .tendered }
        if text.contains("釣") { return .change }
        return nil
    }

    static func taxName(in text: String) -> String? {
        text.contains("消費税") ? "消費税" : nil
    }
}
