import Foundation
import SpendClient
import SpendProtocol
import Testing

extension SpendIntegration {
    @Suite(.serialized)
    struct Durability {
        @Test("An acknowledged add survives kill -9")
        func survivesKill9() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let earlier = try (1...10).map { try connection.add("snack $1.\(String(format: "%02d", $0))") }
            let added = try connection.add("coffee with Mike $18.75")
            let id = try #require(added.expenseID)
            #expect(try daemon.kill9() == .signaled(SIGKILL))

            try daemon.restart() // also proves the stale socket left by kill -9 does not block a restart
            let after = try daemon.connect()
            let list = try after.ok("list limit=10000")
            let expenses = try #require(list.result?["expenses"]?.arrayValue)
            let survivor = try #require(expenses.first { $0.expenseID == id }, "expense #\(id) lost by kill -9: \(list.raw)")
            #expect(survivor["amount"]?.numberText == "18.75")
            #expect(survivor["description"]?.stringValue == "coffee")
            #expect(survivor["person"]?.stringValue == "Mike")
            #expect(expenses.count == earlier.count + 1)
            #expect(try after.ok("status").result?["expenses"]?.intValue == Int64(earlier.count + 1))
        }
    }

    @Suite(.serialized)
    struct Lifecycle {
        @Test("A clean stop folds the WAL into the database: a copy of spend.sqlite alone holds every expense")
        func cleanStopCheckpoints() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            for index in 0..<50 { _ = try connection.add("coffee \(index + 1) dollars") }
            let exit = try daemon.stop()
            #expect(exit == .exited(0), "\(exit)")
            let wal = (try? FileManager.default.attributesOfItem(atPath: daemon.databasePath + "-wal")[.size] as? Int) ?? 0
            #expect(wal == 0, "WAL left with \(wal) bytes")
            let copy = daemon.directory + "/copy.sqlite"
            try FileManager.default.copyItem(atPath: daemon.databasePath, toPath: copy)
            let count = try ProcessRunner.run("/usr/bin/env", ["python3", "-c",
                "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute('select count(*) from expenses').fetchone()[0])", copy],
                environment: ProcessInfo.processInfo.environment, scratch: daemon.directory)
            #expect(count.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "50", "\(count)")
        }

        @Test("SIGTERM: exit status 0, socket removed, open connections closed")
        func sigterm() throws {
            let daemon = try DaemonHarness()
            let idle = try daemon.connect(timeout: 5)
            let subscriber = try daemon.connect(timeout: 5)
            #expect(try subscriber.call("subscribe").ok == true)
            #expect(FileManager.default.fileExists(atPath: daemon.socketPath))

            let started = Date()
            let exit = try daemon.stop(timeout: 10)
            #expect(exit == .exited(0), "\(exit)\n\(daemon.log)")
            #expect(Date().timeIntervalSince(started) < 5, "idle connections must not hold up shutdown")
            var info = stat()
            #expect(lstat(daemon.socketPath, &info) != 0, "socket file still there after SIGTERM")
            #expect(try idle.readLine() == nil)
            #expect(try subscriber.readLine() == nil)
            // The data is still there for the next daemon.
            #expect(FileManager.default.fileExists(atPath: daemon.databasePath))
        }

        @Test("SIGUSR1 and SIGUSR2 are ignored; SIGHUP stops cleanly like SIGTERM (socket removed, exit 0)")
        func hangupAndUserSignals() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect(timeout: 5)
            let pid = try #require(daemon.pid)
            kill(pid, SIGUSR1)
            kill(pid, SIGUSR2)
            usleep(200_000)
            #expect(daemon.isRunning, "a user signal killed spendd:\n\(daemon.log)")
            #expect(try connection.call("ping").ok == true)
            kill(pid, SIGHUP)
            let deadline = Date().addingTimeInterval(10)
            while daemon.isRunning, Date() < deadline { usleep(20_000) }
            #expect(!daemon.isRunning)
            #expect(try connection.readLine() == nil)
            var info = stat()
            #expect(lstat(daemon.socketPath, &info) != 0, "socket file still there after SIGHUP")
            #expect(daemon.log.contains("shutting down"), "\(daemon.log)")
        }

        @Test("spend raw exits 75 when the daemon closes the connection before the final line")
        func rawNoticesAClosedConnection() throws {
            let daemon = try DaemonHarness()
            let greeting = try #require(try daemon.connectRaw().readLine())
            // A stand-in daemon that greets, reads one request and hangs up without answering.
            let socket = daemon.directory + "/mute.sock"
            let script = """
                import socket, sys
                s = socket.socket(socket.AF_UNIX); s.bind(sys.argv[1]); s.listen(1)
                c, _ = s.accept(); c.sendall(sys.argv[2].encode() + b"\\n"); c.recv(4096); c.close()
                """
            let server = Process()
            server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            server.arguments = ["python3", "-c", script, socket, greeting]
            try server.run()
            defer { if server.isRunning { server.terminate() } }
            let deadline = Date().addingTimeInterval(10)
            while !FileManager.default.fileExists(atPath: socket), Date() < deadline { usleep(20_000) }
            let client = try daemon.runClient(["raw", "ping"], socket: socket)
            #expect(client.exit == .exited(75), "\(client)")
            #expect(client.stderr.contains("closed the connection"), "\(client)")
        }

        @Test("A second daemon on the same socket exits non-zero and leaves the first one serving")
        func secondDaemonRefused() throws {
            let daemon = try DaemonHarness()
            let first = try daemon.connect()
            let added = try first.add("coffee $4")
            let second = try daemon.runOtherDaemon(database: daemon.directory + "/other.sqlite", timeout: 20)
            #expect(second.exit != .exited(0), "\(second)")
            #expect(second.stderr.contains("already"), "\(second)")
            // The first daemon's socket was not taken over or unlinked.
            let again = try daemon.connect()
            #expect(try again.listAll().map(\.expenseID) == [added.expenseID])
            #expect(daemon.isRunning)
        }

        @Test("A stale socket file does not stop a new daemon")
        func staleSocket() throws {
            let daemon = try DaemonHarness(start: false)
            try makeStaleSocket(at: daemon.socketPath)
            var info = stat()
            try #require(lstat(daemon.socketPath, &info) == 0 && info.st_mode & S_IFMT == S_IFSOCK, "stale socket not planted")
            #expect(throws: ClientError.self, "nothing should answer on the stale socket") {
                _ = try LineConnection(path: daemon.socketPath)
            }

            try daemon.start()
            let connection = try daemon.connect()
            #expect(try connection.call("ping").result?["pong"]?.boolValue == true)
            #expect(try connection.add("coffee $4")["amount"]?.numberText != nil)
        }

        @Test("A regular file where the socket should go is not deleted")
        func notASocket() throws {
            let daemon = try DaemonHarness(start: false)
            try #require(FileManager.default.createFile(atPath: daemon.socketPath, contents: Data("precious".utf8)))
            let run = try daemon.runOtherDaemon(database: daemon.databasePath, timeout: 20)
            #expect(run.exit != .exited(0), "\(run)")
            #expect(run.stderr.contains("not a socket"), "\(run)")
            #expect((try? String(contentsOfFile: daemon.socketPath, encoding: .utf8)) == "precious")
        }

        /// Binds a Unix socket at `path` and closes it without unlinking: what a crashed daemon leaves.
        func makeStaleSocket(at path: String) throws {
            let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            try #require(fd >= 0)
            defer { close(fd) }
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            let bytes = Array(path.utf8)
            try #require(bytes.count < MemoryLayout.size(ofValue: address.sun_path))
            withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            }
            try #require(bound == 0, "bind: \(String(cString: strerror(errno)))")
            #expect(listen(fd, 1) == 0)
        }
    }
}

extension SpendIntegration.Lifecycle {
    /// A socket directory another user owns or can write to is refused, so nobody can
    /// plant or swap the socket.
    @Test func refusesASocketDirectoryOthersCanWrite() throws {
        let daemon = try DaemonHarness(start: false)
        let shared = daemon.directory + "/shared"
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: false)
        chmod(shared, 0o777)
        let (executable, arguments) = try daemon.daemonCommand(socket: shared + "/s.sock")
        let output = try ProcessRunner.run(executable, arguments, environment: daemon.environment, scratch: daemon.directory)
        #expect(output.exit != .exited(0), "\(output)")
        #expect(output.stderr.contains("other users can write to it"), "\(output)")
        #expect(!FileManager.default.fileExists(atPath: shared + "/s.sock"))
    }
}
