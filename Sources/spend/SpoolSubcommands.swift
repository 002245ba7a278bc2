import ArgumentParser
import Foundation
import SpendProtocol

struct Retry: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Transcribe and store the recordings waiting in the voice spool now (or only the one named).",
        discussion: """
            Without a recording's id, receipts waiting for an unreachable vision endpoint are read again too.
            Exit status 1 when a recording still failed; it stays in the spool.
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: "A recording's id, as `spend spool` lists it (default: all).") var recording: String?

    func run() throws {
        try Self.retry(recording, global)
        if recording == nil && !global.json { try Self.retryReceipts(global) }
    }

    /// Receipts that waited for an unreachable vision endpoint are retried with the spool;
    /// a daemon without one has nothing to retry.
    static func retryReceipts(_ global: GlobalOptions) throws {
        guard let reply = try? global.connect().request([("cmd", .string("receipt")), ("action", .string("retry"))]),
              reply.ok, let result = reply.result else { return }
        let read = (result["results"]?.arrayValue ?? []).filter { $0["status"]?.stringValue == "read" }.count
        let waiting = result["waiting"]?.intValue ?? 0
        if read > 0 || waiting > 0 { print("Receipts: \(read) read by the vision model, \(waiting) still waiting for it.") }
    }

    static func retry(_ recording: String?, _ global: GlobalOptions) throws {
        let reply = try VoiceText.request([("cmd", .string("retry"))] + (recording.map { [("recording", .string($0))] } ?? []), global)
        guard reply.ok, let result = reply.result else {
            if !global.json { VoiceText.failure(reply.value["error"] ?? .null) }
            throw ExitStatus(daemonError: reply.value["error"]).exitCode
        }
        let results = result["results"]?.arrayValue ?? []
        if !global.json {
            if results.isEmpty { print("No recordings wait in the spool.") }
            for entry in results {
                let head = "\(entry["id"]?.stringValue ?? "?") (recorded \(entry["recorded_on"]?.stringValue ?? "?")): "
                switch entry["status"]?.stringValue {
                case "stored" where entry["already_stored"]?.boolValue == true:
                    print(head + "was already stored as #\(entry["expense_id"]?.numberText ?? "?"); removed from the spool")
                case "stored": print(head + "added " + Format.expenseLine(entry["expense"] ?? .null))
                case "in_progress": print(head + "being processed already")
                default: print(head + (entry["error"]?["message"]?.stringValue ?? "failed"))
                }
            }
            if let pending = result["pending"]?.intValue, pending > 0 {
                Terminal.note("\(pending) recording\(pending == 1 ? "" : "s") still in the spool.")
            }
        }
        if results.contains(where: { $0["status"]?.stringValue == "failed" }) { throw ExitCode(1) }
    }
}

/// `spend spool`: the recordings kept while the transcription endpoint was down.
struct Spool: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "The recordings waiting in the voice spool: list, retry, play or discard them.",
        discussion: """
              spend spool                       (list: id, age, length, attempts, last error)
              spend spool retry <id>            (transcribe and store that one now)
              spend spool play <id>             (hear it, through PulseAudio's paplay)
              spend spool discard <id>          (remove it for good)
            """,
        subcommands: [SpoolList.self, SpoolRetry.self, SpoolPlay.self, SpoolDiscard.self],
        defaultSubcommand: SpoolList.self)

    /// The listed entry with this id, or a clear error and exit status 1.
    static func entry(_ id: String, _ global: GlobalOptions) throws -> JSONValue {
        let result = try global.quiet.call([("cmd", .string("spool"))])
        guard let entry = result["entries"]?.arrayValue?.first(where: { $0["id"]?.stringValue == id }) else {
            Terminal.error("No recording \(id) in the voice spool. See `spend spool`.")
            throw ExitCode(1)
        }
        return entry
    }
}

struct SpoolList: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the recordings waiting for their expense.")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let result = try global.call([("cmd", .string("spool"))])
        guard !global.json else { return }
        let entries = result["entries"]?.arrayValue ?? []
        guard !entries.isEmpty else {
            print("No recordings wait in the spool.")
            return
        }
        let rows = entries.map { e -> [String] in
            [e["id"]?.stringValue ?? "", Self.age(e["age_seconds"]?.intValue ?? 0), e["seconds"]?.numberText.map { $0 + " s" } ?? "?",
             e["recorded_on"]?.stringValue ?? "", e["source"]?.stringValue ?? "", e["attempts"]?.numberText ?? "0",
             Format.truncate(e["last_error"]?["message"]?.stringValue ?? "-", 60)]
        }
        print(Format.table(["ID", "AGE", "LENGTH", "RECORDED", "SOURCE", "ATTEMPTS", "LAST ERROR"], rows, rightAligned: [1, 2, 5]))
        Terminal.note("`spend spool retry ID`, `play ID` or `discard ID`; `spend retry` processes them all. The daemon also retries by itself.")
    }

    /// "45 s", "12 min", "3 h", "2 d".
    static func age(_ seconds: Int64) -> String {
        switch seconds {
        case ..<60: "\(seconds) s"
        case ..<3600: "\(seconds / 60) min"
        case ..<86_400: "\(seconds / 3600) h"
        default: "\(seconds / 86_400) d"
        }
    }
}

struct SpoolRetry: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "retry", abstract: "Transcribe and store one spooled recording now.")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The recording's id, as `spend spool` lists it.") var recording: String

    func run() throws { try Retry.retry(recording, global) }
}

struct SpoolPlay: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play a spooled recording through PulseAudio (paplay).",
        discussion: "The recording is read where the daemon keeps it, so play it on the daemon's machine.")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The recording's id, as `spend spool` lists it.") var recording: String

    func run() throws {
        let entry = try Spool.entry(recording, global)
        guard let path = entry["path"]?.stringValue else {
            Terminal.error("The daemon did not say where recording \(recording) is.")
            throw ExitCode(1)
        }
        let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        guard let player = searchPath.split(separator: ":").map({ $0 + "/paplay" }).first(where: FileManager.default.isExecutableFile) else {
            Terminal.error("paplay is not installed (it comes with PulseAudio's utilities, e.g. the pulseaudio-utils package).")
            throw ExitCode(1)
        }
        if !global.json { print("Playing \(recording) (\(entry["seconds"]?.numberText ?? "?") s)…") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: player)
        process.arguments = [path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Terminal.error("paplay could not play it: " + message.trimmingCharacters(in: .whitespacesAndNewlines))
            throw ExitCode(1)
        }
    }
}

struct SpoolDiscard: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "discard", abstract: "Remove a spooled recording for good: its expense is never stored.")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The recording's id, as `spend spool` lists it.") var recording: String

    func run() throws {
        let result = try global.call([("cmd", .string("spool")), ("action", .string("discard")), ("recording", .string(recording))])
        guard !global.json else { return }
        let pending = result["pending"]?.intValue ?? 0
        print("Discarded \(recording); \(pending) recording\(pending == 1 ? "" : "s") left in the spool.")
    }
}
