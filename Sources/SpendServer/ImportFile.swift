import Foundation
import SpendBooks
import SpendProtocol

/// A file for import (an upload, or a path a script names): a regular file only (a FIFO
/// or a device would block or never end), at most `limit` bytes, read a piece at a time
/// from the start on each of the importer's two passes. Reads happen on threads of their
/// own (`offPool`, or the store's writer), so a slow disk never holds up the cooperative
/// pool the other clients are served from.
struct ImportFile: StatementBytes, Sendable {
    /// Bytes read at a time: the importer holds this much of the file, not the file.
    static let chunkBytes = 1 << 16

    private let descriptor: Int32
    private let name: String
    private let limit: Int
    private let id: JSONValue?

    static func open(_ path: String, name: String, limit: Int, _ call: Invocation) async throws -> ImportFile {
        let id = call.request.id
        return try await offPool { try openNow(path, name: name, limit: limit, id: id) }
    }

    /// Runs `work` on a dispatch thread and waits for it without blocking the pool.
    static func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async { continuation.resume(with: Result { try work() }) }
        }
    }

    private static func openNow(_ path: String, name: String, limit: Int, id: JSONValue?) throws -> ImportFile {
        func fail(_ message: String) -> ProtocolError { ProtocolError(code: "cannot_read", message: message, id: id) }
        // O_NONBLOCK: opening a FIFO with no writer must not wait for one.
        let fd = Foundation.open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw fail("Cannot read \(name): \(String(cString: strerror(errno)))") }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let message = "Cannot read \(name): \(String(cString: strerror(errno)))"
            Foundation.close(fd)
            throw fail(message)
        }
        let refusal: String? = switch info.st_mode & S_IFMT {
        case S_IFREG: Int(info.st_size) > limit
            ? "\(name) is \(Int(info.st_size) / 1_048_576) MiB; imports are limited to \(limit / 1_048_576) MiB" : nil
        case S_IFDIR: "\(name) is a directory, not a CSV file"
        case S_IFIFO: "\(name) is a pipe, not a file: save the data to a file and import that"
        default: "\(name) is a device or socket, not a CSV file"
        }
        if let refusal {
            Foundation.close(fd)
            throw fail(refusal)
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return ImportFile(descriptor: fd, name: name, limit: limit, id: id)
    }

    func chunks(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.chunkBytes, alignment: 16)
        defer { buffer.deallocate() }
        var offset = 0
        while true {
            let count = pread(descriptor, buffer.baseAddress!, buffer.count, off_t(offset))
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else {
                throw ProtocolError(code: "cannot_read", message: "Cannot read \(name): \(String(cString: strerror(errno)))", id: id)
            }
            if count == 0 { return }
            offset += count
            // The file grew while being read: read on up to the limit only.
            guard offset <= limit else {
                throw ProtocolError(code: "cannot_read", message: "\(name) is larger than \(limit / 1_048_576) MiB; imports are limited to that", id: id)
            }
            try body(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
        }
    }

    func close() { Foundation.close(descriptor) }
}
