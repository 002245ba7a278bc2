import AsyncHTTPClient
import Foundation
import NIOCore
import SpendHTTP
import SpendProtocol

/// An OpenAI-compatible chat completions client (OpenAI, Ollama, llama-server, vLLM) that
/// streams answers over Server-Sent Events as they are generated.
///
/// Cancellation: `stream` runs the request in a task that the returned stream's
/// `onTermination` cancels, so when the consumer's task is cancelled or it stops iterating,
/// AsyncHTTPClient cancels the request and closes the upstream connection. Timeouts race a
/// watchdog against the request the same way.
public final class ChatClient: Sendable {
    public let endpoint: ChatEndpoint
    private let httpClient: HTTPClient
    private let url: String
    private let errors: ChatErrorMapper

    /// The longest SSE line or error body kept in memory.
    static let maxLineBytes = 8 * 1024 * 1024
    static let maxErrorBodyBytes = 64 * 1024
    static let maxBodyBytes = 16 * 1024 * 1024

    public init(endpoint: ChatEndpoint, httpClient: HTTPClient = .shared) {
        self.endpoint = endpoint
        self.httpClient = httpClient
        self.url = Self.completionsURL(endpoint.baseURL)
        self.errors = ChatErrorMapper(apiKey: endpoint.apiKey, displayURL: EndpointText.display(url))
    }

    /// An HTTP client for a desk daemon: a refused connection (the model server is not
    /// running) fails at once instead of being retried until the timeout. Shut it down
    /// with `shutdown()` when done.
    public static func makeHTTPClient() -> HTTPClient {
        .failingFast()
    }

    /// Releases the HTTP client, unless it is the process-wide shared one.
    public func shutdown() async {
        await httpClient.shutdownUnlessShared()
    }

    /// "{base}/v1/chat/completions", tolerating a base that ends in "/", "/v1" or already in
    /// "/chat/completions".
    static func completionsURL(_ base: String) -> String {
        var base = base.trimmingCharacters(in: .whitespaces)
        while base.hasSuffix("/") { base.removeLast() }
        if base.hasSuffix("/chat/completions") { return base }
        if base.hasSuffix("/v1") { return base + "/chat/completions" }
        return base + "/v1/chat/completions"
    }

    // MARK: Streaming

    /// Streams the answer: `.delta` pieces as they arrive, then `.finished`, then `.usage` when
    /// the server reports it. Errors are `ChatError`s; deltas yielded before one stay yielded.
    public func stream(_ messages: [ChatMessage]) -> AsyncThrowingStream<ChatEvent, Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: ChatEvent.self, throwing: Error.self)
        let task = Task {
            do {
                try await self.runStream(messages, continuation: continuation)
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        // Consumer cancelled or stopped iterating: cancel the request, closing the connection.
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    private func runStream(_ messages: [ChatMessage],
                           continuation: AsyncThrowingStream<ChatEvent, Error>.Continuation) async throws {
        let request = makeRequest(body: streamBody(messages), accept: "text/event-stream")
        let watchdog = StreamWatchdog(startTimeout: endpoint.connectTimeout, idleTimeout: endpoint.idleTimeout)
        let reader = StreamReader(errors: errors, watchdog: watchdog, continuation: continuation)
        do {
            try await withWatchdog(watchdog) {
                let response = try await self.execute(request)
                watchdog.headReceived()
                try await self.checkStatus(response, watchdog: watchdog)
                if Self.isJSON(response) {
                    let body = try await self.collect(response.body, limit: Self.maxBodyBytes, watchdog: watchdog)
                    try reader.readWholeCompletion(body)
                } else {
                    try await reader.read(response.body)
                }
            }
        } catch {
            let mapped = errors.map(error, watchdog: watchdog)
            // After finish_reason the answer is whole: a connection that then drops or goes
            // quiet before usage or [DONE] is not a failure.
            if watchdog.currentPhase == .finished, !(mapped is CancellationError),
               (mapped as? ChatError)?.code != "upstream_error" {
                return
            }
            throw mapped
        }
    }

    // MARK: Structured completion

    /// One non-streamed completion constrained to `jsonSchema` (OpenAI's nested
    /// `response_format.json_schema` form, which llama-server honours); returns the message
    /// content, the JSON text. The whole answer must come within connectTimeout + idleTimeout.
    public func complete(_ messages: [ChatMessage], jsonSchema: JSONValue, schemaName: String) async throws -> String {
        let body = JSONValue.object([
            ("model", .string(endpoint.model)),
            ("messages", Self.messagesJSON(messages)),
            ("stream", .bool(false)),
            ("response_format", .object([
                ("type", .string("json_schema")),
                ("json_schema", .object([
                    ("name", .string(schemaName)),
                    ("schema", jsonSchema),
                    ("strict", .bool(true)),
                ])),
            ])),
        ])
        return try completionContent(try await wholeCompletion(body))
    }

    /// POSTs a non-streamed request and returns the body. The whole answer must come
    /// within connectTimeout + idleTimeout.
    private func wholeCompletion(_ body: JSONValue) async throws -> String {
        let request = makeRequest(body: body, accept: "application/json")
        let watchdog = StreamWatchdog(startTimeout: endpoint.connectTimeout + endpoint.idleTimeout,
                                      idleTimeout: endpoint.idleTimeout)
        do {
            return try await withWatchdog(watchdog) {
                let response = try await self.execute(request, timeout: self.endpoint.connectTimeout + self.endpoint.idleTimeout)
                watchdog.headReceived()
                try await self.checkStatus(response, watchdog: watchdog)
                return try await self.collect(response.body, limit: Self.maxBodyBytes, watchdog: watchdog)
            }
        } catch {
            throw errors.map(error, watchdog: watchdog)
        }
    }

    // MARK: Tools

    /// One non-streamed completion that may call `tools` instead of answering. A server
    /// without tool support answers with an HTTP error (the caller falls back), or with
    /// plain text, which is an answer like any other.
    public func complete(_ messages: [ChatMessage], tools: [ChatTool]) async throws -> ChatCompletion {
        let body = JSONValue.object([
            ("model", .string(endpoint.model)),
            ("messages", Self.messagesJSON(messages)),
            ("stream", .bool(false)),
            ("max_tokens", .int(endpoint.maxTokens)),
            ("tools", .array(tools.map { tool in
                .object([("type", .string("function")), ("function", .object([
                    ("name", .string(tool.name)), ("description", .string(tool.description)), ("parameters", tool.parameters),
                ]))])
            })),
        ])
        return try completion(try await wholeCompletion(body))
    }

    /// Reads `choices[0].message`: content and tool calls. Ollama sends `arguments` as an
    /// object rather than JSON text; both are accepted.
    func completion(_ text: String) throws -> ChatCompletion {
        guard let json = try? JSONValue.parse(text) else {
            throw errors.error("bad_stream", "The chat endpoint's answer was not JSON")
        }
        if let error = json["error"], error != .null { throw errors.upstream(error) }
        guard let choice = json["choices"]?.arrayValue?.first, let message = choice["message"] else {
            throw errors.error("bad_stream", "The chat endpoint's answer had no choices")
        }
        let calls = (message["tool_calls"]?.arrayValue ?? []).enumerated().compactMap { index, call -> ToolCall? in
            guard let function = call["function"], let name = function["name"]?.stringValue else { return nil }
            let arguments = function["arguments"].map { $0.stringValue ?? $0.serialized } ?? "{}"
            return ToolCall(id: call["id"]?.stringValue ?? "call_\(index)", name: name, arguments: arguments)
        }
        return ChatCompletion(content: message["content"]?.stringValue ?? "", toolCalls: calls,
                              finishReason: choice["finish_reason"]?.stringValue ?? "stop")
    }

    private func completionContent(_ text: String) throws -> String {
        guard let json = try? JSONValue.parse(text) else {
            throw errors.error("bad_stream", "The chat endpoint's answer was not JSON")
        }
        if let error = json["error"], error != .null { throw errors.upstream(error) }
        guard let choice = json["choices"]?.arrayValue?.first else {
            throw errors.error("bad_stream", "The chat endpoint's answer had no choices")
        }
        guard let content = choice["message"]?["content"]?.stringValue else {
            throw errors.error("bad_stream", "The model's answer had no content")
        }
        return content
    }

    // MARK: HTTP

    private func streamBody(_ messages: [ChatMessage]) -> JSONValue {
        .object([
            ("model", .string(endpoint.model)),
            ("messages", Self.messagesJSON(messages)),
            ("stream", .bool(true)),
            ("stream_options", .object([("include_usage", .bool(true))])),
            ("max_tokens", .int(endpoint.maxTokens)),
        ])
    }

    static func messagesJSON(_ messages: [ChatMessage]) -> JSONValue {
        .array(messages.map { message in
            let content: JSONValue = message.imageURL.map { image in
                .array([.object([("type", .string("text")), ("text", .string(message.content))]),
                        .object([("type", .string("image_url")), ("image_url", .object([("url", .string(image))]))])])
            } ?? .string(message.content)
            var fields: [(String, JSONValue)] = [("role", .string(message.role)), ("content", content)]
            if !message.toolCalls.isEmpty {
                fields.append(("tool_calls", .array(message.toolCalls.map { call in
                    .object([("id", .string(call.id)), ("type", .string("function")),
                             ("function", .object([("name", .string(call.name)), ("arguments", .string(call.arguments))]))])
                })))
            }
            if let id = message.toolCallID { fields.append(("tool_call_id", .string(id))) }
            return .object(fields)
        })
    }

    private func makeRequest(body: JSONValue, accept: String) -> HTTPClientRequest {
        var request = HTTPClientRequest(url: url)
        request.method = .POST
        request.headers.add(name: "Content-Type", value: "application/json")
        request.headers.add(name: "Accept", value: accept)
        request.headers.add(name: "User-Agent", value: "spendd")
        if let key = endpoint.apiKey, !key.isEmpty {
            request.headers.add(name: "Authorization", value: "Bearer \(key)")
        }
        request.body = .bytes(ByteBuffer(string: body.serialized))
        return request
    }

    private func execute(_ request: HTTPClientRequest, timeout: Duration? = nil) async throws -> HTTPClientResponse {
        let limit = timeout ?? endpoint.connectTimeout
        return try await httpClient.execute(request, deadline: .now() + TimeAmount(limit))
    }

    private func checkStatus(_ response: HTTPClientResponse, watchdog: StreamWatchdog) async throws {
        let status = response.status.code
        guard !(200..<300).contains(status) else { return }
        let body = (try? await collect(response.body, limit: Self.maxErrorBodyBytes, watchdog: watchdog,
                                       truncate: true)) ?? ""
        throw errors.httpError(status: status, body: body)
    }

    /// The body as text, at most `limit` bytes (more is an error unless `truncate`).
    private func collect(_ body: HTTPClientResponse.Body, limit: Int, watchdog: StreamWatchdog,
                         truncate: Bool = false) async throws -> String {
        var bytes: [UInt8] = []
        for try await buffer in body {
            watchdog.activity()
            bytes.append(contentsOf: buffer.readableBytesView.prefix(limit - bytes.count))
            if bytes.count >= limit {
                if truncate { break }
                throw errors.error("bad_stream", "The chat endpoint's answer is larger than \(limit / 1024 / 1024) MiB")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isJSON(_ response: HTTPClientResponse) -> Bool {
        let type = response.headers.first(name: "Content-Type")?.lowercased() ?? ""
        return type.hasPrefix("application/json")
    }
}
