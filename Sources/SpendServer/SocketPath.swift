import Foundation

/// Prepares the socket's place: a private directory (0700) and no stale socket file.
/// A socket that still answers belongs to a running daemon and is never removed.
enum SocketPath {
    static func prepare(_ path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        var info = stat()
        if stat(directory, &info) != 0 {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } else if info.st_uid == getuid(), info.st_mode & 0o077 != 0, directory.hasSuffix("/spend") {
            chmod(directory, 0o700)
        }
        guard lstat(path, &info) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFSOCK else {
            throw ConfigError("\(path) exists and is not a socket; remove it or choose another --socket")
        }
        if answers(path) {
            throw ConfigError("Another spendd is already listening on \(path)")
        }
        unlink(path)
    }

    /// True when something accepts connections at `path`.
    static func answers(_ path: String) -> Bool {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return false }
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0
            }
        }
    }
}
