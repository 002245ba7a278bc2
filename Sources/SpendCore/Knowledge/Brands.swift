/// Brands people spend at: thousands of chains from OpenStreetMap's name-suggestion-index
/// and a hand list of online services (scripts/knowledge/brands.py). Parsed from one
/// string at first use: an array literal this size would stall the Swift type checker,
/// and a bundle resource would be missing from an installed binary.
enum BrandTable {
    struct Brand: Sendable {
        let name: String
        let category: DefaultCategory
    }

    /// An alias points at its brand; some need a context (see `MerchantExtractor`)
    /// because they are also ordinary words or first names ("next", "boots", "delta").
    struct Alias: Sendable {
        let brand: Int32
        let needsContext: Bool
    }

    struct Index: Sendable {
        let brands: [Brand]
        let aliases: PhraseTable<Alias>
        /// Lowercased display name → brand, so a stored merchant finds its category.
        let byName: [String: Int32]
    }

    static let index: Index = {
        var brands: [Brand] = []
        var aliases = PhraseTable<Alias>()
        var byName: [String: Int32] = [:]
        for line in source.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, let category = KnowledgeKey.category(fields[1]) else { continue }
            let id = Int32(brands.count)
            brands.append(Brand(name: String(fields[0]), category: category))
            if byName[fields[0].lowercased()] == nil { byName[fields[0].lowercased()] = id }
            for alias in fields[2].split(separator: "|") {
                let flagged = alias.hasPrefix("~")
                aliases.insert(String(flagged ? alias.dropFirst() : alias), Alias(brand: id, needsContext: flagged))
            }
        }
        return Index(brands: brands, aliases: aliases, byName: byName)
    }()

    /// The brand a merchant names: its display name, or any alias spelled in full.
    static func brand(named merchant: String) -> Brand? {
        if let id = index.byName[merchant.lowercased()] { return index.brands[Int(id)] }
        let keys = Categoriser.words(of: merchant).map(KnowledgeKey.of)
        guard let match = index.aliases.match(keys, at: 0), match.length == keys.count else { return nil }
        return index.brands[Int(match.value.brand)]
    }

    /// A word that is a brand on its own and needs no context: not a person's name.
    static func isBrandWord(_ word: String) -> Bool {
        guard let alias = index.aliases.values[KnowledgeKey.of(word)] else { return false }
        return !alias.needsContext
    }
}

/// What the parser knows, for the benchmark's report.
public enum KnowledgeSizes {
    public static var brands: Int { BrandTable.index.brands.count }
    public static var brandAliases: Int { BrandTable.index.aliases.count }
    public static var items: Int { ItemTable.index.phrases.count }
    public static var typoTargets: Int { CategoryLexicon.typoTargets.count }
}
