import ArgumentParser
import Foundation
import SpendProtocol

struct Income: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Money coming in (salary, clients, interest, gifts), kept apart from spending.",
        discussion: """
            Examples:
              spend income add "got paid 3200 salary"
              spend income add "450 freelance from Acme yesterday"
              spend income                 (this month's income, with totals by source)
              spend income --since 2026-01-01
              spend income remove 3
            `spend add "got paid 3200 salary"` records income too: phrases that say money came in
            (got paid, salary, income, earned, received, sold, dividends…) are never expenses.
            """,
        subcommands: [IncomeList.self, IncomeAdd.self, IncomeRemove.self],
        defaultSubcommand: IncomeList.self)

    /// "$3,200.00 Salary: salary from Acme (#3, 2026-11-01)".
    static func line(_ item: JSONValue) -> String {
        let payer = item["payer"]?.stringValue.map { " from \($0)" } ?? ""
        return "\(Format.money(item["amount"], item["currency"]?.stringValue)) \(item["source"]?.stringValue ?? ""): "
            + "\(item["description"]?.stringValue ?? "")\(payer) (#\(item["id"]?.numberText ?? "?"), \(item["date"]?.stringValue ?? ""))"
    }
}

struct IncomeAdd: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Record income from a phrase.")

    @OptionGroup var global: GlobalOptions
    @Option(help: "Salary, Freelance, Investments, Benefits, Gifts, Sales or Other income (default: from the words).") var source: String?
    @Argument(help: "The phrase, e.g. \"3200 salary from Acme\".") var words: [String]

    func run() throws {
        var fields: [(String, JSONValue)] = [("cmd", .string("income")), ("action", .string("add")),
                                             ("text", .string(words.joined(separator: " ")))]
        if let source { fields.append(("source", .string(source))) }
        let result = try global.call(fields)
        guard !global.json, let item = result["income"] else { return }
        print("Income " + Income.line(item))
    }
}

struct IncomeList: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "Income, newest first, with totals by source.")

    @OptionGroup var global: GlobalOptions
    @Option(help: ArgumentHelp("On or after this day (default: the first of this month).", valueName: "date")) var since: String?
    @Option(help: ArgumentHelp("On or before this day.", valueName: "date")) var until: String?

    func run() throws {
        var fields: [(String, JSONValue)] = [("cmd", .string("income")), ("action", .string("list")),
                                             ("since", .string(since ?? "this month"))]
        if let until { fields.append(("until", .string(until))) }
        let result = try global.call(fields)
        guard !global.json else { return }
        let items = result["income"]?.arrayValue ?? []
        guard !items.isEmpty else {
            print("No income recorded\(since == nil ? " this month" : ""). Add some: spend income add \"3200 salary\"")
            return
        }
        print(Format.table(["ID", "DATE", "AMOUNT", "SOURCE", "DESCRIPTION", "FROM"], items.map { item in
            [item["id"]?.numberText ?? "", item["date"]?.stringValue ?? "", Format.money(item["amount"], item["currency"]?.stringValue),
             item["source"]?.stringValue ?? "", Format.truncate(item["description"]?.stringValue ?? "", 40), item["payer"]?.stringValue ?? ""]
        }, rightAligned: [0, 2]))
        print()
        for total in result["totals"]?.arrayValue ?? [] {
            print("\(total["source"]?.stringValue ?? ""): \(Format.money(total["total"], total["currency"]?.stringValue)) "
                  + "(\(total["count"]?.numberText ?? "0"))")
        }
    }
}

struct IncomeRemove: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove an income entry.")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The id `spend income` shows.") var id: Int64

    func run() throws {
        let result = try global.call([("cmd", .string("income")), ("action", .string("remove")), ("text", .string(String(id)))])
        guard !global.json, let item = result["income"] else { return }
        print("Removed income " + Income.line(item))
    }
}

struct Balance: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Your balance: a starting balance, plus income, minus spending since its day.",
        discussion: """
            Set the starting balance once per currency (what the account held at the start of a day), and
            Spend keeps the running balance from your income and expenses from that day on.
            Examples:
              spend balance set 1500
              spend balance set 820.50 --currency EUR --as-of 2026-11-01
              spend balance                (each currency's balance and this month's change)
              spend balance clear --currency EUR
            """,
        subcommands: [BalanceShow.self, BalanceSet.self, BalanceClear.self],
        defaultSubcommand: BalanceShow.self)

    static func print(_ result: JSONValue) {
        let balances = result["balances"]?.arrayValue ?? []
        guard !balances.isEmpty else {
            Swift.print("No starting balance is set. Set one: spend balance set 1500")
            return
        }
        for balance in balances {
            let code = balance["currency"]?.stringValue
            let change = balance["month_change"]
            let sign = balance["direction"]?.stringValue == "up" ? "+" : ""
            let arrow = ["up": "↑", "down": "↓"][balance["direction"]?.stringValue ?? ""] ?? "→"
            Swift.print("\(code ?? ""): \(Format.money(balance["amount"], code))  (\(arrow) \(sign)\(Format.money(change, code)) this month: "
                        + "\(Format.money(balance["month_income"], code)) in, \(Format.money(balance["month_spending"], code)) out; "
                        + "started at \(Format.money(balance["start"], code)) on \(balance["as_of"]?.stringValue ?? ""))")
        }
    }
}

struct BalanceShow: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Each currency's balance and this month's change.")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let result = try global.call([("cmd", .string("balance"))])
        if !global.json { Balance.print(result) }
    }
}

struct BalanceSet: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "set", abstract: "Set the starting balance of a currency.")

    @OptionGroup var global: GlobalOptions
    @Option(help: ArgumentHelp("The currency (default the configured one).", valueName: "code")) var currency: String?
    @Option(help: ArgumentHelp("The day the account held it, at its start (default today).", valueName: "date")) var asOf: String?
    @Argument(help: "The amount, e.g. 1500 or -200.50 (overdrawn).") var amount: String

    func run() throws {
        var fields: [(String, JSONValue)] = [("cmd", .string("balance")), ("action", .string("set")), ("amount", .string(amount))]
        if let currency { fields.append(("currency", .string(currency))) }
        if let asOf { fields.append(("as_of", .string(asOf))) }
        let result = try global.call(fields)
        if !global.json { Balance.print(result) }
    }
}

struct BalanceClear: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "clear", abstract: "Forget a currency's starting balance.")

    @OptionGroup var global: GlobalOptions
    @Option(help: ArgumentHelp("The currency (default the configured one).", valueName: "code")) var currency: String?

    func run() throws {
        var fields: [(String, JSONValue)] = [("cmd", .string("balance")), ("action", .string("clear"))]
        if let currency { fields.append(("currency", .string(currency))) }
        let result = try global.call(fields)
        if !global.json { Balance.print(result) }
    }
}

struct CashflowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cashflow",
        abstract: "Income against spending per week, month or year, the savings rate, and the income your spending needs.",
        discussion: """
            Examples:
              spend cashflow                    (the last 6 months)
              spend cashflow --by year --count 3
              spend cashflow --by week --count 8 --currency EUR
            """)

    @OptionGroup var global: GlobalOptions
    @Option(help: "week, month or year.") var by = "month"
    @Option(help: "How many periods, ending with this one.") var count = 6
    @Option(help: ArgumentHelp("The currency (default the configured one).", valueName: "code")) var currency: String?

    func run() throws {
        var fields: [(String, JSONValue)] = [("cmd", .string("cashflow")), ("period", .string(by)), ("count", .int(Int64(count)))]
        if let currency { fields.append(("currency", .string(currency))) }
        let result = try global.call(fields)
        guard !global.json else { return }
        let code = result["currency"]?.stringValue
        let rate = { (value: JSONValue?) in value?.intValue.map { "\($0)%" } ?? "–" }
        let rows = (result["rows"]?.arrayValue ?? []).map { row in
            [row["from"]?.stringValue ?? "", Format.money(row["income"], code), Format.money(row["spending"], code),
             Format.money(row["net"], code), rate(row["savings_rate"])]
        }
        print(Format.table([by.uppercased() + " FROM", "INCOME", "SPENDING", "NET", "SAVED"], rows, rightAligned: [1, 2, 3, 4]))
        print("Total: \(Format.money(result["income"], code)) in, \(Format.money(result["spending"], code)) out, "
              + "\(Format.money(result["net"], code)) net; savings rate \(rate(result["savings_rate"])).")
        // The income statement of the whole span, as hledger incomestatement shows one.
        if let statement = result["statement"] {
            let lines = { (key: String, label: String) -> [String] in
                (statement[key]?.arrayValue ?? []).map { "  \($0[label]?.stringValue ?? "")  \(Format.money($0["total"], code))" }
            }
            print("Income statement:\n Revenues\n" + lines("income", "source").joined(separator: "\n"))
            print(" Expenses\n" + lines("spending", "category").joined(separator: "\n"))
        }
        if let needs = result["needs"] {
            print("This spending needs an income of \(Format.money(needs["hour"], code)) an hour (40 h a week), "
                  + "\(Format.money(needs["day"], code)) a day, \(Format.money(needs["week"], code)) a week, "
                  + "\(Format.money(needs["month"], code)) a month, \(Format.money(needs["year"], code)) a year.")
        }
    }
}
