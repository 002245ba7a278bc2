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
        self.description = description.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

/// One row ready to store: the expense, its duplicate key, and its row id, computed from
/// the bank's transaction id when the file has one and otherwise from the row's content
/// and how many identical rows came before it in the file.
public struct ImportDraft: Sendable {
    public let draft: ExpenseDraft
    public let key: DuplicateKey
    public let uid: String
}

/// The spending rows of a file as drafts: categorised, keyed, and with the rows whose
/// category word nothing knows counted for the report.
public struct ImportPlan: Sendable {
    public var drafts: [ImportDraft] = []
    /// Category words that are neither the user's categories nor in the bank tables:
    /// their rows were categorised from the description.
    public var unknownCategories: [String: Int] = [:]

    /// `format` scopes bank transaction ids: two banks may use the same numbers.
    public init(rows: [ImportRow], format: String, categories: [String], categoriser: Categoriser, learned: LearnedPreferences) {
        var occurrences: [DuplicateKey: Int] = [:]
        drafts.reserveCapacity(rows.count)
        for row in rows {
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
            let key = DuplicateKey(date: row.date, money: row.money, description: row.description)
            occurrences[key, default: 0] += 1
            let uid = row.transactionID.map { RowID.derived(["import", format, $0]) }
                ?? RowID.derived(["import", key.date.iso, String(key.minorUnits), key.currency, key.description, String(occurrences[key]!)])
            drafts.append(ImportDraft(draft: draft, key: key, uid: uid))
        }
    }

    /// The drafts not already stored, and how many were. A draft is stored when its id
    /// is (the same bank row imported before), or when the stored expenses with its key
    /// outnumber the file's earlier rows with that key: a file with two identical coffees
    /// on one day imports both the first time and neither the second, and a later
    /// download with a third imports only the third.
    public static func newDrafts(_ drafts: [ImportDraft], storedKeys: [DuplicateKey: Int], storedIDs: Set<String>) -> (new: [ImportDraft], duplicates: Int) {
        var seen: [DuplicateKey: Int] = [:]
        var new: [ImportDraft] = []
        var duplicates = 0
        for draft in drafts {
            seen[draft.key, default: 0] += 1
            if storedIDs.contains(draft.uid) || seen[draft.key]! <= storedKeys[draft.key, default: 0] {
                duplicates += 1
            } else {
                new.append(draft)
            }
        }
        return (new, duplicates)
    }

    /// The earliest and latest dates of the drafts: the stored expenses to compare
    /// against lie in between.
    public static func dateRange(_ drafts: [ImportDraft]) -> ClosedRange<Day>? {
        guard var low = drafts.first?.key.date else { return nil }
        var high = low
        for draft in drafts {
            if draft.key.date < low { low = draft.key.date }
            if draft.key.date > high { high = draft.key.date }
        }
        return low...high
    }
}
