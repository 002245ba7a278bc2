import ArgumentParser
import Foundation
import SpendBooks
import SpendClient
import SpendCore
import SpendProtocol

/// Import and export throughput, and `spend summary` against `hledger balance -M` on the
/// same expenses exported as a journal.
extension SpendBench {
    /// Export in each format to a file, then import the CSV export into an empty
    /// database (all new) and again (all duplicates). Three runs each, medians.
    func booksThroughput(rows: Int) async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try await generate(rows: rows, path: directory + "/source.sqlite")
        let source = try DaemonProcess(binDir: binDir, directory: directory, database: directory + "/source.sqlite")
        defer { source.stop() }
        let connection = try LineConnection(path: source.socket, timeout: 600)
        try connection.readGreeting()
        print("\nexport and import at \(rows) expenses, 3 runs each (medians)")
        for name in ["csv", "ledger", "beancount", "json"] {
            var runs: [Double] = []
            for i in 0..<3 {
                let path = directory + "/export.\(name)"
                runs.append(try time {
                    let reply = try connection.request([("cmd", .string("export")), ("format", .string(name)), ("path", .string(path))], id: i)
                    guard reply.ok else { throw ValidationError("export failed: \(reply.line)") }
                })
            }
            print("  export \(name.padding(toLength: 10, withPad: " ", startingAt: 0)) median \(format(median(runs)))  "
                  + "\(Int(Double(rows) / median(runs))) rows/s")
        }
        var fresh: [Double] = []
        var again: [Double] = []
        for run in 0..<3 {
            try FileManager.default.createDirectory(atPath: directory + "/t\(run)", withIntermediateDirectories: true)
            let target = try DaemonProcess(binDir: binDir, directory: directory + "/t\(run)", database: directory + "/t\(run)/target.sqlite")
            defer { target.stop() }
            let importer = try LineConnection(path: target.socket, timeout: 600)
            try importer.readGreeting()
            for pass in 0..<2 {
                let seconds = try time {
                    let reply = try importer.request([("cmd", .string("import")), ("path", .string(directory + "/export.csv"))], id: pass)
                    let expected = pass == 0 ? "imported" : "skipped_duplicates"
                    guard reply.ok, reply.result?[expected]?.intValue == Int64(rows) else {
                        throw ValidationError("import did not take every row: \(reply.line.prefix(300))")
                    }
                }
                if pass == 0 { fresh.append(seconds) } else { again.append(seconds) }
            }
        }
        print("  import csv (new)      median \(format(median(fresh)))  \(Int(Double(rows) / median(fresh))) rows/s")
        print("  import csv (re-run)   median \(format(median(again)))  \(Int(Double(rows) / median(again))) rows/s (every row a duplicate)")
        try bankFormatImport(rows: rows, directory: directory, plain: median(fresh))
    }

    /// The same expenses as a Chase card download (MM/DD/YYYY, spending negative, bank
    /// descriptors and category words), imported into an empty database, beside the plain
    /// CSV import just measured; and the format's detection on a 10 MB file.
    private func bankFormatImport(rows: Int, directory: String, plain: Double) throws {
        let source = try String(contentsOfFile: directory + "/export.csv", encoding: .utf8)
        var bank = "Transaction Date,Post Date,Description,Category,Type,Amount,Memo\r\n"
        for record in try CSV.read(source).dropFirst() {
            let f = record.fields
            let day = Day(iso: f[0])!
            let date = String(format: "%02d/%02d/%04d", day.month, day.day, day.year)
            bank += CSV.line([date, date, f[4].uppercased(), "Food & Drink", "Sale", "-" + f[1], ""])
        }
        try bank.write(toFile: directory + "/chase.csv", atomically: true, encoding: .utf8)
        var runs: [Double] = []
        for run in 0..<3 {
            try FileManager.default.createDirectory(atPath: directory + "/b\(run)", withIntermediateDirectories: true)
            let target = try DaemonProcess(binDir: binDir, directory: directory + "/b\(run)", database: directory + "/b\(run)/target.sqlite")
            defer { target.stop() }
            let importer = try LineConnection(path: target.socket, timeout: 600)
            try importer.readGreeting()
            runs.append(try time {
                let reply = try importer.request([("cmd", .string("import")), ("path", .string(directory + "/chase.csv"))], id: run)
                guard reply.ok, reply.result?["imported"]?.intValue == Int64(rows) else {
                    throw ValidationError("bank import did not take every row: \(reply.line.prefix(300))")
                }
            })
        }
        print("  import chase-card     median \(format(median(runs)))  \(Int(Double(rows) / median(runs))) rows/s"
              + "  (x\(String(format: "%.2f", median(runs) / plain)) the plain CSV import; target at most x1.5)")
        var big = Data(bank.utf8)
        while big.count < 10_000_000 { big.append(contentsOf: bank.utf8.dropFirst(66)) }
        var detect: [Double] = []
        for _ in 0..<5 {
            detect.append(try time {
                let layout = try Statement.detect(big, options: ImportOptions(defaultCurrency: .usd))
                guard layout.formatID == "chase-card" else { throw ValidationError("detected \(layout.formatID)") }
            })
        }
        print("  format detection on \(big.count / 1_000_000) MB  median \(format(median(detect)))  (target at most 50 ms)")
    }

    /// `spend summary` (the client binary, so process start counts on both sides) against
    /// `hledger balance -M` on the same expenses, in the same run.
    func summaryVersusHledger(rows: Int, hledgerRuns: Int) async throws {
        guard let hledger = ["/usr/bin/hledger", "/usr/local/bin/hledger"].first(where: FileManager.default.isExecutableFile) else {
            print("\nsummary vs hledger: hledger is not installed (scripts/setup installs it); skipped")
            return
        }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try await generate(rows: rows, path: directory + "/bench.sqlite")
        let daemon = try DaemonProcess(binDir: binDir, directory: directory, database: directory + "/bench.sqlite")
        defer { daemon.stop() }
        let journal = directory + "/bench.journal"
        let exportSeconds = try time {
            let connection = try LineConnection(path: daemon.socket, timeout: 600)
            try connection.readGreeting()
            let reply = try connection.request([("cmd", .string("export")), ("format", .string("ledger")), ("path", .string(journal))], id: 1)
            guard reply.ok else { throw ValidationError("export failed: \(reply.line)") }
        }
        func run(_ executable: String, _ arguments: [String]) throws -> Double {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            return try time {
                try process.run()
                process.waitUntilExit()
                guard process.terminationStatus == 0 else { throw ValidationError("\(executable) failed") }
            }
        }
        var spend: [Double] = []
        for _ in 0..<15 { spend.append(try run(binDir + "/spend", ["--socket", daemon.socket, "summary", "--month", "2026-11"])) }
        var ledger: [Double] = []
        for _ in 0..<hledgerRuns { ledger.append(try run(hledger, ["-f", journal, "balance", "-M"])) }
        print("\nspend summary vs hledger balance -M at \(rows) expenses (journal exported in \(format(exportSeconds)))")
        print("  spend summary (client process)  median \(format(median(spend))) of 15")
        print("  hledger balance -M              median \(format(median(ledger))) of \(hledgerRuns)")
        print("  ratio                           hledger takes x\(String(format: "%.0f", median(ledger) / median(spend))) spend's time")
    }
}
