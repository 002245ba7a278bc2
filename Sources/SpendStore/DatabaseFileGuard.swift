import Foundation
import GRDB
import GRDBSQLite

/// Refuses a commit when the database file is no longer at its path (moved, renamed or
/// deleted under the daemon): SQLite would still write to the open file and the write
/// be acknowledged, only for the next start to open, or create, another file. Checked
/// with SQLite's own `SQLITE_FCNTL_HAS_MOVED` (a stat of the path against the open file)
/// just before each commit, where a thrown error rolls the transaction back.
final class DatabaseFileGuard: TransactionObserver {
    private let connection: OpaquePointer?
    private let path: String

    init(_ db: Database, path: String) {
        connection = db.sqliteConnection
        self.path = path
    }

    func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { false }
    func databaseDidChange(with event: DatabaseEvent) {}
    func databaseDidCommit(_ db: Database) {}
    func databaseDidRollback(_ db: Database) {}

    func databaseWillCommit() throws {
        var moved: Int32 = 0
        guard sqlite3_file_control(connection, "main", SQLITE_FCNTL_HAS_MOVED, &moved) == SQLITE_OK, moved == 0 else {
            throw StoreError.databaseMoved(path: path)
        }
    }
}
