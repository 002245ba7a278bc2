import Foundation
import SpendChatClient
import SpendClient
import SpendProtocol

/// The assistant's figures: what the daemon adds to a model's stream, and how long the
/// built-in assistant takes on a large database.
extension SpendBench {
    /// Time to first token and per-token relay: the same stub stream read directly with
    /// ChatClient and through spendd's socket, alternating, 15 runs each.
    func chatRelay() async throws {
        let stub = try StubEndpoint()
        defer { stub.stop() }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let daemon = try DaemonProcess(binDir: binDir, directory: directory, database: directory + "/chat.sqlite",
                                       extra: ["--chat-url", stub.url, "--chat-model", "paced"])
        defer { daemon.stop() }
        let client = ChatClient(endpoint: ChatEndpoint(baseURL: stub.url, model: "paced"))
        var direct: [(first: Double, total: Double, count: Int)] = []
        var relayed: [(first: Double, total: Double, count: Int)] = []
        for _ in 0..<15 {
            var start = DispatchTime.now().uptimeNanoseconds
            var first: Double?
            var count = 0
            for try await event in client.stream([.user("bench")]) {
                if case .delta = event {
                    count += 1
                    first = first ?? seconds(since: start)
                }
            }
            direct.append((first ?? 0, seconds(since: start), count))

            let connection = try LineConnection(path: daemon.socket)
            try connection.readGreeting()
            start = DispatchTime.now().uptimeNanoseconds
            first = nil
            count = 0
            _ = try connection.request([("cmd", .string("ask")), ("text", .string("bench"))]) { event in
                if event.value["event"] == .string("delta") {
                    count += 1
                    first = first ?? seconds(since: start)
                }
            }
            relayed.append((first ?? 0, seconds(since: start), count))
        }
        let tokens = direct.first?.count ?? 0
        print("\nChat relay: a stub stream of \(tokens) deltas 5 ms apart, direct vs through spendd, 15 runs each")
        print("  time to first token  direct median \(format(median(direct.map(\.first)))), "
              + "through spendd \(format(median(relayed.map(\.first)))) "
              + "(+\(format(median(relayed.map(\.first)) - median(direct.map(\.first)))))")
        let perToken = (median(relayed.map(\.total)) - median(direct.map(\.total))) / Double(max(tokens, 1))
        print("  whole stream         direct median \(format(median(direct.map(\.total)))), "
              + "through spendd \(format(median(relayed.map(\.total)))); relay adds \(format(max(0, perToken))) per token")
        if relayed.contains(where: { $0.count != tokens }) { print("  WARNING: some relayed streams lost deltas") }
    }

    /// The built-in assistant answering over the socket on `rows` expenses.
    func builtInAnswers(rows: Int) async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/answers.sqlite"
        try await generate(rows: rows, path: path)
        let daemon = try DaemonProcess(binDir: binDir, directory: directory, database: path)
        defer { daemon.stop() }
        let connection = try LineConnection(path: daemon.socket)
        try connection.readGreeting()
        print("\nBuilt-in assistant at \(rows) expenses, over the socket, 9 runs each (median)")
        for question in ["What's my total spending this month?", "Which category do I spend most on?",
                         "Show me food spending trends", "Am I spending more than usual?", "Any unusual expenses?",
                         "How can I save money?"] {
            var times: [Double] = []
            for i in 0..<9 {
                let start = DispatchTime.now().uptimeNanoseconds
                _ = try connection.request([("cmd", .string("ask")), ("text", .string(question)), ("today", .string("2026-11-21"))], id: i + 1)
                times.append(seconds(since: start))
            }
            print("  \(question.padding(toLength: 40, withPad: " ", startingAt: 0)) \(format(median(times)))")
        }
    }
}

/// Tests/scripts/stub_openai.py as a child process.
final class StubEndpoint {
    let process = Process()
    let url: String
    private let input = Pipe()

    init() throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-u", "Tests/scripts/stub_openai.py", "--exit-on-stdin-eof"]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = input
        try process.run()
        var text = ""
        while !text.contains("\n") {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        guard let port = Int(text.trimmingCharacters(in: .whitespacesAndNewlines).dropFirst("PORT ".count)) else {
            process.terminate()
            throw BenchError("the stub endpoint did not start (run from the repository root)")
        }
        url = "http://127.0.0.1:\(port)"
    }

    func stop() {
        try? input.fileHandleForWriting.close()
        process.terminate()
        process.waitUntilExit()
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

func seconds(since start: UInt64) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}
