import Foundation
import SpendClient
import SpendProtocol
import Testing

/// Tests/scripts/stub_whisper.py as a child process: a Whisper-compatible endpoint whose
/// failure is chosen by the model name (`transcription_model`), and whose /log says what
/// it received.
final class WhisperStub: StubEndpoint {
    init() throws { try super.init(script: "stub_whisper.py", name: "Whisper") }
}

extension DaemonHarness {
    /// A daemon whose config file holds `config` (transcription_url and friends).
    static func voice(_ config: String) throws -> DaemonHarness {
        let daemon = try DaemonHarness(start: false)
        try daemon.writeConfig(config)
        try daemon.start()
        return daemon
    }

    /// Replaces the config file; takes effect at the next start.
    func writeConfig(_ config: String) throws {
        try FileManager.default.createDirectory(atPath: directory + "/config/spend", withIntermediateDirectories: true)
        try config.write(toFile: directory + "/config/spend/spendd.conf", atomically: true, encoding: .utf8)
    }

    /// Where the daemon keeps recordings (next to the database, by default).
    var spoolDirectory: String { databasePath + "-spool" }
}

extension LineConnection {
    /// Sends a JSON request with `id` and reads up to its final line: the request's events
    /// (pushes skipped) and the final reply.
    func exchange(_ fields: [(String, JSONValue)], id: Int = 1) throws -> (events: [Response], final: Response) {
        try send(JSONValue.object([("id", .int(id))] + fields).serialized)
        var events: [Response] = []
        while let response = try next() {
            if response.isPush { continue }
            if response.ok != nil, response.id == .int(id) { return (events, response) }
            if response.id == .int(id) { events.append(response) }
        }
        throw HarnessError("the daemon closed the connection before replying")
    }

    /// `transcribe` of a file, optionally as recorded on `today`.
    func transcribe(_ path: String, today: String? = nil) throws -> (events: [Response], final: Response) {
        try exchange([("cmd", .string("transcribe")), ("path", .string(path))] + (today.map { [("today", .string($0))] } ?? []))
    }

    /// The spool's entries.
    func spool() throws -> [JSONValue] {
        try ok("spool").result?["entries"]?.arrayValue ?? []
    }
}
