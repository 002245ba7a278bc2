import Foundation
import Logging
import SpendChatClient
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
    /// The configured language model, or nil for the built-in assistant.
    let chat: ChatClient?
    let conversations = Conversations()
    let startedAt = ContinuousClock.now
    private let counters = Mutex<(connections: Int, total: Int)>((0, 0))

    public init(config: DaemonConfig, store: ExpenseStore, logger: Logger, chat: ChatClient? = nil) {
        self.config = config
        self.store = store
        self.logger = logger
        self.chat = chat
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
