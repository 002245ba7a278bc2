import ArgumentParser
import Foundation
import SpendProtocol

struct Undo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Take back your last action: an add, edit, delete, import, category change or forget.",
        discussion: """
            The last action from any of your clients (the daemon is yours alone), kept across
            restarts; recurring posts are never undone. `spend history` lists what can be
            undone, `spend redo` applies the undone action again.
            """)

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let result = try global.call([("cmd", .string("undo"))])
        if !global.json { print(Self.undone(result)) }
    }

    /// "Undid: Added #5 movie ticket $12.50 (Entertainment)" (also `/undo` in `spend chat`).
    static func undone(_ result: JSONValue) -> String {
        "Undid: " + (result["action"]?["summary"]?.stringValue ?? "?")
    }
}

struct Redo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Apply again the action undone last.",
        discussion: "A new action after an undo clears what can be redone.")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let result = try global.call([("cmd", .string("redo"))])
        if !global.json { print("Redid: " + (result["action"]?["summary"]?.stringValue ?? "?")) }
    }
}

struct History: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Your recent actions, newest first; undone ones are marked.")

    @OptionGroup var global: GlobalOptions
    @Option(help: "How many (default 20).") var limit: Int?

    func run() throws {
        var fields: [(String, JSONValue)] = [("cmd", .string("history"))]
        if let limit { fields.append(("limit", .int(limit))) }
        let result = try global.call(fields)
        guard !global.json else { return }
        let actions = result["actions"]?.arrayValue ?? []
        if actions.isEmpty { print("No actions yet."); return }
        let kindWidth = actions.map { ($0["kind"]?.stringValue ?? "").count }.max() ?? 0
        for action in actions {
            let kind = action["kind"]?.stringValue ?? "?"
            let undone = action["undone"]?.boolValue == true ? "  (undone)" : ""
            print(localTime(action["recorded_at"]?.stringValue) + "  " + kind.padding(toLength: kindWidth, withPad: " ", startingAt: 0)
                  + "  " + (action["summary"]?.stringValue ?? "") + undone)
        }
    }

    /// "2026-11-24 19:40" in the local time zone, from the daemon's UTC timestamp.
    private func localTime(_ stamp: String?) -> String {
        let reader = ISO8601DateFormatter()
        reader.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        guard let stamp, let date = reader.date(from: stamp) else { return stamp ?? "?" }
        let writer = DateFormatter()
        writer.dateFormat = "yyyy-MM-dd HH:mm"
        return writer.string(from: date)
    }
}
