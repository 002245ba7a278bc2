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
