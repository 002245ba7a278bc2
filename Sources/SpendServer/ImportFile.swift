import Foundation
import SpendProtocol

/// Reads a file for import (an upload, or a path a script names): a regular file only (a
/// FIFO or a device would block or never end), at most `limit` bytes, on a thread of its
/// own so a slow disk never holds up the cooperative pool the other clients are served from.
enum ImportFile {
    static func read(_ path: String, name: String, limit: Int, _ call: Invocation) async throws -> Data {
        let id = call.request.id
        return try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                continuation.resume(with: Result { try readNow(path, name: name, limit: limit, id: id) })
            }
        }
    }

    private static func readNow(_ path: String, name: String, limit: Int, id: JSONValue?) throws -> Data {
        func fail(_ message: String) -> ProtocolError { ProtocolError(code: "cannot_read", message: message, id: id) }
        // O_NONBLOCK: opening a FIFO with no writer must not wait for one.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw fail("Cannot read \(name): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw fail("Cannot read \(name): \(String(cString: strerror(errno)))") }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw fail("\(name) is a directory, not a CSV file")
        case S_IFIFO: throw fail("\(name) is a pipe, not a file: save the data to a file and import that")
        default: throw fail("\(name) is a device or socket, not a CSV file")
        }
        guard Int(info.st_size) <= limit else {
            throw fail("\(name) is \(Int(info.st_size) / 1_048_576) MiB; imports are limited to \(limit / 1_048_576) MiB")
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        var data = Data(count: Int(info.st_size))
        var total = 0
        let chunk = 1 << 20
        while true {
            if total == data.count {
                // The file grew while being read: read on up to the limit.
                guard total < limit else { throw fail("\(name) is larger than \(limit / 1_048_576) MiB; imports are limited to that") }
                data.count = min(limit, total + chunk)
            }
            let count = data.withUnsafeMutableBytes { buffer in
                Foundation.read(fd, buffer.baseAddress! + total, buffer.count - total)
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw fail("Cannot read \(name): \(String(cString: strerror(errno)))") }
            if count == 0 { break }
            total += count
        }
        data.count = total
        return data
    }
}
