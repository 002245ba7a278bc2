import Foundation

/// The files an export or a backup must never be written over: the daemon's database and
/// the WAL, shared-memory and journal files beside it, its socket, its voice spool and the
/// files in it, and its config. Compared by name after resolving symlinks, and by device
/// and inode, so another name, a relative path or a hard link for the same file is refused
/// too. The daemon checks paths scripts give it; the client checks the files it writes.
public struct DaemonFiles: Sendable {
    public var database: String
    public var socket: String
    public var spool: String?
    public var config: String?

    public init(database: String, socket: String, spool: String? = nil, config: String? = nil) {
        self.database = database
        self.socket = socket
        self.spool = spool
        self.config = config
    }

    /// Why `path` may not be written, or nil when it may.
    public func refusal(toWrite path: String) -> String? {
        // The rename at the end of a write would put the file in place of the live
        // database: by name (a -journal that does not exist yet) and by inode below.
        let resolved = Self.resolve(path)
        let database = Self.resolve(self.database)
        if ["", "-wal", "-shm", "-journal"].contains(where: { database + $0 == resolved }) {
            return "\(path) is spendd's database; write to another file"
        }
        if let spool = spool.map(Self.resolve), resolved == spool || resolved.hasPrefix(spool + "/") {
            return "\(path) is in spendd's voice spool; write to another file"
        }
        var parent = stat()
        if let spool, stat((path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent, &parent) == 0,
           Self.same(parent, spool) {
            return "\(path) is in spendd's voice spool; write to another file"
        }
        var target = stat()
        guard stat(path, &target) == 0 else { return nil }  // a new file: nothing to overwrite
        guard target.st_mode & S_IFMT == S_IFREG else { return "\(path) exists and is not a regular file" }
        let own: [(String, String)] = [self.database, self.database + "-wal", self.database + "-shm", self.database + "-journal"]
            .map { ($0, "database") } + [(socket, "socket")] + (config.map { [($0, "config file")] } ?? [])
        for (file, what) in own where Self.same(target, file) {
            return "\(path) is spendd's own \(what): choose another file"
        }
        return nil
    }

    private static func resolve(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    private static func same(_ target: stat, _ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_dev == target.st_dev && info.st_ino == target.st_ino
    }
}
