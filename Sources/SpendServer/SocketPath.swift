import Foundation
import SpendClient

/// Prepares the socket's place: a directory that is the user's own and that nobody else
/// can write to (created 0700), and no stale socket file. A socket that still answers
/// belongs to a running daemon and is never removed.
enum SocketPath {
    static func prepare(_ path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        var info = stat()
        if lstat(directory, &info) != 0 {
            try FileManager.default.createDirectory(atPath: (directory as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            // mkdir never follows a symlink planted meanwhile; EEXIST is checked below.
            guard mkdir(directory, 0o700) == 0 || errno == EEXIST else {
                throw ConfigError("Cannot create \(directory) for the socket: \(String(cString: strerror(errno)))")
            }
        }
        // Opened without following a symlink, and checked and changed through that one
        // descriptor, so what is checked is what is changed. /tmp/spend-UID is a name any
        // user can take first: a symlink there must not send our chmod to its target.
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else {
            let reason = errno == ELOOP || errno == ENOTDIR ? "it is a symbolic link or not a directory"
                                                            : String(cString: strerror(errno))
            throw ConfigError("Refusing to use \(directory) for the socket: \(reason)")
        }
        defer { close(fd) }
        guard fstat(fd, &info) == 0 else {
            throw ConfigError("Cannot check \(directory) for the socket: \(String(cString: strerror(errno)))")
        }
        // A directory someone else owns or can write to could hold a planted socket,
        // or let our socket be swapped for one: refuse rather than serve from it.
        guard info.st_uid == getuid() else {
            throw ConfigError("Refusing to use \(directory) for the socket: it belongs to uid \(info.st_uid), not \(getuid())")
        }
        if info.st_mode & 0o022 != 0 {
            guard ["spend", "spend-\(getuid())"].contains((directory as NSString).lastPathComponent) else {
                throw ConfigError("Refusing to use \(directory) for the socket: other users can write to it")
            }
            fchmod(fd, 0o700)
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
        (try? LineConnection(path: path)) != nil
    }
}
