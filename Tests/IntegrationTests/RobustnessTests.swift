import Foundation
import SpendClient
import SpendProtocol
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Findings of the robustness review: inputs that cost the daemon far more than they
/// cost the client, or that leak, lock out or mislead.
extension SpendIntegration {
    @Suite(.serialized)
    struct Robustness {
        /// Seconds `body` takes on the wall clock.
        static func seconds(_ body: () throws -> Void) rethrows -> Double {
            let start = Date()
            try body()
            return Date().timeIntervalSince(start)
        }

        @Test("JSON nested deeper than 32 levels is bad_request at once, and 32 levels is still read")
        func deepJSON() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            // 511 levels used to cost 1.5 s of CPU in the decoder before any check.
            let deep = #"{"cmd":"ping","id":1,"x":"# + String(repeating: "[", count: 510) + String(repeating: "]", count: 510) + "}"
            var reply: Response?
            let elapsed = try Self.seconds { reply = try connection.call(deep) }
            #expect(reply?.errorCode == "bad_request", "\(reply?.raw ?? "")")
            #expect(reply?.errorMessage?.contains("deeper than 32") == true, "\(reply?.raw ?? "")")
            #expect(elapsed < 0.5, "took \(elapsed) s")
            // Brackets inside strings do not count, and 32 levels in all is fine.
            let atLimit = #"{"cmd":"ping","id":2,"x":"[[[[","y":"# + String(repeating: "[", count: 31)
                + String(repeating: "]", count: 31) + "}"
            let accepted = try connection.call(atLimit)
            #expect(accepted.errorCode == "bad_arguments", "read as a request with an unknown argument: \(accepted)")
            #expect(try connection.call("ping").ok == true)
        }

        @Test("3,000 parse lines sent in one burst are all answered, in order")
        func pipelinedParseBurst() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let count = 3_000
            // Each line's amount is its number, so an answer out of order or missing shows.
            let burst = (0..<count).map { "parse coffee $\(dollars(100 + $0))\n" }.joined()
            writeInBackground(connection.descriptor, Array(burst.utf8))
            for i in 0..<count {
                let reply = try connection.reply()
                guard reply.ok == true, rawNumbers(reply.raw, key: "amount") == [dollars(100 + i)] else {
                    Issue.record("answer \(i): \(reply.raw)")
                    return
                }
            }
            #expect(try connection.call("ping").ok == true)
        }

        @Test("A 9000-word phrase of number words is refused as too_long within a second")
        func longPhrase() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect(timeout: 30)
            // "twelve " × 9000 took 13.6 s: every pair of amounts was compared.
            let phrase = String(repeating: "twelve ", count: 9000)
            for verb in ["parse", "add", "say", "ask"] {
                var reply: Response?
                let elapsed = try Self.seconds { reply = try connection.call("\(verb) " + phrase) }
                #expect(reply?.errorCode == "too_long", "\(verb): \(reply?.raw.prefix(300) ?? "")")
                #expect(reply?.errorMessage?.contains("at most 300") == true, "\(reply?.raw.prefix(300) ?? "")")
                #expect(elapsed < 1, "\(verb) took \(elapsed) s")
            }
            // A long but sensible phrase is still an expense.
            let long = "lunch $12 " + String(repeating: "with friends ", count: 140)
            #expect(try connection.call("parse " + long).ok == true)
            #expect(try connection.listAll().isEmpty)
        }

        @Test("Converted totals past Int64 are an overflow error, never a clamped or wrapped figure")
        func conversionOverflow() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            // The largest amount an expense may have, in two currencies at the largest rate:
            // each converted sum is about 10^22 minor units, far past Int64.
            for currency in ["EUR", "GBP"] {
                _ = try connection.ok("rate set \(currency) 9999999999")
                let added = try connection.callJSON([("cmd", .string("add")), ("amount", .string("9999999999.99")),
                                                     ("currency", .string(currency)), ("description", .string("yacht")),
                                                     ("date", .string("2026-11-10")), ("today", .string("2026-11-18"))])
                #expect(added.ok == true, "\(added)")
            }
            let requests: [[(String, JSONValue)]] = [
                [("cmd", .string("summary")), ("month", .string("2026-11")), ("today", .string("2026-11-18"))],
                [("cmd", .string("query")), ("period", .string("2026-11")), ("today", .string("2026-11-18"))],
                [("cmd", .string("query")), ("period", .string("2026-11")), ("measure", .string("largest")),
                 ("today", .string("2026-11-18"))],
            ]
            for request in requests {
                let reply = try connection.callJSON(request)
                #expect(reply.errorCode == "overflow", "\(reply)")
                #expect(reply.errorMessage?.contains("too large") == true, "\(reply)")
            }
            let answer = try connection.callJSON([("cmd", .string("ask")), ("text", .string("how much did I spend in November?")),
                                                  ("today", .string("2026-11-18"))])
            #expect(answer.errorCode == "overflow", "\(answer)")
            #expect(daemon.isRunning)
            #expect(try connection.call("ping").ok == true)
        }

        @Test("ask cancelled right after it is sent is always cancelled, never internal")
        func cancelRightAway() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            _ = try connection.add("coffee $4 yesterday")
            for round in 0..<40 {
                // One write, so the cancel reaches the daemon while the answer's SQL runs.
                try connection.send(#"{"cmd":"ask","id":"a\#(round)","text":"how much did I spend on coffee?"}"#
                    + "\n" + #"{"cmd":"cancel","id":"c\#(round)","target":"a\#(round)"}"#)
                var replies: [String: Response] = [:]
                while replies.count < 2 {
                    let line = try #require(try connection.next())
                    if let id = line.id?.stringValue, line.ok != nil { replies[id] = line }
                }
                let asked = try #require(replies["a\(round)"]), cancel = try #require(replies["c\(round)"])
                // The answer may finish before the cancel is read; then nothing was running.
                if cancel.result?["cancelled"]?.intValue == 0 {
                    #expect(asked.ok == true, "round \(round): \(asked)")
                } else {
                    #expect(asked.errorCode == "cancelled", "round \(round): \(asked)")
                }
            }
        }

        @Test("An endpoint that drips a byte every half second is stopped by chat_deadline with timeout")
        func answerDeadline() throws {
            let stub = try ChatStub()
            // chat_timeout (2 s in ChatStub) never trips: a byte comes every 0.5 s.
            let daemon = try stub.daemon("drip", config: "chat_deadline = 2")
            let connection = try daemon.connect(timeout: 15)
            var reply: Response?
            let elapsed = try Self.seconds {
                try connection.send(JSONValue.object([("id", .int(1))] + ask("Any unusual expenses?", id: 1)).serialized)
                reply = try connection.reply()
                while reply?.event == "delta" { reply = try connection.reply() }
            }
            #expect(reply?.errorCode == "timeout", "\(reply?.raw ?? "")")
            #expect(reply?.errorMessage?.contains("chat_deadline (2 s)") == true, "\(reply?.raw ?? "")")
            #expect(reply?.json["error"]?["text"]?.stringValue == "drip ", "\(reply?.raw ?? "")")
            #expect(elapsed < 5, "took \(elapsed) s")
            let upstream = try stub.waitForLastRequest { $0["disconnected"] == .bool(true) }
            #expect(upstream?["disconnected"] == .bool(true), "the dripping request must be closed")
        }

        @Test("After a half-close, a last line without a newline is always handled and answered, even behind other requests")
        func lastLineOnHalfClose() throws {
            let daemon = try DaemonHarness()
            // Many rounds, because the finding was that it happened only sometimes: the last
            // line here is an add behind a streaming ask and pipelined pings.
            for round in 0..<50 {
                let connection = try daemon.connect()
                try connection.sendBytes(Array((#"{"cmd":"ask","id":"q","text":"how much did I spend?"}"# + "\n"
                    + String(repeating: "ping\n", count: 20) + "add tea $\(round + 1)").utf8))
                connection.finishSending()
                var finals: [Response] = []
                while let line = try connection.next() { if line.ok != nil { finals.append(line) } }
                #expect(finals.count == 22, "round \(round): \(finals.count) replies")
                let added = finals.first { $0.expense != nil }
                #expect(added.flatMap { rawNumbers($0.raw, key: "amount").first } == "\(round + 1).00", "round \(round)")
            }
            #expect(try daemon.connect().listAll().count == 50)
        }

        @Test("A symlink planted as the socket directory is refused, and its target's mode is left alone")
        func symlinkedSocketDirectory() throws {
            let daemon = try DaemonHarness(start: false)
            // As /tmp/spend-UID would be without XDG_RUNTIME_DIR: the name the daemon may
            // tighten to 0700, taken first by a symlink to a directory of ours.
            let target = daemon.directory + "/shared"
            let planted = daemon.directory + "/spend-\(getuid())"
            try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
            chmod(target, 0o775)
            try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: target)
            let output = try daemon.runOtherDaemon(socket: planted + "/spendd.sock", database: daemon.databasePath)
            #expect(output.exit == .exited(1), "\(output)")
            #expect(output.stderr.contains("Refusing to use \(planted) for the socket: it is a symbolic link"), "\(output)")
            var info = stat()
            #expect(stat(target, &info) == 0 && info.st_mode & 0o777 == 0o775, "mode now \(String(info.st_mode & 0o777, radix: 8))")
            #expect(!FileManager.default.fileExists(atPath: target + "/spendd.sock"))
        }

        @Test("Keys in URL userinfo, in a key file, or a file that is not a key never reach the log or a reply")
        func secretsRedacted() throws {
            let stub = try ChatStub()
            let daemon = try DaemonHarness(start: false)
            let config = daemon.directory + "/config/spend/spendd.conf"
            try FileManager.default.createDirectory(atPath: daemon.directory + "/config/spend", withIntermediateDirectories: true)
            let secrets = ["urluser", "URL-SECRET-77", "TRANSCRIBE-SECRET-55", ChatStub.apiKey, "FIRSTLINE-SECRET", "SECOND-SECRET"]
            // A key file that is really some other file, like /proc/self/environ.
            let notAKey = daemon.directory + "/environ"
            try "FIRSTLINE-SECRET\nOTHER=SECOND-SECRET\n".write(toFile: notAKey, atomically: true, encoding: .utf8)
            try "chat_url = \(stub.url)\nchat_api_key_file = \(notAKey)\n".write(toFile: config, atomically: true, encoding: .utf8)
            let refused = try daemon.runOtherDaemon(database: daemon.databasePath)
            #expect(refused.exit == .exited(1), "\(refused)")
            #expect(refused.stderr.contains("does not hold an API key"), "\(refused)")

            let keyFile = daemon.directory + "/chat.key"
            try ChatStub.apiKey.write(toFile: keyFile, atomically: true, encoding: .utf8)
            try """
                chat_url = http://urluser:URL-SECRET-77@127.0.0.1:\(stub.port)
                chat_model = status-401
                chat_api_key_file = \(keyFile)
                chat_timeout = 2
                transcription_url = http://me:TRANSCRIBE-SECRET-55@127.0.0.1:9
                log_level = debug
                """.write(toFile: config, atomically: true, encoding: .utf8)
            try daemon.start()
            let connection = try daemon.connect()
            // The stub's 401 echoes the key it was sent, as careless servers do.
            var replies: [String] = []
            for id in 1...2 {
                try connection.send(JSONValue.object([("id", .int(id))] + ask("Any unusual expenses?", id: id)).serialized)
                var line = try connection.reply()
                replies.append(line.raw)
                while line.ok == nil { line = try connection.reply(); replies.append(line.raw) }
                #expect(line.errorCode == "unauthorized", "\(line)")
            }
            replies.append(try connection.call("transcribe /no/such.wav").raw)
            try daemon.stop()
            let captured = ([refused.stdout, refused.stderr, daemon.log] + replies).joined(separator: "\n")
            for secret in secrets {
                #expect(!captured.contains(secret), "\(secret) leaked:\n\(captured)")
            }
            #expect(daemon.log.contains("url=http://[redacted]@127.0.0.1:\(stub.port)"), "\(daemon.log)")
        }

        @Test("Clients of the daemon's own user that hang up at once are never logged as another user")
        func sameUserHangUps() throws {
            let daemon = try DaemonHarness()
            // Connect and close without reading: the daemon used to read SO_PEERCRED only
            // after the channel had closed, fail, and log "uid=unknown" as another user.
            for _ in 0..<300 { _ = try daemon.connectRaw() }
            #expect(try daemon.connect().call("ping").ok == true)
            usleep(300_000)
            #expect(!daemon.log.contains("refused"), "\(daemon.log)")
        }

        @Test("Past max_connections a client gets too_many_connections, and once some close a new one is served")
        func connectionCap() throws {
            let daemon = try DaemonHarness(start: false)
            try FileManager.default.createDirectory(atPath: daemon.directory + "/config/spend", withIntermediateDirectories: true)
            try "max_connections = 20\n".write(toFile: daemon.directory + "/config/spend/spendd.conf", atomically: true, encoding: .utf8)
            try daemon.start()
            // Idle clients used to hold file descriptors until nobody else got in.
            var served = try (0..<20).map { _ in try daemon.connect() }
            for _ in 0..<10 {
                let extra = try daemon.connectRaw()
                let refused = try #require(try extra.next())
                #expect(refused.errorCode == "too_many_connections", "\(refused)")
                #expect(refused.errorMessage?.contains("at most 20") == true, "\(refused)")
                #expect(closeOutcome(extra) == "eof")
            }
            #expect(try served[0].call("ping").ok == true, "the clients already in are unaffected")
            served.removeLast(5)
            var greeted = false
            for _ in 0..<50 where !greeted {
                let next = try daemon.connectRaw()
                greeted = try next.next()?.event == "greeting"
                if greeted { #expect(try next.call("ping").ok == true) } else { usleep(100_000) }
            }
            #expect(greeted, "no client was served after five closed")
            // The soft limit on open files is raised to the hard one.
            let limits = try String(contentsOfFile: "/proc/\(daemon.pid!)/limits", encoding: .utf8)
            let files = try #require(limits.split(separator: "\n").first { $0.hasPrefix("Max open files") })
            let fields = files.split(separator: " ", omittingEmptySubsequences: true)
            #expect(fields[3] == fields[4], "\(files)")
            #expect(daemon.log.contains("refused a connection: too many open"), "\(daemon.log)")
        }

        @Test("A connection idle past idle_timeout is told and closed; a subscriber and one with a request running are kept")
        func idleConnectionsAreClosed() throws {
            let daemon = try DaemonHarness(environment: ["SPEND_IDLE_TIMEOUT": "2"])
            let idle = try daemon.connectRaw()
            #expect(try idle.next()?.event == "greeting")
            let subscriber = try daemon.connect()
            #expect(try subscriber.call("subscribe").ok == true)
            // Keeps sending, from its own thread while this one waits: never idle for 2 s.
            let busy = try daemon.connect()
            let start = Date()
            nonisolated(unsafe) let pinger = busy
            nonisolated(unsafe) var failedPings = 0
            let pinging = Thread {
                for _ in 0..<16 {
                    if (try? pinger.call("ping").ok) != true { failedPings += 1 }
                    usleep(300_000)
                }
            }
            pinging.start()
            let told = try #require(try idle.next())
            #expect(told.errorCode == "idle_timeout", "\(told)")
            #expect(closeOutcome(idle) == "eof")
            let waited = Date().timeIntervalSince(start)
            #expect(waited >= 1.5 && waited < 6, "closed after \(waited) s")
            while !pinging.isFinished { usleep(50_000) }
            #expect(failedPings == 0, "the busy connection was closed")
            #expect(try subscriber.call("ping").ok == true, "a subscriber is never closed for being idle")
            #expect(try busy.call("ping").ok == true)
        }

        /// User and system CPU time the process has used, in clock ticks.
        static func cpuTicks(_ pid: Int32) throws -> Int {
            let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
            let fields = try #require(stat.split(separator: ")").last).split(separator: " ")
            return try #require(Int(fields[11])) + #require(Int(fields[12]))
        }

        /// The daemon's resident memory in KiB.
        static func residentKiB(_ pid: Int32) throws -> Int {
            let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
            let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") })
            return try #require(Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]))
        }

        @Test("Thousands of pipelined asks from a client that does not read cost bounded memory, and the daemon stops reading")
        func pipelinedAsksAreBounded() throws {
            let daemon = try DaemonHarness()
            let pid = try #require(daemon.pid)
            _ = try daemon.connect().add("coffee $4")
            let before = try Self.residentKiB(pid)
            let flood = try daemon.connect(timeout: 30)
            // 3,000 asks of about 2 KiB: far more than the socket buffers hold, so the
            // sender finishes only if the daemon reads them all (100k used to take 1.79 GB).
            let line = JSONValue.object([("cmd", .string("ask")), ("text", .string("how much on coffee?")),
                                         ("conversation", .string(String(repeating: "c", count: 2000)))]).serialized + "\n"
            let sent = DispatchSemaphore(value: 0)
            // Only this thread writes, and only the test's thread reads.
            nonisolated(unsafe) let sender = flood
            Thread {
                try? sender.sendBytes(Array(String(repeating: line, count: 3000).utf8))
                sent.signal()
            }.start()
            #expect(sent.wait(timeout: .now() + 3) == .timedOut, "the daemon read every request without answering them")
            let grown = try Self.residentKiB(pid) - before
            #expect(grown < 40_000, "VmRSS grew by \(grown) KiB")
            // Reading lets the daemon go on: answers keep coming in order of reading.
            var finals = 0
            while finals < 200, let reply = try flood.next() { if reply.ok != nil { finals += 1 } }
            #expect(finals == 200)
            flood.finishSending()  // ends the sender thread's blocked write
            #expect(try daemon.connect().call("ping").ok == true)
            #expect(try Self.residentKiB(pid) - before < 40_000)
        }

        @Test("A client that pipelines parses and does not read is held back: memory stays bounded, answers stay in order")
        func pipelinedParsesAreBounded() throws {
            let daemon = try DaemonHarness()
            let pid = try #require(daemon.pid)
            #expect(try daemon.connect().call("parse coffee $4").ok == true)
            let before = try Self.residentKiB(pid)
            let flood = try daemon.connect(timeout: 30)
            // A first request answered: from here on, parses are answered as they are read.
            #expect(try flood.call("ping").ok == true)
            // 200,000 parses answered from memory would queue about 70 MB of replies for a
            // client that never reads them; the sender must be left waiting instead.
            let count = 200_000
            let burst = (0..<count).map { "parse tea $\(dollars(100 + $0 % 1000))\n" }.joined()
            let sent = DispatchSemaphore(value: 0)
            nonisolated(unsafe) let sender = flood
            Thread {
                try? sender.sendBytes(Array(burst.utf8))
                sent.signal()
            }.start()
            // Held back, the daemon soon has nothing to do; answering every line it could
            // read would keep it busy for many seconds (and then let the sender finish).
            var settled = false
            var ticks = try Self.cpuTicks(pid)
            for _ in 0..<30 where !settled {
                usleep(500_000)
                let now = try Self.cpuTicks(pid)
                settled = now - ticks <= 1
                ticks = now
            }
            #expect(settled, "the daemon kept working on requests whose answers nobody read")
            #expect(sent.wait(timeout: .now()) == .timedOut, "the daemon read every request without its answers being read")
            let grown = try Self.residentKiB(pid) - before
            #expect(grown < 40_000, "VmRSS grew by \(grown) KiB")
            for i in 0..<2_000 {
                let reply = try #require(try flood.next())
                guard reply.ok == true, rawNumbers(reply.raw, key: "amount") == [dollars(100 + i % 1000)] else {
                    Issue.record("answer \(i): \(reply.raw)")
                    return
                }
            }
            flood.finishSending()
            #expect(try daemon.connect().call("ping").ok == true)
        }

        @Test("After a flood of malformed lines on one connection, RSS comes back within a few MB once it closes")
        func floodMemoryReturns() throws {
            let daemon = try DaemonHarness()
            let pid = try #require(daemon.pid)
            #expect(try daemon.connect().call("ping").ok == true)
            usleep(1_500_000)  // past the trim that follows the connections above
            let baseline = try Self.residentKiB(pid)
            var flooded = 0
            do {
                let flood = try daemon.connect(timeout: 30)
                // In steps the socket buffers hold, so neither side waits on the other.
                let step = String(repeating: #"{"cmd":"add","amount":"# + "\n", count: 1000)
                var refused = 0
                for _ in 0..<10 {
                    try flood.send(step)
                    for _ in 0..<1000 where try flood.next()?.errorCode == "bad_json" { refused += 1 }
                }
                #expect(refused == 10_000)
                flooded = try Self.residentKiB(pid)
            }
            usleep(2_500_000)  // the trim runs a second after the close
            let after = try Self.residentKiB(pid)
            print("flood RSS: baseline \(baseline / 1024) MiB, flooded \(flooded / 1024) MiB, after close \(after / 1024) MiB")
            #expect(after - baseline < 4_096, "VmRSS \(baseline) KiB before, \(flooded) KiB flooded, \(after) KiB after the close")
            #expect(try daemon.connect().call("ping").ok == true)
        }

        @Test("export to the daemon's own database or its WAL is refused, and the books survive a restart")
        func exportOverTheDatabase() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            _ = try connection.add("coffee $3.50")
            // This used to rename a CSV over the live database: the next start found no books.
            for path in [daemon.databasePath, daemon.databasePath + "-wal", daemon.directory + "/./db.sqlite"] {
                let reply = try connection.call("export format=csv path=\(path)")
                #expect(reply.errorCode == "cannot_write", "\(path): \(reply.raw)")
            }
            try daemon.restart()
            #expect(try daemon.connect().listAll().count == 1)
        }
    }
}

/// Writes all of `bytes` to the socket from another thread, so the caller can read the
/// replies meanwhile.
private func writeInBackground(_ fd: Int32, _ bytes: [UInt8]) {
    Thread {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if written < 0 { if errno == EINTR { continue } else { return } }
            offset += written
        }
    }.start()
}
