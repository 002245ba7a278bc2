import Foundation
import SpendClient
import SpendProtocol
import Testing

/// Every integration suite nests in this one, so the whole module runs one test at a
/// time: each test starts its own daemon, and the machine has two cores.
@Suite(.serialized)
struct SpendIntegration {}

/// One line from the daemon, parsed, with the raw text kept for exact number checks.
struct Response: CustomStringConvertible {
    let raw: String
    let json: JSONValue

    init(_ raw: String) throws {
        self.raw = raw
        do { json = try JSONValue.parse(raw) } catch { throw HarnessError("daemon sent a line that is not JSON: \(raw)") }
    }

    var ok: Bool? { json["ok"]?.boolValue }
    var result: JSONValue? { json["result"] }
    var expense: JSONValue? { json["result"]?["expense"] }
    var errorCode: String? { json["error"]?["code"]?.stringValue }
    var errorMessage: String? { json["error"]?["message"]?.stringValue }
    var event: String? { json["event"]?.stringValue }
    var isPush: Bool { json["push"]?.boolValue == true }
    var id: JSONValue? { json["id"] }
    var description: String { raw }
}

extension LineConnection {
    /// The next line, parsed; nil at end of stream.
    func next() throws -> Response? {
        guard let line = try readLine() else { return nil }
        return try Response(line)
    }

    /// The next final reply, skipping pushed events (collected in `pushes`).
    func reply(pushes: inout [Response]) throws -> Response {
        while true {
            guard let response = try next() else { throw HarnessError("the daemon closed the connection before replying") }
            if response.isPush { pushes.append(response); continue }
            return response
        }
    }

    func reply() throws -> Response {
        var ignored: [Response] = []
        return try reply(pushes: &ignored)
    }

    /// Sends one text line and returns its reply.
    @discardableResult
    func call(_ line: String) throws -> Response {
        try send(line)
        return try reply()
    }

    /// Sends one JSON request and returns its reply.
    @discardableResult
    func callJSON(_ fields: [(String, JSONValue)]) throws -> Response {
        try send(JSONValue.object(fields).serialized)
        return try reply()
    }

    /// Sends a text line that must succeed; returns its result.
    func ok(_ line: String) throws -> Response {
        let response = try call(line)
        guard response.ok == true else {
            throw HarnessError("'\(line)' failed: \(response.raw)")
        }
        return response
    }

    /// `add <phrase>`, which must succeed; returns the stored expense.
    func add(_ phrase: String) throws -> JSONValue {
        let response = try ok("add " + phrase)
        guard let expense = response.expense else { throw HarnessError("add reply without an expense: \(response.raw)") }
        return expense
    }

    /// All expenses, newest first.
    func listAll() throws -> [JSONValue] {
        try ok("list limit=10000").result?["expenses"]?.arrayValue ?? []
    }
}

extension JSONValue {
    /// An expense's id.
    var expenseID: Int64? { self["id"]?.intValue }
}

/// Every raw JSON number written for `key` in a line, in order: `"amount":12.00` gives "12.00".
/// Parsing into JSONValue goes through Decimal and would turn "12.00" into "12".
func rawNumbers(_ raw: String, key: String) -> [String] {
    var found: [String] = []
    var rest = raw[...]
    let marker = "\"\(key)\":"
    while let range = rest.range(of: marker) {
        let tail = rest[range.upperBound...]
        let number = tail.prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "e" || $0 == "E" || $0 == "+" }
        if !number.isEmpty { found.append(String(number)) }
        rest = tail
    }
    return found
}

/// Cents as the daemon prints USD: 1875 -> "18.75".
func dollars(_ cents: Int) -> String { String(format: "%d.%02d", cents / 100, cents % 100) }

/// Runs `body` on `count` real threads at once and returns the errors they threw.
func onThreads(_ count: Int, timeout: Double = 60, _ body: @escaping @Sendable (Int) throws -> Void) -> [String] {
    final class Errors: @unchecked Sendable {
        let lock = NSLock()
        var items: [String] = []
        func add(_ item: String) { lock.lock(); items.append(item); lock.unlock() }
    }
    let errors = Errors()
    let done = DispatchGroup()
    let start = DispatchSemaphore(value: 0)
    for index in 0..<count {
        done.enter()
        let thread = Thread {
            defer { done.leave() }
            start.wait()
            do { try body(index) } catch { errors.add("thread \(index): \(error)") }
        }
        thread.start()
    }
    for _ in 0..<count { start.signal() }
    if done.wait(timeout: .now() + timeout) == .timedOut { errors.add("threads did not finish within \(timeout) s") }
    errors.lock.lock()
    defer { errors.lock.unlock() }
    return errors.items
}

/// How a connection ends when we expect the daemon to close it: "eof", or "reset", which
/// Linux reports instead of EOF when the daemon closed while bytes we sent were still
/// unread (e.g. the rest of a refused over-long line). The daemon's reply, sent before
/// the close, is read first either way. Anything else is described.
func closeOutcome(_ connection: LineConnection) -> String {
    do {
        guard let line = try connection.readLine() else { return "eof" }
        return "another line: \(line.prefix(200))"
    } catch let ClientError.io(message) where message.contains("reset") {
        return "reset"
    } catch {
        return "error: \(error)"
    }
}
