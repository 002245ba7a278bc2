/// The brand table for other modules: the question reader tells a shop's name from a
/// thing bought ("walgreens" is a place you have never been, not a word to search for),
/// and the importer finds the shop in a bank's descriptor.
public enum KnownBrands {
    /// Whether `word` alone names a brand that needs no context to be one.
    public static func isBrand(_ word: String) -> Bool { BrandTable.isBrandWord(word) }

    /// The brand a bank statement's descriptor names, with its proper spelling and
    /// category: "SQ *BLUE BOTTLE COFFEE", "AMZN Mktp US*2K4AB1CD2", "PAYPAL *STEAM
    /// GAMES", "CARD PAYMENT TO TESCO STORES 2041". Descriptors are all capitals, so
    /// capitals prove nothing: a brand that is also an ordinary word ("BOOTS", "NEXT")
    /// counts only as the descriptor's first word once payment words are dropped.
    public static func brand(inDescriptor text: String) -> (name: String, category: String)? {
        // "NETFLIX.COM", "AMZN.COM/BILL", "Lieferando.de": the name is the part before the dot.
        let spaced = String(text.map { "*./_#".contains($0) ? " " : $0 })
        if let found = brand(inWords: Categoriser.words(of: spaced)) { return found }
        // "dm-drogerie markt", "Thuisbezorgd.nl-Adyen": hyphens join words of a name too.
        guard spaced.contains("-") else { return nil }
        return brand(inWords: Categoriser.words(of: spaced.replacingAll("-", with: " ")))
    }

    private static func brand(inWords words: [String]) -> (name: String, category: String)? {
        let keys = words.map(KnowledgeKey.of)
        var start = 0
        while start < keys.count, paymentWords.contains(keys[start]) || keys[start].allSatisfy(\.isNumber) { start += 1 }
        for position in start..<min(keys.count, start + 6) {
            guard let match = BrandTable.index.aliases.match(keys, at: position) else { continue }
            if position > start, match.value.evidence != .none { continue }
            let brand = BrandTable.index.brands[Int(match.value.brand)]
            return (brand.name, brand.category.rawValue)
        }
        return nil
    }

    /// Words banks and card processors put before the shop's name.
    private static let paymentWords: Set<String> = [
        "sq", "tst", "sp", "pp", "paypal", "pos", "card", "purchase", "payment", "to", "at", "debit", "visa", "mastercard",
        "contactless", "checkcard", "recurring", "authorized", "on", "online", "web", "pay", "google", "gpay",
        "kartenzahlung", "lastschrift", "sepa", "ec", "girocard", "bij", "betaalautomaat", "cb", "carte", "paiement", "achat",
        "prlv", "dd", "direct", "bill", "fpo", "the", "int", "intl", "ach",
    ]
}
