/// Guesses a category from a description and merchant, with a confidence so a person
/// knows when to check it, and its source so they know why. Deterministic and free of
/// I/O: what it has learned from the user's corrections is passed in.
///
/// Precedence: a learned correction; the user's own category keywords; a known brand;
/// built-in keywords and everyday item words (longest phrase first); a one-edit typo of
/// a known word; otherwise Other.
public struct Categoriser: Sendable {
    public struct Guess: Hashable, Sendable {
        public let category: String
        public let confidence: Double
        public let source: CategorySource
    }

    /// Custom categories' names and keywords, as key phrases.
    private let custom: PhraseTable<String>
    private let customMerchants: [String: String]
    private let customTypos: TypoIndex<String>

    public init(custom: [CustomCategory] = []) {
        var table = PhraseTable<String>()
        var merchants: [String: String] = [:]
        var typos: [String: String] = [:]
        for category in custom {
            for word in [category.name] + category.keywords {
                let keys = Categoriser.words(of: word).map(KnowledgeKey.of).filter { !$0.isEmpty }
                guard !keys.isEmpty else { continue }
                table.insert(keys.joined(separator: " "), category.name)
                if merchants[word.lowercased()] == nil { merchants[word.lowercased()] = category.name }
                if keys.count == 1, keys[0].count >= Typos.minimumLength, typos[keys[0]] == nil {
                    typos[keys[0]] = category.name
                }
            }
        }
        self.custom = table
        self.customMerchants = merchants
        self.customTypos = TypoIndex(typos)
    }

    public func guess(description: String, merchant: String?) -> Guess {
        if !customMerchants.isEmpty, let merchant, let category = customMerchants[merchant.lowercased()] {
            return Guess(category: category, confidence: 0.95, source: .keyword)
        }
        let keys = Categoriser.keys(of: description, merchant ?? "")
        let matches = phraseMatches(keys)
        if !matches.contains(where: \.custom), let merchant, let brand = BrandTable.brand(named: merchant) {
            // A convenience store sells snacks and drinks as well as groceries, and often
            // fuel; a department store with a food aisle sells groceries too: what was bought
            // decides ("target groceries", "7-eleven snacks"), and so does a fuel word outside
            // its name ("stewarts gas").
            if brand.convenience, !matches.isEmpty, case let items = score(matches),
               items.category == DefaultCategory.food.rawValue
                || items.category == DefaultCategory.groceries.rawValue && brand.category == .shopping {
                return items
            }
            if brand.convenience, brand.category != .transportation, keys.contains(where: Self.fuelWords.contains),
               !Categoriser.words(of: merchant).map(KnowledgeKey.of).contains(where: Self.fuelWords.contains) {
                return Guess(category: DefaultCategory.transportation.rawValue, confidence: 0.9, source: .keyword)
            }
            return Guess(category: brand.category.rawValue, confidence: 0.95, source: .brand)
        }
        if !matches.isEmpty { return score(matches) }
        if let typo = typo(keys) { return typo }
        return Guess(category: DefaultCategory.other.rawValue, confidence: 0.3, source: .unknown)
    }

    /// Applies learned preferences: the user's correction, once it is the default for
    /// this key, overrides everything else.
    public func guess(description: String, merchant: String?, learned: LearnedPreferences) -> Guess {
        // No corrections, no key to make.
        if !learned.corrections.isEmpty,
           let category = learned.category(for: LearningKey.make(merchant: merchant, description: description)) {
            return Guess(category: category, confidence: 1.0, source: .learned)
        }
        return guess(description: description, merchant: merchant)
    }

    /// What a filling station sells that a convenience store's shelves do not.
    private static let fuelWords: Set<String> = ["gas", "petrol", "fuel", "diesel", "unleaded", "gasoline", "benzine"]

    private struct Match {
        let category: String
        let length: Int
        let custom: Bool
        let keyword: Bool
        /// A kind of shop: where the thing was bought, not what.
        var place = false
        /// Work done on a thing ("repair", "tailor"): what was paid for, not the thing.
        var service = false
    }

    /// Work on a thing that is paid for as a service: "pants hemmed at the tailor", "phone
    /// repair". Beside a thing bought (Shopping) the service decides.
    private static let services: WordSet = ["repair", "repairs", "repaired", "tailor", "alterations", "alteration",
                                                "hemmed", "hemming", "mended", "mending", "cobbler", "seamstress",
                                                "cleaning", "dry cleaning", "laundry", "fixed", "resoled"]

    /// Kinds of shop that say where, not what: "stroopwafels at the market".
    private static let placesOfSale: WordSet = ["market", "supermarket", "store", "shop", "mall", "bazaar", "kiosk",
                                                     "grocery store", "farmers market", "night market", "christmas market"]

    /// Known phrases, left to right, each the longest at its place; on equal length the
    /// user's keyword, then a built-in keyword, then an item word.
    private func phraseMatches(_ keys: [String]) -> [Match] {
        var matches: [Match] = []
        matches.reserveCapacity(keys.count)
        let known = ItemTable.index.known
        var index = 0
        while index < keys.count {
            var best: Match?
            func consider(_ length: Int?, _ category: String?, custom: Bool = false, keyword: Bool = false) {
                guard let length, let category, length > (best?.length ?? 0) else { return }
                best = Match(category: category, length: length, custom: custom, keyword: keyword)
            }
            if !custom.isEmpty, let m = custom.match(keys, at: index) { consider(m.length, m.value, custom: true) }
            // The keyword and item tables are one: the longest of either, a keyword on a tie.
            if let m = known.match(keys, at: index) {
                consider(m.length, m.value.category.rawValue, keyword: m.value.keyword != nil)
            }
            if best == nil, let word = Categoriser.singular(keys[index]) {
                if let value = custom[phrase: word] { consider(1, value, custom: true) }
                if let value = known[phrase: word] { consider(1, value.category.rawValue, keyword: value.keyword != nil) }
            }
            if best == nil, Categoriser.isPastime(keys[index]) { consider(1, DefaultCategory.entertainment.rawValue) }
            if best == nil, Self.services.contains(keys[index]) { consider(1, DefaultCategory.other.rawValue) }
            if var best {
                // "at the market" and "christmas market glühwein" say where it was bought, "a keke
                // to the market" where the ride went: what was bought decides.
                // Both lists hold phrases of one or two words; most matches are neither.
                if best.length <= 2 {
                    let phrase = best.length == 1 ? keys[index] : keys[index] + " " + keys[index + 1]
                    best.place = Self.placesOfSale.contains(phrase)
                    best.service = !best.custom && best.category == DefaultCategory.other.rawValue && Self.services.contains(phrase)
                }
                matches.append(best)
                index += best.length
            } else {
                index += 1
            }
        }
        return matches
    }

    /// The category with the most matched words (on a tie, the one mentioned first). The
    /// user's keywords outweigh everything built in; conflicting words lower the confidence.
    private func score(_ matches: [Match]) -> Guess {
        // One match (most phrases): its category, wholly; no tally to keep.
        if matches.count == 1 {
            let match = matches[0]
            let source: CategorySource = match.custom || match.keyword ? .keyword : .item
            return Guess(category: match.category, confidence: source == .keyword ? 0.85 : 0.8, source: source)
        }
        var counted = matches.contains(where: \.custom) ? matches.filter(\.custom) : matches
        // Where it was bought counts only when nothing bought is named.
        if counted.contains(where: \.place), counted.contains(where: { !$0.place }) { counted.removeAll(where: \.place) }
        if counted.contains(where: \.service) { counted.removeAll { $0.category == DefaultCategory.shopping.rawValue } }
        if counted.count == 1 { return score(counted) }
        // A few categories at most: a list in order of first mention, not a dictionary.
        var order: [String] = []
        var scores: [Double] = []
        for match in counted {
            // A hand-picked keyword outweighs a generated item word ("can of soda").
            let weight = Double(match.length) * (match.custom || match.keyword ? 1 : 0.5)
            if let index = order.firstIndex(of: match.category) {
                scores[index] += weight
            } else {
                order.append(match.category)
                scores.append(weight)
            }
        }
        let bestIndex = scores.indices.reduce(0) { scores[$1] > scores[$0] ? $1 : $0 }
        let best = order[bestIndex]
        let share = scores[bestIndex] / scores.reduce(0, +)
        let source: CategorySource = counted.contains { $0.category == best && ($0.custom || $0.keyword) } ? .keyword : .item
        let top = source == .keyword ? 0.85 : 0.8
        let confidence = share == 1 ? top : max(0.4, top * share)
        return Guess(category: best, confidence: (confidence * 100).rounded() / 100, source: source)
    }

    /// A word one edit from a known word of five letters or more, at a lower confidence.
    private func typo(_ keys: [String]) -> Guess? {
        for key in keys where key.count >= Typos.minimumLength - 1 {
            if let found = customTypos.match(key) {
                return Guess(category: found.category, confidence: 0.55, source: .typo)
            }
            if let found = CategoryLexicon.typoTargets.match(key) {
                return Guess(category: found.category.rawValue, confidence: 0.55, source: .typo)
            }
        }
        return nil
    }

    /// "golfing", "discoing": the "-ing" of a pastime the tables know is the pastime too. Only
    /// an Entertainment word: the "-ing" of a thing is mostly work done with it ("painting").
    static func isPastime(_ word: String) -> Bool {
        guard word.utf8.count >= 6, word.utf8.suffix(3).elementsEqual("ing".utf8) else { return false }
        let stem = word.dropLast(3)
        var stems = [String(stem), stem + "e"]
        // "swimming" → "swim": a doubled last consonant.
        if let last = stem.last, stem.dropLast().last == last { stems.append(String(stem.dropLast())) }
        return stems.contains { ItemTable.index.known[phrase: $0]?.category == .entertainment }
    }

    /// "pizzas" → "pizza", "berries" → "berry", so the tables need not list every plural.
    static func singular(_ word: String) -> String? {
        guard word.utf8.last == UInt8(ascii: "s"), word.count > 3, !word.hasSuffix("ss") else { return nil }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        return String(word.dropLast())
    }

    /// `words(of: first + " " + second).map(KnowledgeKey.of)`, for ASCII text in one pass
    /// over the bytes, with no word strings in between.
    static func keys(of first: String, _ second: String) -> [String] {
        guard first.isASCII, second.isASCII else {
            return words(of: first + " " + second).map(KnowledgeKey.of)
        }
        var keys: [String] = []
        keys.reserveCapacity(16)
        appendKeys(ofASCII: first, to: &keys)
        appendKeys(ofASCII: second, to: &keys)
        return keys
    }

    /// Each word's key made straight from the text's bytes: a word is a run of letters,
    /// digits and the marks `words(of:)` keeps inside one.
    private static func appendKeys(ofASCII text: String, to keys: inout [String]) {
        func isWordByte(_ byte: UInt8) -> Bool {
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, UInt8(ascii: "'"), UInt8(ascii: "+"), UInt8(ascii: "-"),
                 UInt8(ascii: "&"), UInt8(ascii: "."): true
            default: false
            }
        }
        var text = text
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                guard isWordByte(bytes[index]) else { index += 1; continue }
                let start = index
                while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
                keys.append(KnowledgeKey.of(asciiWord: UnsafeBufferPointer(rebasing: bytes[start..<index])))
            }
        }
    }

    static func words(of text: String) -> [String] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiWords(of: text) }
        var words: [String] = []
        var word = ""
        for char in text.lowercased() {
            if char.isLetter || char.isNumber || "'’+-&.".contains(char) {
                word.append(char)
                continue
            }
            if !word.isEmpty { words.append(word); word = "" }
            // "☕ 3.80": an emoji is the word it stands for.
            if let named = EmojiWords.words[char] { words += named.split(separator: " ").map(String.init) }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// `words(of:)` for ASCII text, on bytes.
    private static func asciiWords(of text: String) -> [String] {
        var words: [String] = []
        var word: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case 0x30...0x39, 0x61...0x7A, UInt8(ascii: "'"), UInt8(ascii: "+"), UInt8(ascii: "-"),
                 UInt8(ascii: "&"), UInt8(ascii: "."):
                word.append(byte)
            case 0x41...0x5A: word.append(byte | 0x20)
            default:
                if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)); word.removeAll(keepingCapacity: true) }
            }
        }
        if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
        return words
    }
}
