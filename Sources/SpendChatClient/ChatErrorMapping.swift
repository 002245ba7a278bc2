import AsyncHTTPClient
import Foundation
import SpendHTTP
import SpendProtocol

/// How failures of the endpoint become `ChatError`s with stable codes and messages for people.
/// Every message goes through `redact`, so the API key never appears in one even when a
/// server echoes it back.
struct ChatErrorMapper: Sendable {
    let apiKey: String?
    /// The endpoint URL without credentials or query, for messages.
    let displayURL: String

    func redact(_ text: String) -> String {
        EndpointText.redact(text, key: apiKey)
    }

    func error(_ code: String, _ message: String) -> ChatError {
        ChatError(code: code, message: redact(message))
    }

    static let stoppedEarly = "The model's answer stopped before it finished"

    func badStream(_ detail: String? = nil) -> ChatError {
        error("bad_stream", detail.map { "\(Self.stoppedEarly): \($0)" } ?? Self.stoppedEarly)
    }

    /// A non-2xx response: the status decides the code; the server's own message is appended.
    func httpError(status: UInt, body: String) -> ChatError {
        let detail = ServerMessage.message(in: body).map { ": \($0)" } ?? ""
        switch status {
        case 401, 403:
            if apiKey?.isEmpty ?? true {
                return error("unauthorized", "The chat endpoint wants an API key, and none is configured (HTTP \(status))\(detail)")
            }
            return error("unauthorized", "The chat endpoint refused the API key (HTTP \(status))\(detail)")
        case 429:
            return error("rate_limited", "The chat endpoint is rate limiting requests (HTTP 429)\(detail)")
        case 500...599:
            return error("upstream_error", "The chat endpoint failed (HTTP \(status))\(detail)")
        case 404:
            return error("upstream_error", "The chat endpoint has no \(displayURL) (HTTP 404)\(detail)")
        default:
            return error("upstream_error", "The chat endpoint answered HTTP \(status)\(detail)")
        }
    }

    /// An error the server reported inside a 200 response or the stream.
    func upstream(_ payload: JSONValue?, raw: String? = nil) -> ChatError {
        let text = payload.flatMap(ServerMessage.message(fromError:)) ?? raw.flatMap(ServerMessage.message(in:))
        return error("upstream_error", text.map { "The model reported an error: \($0)" }
            ?? "The model reported an error")
    }

    /// Anything thrown while talking to the endpoint, as a ChatError (or CancellationError when
    /// the caller cancelled).
    func map(_ error: any Error, watchdog: StreamWatchdog) -> any Error {
        if let chat = error as? ChatError { return self.error(chat.code, chat.message) }
        if Task.isCancelled || error is CancellationError { return CancellationError() }
        if let http = error as? HTTPClientError {
            switch http {
            case .deadlineExceeded, .connectTimeout, .readTimeout, .getConnectionFromPoolTimeout,
                 .writeTimeout:
                return watchdog.timeoutError()
            case .cancelled:
                return CancellationError()
            case .invalidURL, .emptyHost, .emptyScheme:
                return self.error("unreachable", "The chat endpoint URL \(displayURL) is not valid")
            default:
                if String(describing: http).contains("unsupportedScheme") {
                    return self.error("unreachable", "The chat endpoint URL \(displayURL) has an unsupported scheme")
                }
            }
        }
        if watchdog.currentPhase == .waitingForHead {
            return self.error("unreachable", "Cannot reach the chat endpoint at \(displayURL) (\(ConnectionFailure.reason(error)))")
        }
        return badStream("the connection was lost")
    }
}
