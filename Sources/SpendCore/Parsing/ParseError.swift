/// Why a phrase is not an expense. The codes are stable: clients and scripts match on them.
public enum ParseError: Error, Equatable, Sendable {
    case empty
    case noAmount
    case notExpense
    case badAmount(String)

    public var code: String {
        switch self {
        case .empty: "empty"
        case .noAmount: "no_amount"
        case .notExpense: "not_expense"
        case .badAmount: "bad_amount"
        }
    }

    public var message: String {
        switch self {
        case .empty: "Nothing to add: say or type an expense, like 'spent $25 on lunch'"
        case .noAmount: "Please include an amount"
        case .notExpense: "That sounds like a question, not an expense. Ask the assistant: spend ask (or the protocol's ask verb); spend say takes either"
        case .badAmount(let reason): reason
        }
    }

    /// The brief's suggestion for retyping.
    public var hint: String? {
        switch self {
        case .noAmount, .badAmount: "Try: 'spent $25 on lunch'"
        default: nil
        }
    }
}
