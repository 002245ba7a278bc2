import Foundation
import SpendProtocol
import Synchronization

/// Files a client sends over its connection (`upload`), kept in a private directory beside
/// the database until `import` or `restore` takes them. The client reads the user's files
/// itself, so the daemon needs no access outside its data directory (its systemd unit
/// gives it none) and a path the client names is never resolved in the daemon's sandbox.
/// An upload belongs to its connection: another connection cannot name it, and it is
/// deleted when the connection closes.
public final class StagedUploads: Sendable {
    /// One upload may hold at most this much (a restore of a large database included).
    static let maximumBytes = 4 * 1024 * 1024 * 1024
    /// Decoded bytes per `upload` line: its base64 (4/3 larger) fits the 64 KiB line limit.
    static let chunkBytes = 45 * 1024

    private let directory: String
    private let files = Mutex<[String: Staged]>([:])

    private struct Staged {
        let path: String
        let fd: Int32
        var bytes: Int
    }

    init(directory: String) { self.directory = directory }

    /// Where a database's uploads are staged.
    public static func directory(forDatabase path: String) -> String { path + "-uploads" }

    /// Removes uploads a previous run left behind (it stopped while a client was sending).
    public static func sweep(directory: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where PrivateDirectory.isOwnFile(directory + "/" + name) { unlink(directory + "/" + name) }
    }

    /// Appends `data` to the upload `token`, or starts a new upload when `token` is nil.
    /// Returns the token and the upload's size so far.
    func append(_ data: Data, to token: String?, _ call: Invocation) throws -> (token: String, bytes: Int) {
        let id = call.request.id
        let (token, staged) = try files.withLock { files -> (String, Staged) in
            if let token {
                guard let staged = files[token] else {
                    throw ProtocolError(code: "not_found", message: "No upload '\(token)' on this connection", id: id)
                }
                return (token, staged)
            }
            return try open(&files, id: id)
        }
        guard staged.bytes + data.count <= Self.maximumBytes else {
            discard(token)
            throw ProtocolError(code: "too_long", message: "Uploads are limited to \(Self.maximumBytes >> 20) MiB", id: id)
        }
        try write(data, to: staged.fd, id: id)
        let total = files.withLock { files -> Int in
            files[token]?.bytes += data.count
            return files[token]?.bytes ?? 0
        }
        return (token, total)
    }

    /// Hands the upload's file to the caller, who reads it and then calls `discard`.
    func path(of token: String, _ call: Invocation) throws -> String {
        guard let path = files.withLock({ $0[token]?.path }) else {
            throw ProtocolError(code: "not_found", message: "No upload '\(token)' on this connection (send it with upload first)",
                                id: call.request.id)
        }
        return path
    }

    /// A fresh name in the staging directory, for a file the daemon writes for this
    /// connection (a backup on its way to the client); the caller removes it.
    func stagingPath() -> String {
        try? PrivateDirectory.prepare(directory, for: "uploads")
        return directory + "/" + UUID().uuidString.lowercased()
    }

    func discard(_ token: String) {
        guard let staged = files.withLock({ $0.removeValue(forKey: token) }) else { return }
        close(staged.fd)
        unlink(staged.path)
    }

    /// At the connection's end: nothing a client sent outlives it.
    func discardAll() {
        let all = files.withLock { files -> [Staged] in
            defer { files.removeAll() }
            return Array(files.values)
        }
        for staged in all {
            close(staged.fd)
            unlink(staged.path)
        }
    }

    private func open(_ files: inout [String: Staged], id: JSONValue?) throws -> (String, Staged) {
        do { try PrivateDirectory.prepare(directory, for: "uploads") } catch {
            throw ProtocolError(code: "cannot_write", message: "\(error)", id: id)
        }
        let token = UUID().uuidString.lowercased()
        let path = directory + "/" + token
        let fd = Foundation.open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            throw ProtocolError(code: "cannot_write", message: "Cannot stage an upload in \(directory): \(String(cString: strerror(errno)))", id: id)
        }
        let staged = Staged(path: path, fd: fd, bytes: 0)
        files[token] = staged
        return (token, staged)
    }

    private func write(_ data: Data, to fd: Int32, id: JSONValue?) throws {
        try data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else {
                    throw ProtocolError(code: "cannot_write", message: "Cannot stage the upload: \(String(cString: strerror(errno)))", id: id)
                }
                offset += written
            }
        }
    }
}
