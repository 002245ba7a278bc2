import GRDB
import Synchronization

/// A value read from one table, kept until a committed transaction changes that table:
/// every add needs the learned preferences and the goals' names, and few writes change
/// them. SQLite tells this observer about every such write on the store's connections,
/// so no write method can forget to invalidate. Writes by another process to the same
/// file are not seen until a restart.
final class TableCache<Value: Sendable>: TransactionObserver, Sendable {
    private struct State {
        var value: Value?
        /// Bumped by every commit that changed the table: a read that began before it
        /// may hold the old rows, so it must not fill the cache.
        var generation = 0
        var changedInTransaction = false
    }

    private let table: String
    private let state = Mutex(State())

    init(table: String) { self.table = table }

    /// The cached value, or nil and the generation a fresh read must present.
    func current() -> (Value?, Int) { state.withLock { ($0.value, $0.generation) } }

    private func fill(_ value: Value, readAt generation: Int) {
        state.withLock { if $0.generation == generation { $0.value = value } }
    }

    /// The cached value, or `read`'s, kept unless a commit changed the table meanwhile.
    func value(reading read: () async throws -> Value) async rethrows -> Value {
        let (cached, generation) = current()
        if let cached { return cached }
        let fresh = try await read()
        fill(fresh, readAt: generation)
        return fresh
    }

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { eventKind.tableName == table }
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
