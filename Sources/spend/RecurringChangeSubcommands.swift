import ArgumentParser
import SpendProtocol

struct RecurringEdit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change a recurring expense's amount, description, category, schedule or end.",
        discussion: """
            Fields: amount, currency, description, category, schedule, until (a date, or none).
              spend recurring edit 2 amount=17.99
              spend recurring edit 2 "schedule=every 2 weeks on friday" until=2027-06-30
            A new schedule applies from today; expenses already posted stay as they are.
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The id `spend recurring` shows.") var id: Int64
    @Argument(help: "field=value pairs.") var changes: [String]

    func run() throws {
        // One text line for the daemon: each pair quoted, so values keep their spaces.
        let pairs = try keyValueFields(changes).map { key, value in
            "\(key)=\"\((value.stringValue ?? "").replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\""
        }
        let result = try global.call([("cmd", .string("recurring")), ("action", .string("edit")),
                                      ("text", .string(([String(id)] + pairs).joined(separator: " ")))])
        guard !global.json, let item = result["recurring"] else { return }
        print("Updated #\(id): " + RecurringList.line(item))
    }
}

struct RecurringPause: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pause", abstract: "Stop posting a recurring expense until it is resumed.")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The id `spend recurring` shows.") var id: Int64

    func run() throws {
        let result = try global.call([("cmd", .string("recurring")), ("action", .string("pause")), ("text", .string(String(id)))])
        guard !global.json, let item = result["recurring"] else { return }
        print("Paused #\(id): \(item["description"]?.stringValue ?? ""). Resume with `spend recurring resume \(id)`.")
    }
}

struct RecurringResume: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resume",
        abstract: "Post a paused recurring expense again, from today on.",
        discussion: "The days it was paused are skipped, not posted afterwards.")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The id `spend recurring` shows.") var id: Int64

    func run() throws {
        let result = try global.call([("cmd", .string("recurring")), ("action", .string("resume")), ("text", .string(String(id)))])
        guard !global.json, let item = result["recurring"] else { return }
        print("Resumed #\(id): " + RecurringList.line(item))
    }
}
