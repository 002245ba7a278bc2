import ArgumentParser
import SpendCore
import SpendProtocol

/// `spend budget set|remove`.
struct BudgetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "budget",
        abstract: "Set or remove a category's monthly budget.",
        discussion: "An expense that takes a month past 80% or 100% of a budget says so once, when it is added.",
        subcommands: [BudgetSet.self, BudgetRemove.self])
}

struct BudgetSet: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "set", abstract: "Set a monthly budget, e.g. spend budget set \"Food & Dining\" 300.")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The category.") var category: String
    @Argument(help: "The monthly limit, e.g. 300 or 299.50.") var amount: String
    @Option(help: "Its currency (default: the daemon's).") var currency: String?

    func run() throws {
        var fields: [(String, JSONValue)] = [("cmd", .string("budget")), ("action", .string("set")),
                                             ("category", .string(category)), ("amount", .string(amount))]
        if let currency { fields.append(("currency", .string(currency))) }
        let result = try global.call(fields)
        guard !global.json, let budget = result["budget"] else { return }
        let currencyCode = budget["currency"]?.stringValue
        print("Budget for \(budget["category"]?.stringValue ?? category): \(Format.money(budget["limit"], currencyCode)) a month; "
              + "\(Format.money(budget["spent"], currencyCode)) spent this month (\(budget["percent"]?.intValue ?? 0)%).")
    }
}

struct BudgetRemove: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a category's budget.")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The category.") var category: String

    func run() throws {
        let result = try global.call([("cmd", .string("budget")), ("action", .string("remove")), ("category", .string(category))])
        if !global.json { print("Removed the budget for \(result["removed"]?.stringValue ?? category).") }
    }
}

struct Budgets: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Each budget's month: spent, limit, remaining and a bar.")

    @OptionGroup var global: GlobalOptions
    @Option(help: ArgumentHelp("Month as YYYY-MM (default: this month).", valueName: "YYYY-MM")) var month: String?

    func run() throws {
        var fields: [(String, JSONValue)] = [("cmd", .string("budgets"))]
        if let month { fields.append(("month", .string(month))) }
        let result = try global.call(fields)
        guard !global.json else { return }
        let budgets = result["budgets"]?.arrayValue ?? []
        let title = result["month"]?.stringValue.flatMap(Month.init(iso:)).map { "\($0.name) \($0.year)" } ?? ""
        print(Terminal.bold("Budgets · " + title))
        guard !budgets.isEmpty else {
            print("  No budgets yet. Set one: spend budget set \"Food & Dining\" 300")
            return
        }
        print(BudgetText.table(budgets))
    }
}

enum BudgetText {
    static let barWidth = 20
    /// Green under 80%, yellow from 80%, red from 100%: only where colour is allowed.
    static let levelColors = ["ok": "#2ECC71", "warning": "#F1C40F", "over": "#E74C3C"]

    static func table(_ budgets: [JSONValue]) -> String {
        let rows = budgets.map { b -> [String] in
            let currency = b["currency"]?.stringValue
            let percent = b["percent"]?.intValue ?? 0
            let level = b["level"]?.stringValue ?? "ok"
            return [b["category"]?.stringValue ?? "", bar(percent: percent, level: level),
                    Format.money(b["spent"], currency) + " / " + Format.money(b["limit"], currency),
                    "\(percent)%", remaining(b["remaining"], currency), level == "ok" ? "" : level.uppercased()]
        }
        // On a narrow terminal the bar goes first.
        return Format.table(["CATEGORY", "", "SPENT / BUDGET", "USED", "REMAINING", ""], rows, rightAligned: [2, 3, 4],
                            shrink: [.init(column: 1, floor: 0)])
    }

    /// Filled in proportion to the share spent, full (and red) once over.
    static func bar(percent: Int64, level: String) -> String {
        let filled = Int(min(100, max(0, percent))) * barWidth / 100
        let text = String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
        return Terminal.colored(text, hex: levelColors[level])
    }

    /// "$60.00 left" or "$20.00 over" from the signed remaining amount.
    static func remaining(_ value: JSONValue?, _ currency: String?) -> String {
        guard let text = value?.numberText else { return "-" }
        let over = text.hasPrefix("-")
        let magnitude = Format.money(.number(over ? String(text.dropFirst()) : text), currency)
        return magnitude + (over ? " over" : " left")
    }

    /// The lines `spend add` prints when an expense crosses a budget threshold.
    static func alerts(_ result: JSONValue) -> [String] {
        (result["budget_alerts"]?.arrayValue ?? []).compactMap { alert in
            guard let message = alert["message"]?.stringValue else { return nil }
            let over = (alert["threshold"]?.intValue ?? 0) >= 100
            return Terminal.colored((over ? "Over budget: " : "Budget warning: ") + message, hex: over ? levelColors["over"] : levelColors["warning"])
        }
    }
}
