import Foundation
import SpendCore

/// Spend's own CSV: one row per expense, the columns `import` reads back by default.
/// Text a spreadsheet would run as a formula is guarded (see FormulaGuard).
public enum CSVExport {
    public static let header = CSV.line(["date", "amount", "currency", "category", "description", "merchant", "person", "source", "id"])

    public static func entry(_ r: Expense) -> String {
        let d = r.draft
        let text = [d.category, d.description, d.merchant ?? "", d.person ?? ""].map(FormulaGuard.escape)
        return CSV.line([d.date.iso, d.money.decimalString, d.money.currency.code] + text + [r.source, String(r.id)])
    }
}

/// An hledger (and Ledger) journal: each expense a transaction from Assets:Cash to
/// Expenses:<category>, with the amount exact in the currency's own digits.
public enum LedgerExport {
    public static let preamble = "; Exported by Spend. Check with: hledger -f FILE balance\n\n"

    public static func entry(_ r: Expense) -> String {
        let d = r.draft
        let description = clean(d.description)
        // A leading "*", "!" or "(" would be read as a status mark or a code; after an
        // explicit code (the expense id) the description is read as written.
        let code = description.first.map { "*!(".contains($0) } == true ? "(\(r.id)) " : ""
        var text = d.date.iso + " " + code + description
        text += "\n    ; id:\(r.id), source:\(clean(r.source))" + (r.receipt.map { ", receipt:\($0)" } ?? "") + "\n"
        text += "    \(account(d.category))  \(d.money.decimalString) \(d.money.currency.code)\n"
        text += "    Assets:Cash\n\n"
        return text
    }

    /// Income as money into Assets:Cash from Income:<source>, so `hledger incomestatement`
    /// and the balance read as Spend's.
    public static func income(_ r: IncomeRecord) -> String {
        let d = r.draft
        var text = d.date.iso + " " + clean(d.description) + (d.payer.map { " | " + clean($0) } ?? "")
        text += "\n    ; income:\(r.id), source:\(clean(r.origin))\n"
        text += "    Assets:Cash  \(d.money.decimalString) \(d.money.currency.code)\n"
        text += "    Income:\(squeeze(d.source.replacingAll(":", with: "-")))\n\n"
        return text
    }

    /// A goal's money: into Assets:Goals:<goal> or onto Liabilities:Loans:<goal> from
    /// Assets:Cash, and a loan's balance opened against Equity:Opening-Balances.
    public static func goal(_ t: GoalTransfer) -> String {
        let account = t.goalKind == .loan ? "Liabilities:Loans:" : "Assets:Goals:"
        let name = squeeze(t.goal.replacingAll(":", with: "-"))
        let amount = "\(t.money.decimalString) \(t.money.currency.code)"
        switch t.kind {
        case .loanOpening:
            return "\(t.date.iso) Opening balance of \(clean(t.goal))\n    ; goal:\(t.id)\n    \(account)\(name)  -\(amount)\n"
                + "    Equity:Opening-Balances\n\n"
        case .contribution, .linkedContribution:
            return "\(t.date.iso) \(t.goalKind == .loan ? "Payment on" : "Towards") \(clean(t.goal))"
                + (t.note.isEmpty ? "" : " | \(clean(t.note))") + "\n    ; goal contribution:\(t.id)\n"
                + "    \(account)\(name)  \(amount)\n    \(t.counterpart)\n\n"
        }
    }

    /// hledger ends an account name at two spaces or a tab, and reads ":" as a
    /// subaccount: runs of spaces become one, colons become dashes.
    public static func account(_ category: String) -> String {
        "Expenses:" + squeeze(category.replacingAll(":", with: "-"))
    }

    /// A description stays on its line; ";" would start a comment.
    static func clean(_ text: String) -> String { squeeze(text.replacingAll(";", with: ",")) }

    static func squeeze(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

/// A beancount ledger. Account components must start with a capital letter or digit
/// and hold only letters, digits and dashes, so "Food & Dining" is Expenses:Food-Dining;
/// each account is opened on the first day it is used.
public struct BeancountExport: Sendable {
    /// Category name → account; names that would collide get a numbered suffix, so
    /// two categories never share an account and their totals stay apart.
    public let accounts: [String: String]
    public let preamble: String

    /// `firstUse`: every category in the export with the date of its first expense;
    /// `currencies`: every currency used.
    public init(operatingCurrency: Currency, firstUse: [(category: String, day: Day)], currencies: [String],
                incomeFirstUse: [(source: String, day: Day)] = [], goals: [GoalTransfer] = []) {
        var accounts: [String: String] = [:]
        var taken: Set<String> = []
        for (category, _) in firstUse.sorted(by: { $0.category < $1.category }) {
            var name = "Expenses:" + Self.component(category)
            var suffix = 2
            while taken.contains(name) { name = "Expenses:" + Self.component(category) + "-\(suffix)"; suffix += 1 }
            taken.insert(name)
            accounts[category] = name
        }
        self.accounts = accounts
        var text = "; Exported by Spend. Check with: bean-check FILE\n"
        text += "option \"operating_currency\" \"\(operatingCurrency.code)\"\n\n"
        let first = (firstUse.map(\.day) + incomeFirstUse.map(\.day) + goals.map(\.date)).min() ?? Day(year: 1970, month: 1, day: 1)!
        for code in Set(currencies + [operatingCurrency.code]).sorted() { text += "\(first.iso) commodity \(code)\n" }
        text += "\(first.iso) open Assets:Cash\n"
        for (category, day) in firstUse.sorted(by: { ($0.day, $0.category) < ($1.day, $1.category) }) {
            text += "\(day.iso) open \(accounts[category]!)\n"
        }
        for (source, day) in incomeFirstUse.sorted(by: { ($0.day, $0.source) < ($1.day, $1.source) }) {
            text += "\(day.iso) open Income:\(Self.component(source))\n"
        }
        var opened: Set<String> = ["Assets:Cash"]
        for transfer in goals.sorted(by: { $0.date < $1.date }) {
            for account in Self.accounts(transfer) where opened.insert(account).inserted {
                text += "\(transfer.date.iso) open \(account)\n"
            }
        }
        preamble = text + "\n"
    }

    public func entry(_ r: Expense) -> String {
        let d = r.draft
        var text = d.date.iso + " *"
        if let merchant = d.merchant, !merchant.isEmpty { text += " " + Self.quote(merchant) }
        text += " " + Self.quote(d.description) + "\n"
        text += "  spend_id: \(r.id)\n  spend_source: \(Self.quote(r.source))\n"
        if let receipt = r.receipt { text += "  spend_receipt: \(receipt)\n" }
        text += "  \(accounts[d.category] ?? "Expenses:" + Self.component(d.category))  \(d.money.decimalString) \(d.money.currency.code)\n"
        text += "  Assets:Cash\n\n"
        return text
    }

    public func income(_ r: IncomeRecord) -> String {
        let d = r.draft
        var text = d.date.iso + " *"
        if let payer = d.payer, !payer.isEmpty { text += " " + Self.quote(payer) }
        text += " " + Self.quote(d.description) + "\n"
        text += "  spend_income_id: \(r.id)\n  spend_source: \(Self.quote(r.origin))\n"
        text += "  Assets:Cash  \(d.money.decimalString) \(d.money.currency.code)\n"
        text += "  Income:\(Self.component(d.source))\n\n"
        return text
    }

    /// A goal's money, as `LedgerExport.goal` posts it.
    public func goal(_ t: GoalTransfer) -> String {
        let accounts = Self.accounts(t)
        let amount = "\(t.money.decimalString) \(t.money.currency.code)"
        switch t.kind {
        case .loanOpening:
            return "\(t.date.iso) * \(Self.quote("Opening balance of " + t.goal))\n  spend_goal_id: \(t.id)\n"
                + "  \(accounts[0])  -\(amount)\n  \(accounts[1])\n\n"
        case .contribution, .linkedContribution:
            return "\(t.date.iso) * \(Self.quote((t.goalKind == .loan ? "Payment on " : "Towards ") + t.goal))\n"
                + "  spend_goal_contribution_id: \(t.id)\n  \(accounts[0])  \(amount)\n  \(accounts[1])\n\n"
        }
    }

    /// The goal's account, then the other side: cash, or opening equity for a loan's balance.
    static func accounts(_ t: GoalTransfer) -> [String] {
        let goal = (t.goalKind == .loan ? "Liabilities:Loans:" : "Assets:Goals:") + component(t.goal)
        return [goal, t.counterpart]
    }

    /// "Food & Dining" → "Food-Dining", "pets" → "Pets", "3D prints" → "3D-Prints",
    /// "café" → "Café". Beancount's grammar: a component starts with an uppercase letter
    /// or a decimal digit (\p{Lu}\p{Nd}) and goes on with letters, decimal digits and dashes
    /// (\p{L}\p{Nd}-). Unicode "numbers" that are not decimal digits ("½", "Ⅻ") and
    /// combining marks are not in it, so words are split on them (after composing "é");
    /// a name starting with an uncased letter (日本) gets a "Category-" prefix.
    static func component(_ name: String) -> String {
        func allowed(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber: true
            default: false
            }
        }
        let words = name.precomposedStringWithCanonicalMapping.unicodeScalars.split { !allowed($0) }
        let joined = words.map { word -> String in
            let first = String(word.first!).uppercased()
            let head = first.unicodeScalars.allSatisfy(allowed) ? first : String(word.first!)
            return head + String(String.UnicodeScalarView(word.dropFirst()))
        }.joined(separator: "-")
        guard let first = joined.unicodeScalars.first else { return "Uncategorised" }
        let category = first.properties.generalCategory
        return category == .uppercaseLetter || category == .decimalNumber ? joined : "Category-" + joined
    }

    /// A double-quoted string with backslashes and quotes escaped, on one line.
    static func quote(_ text: String) -> String {
        var out = "\""
        for c in LedgerExport.squeeze(text) {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out.append(c)
            }
        }
        return out + "\""
    }
}

extension String {
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for c in self { if c == target { out += replacement } else { out.append(c) } }
        return out
    }
}
