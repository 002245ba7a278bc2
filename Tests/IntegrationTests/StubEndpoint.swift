import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SpendProtocol

/// A stub endpoint from Tests/scripts as a child process: it prints "PORT <n>" once it
/// listens, exits when our end of its stdin closes, and answers GET /log with the
/// requests it has seen.
class StubEndpoint {
    let process = Process()
    let port: Int
    private let stdin = Pipe()

    init(script: String, name: String, arguments: [String] = [], environment: [String: String] = [:]) throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/" + script).path
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-u", path] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
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
            throw HarnessError("the \(name) stub did not print its port: \(text)")
        }
        self.port = port
    }

    deinit {
        try? stdin.fileHandleForWriting.close()
        process.terminate()
        process.waitUntilExit()
    }

    var url: String { "http://127.0.0.1:\(port)" }

    /// Every request the stub has seen.
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
