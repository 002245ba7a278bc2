import Foundation
import SpendProtocol

/// Files a client may never have the daemon write over: its database (and the WAL,
/// shared-memory and journal files beside it) and its socket. Compared by device and
/// inode, so another name, a relative path or a symlink for the same file is refused too.
enum ProtectedPaths {
    static func checkTarget(_ path: String, _ call: Invocation) throws {
        // The rename at the end of a write would put the file in place of the live
        // database: by name (a -journal that does not exist yet) and by inode below.
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let live = URL(fileURLWithPath: call.daemon.config.databasePath).resolvingSymlinksInPath().path
        if ["", "-wal", "-shm", "-journal"].contains(where: { live + $0 == resolved }) {
            throw ProtocolError(code: "cannot_write", message: "\(path) is spendd's database; write to another file", id: call.request.id)
        }
        var target = stat()
        guard stat(path, &target) == 0 else { return }  // a new file: nothing to overwrite
        guard target.st_mode & S_IFMT == S_IFREG else {
            throw ProtocolError(code: "cannot_write", message: "\(path) exists and is not a regular file", id: call.request.id)
        }
        let database = call.daemon.config.databasePath
        for own in [database, database + "-wal", database + "-shm", database + "-journal", call.daemon.config.socketPath] {
            var info = stat()
            if stat(own, &info) == 0, info.st_dev == target.st_dev, info.st_ino == target.st_ino {
                throw ProtocolError(code: "cannot_write", message: "\(path) is the daemon's own \(own == call.daemon.config.socketPath ? "socket" : "database"): choose another file",
                                    id: call.request.id)
            }
        }
    }
}
