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

/// The outcome of reading an import file: the drafts to store, the rows skipped as
/// already stored, and the rejected rows with their reasons.
public struct ImportPlan: Sendable {
    public var drafts: [ExpenseDraft] = []
    public var duplicates = 0
    public var rejections: [ImportRejection] = []

    /// Turns rows into drafts. A category column must name a known category (the user's
    /// spelling is resolved as `add` resolves it); without one, the categoriser decides,
    /// with what it has learned.
    ///
    /// `existing` counts the stored expenses per key. Duplicates are counted, not just
    /// looked up: a file with two identical coffees on one day imports both the first
    /// time and neither the second.
    public init(rows: [Result<ImportRow, ImportRejection>], categories: [String], categoriser: Categoriser,
                learned: LearnedPreferences, existing: [DuplicateKey: Int]) {
        var seen: [DuplicateKey: Int] = [:]
        for result in rows {
            let row: ImportRow
            switch result {
            case .failure(let rejection): rejections.append(rejection); continue
            case .success(let r): row = r
            }
            var draft = ExpenseDraft(money: row.money, category: DefaultCategory.other.rawValue, categoryConfidence: 1,
                                     categorySource: .user, description: row.description,
                                     merchant: row.merchant, person: row.person, date: row.date)
            if let name = row.category {
                guard let known = DefaultCategory.resolve(name, among: categories) else {
                    rejections.append(ImportRejection(line: row.line, reason: "category '\(name)' is not a category"))
                    continue
                }
                draft.category = known
            } else {
                let guess = categoriser.guess(description: row.description, merchant: row.merchant, learned: learned)
                draft.category = guess.category
                draft.categoryConfidence = guess.confidence
                draft.categorySource = guess.source
            }
            let key = DuplicateKey(date: row.date, money: row.money, description: row.description)
            seen[key, default: 0] += 1
            if seen[key]! <= existing[key, default: 0] {
                duplicates += 1
            } else {
                drafts.append(draft)
            }
        }
    }

    /// The earliest and latest dates of the usable rows: the stored expenses to compare
    /// against lie in between.
    public static func dateRange(_ rows: [Result<ImportRow, ImportRejection>]) -> ClosedRange<Day>? {
        var low: Day?
        var high: Day?
        for case .success(let row) in rows {
            if low == nil || row.date < low! { low = row.date }
            if high == nil || row.date > high! { high = row.date }
        }
        guard let low, let high else { return nil }
        return low...high
    }
}
