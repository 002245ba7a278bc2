/// Turns a typed phrase or a speech transcript into an expense draft.
///
/// Deterministic and offline: the same text, reference day and learned preferences always
/// give the same result, so tests and imports are reproducible.
public struct ExpenseParser: Sendable {
    public let defaultCurrency: Currency
    public let categoriser: Categoriser

    /// Words, numbers and marks the parser reads of one phrase; it ignores the rest. No
    /// expense needs more, and a 64 KiB request line holds thousands.
    public static let maximumTokens = 300

    /// How many words, numbers and marks `text` holds, so a caller can refuse a phrase the
    /// parser would read only the start of.
    public static func tokenCount(_ text: String) -> Int { Tokenizer.tokenize(text).count }

    /// `text`'s token count when it is over `maximumTokens`, else nil. A token takes a byte
    /// at least, so a phrase no longer than that in bytes is not tokenized a second time.
    public static func tokensOverLimit(_ text: String) -> Int? {
        guard text.utf8.count > maximumTokens else { return nil }
        let count = tokenCount(text)
        return count > maximumTokens ? count : nil
    }

    public init(defaultCurrency: Currency = .usd, categoriser: Categoriser = Categoriser()) {
        self.defaultCurrency = defaultCurrency
        self.categoriser = categoriser
    }

    public func parse(_ input: String, today: Day,
                      learned: LearnedPreferences = LearnedPreferences([])) throws(ParseError) -> ExpenseDraft {
        let text = input.trimmingSpaces
        guard !text.isEmpty else { throw .empty }
        var state = PhraseState(text)
        NamedNumbers.mark(&state)

        let date = try DateExtractor.extract(&state, today: today) ?? today
        // "yesterday" from 0001-01-01 is year 0: a day no calendar of ours can store.
        guard date.isStorable else { throw .impossibleDate(date.iso) }
        let candidates = AmountExtractor.candidates(state, defaultCurrency: defaultCurrency)
        if isQuestion(state, text: text, candidates: candidates) { throw .notExpense }
        // "lunch $40 plus $12 tip": the tip is an extra, unless every price is one ("$5 tip").
        // A lone amount (most phrases) is never an extra, so it is not asked, nor filtered.
        var extras: [OtherAmounts.Extra] = []
        var main = candidates
        if candidates.count > 1 {
            let priced = candidates.filter { $0.marked || !$0.quantity }
            extras = priced.compactMap { OtherAmounts.extra($0, in: state) }
            if extras.count == priced.count { extras = [] }
            if !extras.isEmpty { main = candidates.filter { c in !extras.contains { $0.candidate.range == c.range } } }
        }
        guard let chosen = main.first(where: \.marked) ?? main.first(where: { !$0.quantity }) ?? main.first
        else { throw .noAmount }
        let money = try makeMoney(chosen)
        // When some amounts carry a currency, bare numbers beside them are not prices of
        // their own: "table 12, dinner $48" is one expense. One amount makes no clauses.
        let alone = main.count > 1 ? main.filter { chosen.marked ? $0.marked : !$0.quantity || $0.range == chosen.range } : []
        let clauses = OtherAmounts.clauses(alone, in: state)
        if !clauses.isEmpty {
            throw .severalExpenses(try clauses.map { clause throws(ParseError) in
                let text = OtherAmounts.describe(clause.tokens, amount: clause.candidate, in: state)
                return try makeMoney(clause.candidate).formatted + (text.isEmpty ? "" : " " + text)
            })
        }
        // Every priced amount leaves the description; bare counts ("2 coffees") stay.
        for candidate in main where candidate.marked || candidate.range == chosen.range {
            claimAmount(candidate.range, in: &state)
        }
        var extraAmounts: [ExtraAmount] = []
        for extra in extras {
            extraAmounts.append(ExtraAmount(money: try makeMoney(extra.candidate), label: extra.label, included: extra.included))
            OtherAmounts.claim(extra, in: &state)
        }

        let people = PersonExtractor.extract(&state)
        let merchant = MerchantExtractor.extract(state)
        let description = DescriptionBuilder.build(state)
        let guess = categoriser.guess(description: description, merchant: merchant, learned: learned)
        return ExpenseDraft(money: money, category: guess.category, categoryConfidence: guess.confidence,
                            categorySource: guess.source, description: description,
                            merchant: merchant, person: people.first, people: people, date: date,
                            extraAmounts: extraAmounts)
    }

    /// Words that only lead up to an amount leave with it: "for about $20", "of like 12".
    private static let leadIns: WordSet = ["for", "of", "about", "around", "roughly", "approximately", "approx",
                                              "like", "almost", "nearly", "only", "just", "maybe"]

    private func claimAmount(_ range: ClosedRange<Int>, in state: inout PhraseState) {
        state.claim(range)
        var index = range.lowerBound
        while let word = state.word(index - 1), Self.leadIns.contains(word) {
            state.claim((index - 1)...(index - 1))
            index -= 1
        }
    }

    /// A question mark, or a question's opening ("what did", "how much", "show me") with
    /// no priced amount: "what did I spend on food" is for the assistant, not the ledger,
    /// while "show tickets 40" and "can of soda 2" are expenses.
    private func isQuestion(_ state: PhraseState, text: String, candidates: [AmountExtractor.Candidate]) -> Bool {
        // The last byte first: most phrases end in no "?", and `hasSuffix` compares Characters.
        if text.utf8.last == UInt8(ascii: "?"), text.hasSuffix("?") { return true }
        guard let firstIndex = state.tokens.firstIndex(where: \.isWord),
              case let first = state.tokens[firstIndex].normalized, Lexicon.questionWords.contains(first),
              !candidates.contains(where: \.marked)
        else { return false }
        let second = state.tokens[(firstIndex + 1)...].first(where: \.isWord)?.normalized
        return candidates.isEmpty || Lexicon.yesNoOpenings.contains(first)
            || second.map(Lexicon.questionFollowers.contains) == true
    }

    private func makeMoney(_ candidate: AmountExtractor.Candidate) throws(ParseError) -> Money {
        let currency = candidate.currency ?? defaultCurrency
        // An amount's digits are ASCII, so bytes count them without Character breaking.
        var fraction = Substring(candidate.value.fraction)
        while fraction.utf8.count > currency.minorDigits, fraction.utf8.last == UInt8(ascii: "0") { fraction.removeLast() }
        guard fraction.utf8.count <= currency.minorDigits else {
            throw .badAmount("\(currency.code) amounts have at most \(currency.minorDigits) decimal places")
        }
        guard candidate.value.whole.utf8.count <= 12,
              let money = Money(decimal: fraction.isEmpty ? candidate.value.whole : candidate.value.whole + "." + fraction,
                                currency: currency),
              money.minorUnits <= Money.maximumMinorUnits
        else { throw .badAmount("That amount is too large") }
        guard money.minorUnits > 0 else { throw .badAmount("The amount must be more than zero") }
        return money
    }
}
