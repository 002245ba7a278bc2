/// A failure to get a transcript, with a stable code, a message for people (never holding
/// the API key) and whether trying again later may succeed.
public struct TranscriptionError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Code: String, Sendable, CaseIterable {
        /// No connection: refused, reset, bad host, bad URL.
        case unreachable
        /// The endpoint did not answer within the timeout.
        case timeout
        /// HTTP 401/403: a missing or refused API key.
        case unauthorized
        /// HTTP 413: the recording is larger than the endpoint accepts.
        case tooLarge = "too_large"
        /// HTTP 429.
        case rateLimited = "rate_limited"
        /// The endpoint reported a failure (5xx, another 4xx, or an error in a 200 body).
        case upstreamError = "upstream_error"
        /// A 2xx answer that is not a transcription.
        case badResponse = "bad_response"
    }

    public let code: Code
    public let message: String
    /// Retrying may help: connection refused or reset, timeouts, 429 and 5xx.
    public let transient: Bool
    /// The HTTP status, when there was one.
    public let status: UInt?

    public init(_ code: Code, _ message: String, transient: Bool, status: UInt? = nil) {
        self.code = code
        self.message = message
        self.transient = transient
        self.status = status
    }

    public var description: String { "\(code.rawValue): \(message)" }
}
