import Foundation
import Logging
import SpendCore
import SpendStore
import Synchronization

/// What every connection shares: the store, the parser, the settings, the event hub.
public final class Daemon: Sendable {
    public static let version = "0.1.0"

    let store: ExpenseStore
    let parser: ExpenseParser
    let config: DaemonConfig
    let logger: Logger
    let hub = EventHub()
    let startedAt = ContinuousClock.now
    private let counters = Mutex<(connections: Int, total: Int)>((0, 0))

    public init(config: DaemonConfig, store: ExpenseStore, logger: Logger) {
        self.config = config
        self.store = store
        self.logger = logger
        parser = ExpenseParser(defaultCurrency: config.currency)
    }

    /// Today in the local time zone: what "yesterday" is relative to.
    func today() -> Day {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        return Day(year: parts.year!, month: parts.month!, day: parts.day!)!
    }

    func connectionOpened() -> UInt64 {
        counters.withLock { $0.connections += 1; $0.total += 1; return UInt64($0.total) }
    }

    func connectionClosed() { counters.withLock { $0.connections -= 1 } }

    var openConnections: Int { counters.withLock { $0.connections } }
}

/// Fans expense events out to subscribed connections. Each subscriber has a bounded
/// buffer: a subscriber that stops reading loses its oldest events, never stalls others.
final class EventHub: Sendable {
    static let bufferSize = 1024
    private let subscribers = Mutex<[UInt64: AsyncStream<String>.Continuation]>([:])

    func subscribe(_ id: UInt64) -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(Self.bufferSize))
        subscribers.withLock { $0[id]?.finish(); $0[id] = continuation }
        return stream
    }

    func unsubscribe(_ id: UInt64) {
        subscribers.withLock { $0.removeValue(forKey: id) }?.finish()
    }

    func publish(_ line: String) {
        for continuation in subscribers.withLock({ Array($0.values) }) { continuation.yield(line) }
    }

    var count: Int { subscribers.withLock { $0.count } }
}
