import ArgumentParser
import Foundation
import SpendClient
import SpendCore
import SpendStore
import Synchronization

extension SpendBench {
    /// A bank-like CSV of `rows` rows: a year of dates, varied amounts and shops.
    func writeBankFile(_ path: String, rows: Int) throws -> Int {
        guard let out = FileHandle(forWritingAtPath: path) ?? (FileManager.default.createFile(atPath: path, contents: nil)
            ? FileHandle(forWritingAtPath: path) : nil) else { throw ValidationError("cannot write \(path)") }
        defer { try? out.close() }
        var text = "Date,Description,Amount\n"
        var bytes = 0
        for i in 0..<rows {
            text += "2026-\(String(format: "%02d", i % 12 + 1))-\(String(format: "%02d", i % 28 + 1)),CARD PURCHASE SHOP \(i % 7919) REF \(i),-\(i % 900 + 1).\(String(format: "%02d", i % 100))\n"
            if text.utf8.count > 1 << 20 {
                bytes += text.utf8.count
                try out.write(contentsOf: Data(text.utf8))
                text = ""
            }
        }
        bytes += text.utf8.count
        try out.write(contentsOf: Data(text.utf8))
        return bytes
    }

    /// `spend import` of a large file: the daemon's peak resident memory (VmHWM) while it
    /// reads and stores it, and what it holds once the import is over.
    func importMemory(rows: Int) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/bank.csv"
        let bytes = try writeBankFile(file, rows: rows)
        let daemon = try DaemonProcess(binDir: binDir, directory: directory, database: directory + "/import.sqlite")
        defer { daemon.stop() }
        usleep(1_500_000)  // past the trim after the start-up probe's connection
        let baseline = daemon.residentKiB() ?? 0
        var imported: Int64 = 0
        // VmHWM has no parts: sample the anonymous and file-backed parts while it runs.
        let peaks = Mutex((anonymous: 0, file: 0, running: true))
        let pid = daemon.process.processIdentifier
        let sampler = Thread {
            while peaks.withLock({ $0.running }) {
                let anonymous = DaemonProcess.statusField("RssAnon:", pid: pid) ?? 0
                let file = DaemonProcess.statusField("RssFile:", pid: pid) ?? 0
                peaks.withLock { $0.anonymous = max($0.anonymous, anonymous); $0.file = max($0.file, file) }
                usleep(20_000)
            }
        }
        sampler.start()
        defer { peaks.withLock { $0.running = false } }
        let seconds = try time {
            let connection = try LineConnection(path: daemon.socket, timeout: 1800)
            try connection.readGreeting()
            let reply = try connection.request([("cmd", .string("import")), ("path", .string(file))])
            guard reply.ok, let count = reply.result?["imported"]?.intValue else { throw ValidationError("import failed: \(reply.line.prefix(300))") }
            imported = count
        }
        let peak = daemon.peakKiB() ?? 0
        usleep(2_500_000)  // the trim runs a second after the import and the close
        let after = daemon.residentKiB() ?? 0
        print("\nimport of \(imported) rows (\(bytes / 1_048_576) MiB CSV) in \(format(seconds)) (\(Int(Double(imported) / seconds)) rows/s)")
        let sampled = peaks.withLock { $0 }
        print("  daemon RSS: before \(baseline / 1024) MiB, peak (VmHWM) \(peak / 1024) MiB, 2.5 s after \(after / 1024) MiB")
        print("  sampled every 20 ms: heap (RssAnon) peak \(sampled.anonymous / 1024) MiB, mapped files (RssFile) peak \(sampled.file / 1024) MiB")
    }

    /// Start-up until `ping` answers, with `rows` expenses: from a checkpointed database
    /// (what a clean stop leaves), and from one whose last transaction of all those rows is
    /// still in the WAL because its writer was killed (-9) before any checkpoint.
    func startupTimes(rows: Int) async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let pristine = directory + "/pristine.sqlite"
        // A child writes the rows in one transaction with checkpoints off, then kills itself.
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        writer.arguments = ["--fill-wal", pristine, "--fill-rows", String(rows)]
        try writer.run()
        writer.waitUntilExit()
        guard writer.terminationReason == .uncaughtSignal, writer.terminationStatus == SIGKILL else {
            throw ValidationError("the WAL writer did not end by SIGKILL (status \(writer.terminationStatus))")
        }
        let wal = (try? FileManager.default.attributesOfItem(atPath: pristine + "-wal")[.size] as? Int) ?? 0
        let database = directory + "/spend.sqlite"
        func copy() throws {
            for suffix in ["", "-wal"] {
                try? FileManager.default.removeItem(atPath: database + suffix)
                try FileManager.default.copyItem(atPath: pristine + suffix, toPath: database + suffix)
            }
            try? FileManager.default.removeItem(atPath: database + "-shm")
        }
        var withWAL: [Double] = []
        for _ in 0..<5 {
            try copy()
            withWAL.append(try timeToPing(directory: directory, database: database))
        }
        // The clean stop above checkpointed (TRUNCATE): every later start reads no WAL.
        var checkpointed: [Double] = []
        for _ in 0..<5 { checkpointed.append(try timeToPing(directory: directory, database: database)) }
        let walAfter = (try? FileManager.default.attributesOfItem(atPath: database + "-wal")[.size] as? Int) ?? 0
        print("\nstart-up until ping answers at \(rows) expenses (medians of 5)")
        print("  checkpointed (WAL \(walAfter / 1_048_576) MiB)              \(format(median(checkpointed)))")
        print("  after kill -9, \(wal / 1_048_576) MiB WAL to recover      \(format(median(withWAL)))")
    }

    /// Starts spendd and connects every millisecond until a `ping` is answered; stops it cleanly.
    private func timeToPing(directory: String, database: String) throws -> Double {
        let socket = directory + "/start.sock"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binDir + "/spendd")
        process.arguments = ["--socket", socket, "--database", database, "--log-level", "warning"]
        let start = DispatchTime.now().uptimeNanoseconds
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        while DispatchTime.now().uptimeNanoseconds - start < 60_000_000_000 {
            if let connection = try? LineConnection(path: socket, timeout: 30), (try? connection.readGreeting()) != nil,
               let reply = try? connection.request([("cmd", .string("ping"))]), reply.ok {
                return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            }
            usleep(1000)
        }
        throw ValidationError("spendd did not answer ping within 60 s")
    }

    /// The `--fill-wal` child: `rows` expenses in one transaction, no checkpoint, then SIGKILL.
    func fillWALAndDie(_ path: String, rows: Int) async throws -> Never {
        let store = try ExpenseStore(path: path)
        try await store.stopAutomaticCheckpoints()
        var random = SplitMix(seed: 7)
        let first = Day(iso: "2024-01-01")!.daysSinceEpoch
        var drafts: [ExpenseDraft] = []
        drafts.reserveCapacity(rows)
        for i in 0..<rows {
            drafts.append(ExpenseDraft(money: Money(minorUnits: Int64(random.next() % 20_000 + 1), currency: .usd), category: "Food & Dining",
                                       categoryConfidence: 1, categorySource: .user, description: "purchase \(i % 5000)",
                                       merchant: nil, person: nil, date: Day(daysSinceEpoch: first + Int(random.next() % 900))))
        }
        try await store.insertAll(drafts, source: "bench")
        kill(getpid(), SIGKILL)
        fatalError("SIGKILL did not end the process")
    }
}
