import Foundation
import GRDB

/// Backups through SQLite's online backup API: one consistent file while the daemon
/// keeps writing, which copying `spend.sqlite` (without its WAL) is not. A restore checks
/// the file first and keeps the current database as a backup before replacing it.
extension ExpenseStore {
    public struct BackupFacts: Sendable {
        public let expenses: Int
        /// The newest migration the file has: which version of Spend wrote it.
        public let schema: String
    }

    public struct BackupError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Writes a consistent copy of the whole database to `path`: a temporary file beside
    /// it, made self-contained (no WAL), fsynced, then renamed over the target.
    public func backup(to path: String) async throws -> BackupFacts {
        let pool = self.pool
        return try await Self.offPool {
            let temporary = (path as NSString).deletingLastPathComponent + "/." + (path as NSString).lastPathComponent
                + ".spend-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            do {
                let destination = try DatabaseQueue(path: temporary)
                try pool.backup(to: destination)
                try destination.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = DELETE") }
                try destination.close()
                try Self.sync(temporary)
                guard rename(temporary, path) == 0 else {
                    throw BackupError(description: "cannot replace \(path): \(String(cString: strerror(errno)))")
                }
                try Self.sync((path as NSString).deletingLastPathComponent)
            } catch {
                unlink(temporary)
                throw error
            }
            return try Self.check(backup: path)
        }
    }

    /// Whether `path` is a Spend database this version can restore: SQLite, intact
    /// (`integrity_check`), and made by migrations this version knows.
    public static func check(backup path: String) throws -> BackupFacts {
        // A pipe or device would block SQLite's open, or never end.
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw BackupError(description: "\(path) is not a Spend backup (not a regular file)")
        }
        var configuration = Configuration()
        configuration.readonly = true
        let queue: DatabaseQueue
        do { queue = try DatabaseQueue(path: path, configuration: configuration) } catch {
            let header = FileHandle(forReadingAtPath: path)?.readData(ofLength: 16)
            if header == Data("SQLite format 3\0".utf8) { throw BackupError(description: "\(path) is damaged (\(error))") }
            throw BackupError(description: "\(path) is not a Spend backup (not an SQLite database)")
        }
        defer { try? queue.close() }
        return try queue.read { db in
            let integrity = (try? String.fetchAll(db, sql: "PRAGMA integrity_check")) ?? ["not a database"]
            guard integrity == ["ok"] else {
                throw BackupError(description: "\(path) is damaged (integrity check: \(integrity.prefix(3).joined(separator: "; ")))")
            }
            guard try db.tableExists("grdb_migrations"), try db.tableExists("expenses") else {
                throw BackupError(description: "\(path) is an SQLite file but not a Spend database")
            }
            let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
            let known = Schema.migrator.migrations
            if let unknown = applied.first(where: { !known.contains($0) }) {
                throw BackupError(description: "\(path) was written by a newer Spend (migration '\(unknown)'): upgrade Spend to restore it")
            }
            let schema = known.last { applied.contains($0) } ?? "none"
            return BackupFacts(expenses: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM expenses") ?? 0, schema: schema)
        }
    }

    /// Replaces the whole database with the backup at `path`, after checking it and
    /// writing the current database to `keep`. An older backup is migrated forward.
    public func restore(from path: String, keepingCurrentAt keep: String) async throws -> BackupFacts {
        let facts = try Self.check(backup: path)
        _ = try await backup(to: keep)
        let pool = self.pool
        try await Self.offPool {
            var configuration = Configuration()
            configuration.readonly = true
            let source = try DatabaseQueue(path: path, configuration: configuration)
            defer { try? source.close() }
            try source.backup(to: pool)
            try Schema.migrator.migrate(pool)
            try pool.writeWithoutTransaction { db in _ = try db.checkpoint(.truncate) }
        }
        return facts
    }

    /// Backups block on the disk: run them on a thread of their own.
    private static func offPool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async { continuation.resume(with: Result { try body() }) }
        }
    }

    private static func sync(_ path: String) throws {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw BackupError(description: "cannot open \(path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        guard fsync(fd) == 0 else { throw BackupError(description: "cannot sync \(path): \(String(cString: strerror(errno)))") }
    }
}
