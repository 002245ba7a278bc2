import NIOCore
import SpendHTTP
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite("Connection failure reasons")
struct ConnectionFailureTests {
    private struct Wrapped: Error { let underlying: any Error }
    private struct Described: Error, CustomDebugStringConvertible { let debugDescription: String }

    @Test func socketErrorsDeepInsideOtherErrors() {
        #expect(ConnectionFailure.reason(Wrapped(underlying: IOError(errnoCode: ECONNREFUSED, reason: "connect"))) == "connection refused")
        #expect(ConnectionFailure.reason(IOError(errnoCode: ECONNRESET, reason: "read")) == "connection reset")
        #expect(ConnectionFailure.reason(IOError(errnoCode: EPIPE, reason: "write")) == "connection reset")
        #expect(ConnectionFailure.reason(IOError(errnoCode: EHOSTUNREACH, reason: "connect")) == "network unreachable")
        #expect(ConnectionFailure.reason(IOError(errnoCode: ETIMEDOUT, reason: "connect")) == "connection timed out")
    }

    @Test func describedErrors() {
        #expect(ConnectionFailure.reason(Described(debugDescription: "NIOConnectionError(dnsAError: getaddrinfo)"))
            == "the host name could not be resolved")
        #expect(ConnectionFailure.reason(Described(debugDescription: "remoteConnectionClosed")) == "connection closed by the server")
        #expect(ConnectionFailure.reason(Described(debugDescription: "NIOSSLError.handshakeFailed")) == "TLS handshake failed")
        #expect(ConnectionFailure.reason(Described(debugDescription: "something else")) == "connection failed")
    }
}
