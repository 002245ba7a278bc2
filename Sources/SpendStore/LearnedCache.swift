import GRDB
import SpendCore
import Synchronization

/// The learned preferences, read once and kept until a committed transaction changes
/// `category_corrections`: every parse and add needs them, and only corrections, `forget`
/// and category renames and deletions change them. SQLite tells this observer about every
/// such write on the store's connection, so no write method can forget to invalidate.
/// Writes by another process to the same file are not seen until a restart.
final class LearnedCache: TransactionObserver, Sendable {
    private struct State {
        var value: LearnedPreferences?
        /// Bumped by every commit that changed the table: a read that began before it
        /// may hold the old rows, so it must not fill the cache.
        var generation = 0
        var changedInTransaction = false
    }

    private let state = Mutex(State())

    /// The cached preferences, or nil and the generation a fresh read must present.
    func current() -> (LearnedPreferences?, Int) { state.withLock { ($0.value, $0.generation) } }

    func fill(_ value: LearnedPreferences, readAt generation: Int) {
        state.withLock { if $0.generation == generation { $0.value = value } }
    }

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { eventKind.tableName == "category_corrections" }
    func databaseDidChange() { state.withLock { $0.changedInTransaction = true } }
    func databaseDidChange(with event: DatabaseEvent) { state.withLock { $0.changedInTransaction = true } }
    func databaseDidRollback(_ db: Database) { state.withLock { $0.changedInTransaction = false } }

    func databaseDidCommit(_ db: Database) {
        state.withLock { state in
            guard state.changedInTransaction else { return }
            state = State(value: nil, generation: state.generation + 1, changedInTransaction: false)
        }
    }
}
