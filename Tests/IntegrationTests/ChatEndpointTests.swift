import Foundation
import SpendClient
import SpendProtocol
import Testing

/// Tests/scripts/stub_openai.py as a child process: an OpenAI-compatible endpoint whose
/// behaviour is chosen by the model name, and whose /log says what it received.
final class ChatStub: StubEndpoint {
    static let apiKey = "sk-integration-SECRET-42"

    init() throws {
        try super.init(script: "stub_openai.py", name: "chat", arguments: ["--exit-on-stdin-eof"],
                       environment: ["STUB_API_KEY": ChatStub.apiKey])
    }

    /// Polls the log until `condition` holds for the last request (up to 5 s).
    func waitForLastRequest(_ condition: (JSONValue) -> Bool) throws -> JSONValue? {
        for _ in 0..<50 {
            if let last = try log().last, condition(last) { return last }
            usleep(100_000)
        }
        return try log().last
    }

    /// A daemon using this stub with `scenario` as its model, plus any config lines.
    func daemon(_ scenario: String, config: String = "") throws -> DaemonHarness {
        let daemon = try DaemonHarness(start: false)
        let keyFile = daemon.directory + "/chat.key"
        try ChatStub.apiKey.write(toFile: keyFile, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: daemon.directory + "/config/spend", withIntermediateDirectories: true)
        try """
            chat_url = \(url)
            chat_model = \(scenario)
            chat_api_key_file = \(keyFile)
            chat_timeout = 2
            \(config)
            """.write(toFile: daemon.directory + "/config/spend/spendd.conf", atomically: true, encoding: .utf8)
        try daemon.start()
        return daemon
    }
}

func ask(_ text: String, id: Int, conversation: String? = nil) -> [(String, JSONValue)] {
    [("cmd", .string("ask")), ("text", .string(text))] + (conversation.map { [("conversation", .string($0))] } ?? [])
}

extension SpendIntegration {
    /// The assistant through a language model: what the daemon sends, how it streams,
    /// how it stops, and how each failure reaches the socket client.
    @Suite(.serialized)
    struct ChatEndpoint {
        @Test func deltasReachTheSocketClientBeforeTheModelFinishes() throws {
            let stub = try ChatStub()
            let daemon = try stub.daemon("slow")
            let connection = try daemon.connect()
            try connection.send(JSONValue.object([("id", .int(1))] + ask("Which category do I spend most on?", id: 1)).serialized)
            var firstDelta: Date?
            var final: JSONValue?
            var deltas = 0
            while final == nil, let line = try connection.readLine() {
                let value = try JSONValue.parse(line)
                if value["event"] == .string("delta") { deltas += 1; firstDelta = firstDelta ?? Date() }
                if value["ok"] != nil { final = value }
            }
            let finishedAt = Date()
            #expect(final?["ok"] == .bool(true), "\(String(describing: final))")
            #expect(final?["result"]?["source"] == .string("model"))
            #expect(deltas >= 3)
            let lead = finishedAt.timeIntervalSince(try #require(firstDelta))
            #expect(lead > 0.4, "the first delta came only \(lead) s before the end: not streamed")
        }

        @Test func cancelStopsTheAnswerAndClosesTheUpstreamRequest() throws {
            let stub = try ChatStub()
            let daemon = try stub.daemon("slow")
            let connection = try daemon.connect()
            try connection.send(JSONValue.object([("id", .int(7))] + ask("How can I save money?", id: 7)).serialized)
            var final: JSONValue?
            var sentCancel = false
            while final == nil, let line = try connection.readLine() {
                let value = try JSONValue.parse(line)
                if value["event"] == .string("delta"), !sentCancel {
                    try connection.send(#"{"cmd":"cancel","target":7,"id":8}"#)
                    sentCancel = true
                }
                if value["ok"] != nil, value["id"] == .int(7) { final = value }
            }
            #expect(final?["ok"] == .bool(false))
            #expect(final?["error"]?["code"] == .string("cancelled"), "\(String(describing: final))")
            #expect(final?["error"]?["text"]?.stringValue?.isEmpty == false, "the partial answer is kept")
            let upstream = try stub.waitForLastRequest { $0["disconnected"] == .bool(true) }
            #expect(upstream?["disconnected"] == .bool(true), "the upstream request must be closed: \(String(describing: upstream))")
        }

        @Test func aClientThatLeavesWhileTheModelIsSilentClosesTheUpstreamAtOnce() throws {
            let stub = try ChatStub()
            let daemon = try stub.daemon("hang-mid", config: "chat_timeout = 60")
            do {
                let connection = try daemon.connect()
                try connection.send(JSONValue.object([("id", .int(1))] + ask("Any spending patterns?", id: 1)).serialized)
                _ = try connection.readLine()
            }
            let upstream = try stub.waitForLastRequest { $0["disconnected"] == .bool(true) }
            #expect(upstream?["disconnected"] == .bool(true), "the silent upstream must be closed, not held for chat_timeout")
        }

        @Test func cancelWithoutATargetStopsEveryAnswerOnTheConnection() throws {
            let stub = try ChatStub()
            let daemon = try stub.daemon("slow")
            let connection = try daemon.connect()
            try connection.send("ask Any spending patterns?")
            try connection.send("ask How can I save money?")
            usleep(400_000)
            try connection.send(#"{"cmd":"cancel","id":"c"}"#)
            var cancelled = 0
            var cancelReply: JSONValue?
            // The answers' final lines and cancel's own reply may come in any order.
            while cancelled < 2 || cancelReply == nil, let line = try connection.readLine() {
                let value = try JSONValue.parse(line)
                if value["id"] == .string("c") { cancelReply = value }
                if value["error"]?["code"] == .string("cancelled") { cancelled += 1 }
                if value["ok"] == .bool(true), value["id"] == nil { Issue.record("an answer finished instead of stopping: \(line)") }
            }
            #expect(cancelled == 2)
            #expect(cancelReply?["result"]?["cancelled"] == .number("2"), "\(String(describing: cancelReply))")
        }

        @Test func aClientThatDisconnectsMidAnswerClosesTheUpstreamRequest() throws {
            let stub = try ChatStub()
            let daemon = try stub.daemon("slow")
            do {
                let connection = try daemon.connect()
                try connection.send(JSONValue.object([("id", .int(1))] + ask("Any spending patterns?", id: 1)).serialized)
                _ = try connection.readLine()
            }
            let upstream = try stub.waitForLastRequest { $0["disconnected"] == .bool(true) }
            #expect(upstream?["disconnected"] == .bool(true), "\(String(describing: upstream))")
            #expect(try daemon.connect().call("ping").ok == true)
        }

        @Test(arguments: [
            ("truncated", "bad_stream", true),
            ("error-event", "upstream_error", true),
            ("llama-error-line", "upstream_error", true),
            ("garbage", "bad_stream", true),
            ("status-401", "unauthorized", false),
            ("status-429", "rate_limited", false),
            ("status-500", "upstream_error", false),
            ("hang", "timeout", false),
            ("hang-mid", "timeout", true),
        ])
        func eachFailureGivesAClearErrorAndKeepsThePartialText(_ scenario: String, _ code: String, _ partial: Bool) throws {
            let stub = try ChatStub()
            let daemon = try stub.daemon(scenario)
            let reply = try daemon.connect().stream(ask("What's my total spending this month?", id: 1), id: 1)
            #expect(reply.final["ok"] == .bool(false), "\(reply.finalRaw)")
            #expect(reply.final["error"]?["code"] == .string(code), "\(reply.finalRaw)")
            let message = reply.final["error"]?["message"]?.stringValue ?? ""
            #expect(!message.isEmpty)
            #expect(!reply.finalRaw.contains(ChatStub.apiKey), "the API key must never reach a client")
            #expect(!daemon.log.contains(ChatStub.apiKey), "the API key must never be logged")
            if partial {
                #expect(reply.final["error"]?["text"]?.stringValue == reply.deltas.joined())
                #expect(!reply.deltas.isEmpty)
            }
        }

        @Test func aModelServerThatIsNotRunningFailsFastAndClearly() throws {
            // A port nobody listens on: bind one, note it, close it.
            let probe = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in(sin_family: sa_family_t(AF_INET), sin_port: 0,
                                      sin_addr: in_addr(s_addr: inet_addr("127.0.0.1")), sin_zero: (0, 0, 0, 0, 0, 0, 0, 0))
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(probe, $0, length) } }
            _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(probe, $0, &length) } }
            close(probe)
            let port = UInt16(bigEndian: address.sin_port)

            let daemon = try DaemonHarness(start: false)
            try FileManager.default.createDirectory(atPath: daemon.directory + "/config/spend", withIntermediateDirectories: true)
            try "chat_url = http://127.0.0.1:\(port)\nchat_timeout = 30\n"
                .write(toFile: daemon.directory + "/config/spend/spendd.conf", atomically: true, encoding: .utf8)
            try daemon.start()
            let start = Date()
            let reply = try daemon.connect().stream(ask("What's my total spending this month?", id: 1), id: 1)
            #expect(reply.final["error"]?["code"] == .string("unreachable"), "\(reply.finalRaw)")
            #expect(Date().timeIntervalSince(start) < 5, "a refused connection must not wait out chat_timeout")
        }

        @Test func theModelGetsPersonalityFactsAndTheConversation() throws {
            let stub = try ChatStub()
            let daemon = try stub.daemon("echo")
            let connection = try daemon.connect()
            for phrase in ["lunch $12.50", "uber $20"] { _ = try connection.call("add " + phrase) }
            let first = try connection.stream(ask("What's my total spending this month?", id: 1), id: 1)
            #expect(first.final["ok"] == .bool(true), "\(first.finalRaw)")
            let firstSystem = try #require(try stub.log().last?["body"]?["messages"]?.arrayValue?.first)
            #expect(firstSystem["role"] == .string("system"))
            let system = firstSystem["content"]?.stringValue ?? ""
            #expect(system.lowercased().contains("never invent"), "personality: \(system)")
            #expect(system.contains("$32.50"), "grounding facts: \(system)")
            _ = try connection.stream(ask("And last month?", id: 2), id: 2)
            let request = try #require(try stub.log().last?["body"])
            let messages = try #require(request["messages"]?.arrayValue)
            #expect(messages.map { $0["role"]?.stringValue ?? "" } == ["system", "user", "assistant", "user"], "history")
            #expect(messages[1]["content"] == .string("What's my total spending this month?"))
            #expect(request["stream"] == .bool(true))
            #expect(request["max_tokens"] == .number("512"), "answers are capped")
            #expect(try stub.log().last?["authorization_matches"] == .bool(true), "the bearer key was sent")

            // reset forgets: the next question carries no history.
            #expect(try connection.call("reset").ok == true)
            _ = try connection.stream(ask("Hello again?", id: 3), id: 3)
            let afterReset = try #require(try stub.log().last?["body"]?["messages"]?.arrayValue)
            #expect(afterReset.map { $0["role"]?.stringValue ?? "" } == ["system", "user"])
        }

        @Test func aNamedConversationOutlivesItsConnection() throws {
            let stub = try ChatStub()
            let daemon = try stub.daemon("echo")
            _ = try daemon.connect().stream(ask("Which category do I spend most on?", id: 1, conversation: "kitchen"), id: 1)
            _ = try daemon.connect().stream(ask("And the one after?", id: 1, conversation: "kitchen"), id: 1)
            let messages = try #require(try stub.log().last?["body"]?["messages"]?.arrayValue)
            #expect(messages.count == 4, "the second connection continued the named conversation")
        }

        @Test func otherClientsAreServedWhileAnAnswerStreams() throws {
            let stub = try ChatStub()
            let daemon = try stub.daemon("slow")
            let asker = try daemon.connect()
            try asker.send(JSONValue.object([("id", .int(1))] + ask("Any spending patterns?", id: 1)).serialized)
            _ = try asker.readLine()
            let start = Date()
            #expect(try daemon.connect().call("ping").ok == true)
            #expect(try asker.call("ping").ok == true, "the asking connection itself still serves requests")
            #expect(Date().timeIntervalSince(start) < 1)
        }

        @Test func hybridParsingUsesAValidModelReadingAndFallsBackOtherwise() throws {
            let stub = try ChatStub()
            let model = try stub.daemon("json", config: "parser = hybrid")
            let unsure = try model.connect().call("add zorblax 3")
            #expect(unsure.json["result"]?["parser"] == .string("model"), "\(unsure)")
            #expect(rawNumbers(unsure.raw, key: "amount") == ["12.50"], "\(unsure)")
            #expect(unsure.json["result"]?["expense"]?["category"] == .string("Food & Dining"))
            let sure = try model.connect().call("add coffee $4")
            #expect(sure.json["result"]?["parser"] == .string("rules"), "a confident phrase never goes to the model")

            let broken = try stub.daemon("garbage", config: "parser = hybrid")
            let fallback = try broken.connect().call("add zorblax 3")
            #expect(fallback.json["result"]?["parser"] == .string("rules"), "\(fallback)")
            #expect(rawNumbers(fallback.raw, key: "amount") == ["3.00"])
        }
    }
}
