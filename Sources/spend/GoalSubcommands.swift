import ArgumentParser
import Foundation
import SpendCore
import SpendProtocol

struct GoalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "goal",
        abstract: "Savings goals and loans to pay off.",
        discussion: """
            Examples:
              spend goal add "Emergency fund" 5000 --by 2027-06
              spend goal add "Car loan" 8400 --loan --by 2028-01
              spend goal contribute "Emergency fund" 250
              spend goals                   (progress, what is left, the monthly amount needed, when at this pace)
              spend goal remove "Car loan"
            """,
        subcommands: [GoalList.self, GoalAdd.self, GoalContribute.self, GoalRemove.self],
        defaultSubcommand: GoalList.self)

    /// "Emergency fund  ██████░░░░  60%  $3,000.00 of $5,000.00 · $2,000.00 left · $250.00 a month to June 30, 2027 · at this pace 2027-04-02".
    static func lines(_ goal: JSONValue) -> [String] {
        let code = goal["currency"]?.stringValue
        let percent = goal["percent"]?.intValue ?? 0
        let loan = goal["kind"]?.stringValue == "loan"
        var line = "\(goal["name"]?.stringValue ?? "")  \(Dashboard.bar(fraction: min(1, Double(percent) / 100), width: Dashboard.maxBarWidth))  \(percent)%  "
            + "\(Format.money(goal["done"], code)) \(loan ? "paid off" : "saved") of \(Format.money(goal["target"], code))"
        if let completed = goal["completed"]?.stringValue {
            line += " · reached on \(completed) 🎉"
            return [line]
        }
        line += " · \(Format.money(goal["left"], code)) \(loan ? "owed" : "left")"
        var detail: [String] = []
        if let monthly = goal["monthly_needed"], monthly != .null, let by = goal["by"]?.stringValue {
            detail.append("\(Format.money(monthly, code)) a month to reach it by \(by)")
        }
        if let projected = goal["projected"]?.stringValue {
            detail.append("at this pace on \(projected)" + (goal["on_track"]?.boolValue == false ? " (behind)" : ""))
        } else {
            detail.append("nothing put in yet")
        }
        return [line, "    " + detail.joined(separator: " · ")]
    }
}

struct GoalList: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "Each goal's progress.")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let result = try global.call([("cmd", .string("goal")), ("action", .string("list"))])
        guard !global.json else { return }
        let goals = result["goals"]?.arrayValue ?? []
        guard !goals.isEmpty else {
            print("No goals yet. Add one: spend goal add \"Emergency fund\" 5000 --by 2027-06")
            return
        }
        for goal in goals { GoalCommand.lines(goal).forEach { print($0) } }
    }
}

struct Goals: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Each goal's progress (as `spend goal list`).")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        var list = GoalList()
        list.global = global
        try list.run()
    }
}

struct GoalAdd: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a savings goal, or a loan to pay off.")

    @OptionGroup var global: GlobalOptions
    @Flag(help: "A loan: the amount is its balance now, and payments bring it down.") var loan = false
    @Option(help: ArgumentHelp("Reach it by this day, or by the end of this month (YYYY-MM).", valueName: "date")) var by: String?
    @Option(help: ArgumentHelp("The goal's currency (default the configured one).", valueName: "code")) var currency: String?
    @Argument(help: "The goal's name, e.g. \"Emergency fund\".") var name: String
    @Argument(help: "The amount to save, or the loan's balance.") var amount: String

    func run() throws {
        var fields: [(String, JSONValue)] = [("cmd", .string("goal")), ("action", .string("add")), ("name", .string(name)),
                                             ("target", .string(amount)), ("kind", .string(loan ? "loan" : "saving"))]
        if let by { fields.append(("by", .string(Month(iso: by)?.lastDay.iso ?? by))) }
        if let currency { fields.append(("currency", .string(currency))) }
        let result = try global.call(fields)
        guard !global.json, let goal = result["goal"] else { return }
        print("Added goal:")
        GoalCommand.lines(goal).forEach { print($0) }
    }
}

struct GoalContribute: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "contribute", abstract: "Put money towards a goal, or pay off part of a loan.",
                                                    aliases: ["pay"])

    @OptionGroup var global: GlobalOptions
    @Option(help: ArgumentHelp("The day (default today).", valueName: "date")) var date: String?
    @Option(help: "A note.") var note: String?
    @Argument(help: "The goal's name.") var name: String
    @Argument(help: "The amount, in the goal's currency.") var amount: String

    func run() throws {
        var fields: [(String, JSONValue)] = [("cmd", .string("goal")), ("action", .string("contribute")), ("name", .string(name)),
                                             ("amount", .string(amount))]
        if let date { fields.append(("date", .string(date))) }
        if let note { fields.append(("note", .string(note))) }
        let result = try global.call(fields)
        guard !global.json, let goal = result["goal"] else { return }
        GoalCommand.lines(goal).forEach { print($0) }
        for percent in result["milestones"]?.arrayValue ?? [] {
            print(percent.intValue == 100 ? "🎉 Goal reached!" : "Milestone: \(percent.intValue ?? 0)% of the way there.")
        }
    }
}

struct GoalRemove: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a goal and what was put towards it.")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The goal's name.") var name: String

    func run() throws {
        _ = try global.call([("cmd", .string("goal")), ("action", .string("remove")), ("name", .string(name))])
        if !global.json { print("Removed goal \(name). Undo with `spend undo`.") }
    }
}
