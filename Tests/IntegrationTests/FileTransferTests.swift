import Foundation
import SpendClient
import SpendProtocol
import Testing

extension SpendIntegration {
    /// The client moves the user's files over the socket (`upload`, `export.data`,
    /// `backup.data`), and the daemon refuses writes once its database file is gone from
    /// its path. (The sandboxed daemon that needs this is in HardeningTests.)
    @Suite
    struct FileTransfer {
        static let csv = "Date,Description,Amount\n2026-11-01,Corner bakery,-6.25\n2026-11-02,Fuel station,-41.10\n"

        func uploadsDirectory(_ daemon: DaemonHarness) -> String { daemon.databasePath + "-uploads" }

        func staged(_ daemon: DaemonHarness) -> [String] {
            (try? FileManager.default.contentsOfDirectory(atPath: uploadsDirectory(daemon))) ?? []
        }

        @Test("spend import reads standard input and pipes itself; nothing it sent stays staged")
        func importsStandardInputAndPipes() throws {
            let daemon = try DaemonHarness()
            let fromStdin = try daemon.runClient(["import", "-"], stdin: Self.csv)
            #expect(fromStdin.exit == .exited(0) && fromStdin.stdout.contains("Imported 2"), "\(fromStdin)")
            let script = "\(try Binaries.spend()) --socket \(daemon.socketPath) import <(printf 'Date,Description,Amount\\n2026-11-03,Book shop,-12.00\\n')"
            let fromPipe = try ProcessRunner.run("/bin/bash", ["-c", script], environment: daemon.environment, scratch: daemon.directory)
            #expect(fromPipe.exit == .exited(0) && fromPipe.stdout.contains("Imported 1"), "\(fromPipe)")
            #expect(try daemon.connect().listAll().count == 3)
            #expect(staged(daemon).isEmpty, "\(staged(daemon))")
            // A file over the limit is refused by the client before a byte is sent.
            let huge = daemon.directory + "/huge.csv"
            #expect(FileManager.default.createFile(atPath: huge, contents: nil))
            #expect(truncate(huge, 257 << 20) == 0)
            let refused = try daemon.runClient(["import", huge])
            #expect(refused.exit == .exited(65) && refused.stderr.contains("limit"), "\(refused)")
            let missing = try daemon.runClient(["import", daemon.directory + "/nope.csv"])
            #expect(missing.exit == .exited(66) && missing.stderr.contains("nope.csv"), "\(missing)")
        }

        @Test("--category-map maps a bank's own category words; a map naming an unknown category imports nothing")
        func categoryMapThroughTheClient() throws {
            let daemon = try DaemonHarness()
            let csv = daemon.directory + "/chase.csv"
            try """
                Transaction Date,Post Date,Description,Category,Type,Amount,Memo
                11/02/2026,11/03/2026,TST* LUIGIS TRATTORIA,Eating Out Treats,Sale,-48.20,
                11/04/2026,11/05/2026,NEIGHBOURHOOD PETS,Pet Stuff,Sale,-19.99,
                """.write(toFile: csv, atomically: true, encoding: .utf8)
            let map = daemon.directory + "/map"
            try "Eating Out Treats = Food & Dining\npet stuff = Pets  # mine\n".write(toFile: map, atomically: true, encoding: .utf8)
            let unknown = try daemon.runClient(["import", csv, "--category-map", map])
            #expect(unknown.exit != .exited(0) && unknown.stderr.contains("'Pets'"), "\(unknown)")
            #expect(try daemon.connect().listAll().isEmpty)
            #expect(try daemon.runClient(["category", "add", "Pets"]).exit == .exited(0))
            let imported = try daemon.runClient(["import", csv, "--category-map", map])
            #expect(imported.exit == .exited(0) && imported.stdout.contains("Imported 2"), "\(imported)")
            #expect(!imported.stdout.contains("is not one of yours"), "\(imported)")
            let categories = try daemon.connect().listAll().compactMap { $0["category"]?.stringValue }
            #expect(categories.sorted() == ["Food & Dining", "Pets"])
        }

        @Test("An upload belongs to its connection: another cannot import it, and it is deleted when its connection closes")
        func uploadsArePerConnection() throws {
            let daemon = try DaemonHarness()
            var owner: LineConnection? = try daemon.connect()
            let data = Data(Self.csv.utf8).base64EncodedString()
            let first = try #require(try owner!.request([("cmd", .string("upload")), ("data", .string(data))]).result)
            let token = try #require(first["upload"]?.stringValue)
            #expect(first["bytes"]?.intValue == Int64(Self.csv.utf8.count))
            #expect(staged(daemon) == [token])
            let other = try daemon.connect()
            let stolen = try other.request([("cmd", .string("import")), ("upload", .string(token))])
            #expect(stolen.errorCode == "not_found", "\(stolen.line)")
            let bad = try other.request([("cmd", .string("upload")), ("data", .string("not base64!"))])
            #expect(bad.errorCode == "bad_arguments", "\(bad.line)")
            owner = nil
            let deadline = Date().addingTimeInterval(5)
            while !staged(daemon).isEmpty, Date() < deadline { usleep(20_000) }
            #expect(staged(daemon).isEmpty, "\(staged(daemon))")
            #expect(try other.listAll().isEmpty)
        }

        @Test("spend export -o writes a private file whole, and never over the daemon's own files or a non-file")
        func exportWritesTheUsersFile() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            _ = try connection.add("coffee 3.50")
            _ = try connection.add("lunch 12")
            let target = daemon.directory + "/out.csv"
            let written = try daemon.runClient(["export", "-o", target])
            #expect(written.exit == .exited(0), "\(written)")
            let streamed = try daemon.runClient(["export"])
            #expect(try String(contentsOfFile: target, encoding: .utf8) == streamed.stdout)
            let mode = try #require(try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int)
            #expect(mode == 0o600)

            // Another name for the database (a hard link) or its WAL (a symlink), and a FIFO.
            let link = daemon.directory + "/innocent.csv"
            #expect(Foundation.link(daemon.databasePath, link) == 0)
            let walLink = daemon.directory + "/wal.csv"
            #expect(symlink(daemon.databasePath + "-wal", walLink) == 0)
            let fifo = daemon.directory + "/fifo"
            #expect(mkfifo(fifo, 0o600) == 0)
            for path in [link, walLink, fifo, daemon.databasePath] {
                let refused = try daemon.runClient(["export", "-o", path])
                #expect(refused.exit == .exited(73), "\(path): \(refused)")
            }
            #expect(try connection.listAll().count == 2)

            // A failed export leaves the target as it was and no temporary file behind.
            let failed = try daemon.runClient(["export", "--format", "xls", "-o", target])
            #expect(failed.exit != .exited(0))
            #expect(try String(contentsOfFile: target, encoding: .utf8) == streamed.stdout)
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: daemon.directory).filter { $0.contains(".spend-") }
            #expect(leftovers.isEmpty, "\(leftovers)")
        }

        @Test("A database moved or deleted under the daemon: writes are refused with database_moved and a critical log line")
        func movedDatabaseRefusesWrites() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            _ = try connection.add("coffee 3.50")
            let elsewhere = daemon.directory + "/moved.sqlite"
            #expect(rename(daemon.databasePath, elsewhere) == 0)
            let refused = try connection.call("add lunch 12")
            #expect(refused.errorCode == "database_moved", "\(refused.raw)")
            let client = try daemon.runClient(["add", "tea 2"])
            #expect(client.exit != .exited(0) && client.stderr.contains("moved"), "\(client)")
            #expect(daemon.log.contains("<2>database file moved"), "\(daemon.log)")
            // Put back, it takes writes again; nothing refused was stored.
            #expect(rename(elsewhere, daemon.databasePath) == 0)
            #expect(try connection.call("add dinner 20").ok == true)
            #expect(try connection.listAll().map { $0["description"]?.stringValue } == ["dinner", "coffee"])
            // Deleted: refused too, where SQLite would have written into the unlinked file.
            #expect(unlink(daemon.databasePath) == 0)
            #expect(try connection.call("add snack 1").errorCode == "database_moved")
        }

        @Test("A database this user cannot write is refused at start, naming it, instead of failing every add")
        func readOnlyDatabaseRefusedAtStart() throws {
            let nobody: uid_t = 65534
            // Started once as that user, it makes the database (only that user may connect).
            let daemon = try DaemonHarness(runAs: nobody)
            #expect(try daemon.stop() == .exited(0))
            #expect(FileManager.default.fileExists(atPath: daemon.databasePath))
            #expect(chmod(daemon.databasePath, 0o444) == 0)
            let (executable, arguments) = try daemon.daemonCommand()
            let run = try ProcessRunner.run(executable, arguments, environment: daemon.environment, scratch: daemon.directory, timeout: 20)
            #expect(run.exit != .exited(0), "\(run)")
            #expect((run.stdout + run.stderr).contains("read-only"), "\(run)")
        }
    }
}
