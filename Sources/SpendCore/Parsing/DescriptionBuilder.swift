/// What is left of a phrase once the amount, date and person are taken out, tidied:
/// "spent $25 on lunch at McDonald's" becomes "lunch at McDonald's", and "Um, so I took
/// an Uber to the airport, it was" becomes "Uber to the airport".
enum DescriptionBuilder {
    /// Words that mean nothing at either end once their neighbour has gone.
    static let edgeWords: WordSet = ["on", "for", "at", "of", "and", "with", "a", "an", "the", "to", "in", "from"]

    /// Works on token indices, not copies of the tokens: a `Token` holds three strings, and
    /// copying it retains and releases each.
    static func build(_ state: PhraseState) -> String {
        let tokens = state.tokens
        var free: [Int] = []
        free.reserveCapacity(state.count)
        for index in 0..<state.count where !state.used[index] { free.append(index) }
        let kept = SpeechFillers.removeInterior(free, in: tokens)
        // The words still kept: kept[start..<end].
        var start = 0
        var end = kept.count
        func isMark(_ position: Int) -> Bool {
            let kind = tokens[kept[position]].kind
            return kind == .punctuation || kind == .currencySymbol
        }
        func isWord(_ position: Int, in words: WordSet) -> Bool {
            tokens[kept[position]].isWord && words.contains(tokens[kept[position]].normalized)
        }
        var changed = true
        while changed {
            changed = false
            while start < end, isMark(start) { start += 1; changed = true }
            while start < end, isMark(end - 1) { end -= 1; changed = true }
            // Only a phrase whose first (last) word opens (ends) some filler can start (end) with one.
            if start < end, isWord(start, in: SpeechFillers.openingFirstWords),
               let filler = SpeechFillers.openingsAndOpeners.first(where: {
                   SpeechFillers.starts(kept[start..<end], at: start, with: $0, in: tokens) }) {
                start += filler.count; changed = true
                continue
            }
            if start < end, isWord(end - 1, in: SpeechFillers.closingLastWords),
               let filler = SpeechFillers.closings.first(where: {
                   SpeechFillers.starts(kept[start..<end], at: end - $0.count, with: $0, in: tokens) }),
               filler.count < end - start {
                end -= filler.count; changed = true
                continue
            }
            if start < end, isWord(start, in: edgeWords) { start += 1; changed = true }
            if start < end, isWord(end - 1, in: edgeWords) { end -= 1; changed = true }
        }
        var text = ""
        var previous: Int?
        for position in start..<end {
            let index = kept[position]
            let kind = tokens[index].kind
            // Collapse runs of punctuation left behind by removed words ("Lunch, , at").
            if kind == .punctuation, let previous, tokens[previous].kind == .punctuation { continue }
            if let previous, tokens[index].spaceBefore
                || kind != .punctuation && tokens[previous].kind == .punctuation && tokens[previous].text != "(" {
                text += " "
            }
            text += tokens[index].text
            previous = index
        }
        // No more Characters than bytes: most descriptions need no count.
        if text.utf8.count > ExpenseDraft.maximumDescriptionLength, text.count > ExpenseDraft.maximumDescriptionLength {
            text = String(text.prefix(ExpenseDraft.maximumDescriptionLength)).trimmingSpaces
        }
        return text
    }
}
