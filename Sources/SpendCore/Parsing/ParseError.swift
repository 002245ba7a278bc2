/// Why a phrase is not an expense. The codes are stable: clients and scripts match on them.
public enum ParseError: Error, Equatable, Sendable {
    case empty
    case noAmount
    case notExpense
    case badAmount(String)
    /// A date that does not exist, as written: "11/31", "February 30".
    case impossibleDate(String)
    /// Two or more expenses in one phrase, each as "$3.50 coffee".
    case severalExpenses([String])

    public var code: String {
        switch self {
        case .empty: "empty"
        case .noAmount: "no_amount"
        case .notExpense: "not_expense"
        case .badAmount: "bad_amount"
        case .impossibleDate: "bad_date"
        case .severalExpenses: "several_expenses"
        }
    }

    public var message: String {
        switch self {
        case .empty: "Nothing to add: say or type an expense, like 'spent $25 on lunch'"
        case .noAmount: "Please include an amount"
        case .notExpense: "That sounds like a question, not an expense. Ask the assistant: spend ask (or the protocol's ask verb); spend say takes either"
        case .badAmount(let reason): reason
        case .impossibleDate(let date): "There is no such date as \(date): check the day and month"
        case .severalExpenses(let parts):
            "That sounds like \(parts.count) expenses (\(parts.joined(separator: ", "))): add them one at a time"
        }
    }

    /// The brief's suggestion for retyping.
    public var hint: String? {
        switch self {
        case .noAmount, .badAmount: "Try: 'spent $25 on lunch'"
        case .severalExpenses(let parts): parts.first.map { "Try: '\($0)'" }
        case .impossibleDate: "Try: 'lunch $12 on 11/30' or 'lunch $12 yesterday'"
        default: nil
        }
    }
}
