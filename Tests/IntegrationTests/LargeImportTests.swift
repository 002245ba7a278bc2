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
        static let rows = 200_000
        /// Peak resident memory allowed (VmHWM): holding the rows, as imports once did,
        /// takes this past 150 MB at 200k rows (750 MB at 1M).
        static let peakKiB = 100 * 1024

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

        @Test("a 200k-row import peaks under 100 MB RSS, gives memory back, skips every row the second time and undoes whole")
        func aLargeImportStaysBounded() throws {
            let daemon = try DaemonHarness()
            let pid = try #require(daemon.pid)
            let path = daemon.directory + "/large.csv"
            let file = try Self.write(path)
            do {
                let connection = try daemon.connect(timeout: 600)
                let reply = try connection.call("import \(path)")
                #expect(reply.ok == true, "\(reply)")
                #expect(reply.result?["imported"]?.intValue == Int64(file.rows), "\(reply)")
                #expect(reply.result?["rejected"]?.intValue == 0)
                let peak = try Self.status(pid, "VmHWM")
                #expect(peak < Self.peakKiB, "peak RSS \(peak) KiB importing \(file.rows) rows (\(file.bytes / 1_048_576) MiB)")
                let again = try connection.call("import \(path)")
                #expect(again.result?["imported"]?.intValue == 0 && again.result?["skipped_duplicates"]?.intValue == Int64(file.rows), "\(again)")
                #expect(try Self.status(pid, "VmHWM") < Self.peakKiB, "the duplicate check holds no more than the import")
            }
            // The trim a second after the import ends hands the freed arenas back.
            usleep(1_500_000)
            let after = try Self.status(pid, "VmRSS")
            #expect(after < 60 * 1024, "RSS \(after) KiB after the import")
            let undo = try daemon.connect(timeout: 600).call("undo")
            #expect(undo.ok == true, "\(undo)")
            #expect(try daemon.connect().ok("status").result?["expenses"]?.intValue == 0)
        }
    }
}
