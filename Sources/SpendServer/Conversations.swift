import SpendChatClient
import Synchronization

/// What the assistant remembers: the recent turns of each conversation. A connection
/// has its own; a named one ("conversation":"kitchen") outlives the connection, so a
/// chat client can resume it. Bounded, so memory does not grow with use.
final class Conversations: Sendable {
    static let turnsKept = 20
    static let namedKept = 100

    private let store = Mutex<(turns: [String: [ChatMessage]], order: [String])>(([:], []))

    static func key(session: UInt64, name: String?) -> String {
        name.map { "named:" + $0 } ?? "session:\(session)"
    }

    func history(_ key: String) -> [ChatMessage] {
        store.withLock { $0.turns[key] ?? [] }
    }

    func append(_ key: String, _ messages: [ChatMessage]) {
        store.withLock { state in
            state.turns[key, default: []] += messages
            state.turns[key] = Array(state.turns[key]!.suffix(Self.turnsKept))
            state.order.removeAll { $0 == key }
            state.order.append(key)
            while state.order.count > Self.namedKept { state.turns.removeValue(forKey: state.order.removeFirst()) }
        }
    }

    func reset(_ key: String) {
        store.withLock { state in
            state.turns.removeValue(forKey: key)
            state.order.removeAll { $0 == key }
        }
    }
}
