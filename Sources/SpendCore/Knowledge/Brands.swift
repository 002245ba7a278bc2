/// Brands people spend at: thousands of chains from OpenStreetMap's name-suggestion-index
/// and a hand list of online services (scripts/knowledge/brands.py). Parsed from one
/// string at first use: an array literal this size would stall the Swift type checker,
/// and a bundle resource would be missing from an installed binary.
enum BrandTable {
    struct Brand: Sendable {
        let name: String
        let category: DefaultCategory
        /// A convenience store, or a shop with a food counter or snack shelf (a filling
        /// station, a department store, a kiosk): a food or drink word bought there makes
        /// it Food & Dining.
        let convenience: Bool
        /// The currency of the one country the brand is in, when a word several countries
        /// share may mean it ("kr", "rupees"): an index into `localCurrencies`, or nil.
        var localCurrencyIndex: UInt8? = nil

        var localCurrency: String? { localCurrencyIndex.map { BrandTable.localCurrencies[Int($0)] } }
    }

    /// The currencies of `localCurrencySource`, in its order.
    static let localCurrencies: [String] = localCurrencySource.split(separator: "\n").map { String($0.prefix(3)) }

    /// What a phrase must show before an alias counts as its brand (see `MerchantExtractor`).
    enum Evidence: Sendable {
        /// A name that is no ordinary word: "starbucks".
        case none
        /// Also an ordinary word or first name ("next", "boots", "delta"): capitalised,
        /// after "at"/"from", or beside a word of the brand's category.
        case context
        /// Also a thing people buy or a phrase of function words ("pepperoni", "kindle",
        /// "at home"): a neighbour of the same category proves nothing ("pizza with
        /// pepperoni"), so only capitals or "at"/"from" do.
        case name
    }

    /// An alias points at its brand.
    struct Alias: Sendable {
        let brand: Int32
        let evidence: Evidence
    }

    struct Index: Sendable {
        let brands: [Brand]
        let aliases: PhraseTable<Alias>
        /// Lowercased display name → brand, so a stored merchant finds its category.
        let byName: StringTable<Int32>
        /// Well-known one-word names a typo of which may name the brand ("starbuks").
        let typoTargets: TypoIndex<Int32>
        /// Names of several words by their other words, one word left out as "*" ("green *
        /// power"): the brand and the word left out, so a typo in that word finds the name
        /// with one lookup ("green mountian power").
        let namesWithAWordOut: [String: [(brand: Int32, word: String)]]
        /// Every word of those names: a window whose other words are not among them needs no
        /// pattern built and looked up.
        let wordsOfLongNames: WordSet
    }

    static let index: Index = {
        var brands: [Brand] = []
        var aliases = PhraseTable<Alias>()
        var byName = StringTable<Int32>()
        var typoTargets: [String: Int32] = [:]
        var namesWithAWordOut: [String: [(brand: Int32, word: String)]] = [:]
        var wordsOfLongNames: Set<String> = []
        for line in source.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            // "T+": the category, and "+" when the shop also sells food (scripts/knowledge/brands.py).
            let sellsFood = fields[1].hasSuffix("+")
            let code = sellsFood ? fields[1].dropLast() : fields[1]
            guard fields.count == 3, let category = KnowledgeKey.category(code) else { continue }
            let id = Int32(brands.count)
            brands.append(Brand(name: String(fields[0]), category: category, convenience: code == "C" || sellsFood))
            if byName[fields[0].lowercased()] == nil { byName[fields[0].lowercased()] = id }
            let nameKey = Categoriser.words(of: String(fields[0])).map(KnowledgeKey.of).joined(separator: " ")
            for alias in fields[2].split(separator: "|") {
                let flagged = alias.hasPrefix("~")
                let typoTarget = alias.hasPrefix("*")
                let key = String(flagged || typoTarget ? alias.dropFirst() : alias)
                if typoTarget { typoTargets[key] = id }
                // A name of several words may be matched by a typo in one of them ("united
                // utilites"), when long enough that one edit rarely lands on another name.
                if key.contains(" "), key.utf8.count >= multiWordTypoLength + 1, case let words = key.split(separator: " "),
                   words.count <= 3 {
                    wordsOfLongNames.formUnion(words.map(String.init))
                    for (i, word) in words.enumerated() where word.utf8.count >= Typos.minimumLength - 1 {
                        var pattern = words
                        pattern[i] = "*"
                        namesWithAWordOut[pattern.joined(separator: " "), default: []].append((id, String(word)))
                    }
                }
                // A name that is also one of the hand keywords ("petrol" for the chain Petrol,
                // "pho") is rarely the brand when written alone: it needs a context.
                let evidence: Evidence = isEverydayPhrase(key, flagged: flagged, name: nameKey) ? .name
                    : flagged || CategoryLexicon.phrases.contains(key) ? .context : .none
                aliases.insert(key, Alias(brand: id, evidence: evidence))
            }
        }
        for (index, line) in localCurrencySource.split(separator: "\n").enumerated() {
            for name in line.split(separator: "\t").dropFirst() {
                if let id = byName[name.lowercased()] { brands[Int(id)].localCurrencyIndex = UInt8(index) }
            }
        }
        return Index(brands: brands, aliases: aliases, byName: byName, typoTargets: TypoIndex(typoTargets),
                     namesWithAWordOut: namesWithAWordOut, wordsOfLongNames: WordSet(wordsOfLongNames))
    }()

    /// Text that is rarely the brand: an item or keyword phrase that is only a variant of
    /// the brand's name ("pepperoni" for Pepperoni's; "chipotle" is Chipotle's own name),
    /// or ordinary words led by a function word ("at home" for At Home).
    private static func isEverydayPhrase(_ key: String, flagged: Bool, name: String) -> Bool {
        if key != name, ItemTable.index.known.contains(key) { return true }
        guard flagged, let space = key.firstIndex(of: " ") else { return false }
        return Lexicon.functionWords.contains(String(key[..<space]))
    }

    /// Brands of other kinds that answer to one of a brand's names ("Priceline": the
    /// pharmacy beside the travel site), by the brand's display name, as the merchant
    /// extractor returns it.
    static let alternatives: [String: (brand: Brand, others: [Brand])] = {
        var table: [String: (brand: Brand, others: [Brand])] = [:]
        for line in alternativesSource.split(separator: "\n") {
            let brands = line.split(separator: "\t").compactMap { index.byName[$0.lowercased()].map { index.brands[Int($0)] } }
            if let brand = brands.first, brands.count > 1 { table[brand.name] = (brand, Array(brands.dropFirst())) }
        }
        return table
    }()

    /// The brand a merchant names: its display name, or any alias spelled in full.
    static func brand(named merchant: String) -> Brand? {
        if let id = index.byName[merchant.lowercased()] { return index.brands[Int(id)] }
        let keys = Categoriser.words(of: merchant).map(KnowledgeKey.of)
        guard let match = index.aliases.match(keys, at: 0), match.length == keys.count else { return nil }
        return index.brands[Int(match.value.brand)]
    }

    /// The letters a name of several words needs before a typo of it is matched.
    static let multiWordTypoLength = 8

    /// The brand a misspelt word names: one edit from a well-known name ("mcdonals"), for
    /// a word of six letters or more that is no known thing.
    static func brand(misspelt key: String) -> Brand? {
        guard key.utf8.count >= 6, !ItemTable.index.known.contains(key),
              let (_, id) = index.typoTargets.match(key) else { return nil }
        return index.brands[Int(id)]
    }

    /// The brand a name of several words names with a typo in the word at `typo`
    /// ("green mountian power"); the other words are as the name has them.
    static func brand(misspelt words: ArraySlice<String>, typo: Int) -> Brand? {
        // "tv licence" is a thing, though one edit from "tv license" (TV Licensing).
        guard case let joined = words.joined(), joined.utf8.count >= multiWordTypoLength,
              !ItemTable.index.known.contains(joined) else { return nil }
        var pattern = Array(words)
        pattern[typo - words.startIndex] = "*"
        guard let candidates = index.namesWithAWordOut[pattern.joined(separator: " ")],
              let found = candidates.first(where: { Typos.isOneEdit(words[typo], from: $0.word) }) else { return nil }
        return index.brands[Int(found.brand)]
    }

    /// A word that is a brand on its own and needs no context: not a person's name.
    static func isBrandWord(_ word: String) -> Bool {
        guard let alias = index.aliases[phrase: KnowledgeKey.of(word)] else { return false }
        return alias.evidence == .none
    }
}

/// What the parser knows, for the benchmark's report.
public enum KnowledgeSizes {
    public static var brands: Int { BrandTable.index.brands.count }
    public static var brandAliases: Int { BrandTable.index.aliases.count }
    public static var items: Int { ItemTable.index.itemCount }
    public static var typoTargets: Int { CategoryLexicon.typoTargets.count }
}
