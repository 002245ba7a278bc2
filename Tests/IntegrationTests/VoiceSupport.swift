import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SpendClient
import SpendProtocol
import Testing

/// Tests/scripts/stub_whisper.py as a child process: a Whisper-compatible endpoint whose
/// failure is chosen by the model name (`transcription_model`), and whose /log says what
/// it received.
final class WhisperStub {
    let process = Process()
    let port: Int
    private let stdin = Pipe()

    init() throws {
        let script = WhisperServer.root.appendingPathComponent("Tests/scripts/stub_whisper.py").path
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-u", script]
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardInput = stdin
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        while !text.contains("\n") {
            let data = stdout.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        guard let port = Int(text.trimmingCharacters(in: .whitespacesAndNewlines).dropFirst("PORT ".count)) else {
            process.terminate()
            throw HarnessError("the Whisper stub did not print its port: \(text)")
        }
        self.port = port
    }

    deinit {
        try? stdin.fileHandleForWriting.close()
        process.terminate()
        process.waitUntilExit()
    }

    var url: String { "http://127.0.0.1:\(port)" }

    /// Every transcription request the stub has seen.
    func log() throws -> [JSONValue] {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var body: Data?
        URLSession.shared.dataTask(with: URL(string: url + "/log")!) { data, _, _ in
            body = data
            done.signal()
        }.resume()
        guard done.wait(timeout: .now() + 5) == .success, let body else { throw HarnessError("the stub's /log did not answer") }
        return try JSONValue.parse(String(decoding: body, as: UTF8.self)).arrayValue ?? []
    }
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
