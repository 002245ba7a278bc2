/// The tokens of one phrase and which of them an extractor has claimed.
struct PhraseState {
    let tokens: [Token]
    var used = TokenBits()
    /// Numbers that belong to a name or an address ("Forever 21", "Route 66", "5th
    /// avenue"): never an amount or a date, and they stay in the description.
    private var named = TokenBits()
    /// True when the input has no capital letters: typed quickly, so names and
    /// merchants cannot be told apart by case.
    let allLowercase: Bool

    init(_ input: String) {
        let scan = Tokenizer.scan(input)
        var tokens = scan.tokens
        if tokens.count > ExpenseParser.maximumTokens { tokens.removeLast(tokens.count - ExpenseParser.maximumTokens) }
        self.tokens = tokens
        allLowercase = !scan.hasCapital || !tokens.indices.contains { tokens[$0].isCapitalized && !Self.isCurrencyMark(tokens, $0) }
    }

    /// "C$", "NZ$", "MXN 180", "RM86": the capitals of a currency say nothing of how the
    /// rest was typed ("boston pizza w/ ryan C$48.60" is typed without capitals).
    static func isCurrencyMark(_ tokens: [Token], _ i: Int) -> Bool {
        let token = tokens[i]
        guard token.isWord else { return false }
        if i + 1 < tokens.count, tokens[i + 1].kind == .currencySymbol, !tokens[i + 1].spaceBefore { return true }
        // A code in capitals ("MXN 180"), or an abbreviation before a number ("RM86", "Rs 500").
        let beforeNumber = i + 1 < tokens.count && tokens[i + 1].kind == .number
        return token.text.utf8.count <= 3 && (token.text.isWrittenInCapitals && Currency(code: token.normalized) != nil
                                              || beforeNumber && CurrencyWords.prefixes[token.normalized] != nil)
    }

    var count: Int { tokens.count }

    func word(_ index: Int) -> String? {
        guard index >= 0, index < tokens.count, !used[index], tokens[index].isWord else { return nil }
        return tokens[index].normalized
    }

    /// Whether the free word at `index` is `word`. Lengths are compared first: a string
    /// comparison that fails is slow, and this is asked of every word.
    func word(_ index: Int, is word: String) -> Bool {
        guard let found = self.word(index) else { return false }
        return found.utf8.count == word.utf8.count && found == word
    }

    func isFree(_ index: Int) -> Bool { index >= 0 && index < tokens.count && !used[index] }

    /// Free and not part of a name: may be read as an amount or a date.
    func isFreeNumber(_ index: Int) -> Bool { isFree(index) && !isNamed(index) }

    func isNamed(_ index: Int) -> Bool { named[index] }

    mutating func markNamed(_ index: Int) { named[index] = true }

    mutating func claim(_ range: ClosedRange<Int>) {
        for index in range where index >= 0 && index < tokens.count { used[index] = true }
    }

    /// Claims a preposition right before `index` ("on" before a date, "for" before an
    /// amount), so the description does not keep a dangling word.
    mutating func claimPreceding(_ index: Int, ifIn words: WordSet) {
        if let word = word(index - 1), words.contains(word) { used[index - 1] = true }
    }
}
