/// A phrase with more than one price. A price for part of the same expense ("lunch $40
/// plus $12 tip", "dinner 60 including 10 tip") is an extra: reported, not added. Prices
/// in clauses of their own ("3.50 on coffee and 12 on lunch") are separate expenses,
/// which the parser refuses rather than storing one with the rest in its description.
enum OtherAmounts {
    typealias Candidate = AmountExtractor.Candidate

    /// What a second amount can be for, said right after it: "$12 tip".
    static let extraLabels: WordSet = [
        "tip", "tips", "gratuity", "tax", "taxes", "vat", "fee", "fees", "surcharge", "shipping",
        "delivery", "postage", "deposit", "service",
    ]
    /// Words that join an extra to the expense: "plus $12", "including 10 tip".
    static let joiners: WordSet = ["plus", "+", "including", "incl", "included", "with", "and", "a", "an"]
    /// Words and marks that start a new clause between two expenses.
    static let separators: WordSet = ["and", ",", ";", "then", "also", "&", "plus"]

    struct Extra {
        let candidate: Candidate
        let label: String?
        let included: Bool
    }

    /// The priced amount at `index`, as an extra of the expense, or nil when it stands alone.
    static func extra(_ c: Candidate, in s: PhraseState) -> Extra? {
        let label = s.word(c.range.upperBound + 1).flatMap { extraLabels.contains($0) ? $0 : nil }
        var words: [String] = []
        var i = c.range.lowerBound - 1
        while i >= 0, s.isFree(i), joiners.contains(s.tokens[i].normalized) { words.append(s.tokens[i].normalized); i -= 1 }
        let included = words.contains { $0.hasPrefix("incl") }
        let joined = included || words.contains("plus") || words.contains("+")
        guard label != nil || joined else { return nil }
        return Extra(candidate: c, label: label, included: included)
    }

    /// Claims an extra's words: the joiners before it, the amount and its label.
    static func claim(_ extra: Extra, in s: inout PhraseState) {
        var start = extra.candidate.range.lowerBound
        while start > 0, s.isFree(start - 1), joiners.contains(s.tokens[start - 1].normalized) { start -= 1 }
        s.claim(start...(extra.candidate.range.upperBound + (extra.label == nil ? 0 : 1)))
    }

    /// The amounts, among `priced` (in phrase order), that a separator divides into
    /// clauses of their own, each with the tokens of its clause; fewer than two means one expense.
    static func clauses(_ priced: [Candidate], in s: PhraseState) -> [(candidate: Candidate, tokens: Range<Int>)] {
        guard priced.count > 1 else { return [] }
        var result: [(candidate: Candidate, tokens: Range<Int>)] = []
        var clauseStart = 0
        var current = priced[0]
        var previous = priced[0]
        for next in priced.dropFirst() {
            // The last separator between them ends the first clause. Tokens before the
            // previous amount were searched already and held none, so each token is
            // looked at once however many amounts the phrase has.
            let between = max(current.range.upperBound + 1, previous.range.lowerBound)..<next.range.lowerBound
            previous = next
            guard let cut = between.last(where: { s.isFree($0) && separators.contains(s.tokens[$0].normalized) }) else { continue }
            result.append((current, clauseStart..<cut))
            clauseStart = cut + 1
            current = next
        }
        result.append((current, clauseStart..<s.count))
        return result.count > 1 ? result : []
    }

    /// "coffee" for the clause of "spent 3.50 on coffee": its description on its own.
    static func describe(_ clause: Range<Int>, amount: Candidate, in s: PhraseState) -> String {
        var only = s
        for index in 0..<s.count where !clause.contains(index) || amount.range.contains(index) { only.used[index] = true }
        only.claimPreceding(amount.range.lowerBound, ifIn: ["for", "of", "on"])
        return DescriptionBuilder.build(only)
    }
}
