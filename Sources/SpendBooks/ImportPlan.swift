import SpendCore

/// What a row is compared on to decide it is already stored: date, exact amount and
/// currency, and the description with case and spacing ignored.
public struct DuplicateKey: Hashable, Sendable {
    public let date: Day
    public let minorUnits: Int64
    public let currency: String
    public let description: String

    public init(date: Day, money: Money, description: String) {
        self.date = date
        minorUnits = money.minorUnits
        currency = money.currency.code
        self.description = Self.normalized(description)
    }

    /// A description as keys compare it: lowercased, its spacing collapsed.
    public static func normalized(_ description: String) -> String {
        description.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The key as one text, for counting identical rows in a table.
    public var text: String { [date.iso, String(minorUnits), currency, description].joined(separator: "\u{1F}") }
}

/// One row ready to store: the expense, its duplicate key, and the bank's transaction id
/// when the file has one.
public struct ImportDraft: Sendable {
    public let draft: ExpenseDraft
    public let key: DuplicateKey
    let transactionID: String?
    let format: String

    /// The row's id: from the bank's transaction id when the file has one (scoped by the
    /// format: two banks may use the same numbers), otherwise from the row's content and
    /// `occurrence`, how many rows with its key the file holds up to and including it.
    public func uid(occurrence: Int) -> String {
        transactionID.map { RowID.derived(["import", format, $0]) }
            ?? RowID.derived(["import", key.date.iso, String(key.minorUnits), key.currency, key.description, String(occurrence)])
    }
}

/// The spending rows of a file as drafts, a row at a time: categorised, keyed, and with
/// the rows whose category word nothing knows counted for the report. Which drafts are
/// already stored is the store's to say (`ExpenseStore.importExpenses`): it counts
/// identical rows across the whole file without holding them.
public struct ImportPlan: Sendable {
    /// Category words that are neither the user's categories nor in the bank tables:
    /// their rows were categorised from the description.
    public private(set) var unknownCategories: [String: Int] = [:]
    let format: String
    let categories: [String]
    let categoriser: Categoriser
    let learned: LearnedPreferences

    public init(format: String, categories: [String], categoriser: Categoriser, learned: LearnedPreferences) {
        self.format = format
        self.categories = categories
        self.categoriser = categoriser
        self.learned = learned
    }

    public mutating func draft(_ row: ImportRow) -> ImportDraft {
        var draft = ExpenseDraft(money: row.money, category: DefaultCategory.other.rawValue, categoryConfidence: 1,
                                 categorySource: .user, description: row.description,
                                 merchant: row.merchant, person: row.person, date: row.date)
        if let word = row.category, let known = DefaultCategory.resolve(word, among: categories) {
            draft.category = known
        } else if let mapped = row.mappedCategory, let known = DefaultCategory.resolve(mapped, among: categories) {
            draft.category = known
            draft.categorySource = .keyword
            draft.categoryConfidence = 0.9
        } else {
            if let word = row.category { unknownCategories[word, default: 0] += 1 }
            let guess = categoriser.guess(description: row.description, merchant: row.merchant, learned: learned)
            draft.category = guess.category
            draft.categoryConfidence = guess.confidence
            draft.categorySource = guess.source
        }
        return ImportDraft(draft: draft, key: DuplicateKey(date: row.date, money: row.money, description: row.description),
                           transactionID: row.transactionID, format: format)
    }
}
