import NIOCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a connection to an endpoint failed, in a few words for people: no addresses or
/// credentials, which the underlying errors may carry.
public enum ConnectionFailure {
    /// "connection refused", "connection reset", "the host name could not be resolved", ...
    public static func reason(_ error: any Error) -> String {
        if let io = findIOError(in: error) {
            switch io.errnoCode {
            case ECONNREFUSED: return "connection refused"
            case ECONNRESET, EPIPE: return "connection reset"
            case ENETUNREACH, EHOSTUNREACH: return "network unreachable"
            case ETIMEDOUT: return "connection timed out"
            default: break
            }
        }
        let text = String(reflecting: error).lowercased()
        if text.contains("refused") { return "connection refused" }
        if text.contains("remoteconnectionclosed") || text.contains("reset") { return "connection closed by the server" }
        if text.contains("dns") || text.contains("getaddrinfo") || text.contains("name or service")
            || text.contains("nodename") || text.contains("resolve") {
            return "the host name could not be resolved"
        }
        if text.contains("ssl") || text.contains("tls") || text.contains("certificate") { return "TLS handshake failed" }
        if text.contains("unreachable") { return "network unreachable" }
        return "connection failed"
    }

    /// AsyncHTTPClient wraps the socket's IOError in its own errors: look a few levels down.
    private static func findIOError(in value: Any, depth: Int = 0) -> IOError? {
        if let io = value as? IOError { return io }
        guard depth < 6 else { return nil }
        for child in Mirror(reflecting: value).children {
            if let found = findIOError(in: child.value, depth: depth + 1) { return found }
        }
        return nil
    }
}
