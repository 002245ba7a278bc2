import Foundation
import SpendClient
import SpendProtocol

/// A connection for the long-running commands (`chat`, `watch`): when spendd goes away
/// they say so and wait for it to come back instead of ending.
final class DaemonLink {
    private let global: GlobalOptions
    private(set) var connection: LineConnection

    init(global: GlobalOptions) throws {
        self.global = global
        connection = try global.connect()
    }

    /// Whether the daemon has closed the connection, seen without blocking: a request
    /// is then not sent into a socket nobody reads.
    var isClosed: Bool {
        var entry = pollfd(fd: connection.descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&entry, 1, 0) > 0 else { return false }
        var byte: UInt8 = 0
        return recv(connection.descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT)) == 0
            || entry.revents & Int16(POLLHUP | POLLERR) != 0
    }

    /// Before a request: a connection the daemon closed is replaced, quietly when it was
    /// only closed for being idle (`idle_timeout`), else saying the daemon went away.
    func reopenIfClosed() {
        guard isClosed else { return }
        let notice = (try? connection.readLine()).flatMap { $0 }.flatMap { try? JSONValue.parse($0) }
        if notice?["error"]?["code"]?.stringValue == "idle_timeout", global.ownsSocket,
           let fresh = try? LineConnection(path: global.socketPath), (try? fresh.readGreeting()) != nil {
            connection = fresh
            return
        }
        reconnect()
        Terminal.note("(reconnected)")
    }

    /// Says the daemon went away, then connects again as soon as it answers (the caller
    /// says so once it is ready again).
    func reconnect() {
        Terminal.error("the daemon went away; reconnecting…")
        while true {
            usleep(200_000)
            guard global.ownsSocket, let fresh = try? LineConnection(path: global.socketPath) else { continue }
            guard (try? fresh.readGreeting()) != nil else { continue }
            connection = fresh
            return
        }
    }
}
