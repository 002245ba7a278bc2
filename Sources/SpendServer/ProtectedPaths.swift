import Foundation
import SpendClient
import SpendProtocol

/// A path a script asks the daemon to write (`export path=`, `backup path=`) must not be
/// one of the daemon's own files (`DaemonFiles`).
enum ProtectedPaths {
    static func checkTarget(_ path: String, _ call: Invocation) throws {
        let config = call.daemon.config
        let files = DaemonFiles(database: config.databasePath, socket: config.socketPath,
                                spool: config.transcription.spoolPath(databasePath: config.databasePath), config: config.configFile)
        if let refusal = files.refusal(toWrite: path) {
            throw ProtocolError(code: "cannot_write", message: refusal, id: call.request.id)
        }
    }
}
