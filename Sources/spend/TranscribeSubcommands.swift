import ArgumentParser
import Foundation
import SpendClient
import SpendProtocol

struct Transcribe: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Transcribe an audio file and store the expense it speaks, as `listen` would.",
        discussion: """
              spend transcribe lunch.wav
            The daemon reads the file (WAV, FLAC, Ogg, ...), so it must be on the daemon's machine.
            A file without speech is not sent. If the transcription endpoint fails, the recording
            waits in the spool: see `spend spool` and `spend retry`.
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The audio file.") var file: String

    func run() throws {
        // The daemon's working directory is not ours: it gets an absolute path.
        let path = URL(fileURLWithPath: file).standardizedFileURL.path
        let reply = try VoiceText.request([("cmd", .string("transcribe")), ("path", .string(path))], global)
        guard reply.ok else {
            if !global.json { VoiceText.failure(reply.value["error"] ?? .null) }
            throw ExitStatus(daemonError: reply.value["error"]).exitCode
        }
        if !global.json, let result = reply.result { VoiceText.stored(result) }
    }
}

struct Retry: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Transcribe and store the recordings waiting in the voice spool now.",
        discussion: "Exit status 1 when a recording still failed; it stays in the spool.")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let reply = try VoiceText.request([("cmd", .string("retry"))], global)
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

struct Spool: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the recordings waiting in the voice spool for their expense.")

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
            [e["id"]?.stringValue ?? "", e["recorded_on"]?.stringValue ?? "", e["source"]?.stringValue ?? "",
             e["attempts"]?.numberText ?? "0", "\((e["bytes"]?.intValue ?? 0) / 1024) KiB",
             Format.truncate(e["last_error"]?["message"]?.stringValue ?? "-", 60)]
        }
        print(Format.table(["ID", "RECORDED", "SOURCE", "ATTEMPTS", "SIZE", "LAST ERROR"], rows, rightAligned: [3, 4]))
        Terminal.note("`spend retry` processes them now; the daemon also retries by itself.")
    }
}

/// How spoken expenses are shown: what was heard, what was stored, or why not.
enum VoiceText {
    /// Sends a voice request, showing `transcript` events as they come (or every line with --json).
    static func request(_ fields: [(String, JSONValue)], _ global: GlobalOptions) throws -> Reply {
        let connection = try global.connect()
        let reply: Reply
        do {
            reply = try connection.request(fields) { event in
                if global.json {
                    print(event.line)
                } else if event.value["event"]?.stringValue == "transcript" {
                    heard(event.value["text"]?.stringValue ?? "")
                }
                fflush(nil)
            }
        } catch {
            throw GlobalOptions.unreachable(error)
        }
        if global.json { print(reply.line) }
        return reply
    }

    static func heard(_ text: String) {
        print(text.isEmpty ? "Heard nothing." : "Heard: \"\(text)\"")
    }

    /// A recording that became an expense.
    static func stored(_ result: JSONValue) {
        guard let expense = result["expense"] else { return }
        print("Added " + Format.expenseLine(expense))
        for line in BudgetText.alerts(result) { print(line) }
        Terminal.note("Undo with `spend undo`, or change it with `spend edit \(Format.id(expense)) field=value`.")
    }

    /// A recording that did not: the message, then what the user can do about it.
    static func failure(_ error: JSONValue) {
        Terminal.error(error["message"]?.stringValue ?? "failed")
        if let spooled = error["spooled"]?.stringValue {
            Terminal.note("The recording is kept (\(spooled)); `spend retry` stores it once the endpoint answers.")
        } else if let transcript = error["transcript"]?.stringValue, !transcript.isEmpty {
            if let reason = error["reason"]?.stringValue { Terminal.note(reason) }
            Terminal.note("Type it instead: spend add '\(transcript.replacingOccurrences(of: "'", with: "'\\''"))'")
        }
    }
}
