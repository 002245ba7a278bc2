import Foundation
import SpendClient
import SpendProtocol
import Testing

extension SpendIntegration {
    /// A large bank file through the real daemon: it is read twice a piece at a time and
    /// stored a batch at a time, so the daemon's peak memory stays bounded whatever the
    /// file's size, and comes back afterwards; the import is still one action.
    @Suite(.serialized)
    struct LargeImport {
        /// Small enough for a debug daemon in `make test`; `spend-bench --only import`
        /// measures a million rows.
        static let rows = 50_000
        /// Growth of resident memory allowed over the import (VmHWM against VmRSS before):
        /// a streamed import takes a constant amount (26 MiB with a debug daemon), while
        /// holding the rows and their undo record, as imports once did, grows with the file.
        static let growthKiB = 40 * 1024

        static func status(_ pid: Int32, _ field: String) throws -> Int {
            let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
            let line = try #require(status.split(separator: "\n").first { $0.hasPrefix(field + ":") })
            return try #require(Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]))
        }

        /// A bank-like file: a year of dates, varied amounts and shops, and every 1000th
        /// row written twice (two identical purchases are two rows).
        static func write(_ path: String) throws -> (rows: Int, bytes: Int) {
            var text = "Date,Description,Amount\n"
            var count = 0
            for i in 0..<rows {
                let line = "2026-\(String(format: "%02d", i % 12 + 1))-\(String(format: "%02d", i % 28 + 1)),CARD PURCHASE SHOP \(i % 7919) REF \(i),-\(i % 900 + 1).\(String(format: "%02d", i % 100))\n"
                text += line
                count += 1
                if i % 1000 == 0 { text += line; count += 1 }
            }
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return (count, text.utf8.count)
        }

        @Test("a 50k-row import grows the daemon by less than 40 MiB at its peak and gives memory back")
        func aLargeImportStaysBounded() throws {
            let daemon = try DaemonHarness()
            let pid = try #require(daemon.pid)
            let path = daemon.directory + "/large.csv"
            let file = try Self.write(path)
            #expect(try daemon.connect().call("ping").ok == true)
            usleep(1_500_000)  // past the trim after the connections above
            let before = try Self.status(pid, "VmRSS")
            do {
                let connection = try daemon.connect(timeout: 1200)
                let reply = try connection.call("import \(path)")
                #expect(reply.ok == true, "\(reply)")
                #expect(reply.result?["imported"]?.intValue == Int64(file.rows), "\(reply)")
                #expect(reply.result?["rejected"]?.intValue == 0)
                let growth = try Self.status(pid, "VmHWM") - before
                #expect(growth < Self.growthKiB, "peak RSS grew by \(growth) KiB importing \(file.rows) rows (\(file.bytes / 1_048_576) MiB)")
            }
            // The trim a second after the import ends hands the freed arenas back.
            usleep(2_500_000)
            let after = try Self.status(pid, "VmRSS") - before
            #expect(after < Self.growthKiB / 2, "RSS \(after) KiB above its start after the import")
            #expect(try daemon.connect().ok("status").result?["expenses"]?.intValue == Int64(file.rows))
        }
    }
}
