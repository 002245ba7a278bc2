/// Finds where the money went: "at Walmart", "from amazon", or a known brand anywhere in
/// the phrase ("zara jacket", "I booked a Delta flight"), stored in the brand table's
/// spelling. The merchant words stay in the description.
enum MerchantExtractor {
    /// Words a name never runs into: function words, dates, and the verbs that frame a
    /// price ("at the Hampton Inn came to $312").
    static let stopWords: WordSet = Lexicon.functionWords.union(["with", "yesterday", "today", "last", "near", "came", "comes",
                                                                  "cost", "costs", "was", "were", "charged", "totalled", "totaled"])
    /// Words before a name that say it is a place: "at Boots", "from Next", "@ Shell".
    static let placeCues: WordSet = ["at", "from", "@", "via"]
    /// Words before a name that say it is a town or a country: "in Munich", "to Iceland".
    static let whereCues: WordSet = ["in", "to", "near", "around", "across", "through", "into"]
    /// Words that finish a verb ("filled up", "picked out") and are no brand alone (UP, the railroad).
    static let particles: WordSet = ["up", "down", "out", "off", "over", "back", "away"]

    static func extract(_ state: PhraseState) -> String? {
        let words = BrandWords(state)
        var named: String?
        var kindsOfPlace: [Int] = []
        for index in 0..<state.count {
            // Lengths first: a string comparison that fails is slow, and most words are neither.
            guard let word = state.word(index), word.utf8.count <= 4, word == "at" || word == "from" else { continue }
            var start = index + 1
            let afterThe = state.word(start) == "the"
            if afterThe { start += 1 }
            guard let first = state.word(start) else { continue }
            if afterThe, namesAKindOfPlace(state, at: start) {
                kindsOfPlace.append(start)
                continue
            }
            // "at" is context enough for a brand that is also a word, unless the name goes
            // on ("at the farmers market" is not the brand Farmers). "at home" is no place,
            // but "at Home Depot" is.
            let position = words.position(ofToken: start)
            if let position, let brand = BrandTable.index.aliases.match(words.keys, at: position),
               brand.length > 1 || !Lexicon.notMerchants.contains(first),
               brand.value.evidence == .none || !nameGoesOn(state, after: words.tokens[position + brand.length - 1]) {
                return ofTheKindBought(BrandTable.index.brands[Int(brand.value.brand)].name, words)
            }
            if Lexicon.notMerchants.contains(first) || stopWords.contains(first) { continue }
            guard first.first?.isLetter == true, state.allLowercase || state.tokens[start].isCapitalized else { continue }
            if word == "from", isRoute(state, from: start) { continue }
            var end = start
            while end - start < 3 {
                let next = end + 1
                if let w = state.word(next), !stopWords.contains(w), Lexicon.months[w] == nil {
                    if !state.allLowercase, !state.tokens[next].isCapitalized, Lexicon.keywordWords.contains(w) { break }
                    end = next
                } else if state.isFree(next), state.isNamed(next) {
                    // "Forever 21": a number that is part of the name.
                    end = next
                } else if state.isFree(next), state.tokens[next].text == "&", state.word(next + 1) != nil {
                    end = next + 1
                } else {
                    break
                }
            }
            let text = (start...end).map { state.tokens[$0] }.enumerated()
                .map { $0.offset > 0 && $0.element.spaceBefore ? " " + $0.element.text : $0.element.text }
                .joined()
            if let brand = BrandTable.brand(named: text) { return ofTheKindBought(brand.name, words) }
            named = named ?? (state.allLowercase ? titleCased(text) : text)
        }
        return named ?? (brandAnywhere(state, words, except: kindsOfPlace) ?? misspeltBrand(words)).map { ofTheKindBought($0, words) }
    }

    /// Of the businesses that answer to a name, the one whose kind the phrase's things
    /// name: "Priceline, cold and flu tablets" is the pharmacy, not the travel site
    /// (`BrandTable.alternatives`). Only a service gives way (travel, fuel, tickets,
    /// bills): a shop sells things of every kind ("ice scraper" at Canadian Tire is not
    /// its auto centre, "sandwich" at M&S not its café).
    private static func ofTheKindBought(_ name: String, _ words: BrandWords) -> String {
        guard let (brand, others) = BrandTable.alternatives[name],
              [.transportation, .entertainment, .other].contains(brand.category) else { return name }
        let known = ItemTable.index.known
        var position = 0
        while position < words.keys.count {
            guard let thing = known.match(words.keys, at: position) else { position += 1; continue }
            let kind = thing.value.category
            if kind == brand.category { return name }
            if let other = others.first(where: { $0.category == kind }) { return other.name }
            position += thing.length
        }
        return name
    }

    /// A well-known brand typed one letter off ("starbuks 5.45", "green mountian power"),
    /// when nothing else names one. Of several words, the typo must be in a word no table
    /// knows: "hiking boots" is no typo of a chain.
    private static func misspeltBrand(_ words: BrandWords) -> String? {
        let keys = words.keys
        for key in keys where !key.isEmpty {
            if let brand = BrandTable.brand(misspelt: key) { return brand.name }
        }
        // Around a word no table knows, the windows of three and two words whose other
        // words are as some name of several words has them. This runs for every phrase
        // that names no shop, and most of its words are known: one lookup rules each out.
        let wordsOfNames = BrandTable.index.wordsOfLongNames
        let known = ItemTable.index.known
        for typo in keys.indices where keys[typo].utf8.count >= Typos.minimumLength - 1
            && !Lexicon.functionWords.contains(keys[typo]) && !known.contains(keys[typo]) {
            for length in (2...3).reversed() {
                for start in max(0, typo - length + 1)...typo where start + length <= keys.count {
                    let window = start..<(start + length)
                    guard window.allSatisfy({ $0 == typo || !keys[$0].isEmpty && wordsOfNames.contains(keys[$0]) }),
                          let brand = BrandTable.brand(misspelt: keys[window], typo: typo) else { continue }
                    return brand.name
                }
            }
        }
        return nil
    }

    /// "at the airport", "from the barbers": after "the", a lowercase word names a kind of
    /// place, not a shop ("at the Rusty Nail", "at the farmers market" do). In a sentence with
    /// capitals any lowercase word ("parking at the stadium"); typed without capitals, one or
    /// two everyday words that end the name ("from the food truck").
    private static func namesAKindOfPlace(_ state: PhraseState, at start: Int) -> Bool {
        guard !state.tokens[start].isCapitalized else { return false }
        if !state.allLowercase { return true }
        guard isEverydayWord(state.tokens[start].key) else { return false }
        if !nameGoesOn(state, after: start) { return true }
        return isEverydayWord(state.tokens[start + 1].key) && !nameGoesOn(state, after: start + 1)
    }

    /// "from Athens to Heraklion": the towns of a trip, not a shop. The name's capitalised
    /// words are followed by "to" and another capitalised word.
    private static func isRoute(_ state: PhraseState, from start: Int) -> Bool {
        guard !state.allLowercase else { return false }
        var next = start
        while next < state.count, state.tokens[next].isCapitalized { next += 1 }
        return state.word(next) == "to" && next + 1 < state.count && state.tokens[next + 1].isCapitalized
    }

    /// A known item or keyword, or the plural of one ("barbers").
    private static func isEverydayWord(_ key: String) -> Bool {
        let known = ItemTable.index.known
        return known.contains(key) || Categoriser.singular(key).map(known.contains) == true
    }

    private static func nameGoesOn(_ state: PhraseState, after token: Int) -> Bool {
        guard let next = state.word(token + 1) else { return false }
        return !stopWords.contains(next) && (state.allLowercase || state.tokens[token + 1].isCapitalized)
    }

    /// The longest known brand anywhere in the phrase. A brand that is also an ordinary
    /// word needs a context; a longer keyword phrase at the same place wins ("subway fare").
    private static func brandAnywhere(_ state: PhraseState, _ words: BrandWords, except kindsOfPlace: [Int]) -> String? {
        let aliases = BrandTable.index.aliases
        var best: (brand: Int32, length: Int)?
        for position in words.keys.indices {
            guard let match = aliases.match(words.keys, at: position), match.length > (best?.length ?? 0)
            else { continue }
            let brand = BrandTable.index.brands[Int(match.value.brand)]
            if isInsidePhrase(words.keys, position, match.length) { continue }
            if words.tokens[position..<(position + match.length)].contains(where: kindsOfPlace.contains) { continue }
            if match.length == 1, Lexicon.notMerchants.contains(words.keys[position]) || Lexicon.functionWords.contains(words.keys[position])
                || particles.contains(words.keys[position]) || isOpener(state, words, position) {
                continue
            }
            switch match.value.evidence {
            case .none: break
            case .context:
                if !hasContext(state, words, position, match.length, brand.category), !isAllSaid(words, position, match.length) { continue }
            case .name: if !isNamed(state, words, position, match.length) { continue }
            }
            best = (match.value.brand, match.length)
        }
        return best.map { BrandTable.index.brands[Int($0.brand)].name }
    }

    /// "Okay, groceries…", "so Shell": a word that opens a spoken clause (the Belgian
    /// supermarket OKay) at the start or before a comma is the speaker's, not a shop.
    private static func isOpener(_ state: PhraseState, _ words: BrandWords, _ position: Int) -> Bool {
        guard SpeechFillers.clauseOpenerWords.contains(words.keys[position]) else { return false }
        let token = words.tokens[position]
        return token == state.tokens.firstIndex(where: \.isWord) || token + 1 < state.count && state.tokens[token + 1].text == ","
    }

    /// "winners C$39.99", "booths 23.60 yday": a name that is all the phrase says besides its
    /// amount, date and people is where the money went, even when it is also a word, as no
    /// thing was named. Not a thing itself ("boots 80"), a word that frames an amount
    /// ("total 45") or a short code.
    private static func isAllSaid(_ words: BrandWords, _ position: Int, _ length: Int) -> Bool {
        let keys = words.keys
        guard !keys[..<position].contains(where: { !$0.isEmpty }),
              !keys[(position + length)...].contains(where: { !$0.isEmpty })
        else { return false }
        let phrase = keys[position..<(position + length)].joined(separator: " ")
        return phrase.utf8.count >= 4 && !ItemTable.index.known.contains(phrase)
            && !SpeechFillers.closingLastWords.contains(phrase) && !SpeechFillers.clauseOpenerWords.contains(phrase)
    }

    /// Whether a longer keyword or item phrase covers the brand's words: "subway fare",
    /// "car wash" (not the brand Wash).
    private static func isInsidePhrase(_ keys: [String], _ position: Int, _ length: Int) -> Bool {
        let known = ItemTable.index.known
        for start in max(0, position - 2)...position {
            if let phrase = known.match(keys, at: start), phrase.length > length,
               start + phrase.length >= position + length { return true }
        }
        return false
    }

    /// Every word capitalised mid-sentence ("bought a top at Next" is caught earlier; "a
    /// Next top" here), or after a place cue; not after a word that makes it where one is
    /// ("Parking in Munich", "a trip to Iceland").
    private static func isNamed(_ state: PhraseState, _ words: BrandWords, _ position: Int, _ length: Int) -> Bool {
        let token = words.tokens[position]
        if token > 0, placeCues.contains(state.tokens[token - 1].normalized) { return true }
        if token > 0, whereCues.contains(state.tokens[token - 1].normalized) { return false }
        guard !state.allLowercase, token != state.tokens.firstIndex(where: \.isWord) else { return false }
        return words.tokens[position..<(position + length)].allSatisfy { state.tokens[$0].isCapitalized }
    }

    /// Named (`isNamed`), or beside a word of the brand's own category ("shell gas",
    /// "delta flight"); the amount and date between them do not count ("Clicks R89 for flu meds").
    private static func hasContext(_ state: PhraseState, _ words: BrandWords, _ position: Int, _ length: Int,
                                   _ category: DefaultCategory) -> Bool {
        if isNamed(state, words, position, length) { return true }
        let keys = words.keys
        let before = keys[..<position].reversed().lazy.filter { !$0.isEmpty }.prefix(2)
        let after = keys[(position + length)...].lazy.filter { !$0.isEmpty }.prefix(2)
        func ofCategory(_ key: String) -> Bool { ItemTable.index.known[phrase: key]?.category == category }
        // "caribou cofee": a typo of a word of the brand's category, right after it, is context too.
        if let next = after.first, next.utf8.count >= Typos.minimumLength, !Lexicon.functionWords.contains(next),
           ItemTable.index.known[phrase: next] == nil, CategoryLexicon.typoTargets.match(next)?.category == category {
            return true
        }
        // "Bolt to the old town", "grab with Andrei to the airport": a ride goes somewhere.
        if category == .transportation, after.contains("to") { return true }
        // "Frontier bag fee": the two words after the name may be the thing.
        if after.count == 2, ItemTable.index.known[phrase: after.joined(separator: " ")]?.category == category {
            return true
        }
        return before.contains(where: ofCategory) || after.contains(where: ofCategory)
    }

    static func titleCased(_ text: String) -> String {
        text.split(separator: " ").map { word in
            word.prefix(1).uppercased() + word.dropFirst()
        }.joined(separator: " ")
    }
}

/// The phrase's free words as brand-table keys, punctuation left out ("P.F. Chang's" →
/// p f changs) except "&", read as "and". A claimed token (amount, date, person) is an
/// empty key, so no brand spans it.
struct BrandWords {
    var keys: [String] = []
    /// The token each key came from.
    var tokens: [Int] = []

    init(_ state: PhraseState) {
        keys.reserveCapacity(state.count)
        tokens.reserveCapacity(state.count)
        // The token's fields, not a copy of it (a copy retains its three strings).
        for index in 0..<state.count {
            let kind = state.tokens[index].kind
            if kind == .punctuation || kind == .currencySymbol {
                guard state.tokens[index].text == "&", state.isFree(index) else { continue }
                keys.append("and")
            } else {
                keys.append(state.isFree(index) && kind != .numericDate ? state.tokens[index].key : "")
            }
            tokens.append(index)
        }
    }

    func position(ofToken token: Int) -> Int? { tokens.firstIndex(of: token) }
}
