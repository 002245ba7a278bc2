import Foundation
import SpendProtocol
import Testing

@testable import SpendChatClient

/// Against Tests/scripts/stub_openai.py. One test at a time: several measure time, and the
/// machine has two cores.
@Suite("Chat client against the stub server", .serialized)
struct ChatClientTests {
    let question: [ChatMessage] = [.system("You are Spend."), .user("How much on food?")]

    // MARK: Well-formed streams

    @Test func normalStreamYieldsDeltasFinishAndUsageInOrder() async throws {
        try await withStub { stub in
            let outcome = await collect(stub.client("normal").stream(question))
            #expect(outcome.error == nil)
            #expect(outcome.events == [
                .delta("Hello"), .delta(", "), .delta("world"), .delta("!"),
                .finished(reason: "stop"), .usage(promptTokens: 12, completionTokens: 5),
            ])
        }
    }

    @Test func deltasArriveIncrementally() async throws {
        try await withStub { stub in
            let start = ContinuousClock.now
            let outcome = await collect(stub.client("slow").stream(question))
            #expect(outcome.error == nil)
            #expect(outcome.deltas.count == 12)
            let first = try #require(outcome.arrivals.first)
            // The stub takes about 3 s; the first delta must come long before it finishes.
            #expect(first - start < .seconds(1))
            #expect(outcome.ended - first > .seconds(2))
            // And they keep coming spread out, not in one burst at the end: some arrive well
            // after the first and well before the end. The stub sends one every 250 ms; on two
            // busy cores a late reader may take several at once, so single gaps prove nothing.
            let middle = outcome.arrivals.filter { $0 - first > .milliseconds(500) && outcome.ended - $0 > .milliseconds(500) }
            #expect(middle.count >= 2)
        }
    }

    @Test(arguments: [
        ("crlf", "line ends CRLF"),
        ("cr", "bare CR"),
        ("comments", "one two"),
        ("split-utf8", "Café €5 😀 ok"),
        ("null-content", "after null"),
        ("no-done", "no done"),
    ])
    func tolerantStreams(scenario: String, expected: String) async throws {
        try await withStub { stub in
            let outcome = await collect(stub.client(scenario).stream(question))
            #expect(outcome.error == nil, "\(scenario): \(String(describing: outcome.error))")
            #expect(outcome.text == expected)
            #expect(outcome.finishReason == "stop")
            #expect(outcome.usage == .usage(promptTokens: 12, completionTokens: 5))
        }
    }

    @Test func nullContentIsSkippedNotAnEmptyDelta() async throws {
        try await withStub { stub in
            let outcome = await collect(stub.client("null-content").stream(question))
            #expect(outcome.deltas == ["after null"])
        }
    }

    @Test func nonStreamedJSONAnswerIsStillDelivered() async throws {
        try await withStub { stub in
            let outcome = await collect(stub.client("json").stream(question))
            #expect(outcome.error == nil)
            #expect(outcome.text == #"{"amount":12.5,"category":"Food & Dining","description":"lunch"}"#)
            #expect(outcome.finishReason == "stop")
            #expect(outcome.usage == .usage(promptTokens: 30, completionTokens: 20))
        }
    }

    @Test(arguments: ["", "/", "/v1", "/v1/", "/v1/chat/completions"])
    func baseURLForms(suffix: String) async throws {
        try await withStub { stub in
            var endpoint = stub.endpoint("normal")
            endpoint.baseURL = stub.baseURL + suffix
            let outcome = await collect(ChatClient(endpoint: endpoint).stream(question))
            #expect(outcome.error == nil)
            #expect(outcome.text == "Hello, world!")
            let path = try await stub.log().last?["path"]?.stringValue
            #expect(path == "/v1/chat/completions")
        }
    }

    // MARK: What the request carries

    @Test func requestCarriesMessagesStreamOptionsAndBearer() async throws {
        try await withStub { stub in
            let history: [ChatMessage] = [
                .system("Warm and concise."), .user("Hi \"there\"\nnew line"), .assistant("Hello!"), .user("Top category?"),
            ]
            let outcome = await collect(stub.client("echo").stream(history))
            #expect(outcome.error == nil)
            let report = try JSONValue.parse(outcome.text)
            let messages = try #require(report["messages"]?.arrayValue)
            #expect(messages.count == 4)
            for (sent, received) in zip(history, messages) {
                #expect(received["role"]?.stringValue == sent.role)
                #expect(received["content"]?.stringValue == sent.content)
            }
            #expect(report["stream"] == .bool(true))
            #expect(report["stream_options"]?["include_usage"] == .bool(true))
            #expect(report["authorization"] == .bool(true))
            #expect(report["bearer"] == .bool(true))
            #expect(report["authorization_matches"] == .bool(true))
            #expect(!outcome.text.contains(testAPIKey))

            let entry = try #require(try await stub.log().last)
            #expect(entry["content_type"]?.stringValue == "application/json")
            #expect(entry["body"]?["model"]?.stringValue == "echo")
        }
    }

    @Test func noAuthorizationHeaderWithoutAKey() async throws {
        try await withStub { stub in
            let outcome = await collect(stub.client("echo", apiKey: nil).stream(question))
            let report = try JSONValue.parse(outcome.text)
            #expect(report["authorization"] == .bool(false))
        }
    }

    // MARK: Malformed streams and errors

    @Test func truncatedStreamIsBadStreamKeepingDeltas() async throws {
        try await withStub { stub in
            let outcome = await collect(stub.client("truncated").stream(question))
            #expect(outcome.text == "cut short")
            #expect(outcome.chatError == ChatError(code: "bad_stream", message: "The model's answer stopped before it finished"))
            #expect(outcome.finishReason == nil)
        }
    }

    @Test func anAnswerOverTheLimitStopsInsteadOfGrowingWithoutBound() async throws {
        try await withStub { stub in
            let outcome = await collect(stub.client("flood").stream(question))
            #expect(outcome.chatError?.code == "bad_stream", "\(String(describing: outcome.chatError))")
            #expect(outcome.text.utf8.count <= 1024 * 1024)
            #expect(outcome.text.utf8.count > 1000 * 1024, "deltas up to the limit were delivered")
        }
    }

    @Test func garbageIsBadStream() async throws {
        try await withStub { stub in
            let outcome = await collect(stub.client("garbage").stream(question))
            #expect(outcome.deltas == ["before "])
            #expect(outcome.chatError?.code == "bad_stream")
            #expect(outcome.chatError?.message.hasPrefix("The model's answer stopped before it finished") == true)
        }
    }

    @Test func errorEventIsUpstreamError() async throws {
        try await withStub { stub in
            let outcome = await collect(stub.client("error-event").stream(question))
            #expect(outcome.deltas == ["partial "])
            #expect(outcome.chatError?.code == "upstream_error")
            #expect(outcome.chatError?.message.contains("model overloaded") == true)
        }
    }

    @Test func llamaServerErrorLineIsUpstreamError() async throws {
        try await withStub { stub in
            let outcome = await collect(stub.client("llama-error-line").stream(question))
            #expect(outcome.deltas == ["partial "])
            #expect(outcome.chatError?.code == "upstream_error")
            #expect(outcome.chatError?.message.contains("llama_decode failed") == true)
        }
    }

    @Test(arguments: [
        ("status-401", "unauthorized", "The chat endpoint refused the API key (HTTP 401)", "Incorrect API key provided"),
        ("status-429", "rate_limited", "HTTP 429", "Rate limit reached, try again in 20s"),
        ("status-500", "upstream_error", "HTTP 500", "Model runner crashed"),
    ])
    func httpErrorsStream(scenario: String, code: String, status: String, serverMessage: String) async throws {
        try await withStub { stub in
            let outcome = await collect(stub.client(scenario).stream(question))
            #expect(outcome.events.isEmpty)
            let error = try #require(outcome.chatError)
            #expect(error.code == code)
            #expect(error.message.contains(status), "\(error.message)")
            #expect(error.message.contains(serverMessage), "\(error.message)")
            #expect(!error.message.contains(testAPIKey))
            #expect(!error.description.contains(testAPIKey))
        }
    }

    @Test func unauthorizedWithoutAKeySaysNoneIsConfigured() async throws {
        try await withStub { stub in
            let outcome = await collect(stub.client("status-401", apiKey: nil).stream(question))
            #expect(outcome.chatError?.code == "unauthorized")
            #expect(outcome.chatError?.message.contains("none is configured") == true)
        }
    }

    @Test func apiKeyNeverInAnyErrorMessage() async throws {
        try await withStub { stub in
            for scenario in ["status-401", "status-429", "status-500", "truncated", "garbage", "error-event",
                             "llama-error-line"] {
                let outcome = await collect(stub.client(scenario).stream(question))
                let error = try #require(outcome.chatError, "\(scenario)")
                #expect(!error.message.contains(testAPIKey), "\(scenario)")
                #expect(!"\(error)".contains(testAPIKey), "\(scenario)")
            }
        }
    }

    // MARK: Unreachable and timeouts

    @Test func connectionRefusedIsUnreachableWithoutCredentials() async throws {
        let port = try closedPort()
        let endpoint = ChatEndpoint(baseURL: "http://user:hunter2@127.0.0.1:\(port)/v1?key=\(testAPIKey)",
                                    model: "normal", apiKey: testAPIKey, connectTimeout: .seconds(1))
        let start = ContinuousClock.now
        // The daemon's client, which fails at once on a refusal: the shared one retries
        // until the timeout, and on a busy machine its deadline could win the race.
        let client = ChatClient(endpoint: endpoint, httpClient: ChatClient.makeHTTPClient())
        let outcome = await collect(client.stream(question))
        await client.shutdown()
        let error = try #require(outcome.chatError)
        #expect(error.code == "unreachable", "\(error)")
        #expect(error.message.contains("127.0.0.1:\(port)"), "\(error.message)")
        #expect(error.message.contains("connection refused"), "\(error.message)")
        #expect(!error.message.contains("hunter2"))
        #expect(!error.message.contains(testAPIKey))
        #expect(ContinuousClock.now - start < .milliseconds(900), "a refusal is reported before the timeout")
    }

    @Test func unresolvableHostIsUnreachable() async throws {
        // Resolving runs on a shared thread pool that a full parallel test run can keep busy
        // for seconds: the timeout is generous, the check is what the failure is called.
        let endpoint = ChatEndpoint(baseURL: "http://no-such-host.invalid", model: "normal",
                                    connectTimeout: .seconds(15))
        let outcome = await collect(ChatClient(endpoint: endpoint).stream(question))
        let error = try #require(outcome.chatError)
        #expect(error.code == "unreachable", "\(error)")
        #expect(error.message.contains("no-such-host.invalid"))
    }

    @Test func noResponseHeadTimesOut() async throws {
        try await withStub { stub in
            let start = ContinuousClock.now
            let outcome = await collect(stub.client("hang", connectTimeout: .milliseconds(500)).stream(question))
            #expect(outcome.chatError?.code == "timeout", "\(String(describing: outcome.error))")
            #expect(outcome.chatError?.message.contains("did not start answering within 500 ms") == true)
            #expect(ContinuousClock.now - start < .seconds(3))
            // The request was closed, and the stub noticed.
            let entry = try await stub.waitForLastRequest { $0["disconnected"] == .bool(true) }
            #expect(entry?["disconnected"] == .bool(true))
        }
    }

    @Test func silenceMidStreamTimesOutKeepingDeltas() async throws {
        try await withStub { stub in
            let start = ContinuousClock.now
            let outcome = await collect(stub.client("hang-mid", idleTimeout: .milliseconds(500)).stream(question))
            #expect(outcome.text == "first second ")
            #expect(outcome.chatError?.code == "timeout", "\(String(describing: outcome.error))")
            #expect(outcome.chatError?.message.contains("went silent for more than 500 ms") == true)
            #expect(ContinuousClock.now - start < .seconds(3))
            let entry = try await stub.waitForLastRequest { $0["disconnected"] == .bool(true) }
            #expect(entry?["disconnected"] == .bool(true))
        }
    }

    @Test func slowStreamWithinIdleTimeoutIsFine() async throws {
        try await withStub { stub in
            // Deltas come every 250 ms, so a 1 s idle limit never trips even though the whole
            // answer takes about 3 s, longer than the 2 s start limit.
            let client = stub.client("slow", connectTimeout: .seconds(2), idleTimeout: .seconds(1))
            let outcome = await collect(client.stream(question))
            #expect(outcome.error == nil)
            #expect(outcome.deltas.count == 12)
        }
    }

    // MARK: Cancellation

    @Test func cancellingTheConsumerClosesTheUpstreamRequest() async throws {
        try await withStub { stub in
            let stream = stub.client("slow").stream(question)
            let firstDelta = AsyncStream.makeStream(of: Void.self)
            let consumer = Task {
                var count = 0
                do {
                    for try await event in stream {
                        if case .delta = event {
                            count += 1
                            firstDelta.continuation.yield()
                        }
                    }
                } catch {}
                return count
            }
            for await _ in firstDelta.stream { break }
            let cancelledAt = ContinuousClock.now
            consumer.cancel()
            let received = await consumer.value
            #expect(received < 12)

            let entry = try await stub.waitForLastRequest(timeout: .seconds(3)) { $0["disconnected"] == .bool(true) }
            #expect(entry?["disconnected"] == .bool(true))
            #expect(entry?["completed"] == .bool(false))
            // Noticed well before the stub's ~3 s stream would have ended.
            #expect(ContinuousClock.now - cancelledAt < .seconds(2))
        }
    }

    @Test func stoppingIterationClosesTheUpstreamRequest() async throws {
        try await withStub { stub in
            let client = stub.client("slow")
            var received: [String] = []
            for try await event in client.stream(question) {
                if case .delta(let text) = event { received.append(text) }
                if received.count == 2 { break }
            }
            #expect(received.count == 2)
            let entry = try await stub.waitForLastRequest(timeout: .seconds(3)) { $0["disconnected"] == .bool(true) }
            #expect(entry?["disconnected"] == .bool(true))
            #expect(entry?["completed"] == .bool(false))
        }
    }

    // MARK: complete()

    static let expenseSchema = JSONValue.object([
        ("type", .string("object")),
        ("properties", .object([
            ("amount", .object([("type", .string("number"))])),
            ("category", .object([("type", .string("string"))])),
            ("description", .object([("type", .string("string"))])),
        ])),
        ("required", .array([.string("amount"), .string("category"), .string("description")])),
    ])

    @Test func completeReturnsContentAndSendsNestedJSONSchema() async throws {
        try await withStub { stub in
            let content = try await stub.client("json").complete(question, jsonSchema: Self.expenseSchema,
                                                                   schemaName: "expense")
            #expect(content == #"{"amount":12.5,"category":"Food & Dining","description":"lunch"}"#)
            let parsed = try JSONValue.parse(content)
            #expect(parsed["amount"]?.doubleValue == 12.5)

            let body = try #require(try await stub.log().last?["body"])
            #expect(body["stream"] == .bool(false))
            #expect(body["messages"]?.arrayValue?.count == 2)
            let format = try #require(body["response_format"])
            #expect(format["type"] == .string("json_schema"))
            #expect(format["schema"] == nil)  // not the flat form llama-server ignores
            #expect(format["json_schema"]?["name"] == .string("expense"))
            #expect(format["json_schema"]?["strict"] == .bool(true))
            // The stub's log parses back with sorted keys; compare through the same parser.
            #expect(format["json_schema"]?["schema"] == (try JSONValue.parse(Self.expenseSchema.serialized)))
            let matches = try await stub.log().last?["authorization_matches"]
            #expect(matches == .bool(true))
        }
    }

    @Test(arguments: [
        ("status-401", "unauthorized", "Incorrect API key provided"),
        ("status-429", "rate_limited", "Rate limit reached"),
        ("status-500", "upstream_error", "Model runner crashed"),
    ])
    func completeMapsHTTPErrors(scenario: String, code: String, serverMessage: String) async throws {
        try await withStub { stub in
            do {
                _ = try await stub.client(scenario).complete(question, jsonSchema: Self.expenseSchema, schemaName: "expense")
                Issue.record("expected an error")
            } catch let error as ChatError {
                #expect(error.code == code)
                #expect(error.message.contains(serverMessage))
                #expect(!error.message.contains(testAPIKey))
            }
        }
    }

    @Test func completeTimesOutAndReportsUnreachable() async throws {
        try await withStub { stub in
            let client = stub.client("hang", connectTimeout: .milliseconds(300), idleTimeout: .milliseconds(300))
            do {
                _ = try await client.complete(question, jsonSchema: Self.expenseSchema, schemaName: "expense")
                Issue.record("expected an error")
            } catch let error as ChatError {
                #expect(error.code == "timeout")
            }
        }
        let port = try closedPort()
        let client = ChatClient(endpoint: ChatEndpoint(baseURL: "http://127.0.0.1:\(port)", model: "json",
                                                       connectTimeout: .milliseconds(500), idleTimeout: .milliseconds(500)))
        do {
            _ = try await client.complete(question, jsonSchema: Self.expenseSchema, schemaName: "expense")
            Issue.record("expected an error")
        } catch let error as ChatError {
            #expect(error.code == "unreachable")
        }
    }

    // MARK: Pieces

    @Test func completionsURL() {
        #expect(ChatClient.completionsURL("http://h:1") == "http://h:1/v1/chat/completions")
        #expect(ChatClient.completionsURL("http://h:1/") == "http://h:1/v1/chat/completions")
        #expect(ChatClient.completionsURL("http://h:1/v1") == "http://h:1/v1/chat/completions")
        #expect(ChatClient.completionsURL("https://h/openai/v1/") == "https://h/openai/v1/chat/completions")
        #expect(ChatClient.completionsURL("http://h/v1/chat/completions") == "http://h/v1/chat/completions")
    }
}
