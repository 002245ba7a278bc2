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

    static let openingsAndOpeners = openings + clauseOpeners
    static let hesitationsAndOpeners = hesitations + clauseOpeners

    /// The words a filler can start or end with, so most words are ruled out by one lookup.
    static let openingFirstWords = Set(openingsAndOpeners.map { $0[0] })
    static let closingLastWords = Set(closings.map { $0[$0.count - 1] })
    static let interiorFirstWords = Set(hesitationsAndOpeners.map { $0[0] })

    /// Endings that frame the amount: "Lunch at Five Guys was", "Netflix charged me this month".
    static let closings: [[String]] = [
        ["it", "was"], ["that", "was"], ["which", "was"], ["was"], ["were"], ["i", "think"], ["i", "guess"],
        ["or", "so"], ["or", "something"], ["charged", "me"], ["charged"], ["this", "month"],
        ["for", "the", "month"], ["cost", "me"], ["it", "cost"], ["cost"], ["costs"], ["in", "total"],
        ["total"], ["please"], ["thanks"], ["about"], ["around"], ["roughly"], ["approximately"],
        ["like"], ["so"], ["okay"], ["ok"], ["i", "paid"], ["i", "spent"], ["paid"], ["spent"],
    ]

    /// Drops hesitations anywhere, and openers after punctuation. A filler set off by
    /// commas on both sides takes them with it: "Lunch, um, at Five Guys".
    static func removeInterior(_ tokens: [Token]) -> [Token] {
        var kept: [Token] = []
        kept.reserveCapacity(tokens.count)
        var index = 0
        while index < tokens.count {
            let clauseStart = kept.isEmpty || kept.last!.kind == .punctuation
            if tokens[index].isWord, interiorFirstWords.contains(tokens[index].normalized),
               let filler = (clauseStart ? hesitationsAndOpeners : hesitations).first(where: { starts(tokens, at: index, with: $0) }) {
                index += filler.count
                if index < tokens.count, tokens[index].text == ",", let last = kept.last, last.text == "," {
                    kept.removeLast()
                    if !kept.isEmpty { index += 1 }
                }
                continue
            }
            kept.append(tokens[index])
            index += 1
        }
        return kept
    }

    /// Whether the words from `index` on are `filler`.
    static func starts(_ tokens: [Token], at index: Int, with filler: [String]) -> Bool {
        guard index >= 0, index + filler.count <= tokens.count else { return false }
        for (offset, word) in filler.enumerated() {
            let token = tokens[index + offset]
            if !token.isWord || token.normalized != word { return false }
        }
        return true
    }
}
