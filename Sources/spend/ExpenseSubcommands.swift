import ArgumentParser
import SpendProtocol

struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Record an expense from a phrase.",
        discussion: """
            Quote the phrase with single quotes when it has a dollar sign, or the shell
            will expand it:  spend add 'coffee with Mike $18.75'
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: "What you spent, e.g. \"spent $25 on lunch at McDonald's\".") var phrase: [String]

    func run() throws {
        let result = try global.call([("cmd", .string("add")), ("text", .string(phrase.joined(separator: " ")))])
        if !global.json, let income = result["income"] {
            print("Income " + Income.line(income))
            Terminal.note("Money coming in is income, not spending; see `spend income`.")
            return
        }
        guard !global.json, let expense = result["expense"] else { return }
        print("Added " + Format.expenseLine(expense))
        if let goal = result["goal"] {
            for (index, line) in GoalCommand.lines(goal).enumerated() { print(index == 0 ? "Towards goal: " + line : line) }
        }
        for line in BudgetText.alerts(result) { print(line) }
        if let confidence = expense["category_confidence"]?.doubleValue, confidence < 0.6 {
            Terminal.note("The category is a guess; fix it with: spend edit \(Format.id(expense)) category=<name>")
        } else {
            Terminal.note("Undo with `spend undo`, or change it with `spend edit \(Format.id(expense)) field=value`.")
        }
    }
}

struct Parse: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Show how a phrase would be recorded, without storing it.")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The phrase to try.") var phrase: [String]

    func run() throws {
        let result = try global.call([("cmd", .string("parse")), ("text", .string(phrase.joined(separator: " ")))])
        guard !global.json, let expense = result["expense"] else { return }
        print(Format.expenseDetails(expense))
    }
}

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List expenses, newest first.")

    @OptionGroup var global: GlobalOptions
    @Option(help: "How many (default 20).") var limit: Int?
    @Option(help: "Skip this many.") var offset: Int?
    @Option(help: "Only this category.") var category: String?
    @Option(help: "From this day or period on: 2026-11-02, yesterday, 'last month', 2026-10, 'this year', 'since June'.") var since: String?
    @Option(help: "Up to this day, or the end of this period (same words as --since).") var until: String?
    @Option(help: "Words in the description (the last may be cut short), or text in the merchant or a person.") var search: String?
    @Option(help: "Only this merchant.") var merchant: String?
    @Option(help: "Only expenses with this person.") var person: String?
    @Option(help: "Only this currency.") var currency: String?
    @Option(help: ArgumentHelp("Only amounts of at least this much (in each expense's currency).", valueName: "amount")) var min: String?
    @Option(help: ArgumentHelp("Only amounts of at most this much.", valueName: "amount")) var max: String?

    func run() throws {
        var fields: [(String, JSONValue)] = [("cmd", .string("list"))]
        if let limit { fields.append(("limit", .int(limit))) }
        if let offset { fields.append(("offset", .int(offset))) }
        for (key, value) in [("category", category), ("since", since), ("until", until), ("search", search),
                             ("merchant", merchant), ("person", person), ("currency", currency), ("min", min), ("max", max)] {
            if let value { fields.append((key, .string(value))) }
        }
        let result = try global.call(fields)
        guard !global.json else { return }
        let expenses = result["expenses"]?.arrayValue ?? []
        if expenses.isEmpty { print("No expenses."); return }
        print(Format.expenseTable(expenses))
        print(Format.matchedLine(shown: expenses.count, offset: offset ?? 0, result: result))
    }
}

struct Edit: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Change an expense.",
        discussion: """
            Fields: amount, currency, category, description, merchant, person, date.
              spend edit 3 category=Shopping
              spend edit 3 amount=12.50 date=yesterday "description=lunch with the team"
            Correcting a category 3 times for the same merchant or description makes it the default (see `spend learned`).
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The expense id.") var id: Int
    @Argument(help: "field=value pairs.") var changes: [String]

    func run() throws {
        let result = try global.call([("cmd", .string("edit")), ("expense", .int(id))] + keyValueFields(changes))
        guard !global.json, let expense = result["expense"] else { return }
        print("Updated " + Format.expenseLine(expense))
        for line in BudgetText.alerts(result) { print(line) }
        if let learning = result["learning"], let key = learning["key"]?.stringValue,
           let category = learning["category"]?.stringValue, let count = learning["count"]?.intValue,
           let threshold = learning["threshold"]?.intValue {
            if learning["active"]?.boolValue == true {
                Terminal.note("Learned: '\(key)' now goes to \(category). Undo with `spend forget \(key)`.")
            } else {
                Terminal.note("Noted (\(count) of \(threshold)): after \(threshold) corrections '\(key)' will go to \(category).")
            }
        }
    }
}

struct Delete: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Delete an expense.")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The expense id.") var id: Int

    func run() throws {
        let result = try global.call([("cmd", .string("delete")), ("expense", .int(id))])
        if !global.json, let expense = result["expense"] { print("Deleted " + Format.expenseLine(expense)) }
    }
}
