import Foundation
import SpendClient
import SpendProtocol
import Testing

extension SpendIntegration {
    /// The query engine as a protocol verb and as a language model's tools, on a real
    /// daemon; the model is Tests/scripts/stub_openai.py emitting `tool_calls`.
    @Suite(.serialized)
    struct QueryTools {
        /// Three Starbucks visits ($4.50 + $5.25 + $12.00 = $21.75) and one other expense.
        static func seed(_ connection: LineConnection) throws {
            for phrase in ["coffee at Starbucks $4.50 on 2026-10-02", "latte at Starbucks $5.25 on 2026-10-20",
                           "coffee with Mike at Starbucks $12 on 2026-11-03", "groceries at Walmart $60 on 2026-11-04"] {
                _ = try connection.add(phrase)
            }
        }

        func ask(_ connection: LineConnection, _ text: String) throws -> (reply: Reply, text: String) {
            var streamed = ""
            let reply = try connection.request([("cmd", .string("ask")), ("text", .string(text)), ("today", .string("2026-11-24"))]) { event in
                if event.value["event"] == .string("delta") { streamed += event.value["text"]?.stringValue ?? "" }
            }
            return (reply, streamed)
        }

        @Test func theModelQueriesAndPhrasesTheExactFigure() throws {
            for scenario in ["tools", "tools-object"] {
                let stub = try ChatStub()
                let daemon = try stub.daemon(scenario)
                let connection = try daemon.connect()
                try Self.seed(connection)
                let (reply, streamed) = try ask(connection, "How much have I spent at Starbucks?")
                #expect(reply.ok, "\(reply.line)")
                #expect(reply.result?["source"] == .string("tools"))
                #expect(reply.result?["tool_calls"] == .int(1))
                #expect(streamed.contains("$21.75"), "\(scenario): \(streamed)")
                #expect(reply.result?["unsupported_figures"] == .array([]))
                let tools = try #require(stub.log().last?["body"]?["tools"]?.arrayValue)
                #expect(tools.compactMap { $0["function"]?["name"]?.stringValue } == ["query_spending", "known_names"])
            }
        }

        @Test func aFigureNoToolReturnedIsFlagged() throws {
            let stub = try ChatStub()
            let daemon = try stub.daemon("tools-invent")
            let connection = try daemon.connect()
            try Self.seed(connection)
            let (reply, streamed) = try ask(connection, "How much have I spent at Starbucks?")
            #expect(reply.ok)
            #expect(reply.result?["unsupported_figures"] == .array([.string("$999.99")]))
            #expect(streamed.contains("$999.99 did not come from your expenses"), "\(streamed)")
            #expect(streamed.contains("$21.75"), "the exact figure follows the warning: \(streamed)")
        }

        @Test func badCallsComeBackToTheModelAsErrors() throws {
            let cases = [("tools-malformed", "not a JSON object"), ("tools-unknown", "There is no tool 'drop_tables'"),
                         ("tools-bad-args", "Unknown measure 'median'")]
            for (scenario, message) in cases {
                let stub = try ChatStub()
                let daemon = try stub.daemon(scenario)
                let connection = try daemon.connect()
                try Self.seed(connection)
                let (reply, streamed) = try ask(connection, "How much have I spent at Starbucks?")
                #expect(reply.ok, "\(scenario): \(reply.line)")
                #expect(streamed.contains(message), "\(scenario): \(streamed)")
            }
        }

        @Test func anEndlessToolLoopIsCutAndTheBuiltInAnswerGiven() throws {
            let stub = try ChatStub()
            let daemon = try stub.daemon("tools-loop")
            let connection = try daemon.connect()
            try Self.seed(connection)
            let (reply, streamed) = try ask(connection, "How much have I spent at Starbucks?")
            #expect(reply.ok)
            #expect(reply.result?["source"] == .string("built-in"))
            #expect(reply.result?["tool_calls"] == .int(4))
            #expect(streamed.contains("$21.75"), "\(streamed)")
            #expect(try stub.log().count == 4)
        }

        @Test func aServerWithoutToolsFallsBackToStreamedFacts() throws {
            let stub = try ChatStub()
            let daemon = try stub.daemon("echo")
            let connection = try daemon.connect()
            try Self.seed(connection)
            let (reply, streamed) = try ask(connection, "How much have I spent at Starbucks?")
            #expect(reply.ok, "\(reply.line)")
            #expect(reply.result?["source"] == .string("model"))
            let log = try stub.log()
            #expect(log.count == 2, "a refused tools request, then the plain stream")
            #expect(log.first?["body"]?["tools"] != nil)
            #expect(log.last?["body"]?["tools"] == nil)
            // The plain request is grounded in the exact figure the engine computed.
            #expect(streamed.contains("21.75"), "\(streamed)")
        }

        @Test func chatToolsOffSendsNoTools() throws {
            let stub = try ChatStub()
            let daemon = try stub.daemon("normal", config: "chat_tools = false")
            let connection = try daemon.connect()
            try Self.seed(connection)
            let (reply, _) = try ask(connection, "How much have I spent at Starbucks?")
            #expect(reply.ok)
            #expect(try stub.log().allSatisfy { $0["body"]?["tools"] == nil })
        }

        @Test func theQueryVerbGivesScriptsTheSameFigures() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            try Self.seed(connection)
            func query(_ fields: [(String, JSONValue)]) throws -> Response {
                try connection.callJSON([("cmd", .string("query")), ("today", .string("2026-11-24"))] + fields)
            }
            let total = try query([("merchant", .string("starbucks"))])
            #expect(total.raw.contains("\"total\":21.75"), "\(total.raw)")
            #expect(total.result?["periods"]?.arrayValue?.first?["count"] == .int(3))
            #expect(total.result?["text"]?.stringValue?.contains("$21.75") == true)
            let compared = try query([("merchant", .string("Starbucks")), ("period", .string("2026-10")), ("compare", .string("2026-11"))])
            #expect(compared.raw.contains("\"difference\":2.25"), "\(compared.raw)")
            let people = try query([("group_by", .string("person")), ("merchant", .array([.string("Starbucks")]))])
            #expect(people.result?["periods"]?.arrayValue?.first?["groups"]?.arrayValue?.count == 2, "\(people.raw)")
            let words = try query([("question", .string("how many times did I have coffee?"))])
            #expect(words.result?["periods"]?.arrayValue?.first?["count"] == .int(2), "\(words.raw)")
            let text = try connection.ok("query merchant=Starbucks,Walmart measure=count")
            #expect(text.result?["periods"]?.arrayValue?.first?["count"] == .int(4), "\(text.raw)")
            let food = try query([("category", .string("food"))])
            #expect(food.raw.contains("\"categories\":[\"Food & Dining\"]"), "an everyday name for a category: \(food.raw)")
            #expect(food.raw.contains("\"total\":21.75"), "\(food.raw)")
            let far = try query([("from", .string("0001-01-01")), ("to", .string("9999-12-31")), ("group_by", .string("month"))])
            #expect(far.errorCode == "bad_arguments" && far.errorMessage?.contains("between 1900 and 2199") == true, "\(far.raw)")
            let bad = try connection.call("query measure=median")
            #expect(bad.errorCode == "bad_arguments")
            #expect(bad.errorMessage?.contains("Unknown measure 'median'") == true)
            let unknown = try connection.call("query question=\"how much at Starbux?\"")
            #expect(unknown.errorCode == "bad_arguments")
            #expect(unknown.errorMessage?.contains("'Starbux'") == true)
        }

        @Test func followUpsChangeOnePartOfTheLastQuestion() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            try Self.seed(connection)
            let first = try ask(connection, "How much did I spend at Starbucks in October?")
            #expect(first.text.contains("$9.75"), "\(first.text)")
            let next = try ask(connection, "And in November?")
            #expect(next.reply.result?["follow_up"] == .bool(true))
            #expect(next.text.contains("$12.00"), "\(next.text)")
            let refused = try ask(connection, "How much did I spend at Starbux?")
            #expect(refused.reply.result?["not_understood"] == .array([.string("Starbux")]))
            #expect(!refused.text.contains("$"), "no figure for a question not understood: \(refused.text)")
        }
    }
}
