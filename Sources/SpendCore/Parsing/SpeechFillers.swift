/// Words people say or type around an expense that are not what it was for: hesitations
/// ("um"), framing ("I just paid", "it was", "charged me") and chat openers ("okay so").
/// The description leaves them out.
enum SpeechFillers {
    /// Hesitations, dropped wherever they are.
    static let hesitations: [[String]] = [
        ["um"], ["umm"], ["uh"], ["uhh"], ["uhm"], ["er"], ["erm"], ["hmm"], ["mm"], ["you", "know"], ["i", "mean"],
    ]

    /// Words that open a clause without meaning anything: dropped at the start and after
    /// punctuation ("Uber, so, to the airport").
    static let clauseOpeners: [[String]] = [
        ["so"], ["okay"], ["ok"], ["well"], ["like"], ["yeah"], ["oh"], ["alright"], ["anyway"], ["hey"], ["right"],
    ]

    /// Openings that say "I paid", not what for.
    static let openings: [[String]] = [
        ["i", "just"], ["i"], ["i've"], ["we"], ["just"], ["spent"], ["spend"], ["paid", "for"], ["paid"],
        ["bought"], ["got"], ["purchased"], ["had"], ["it", "was"], ["that", "was"], ["was"], ["took"],
        ["grabbed"], ["went", "to"], ["add"], ["log"], ["it", "cost"], ["cost"], ["there", "was"],
    ]

    /// The one-word clause openers ("okay", "so").
    static let clauseOpenerWords = WordSet(clauseOpeners.filter { $0.count == 1 }.map { $0[0] })

    static let openingsAndOpeners = openings + clauseOpeners
    static let hesitationsAndOpeners = hesitations + clauseOpeners

    /// The words a filler can start or end with, so most words are ruled out by one lookup.
    static let openingFirstWords = WordSet(openingsAndOpeners.map { $0[0] })
    static let closingLastWords = WordSet(closings.map { $0[$0.count - 1] })
    static let interiorFirstWords = WordSet(hesitationsAndOpeners.map { $0[0] })

    /// Endings that frame the amount: "Lunch at Five Guys was", "Netflix charged me this month".
    static let closings: [[String]] = [
        ["it", "was"], ["that", "was"], ["which", "was"], ["was"], ["were"], ["i", "think"], ["i", "guess"],
        ["or", "so"], ["or", "something"], ["charged", "me"], ["charged"], ["this", "month"],
        ["for", "the", "month"], ["cost", "me"], ["it", "cost"], ["cost"], ["costs"], ["in", "total"],
        ["total"], ["please"], ["thanks"], ["about"], ["around"], ["roughly"], ["approximately"],
        ["like"], ["so"], ["okay"], ["ok"], ["i", "paid"], ["i", "spent"], ["paid"], ["spent"],
    ]

    /// Drops hesitations anywhere, and openers after punctuation. A filler set off by
    /// commas on both sides takes them with it: "Lunch, um, at Five Guys". Takes and
    /// returns indices into `tokens`.
    static func removeInterior(_ indices: [Int], in tokens: [Token]) -> [Int] {
        var kept: [Int] = []
        kept.reserveCapacity(indices.count)
        var position = 0
        while position < indices.count {
            let token = indices[position]
            let clauseStart = kept.isEmpty || tokens[kept[kept.count - 1]].kind == .punctuation
            if tokens[token].isWord, interiorFirstWords.contains(tokens[token].normalized),
               let filler = (clauseStart ? hesitationsAndOpeners : hesitations).first(where: {
                   starts(indices[...], at: position, with: $0, in: tokens) }) {
                position += filler.count
                if position < indices.count, tokens[indices[position]].text == ",",
                   let last = kept.last, tokens[last].text == "," {
                    kept.removeLast()
                    if !kept.isEmpty { position += 1 }
                }
                continue
            }
            kept.append(token)
            position += 1
        }
        return kept
    }

    /// Whether the words of `indices` (into `tokens`) from position `start` on are `filler`.
    static func starts(_ indices: ArraySlice<Int>, at start: Int, with filler: [String], in tokens: [Token]) -> Bool {
        guard start >= indices.startIndex, start + filler.count <= indices.endIndex else { return false }
        for (offset, word) in filler.enumerated() {
            let token = indices[start + offset]
            if !tokens[token].isWord || tokens[token].normalized != word { return false }
        }
        return true
    }
}
