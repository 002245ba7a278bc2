/// Turns a typed phrase or a speech transcript into an expense draft.
///
/// Deterministic and offline: the same text, reference day and learned preferences always
/// give the same result, so tests and imports are reproducible.
public struct ExpenseParser: Sendable {
    public let defaultCurrency: Currency
    public let categoriser: Categoriser

    public init(defaultCurrency: Currency = .usd, categoriser: Categoriser = Categoriser()) {
        self.defaultCurrency = defaultCurrency
        self.categoriser = categoriser
    }

    public func parse(_ input: String, today: Day,
                      learned: LearnedPreferences = LearnedPreferences([])) throws(ParseError) -> ExpenseDraft {
        let text = input.trimmingSpaces
        guard !text.isEmpty else { throw .empty }
        var state = PhraseState(text)

        let date = DateExtractor.extract(&state, today: today) ?? today
        let candidates = AmountExtractor.candidates(state, defaultCurrency: defaultCurrency)
        if isQuestion(state, text: text, candidates: candidates) { throw .notExpense }
        guard let chosen = candidates.first(where: \.marked)
                ?? candidates.first(where: { !$0.quantity }) ?? candidates.first
        else { throw .noAmount }
        let money = try makeMoney(chosen)
        // Every priced amount leaves the description; bare counts ("2 coffees") stay.
        for candidate in candidates where candidate.marked || candidate.range == chosen.range {
            state.claim(candidate.range)
            state.claimPreceding(candidate.range.lowerBound, ifIn: ["for", "of"])
        }

        let person = PersonExtractor.extract(&state)
        let merchant = MerchantExtractor.extract(state)
        let description = DescriptionBuilder.build(state)
        let guess = categoriser.guess(description: description, merchant: merchant, learned: learned)
        return ExpenseDraft(money: money, category: guess.category, categoryConfidence: guess.confidence,
                            categorySource: guess.source, description: description,
                            merchant: merchant, person: person, date: date)
    }

    /// A question mark, or a question's opening ("what did", "how much", "show me") with
    /// no priced amount: "what did I spend on food" is for the assistant, not the ledger,
    /// while "show tickets 40" and "can of soda 2" are expenses.
    private func isQuestion(_ state: PhraseState, text: String, candidates: [AmountExtractor.Candidate]) -> Bool {
        if text.hasSuffix("?") { return true }
        let words = state.tokens.filter(\.isWord).map(\.normalized)
        guard let first = words.first, Lexicon.questionWords.contains(first),
              !candidates.contains(where: \.marked)
        else { return false }
        return candidates.isEmpty || Lexicon.yesNoOpenings.contains(first)
            || words.count > 1 && Lexicon.questionFollowers.contains(words[1])
    }

    private func makeMoney(_ candidate: AmountExtractor.Candidate) throws(ParseError) -> Money {
        let currency = candidate.currency ?? defaultCurrency
        var fraction = Substring(candidate.value.fraction)
        while fraction.count > currency.minorDigits, fraction.last == "0" { fraction.removeLast() }
        guard fraction.count <= currency.minorDigits else {
            throw .badAmount("\(currency.code) amounts have at most \(currency.minorDigits) decimal places")
        }
        guard candidate.value.whole.count <= 12,
              let money = Money(decimal: candidate.value.whole + (fraction.isEmpty ? "" : "." + fraction), currency: currency),
              money.minorUnits <= Money.maximumMinorUnits
        else { throw .badAmount("That amount is too large") }
        guard money.minorUnits > 0 else { throw .badAmount("The amount must be more than zero") }
        return money
    }
}
