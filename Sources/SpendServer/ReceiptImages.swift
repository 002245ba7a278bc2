import Crypto
import Foundation
import SpendReceipts

/// Receipt photos, stored once each under the data directory (`<database>-receipts`),
/// named by the SHA-256 of their bytes: the same photo added twice is one file. Written
/// whole (temporary name, fsync, rename, directory fsync) and private (0600).
struct ReceiptImages: Sendable {
    let directory: String

    static func directory(forDatabase path: String) -> String { path + "-receipts" }

    static func hash(_ bytes: [UInt8]) -> String {
        SHA256.hash(data: bytes).map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    func path(hash: String, type: String) -> String {
        directory + "/" + hash + "." + (ImageFormat(rawValue: type)?.fileExtension ?? type)
    }

    /// Stores `bytes` unless the same image is already there; returns its hash.
    func save(_ bytes: [UInt8], format: ImageFormat) throws -> String {
        let hash = Self.hash(bytes)
        let target = path(hash: hash, type: format.rawValue)
        if PrivateDirectory.isOwnFile(target) { return hash }
        try PrivateDirectory.prepare(directory, for: "receipts")
        let temporary = directory + "/." + hash + ".\(getpid()).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw ReceiptFileError("cannot write in \(directory): \(String(cString: strerror(errno)))") }
        var offset = 0
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            while offset < buffer.count {
                let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { failure = String(cString: strerror(errno)); return }
                offset += written
            }
        }
        if failure == nil && fsync(fd) != 0 { failure = String(cString: strerror(errno)) }
        close(fd)
        if failure == nil && rename(temporary, target) != 0 { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw ReceiptFileError("cannot store the receipt image: \(failure)")
        }
        let directoryFD = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryFD >= 0 {
            fsync(directoryFD)
            close(directoryFD)
        }
        return hash
    }

    func load(hash: String, type: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path(hash: hash, type: type)) else {
            throw ReceiptFileError("the receipt image \(hash.prefix(12))… is missing from \(directory)")
        }
        return [UInt8](data)
    }

    func remove(hash: String, type: String) {
        unlink(path(hash: hash, type: type))
    }

    /// Files no receipt names (a crash between storing an image and its receipt row), and
    /// temporary files a crash left behind.
    func sweep(keeping hashes: Set<String>) -> Int {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return 0 }
        var removed = 0
        for name in names {
            let hash = name.hasPrefix(".") ? "" : String(name.prefix { $0 != "." })
            if !hashes.contains(hash), PrivateDirectory.isOwnFile(directory + "/" + name) {
                unlink(directory + "/" + name)
                removed += 1
            }
        }
        return removed
    }
}

struct ReceiptFileError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
