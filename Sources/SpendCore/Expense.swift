/// What the parser extracts from a phrase, before it is stored.
public struct ExpenseDraft: Hashable, Sendable {
    public var money: Money
    public var category: String
    public var categoryConfidence: Double
    public var categorySource: CategorySource
    public var description: String
    public var merchant: String?
    /// Everyone the expense was with or for, in the order named ("with Anna, Tom and Raj").
    public var people: [String]
    public var date: Day
    /// Other amounts the phrase named for this same expense ("plus $12 tip"): not part
    /// of `money`, reported so the confirmation can mention them. Never stored.
    public var extraAmounts: [ExtraAmount]

    /// The first of `people`, the one most listings show. Setting it replaces the list.
    public var person: String? {
        get { people.first }
        set { people = newValue.map { [$0] } ?? [] }
    }

    public init(money: Money, category: String, categoryConfidence: Double,
                categorySource: CategorySource, description: String,
                merchant: String?, person: String?, people: [String] = [], date: Day,
                extraAmounts: [ExtraAmount] = []) {
        self.money = money
        self.category = category
        self.categoryConfidence = categoryConfidence
        self.categorySource = categorySource
        self.description = description
        self.merchant = merchant
        self.people = people.isEmpty ? person.map { [$0] } ?? [] : people
        self.date = date
        self.extraAmounts = extraAmounts
    }

    /// The key that category corrections are remembered under: the merchant when one
    /// is known (so every "Starbucks" shares it), otherwise the description.
    public var learningKey: String { LearningKey.make(merchant: merchant, description: description) }

    /// Descriptions are capped so one pasted paragraph cannot bloat every listing.
    public static let maximumDescriptionLength = 200
}

/// A second amount said for the same expense: "plus $12 tip" (on top, not added) or
/// "including 10 tip" (already in the amount).
public struct ExtraAmount: Hashable, Sendable {
    public var money: Money
    /// What it was for ("tip", "tax"), when the phrase says.
    public var label: String?
    public var included: Bool

    public init(money: Money, label: String?, included: Bool) {
        self.money = money
        self.label = label
        self.included = included
    }

    /// "plus $12.00 tip (not added)", "including $10.00 tip".
    public var note: String {
        let what = money.formatted + (label.map { " " + $0 } ?? "")
        return included ? "including " + what : "plus " + what + " (not added)"
    }
}

/// A stored expense.
public struct Expense: Hashable, Sendable {
    public let id: Int64
    public var draft: ExpenseDraft
    /// RFC 3339 UTC timestamp of when it was recorded.
    public let createdAt: String
    /// How it came in: "text" (typed), "voice" (spoken and transcribed), or an import's name.
    public let source: String
    /// The receipt it was confirmed from, if any.
    public let receipt: Int64?

    public init(id: Int64, draft: ExpenseDraft, createdAt: String, source: String = "text", receipt: Int64? = nil) {
        self.id = id
        self.draft = draft
        self.createdAt = createdAt
        self.source = source
        self.receipt = receipt
    }
}

/// Why an expense has its category, so a person can see how sure to be of it.
public enum CategorySource: String, Sendable {
    /// A known brand named as the merchant (Knowledge/BrandTable.swift).
    case brand
    /// A category keyword: built in, or one the user gave a custom category.
    case keyword
    /// An everyday item or service word (Knowledge/ItemTable.swift).
    case item
    /// A word one edit away from a known word.
    case typo
    /// Nothing known: Other, at low confidence.
    case unknown
    /// Rows stored before the sources above were told apart.
    case lexicon
    case learned, user
    /// The chat model's reading, with `parser = hybrid`.
    case model

    /// Whether the parser's built-in knowledge chose it, rather than the user or a model.
    public var isBuiltIn: Bool {
        switch self {
        case .brand, .keyword, .item, .typo, .unknown, .lexicon: true
        case .learned, .user, .model: false
        }
    }
}
