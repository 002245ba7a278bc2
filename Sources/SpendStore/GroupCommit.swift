import Foundation
import GRDB

/// Concurrent small writes share one transaction, and so one fsync: with
/// `synchronous = FULL` every commit waits for the disk (about half a millisecond here),
/// which would cap durable adds at the disk's commits per second whatever the number of
/// clients. Writes queue while a commit is in flight; the next commit takes them all.
/// Each write runs in its own savepoint, so one that fails (a duplicate recording) is
/// rolled back alone, and none is answered before the commit that holds it is on disk.
final class GroupCommit: @unchecked Sendable {
    private struct Job {
        let work: (Database) throws -> Void
        let finish: (Error?) -> Void
    }

    /// A box for a write's value, set inside the transaction and read after its commit.
    private final class Outcome<T>: @unchecked Sendable { var value: T? }

    /// Writes per transaction, so one commit never holds the writer for long.
    static let batchLimit = 512

    private let pool: DatabasePool
    private let lock = NSLock()
    private var queue: [Job] = []
    private var draining = false
    /// The commits run here, never on Swift's cooperative threads: a commit blocks on fsync.
    private let thread = DispatchQueue(label: "spend.group-commit")

    init(pool: DatabasePool) { self.pool = pool }

    func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        let outcome = Outcome<T>()
        return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, Error>) in
            let job = Job(work: { db in outcome.value = try body(db) }, finish: { error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume(returning: outcome.value!) }
            })
            lock.lock()
            queue.append(job)
            let start = !draining
            draining = true
            lock.unlock()
            if start { thread.async { self.drain() } }
        }
    }

    private func drain() {
        while true {
            lock.lock()
            let batch = Array(queue.prefix(Self.batchLimit))
            queue.removeFirst(batch.count)
            if batch.isEmpty { draining = false }
            lock.unlock()
            if batch.isEmpty { return }
            var errors = [Error?](repeating: nil, count: batch.count)
            do {
                try pool.writeWithoutTransaction { db in
                    try db.inTransaction(.immediate) {
                        // A write alone in its commit needs no savepoint: its failure rolls
                        // back the transaction, which holds nothing else.
                        if batch.count == 1 {
                            try batch[0].work(db)
                            return .commit
                        }
                        for (i, job) in batch.enumerated() {
                            do { try db.inSavepoint { try job.work(db); return .commit } } catch { errors[i] = error }
                        }
                        return .commit
                    }
                }
            } catch {
                // The commit itself failed: nothing of the batch is stored.
                for i in errors.indices where errors[i] == nil { errors[i] = error }
            }
            for (job, error) in zip(batch, errors) { job.finish(error) }
        }
    }
}
