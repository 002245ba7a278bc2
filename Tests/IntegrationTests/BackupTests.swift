import Foundation
import SpendClient
import SpendProtocol
import Testing

extension SpendIntegration {
    /// Backups through SQLite's online backup API while writes go on, restores that check
    /// the file and keep the current data, and writes that may never land on the daemon's
    /// own files.
    @Suite(.serialized)
    struct Backups {
        /// Counts rows in an SQLite file with Python's sqlite3 (another SQLite than ours),
        /// or returns its error.
        static func count(_ path: String, in directory: String) throws -> String {
            let result = try ProcessRunner.run("/usr/bin/env", ["python3", "-c", """
                import sqlite3, sys
                c = sqlite3.connect("file:" + sys.argv[1] + "?mode=ro", uri=True)
                assert c.execute("pragma integrity_check").fetchone()[0] == "ok"
                print(c.execute("select count(*) from expenses").fetchone()[0])
                """, path], environment: ProcessInfo.processInfo.environment, scratch: directory)
            return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) + result.stderr.suffix(200)
        }

        @Test("a backup taken while clients add is one whole file; restore checks it, keeps the current data, and replaces it")
        func backupAndRestore() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            for i in 0..<200 { _ = try connection.ok("add lunch \(i + 1).25") }
            let backup = daemon.directory + "/nightly.sqlite"
            // Adds go on from another client while the backup is taken.
            let writer = try daemon.connect()
            nonisolated(unsafe) let adder = writer
            let adding = Thread { for i in 0..<100 { _ = try? adder.call("add coffee \(i + 1)") } }
            adding.start()
            let client = try daemon.runClient(["backup", backup])
            #expect(client.exit == .exited(0), "\(client)")
            let reported = try #require(Int(client.stdout.split(separator: " ")[2]), "\(client.stdout)")
            #expect(reported >= 200)
            // Self-contained: no -wal beside it, and another SQLite reads exactly what was reported.
            #expect(!FileManager.default.fileExists(atPath: backup + "-wal"))
            #expect(try Self.count(backup, in: daemon.directory) == "\(reported)")
            while adding.isExecuting || !adding.isFinished { usleep(10_000) }
            let before = try connection.listAll().count
            #expect(before == 300)

            // Scripts must say --yes; a restore without it changes nothing.
            let unconfirmed = try daemon.runClient(["restore", backup])
            #expect(unconfirmed.exit == .exited(64), "\(unconfirmed)")
            #expect(try connection.listAll().count == 300)

            let restored = try daemon.runClient(["restore", "--yes", backup])
            #expect(restored.exit == .exited(0), "\(restored)")
            #expect(try connection.listAll().count == reported)
            // The data before the restore was kept, whole.
            let kept = try FileManager.default.contentsOfDirectory(atPath: daemon.directory + "/backups")
            #expect(kept.count == 1 && kept[0].hasPrefix("before-restore-"), "\(kept)")
            #expect(try Self.count(daemon.directory + "/backups/" + kept[0], in: daemon.directory) == "300")
            // The restored data is live: adds and the parser work on it.
            #expect(try connection.ok("add dinner 30").ok == true)
            #expect(try connection.listAll().count == reported + 1)
        }

        @Test("restore refuses what is not an intact Spend backup, and changes nothing")
        func restoreRefusesBadFiles() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            _ = try connection.ok("add lunch 12")
            let text = daemon.directory + "/notes.sqlite"
            try "just text\n".write(toFile: text, atomically: true, encoding: .utf8)
            let good = daemon.directory + "/good.sqlite"
            _ = try connection.ok("backup \(good)")
            let data = try Data(contentsOf: URL(fileURLWithPath: good))
            let truncated = daemon.directory + "/truncated.sqlite"
            try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: truncated))
            let newer = daemon.directory + "/newer.sqlite"
            try data.write(to: URL(fileURLWithPath: newer))
            _ = try ProcessRunner.run("/usr/bin/env", ["python3", "-c",
                "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute(\"insert into grdb_migrations values ('v99: from the future')\"); c.commit()",
                newer], environment: ProcessInfo.processInfo.environment, scratch: daemon.directory)
            for (file, words) in [(text, "not"), (truncated, "damaged"), (newer, "newer Spend"), (daemon.directory + "/missing.sqlite", "not")] {
                let reply = try connection.call("restore \(file)")
                #expect(reply.errorCode == "bad_backup", "\(file): \(reply)")
                #expect(reply.errorMessage?.contains(words) == true, "\(file): \(reply)")
            }
            #expect(try connection.listAll().count == 1)
        }

        @Test("export and backup never write over the daemon's database, its WAL or its socket, or over what is not a file")
        func ownFilesAreRefused() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            _ = try connection.ok("add lunch 12")
            let link = daemon.directory + "/innocent.csv"
            #expect(symlink(daemon.databasePath, link) == 0)
            let fifo = daemon.directory + "/pipe"
            #expect(mkfifo(fifo, 0o600) == 0)
            for target in [daemon.databasePath, daemon.databasePath + "-wal", daemon.socketPath, link, fifo, daemon.directory] {
                for verb in ["export path=", "backup "] {
                    let reply = try connection.call(verb + target)
                    #expect(reply.errorCode == "cannot_write", "\(verb)\(target): \(reply)")
                }
            }
            _ = try connection.ok("add dinner 30")
            try daemon.restart()
            #expect(try daemon.connect().listAll().count == 2, "the database is intact after a restart")
        }

        @Test("a large import is checkpointed: the WAL is folded into the database at once")
        func largeImportIsCheckpointed() throws {
            let daemon = try DaemonHarness()
            var csv = "date,amount,description\n"
            for i in 0..<12_000 { csv += "2026-0\(1 + i % 9)-1\(i % 10),\(1 + i % 90).\(10 + i % 90),item \(i)\n" }
            let file = daemon.directory + "/big.csv"
            try csv.write(toFile: file, atomically: true, encoding: .utf8)
            #expect(try daemon.connect(timeout: 120).ok("import \(file)").result?["imported"]?.intValue == 12_000)
            let wal = (try? FileManager.default.attributesOfItem(atPath: daemon.databasePath + "-wal"))?[.size] as? Int ?? 0
            #expect(wal < 64 * 1024, "WAL is \(wal) bytes after the import")
            #expect(try Self.count(daemon.databasePath, in: daemon.directory) == "12000")
        }
    }
}

extension SpendIntegration.Backups {
    @Test("the spool reads only the user's own regular files, and a spool directory another user owns is refused")
    func plantedSpoolFilesAreIgnored() throws {
        let daemon = try DaemonHarness()
        let connection = try daemon.connect()
        let spool = daemon.databasePath + "-spool"
        _ = mkdir(spool, 0o700)  // the daemon may have made it already
        #expect(chmod(spool, 0o777) == 0)
        // Another user's "recording", and a symlink, planted while the spool was writable.
        let planted = spool + "/20261124T120000Z-planted.wav"
        try Data(repeating: 0, count: 64).write(to: URL(fileURLWithPath: planted))
        #expect(chown(planted, 65534, 65534) == 0, "the test needs root to plant another user's file")
        #expect(symlink("/etc/passwd", spool + "/20261124T120001Z-link.wav") == 0)
        let own = spool + "/20261124T120002Z-own.wav"
        try Data(repeating: 0, count: 64).write(to: URL(fileURLWithPath: own))
        let entries = try connection.ok("spool").result?["entries"]?.arrayValue ?? []
        #expect(entries.count == 1, "\(entries)")
        var info = stat()
        #expect(stat(spool, &info) == 0 && info.st_mode & 0o077 == 0, "the spool was made private again")

        // A spool directory that belongs to someone else is not read at all.
        #expect(chown(spool, 65534, 65534) == 0)
        #expect((try connection.ok("spool").result?["entries"]?.arrayValue ?? []).isEmpty)
    }
}
