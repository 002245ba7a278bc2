import Foundation
import SpendProtocol

/// A blocking connection to spendd's socket that sends and reads whole lines.
/// Blocking keeps the client simple and quick to start; it never runs inside the daemon.
public final class LineConnection {
    public let path: String
    private let fd: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    /// Where each read() lands: one allocation for the connection, not 64 KiB zeroed per read.
    private var chunk = [UInt8](repeating: 0, count: 65536)

    public init(path: String, timeout: Double? = nil) throws(ClientError) {
        self.path = path
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw .io("socket: \(String(cString: strerror(errno)))") }
        guard let connected = UnixSocketAddress.with(path, { connect(fd, $0, $1) }) else {
            close(fd)
            throw .io("socket path too long: \(path)")
        }
        if connected != 0 {
            let code = errno
            close(fd)
            switch code {
            case ENOENT, ECONNREFUSED: throw .notRunning(path)
            case EACCES, EPERM: throw .permission(path)
            default: throw .io("connect \(path): \(String(cString: strerror(code)))")
            }
        }
        if let timeout {
            var tv = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - Double(Int(timeout))) * 1_000_000))
            setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        }
        self.fd = fd
    }

    deinit { close(fd) }

    /// The socket, for writing a `cancel` line from a signal handler's thread (a whole
    /// line in one write() is atomic with respect to the reader).
    public var descriptor: Int32 { fd }

    public func send(_ line: String) throws(ClientError) {
        try sendBytes(Array((line.hasSuffix("\n") ? line : line + "\n").utf8))
    }

    public func sendBytes(_ bytes: [UInt8]) throws(ClientError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw .io("write: \(String(cString: strerror(errno)))")
            }
            offset += written
        }
    }

    /// Closes the sending side; replies can still be read.
    public func finishSending() { shutdown(fd, Int32(SHUT_WR)) }

    /// The next line without its newline, or nil at end of stream.
    public func readLine() throws(ClientError) -> String? {
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[start..<newline], as: UTF8.self)
                start = newline + 1
                if start > 65536 { buffer.removeFirst(start); start = 0 }
                return line
            }
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK { throw .timeout }
                throw .io("read: \(String(cString: strerror(errno)))")
            }
            if count == 0 {
                guard start < buffer.count else { return nil }
                let line = String(decoding: buffer[start...], as: UTF8.self)
                start = buffer.count
                return line
            }
            buffer += chunk[..<count]
        }
    }

    /// Reads the greeting line the daemon sends on connect.
    @discardableResult
    public func readGreeting() throws(ClientError) -> JSONValue {
        guard let line = try readLine() else { throw .closed }
        guard let greeting = try? JSONValue.parse(line) else { throw .protocolViolation(line) }
        if greeting["ok"]?.boolValue == false { throw .refused(greeting["error"]?["message"]?.stringValue ?? line) }
        return greeting
    }

    /// Sends one JSON request and reads lines until its final line, passing event lines
    /// (and pushed events) to `onEvent`. Returns the final line, `ok` true or false. Every
    /// line comes both parsed and exactly as the daemon wrote it.
    public func request(_ fields: [(String, JSONValue)], id: Int = 1,
                        onEvent: (Reply) -> Void = { _ in }) throws(ClientError) -> Reply {
        try send(JSONValue.object([("id", .int(id))] + fields).serialized)
        while true {
            guard let line = try readLine() else { throw .closed }
            guard let value = try? JSONValue.parse(line) else { throw .protocolViolation(line) }
            if value["ok"] != nil, value["id"] == .int(id) || value["id"] == nil { return Reply(line: line, value: value) }
            onEvent(Reply(line: line, value: value))
        }
    }
}

/// A line from the daemon (a final reply or an event), parsed and as written: scripts
/// get the exact text, with the amounts' digits as the daemon wrote them.
public struct Reply: Sendable {
    public let line: String
    public let value: JSONValue

    public var ok: Bool { value["ok"]?.boolValue == true }
    public var result: JSONValue? { value["result"] }
    public var errorCode: String? { value["error"]?["code"]?.stringValue }

    /// The reply with its strings safe to print on a terminal (`JSONValue.visibleStrings`);
    /// `line` stays as the daemon wrote it, for `--json`.
    public var forTerminal: Reply { Reply(line: line, value: value.visibleStrings) }
}

public enum ClientError: Error, CustomStringConvertible {
    case notRunning(String)
    case permission(String)
    case refused(String)
    case closed
    case timeout
    case protocolViolation(String)
    case io(String)

    public var description: String {
        switch self {
        case .notRunning(let path):
            "spendd is not running (nothing listening at \(path)).\n  Start it with `make run`, `spendd`, or `systemctl --user start spendd`."
        case .permission(let path): "Permission denied on \(path): the socket belongs to another user."
        case .refused(let message): "spendd refused the connection: \(message)"
        case .closed: "spendd closed the connection."
        case .timeout: "spendd did not answer in time."
        case .protocolViolation(let line): "spendd sent a line that is not JSON: \(line)"
        case .io(let message): message
        }
    }
}
