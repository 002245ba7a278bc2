/// Finds who an expense was with or for: "with Mike", "with mike" (typed in lowercase),
/// "for Emma", "with Mike and Sarah".
enum PersonExtractor {
    static func extract(_ state: inout PhraseState) -> String? {
        for index in 0..<state.count where state.word(index) == "with" {
            if let (name, end) = name(state, at: index + 1, allowLowercase: state.allLowercase) {
                state.claim(index...end)
                return name
            }
        }
        for index in 0..<state.count where state.word(index) == "for" && index > 0 {
            if let (name, end) = name(state, at: index + 1, allowLowercase: false) {
                state.claim(index...end)
                return name
            }
        }
        return nil
    }

    private static func name(_ s: PhraseState, at start: Int, allowLowercase: Bool) -> (String, Int)? {
        guard let first = s.word(start), !isExcluded(first) else { return nil }
        if s.tokens[start].isCapitalized {
            var words = [s.tokens[start].text]
            var end = start
            while words.count < 3, let next = s.word(end + 1), s.tokens[end + 1].isCapitalized, !isExcluded(next) {
                words.append(s.tokens[end + 1].text)
                end += 1
            }
            if s.word(end + 1) == "and", let other = s.word(end + 2), s.tokens[end + 2].isCapitalized, !isExcluded(other) {
                words += ["and", s.tokens[end + 2].text]
                end += 2
            }
            return (words.joined(separator: " "), end)
        }
        guard allowLowercase, !Lexicon.nonPersons.contains(first), !Lexicon.functionWords.contains(first),
              !NumberWords.isNumberPiece(first), first.allSatisfy(\.isLetter)
        else { return nil }
        var name = first.capitalized
        var end = start
        if s.word(start + 1) == "and", let other = s.word(start + 2),
           !Lexicon.nonPersons.contains(other), !Lexicon.functionWords.contains(other), !isExcluded(other),
           other.allSatisfy(\.isLetter) {
            name += " and " + other.capitalized
            end = start + 2
        }
        return (name, end)
    }

    /// Months, weekdays, brands and category words are not people.
    private static func isExcluded(_ word: String) -> Bool {
        Lexicon.months[word] != nil || Lexicon.weekdays.contains(word)
            || Lexicon.brandWords.contains(word) || Lexicon.keywordWords.contains(word)
            || Lexicon.nonPersons.contains(word) && word != "my"
            || ["i", "me", "you", "today", "yesterday", "lunch", "dinner", "breakfast"].contains(word)
    }
}

extension Lexicon {
    static let brandWords: Set<String> = Set(CategoryLexicon.merchants.flatMap { $0.spellings.flatMap { $0.split(separator: " ").map(String.init) } })
    static let keywordWords: Set<String> = Set(CategoryLexicon.keywords.values.flatMap { $0 }.filter { !$0.contains(" ") })
}
