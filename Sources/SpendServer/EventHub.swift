import Synchronization

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

    func isSubscribed(_ id: UInt64) -> Bool { subscribers.withLock { $0[id] != nil } }
}
