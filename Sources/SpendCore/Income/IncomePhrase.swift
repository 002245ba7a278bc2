/// Reads "got paid 3200 salary", "income 450 freelance from Acme" or "Acme paid me 450":
/// the expense parser finds the amount, currency, date and payer as it does for spending,
/// and this decides the phrase is income and what kind.
public enum IncomePhrase {
    /// Words only income phrases use. "interest" or "gift" alone are not here: "paid 30
    /// interest on the card" and "gift for Anna 30" are spending.
    static let cues: Set<String> = ["salary", "paycheck", "paycheque", "payroll", "wages", "income", "earned", "earn",
                                    "dividend", "dividends", "payday", "pension", "stipend", "received", "sold"]
    /// Word pairs that say money came in.
    static let cuePairs: Set<[String]> = [["got", "paid"], ["get", "paid"], ["was", "paid"], ["been", "paid"],
                                          ["paid", "me"], ["paid", "us"], ["pays", "me"]]
    /// Words that make a cue spending after all ("income tax", "sales tax").
    static let spending: Set<String> = ["tax", "taxes"]
    /// Cue words left out of the description: the source says what they said.
    static let fillers: Set<String> = ["income", "earned", "earn", "received", "got", "get", "was", "been", "paid", "me",
                                       "us", "pays", "i", "we", "from"]

    /// Whether `text` speaks of money coming in rather than spent.
    public static func isIncome(_ text: String) -> Bool {
        let words = Self.words(text)
        guard !words.contains(where: spending.contains) else { return false }
        if words.contains(where: cues.contains) { return true }
        return zip(words, words.dropFirst()).contains { cuePairs.contains([$0, $1]) }
    }

    /// The income `text` records. Errors are the parser's (no amount, a bad date, …).
    public static func read(_ text: String, parser: ExpenseParser, today: Day) throws(ParseError) -> IncomeDraft {
        let draft = try parser.parse(text, today: today)
        let payer = draft.merchant
        var kept = draft.description.split(separator: " ").map(String.init).filter { !fillers.contains($0.lowercased()) }
        let payerWords = Set((payer ?? "").lowercased().split(separator: " ").map(String.init))
        kept.removeAll { payerWords.contains($0.lowercased()) }
        let source = source(of: text)
        let description = kept.isEmpty ? source.rawValue : kept.joined(separator: " ")
        return IncomeDraft(money: draft.money, source: source.rawValue, description: description, payer: payer, date: draft.date)
    }

    /// The kind of income `text` speaks of ("salary 3200 monthly" → Salary).
    public static func source(of text: String) -> IncomeSource { IncomeSource.of(words(text)) }

    private static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter }.map(String.init)
    }
}
