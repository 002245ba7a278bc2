import NIOCore

/// Runs a connection's task on its channel's event loop. A request that answers from
/// memory (`parse`, `ping`) then goes from the socket read to its reply on one thread:
/// with Swift's shared pool it woke a pool thread for the request and the event loop
/// again for the write, two thread switches that were most of a round trip. Every other
/// request runs on Swift's pool (`SocketServer.readRequests`), so a long one never holds
/// up the connections that share its loop.
final class EventLoopTaskExecutor: TaskExecutor {
    private let loop: any EventLoop

    init(_ loop: any EventLoop) { self.loop = loop }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        loop.execute { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
