import Foundation
import SpendProtocol
import SpendStore

/// `backup` makes one consistent copy of the database through SQLite's online backup
/// API while the daemon runs, streamed to the client (or written to a path a script
/// names); `restore` checks an uploaded backup, keeps the current database as a backup in
/// `backups/` beside it, and replaces the data.
enum BackupCommands {
    static func backup(_ call: Invocation) async throws -> JSONValue {
        guard let path = call.arguments.string("path") else { return try await streamBackup(call) }
        guard path.hasPrefix("/") else { throw call.error(.badArguments, "path must be absolute (spend writes the file for you)") }
        try ProtectedPaths.checkTarget(path, call)
        let facts = try await write(call, to: path)
        return .object([("path", .string(path)), ("expenses", .int(facts.expenses)), ("schema", .string(facts.schema))])
    }

    /// Without a path the backup streams as `backup.data` events (base64), for the client
    /// to write wherever the user asked: the daemon's sandbox reaches only its own files.
    private static func streamBackup(_ call: Invocation) async throws -> JSONValue {
        let staging = call.session.uploads.stagingPath()
        defer { unlink(staging) }
        let facts = try await write(call, to: staging)
        guard let file = FileHandle(forReadingAtPath: staging) else {
            throw ProtocolError(code: "cannot_write", message: "Cannot read the backup back", id: call.request.id)
        }
        defer { try? file.close() }
        var bytes: Int64 = 0
        while let chunk = try file.read(upToCount: StagedUploads.chunkBytes), !chunk.isEmpty {
            try await call.emit("backup.data", [("data", .string(chunk.base64EncodedString()))])
            bytes += Int64(chunk.count)
        }
        return .object([("bytes", .int(bytes)), ("expenses", .int(facts.expenses)), ("schema", .string(facts.schema))])
    }

    private static func write(_ call: Invocation, to path: String) async throws -> ExpenseStore.BackupFacts {
        let facts: ExpenseStore.BackupFacts
        do { facts = try await call.daemon.store.backup(to: path) } catch let error as ExpenseStore.BackupError {
            throw ProtocolError(code: "cannot_write", message: error.description, id: call.request.id)
        }
        call.daemon.logger.info("backup written", metadata: ["expenses": "\(facts.expenses)"])
        return facts
    }

    static func restore(_ call: Invocation) async throws -> JSONValue {
        let source = try UploadCommands.source(call)
        defer { if let upload = source.upload { call.session.uploads.discard(upload) } }
        let daemon = call.daemon
        let keep = try keepPath(daemon)
        let facts: ExpenseStore.BackupFacts
        do {
            facts = try await daemon.store.restore(from: source.path, keepingCurrentAt: keep)
        } catch let error as ExpenseStore.BackupError {
            throw ProtocolError(code: "bad_backup", message: error.description.replacingOccurrences(of: source.path, with: source.name),
                                id: call.request.id)
        }
        try await daemon.reloadCategories()
        daemon.logger.notice("database restored", metadata: ["from": "\(source.name)", "previous": "\(keep)"])
        return .object([("restored", .string(source.name)), ("expenses", .int(facts.expenses)), ("previous_kept_at", .string(keep))])
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
