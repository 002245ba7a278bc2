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
                ?? candidates.first(where: { !$0.quantity })
        else { throw .noAmount }
        let money = try makeMoney(chosen)
        state.claim(chosen.range)
        state.claimPreceding(chosen.range.lowerBound, ifIn: ["for", "of"])

        let person = PersonExtractor.extract(&state)
        let merchant = MerchantExtractor.extract(state)
        let description = DescriptionBuilder.build(state)
        let guess = categoriser.guess(description: description, merchant: merchant, learned: learned)
        return ExpenseDraft(money: money, category: guess.category, categoryConfidence: guess.confidence,
                            categorySource: guess.source, description: description,
                            merchant: merchant, person: person, date: date)
    }

    /// A question mark, or an opening question word with no currency-marked amount:
    /// "what did I spend on food" is for the assistant, not the ledger.
    private func isQuestion(_ state: PhraseState, text: String, candidates: [AmountExtractor.Candidate]) -> Bool {
        if text.hasSuffix("?") { return true }
        guard let first = state.tokens.first(where: \.isWord)?.normalized else { return false }
        return Lexicon.questionWords.contains(first) && !candidates.contains(where: \.marked)
    }

    private func makeMoney(_ candidate: AmountExtractor.Candidate) throws(ParseError) -> Money {
        let currency = candidate.currency ?? defaultCurrency
        var value = candidate.value
        while value.scale > currency.minorDigits, value.units % 10 == 0 {
            value.units /= 10
            value.scale -= 1
        }
        guard value.scale <= currency.minorDigits else {
            throw .badAmount("\(currency.code) amounts have at most \(currency.minorDigits) decimal places")
        }
        let factor = AmountExtractor.pow10(currency.minorDigits - value.scale)
        let (minor, overflow) = value.units.multipliedReportingOverflow(by: factor)
        guard !overflow, minor <= Money.maximumMinorUnits else { throw .badAmount("That amount is too large") }
        guard minor > 0 else { throw .badAmount("The amount must be more than zero") }
        return Money(minorUnits: minor, currency: currency)
    }
}
