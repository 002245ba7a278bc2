import AsyncHTTPClient
import NIOCore
import SpendProtocol

/// Turns a chat completions SSE body into `ChatEvent`s on a stream continuation:
/// deltas as they arrive, `finished` on the first finish_reason, `usage` once, errors as
/// ChatErrors. A `[DONE]` ends reading; EOF before a finish_reason is `bad_stream`.
final class StreamReader: Sendable {
    private let errors: ChatErrorMapper
    private let watchdog: StreamWatchdog
    private let continuation: AsyncThrowingStream<ChatEvent, Error>.Continuation

    init(errors: ChatErrorMapper, watchdog: StreamWatchdog,
         continuation: AsyncThrowingStream<ChatEvent, Error>.Continuation) {
        self.errors = errors
        self.watchdog = watchdog
        self.continuation = continuation
    }

    private struct State {
        var finished = false
        var usageSent = false
        var answerBytes = 0
    }

    /// The longest answer accepted. The stream buffers deltas its consumer has not taken
    /// yet (a slow socket reader), so this also bounds that buffer.
    static let maxAnswerBytes = 1024 * 1024

    func read(_ body: HTTPClientResponse.Body) async throws {
        var parser = SSEParser()
        var state = State()
        for try await buffer in body {
            watchdog.activity()
            for event in parser.feed(buffer) {
                if try handle(event, &state) { return }
            }
            if parser.pendingByteCount > ChatClient.maxLineBytes {
                throw errors.badStream("an event was larger than \(ChatClient.maxLineBytes / 1024 / 1024) MiB")
            }
        }
        for event in parser.finish() {
            if try handle(event, &state) { return }
        }
        if !state.finished { throw errors.badStream() }
    }

    /// A server that ignored `"stream": true` and sent one JSON completion.
    func readWholeCompletion(_ text: String) throws {
        var state = State()
        guard let json = try? JSONValue.parse(text) else {
            throw errors.badStream("the chat endpoint's answer was not JSON")
        }
        if let error = json["error"], error != .null { throw errors.upstream(error) }
        let choice = json["choices"]?.arrayValue?.first
        if let content = choice?["message"]?["content"]?.stringValue, !content.isEmpty {
            try yieldDelta(content, &state)
        }
        state.finished = true
        watchdog.markFinished()
        try yield(.finished(reason: choice?["finish_reason"]?.stringValue ?? "stop"))
        try yieldUsage(json["usage"], &state)
    }

    /// Handles one SSE event; true when the stream is over.
    private func handle(_ event: SSEEvent, _ state: inout State) throws -> Bool {
        switch event {
        case .done:
            if !state.finished {
                // [DONE] without a finish_reason: the server says it is complete.
                state.finished = true
                watchdog.markFinished()
                try yield(.finished(reason: "stop"))
            }
            return true
        case .error(let text):
            throw errors.upstream(try? JSONValue.parse(text), raw: text)
        case .message(let data, _, _):
            if data.trimmingSpaces().isEmpty { return false }
            guard let json = try? JSONValue.parse(data), case .object = json else {
                throw errors.badStream("the chat endpoint sent an event that is not JSON")
            }
            if let error = json["error"], error != .null { throw errors.upstream(error) }
            if let choice = json["choices"]?.arrayValue?.first {
                if let content = choice["delta"]?["content"]?.stringValue, !content.isEmpty {
                    try yieldDelta(content, &state)
                }
                if !state.finished, let reason = choice["finish_reason"]?.stringValue {
                    state.finished = true
                    watchdog.markFinished()
                    try yield(.finished(reason: reason))
                }
            }
            try yieldUsage(json["usage"], &state)
            return false
        }
    }

    private func yieldUsage(_ usage: JSONValue?, _ state: inout State) throws {
        guard !state.usageSent, let usage, case .object = usage else { return }
        let prompt = usage["prompt_tokens"]?.intValue ?? 0
        let completion = usage["completion_tokens"]?.intValue ?? 0
        state.usageSent = true
        try yield(.usage(promptTokens: Int(prompt), completionTokens: Int(completion)))
    }

    private func yieldDelta(_ content: String, _ state: inout State) throws {
        state.answerBytes += content.utf8.count
        guard state.answerBytes <= Self.maxAnswerBytes else {
            throw errors.badStream("the answer was longer than \(Self.maxAnswerBytes / 1024) KiB")
        }
        try yield(.delta(content))
    }

    private func yield(_ event: ChatEvent) throws {
        if case .terminated = continuation.yield(event) {
            throw CancellationError()  // the consumer is gone: stop reading, close the request
        }
    }
}
