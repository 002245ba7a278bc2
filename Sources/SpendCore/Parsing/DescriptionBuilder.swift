/// What is left of a phrase once the amount, date and person are taken out, tidied:
/// "spent $25 on lunch at McDonald's" becomes "lunch at McDonald's", and "Um, so I took
/// an Uber to the airport, it was" becomes "Uber to the airport".
enum DescriptionBuilder {
    /// Words that mean nothing at either end once their neighbour has gone.
    static let edgeWords: Set<String> = ["on", "for", "at", "of", "and", "with", "a", "an", "the", "to", "in", "from"]

    static func build(_ state: PhraseState) -> String {
        var free: [Token] = []
        free.reserveCapacity(state.count)
        for index in 0..<state.count where state.isFree(index) { free.append(state.tokens[index]) }
        var kept = SpeechFillers.removeInterior(free)
        var changed = true
        while changed {
            changed = false
            while let first = kept.first, first.kind == .punctuation || first.kind == .currencySymbol {
                kept.removeFirst(); changed = true
            }
            while let last = kept.last, last.kind == .punctuation || last.kind == .currencySymbol {
                kept.removeLast(); changed = true
            }
            // Only a phrase whose first (last) word opens (ends) some filler can start (end) with one.
            if let first = kept.first, first.isWord, SpeechFillers.openingFirstWords.contains(first.normalized),
               let filler = SpeechFillers.openingsAndOpeners.first(where: { SpeechFillers.starts(kept, at: 0, with: $0) }) {
                kept.removeFirst(filler.count); changed = true
                continue
            }
            if let last = kept.last, last.isWord, SpeechFillers.closingLastWords.contains(last.normalized),
               let filler = SpeechFillers.closings.first(where: { SpeechFillers.starts(kept, at: kept.count - $0.count, with: $0) }),
               filler.count < kept.count {
                kept.removeLast(filler.count); changed = true
                continue
            }
            if let first = kept.first, first.isWord, edgeWords.contains(first.normalized) {
                kept.removeFirst(); changed = true
            }
            if let last = kept.last, last.isWord, edgeWords.contains(last.normalized) {
                kept.removeLast(); changed = true
            }
        }
        // Collapse runs of punctuation left behind by removed words ("Lunch, , at").
        var tidy: [Token] = []
        tidy.reserveCapacity(kept.count)
        for token in kept {
            if token.kind == .punctuation, let previous = tidy.last, previous.kind == .punctuation { continue }
            tidy.append(token)
        }
        var text = ""
        for (index, token) in tidy.enumerated() {
            text += index > 0 && (token.spaceBefore || token.kind != .punctuation && tidy[index - 1].kind == .punctuation && tidy[index - 1].text != "(") ? " " + token.text : token.text
        }
        // No more Characters than bytes: most descriptions need no count.
        if text.utf8.count > ExpenseDraft.maximumDescriptionLength, text.count > ExpenseDraft.maximumDescriptionLength {
            text = String(text.prefix(ExpenseDraft.maximumDescriptionLength)).trimmingSpaces
        }
        return text
    }
}
