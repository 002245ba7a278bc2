import AsyncHTTPClient
import Foundation
import NIOCore
import SpendProtocol

/// How failures of the endpoint become `ChatError`s with stable codes and messages for people.
/// Every message goes through `redact`, so the API key never appears in one even when a
/// server echoes it back.
struct ChatErrorMapper: Sendable {
    let apiKey: String?
    /// The endpoint URL without credentials or query, for messages.
    let displayURL: String

    func redact(_ text: String) -> String {
        guard let key = apiKey, !key.isEmpty else { return text }
        return text.replacingOccurrences(of: key, with: "[redacted]")
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
        let detail = Self.serverMessage(in: body).map { ": \($0)" } ?? ""
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
        let text = payload.flatMap(Self.message(fromError:)) ?? raw.flatMap(Self.serverMessage(in:))
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
            return self.error("unreachable", "Cannot reach the chat endpoint at \(displayURL) (\(Self.reason(error)))")
        }
        return badStream("the connection was lost")
    }

    /// A short reason for a failed connection, without addresses or credentials.
    static func reason(_ error: any Error) -> String {
        let text = String(reflecting: error).lowercased()
        if let io = findIOError(in: error) {
            switch io.errnoCode {
            case ECONNREFUSED: return "connection refused"
            case ENETUNREACH, EHOSTUNREACH: return "network unreachable"
            case ECONNRESET: return "connection reset"
            case ETIMEDOUT: return "connection timed out"
            default: break
            }
        }
        if text.contains("refused") { return "connection refused" }
        if text.contains("dnsaerror") || text.contains("getaddrinfo") || text.contains("name or service")
            || text.contains("nodename") || text.contains("resolve") {
            return "the host name could not be resolved"
        }
        if text.contains("ssl") || text.contains("tls") || text.contains("certificate") {
            return "TLS handshake failed"
        }
        if text.contains("unreachable") { return "network unreachable" }
        return "connection failed"
    }

    private static func findIOError(in value: Any, depth: Int = 0) -> IOError? {
        if let io = value as? IOError { return io }
        guard depth < 6 else { return nil }
        for child in Mirror(reflecting: value).children {
            if let found = findIOError(in: child.value, depth: depth + 1) { return found }
        }
        return nil
    }

    /// The message in an error body: {"error":{"message":..}}, {"error":"text"}, {"detail":..},
    /// {"message":..}; a short plain-text body as it is.
    static func serverMessage(in body: String) -> String? {
        let trimmed = body.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        if let json = try? JSONValue.parse(trimmed) {
            if let error = json["error"], let text = message(fromError: error) { return tidy(text) }
            if let detail = json["detail"], let text = message(fromError: detail) { return tidy(text) }
            if let text = json["message"]?.stringValue { return tidy(text) }
            return nil
        }
        let lower = trimmed.lowercased()
        if lower.hasPrefix("<") || lower.contains("<html") { return nil }
        return tidy(trimmed)
    }

    /// The text of an `error` or `detail` value: a string, an object's "message" (or "msg",
    /// "detail", "error"), or the first item of a list.
    static func message(fromError value: JSONValue) -> String? {
        switch value {
        case .string(let text):
            return text.isEmpty ? nil : tidy(text)
        case .object:
            for key in ["message", "msg", "detail", "error"] {
                if let inner = value[key], let text = message(fromError: inner) { return text }
            }
            return nil
        case .array(let items):
            return items.first.flatMap(message(fromError:))
        case .number(let n):
            return n
        default:
            return nil
        }
    }

    private static func tidy(_ text: String) -> String {
        let oneLine = text.split(whereSeparator: { $0.isNewline || $0 == "\t" }).joined(separator: " ")
        return oneLine.count > 300 ? String(oneLine.prefix(300)) + "…" : oneLine
    }

    /// `url` without user info, query or fragment.
    static func display(_ url: String) -> String {
        guard var components = URLComponents(string: url) else { return "the configured URL" }
        components.user = nil
        components.password = nil
        components.query = nil
        components.fragment = nil
        return components.string ?? "the configured URL"
    }
}
