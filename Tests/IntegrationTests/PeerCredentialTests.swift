import Foundation
import SpendClient
import SpendProtocol
import Testing

extension SpendIntegration {
    @Suite(.serialized)
    struct PeerCredentials {
        static let nobody: uid_t = 65534

        @Test("A connection from another uid is refused with forbidden, then closed",
              .enabled(if: getuid() == 0, "needs root to start a daemon as another user"))
        func otherUserForbidden() throws {
            let daemon = try DaemonHarness(runAs: Self.nobody)
            var info = stat()
            try #require(lstat(daemon.socketPath, &info) == 0)
            #expect(info.st_uid == Self.nobody, "the daemon really runs as \(Self.nobody)")

            let connection = try daemon.connectRaw(timeout: 5)
            let first = try #require(try connection.next(), "no line before the daemon closed")
            #expect(first.event != "greeting", "another user must not be greeted: \(first)")
            #expect(first.ok == false)
            #expect(first.errorCode == "forbidden", "\(first)")
            #expect(try connection.readLine() == nil, "the daemon must close a forbidden connection")

            // Requests sent anyway are not served.
            let eager = try daemon.connectRaw(timeout: 5)
            try? eager.send("add coffee $4")
            #expect(try eager.next()?.errorCode == "forbidden")
            let outcome = closeOutcome(eager)
            #expect(outcome == "eof" || outcome == "reset", "got \(outcome)")

            // The client will not even send to a socket another user owns.
            let client = try daemon.runClient(["list"])
            #expect(client.exit == .exited(69), "\(client)")
            #expect(client.stderr.contains("belongs to uid 65534"), "\(client)")
            #expect(daemon.log.contains("refused connection"), "\(daemon.log)")
        }
    }
}
