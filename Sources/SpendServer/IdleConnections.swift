import NIOCore
import SpendProtocol
import Synchronization

/// When a connection last sent a request, and how many of its requests are running: an
/// idle connection holds a file descriptor and a task, so one that sends nothing for
/// `idle_timeout` is told why and closed (a thousand forgotten `socat`s must not lock
/// everyone out). Subscribers (`spend watch`, a status bar) wait for events by design and
/// are never dropped; neither is a connection whose request is still running.
final class ConnectionActivity: Sendable {
    private struct State {
        var last = ContinuousClock.now
        var running = 0
    }
    private let state = Mutex(State())

    func begin() { state.withLock { $0.last = .now; $0.running += 1 } }
    func end() { state.withLock { $0.last = .now; $0.running -= 1 } }
    /// A request answered as it was read.
    func touch() { state.withLock { $0.last = .now } }

    /// How long the connection has been idle, or nil while a request runs.
    var idleFor: Duration? {
        state.withLock { $0.running > 0 ? nil : ContinuousClock.now - $0.last }
    }

    /// Closes `channel` once it has been idle for `limit`, checking a few times per limit.
    func watch(_ channel: any Channel, limit: Duration, isSubscribed: @escaping @Sendable () -> Bool,
               tell: @escaping @Sendable (String) async -> Void) async {
        while !Task.isCancelled {
            let idle = idleFor ?? .zero
            let wait = idle >= limit ? limit : limit - idle
            do { try await Task.sleep(for: min(wait, limit / 4) + .milliseconds(10)) } catch { return }
            guard let idle = idleFor, idle >= limit, !isSubscribed() else { continue }
            let seconds = limit.components.seconds
            await tell(ResponseLine.error(ProtocolError(.idleTimeout,
                "Closed after \(seconds) s without a request (idle_timeout); connect again to go on"), id: nil))
            try? await channel.close()
            return
        }
    }
}
