/// Finds who an expense was with or for: "with Mike", "with mike" (typed in lowercase),
/// "for Emma", "with Mike and Sarah".
enum PersonExtractor {
    static func extract(_ state: inout PhraseState) -> String? {
        for (preposition, allowLowercase) in [("with", state.allLowercase), ("for", false)] {
            for index in 1..<max(state.count, 1) where state.word(index - 1) == preposition {
                guard let (name, end) = name(state, at: index, allowLowercase: allowLowercase) else { continue }
                // A possessive ("for Emma's birthday") names the person but stays in the text.
                if end >= index { state.claim((index - 1)...end) }
                return name
            }
        }
        return nil
    }

    private static func name(_ s: PhraseState, at start: Int, allowLowercase: Bool) -> (String, Int)? {
        guard let first = s.word(start), !isExcluded(first) else { return nil }
        if s.tokens[start].isCapitalized {
            // "for Emma's birthday": the person is Emma.
            if s.tokens[start].normalized.hasSuffix("'s") {
                return (String(s.tokens[start].text.dropLast(2)), start - 1)
            }
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

