/// Finds where the money went: "at Walmart", "from amazon", or a well-known brand
/// anywhere in the phrase. The merchant words stay in the description.
enum MerchantExtractor {
    static let stopWords: Set<String> = Lexicon.functionWords.union(["with", "yesterday", "today", "last", "near"])

    static func extract(_ state: PhraseState) -> String? {
        for index in 0..<state.count {
            guard let word = state.word(index), word == "at" || word == "from" else { continue }
            var start = index + 1
            if state.word(start) == "the" { start += 1 }
            guard let first = state.word(start), !Lexicon.notMerchants.contains(first),
                  first.first?.isLetter == true,
                  state.allLowercase || state.tokens[start].isCapitalized
            else { continue }
            var end = start
            while end - start < 3 {
                let next = end + 1
                if let w = state.word(next), !stopWords.contains(w), Lexicon.months[w] == nil {
                    if !state.allLowercase, !state.tokens[next].isCapitalized, Lexicon.keywordWords.contains(w) { break }
                    end = next
                } else if state.isFree(next), state.named[next] {
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
            if let brand = brand(matching: text.lowercased()) { return brand }
            return state.allLowercase ? titleCased(text) : text
        }
        return brandAnywhere(state)
    }

    /// The longest known brand spelled anywhere in the phrase, in its own spelling.
    private static func brandAnywhere(_ state: PhraseState) -> String? {
        let words = (0..<state.count).map { state.isFree($0) && state.tokens[$0].isWord ? state.tokens[$0].normalized : "" }
        var best: (name: String, length: Int)?
        for merchant in CategoryLexicon.merchants {
            for spelling in merchant.spellings {
                let phrase = spelling.split(separator: " ").map(String.init)
                guard phrase.count > (best?.length ?? 0) else { continue }
                if words.indices.contains(where: { words[$0...].starts(with: phrase) }) {
                    best = (merchant.name, phrase.count)
                }
            }
        }
        return best?.name
    }

    static func brand(matching text: String) -> String? {
        CategoryLexicon.merchants.first { $0.spellings.contains(text) }?.name
    }

    static func titleCased(_ text: String) -> String {
        text.split(separator: " ").map { word in
            word.prefix(1).uppercased() + word.dropFirst()
        }.joined(separator: " ")
    }
}
