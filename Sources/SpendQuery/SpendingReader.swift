import SpendCore

/// The narrow read interface the query engine runs over. The store answers it in SQL;
/// tests can answer it from an array. Sums are per currency: converting is the engine's job.
public protocol SpendingReader: Sendable {
    /// Sum and count of the matching expenses in `range`, per currency and, when
    /// `grouping` is given, per group key (a month "2026-10", a category, a merchant,
    /// a person, a weekday 0–6 with Sunday 0; nil for expenses without a merchant or person).
    func tallies(_ filter: SpendingFilter, in range: DayRange, groupedBy grouping: Grouping?) async throws -> [GroupTally]

    /// Matching expenses in `range` in `currency`, ordered by `order`, at most `limit`.
    func expenses(_ filter: SpendingFilter, in range: DayRange, currency: String, order: ExpenseOrder, limit: Int)
        async throws -> [Expense]

    /// The day of the first expense ever recorded, in any currency: where "since you
    /// started" begins and before which no month counts as a month of spending.
    func firstExpenseDay() async throws -> Day?

    /// The user's exchange rates; sums in other currencies are converted with them.
    func exchangeRates() async throws -> [ExchangeRate]

    /// The names a question can refer to: merchants, people and categories as stored.
    func knownNames() async throws -> KnownNames

    /// Which of `words` occur as a word in some expense's description (stemmed as in
    /// the word filter).
    func descriptionWords(among words: [String]) async throws -> Set<String>
}

public struct GroupTally: Sendable, Hashable {
    public let key: String?
    public let currency: String
    public let total: Int64
    public let count: Int

    public init(key: String?, currency: String, total: Int64, count: Int) {
        self.key = key
        self.currency = currency
        self.total = total
        self.count = count
    }
}

public enum ExpenseOrder: String, Sendable {
    case largest, smallest, newest
}

/// Merchants, people and categories spelled as stored, for recognising them in questions.
public struct KnownNames: Sendable {
    public let merchants: [String]
    public let people: [String]
    public let categories: [String]

    public init(merchants: [String], people: [String], categories: [String]) {
        self.merchants = merchants
        self.people = people
        self.categories = categories
    }
}
