import ArgumentParser
import Foundation
import SpendClient
import SpendCore
import SpendStore

extension SpendBench {
    /// `parse` through the daemon's socket beside the parser in-process, on the corpus
    /// phrases: a client pipelining 20,000 lines, and one request at a time.
    func socketParse() throws {
        let phrases = try corpusPhrases().filter { !$0.contains("\n") && !$0.contains("\r") }
        let parser = ExpenseParser()
        let today = Day(iso: "2026-11-18")!
        _ = try? parser.parse(phrases[0], today: today)
        let burst = 20_000
        let lines = (0..<burst).map { "parse " + phrases[$0 % phrases.count] + "\n" }
        var inProcess: [Double] = []
        for _ in 0..<5 {
            inProcess.append(Double(burst) / time { for i in 0..<burst { _ = try? parser.parse(phrases[i % phrases.count], today: today) } })
        }

        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let daemon = try DaemonProcess(binDir: binDir, directory: directory, database: directory + "/parse.sqlite")
        defer { daemon.stop() }
        let connection = try LineConnection(path: daemon.socket)
        try connection.readGreeting()
        // Warm-up: the knowledge tables load at the first parse.
        try connection.send("parse coffee 4")
        _ = try connection.readLine()

        var pipelined: [Double] = []
        let bytes = Array(lines.joined().utf8)
        for _ in 0..<5 {
            var answered = 0
            let seconds = try time {
                // The client writes while it reads, as a pipelining client must: the
                // replies would otherwise fill the socket and stop the daemon reading.
                writeInBackground(connection.descriptor, bytes)
                while answered < burst, let line = try connection.readLine() {
                    // The corpus holds phrases that are not expenses: an error is an answer too.
                    if line.hasPrefix("{\"ok\":") { answered += 1 } else { throw ValidationError("not a reply: \(line)") }
                }
            }
            pipelined.append(Double(answered) / seconds)
        }

        var roundTrips: [Double] = []
        for i in 0..<3_000 {
            let line = lines[i % phrases.count]
            let seconds = try time {
                try connection.send(line)
                _ = try connection.readLine()
            }
            if i >= 100 { roundTrips.append(seconds) }
        }
        roundTrips.sort()
        print("\nparse over the socket: \(phrases.count) corpus phrases, in the text form")
        print("  in-process parser          median \(Int(median(inProcess))) phrases/s")
        print("  pipelined, \(burst) lines x 5  median \(Int(median(pipelined))) parses/s (min \(Int(pipelined.min()!)), max \(Int(pipelined.max()!)))")
        print("  one at a time, 2,900       p50 \(format(percentile(roundTrips, 0.5))), p99 \(format(percentile(roundTrips, 0.99)))")
    }

    /// `list search=` at a million expenses: no match, a rare word, a common one.
    func listSearch(rows: Int) async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/search.sqlite"
        try await generate(rows: rows, path: path)
        let daemon = try DaemonProcess(binDir: binDir, directory: directory, database: path)
        defer { daemon.stop() }
        let connection = try LineConnection(path: daemon.socket)
        try connection.readGreeting()
        print("\nlist search= at \(rows) expenses (descriptions \"item 0\" to \"item 999\"), 9 runs each, medians")
        for (search, what) in [("zzz", "no match"), ("item 999", "0.1% match"), ("item 7", "11% match")] {
            var times: [Double] = []
            var matched: Int64 = 0
            for i in 0..<10 {
                var reply: Reply?
                let seconds = try time { reply = try connection.request([("cmd", .string("list")), ("search", .string(search))], id: i + 1) }
                guard let reply, reply.ok else { throw ValidationError("list failed: \(reply?.line ?? "")") }
                matched = reply.result?["matched"]?.intValue ?? -1
                if i > 0 { times.append(seconds) }
            }
            print("  search=\"\(search)\" (\(what), \(matched) expenses)  \(format(median(times)))")
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
