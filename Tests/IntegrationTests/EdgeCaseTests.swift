import Foundation
import SpendProtocol
import Testing

extension SpendIntegration {
    /// Inputs at the edges of what the daemon accepts must answer, not crash it.
    @Suite(.serialized)
    struct EdgeCases {
        @Test func summaryOfTheEarliestMonthAnswersAndTheDaemonLives() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let reply = try connection.call("summary 0001-01")
            #expect(reply.ok == true, "\(reply)")
            #expect(reply.json["result"]?["count"] == .number("0"))
            #expect(try connection.call("ping").ok == true)
            #expect(daemon.isRunning)
        }

        @Test func aCurrencyFieldMustBeACode() throws {
            let daemon = try DaemonHarness()
            let reply = try daemon.connect().callJSON([("cmd", .string("add")), ("amount", .string("5")), ("currency", .null)])
            #expect(reply.json["error"]?["code"] == .string("bad_arguments"), "\(reply)")
        }
    }
}

extension SpendIntegration.EdgeCases {
    /// Another process that holds the database's write lock for `seconds`, returned once
    /// it holds it.
    static func holdWriteLock(_ database: String, seconds: Int) throws -> Process {
        let locker = Process()
        locker.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        locker.arguments = ["python3", "-c", """
            import sqlite3, sys, time
            db = sqlite3.connect(sys.argv[1], isolation_level=None)
            db.execute("BEGIN EXCLUSIVE")
            print("locked", flush=True)
            time.sleep(\(seconds))
            db.execute("COMMIT")
            """, database]
        let output = Pipe()
        locker.standardOutput = output
        try locker.run()
        guard String(decoding: output.fileHandleForReading.availableData, as: UTF8.self).contains("locked") else {
            locker.terminate()
            throw HarnessError("the locking process did not take the lock")
        }
        return locker
    }

    /// Another process holding the database's write lock delays adds, not the daemon:
    /// requests that do not write still answer at once.
    @Test func aLockedDatabaseDoesNotStallOtherRequests() throws {
        let daemon = try DaemonHarness()
        let locker = try Self.holdWriteLock(daemon.databasePath, seconds: 6)
        defer { locker.terminate(); locker.waitUntilExit() }

        // Four adds wait for the lock, more than the machine has cooperative threads.
        let writers = (0..<4).map { _ in try? daemon.connect() }.compactMap { $0 }
        for writer in writers { try writer.send("add lunch $12") }
        usleep(300_000)
        let start = Date()
        let pinger = try daemon.connect()
        #expect(try pinger.call("ping").ok == true)
        #expect(try pinger.call("list limit=1").ok == true)
        let elapsed = Date().timeIntervalSince(start)
        #expect(elapsed < 2, "ping and list took \(elapsed) s while adds waited for the lock")
    }
}

extension SpendIntegration.EdgeCases {
    /// Replies to requests that answer at once leave together, but never wait behind a
    /// slower request that came in the same read: here an add that waits for another
    /// process's write lock, with a ping and a parse before it and a ping after.
    @Test func atOnceRepliesDoNotWaitBehindASlowRequestOfTheSameRead() throws {
        let daemon = try DaemonHarness()
        let connection = try daemon.connect(timeout: 30)
        // The first parse loads the brand and item tables (seconds in a debug build).
        #expect(try connection.call("parse tea $2").ok == true)
        let locker = try Self.holdWriteLock(daemon.databasePath, seconds: 3)
        defer { locker.terminate(); locker.waitUntilExit() }

        let start = Date()
        try connection.sendBytes(Array("ping\nparse coffee $4\nadd lunch $12\nping\n".utf8))
        let ping = try connection.reply()
        let parse = try connection.reply()
        let early = Date().timeIntervalSince(start)
        let add = try connection.reply()
        let lastPing = try connection.reply()
        let late = Date().timeIntervalSince(start)
        #expect(ping.ok == true && parse.ok == true && add.ok == true && lastPing.ok == true,
                "\(ping.raw) \(parse.raw) \(add.raw) \(lastPing.raw)")
        #expect(rawNumbers(parse.raw, key: "amount") == ["4.00"], "\(parse.raw)")
        #expect(rawNumbers(add.raw, key: "amount") == ["12.00"], "\(add.raw)")
        #expect(early < 1.5, "the ping and parse replies waited \(early) s behind the locked add")
        #expect(late >= 2, "the add was answered after \(late) s, before the lock was released")
    }
}
