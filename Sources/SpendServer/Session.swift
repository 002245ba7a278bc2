import NIOCore
import SpendProtocol
import Synchronization

/// One client connection: where its replies go and whether it listens for pushed events.
final class Session: Sendable {
    let id: UInt64
    /// Replies are written to the channel itself, each send waiting until its bytes are
    /// in the socket: the connection's task, its streaming requests and its pushed events
    /// then write in the order they send, and a reply that was sent cannot be left behind
    /// in a writer's buffer when the connection closes (it was, now and then, for a
    /// streaming answer that ended just before the last request of a half-closed input).
    /// Waiting for the socket is also the backpressure on a client that stops reading.
    private let channel: any Channel
    /// Files this connection sent for `import` or `restore`.
    let uploads: StagedUploads
    private let state = Mutex<State>(State())

    private struct State {
        var pushTask: Task<Void, Never>?
        /// Streaming requests still running, by request id ("" when sent without one);
        /// several may share an id, and each stays cancellable.
        var running: [UInt64: (key: String, cancel: @Sendable () -> Void)] = [:]
        var nextToken: UInt64 = 0
        var closing = false
    }

    init(id: UInt64, channel: any Channel, uploads: StagedUploads) {
        self.id = id
        self.channel = channel
        self.uploads = uploads
    }

    func send(_ line: String) async throws {
        try await send(ByteBuffer(string: line))
    }

    func send(_ lines: ByteBuffer) async throws {
        try await channel.writeAndFlush(lines)
    }

    /// Starts forwarding hub events to this connection.
    func subscribe(to hub: EventHub) {
        let stream = hub.subscribe(id)
        let task = Task { [self] in
            for await line in stream {
                do { try await send(line) } catch { break }
            }
        }
        state.withLock { $0.pushTask?.cancel(); $0.pushTask = task }
    }

    func unsubscribe(from hub: EventHub) {
        hub.unsubscribe(id)
        state.withLock { $0.pushTask?.cancel(); $0.pushTask = nil }
    }

    /// Whether a streaming request's time ran out; its task was then cancelled, and this
    /// tells that apart from a `cancel`.
    final class Deadline: Sendable {
        let limit: Duration
        private let passed = Mutex(false)
        init(_ limit: Duration) { self.limit = limit }
        var hasPassed: Bool { passed.withLock { $0 } }
        fileprivate func pass() { passed.withLock { $0 = true } }
    }

    /// The deadline of the streaming request running on this task, if it has one.
    @TaskLocal static var deadline: Deadline?

    /// Runs a streaming request as its own task so `cancel` can stop it by id, and so
    /// it stops when the connection's task is cancelled, or when `deadline` passes.
    func runStreaming<T: Sendable>(key: String, deadline: Duration?, _ body: @escaping @Sendable () async -> T) async -> T {
        let limit = deadline.map(Deadline.init)
        let task = Task { await Session.$deadline.withValue(limit) { await body() } }
        let timer = limit.map { limit in
            Task {
                try await Task.sleep(for: limit.limit)
                limit.pass()
                task.cancel()
            }
        }
        defer { timer?.cancel() }
        let cancel: @Sendable () -> Void = { task.cancel() }
        let token = state.withLock { state -> UInt64 in
            state.nextToken += 1
            state.running[state.nextToken] = (key, cancel)
            return state.nextToken
        }
        defer { state.withLock { _ = $0.running.removeValue(forKey: token) } }
        return await withTaskCancellationHandler { await task.value } onCancel: { task.cancel() }
    }

    /// Cancels the running requests with this id, or every one when `key` is nil.
    func cancel(key: String?) -> Int {
        let cancels = state.withLock { state in
            state.running.values.filter { key == nil || $0.key == key }.map(\.cancel)
        }
        cancels.forEach { $0() }
        return cancels.count
    }

    /// Set by `quit`: the connection closes after the reply.
    var isClosing: Bool {
        get { state.withLock { $0.closing } }
        set { state.withLock { $0.closing = newValue } }
    }
}

/// Reply lines held back to go out in one write.
struct ReplyBatch {
    private let session: Session
    private var lines = ByteBuffer()

    init(_ session: Session) { self.session = session }

    mutating func append(_ line: String) {
        lines.writeString(line)
    }

    mutating func flush() async throws {
        guard lines.readableBytes > 0 else { return }
        let ready = lines
        lines = ByteBuffer()
        try await session.send(ready)
    }
}
