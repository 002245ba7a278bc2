import Foundation
import SpendProtocol
import SpendStore

/// `backup` writes one consistent copy of the database through SQLite's online backup
/// API while the daemon runs; `restore` checks a backup, keeps the current database as a
/// backup in `backups/` beside it, and replaces the data.
enum BackupCommands {
    static func backup(_ call: Invocation) async throws -> JSONValue {
        let path = try absolute(call)
        try ProtectedPaths.checkTarget(path, call)
        let facts: ExpenseStore.BackupFacts
        do { facts = try await call.daemon.store.backup(to: path) } catch let error as ExpenseStore.BackupError {
            throw ProtocolError(code: "cannot_write", message: error.description, id: call.request.id)
        }
        call.daemon.logger.info("backup written", metadata: ["path": "\(path)", "expenses": "\(facts.expenses)"])
        return .object([("path", .string(path)), ("expenses", .int(facts.expenses)), ("schema", .string(facts.schema))])
    }

    static func restore(_ call: Invocation) async throws -> JSONValue {
        let path = try absolute(call)
        let daemon = call.daemon
        let keep = try keepPath(daemon)
        let facts: ExpenseStore.BackupFacts
        do {
            facts = try await daemon.store.restore(from: path, keepingCurrentAt: keep)
        } catch let error as ExpenseStore.BackupError {
            throw ProtocolError(code: "bad_backup", message: error.description, id: call.request.id)
        }
        try await daemon.reloadCategories()
        daemon.logger.notice("database restored", metadata: ["from": "\(path)", "previous": "\(keep)"])
        return .object([("restored", .string(path)), ("expenses", .int(facts.expenses)), ("previous_kept_at", .string(keep))])
    }

    private static func absolute(_ call: Invocation) throws -> String {
        let path = call.arguments.string("path")!
        guard path.hasPrefix("/") else { throw call.error(.badArguments, "path must be absolute (spend resolves it for you)") }
        return path
    }

    /// `backups/before-restore-<UTC time>.sqlite` beside the database, in a 0700 directory.
    private static func keepPath(_ daemon: Daemon) throws -> String {
        let directory = (daemon.config.databasePath as NSString).deletingLastPathComponent + "/backups"
        if mkdir(directory, 0o700) != 0, errno != EEXIST {
            throw ProtocolError(code: "cannot_write", message: "cannot create \(directory): \(String(cString: strerror(errno)))", id: nil)
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return directory + "/before-restore-\(formatter.string(from: Date())).sqlite"
    }
}
