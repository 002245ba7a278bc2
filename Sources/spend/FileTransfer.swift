import ArgumentParser
import Foundation
import SpendClient
import SpendProtocol

/// The client reads and writes the user's files itself and streams them over the socket.
/// spendd runs sandboxed (a private /tmp, a read-only home but for its data directory), so
/// a path it opened itself could be a /tmp nobody else sees, or not writable at all.
enum FileTransfer {
    /// Bytes per `upload` line: their base64 fits the daemon's 64 KiB line limit.
    static let chunkBytes = 45 * 1024
    /// Files at least this large show progress on a terminal.
    static let progressBytes = 8 << 20

    /// Sends `file` (or standard input for "-") as `upload` lines on `connection` and
    /// returns the upload's token. Pipes work too (`spend import <(curl …)`).
    static func upload(_ file: String, limit: Int, on connection: LineConnection, _ global: GlobalOptions) throws -> String {
        let fd = file == "-" ? STDIN_FILENO : open(file, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw failure(66, "cannot read \(file): \(String(cString: strerror(errno)))") }
        defer { if fd != STDIN_FILENO { close(fd) } }
        var info = stat()
        if fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { throw failure(66, "\(file) is a directory, not a file") }
        let size = info.st_mode & S_IFMT == S_IFREG ? Int(info.st_size) : nil
        if let size, size > limit { throw failure(65, "\(file) is \(size >> 20) MiB; the limit is \(limit >> 20) MiB") }
        let progress = size.map { $0 >= progressBytes && isatty(STDERR_FILENO) == 1 } ?? false
        var token: String?
        var total = 0
        var buffer = [UInt8](repeating: 0, count: chunkBytes)
        while true {
            let count = try readFully(fd, &buffer, file)
            total += count
            guard total <= limit else { throw failure(65, "\(file) is larger than \(limit >> 20) MiB, the limit") }
            var fields: [(String, JSONValue)] = [("cmd", .string("upload")),
                                                 ("data", .string(Data(buffer[0..<count]).base64EncodedString()))]
            if let token { fields.append(("upload", .string(token))) }
            token = try global.quiet.call(fields, on: connection)["upload"]?.stringValue
            if progress, let size {
                FileHandle.standardError.write(Data("\rSending \(file)… \(total * 100 / max(size, 1))%".utf8))
            }
            if count < chunkBytes { break }
        }
        if progress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        guard let token else { throw failure(69, "spendd did not accept the upload") }
        return token
    }

    /// The daemon's own files, from its `status`, so nothing is written over them.
    static func daemonFiles(on connection: LineConnection, _ global: GlobalOptions) throws -> DaemonFiles {
        let status = try global.quiet.call([("cmd", .string("status"))], on: connection)
        return DaemonFiles(database: status["database"]?.stringValue ?? "", socket: status["socket"]?.stringValue ?? global.socketPath,
                           spool: status["voice_spool"]?.stringValue, config: status["config"]?.stringValue)
    }

    /// A file the user asked for, checked against the daemon's own files.
    static func target(_ file: String, on connection: LineConnection, _ global: GlobalOptions) throws -> AtomicFile {
        let path = absolutePath(file)
        if let refusal = try daemonFiles(on: connection, global).refusal(toWrite: path) { throw failure(73, refusal) }
        return try AtomicFile(path)
    }

    /// Sends `fields` and writes the base64 `data` of its `event` lines to `file` (whole or
    /// not at all: see `AtomicFile`); returns the final result.
    static func download(_ fields: [(String, JSONValue)], event: String, to file: String, on connection: LineConnection,
                         _ global: GlobalOptions) throws -> (result: JSONValue, path: String) {
        let target = try target(file, on: connection, global)
        let result: JSONValue
        do {
            result = try global.call(fields, data: true, on: connection) { reply in
                guard let text = reply.value["data"]?.stringValue else { return }
                guard let bytes = Data(base64Encoded: text) else { return target.fail("spendd sent a damaged \(event) line") }
                target.write(bytes)
            }
        } catch {
            target.abandon()
            throw error
        }
        try target.commit()
        return (result, target.path)
    }

    private static func readFully(_ fd: Int32, _ buffer: inout [UInt8], _ file: String) throws -> Int {
        var filled = 0
        while filled < buffer.count {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw failure(74, "cannot read \(file): \(String(cString: strerror(errno)))") }
            if count == 0 { break }
            filled += count
        }
        return filled
    }

    /// Prints `message` and gives the exit code (sysexits) to throw.
    static func failure(_ code: Int32, _ message: String) -> ExitCode {
        Terminal.error(message)
        return ExitCode(code)
    }
}

/// A file written whole or not at all: written beside the target under a temporary name,
/// synced, renamed over it and its directory synced, so a crash or a failed export leaves
/// the old file or the new one, never half of one. Private (0600): it holds the user's
/// spending.
final class AtomicFile {
    let path: String
    private let temporary: String
    private let fd: Int32
    private var failed: String?
    private(set) var bytes = 0

    init(_ path: String) throws {
        self.path = path
        let directory = (path as NSString).deletingLastPathComponent
        temporary = directory + "/." + (path as NSString).lastPathComponent + ".spend-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw FileTransfer.failure(73, "cannot write in \(directory): \(String(cString: strerror(errno)))") }
    }

    /// Appends; the first error is kept and reported by `commit`.
    func write(_ data: Data) {
        guard failed == nil else { return }
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else {
                    failed = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        bytes += data.count
    }

    func fail(_ reason: String) {
        if failed == nil { failed = reason }
    }

    func commit() throws {
        if failed == nil, fsync(fd) != 0 { failed = String(cString: strerror(errno)) }
        close(fd)
        if let failed {
            unlink(temporary)
            throw FileTransfer.failure(74, "cannot write \(path): \(failed)")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw FileTransfer.failure(73, "cannot replace \(path): \(reason)")
        }
        let directory = open((path as NSString).deletingLastPathComponent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directory >= 0 {
            fsync(directory)
            close(directory)
        }
    }

    /// After a failed request: the target is untouched.
    func abandon() {
        close(fd)
        unlink(temporary)
    }
}
