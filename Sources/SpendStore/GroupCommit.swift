import Foundation
import GRDB

/// Concurrent small writes share one transaction, and so one fsync: with
/// `synchronous = FULL` every commit waits for the disk (about half a millisecond here),
/// which would cap durable adds at the disk's commits per second whatever the number of
/// clients. Writes queue while a commit is in flight; the next commit takes them all.
/// A write that fails (a duplicate recording) is rolled back alone and the others still
/// commit, and none is answered before the commit that holds it is on disk.
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
            let errors = commitTogether(batch) ?? commitOneSavepointEach(batch)
            for (job, error) in zip(batch, errors) { job.finish(error) }
        }
    }

    /// A write that fails, carried out of the shared transaction so that it rolls back.
    private struct WriteFailed: Error { let error: Error }

    /// The batch in one transaction with no savepoints: FTS5 writes its pending index to
    /// a new segment at every savepoint, so a savepoint per write multiplied the pages a
    /// commit writes. Nil when one of the writes failed; the whole transaction is then
    /// rolled back, and a batch of several is run again with a savepoint each.
    private func commitTogether(_ batch: [Job]) -> [Error?]? {
        do {
            try pool.writeWithoutTransaction { db in
                try db.inTransaction(.immediate) {
                    for job in batch {
                        do { try job.work(db) } catch { throw WriteFailed(error: error) }
                    }
                    return .commit
                }
            }
            return Array(repeating: nil, count: batch.count)
        } catch let failed as WriteFailed {
            return batch.count == 1 ? [failed.error] : nil
        } catch {
            // The commit itself failed: nothing of the batch is stored.
            return Array(repeating: error, count: batch.count)
        }
    }

    /// Each write in its own savepoint, so the one that fails (a duplicate recording)
    /// is rolled back alone and the others still commit.
    private func commitOneSavepointEach(_ batch: [Job]) -> [Error?] {
        var errors = [Error?](repeating: nil, count: batch.count)
        do {
            try pool.writeWithoutTransaction { db in
                try db.inTransaction(.immediate) {
                    for (i, job) in batch.enumerated() {
                        do { try db.inSavepoint { try job.work(db); return .commit } } catch { errors[i] = error }
                    }
                    return .commit
                }
            }
        } catch {
            for i in errors.indices where errors[i] == nil { errors[i] = error }
        }
        return errors
    }
}
