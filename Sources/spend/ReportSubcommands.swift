import ArgumentParser
import SpendProtocol

struct Summary: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "The month at a glance: total, categories, trend, recent.")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "Month as YYYY-MM (default: this month).") var monthArgument: String?
    @Option(name: .customLong("month"), help: ArgumentHelp("Month as YYYY-MM (default: this month).", valueName: "YYYY-MM"))
    var monthOption: String?
    @Option(help: "Report in this currency.") var currency: String?
    @Flag(name: .customLong("no-convert"), help: "List other currencies apart even when a rate is set (see `spend rate`).")
    var noConvert = false

    func run() throws {
        var fields: [(String, JSONValue)] = [("cmd", .string("summary"))]
        if let month = monthOption ?? monthArgument { fields.append(("month", .string(month))) }
        if let currency { fields.append(("currency", .string(currency))) }
        if noConvert { fields.append(("convert", .string("no"))) }
        let result = try global.call(fields)
        if !global.json { print(Dashboard.render(result)) }
    }
}

struct Learned: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "What the categoriser learned from your corrections.",
        discussion: "A choice becomes the default after 3 corrections to the same category. Undo one with `spend forget <key>`.")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let result = try global.call([("cmd", .string("learned"))])
        guard !global.json else { return }
        let threshold = result["threshold"]?.intValue ?? 3
        let rows = (result["learned"]?.arrayValue ?? []).map { l -> [String] in
            let count = l["count"]?.intValue ?? 0
            let state = l["active"]?.boolValue == true ? "default" : "\(count) of \(threshold)"
            return [l["key"]?.stringValue ?? "", l["category"]?.stringValue ?? "", String(count), state]
        }
        if rows.isEmpty { print("Nothing learned yet. Correct a category with `spend edit <id> category=<name>`."); return }
        print(Format.table(["KEY", "CATEGORY", "CORRECTIONS", "STATE"], rows, rightAligned: [2]))
    }
}

struct Forget: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Forget what was learned for a merchant or description.")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The key, as `spend learned` shows it.") var key: [String]

    func run() throws {
        let result = try global.call([("cmd", .string("forget")), ("key", .string(key.joined(separator: " ")))])
        if !global.json { print("Forgot what was learned for '\(result["forgotten"]?.stringValue ?? "")'.") }
    }
}
