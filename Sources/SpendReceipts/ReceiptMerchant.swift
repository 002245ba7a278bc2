import Foundation
import SpendCore

/// The shop's name: a known brand in the header lines (or in "thank you for shopping at
/// …"), spelled as the brand table spells it; else the first header line that reads like
/// a name rather than an address, a phone number or a web address.
enum ReceiptMerchant {
    static func find(in lines: [ReceiptLine], headerEnd: Int) -> ReceiptReading.Field<String>? {
        let header = lines.prefix(min(max(headerEnd, 3), 8))
        for (position, line) in header.enumerated() {
            guard let brand = KnownBrands.brand(inDescriptor: cleaned(line.text)) else { continue }
            return .init(brand.name, confidence: position < 3 ? 0.95 : 0.85)
        }
        for line in lines.suffix(6) where line.words.contains("AT") {
            if let brand = KnownBrands.brand(inDescriptor: cleaned(line.text)) { return .init(brand.name, confidence: 0.75) }
        }
        guard let line = header.first(where: isName) else { return nil }
        return .init(display(cleaned(line.text)), confidence: 0.6)
    }

    /// "*** WELCOME TO ***", "Tesco Stores Ltd": the words a name is printed with.
    private static func cleaned(_ text: String) -> String {
        var words = text.split(separator: " ").map(String.init)
        while let first = words.first, ["WELCOME", "TO", "THE", "WILLKOMMEN", "BIENVENUE"].contains(first.uppercased()) { words.removeFirst() }
        return words.joined(separator: " ").trimmingCharacters(in: .alphanumerics.inverted)
    }

    private static func isName(_ line: ReceiptLine) -> Bool {
        let text = line.text
        let letters = text.count(where: \.isLetter)
        guard letters >= 3, Double(letters) / Double(max(text.count, 1)) >= 0.6, line.amounts.isEmpty else { return false }
        if text.first?.isNumber == true || text.contains("@") || text.lowercased().contains("www") || text.lowercased().contains(".com") {
            return false
        }
        return !line.words.contains { notNames.contains($0) }
    }

    /// "WHOLE FOODS" → "Whole Foods"; a name printed in mixed case is kept as printed.
    private static func display(_ text: String) -> String {
        guard text == text.uppercased() else { return text }
        return text.lowercased().split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    private static let notNames: Set<String> = ["RECEIPT", "INVOICE", "TEL", "PHONE", "FAX", "STORE", "STREET", "ST", "AVE", "AVENUE",
                                                 "ROAD", "RD", "BLVD", "SUITE", "KASSE", "BON", "RECHNUNG", "QUITTUNG", "TICKET", "FACTURE",
                                                 "CASHIER", "REGISTER", "ORDER", "TABLE", "SERVER", "GUEST", "VAT", "TAX"]
}
