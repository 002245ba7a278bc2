/// Numbers that are part of a name or an address, found before amounts and dates so
/// "shirt from Forever 21 $30" costs $30 and "parking meter on 5th avenue" is not dated
/// the 5th.
enum NamedNumbers {
    /// Words a number names something after, whatever its value: "Route 66", "exit 12".
    static let heads: WordSet = [
        "route", "highway", "hwy", "interstate", "exit", "terminal", "platform", "pier", "channel",
        "number", "no.", "no", "season", "episode", "chapter", "version",
    ]

    /// Names whose number is theirs alone: "motel 80" is a price, "Motel 6" a chain.
    static let names = WordSet(nameList)
    private static let nameList = [
        "forever 21", "motel 6", "super 8", "area 51", "studio 54", "catch 22", "xbox 360",
        "blink 182", "maroon 5", "big 5", "pier 1",
    ]

    /// The first words of `names`, so most numbers' names are ruled out without joining
    /// the word and the number into a string.
    private static let nameFirstWords = WordSet(nameList.map { String($0.prefix { $0 != " " }) })

    /// Products with a model number of one or two digits: "iPhone 15", but "iPhone 999".
    static let products: WordSet = ["iphone", "ipad", "pixel", "galaxy", "playstation", "xbox"]

    /// Words that make the number before them an address: "5th avenue", "221 Baker Street".
    static let streetWords: WordSet = [
        "street", "st", "st.", "avenue", "ave", "road", "rd", "boulevard", "blvd", "lane", "ln",
        "drive", "place", "court", "parkway", "pkwy", "floor", "terrace", "crescent", "square",
    ]

    static func mark(_ state: inout PhraseState) {
        for index in state.tokens.indices where isNumeric(state.tokens[index]) {
            if let head = previousWord(state, index), isNamed(head: head, number: state.tokens[index]) {
                state.markNamed(index)
            } else if let street = streetIndex(after: index, state) {
                // "221 Baker Street": the number and the street name both stay whole.
                state.markNamed(index)
                for name in (index + 1)..<street { state.markNamed(name) }
            }
        }
    }

    private static func isNamed(head: String, number: Token) -> Bool {
        heads.contains(head) || head == "#"
            || nameFirstWords.contains(head) && names.contains(head + " " + number.normalized)
            || products.contains(head) && number.kind == .number && number.normalized.count <= 2
            || isBrandName(head: head, number: number)
    }

    /// A chain whose name ends in a number of two digits or more ("Rema 1000", "Mitre 10",
    /// "Phillips 66"), unless its first word is an everyday one ("pub 99", "pizza 73": a
    /// price after a thing bought).
    private static func isBrandName(head: String, number: Token) -> Bool {
        guard number.kind == .number, number.normalized.utf8.count >= 2, head.utf8.count >= 3 else { return false }
        let key = KnowledgeKey.of(head)
        return !Lexicon.functionWords.contains(head) && !ItemTable.index.known.contains(key)
            && BrandTable.index.aliases.contains(key + " " + number.normalized)
    }

    private static func isNumeric(_ token: Token) -> Bool {
        switch token.kind {
        case .number: !token.normalized.containsByte(UInt8(ascii: "."))
        case .ordinal: true
        default: false
        }
    }

    private static func previousWord(_ s: PhraseState, _ index: Int) -> String? {
        guard index > 0, s.tokens[index].spaceBefore || s.tokens[index - 1].text == "#" else { return nil }
        return s.tokens[index - 1].isWord ? s.tokens[index - 1].normalized : s.tokens[index - 1].text
    }

    /// The street word right after the number, or after one or two capitalised words.
    private static func streetIndex(after index: Int, _ s: PhraseState) -> Int? {
        for offset in 1...3 {
            let next = index + offset
            guard next < s.count, s.tokens[next].isWord else { return nil }
            if streetWords.contains(s.tokens[next].normalized) { return next }
            guard s.tokens[next].isCapitalized else { return nil }
        }
        return nil
    }
}
