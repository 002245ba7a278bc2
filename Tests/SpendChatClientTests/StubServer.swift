import AsyncHTTPClient
import Foundation
import NIOCore
import SpendChatClient
import SpendProtocol
import Testing

/// The API key the tests configure; the stub knows it (STUB_API_KEY) so it can say whether the
/// bearer header matched without ever sending the key back.
let testAPIKey = "sk-test-SECRET-7f3a9c"

struct StubError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Tests/scripts/stub_openai.py, run as a child process for one test.
final class StubServer: Sendable {
    let process: Process
    let port: Int
    /// Held open while the stub should live; closing it ends the stub.
    private let stdin: Pipe

    static var scriptPath: String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/stub_openai.py").path
    }

    init() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-u", Self.scriptPath, "--exit-on-stdin-eof"]
        var environment = ProcessInfo.processInfo.environment
        environment["STUB_API_KEY"] = testAPIKey
        process.environment = environment
        let stdout = Pipe()
        let stdin = Pipe()
        process.standardOutput = stdout
        process.standardInput = stdin
        self.stdin = stdin
        process.standardError = FileHandle.standardError
        try process.run()
        self.process = process

        // The first line is "PORT <n>".
        var line: [UInt8] = []
        let handle = stdout.fileHandleForReading
        while !line.contains(UInt8(ascii: "\n")) {
            let data = handle.availableData
            if data.isEmpty { break }
            line += data
        }
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix("PORT "), let port = Int(text.dropFirst(5)) else {
            process.terminate()
            throw StubError("the stub did not print its port: \(text)")
        }
        self.port = port
    }

    var baseURL: String { "http://127.0.0.1:\(port)" }

    func endpoint(_ scenario: String, apiKey: String? = testAPIKey,
                  connectTimeout: Duration = .seconds(10), idleTimeout: Duration = .seconds(10)) -> ChatEndpoint {
        ChatEndpoint(baseURL: baseURL, model: scenario, apiKey: apiKey,
                     connectTimeout: connectTimeout, idleTimeout: idleTimeout)
    }

    func client(_ scenario: String, apiKey: String? = testAPIKey,
                connectTimeout: Duration = .seconds(10), idleTimeout: Duration = .seconds(10)) -> ChatClient {
        ChatClient(endpoint: endpoint(scenario, apiKey: apiKey, connectTimeout: connectTimeout, idleTimeout: idleTimeout))
    }

    /// Every request the stub has seen, from GET /log.
    func log() async throws -> [JSONValue] {
        let response = try await HTTPClient.shared.execute(HTTPClientRequest(url: baseURL + "/log"), timeout: .seconds(5))
        let body = try await response.body.collect(upTo: 4 * 1024 * 1024)
        return try JSONValue.parse(String(buffer: body)).arrayValue ?? []
    }

    /// Polls /log until `condition` holds for the last request, or `timeout` passes.
    func waitForLastRequest(timeout: Duration = .seconds(5),
                            _ condition: (JSONValue) -> Bool) async throws -> JSONValue? {
        let deadline = ContinuousClock.now + timeout
        var last: JSONValue?
        repeat {
            last = try await log().last
            if let last, condition(last) { return last }
            try await Task.sleep(for: .milliseconds(50))
        } while ContinuousClock.now < deadline
        return last
    }

    func stop() {
        try? stdin.fileHandleForWriting.close()
        guard process.isRunning else { return }
        process.terminate()
        let deadline = ContinuousClock.now + .seconds(3)
        while process.isRunning && ContinuousClock.now < deadline { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}

/// Runs `body` with a fresh stub, stopping it afterwards even when the test fails.
func withStub<T>(_ body: (StubServer) async throws -> T) async throws -> T {
    let stub = try StubServer()
    do {
        let result = try await body(stub)
        stub.stop()
        return result
    } catch {
        stub.stop()
        throw error
    }
}

/// What a stream produced: every event with its arrival time, and the error that ended it.
struct Outcome {
    var events: [ChatEvent] = []
    var arrivals: [ContinuousClock.Instant] = []
    var error: (any Error)?
    var ended: ContinuousClock.Instant = .now

    var deltas: [String] {
        events.compactMap { if case .delta(let text) = $0 { text } else { nil } }
    }
    var text: String { deltas.joined() }
    var chatError: ChatError? { error as? ChatError }
    var finishReason: String? {
        events.lazy.compactMap { if case .finished(let reason) = $0 { reason } else { nil } }.first
    }
    var usage: ChatEvent? {
        events.first { if case .usage = $0 { true } else { false } }
    }
}

func collect(_ stream: AsyncThrowingStream<ChatEvent, Error>) async -> Outcome {
    var outcome = Outcome()
    do {
        for try await event in stream {
            outcome.events.append(event)
            outcome.arrivals.append(.now)
        }
    } catch {
        outcome.error = error
    }
    outcome.ended = .now
    return outcome
}

/// A port nothing listens on.
func closedPort() throws -> Int {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw StubError("socket() failed") }
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
            bind(fd, pointer, length) == 0 && getsockname(fd, pointer, &length) == 0
        }
    }
    guard bound else { throw StubError("bind() failed") }
    return Int(UInt16(bigEndian: address.sin_port))
}
