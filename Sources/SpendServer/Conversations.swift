import SpendChatClient
import SpendQuery
import Synchronization

/// What the assistant remembers: the recent turns of each conversation. A connection
/// has its own; a named one ("conversation":"kitchen") outlives the connection, so a
/// chat client can resume it. Bounded, so memory does not grow with use.
final class Conversations: Sendable {
    static let turnsKept = 20
    static let namedKept = 100

    private let store = Mutex<(turns: [String: [ChatMessage]], queries: [String: SpendingQuery], order: [String])>(([:], [:], []))

    static func key(session: UInt64, name: String?) -> String {
        name.map { "named:" + $0 } ?? "session:\(session)"
    }

    func history(_ key: String) -> [ChatMessage] {
        store.withLock { $0.turns[key] ?? [] }
    }

    /// The last spending query of the conversation, which a follow-up changes in part.
    func lastQuery(_ key: String) -> SpendingQuery? {
        store.withLock { $0.queries[key] }
    }

    /// A turn, and the query it answered (nil keeps the one before: "any unusual
    /// expenses?" between two spending questions does not break the thread).
    func append(_ key: String, _ messages: [ChatMessage], query: SpendingQuery? = nil) {
        store.withLock { state in
            if let query { state.queries[key] = query }
            state.turns[key, default: []] += messages
            state.turns[key] = Array(state.turns[key]!.suffix(Self.turnsKept))
            state.order.removeAll { $0 == key }
            state.order.append(key)
            while state.order.count > Self.namedKept {
                let oldest = state.order.removeFirst()
                state.turns.removeValue(forKey: oldest)
                state.queries.removeValue(forKey: oldest)
            }
        }
    }

    func reset(_ key: String) {
        store.withLock { state in
            state.turns.removeValue(forKey: key)
            state.queries.removeValue(forKey: key)
            state.order.removeAll { $0 == key }
        }
    }
}
