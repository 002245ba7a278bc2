import Foundation

/// The time limits of one request: `startTimeout` until the response head and the first bytes
/// of the body, then `idleTimeout` between reads. `watch()` runs beside the request and throws
/// a `timeout` ChatError when a limit passes; racing it in a task group cancels the request,
/// which closes the HTTP connection.
final class StreamWatchdog: @unchecked Sendable {
    enum Phase: Equatable {
        case waitingForHead
        case waitingForBody
        case streaming
        case finished
    }

    /// AsyncHTTPClient's own deadline covers the head and reports a refused connection as such;
    /// the watchdog's copy of that deadline comes a little later as a safety net.
    private static let headGrace: Duration = .seconds(1)
    /// How late a timeout may be noticed at most.
    private static let slice: Duration = .milliseconds(100)

    private let lock = NSLock()
    private let start: ContinuousClock.Instant
    private let startTimeout: Duration
    private let idleTimeout: Duration
    private var deadline: ContinuousClock.Instant
    private var phase: Phase = .waitingForHead

    init(startTimeout: Duration, idleTimeout: Duration) {
        self.start = .now
        self.startTimeout = startTimeout
        self.idleTimeout = idleTimeout
        self.deadline = start + startTimeout + Self.headGrace
    }

    var currentPhase: Phase { lock.withLock { phase } }

    /// The response head arrived: the first event is due by the same start deadline.
    func headReceived() {
        lock.withLock {
            if phase == .waitingForHead {
                phase = .waitingForBody
                deadline = start + startTimeout
            }
        }
    }

    /// Bytes arrived: the next ones are due within `idleTimeout`.
    func activity() {
        lock.withLock {
            if phase != .finished { phase = .streaming }
            deadline = .now + idleTimeout
        }
    }

    /// The answer is complete (finish_reason seen); what follows is only usage and `[DONE]`.
    func markFinished() {
        lock.withLock { phase = .finished }
    }

    func watch() async throws {
        while true {
            let (due, phase) = lock.withLock { (deadline, self.phase) }
            if ContinuousClock.now >= due { throw timeoutError(phase) }
            // Sleep in short slices: a deadline can move earlier (the idle limit after the
            // first bytes may be shorter than what is left of the start limit).
            let wake = min(due, ContinuousClock.now + Self.slice)
            try await Task.sleep(until: wake, tolerance: .milliseconds(5), clock: .continuous)
        }
    }

    func timeoutError(_ phase: Phase? = nil) -> ChatError {
        switch phase ?? currentPhase {
        case .waitingForHead, .waitingForBody:
            ChatError(code: "timeout",
                      message: "The chat endpoint did not start answering within \(Self.describe(startTimeout))")
        case .streaming, .finished:
            ChatError(code: "timeout",
                      message: "The chat endpoint went silent for more than \(Self.describe(idleTimeout))")
        }
    }

    static func describe(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        if attoseconds == 0 { return "\(seconds) s" }
        let millis = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        return millis % 1000 == 0 ? "\(millis / 1000) s" : "\(millis) ms"
    }
}

/// Runs `body` while `watchdog` watches it; whichever ends first wins and the other is cancelled.
func withWatchdog<T: Sendable>(
    _ watchdog: StreamWatchdog,
    _ body: @escaping @Sendable () async throws -> T
) async throws -> T {
    try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask { try await body() }
        group.addTask {
            try await watchdog.watch()
            return nil
        }
        defer { group.cancelAll() }
        while let result = try await group.next() {
            if let value = result { return value }
        }
        throw CancellationError()
    }
}
