import SpendCore
import SpendStore

/// Answers `MoneyInQuestion`s from the store, exactly: one sentence of figures each, the
/// same sentence the model is given as its facts.
enum MoneyInAnswers {
    static func answer(_ kind: MoneyInQuestion, period: Period, store: ExpenseStore, today: Day) async throws -> (intent: String, text: String) {
        switch kind {
        case .balance: return ("balance", try await balance(store, today: today))
        case .income: return ("income", try await income(period, store))
        case .saved: return ("saved", try await saved(period, store))
        case .goal(let name): return ("goal", try await goal(name, store, today: today))
        }
    }

    private static func money(_ minor: Int64, _ code: String) -> String {
        Currency(code: code).map { Money(minorUnits: minor, currency: $0).formatted } ?? "\(minor) \(code)"
    }

    private static func balance(_ store: ExpenseStore, today: Day) async throws -> String {
        let balances = try await store.balances(today: today)
        guard !balances.isEmpty else {
            return "I can't tell your balance yet: set what your account held once, e.g. `spend balance set 1500`, "
                + "and I'll keep it from your income and expenses."
        }
        let month = today.monthOfYear
        let flows = try await store.flows(since: month.firstDay, until: today)
        return balances.map { figures -> String in
            let code = figures.start.money.currency.code
            guard let current = figures.current else { return "Your \(code) balance is too large to show." }
            let flow = flows.first { $0.currency == code }
            let change = (flow?.income ?? 0) - (flow?.spending ?? 0)
            let direction = change > 0 ? "up \(money(change, code))" : change < 0 ? "down \(money(-change, code))" : "unchanged"
            return "Your \(code) balance is \(money(current, code)), \(direction) this month."
        }.joined(separator: " ")
    }

    private static func income(_ period: Period, _ store: ExpenseStore) async throws -> String {
        let totals = try await store.incomeTotals(since: period.start, until: period.end)
        guard !totals.isEmpty else { return "No income is recorded for \(period.label)." }
        let byCurrency = Dictionary(grouping: totals, by: \.currency)
        return byCurrency.keys.sorted().map { code -> String in
            let rows = byCurrency[code]!
            let total = rows.reduce(0) { $0 + $1.total }
            let sources = rows.map { "\($0.source) \(money($0.total, code))" }.joined(separator: ", ")
            return "Your income \(period.label) is \(money(total, code)) (\(sources))."
        }.joined(separator: " ")
    }

    private static func saved(_ period: Period, _ store: ExpenseStore) async throws -> String {
        let flows = try await store.flows(since: period.start, until: period.end).filter { $0.income > 0 || $0.spending > 0 }
        guard !flows.isEmpty else { return "Nothing came in or went out \(period.label)." }
        return flows.map { flow -> String in
            let net = flow.income - flow.spending
            let rate = flow.income > 0 ? " (a savings rate of \(Int((Double(net) / Double(flow.income) * 100).rounded()))%)" : ""
            let verb = net >= 0 ? "saved \(money(net, flow.currency))" : "spent \(money(-net, flow.currency)) more than came in"
            return "\(period.label.prefix(1).uppercased() + period.label.dropFirst()) you \(verb): income \(money(flow.income, flow.currency)), "
                + "spending \(money(flow.spending, flow.currency))\(rate)."
        }.joined(separator: " ")
    }

    private static func goal(_ name: String?, _ store: ExpenseStore, today: Day) async throws -> String {
        let records = try await store.goals().filter { name == nil || $0.goal.name.lowercased() == name!.lowercased() }
        guard !records.isEmpty else { return "You have no goals yet: add one with `spend goal add \"Emergency fund\" 5000 --by 2027-06`." }
        return records.map { record -> String in
            let progress = GoalProgress(goal: record.goal, contributions: record.contributions, today: today)
            let code = record.goal.target.currency.code
            let percent = Int((progress.fraction * 100).rounded(.down))
            var text = "\(record.goal.name): \(money(progress.done, code)) of \(money(record.goal.target.minorUnits, code)) (\(percent)%)."
            if let completed = progress.completedOn { return text + " Reached on \(completed.iso) 🎉" }
            if let projected = progress.projected {
                text += " At your pace so far you'll reach it on \(projected.iso)."
            } else {
                text += " Nothing has been put towards it yet."
            }
            if let monthly = progress.monthlyNeeded, let deadline = record.goal.deadline {
                text += " To reach it by \(deadline.iso), put in \(money(monthly, code)) a month."
            }
            return text
        }.joined(separator: " ")
    }
}
