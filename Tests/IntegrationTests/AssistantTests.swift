import Foundation
import SpendClient
import SpendProtocol
import Testing

/// Lines of one streamed request: its events and its final line.
struct Streamed {
    let events: [JSONValue]
    let final: JSONValue
    let finalRaw: String

    var deltas: [String] { events.filter { $0["event"] == .string("delta") }.compactMap { $0["text"]?.stringValue } }
}

extension LineConnection {
    /// Sends a JSON request and collects its event lines until its final line.
    func stream(_ fields: [(String, JSONValue)], id: Int) throws -> Streamed {
        try send(JSONValue.object([("id", .int(id))] + fields).serialized)
        var events: [JSONValue] = []
        while let line = try readLine() {
            let value = try JSONValue.parse(line)
            guard value["id"] == .int(id) else { continue }
            if value["ok"] != nil { return Streamed(events: events, final: value, finalRaw: line) }
            events.append(value)
        }
        throw HarnessError("connection closed before the final line of request \(id)")
    }
}

extension SpendIntegration {
    /// The built-in assistant over the socket: streamed, grounded, routed by `say`.
    @Suite(.serialized)
    struct BuiltInAssistantOverSocket {
        @Test func askStreamsDeltasWhoseJoinIsTheAnswerWithTheRightTotal() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            for phrase in ["lunch $12.50", "uber $20", "coffee $4.25"] {
                #expect(try connection.callJSON([("cmd", .string("add")), ("text", .string(phrase)), ("today", .string("2026-11-20"))]).ok == true)
            }
            let answer = try connection.stream([("cmd", .string("ask")), ("text", .string("What's my total spending this month?")),
                                                ("today", .string("2026-11-21"))], id: 5)
            #expect(answer.final["ok"] == .bool(true), "\(answer.finalRaw)")
            let text = try #require(answer.final["result"]?["text"]?.stringValue)
            #expect(answer.deltas.count > 3, "the answer should stream in pieces")
            #expect(answer.deltas.joined() == text)
            #expect(text.contains("$36.75"), "\(text)")
            #expect(text.contains("3"), "\(text)")
            #expect(answer.final["result"]?["source"] == .string("built-in"))
            #expect(answer.final["result"]?["intent"] == .string("query"))
            #expect(answer.final["result"]?["facts"]?.arrayValue?.isEmpty == false)
        }

        @Test func sayRecordsExpensesAndAnswersQuestions() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let expense = try connection.stream([("cmd", .string("say")), ("text", .string("groceries $40 at Kroger"))], id: 1)
            #expect(expense.final["result"]?["kind"] == .string("expense"), "\(expense.finalRaw)")
            #expect(expense.final["result"]?["expense"]?["category"] == .string("Groceries"))
            let answer = try connection.stream([("cmd", .string("say")), ("text", .string("which category do I spend most on?"))], id: 2)
            #expect(answer.final["result"]?["kind"] == .string("answer"), "\(answer.finalRaw)")
            #expect(answer.final["result"]?["text"]?.stringValue?.contains("Groceries") == true, "\(answer.finalRaw)")
        }

        @Test func addRoutesQuestionsOnlyWhenConfigured() throws {
            let plain = try DaemonHarness()
            #expect(try plain.connect().call("add what did I spend this month?").json["error"]?["code"] == .string("not_expense"))
            let routing = try DaemonHarness(start: false)
            try FileManager.default.createDirectory(atPath: routing.directory + "/config/spend", withIntermediateDirectories: true)
            try "route_questions = true\n".write(toFile: routing.directory + "/config/spend/spendd.conf", atomically: true, encoding: .utf8)
            try routing.start()
            let reply = try routing.connect().stream([("cmd", .string("add")), ("text", .string("what did I spend this month?"))], id: 1)
            #expect(reply.final["ok"] == .bool(true), "\(reply.finalRaw)")
            #expect(reply.final["result"]?["answer"]?["text"]?.stringValue == reply.deltas.joined(), "\(reply.finalRaw)")
            #expect(!reply.deltas.isEmpty)
        }

        @Test func chatAddsExpensesAnswersQuestionsAndResets() throws {
            let daemon = try DaemonHarness()
            let output = try daemon.runClient(["chat"], stdin: "coffee $4\nlunch $12\naverage transaction?\n/reset\n/quit\n")
            #expect(output.exit == .exited(0), "\(output)")
            #expect(output.stdout.contains("Added #1  $4.00"), "\(output)")
            #expect(output.stdout.contains("Added #2  $12.00"), "\(output)")
            #expect(output.stdout.contains("$8.00"), "the average of $4 and $12: \(output)")
            #expect(output.stdout.contains("(conversation cleared)"), "\(output)")
        }

        @Test func theClientStreamsAnAnswerToTheTerminal() throws {
            let daemon = try DaemonHarness()
            _ = try daemon.connect().call("add lunch $12.50")
            let output = try daemon.runClient(["ask", "What's", "my", "average", "transaction?"])
            #expect(output.exit == .exited(0), "\(output)")
            #expect(output.stdout.contains("$12.50"), "\(output)")

            // For scripts: the daemon's lines exactly as written, events then the final line.
            let json = try daemon.runClient(["--json", "ask", "What's", "my", "average", "transaction?"])
            let lines = json.stdout.split(separator: "\n").map(String.init)
            #expect(lines.first?.hasPrefix(#"{"id":1,"event":"delta","text":"#) == true, "\(json)")
            #expect(lines.last?.hasPrefix(#"{"id":1,"ok":true,"result":{"text":"#) == true, "\(json)")
        }
    }
}
