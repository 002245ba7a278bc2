import SpendCore
import SpendProtocol

/// What the status bar shows: the month's spending, the balance when the user keeps one,
/// and the budget closest to (or furthest past) its limit. Built from the `summary` and
/// `budgets` replies.
struct StatusBarState: Equatable {
    enum Level: String { case ok, warning, critical }

    struct Balance: Equatable {
        let amount: String
        let monthChange: String?
    }

    struct PressingBudget: Equatable {
        let category: String
        let percent: Int64
        let spent: String
        let limit: String
    }

    let monthName: String
    let spent: String
    let balances: [Balance]
    let budget: PressingBudget?
    let level: Level

    init(summary: JSONValue, budgets: JSONValue) {
        let currency = summary["currency"]?.stringValue
        spent = Format.money(summary["total"], currency)
        monthName = summary["month"]?.stringValue.flatMap(Month.init(iso:))?.name ?? "This month"
        // Only present once the user has set a starting balance.
        balances = (summary["balance"]?.arrayValue ?? []).map { entry in
            let code = entry["currency"]?.stringValue
            return Balance(amount: Self.signedMoney(entry["amount"], code), monthChange: entry["month_change"].map { Self.signedMoney($0, code) })
        }
        let pressing = (budgets["budgets"]?.arrayValue ?? []).max { ($0["percent"]?.intValue ?? 0) < ($1["percent"]?.intValue ?? 0) }
        budget = pressing.map { entry in
            let code = entry["currency"]?.stringValue
            return PressingBudget(category: entry["category"]?.stringValue ?? "?", percent: entry["percent"]?.intValue ?? 0,
                                  spent: Format.money(entry["spent"], code), limit: Format.money(entry["limit"], code))
        }
        level = switch pressing?["level"]?.stringValue {
        case "over": .critical
        case "warning": .warning
        default: .ok
        }
    }

    /// The one line every bar shows: "$86.30 · balance $1,234.50 · Food & Dining 83%".
    var text: String {
        ([spent] + balances.map { "balance \($0.amount)" } + (budget.map { ["\($0.category) \($0.percent)%"] } ?? []))
            .joined(separator: " · ")
    }

    /// The details a hover shows, one per line.
    var tooltip: String {
        var lines = ["\(monthName): \(spent) spent"]
        for balance in balances {
            lines.append("Balance: \(balance.amount)" + (balance.monthChange.map { " (\($0) this month)" } ?? ""))
        }
        if let budget { lines.append("\(budget.category): \(budget.spent) of \(budget.limit) (\(budget.percent)%)") }
        return lines.joined(separator: "\n")
    }

    /// Amounts that may be negative (a balance, a month's change): the sign, then the money.
    private static func signedMoney(_ amount: JSONValue?, _ code: String?) -> String {
        guard let text = amount?.numberText ?? amount?.stringValue else { return "-" }
        let negative = text.hasPrefix("-")
        let magnitude = negative || text.hasPrefix("+") ? String(text.dropFirst()) : text
        return (negative ? "-" : "") + Format.money(.number(magnitude), code)
    }
}
