import ArgumentParser
import Foundation
import SpendProtocol

struct Categories: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Categories with their colour, count and total; --insights adds advice.")

    @OptionGroup var global: GlobalOptions
    @Option(help: "Order: spending, count or name.") var sort: String?
    @Flag(help: "Unused categories, consolidation advice, and what Other hides.") var insights = false

    func run() throws {
        var fields: [(String, JSONValue)] = [("cmd", .string("categories"))]
        if let sort { fields.append(("sort", .string(sort))) }
        if insights { fields.append(("insights", .string("yes"))) }
        let result = try global.call(fields)
        guard !global.json else { return }
        let currency = result["currency"]?.stringValue ?? "USD"
        let rows = (result["categories"]?.arrayValue ?? []).map { c -> [String] in
            let name = c["name"]?.stringValue ?? ""
            let keywords = (c["keywords"]?.arrayValue ?? []).compactMap(\.stringValue).joined(separator: ", ")
            return [Terminal.swatch(c["color"]?.stringValue) + name, c["color"]?.stringValue ?? "",
                    c["default"]?.boolValue == true ? "default" : "custom",
                    String(c["count"]?.intValue ?? 0), Format.money(c["total"], currency), keywords]
        }
        print(Format.table(["CATEGORY", "COLOUR", "KIND", "COUNT", "TOTAL", "KEYWORDS"], rows, rightAligned: [3, 4]))
        guard let insights = result["insights"] else { return }
        let advice = (insights["advice"]?.arrayValue ?? []).compactMap(\.stringValue)
        print("")
        print(Terminal.bold("Insights"))
        if advice.isEmpty { print("  Nothing to suggest: every category is in use and Other stays small.") }
        for line in advice { print("  • " + line) }
    }
}

/// `spend category add|rename|recolor|delete`.
struct CategoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "category",
        abstract: "Create, rename, recolour or delete a custom category.",
        discussion: """
            Names are unique (ignoring case), at most 20 characters, and not reserved
            (All, Any, None, Uncategorized, Unknown, Total, Income). The default
            categories cannot be changed.
            """,
        subcommands: [CategoryAdd.self, CategoryRename.self, CategoryRecolor.self, CategoryDelete.self])
}

struct CategoryAdd: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Create a custom category.")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The name, e.g. Pets.") var name: String
    @Option(help: "Colour: #RRGGBB, #RGB or a name such as purple.") var color: String?
    @Option(help: "Comma-separated words that mean this category, e.g. \"vet,petco,dog food\".") var keywords: String?

    func run() throws {
        var fields: [(String, JSONValue)] = [("cmd", .string("category")), ("action", .string("add")), ("name", .string(name))]
        if let color { fields.append(("color", .string(color))) }
        if let keywords { fields.append(("keywords", .string(keywords))) }
        let result = try global.call(fields)
        guard !global.json, let category = result["category"] else { return }
        print("Created " + CategoryText.describe(category))
    }
}

struct CategoryRename: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rename", abstract: "Rename a custom category; its expenses, budget and learning follow.")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The category.") var name: String
    @Argument(help: "The new name.") var newName: String

    func run() throws {
        let result = try global.call([("cmd", .string("category")), ("action", .string("rename")), ("name", .string(name)),
                                      ("value", .string(newName))])
        guard !global.json, let category = result["category"] else { return }
        let moved = result["moved_expenses"]?.intValue ?? 0
        print("Renamed \(result["previous_name"]?.stringValue ?? name) to " + CategoryText.describe(category)
              + " (\(moved) expense\(moved == 1 ? "" : "s") moved)")
    }
}

struct CategoryRecolor: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "recolor", abstract: "Change a custom category's colour.",
                                                    aliases: ["recolour"])

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The category.") var name: String
    @Argument(help: "The colour: #RRGGBB, #RGB or a name.") var color: String

    func run() throws {
        let result = try global.call([("cmd", .string("category")), ("action", .string("recolor")), ("name", .string(name)),
                                      ("value", .string(color))])
        guard !global.json, let category = result["category"] else { return }
        print("Recoloured " + CategoryText.describe(category))
    }
}

struct CategoryDelete: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete a custom category: its expenses move to Other.",
        discussion: "Asks first on a terminal. Scripts pass --yes; without it and without a terminal, nothing is deleted.")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The category.") var name: String
    @Flag(name: [.customShort("y"), .long], help: "Delete without asking.") var yes = false

    func run() throws {
        if !yes {
            guard isatty(STDIN_FILENO) == 1 else {
                Terminal.error("not deleting '\(name)' without confirmation: stdin is not a terminal, so pass --yes")
                throw ExitCode(64)
            }
            let listing = try global.quiet.call([("cmd", .string("categories"))])
            let count = (listing["categories"]?.arrayValue ?? [])
                .first { $0["name"]?.stringValue?.lowercased() == name.lowercased() }?["totals"]?.arrayValue?
                .reduce(0) { $0 + ($1["count"]?.intValue ?? 0) } ?? 0
            FileHandle.standardError.write(Data(("Delete '\(name)'? Its \(count) expense\(count == 1 ? " moves" : "s move") to Other, "
                + "and its budget and learned corrections are removed. [y/N] ").utf8))
            guard let answer = readLine(), ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased()) else {
                Terminal.error("not deleted")
                throw ExitCode(1)
            }
        }
        let result = try global.call([("cmd", .string("category")), ("action", .string("delete")), ("name", .string(name)),
                                      ("confirm", .string("yes"))])
        guard !global.json else { return }
        let moved = result["moved_expenses"]?.intValue ?? 0
        print("Deleted \(result["deleted"]?.stringValue ?? name); \(moved) expense\(moved == 1 ? "" : "s") moved to "
              + (result["moved_to"]?.stringValue ?? "Other") + ".")
    }
}

enum CategoryText {
    /// "■ Pets #8E44AD (keywords: vet, petco)".
    static func describe(_ category: JSONValue) -> String {
        let color = category["color"]?.stringValue
        var text = Terminal.swatch(color) + (category["name"]?.stringValue ?? "") + " " + (color ?? "")
        let keywords = (category["keywords"]?.arrayValue ?? []).compactMap(\.stringValue)
        if !keywords.isEmpty { text += " (keywords: " + keywords.joined(separator: ", ") + ")" }
        return text
    }
}

extension GlobalOptions {
    /// The same connection settings without `--json`, for a lookup that must not print.
    var quiet: GlobalOptions {
        var copy = self
        copy.json = false
        return copy
    }
}
