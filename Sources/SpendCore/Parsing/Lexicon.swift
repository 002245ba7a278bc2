/// Word lists the extractors share.
enum Lexicon {
    static let weekdays = Day.weekdayNames.map { $0.lowercased() }

    static let months: StringTable<Int> = {
        var table = StringTable<Int>()
        for (i, name) in Month.names.enumerated() { table[name] = i + 1 }
        for (abbr, m) in [("jan", 1), ("feb", 2), ("mar", 3), ("apr", 4), ("jun", 6), ("jul", 7),
                          ("aug", 8), ("sep", 9), ("sept", 9), ("oct", 10), ("nov", 11), ("dec", 12)] {
            table[abbr] = m
        }
        return table
    }()

    /// Words that may follow an amount without making it a quantity ("12 for lunch").
    static let functionWords: WordSet = [
        "for", "on", "at", "in", "to", "with", "and", "from", "of", "by", "the", "a", "an", "this",
        "that", "today", "yesterday", "tonight", "last", "each", "total", "tip", "including",
        "plus", "yesterday's", "ago", "or", "per", "via", "into", "was", "is", "i", "we", "my",
        "spent", "paid", "because", "so", "then", "but",
    ]

    static let questionWords: WordSet = [
        "what", "which", "how", "when", "where", "why", "who", "show", "can", "could", "should",
        "am", "do", "does", "did", "is", "are", "tell", "list", "what's", "how's", "whats",
    ]

    /// Auxiliary verbs that open a yes/no question ("is 40 too much for groceries").
    /// "can" is left out: "can of soda 2" is an expense.
    static let yesNoOpenings: WordSet = ["is", "are", "am", "was", "were", "do", "does", "did", "should", "could", "would", "will"]

    /// Words that, after a question word, make a question: "what did", "how much", "is my".
    static let questionFollowers: WordSet = [
        "much", "many", "did", "do", "does", "is", "are", "was", "were", "am", "i", "i'm", "my", "me",
        "can", "could", "should", "would", "will", "have", "has", "about", "often", "far", "to",
        "the", "we", "you", "it", "it's", "there",
    ]

    static let nonPersons: WordSet = [
        "friends", "friend", "family", "coworkers", "co-workers", "colleagues", "team", "everyone",
        "kids", "cash", "card", "credit", "debit", "milk", "sugar", "cream", "tip", "tax", "my",
        "the", "a", "an", "some", "extra", "fries", "cheese", "ice", "paypal", "venmo", "coupon",
        "discount", "them", "him", "her", "us", "me", "people", "client", "clients",
    ]

    static let notMerchants: WordSet = [
        "home", "work", "noon", "night", "lunch", "lunchtime", "dinner", "breakfast", "office",
        "school", "midnight", "least", "most", "once", "all", "first", "last", "the", "a", "an",
        "my", "our", "his", "her", "their", "morning", "evening", "afternoon", "weekend",
    ]

    /// Brand names that are no ordinary word or first name, so never a person.
    static let brandWords = BrandWordSet()
    static let keywordWords: WordSet = WordSet(CategoryLexicon.keywords.values.flatMap { $0 }.filter { !$0.contains(" ") })
}

/// Answers `contains` from the brand table, so extractors can ask it like a set.
struct BrandWordSet: Sendable {
    func contains(_ word: String) -> Bool { BrandTable.isBrandWord(word) }
}
