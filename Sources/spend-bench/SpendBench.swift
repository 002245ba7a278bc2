import ArgumentParser
import Foundation
import SpendClient
import SpendCore
import SpendProtocol
import SpendStore

/// Prints performance figures: medians of repeated runs, measured side by side in one
/// process so ratios are meaningful on a noisy machine. Not a pass/fail test.
@main
struct SpendBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spend-bench",
        abstract: "Benchmarks: parser, summary by database size, add round trips, status-bar updates, chat relay, built-in answers, receipts.")

    @Option(help: "Directory with the spendd binary to measure.") var binDir = ".build/release"
    @Option(help: "Database sizes for the summary benchmark.") var sizes = "10000,100000,1000000"
    @Option(help: "The parser corpus.") var corpus = "Tests/SpendCoreTests/Fixtures/parser-corpus.json"
    @Option(help: "Database sizes for the spending-question benchmark.") var queryRows = "100000,1000000"
    @Option(help: "Only these sections, comma-separated: parser, socket-parse, search, summary, adds, bar, flood, import, startup, relay, answers, queries, books, money, listen, transcribe, hledger, receipts.")
    var only: String?
    @Option(help: "Adds per client in the round-trip benchmark.") var adds = 200
    @Option(help: "Expenses for the import/export throughput benchmark.") var booksRows = 100_000
    @Option(help: "Expenses for spend summary vs hledger balance -M.") var hledgerRows = 1_000_000
    @Option(help: "Expenses for the balance, goal and cash-flow views.") var moneyRows = 1_000_000
    @Option(help: "hledger runs at that size (each takes minutes at 1M).") var hledgerRuns = 3
    @Option(help: "Rows of the large import (its peak memory) and of the start-up benchmark.") var importRows = 1_000_000
    @Option(help: .hidden) var fillWal: String?
    @Option(help: .hidden) var fillRows = 1_000_000

    func run() async throws {
        if let fillWal { try await fillWALAndDie(fillWal, rows: fillRows) }
        print("Machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, "
              + "\(ProcessInfo.processInfo.physicalMemory / 1_073_741_824) GiB, \(osName())")
        let chosen = Set((only ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        func runs(_ section: String) -> Bool { chosen.isEmpty || chosen.contains(section) }
        if runs("parser") { try parserThroughput() }
        if runs("socket-parse") { try socketParse() }
        if runs("search") { try await listSearch(rows: 1_000_000) }
        if runs("summary") {
            for size in sizes.split(separator: ",").compactMap({ Int($0) }) {
                try await summaryLatency(rows: size)
            }
        }
        if runs("adds") { try addRoundTrips() }
        if runs("bar") { try statusBarLatency() }
        if runs("flood") { try malformedFlood(lines: 1_000_000) }
        if runs("import") { try importMemory(rows: importRows) }
        if runs("startup") { try await startupTimes(rows: importRows) }
        if runs("relay") { try await chatRelay() }
        if runs("answers") { try await builtInAnswers(rows: 100_000) }
        if runs("queries") {
            for size in queryRows.split(separator: ",").compactMap({ Int($0) }) {
                try await queryAnswers(rows: size)
            }
        }
        if runs("books") { try await booksThroughput(rows: booksRows) }
        if runs("money") { try await moneyViews(rows: moneyRows) }
        if runs("listen") { try await listenFigures() }
        if runs("transcribe") { try await transcriptionLatency() }
        if runs("receipts") { try receiptReading() }
        if runs("hledger") { try await summaryVersusHledger(rows: hledgerRows, hledgerRuns: hledgerRuns) }
    }

    // MARK: Parser

    func corpusPhrases() throws -> [String] {
        struct Corpus: Decodable { struct Case: Decodable { let input: String }; let cases: [Case] }
        return try JSONDecoder().decode(Corpus.self, from: Data(contentsOf: URL(fileURLWithPath: corpus))).cases.map(\.input)
    }

    func parserThroughput() throws {
        let phrases = try corpusPhrases()
        let parser = ExpenseParser()
        let today = Day(iso: "2026-11-18")!
        // The knowledge tables load at the first parse: its time and the memory they take.
        let before = ownResidentKiB()
        let load = time { _ = try? parser.parse(phrases[0], today: today) }
        let tables = ownResidentKiB().flatMap { after in before.map { after - $0 } }
        let rounds = 50
        var rates: [Double] = []
        for _ in 0..<7 {
            let seconds = time {
                for _ in 0..<rounds { for phrase in phrases { _ = try? parser.parse(phrase, today: today) } }
            }
            rates.append(Double(rounds * phrases.count) / seconds)
        }
        print("\nParser: \(phrases.count) corpus phrases x \(rounds), 7 runs")
        print("  throughput median \(Int(median(rates))) phrases/s (min \(Int(rates.min()!)), max \(Int(rates.max()!)))")
        print("  first parse, loading the tables: \(format(load)), resident memory +\(tables.map { "\($0 / 1024) MiB" } ?? "unknown")")
        print("  knowledge: \(KnowledgeSizes.brands) brands (\(KnowledgeSizes.brandAliases) aliases), \(KnowledgeSizes.items) item phrases, \(KnowledgeSizes.typoTargets) typo targets")
    }

    // MARK: Summary

    func summaryLatency(rows: Int) async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/bench.sqlite"
        let generationStart = DispatchTime.now().uptimeNanoseconds
        try await generate(rows: rows, path: path)
        let generation = Double(DispatchTime.now().uptimeNanoseconds - generationStart) / 1e9
        let store = try ExpenseStore(path: path)
        let month = Month(iso: "2026-11")!
        let today = Day(iso: "2026-11-21")!
        _ = try await store.summary(month: month, currency: .usd, today: today)
        var direct: [Double] = []
        for _ in 0..<15 {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = try await store.summary(month: month, currency: .usd, today: today)
            direct.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }

        let daemon = try DaemonProcess(binDir: binDir, directory: directory, database: path)
        defer { daemon.stop() }
        let connection = try LineConnection(path: daemon.socket)
        try connection.readGreeting()
        var socket: [Double] = []
        for i in 0..<16 {
            let seconds = try time { _ = try connection.request([("cmd", .string("summary")), ("month", .string(month.iso))], id: i + 1) }
            if i > 0 { socket.append(seconds) }
        }
        let rss = daemon.residentKiB()
        print("\nsummary at \(rows) expenses (generated in \(format(generation))), 15 runs each")
        print("  in-process store query  median \(format(median(direct)))")
        print("  over the socket         median \(format(median(socket)))  (x\(String(format: "%.2f", median(socket) / median(direct))) of in-process)")
        print("  daemon RSS after        \(rss.map { "\($0 / 1024) MiB (peak \(daemon.peakKiB().map { "\($0 / 1024)" } ?? "?") MiB)" } ?? "unknown")")
    }

    /// Expenses spread over two years, mostly USD with some EUR, deterministic.
    func generate(rows: Int, path: String) async throws {
        let store = try ExpenseStore(path: path)
        var random = SplitMix(seed: 42)
        let categories = DefaultCategory.names
        let first = Day(iso: "2024-12-01")!.daysSinceEpoch
        let span = Day(iso: "2026-11-30")!.daysSinceEpoch - first + 1
        var batch: [ExpenseDraft] = []
        batch.reserveCapacity(50_000)
        for i in 0..<rows {
            let currency = i % 20 == 0 ? Currency(code: "EUR")! : .usd
            batch.append(ExpenseDraft(
                money: Money(minorUnits: Int64(random.next() % 20_000 + 1), currency: currency),
                category: categories[Int(random.next() % UInt64(categories.count))], categoryConfidence: 0.85,
                categorySource: .lexicon, description: "item \(i % 1000)", merchant: nil, person: nil,
                date: Day(daysSinceEpoch: first + Int(random.next() % UInt64(span)))))
            if batch.count == 50_000 { try await store.insertAll(batch, source: "bench"); batch.removeAll(keepingCapacity: true) }
        }
        try await store.insertAll(batch, source: "bench")
    }

    // MARK: Add round trips

    /// The disk's floor for durable single-row commits, measured in this run: the median
    /// of 500 commits by Python's sqlite3 module.
    func fsyncFloor(directory: String) -> Double? {
        let script = """
            import sqlite3, sys, time
            c = sqlite3.connect(sys.argv[1], isolation_level=None)
            c.execute("pragma journal_mode=wal"); c.execute("pragma synchronous=full"); c.execute("create table t(x)")
            ts = []
            for i in range(500):
                t = time.perf_counter(); c.execute("begin"); c.execute("insert into t values (?)", (i,)); c.execute("commit")
                ts.append(time.perf_counter() - t)
            print(sorted(ts)[250])
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, directory + "/floor.sqlite"]
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return nil }
        process.waitUntilExit()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return Double(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    func addRoundTrips() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let daemon = try DaemonProcess(binDir: binDir, directory: directory, database: directory + "/adds.sqlite")
        defer { daemon.stop() }
        let socket = daemon.socket
        print("\nadd round trip (parse + commit with synchronous=FULL + reply)")
        if let floor = fsyncFloor(directory: directory) {
            print("  floor: a plain Python loop, one fsynced SQLite commit (WAL, synchronous=FULL) per insert: "
                  + "p50 \(format(floor)), \(Int(1 / floor)) commits/s")
        }
        for clients in [1, 32] {
            let perClient = clients == 1 ? adds : max(10, adds / 4)
            let results = Locked<[Double]>([])
            let failures = Locked(0)
            let start = DispatchTime.now().uptimeNanoseconds
            let group = DispatchGroup()
            for client in 0..<clients {
                group.enter()
                let thread = Thread {
                    defer { group.leave() }
                    guard let connection = try? LineConnection(path: socket), (try? connection.readGreeting()) != nil else { return }
                    var local: [Double] = []
                    for i in 0..<perClient {
                        let text = "lunch with Mike $\(client + 1).\(i % 100) yesterday"
                        var ok = false
                        let seconds = time {
                            ok = (try? connection.request([("cmd", .string("add")), ("text", .string(text))], id: i))?.ok == true
                        }
                        if ok { local.append(seconds) } else { failures.withLock { $0 += 1 } }
                    }
                    results.withLock { $0 += local }
                }
                thread.start()
            }
            group.wait()
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            let sorted = results.withLock { $0 }.sorted()
            guard !sorted.isEmpty else { print("  \(clients) client(s): no successful adds"); continue }
            print("  \(clients) client(s) x \(perClient): p50 \(format(percentile(sorted, 0.5))), p99 \(format(percentile(sorted, 0.99))), "
                  + "\(Int(Double(sorted.count) / elapsed)) adds/s" + (failures.withLock { $0 } > 0 ? ", \(failures.withLock { $0 }) failed" : ""))
        }
    }
}

extension SpendBench {
    /// RSS before, during and after a flood of malformed lines on one connection: the
    /// memory must come back once it closes (spendd trims malloc's arenas).
    func malformedFlood(lines: Int) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let daemon = try DaemonProcess(binDir: binDir, directory: directory, database: directory + "/flood.sqlite")
        defer { daemon.stop() }
        usleep(1_500_000)  // past the trim after the start-up probe's connection
        let baseline = daemon.residentKiB() ?? 0
        var flooded = 0
        let seconds = try time {
            let connection = try LineConnection(path: daemon.socket)
            try connection.readGreeting()
            // In steps the socket buffers hold, so neither side waits on the other.
            let step = String(repeating: #"{"cmd":"add","amount":"# + "\n", count: 1000)
            for _ in 0..<(lines / 1000) {
                try connection.send(step)
                for _ in 0..<1000 { _ = try connection.readLine() }
            }
            flooded = daemon.residentKiB() ?? 0
        }
        usleep(2_500_000)  // the trim runs a second after the close
        let after = daemon.residentKiB() ?? 0
        print("\n\(lines) malformed lines on one connection in \(format(seconds)) (\(Int(Double(lines) / seconds)) lines/s)")
        print("  daemon RSS: before \(baseline / 1024) MiB, at the end of the flood \(flooded / 1024) MiB, "
              + "2.5 s after the close \(after / 1024) MiB")
    }
}

/// A spendd child process on a private socket.
final class DaemonProcess {
    let process = Process()
    let socket: String

    init(binDir: String, directory: String, database: String, extra: [String] = []) throws {
        socket = directory + "/spendd.sock"
        process.executableURL = URL(fileURLWithPath: binDir + "/spendd")
        process.arguments = ["--socket", socket, "--database", database, "--log-level", "warning"] + extra
        try process.run()
        for _ in 0..<300 {
            if let connection = try? LineConnection(path: socket), (try? connection.readGreeting()) != nil { return }
            usleep(50_000)
        }
        stop()
        throw ValidationError("spendd did not start from \(binDir)")
    }

    func residentKiB() -> Int? { Self.statusField("VmRSS:", pid: process.processIdentifier) }
    func peakKiB() -> Int? { Self.statusField("VmHWM:", pid: process.processIdentifier) }

    /// A `/proc/PID/status` figure in KiB; RssAnon (the heap) and RssFile (mapped files,
    /// such as SQLite's pages) tell apart what VmRSS and VmHWM add up.
    static func statusField(_ name: String, pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        return status.split(separator: "\n").first { $0.hasPrefix(name) }?
            .split(separator: " ").compactMap { Int($0) }.first
    }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }
}

final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func withLock<T>(_ body: (inout Value) -> T) -> T { lock.lock(); defer { lock.unlock() }; return body(&value) }
}

/// A small deterministic generator, so every run benchmarks the same data.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

func time(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// This process's resident memory, from /proc.
func ownResidentKiB() -> Int? {
    (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8))?
        .split(separator: "\n").first { $0.hasPrefix("VmRSS:") }?
        .split(separator: " ").dropFirst().first.flatMap { Int($0) }
}

func median(_ values: [Double]) -> Double { percentile(values.sorted(), 0.5) }

func percentile(_ sorted: [Double], _ p: Double) -> Double {
    sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
}

func format(_ seconds: Double) -> String {
    seconds < 1e-3 ? String(format: "%.0f µs", seconds * 1e6)
        : seconds < 1 ? String(format: "%.2f ms", seconds * 1e3) : String(format: "%.2f s", seconds)
}

func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "spend-bench-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    return path
}

func osName() -> String {
    (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8))?
        .split(separator: "\n").first { $0.hasPrefix("PRETTY_NAME=") }?
        .dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\"")) ?? "Linux"
}
