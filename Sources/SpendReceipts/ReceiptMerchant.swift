import Foundation
import SpendCore

/// The shop's name: a known brand in the header lines (or in "thank you for shopping at
/// …"), spelled as the brand table spells it; else the first header line that reads like
/// a name rather than an address, a phone number or a web address.
enum ReceiptMerchant {
    static func find(in lines: [ReceiptLine], headerEnd: Int) -> ReceiptReading.Field<String>? {
        let header = lines.prefix(min(max(headerEnd, 3), 8))
        for (position, line) in header.enumerated() where !isAddress(line, first: position == 0) {
            guard let brand = brand(leading: cleaned(line.text)) else { continue }
            return .init(brand.name, confidence: position < 3 ? 0.95 : 0.85)
        }
        for line in lines.suffix(6) where line.words.contains("AT") {
            if let brand = KnownBrands.brand(inDescriptor: cleaned(line.text)) { return .init(brand.name, confidence: 0.75) }
        }
        guard let position = header.indices.first(where: { isName(header[$0], first: $0 == 0) }) else { return nil }
        return .init(display(withoutCompanyForm(cleaned(header[position].text))), confidence: 0.6)
    }

    /// "99 SPEED MART S/B (519537-X)", "Pret A Manger (Europe) Ltd": the name without its
    /// registration number and its company form.
    private static func withoutCompanyForm(_ text: String) -> String {
        var words = text.split(separator: " ").map(String.init)
        words.removeAll { $0.hasPrefix("(") && $0.contains(where: \.isNumber) }
        while let last = words.last, words.count > 1, companyForms.contains(last.uppercased().filter(\.isLetter)) { words.removeLast() }
        return words.joined(separator: " ")
    }

    private static let companyForms: Set<String> = ["SB", "SDN", "BHD", "LTD", "LIMITED", "INC", "LLC", "GMBH", "AG", "KG", "SA", "SAS",
                                                    "SARL", "SRL", "SPA", "BV", "PTY", "PLC", "CO"]

    /// A brand the line starts with: "OLIVE & THYME BISTRO" is no shop named Thyme, but
    /// "NTUC FairPrice Co-operative" is FairPrice (one word may come before the name).
    private static func brand(leading text: String) -> (name: String, category: String)? {
        guard let brand = KnownBrands.brand(inDescriptor: text) else { return nil }
        let words = text.split(separator: " ")
        let nameWords = brand.name.split(separator: " ").count
        let leading = words.prefix(nameWords + 1).joined(separator: " ")
        return KnownBrands.brand(inDescriptor: leading)?.name == brand.name ? brand : nil
    }

    /// "14 Castle St", "Tel: 020 7629 6838": a line of the address, whose words are no name.
    private static func isAddress(_ line: ReceiptLine, first: Bool) -> Bool {
        (line.text.first?.isNumber == true && !first) || line.words.contains { notNames.contains($0) }
    }

    /// "*** WELCOME TO ***", "Tesco Stores Ltd": the words a name is printed with.
    private static func cleaned(_ text: String) -> String {
        var words = text.split(separator: " ").map(String.init)
        while let first = words.first, ["WELCOME", "TO", "THE", "WILLKOMMEN", "BIENVENUE"].contains(first.uppercased()) { words.removeFirst() }
        return words.joined(separator: " ").trimmingCharacters(in: .alphanumerics.inverted)
    }

    /// A number first is an address ("406 S WALTON BLVD"), except on the receipt's first
    /// line, where the shop's name is printed ("99 SPEED MART").
    private static func isName(_ line: ReceiptLine, first: Bool) -> Bool {
        let text = withoutCompanyForm(line.text)
        let letters = text.count(where: \.isLetter)
        guard letters >= 3, Double(letters) / Double(max(text.count, 1)) >= 0.6, line.amounts.isEmpty else { return false }
        if text.first?.isNumber == true && !first || text.contains("@") || text.lowercased().contains("www") || text.lowercased().contains(".com") {
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
