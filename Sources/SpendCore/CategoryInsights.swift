/// Advice about the category list itself (brief §2): categories nobody uses any more,
/// too many categories, and a catch-all "Other" that hides where money goes.
/// Pure: the store gathers the usage and Other's expenses, this decides what to say.
public enum CategoryInsights {
    /// A category unused for this many days (today included) is reported.
    public static let unusedDays = 30
    /// Consolidation is suggested once there are more categories than this.
    public static let manyCategories = 10
    /// With many categories, custom ones with fewer transactions than this are candidates.
    public static let fewTransactions = 3
    /// Other's share of spending, in percent, above which new categories are suggested.
    public static let otherShareLimit = 30
    /// How far back (days, today included) Other's share and descriptions are read.
    public static let otherWindowDays = 90
    /// A word or merchant must appear in this many Other expenses to be suggested.
    public static let minimumOccurrences = 2
    public static let maximumSuggestions = 5

    public struct Usage: Hashable, Sendable {
        public let name: String
        public let isDefault: Bool
        /// Expenses in the category, all time, any currency.
        public let count: Int
        public let lastUsed: Day?

        public init(name: String, isDefault: Bool, count: Int, lastUsed: Day?) {
            self.name = name
            self.isDefault = isDefault
            self.count = count
            self.lastUsed = lastUsed
        }
    }

    /// One expense in Other within the window, in the reported currency.
    public struct OtherExpense: Hashable, Sendable {
        public let description: String
        public let merchant: String?
        public let amount: Int64

        public init(description: String, merchant: String?, amount: Int64) {
            self.description = description
            self.merchant = merchant
            self.amount = amount
        }
    }

    /// A word or merchant frequent in Other: a new category waiting to be made.
    public struct Suggestion: Hashable, Sendable {
        public let term: String
        /// The term as a category name, e.g. "Rent".
        public let name: String
        public let count: Int
        public let total: Int64
    }

    public struct OtherShare: Hashable, Sendable {
        public let otherTotal: Int64
        public let total: Int64
        /// Tenths of a percent, rounded down (305 = 30.5%).
        public let tenthsOfPercent: Int64
        public let suggestions: [Suggestion]
    }

    public struct Report: Hashable, Sendable {
        public let unused: [Usage]
        /// Custom categories with few transactions, when there are too many categories.
        public let consolidate: [Usage]
        public let categoryCount: Int
        /// Set when Other holds more than `otherShareLimit`% of the window's spending.
        public let other: OtherShare?
    }

    public static func analyse(_ categories: [Usage], today: Day, windowTotal: Int64,
                               otherExpenses: [OtherExpense]) -> Report {
        let since = today.adding(days: -(unusedDays - 1))
        let unused = categories.filter { ($0.lastUsed.map { $0 < since }) ?? true }
        let consolidate = categories.count > manyCategories
            ? categories.filter { !$0.isDefault && $0.count < fewTransactions } : []
        let otherTotal = otherExpenses.reduce(Int64(0)) { $0 + $1.amount }
        var other: OtherShare?
        if windowTotal > 0, Int128(otherTotal) * 100 > Int128(windowTotal) * Int128(otherShareLimit) {
            other = OtherShare(otherTotal: otherTotal, total: windowTotal,
                               tenthsOfPercent: Int64(Int128(otherTotal) * 1000 / Int128(windowTotal)),
                               suggestions: suggestions(otherExpenses, existing: categories.map(\.name)))
        }
        return Report(unused: unused, consolidate: consolidate, categoryCount: categories.count, other: other)
    }

    /// Frequent merchants and description words in Other, each counted once per expense,
    /// most frequent first (then largest total, then alphabetical).
    public static func suggestions(_ expenses: [OtherExpense], existing: [String]) -> [Suggestion] {
        var counts: [String: (count: Int, total: Int64)] = [:]
        for expense in expenses {
            var terms = Set(Categoriser.words(of: expense.description).filter(isSignificant))
            if let merchant = expense.merchant {
                let words = Categoriser.words(of: merchant)
                if !words.isEmpty {
                    terms.subtract(words)
                    terms.insert(words.joined(separator: " "))
                }
            }
            for term in terms {
                let current = counts[term] ?? (0, 0)
                counts[term] = (current.count + 1, current.total + expense.amount)
            }
        }
        return counts.filter { $0.value.count >= minimumOccurrences }
            .map { term, value in
                Suggestion(term: term, name: String(term.split(separator: " ").map { String($0).capitalized }
                                                   .joined(separator: " ").prefix(CategoryName.maximumLength)),
                           count: value.count, total: value.total)
            }
            .filter { suggestion in !existing.contains { $0.caseInsensitiveEquals(suggestion.name) } }
            .sorted { ($0.count, $0.total, $1.term) > ($1.count, $1.total, $0.term) }
            .prefix(maximumSuggestions).map { $0 }
    }

    /// Words that say something about what was bought: not stop words, not numbers, not tiny.
    static func isSignificant(_ word: String) -> Bool {
        word.count >= 3 && word.contains(where: \.isLetter) && !stopWords.contains(word)
    }

    static let stopWords: Set<String> = [
        "the", "and", "for", "with", "from", "this", "that", "these", "those", "our", "your", "his", "her",
        "their", "its", "some", "any", "all", "new", "old", "was", "were", "are", "has", "had", "have",
        "paid", "pay", "payment", "bought", "buy", "got", "get", "spent", "spend", "spending", "another",
        "other", "misc", "stuff", "thing", "things", "one", "two", "three", "monthly", "weekly", "daily",
        "yearly", "today", "yesterday", "dollars", "dollar", "bucks", "euros", "pounds", "cents", "usd",
        "eur", "gbp", "into", "onto", "off", "out", "per", "via", "just", "more", "less", "bill", "bills",
    ]
}
