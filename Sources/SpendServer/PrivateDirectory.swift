import Foundation

/// The daemon's own directories (the database's, the voice spool): created 0700, and
/// refused when another user owns them, since whoever owns or can write a directory can
/// plant files in it (a recording that becomes an expense on `spend retry`). One the user
/// owns but others can write to is made private again. A symlink the user made (a data
/// directory on another disk) is followed: only its target's owner matters.
public enum PrivateDirectory {
    public static func prepare(_ directory: String, for purpose: String) throws {
        var info = stat()
        if stat(directory, &info) != 0 {
            try FileManager.default.createDirectory(atPath: (directory as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            guard mkdir(directory, 0o700) == 0 || errno == EEXIST else {
                throw ConfigError("Cannot create \(directory) for the \(purpose): \(String(cString: strerror(errno)))")
            }
        }
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0, fstat(fd, &info) == 0 else {
            if fd >= 0 { close(fd) }
            throw ConfigError("Cannot use \(directory) for the \(purpose): \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        guard info.st_uid == getuid() else {
            throw ConfigError("Refusing to use \(directory) for the \(purpose): it belongs to uid \(info.st_uid), not \(getuid())")
        }
        if info.st_mode & 0o077 != 0 { fchmod(fd, 0o700) }
    }

    /// Whether `path` is a regular file this user owns (not a symlink, pipe or another's file).
    static func isOwnFile(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && info.st_uid == getuid()
    }
}
