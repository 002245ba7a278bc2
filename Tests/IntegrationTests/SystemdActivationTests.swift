import Foundation
import SpendProtocol
import Testing

extension SpendIntegration {
    /// spendd under systemd's protocols, with Tests/scripts/systemd_activation.py playing
    /// systemd: it passes a listening socket as fd 3 and reads sd_notify datagrams.
    @Suite(.serialized)
    struct SystemdActivation {
        @Test func servesTheInheritedSocketAndNotifiesReadyAndStopping() throws {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            let script = root.appendingPathComponent("scripts/systemd_activation.py").path
            let scratch = try ProcessRunner.makeTempDirectory()
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            let output = try ProcessRunner.run("/usr/bin/env", ["python3", script, try Binaries.spendd()],
                                               environment: ProcessInfo.processInfo.environment, scratch: scratch, timeout: 60)
            #expect(output.exit == .exited(0), "\(output)")
            let seen = try JSONValue.parse(output.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
            #expect(seen["ready"] == .bool(true), "\(output)")
            #expect(seen["stopping"] == .bool(true), "\(output)")
            #expect(seen["ping"]?["result"]?["pong"] == .bool(true), "\(output)")
            #expect(seen["own_socket_created"] == .bool(false), "the daemon must not bind its own socket when given one")
            #expect(seen["notifications"]?.arrayValue?.first?.stringValue?.contains("from systemd") == true, "\(output)")
        }
    }
}
