import Foundation
import SpendClient
import SpendProtocol
import Testing

extension SpendIntegration {
    /// Every acknowledged add is on disk before its reply: counted with an LD_PRELOAD
    /// shim (Tests/scripts/fsync_counter.c) that records each completed fsync/fdatasync
    /// the daemon makes. Concurrent adds share commits, so many clients do not each wait
    /// for the disk.
    @Suite(.serialized)
    struct FsyncDurability {
        /// Builds the shim into `directory` with the C compiler the machine has.
        static func shim(in directory: String) throws -> String {
            let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("scripts/fsync_counter.c").path
            let compiler = ["/usr/bin/cc", "/usr/bin/gcc", "/opt/swift/usr/bin/clang"].first(where: FileManager.default.isExecutableFile)
            guard let compiler else { throw HarnessError("no C compiler (cc, gcc or clang) to build the fsync counter") }
            let library = directory + "/fsync_counter.so"
            let result = try ProcessRunner.run(compiler, ["-shared", "-fPIC", "-O1", "-o", library, source, "-ldl"],
                                               environment: ProcessInfo.processInfo.environment, scratch: directory)
            guard result.exit == .exited(0) else { throw HarnessError("cannot build the fsync counter: \(result)") }
            return library
        }

        static func syncs(_ log: String) -> Int {
            ((try? FileManager.default.attributesOfItem(atPath: log))?[.size] as? Int) ?? 0
        }

        @Test("each acknowledged add made at least one fsync before its reply; 32 clients share commits")
        func acknowledgedAddsAreSynced() throws {
            let scratch = try ProcessRunner.makeTempDirectory()
            defer { try? FileManager.default.removeItem(atPath: scratch) }
            let library = try Self.shim(in: scratch)
            let log = scratch + "/fsyncs"
            let daemon = try DaemonHarness(environment: ["LD_PRELOAD": library, "SPEND_FSYNC_LOG": log])
            let connection = try daemon.connect()
            let before = Self.syncs(log)
            for i in 0..<20 {
                let reply = try connection.call("add coffee \(i + 1).50")
                #expect(reply.ok == true, "\(reply)")
                // This add's commit has synced before the reply came.
                #expect(Self.syncs(log) >= before + i + 1, "add \(i + 1): \(Self.syncs(log) - before) fsyncs")
            }

            // 32 clients adding at once: every add acknowledged and stored, in fewer commits than adds.
            let start = Self.syncs(log)
            let group = DispatchGroup()
            let acknowledged = LockedCounter()
            nonisolated(unsafe) let harness = daemon
            for client in 0..<32 {
                group.enter()
                Thread {
                    defer { group.leave() }
                    guard let connection = try? harness.connect() else { return }
                    for i in 0..<40 where (try? connection.call("add lunch \(client + 1).\(i % 100)"))?.ok == true {
                        acknowledged.add(1)
                    }
                }.start()
            }
            group.wait()
            #expect(acknowledged.value == 32 * 40)
            #expect(try connection.ok("status").result?["expenses"]?.intValue == 20 + 32 * 40)
            let shared = Self.syncs(log) - start
            #expect(shared > 0 && shared < 32 * 40, "\(shared) fsyncs for \(32 * 40) adds")
        }
    }
}
