/// Money coming in: a salary, a client's payment, interest, a gift. Kept apart from
/// expenses (never a negative expense), so spending totals stay spending and the balance
/// and savings rate can be told from both.
public struct IncomeDraft: Hashable, Sendable {
    public var money: Money
    /// What kind of income (`IncomeSource`), for totals by source.
    public var source: String
    public var description: String
    /// Who paid ("Acme"), when the phrase says.
    public var payer: String?
    public var date: Day

    public init(money: Money, source: String, description: String, payer: String?, date: Day) {
        self.money = money
        self.source = source
        self.description = description
        self.payer = payer
        self.date = date
    }
}

/// One stored income row: its local id, its id on every machine, and where it came from
/// (`text`, `import`).
public struct IncomeRecord: Sendable, Equatable {
    public let id: Int64
    public let uid: String
    public let draft: IncomeDraft
    public let origin: String
    public let createdAt: String

    public init(id: Int64, uid: String, draft: IncomeDraft, origin: String, createdAt: String) {
        self.id = id
        self.uid = uid
        self.draft = draft
        self.origin = origin
        self.createdAt = createdAt
    }
}

/// The kinds of income totals are kept by, each told by its words.
public enum IncomeSource: String, CaseIterable, Sendable {
    case salary = "Salary"
    case freelance = "Freelance"
    case investments = "Investments"
    case benefits = "Benefits"
    case gifts = "Gifts"
    case sales = "Sales"
    case other = "Other income"

    /// Words that name each source; the first source with a word in the phrase wins.
    static let words: [(IncomeSource, Set<String>)] = [
        (.salary, ["salary", "paycheck", "paycheque", "payroll", "wage", "wages", "bonus", "overtime", "payday", "pay"]),
        (.freelance, ["freelance", "freelancing", "invoice", "client", "consulting", "contract", "gig", "commission",
                      "babysitting", "tutoring", "side"]),
        (.investments, ["interest", "dividend", "dividends", "stocks", "shares", "rental", "rent", "capital", "crypto"]),
        (.benefits, ["pension", "benefit", "benefits", "stipend", "allowance", "scholarship", "grant", "unemployment", "welfare"]),
        (.gifts, ["gift", "gifts", "birthday", "christmas", "present"]),
        (.sales, ["sold", "sale", "selling", "ebay", "vinted", "craigslist", "marketplace"]),
    ]

    /// The source `words` name, or `other`.
    public static func of(_ words: [String]) -> IncomeSource {
        let lowered = Set(words.map { $0.lowercased() })
        return Self.words.first { !$0.1.isDisjoint(with: lowered) }?.0 ?? .other
    }

    /// A user's spelling of a source ("salary", "OTHER INCOME"), or nil.
    public static func named(_ text: String) -> IncomeSource? {
        let lowered = text.lowercased()
        return allCases.first { $0.rawValue.lowercased() == lowered || ($0 == .other && lowered == "other") }
    }
}
