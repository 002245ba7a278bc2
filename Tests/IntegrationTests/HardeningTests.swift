import Foundation
import SpendClient
import SpendProtocol
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// systemd/spendd.service's sandbox: its score, and spendd working inside it.
extension SpendIntegration {
    @Suite(.serialized)
    struct Hardening {
        static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        static let unit = root.appendingPathComponent("systemd/spendd.service").path
        static let sandbox = root.appendingPathComponent("Tests/scripts/run_hardened.py").path

        @Test("systemd-analyze security --offline scores systemd/spendd.service 3.0 or lower")
        func exposureScore() throws {
            guard let analyze = ["/usr/bin/systemd-analyze", "/bin/systemd-analyze"]
                .first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
                Issue.record("systemd-analyze is missing: install the Debian package systemd (scripts/setup --test does)")
                return
            }
            let scratch = try ProcessRunner.makeTempDirectory()
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            // As `make install` writes it: the analyzer refuses an ExecStart of @BINDIR@.
            let text = try String(contentsOfFile: Self.unit, encoding: .utf8)
                .replacingOccurrences(of: "@BINDIR@", with: try Binaries.directory())
            try text.write(toFile: scratch + "/spendd.service", atomically: true, encoding: .utf8)
            try FileManager.default.copyItem(atPath: Self.root.appendingPathComponent("systemd/spendd.socket").path,
                                             toPath: scratch + "/spendd.socket")
            let output = try ProcessRunner.run(analyze, ["security", "--offline=true", scratch + "/spendd.service"],
                                               environment: ProcessInfo.processInfo.environment, scratch: scratch, timeout: 60)
            let marker = "Overall exposure level for spendd.service: "
            guard let line = output.stdout.split(separator: "\n").first(where: { $0.contains(marker) }),
                  let score = Double(line.components(separatedBy: marker)[1].prefix { $0.isNumber || $0 == "." }) else {
                Issue.record("no score from systemd-analyze:\n\(output)")
                return
            }
            let failing = output.stdout.split(separator: "\n").filter { $0.hasPrefix("✗") }.joined(separator: "\n")
            #expect(score <= 3.0, "exposure \(score) > 3.0; what still counts:\n\(failing)")
        }

        /// spendd started under the unit's restrictions by Tests/scripts/run_hardened.py
        /// (no user manager in CI for `systemd-run --user`).
        func hardenedDaemon() throws -> DaemonHarness {
            try requireSandbox()
            return try DaemonHarness(wrapper: ["/usr/bin/python3", Self.sandbox, Self.unit, "--"])
        }

        func requireSandbox() throws {
            guard getuid() == 0 else { throw HarnessError("the sandbox script needs root for its mount namespace") }
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"),
                  (try? ProcessRunner.run("/usr/bin/python3", ["-c", "import seccomp"], environment: [:], scratch: "/tmp"))?
                    .exit == .exited(0) else {
                throw HarnessError("/usr/bin/python3 with python3-seccomp is needed (scripts/setup --test installs it)")
            }
        }

        @Test("Under the unit's sandbox spendd starts, records an add, answers, and exports to /tmp")
        func servesInsideTheSandbox() throws {
            let daemon = try hardenedDaemon()
            let status = try String(contentsOfFile: "/proc/\(daemon.pid ?? 0)/status", encoding: .utf8)
            // The restrictions really hold: a filter, no new privileges, no capabilities.
            #expect(status.contains("Seccomp:\t2"), "\(status)")
            #expect(status.contains("NoNewPrivs:\t1"), "\(status)")
            #expect(status.contains("CapEff:\t0000000000000000"), "\(status)")
            #expect(status.contains("CapBnd:\t0000000000000000"), "\(status)")
            let connection = try daemon.connect()
            _ = try connection.add("coffee 3.50")
            #expect(try connection.call("ping").ok == true)
            #expect(try connection.listAll().count == 1)
            let summary = try connection.ok("summary")
            #expect(rawNumbers(summary.raw, key: "total").first == "3.50", "\(summary.raw)")
            // The home and /tmp stay writable for the paths a client names.
            let path = daemon.directory + "/out.csv"
            #expect(try connection.call("export format=csv path=\(path)").ok == true)
            #expect((try? String(contentsOfFile: path, encoding: .utf8))?.contains("coffee") == true)
            try daemon.stop()
            #expect(!daemon.log.contains("<3>"), "\(daemon.log)")
        }

        @Test("The sandbox script is not a no-op: writable executable memory and netlink sockets are refused")
        func sandboxRefuses() throws {
            try requireSandbox()
            let probe = """
                import mmap, socket
                try:
                    mmap.mmap(-1, 4096, prot=mmap.PROT_WRITE | mmap.PROT_EXEC); print("wx mapped")
                except OSError as e: print("wx", e.errno)
                try:
                    socket.socket(socket.AF_NETLINK, socket.SOCK_RAW); print("netlink opened")
                except OSError as e: print("netlink", e.errno)
                """
            let scratch = try ProcessRunner.makeTempDirectory()
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            let output = try ProcessRunner.run("/usr/bin/python3", [Self.sandbox, Self.unit, "--", "/usr/bin/python3", "-c", probe],
                                               environment: ProcessInfo.processInfo.environment, scratch: scratch)
            #expect(output.stdout.contains("wx \(EPERM)"), "\(output)")
            #expect(output.stdout.contains("netlink \(EAFNOSUPPORT)"), "\(output)")
        }
    }
}
