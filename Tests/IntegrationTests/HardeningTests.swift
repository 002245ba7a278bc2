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
        /// (no user manager in CI for `systemd-run --user`), laid out as a user's: the
        /// database in ~/.local/share/spend, the socket in $XDG_RUNTIME_DIR/spend, the home
        /// outside /tmp (the unit gives spendd a private /tmp).
        func hardenedDaemon() throws -> DaemonHarness {
            try requireSandbox()
            let base = "/var/lib/spend-tests"
            try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
            let daemon = try DaemonHarness(socket: "runtime/spend/s.sock", database: ".local/share/spend/spend.sqlite", base: base,
                                           wrapper: ["/usr/bin/python3", Self.sandbox, Self.unit, "--"], start: false)
            for directory in [".local/share/spend", "runtime/spend"] {
                try FileManager.default.createDirectory(atPath: daemon.directory + "/" + directory, withIntermediateDirectories: true,
                                                        attributes: [.posixPermissions: 0o700])
            }
            try daemon.start()
            return daemon
        }

        func requireSandbox() throws {
            guard getuid() == 0 else { throw HarnessError("the sandbox script needs root for its mount namespace") }
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"),
                  (try? ProcessRunner.run("/usr/bin/python3", ["-c", "import seccomp"], environment: [:], scratch: "/tmp"))?
                    .exit == .exited(0) else {
                throw HarnessError("/usr/bin/python3 with python3-seccomp is needed (scripts/setup --test installs it)")
            }
        }

        @Test("Under the unit's sandbox spendd starts, records an add, answers, and the client imports from, exports and backs up to the user's /tmp")
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
            // The user's /tmp is not the daemon's: the client moves the files.
            let scratch = try ProcessRunner.makeTempDirectory()
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            try "Date,Description,Amount\n2026-11-02,Corner bakery,-6.25\n".write(toFile: scratch + "/bank.csv", atomically: true, encoding: .utf8)
            let imported = try daemon.runClient(["import", scratch + "/bank.csv"])
            #expect(imported.exit == .exited(0) && imported.stdout.contains("Imported 1"), "\(imported)")
            let exported = try daemon.runClient(["export", "-o", scratch + "/out.csv"])
            #expect(exported.exit == .exited(0), "\(exported)")
            let csv = try String(contentsOfFile: scratch + "/out.csv", encoding: .utf8)
            #expect(csv.contains("coffee") && csv.contains("Corner bakery"), "\(csv)")
            // And the home, which the daemon sees read-only but for its data directory.
            let documents = daemon.directory + "/Documents"
            try FileManager.default.createDirectory(atPath: documents, withIntermediateDirectories: true)
            let toHome = try daemon.runClient(["export", "--format", "ledger", "-o", documents + "/spend.journal"])
            #expect(toHome.exit == .exited(0), "\(toHome)")
            #expect((try? String(contentsOfFile: documents + "/spend.journal", encoding: .utf8))?.contains("Corner bakery") == true)
            #expect(try connection.call("export format=csv path=\(documents)/daemon.csv").errorCode == "cannot_write")
            let backup = try daemon.runClient(["backup", scratch + "/spend.sqlite"])
            #expect(backup.exit == .exited(0), "\(backup)")
            _ = try connection.add("tea 2.00")
            let restored = try daemon.runClient(["restore", "--yes", scratch + "/spend.sqlite"])
            #expect(restored.exit == .exited(0), "\(restored)")
            #expect(try connection.listAll().count == 2, "the backup held coffee and the bakery, not the tea")
            // What the daemon would write itself lands in its private /tmp, which it cannot
            // even reach: the sandbox is real, and the client is what makes /tmp work.
            #expect(try connection.call("export format=csv path=\(scratch)/daemon.csv").errorCode == "cannot_write")
            #expect(!FileManager.default.fileExists(atPath: scratch + "/daemon.csv"))
            // Receipts under the sandbox: Tesseract reads the photo the client sent, the
            // image lands in the data directory, and the PDF comes back to the user's /tmp.
            _ = try Receipts.render(into: scratch)
            let receipt = try daemon.runClient(["receipt", scratch + "/tesco-mastercard.png"], timeout: 60)
            #expect(receipt.exit == .exited(0) && receipt.stdout.contains("Tesco") && receipt.stdout.contains("£11.85"), "\(receipt)")
            let pdf = try daemon.runClient(["receipt", "pdf", "1", "-o", scratch + "/receipt.pdf"], timeout: 60)
            #expect(pdf.exit == .exited(0) && FileManager.default.fileExists(atPath: scratch + "/receipt.pdf"), "\(pdf)")
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
