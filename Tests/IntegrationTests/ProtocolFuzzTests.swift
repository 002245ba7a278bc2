import Foundation
import SpendClient
import SpendProtocol
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Random, mutated and truncated requests against the real daemon. A few seconds in
/// `make test`; `make bench` runs it longer (SPEND_FUZZ_SECONDS). SPEND_FUZZ_SEED
/// replays a run: every failure message carries its seed and the request that broke it.
extension SpendIntegration {
    @Suite(.serialized)
    struct ProtocolFuzz {
        @Test("Fuzzed requests for every verb never crash or hang spendd, nor break its database")
        func fuzz() throws {
            let environment = ProcessInfo.processInfo.environment
            let seconds = environment["SPEND_FUZZ_SECONDS"].flatMap(Double.init) ?? 3
            let seed = environment["SPEND_FUZZ_SEED"].flatMap(UInt64.init) ?? UInt64.random(in: 1...UInt64.max)
            let daemon = try DaemonHarness()
            var fuzzer = try Fuzzer(daemon: daemon, seed: seed)
            let deadline = Date().addingTimeInterval(seconds)
            var sent = 0
            while Date() < deadline {
                let request = fuzzer.request()
                if let problem = fuzzer.exchange(request) {
                    Issue.record("seed \(seed), request \(sent): \(problem)\nrequest: \(Fuzzer.show(request))\n--- log ---\n\(daemon.log.suffix(4000))")
                    return
                }
                sent += 1
            }
            print("fuzz: \(sent) requests in \(seconds) s, seed \(seed)")
            #expect(daemon.isRunning, "seed \(seed): spendd died\n\(daemon.log.suffix(4000))")
            #expect(try daemon.connect().call("ping").ok == true, "seed \(seed)")
            try daemon.stop()
            let check = try ProcessRunner.run("/usr/bin/env", ["python3", "-c", Self.databaseCheck, daemon.databasePath],
                                              environment: daemon.environment, scratch: daemon.directory)
            #expect(check.stdout == "ok\n", "seed \(seed): \(check)")
        }

        /// integrity_check, and monthly_totals (kept by triggers) equal to the rows' sums.
        static let databaseCheck = """
            import sqlite3, sys
            db = sqlite3.connect(sys.argv[1])
            integrity = db.execute("PRAGMA integrity_check").fetchall()
            rows = "SELECT substr(date, 1, 7), currency, category, SUM(amount_minor), COUNT(*) FROM expenses GROUP BY 1, 2, 3"
            totals = "SELECT month, currency, category, total, count FROM monthly_totals"
            apart = db.execute(f"{rows} EXCEPT {totals}").fetchall() + db.execute(f"{totals} EXCEPT {rows}").fetchall()
            print("ok" if integrity == [("ok",)] and not apart else f"integrity {integrity}, totals apart from rows {apart}")
            """
    }
}

/// Builds requests from the command table as `help` describes it, and sends them one at
/// a time, each followed by a ping whose reply shows the daemon read it and is still there.
struct Fuzzer {
    struct Verb { let name: String; let arguments: [(name: String, type: String, positional: Bool)] }

    let daemon: DaemonHarness
    var random: SplitMix
    let verbs: [Verb]
    var connection: LineConnection
    var syncs = 0

    init(daemon: DaemonHarness, seed: UInt64) throws {
        self.daemon = daemon
        random = SplitMix(seed: seed)
        connection = try daemon.connect()
        let commands = try connection.ok("help").result?["commands"]?.arrayValue ?? []
        verbs = commands.map { command in
            Verb(name: command["name"]?.stringValue ?? "",
                 arguments: (command["arguments"]?.arrayValue ?? []).map {
                     ($0["name"]?.stringValue ?? "", $0["type"]?.stringValue ?? "", $0["positional"]?.boolValue ?? false)
                 })
        }
        guard verbs.count > 20 else { throw HarnessError("help listed only \(verbs.count) commands") }
        // Rows for edit, delete and the totals to cover.
        for phrase in ["coffee $3.50", "rent 1200 EUR", "lunch with Mike 12.75 yesterday"] { _ = try connection.add(phrase) }
    }

    static func show(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes.prefix(600), as: UTF8.self)
        return bytes.count > 600 ? "\(text)… (\(bytes.count) bytes)" : text
    }

    /// Sends one request and a ping; nil when the ping's reply came back (or the daemon
    /// closed the connection, as it may, and a new one is served), else what went wrong.
    mutating func exchange(_ request: [UInt8]) -> String? {
        syncs += 1
        let marker = "fuzz-sync-\(syncs)"
        do {
            try connection.sendBytes(request + [0x0A])
            try connection.send(#"{"cmd":"ping","id":"\#(marker)"}"#)
            while true {
                guard let line = try connection.readLine() else { return reconnect() }
                guard let value = try? JSONValue.parse(line) else { return "a reply that is not JSON: \(line.prefix(300))" }
                if value["id"]?.stringValue == marker { return value["ok"]?.boolValue == true ? nil : "ping failed: \(line)" }
            }
        } catch .timeout {
            return "no reply within 10 s (hang)"
        } catch {
            return reconnect()
        }
    }

    /// The daemon closed the connection (quit, an over-long line, HTTP): it must still serve.
    private mutating func reconnect() -> String? {
        guard daemon.isRunning else { return "spendd died" }
        do { connection = try daemon.connect() } catch { return "no new connection after a close: \(error)" }
        return nil
    }

    // MARK: Requests

    mutating func request() -> [UInt8] {
        switch random.below(10) {
        case 0: return mutate(Array(wellFormed().utf8))
        case 1: let bytes = Array(wellFormed().utf8); return Array(bytes.prefix(random.below(bytes.count + 1)))
        case 2: return garbage()
        default: return Array(wellFormed().utf8)
        }
    }

    mutating func wellFormed() -> String {
        let verb = verbs[random.below(verbs.count)]
        let name = random.below(20) == 0 ? verb.name.uppercased() : verb.name
        let chosen = verb.arguments.filter { _ in random.below(4) != 0 }
        if random.below(2) == 0 {
            var fields: [(String, JSONValue)] = [("cmd", .string(name))]
            if random.below(2) == 0 { fields.append(("id", random.below(2) == 0 ? .int(Int(random.below(1000))) : .string(word()))) }
            for argument in chosen {
                if argument.type == "fields" {
                    for field in ["amount", "currency", "category", "description", "merchant", "person", "date"]
                    where random.below(2) == 0 { fields.append((field, jsonValue(for: field))) }
                } else {
                    fields.append((argument.name, jsonValue(for: argument.name, type: argument.type)))
                }
            }
            if random.below(10) == 0 { fields.append((word(), nested(depth: random.below(2) == 0 ? 31 : 40))) }
            return JSONValue.object(fields).serialized
        }
        var parts = [name]
        for argument in chosen {
            let value = quoted(text(for: argument.name, type: argument.type))
            switch argument.type {
            case "text": parts.append(text(for: argument.name, type: "text"))
            case "fields": parts.append("amount=\(number())"); parts.append("date=\(day())")
            default: parts.append(argument.positional ? value : "\(argument.name)=\(value)")
            }
        }
        return parts.joined(separator: " ")
    }

    /// File arguments stay in the daemon's scratch directory: export writes where it is told.
    mutating func text(for name: String, type: String) -> String {
        if name == "path" || name == "file" {
            return daemon.directory + ["/in.csv", "/out.csv", "/missing.wav", "/no/such/dir.csv", "/db.sqlite"][random.below(5)]
        }
        switch type {
        case "integer": return [String(random.below(6)), number(), "-1", "0"][random.below(4)]
        case "day": return day()
        case "period": return [day(), "last month", "2026-10", "since June", word()][random.below(5)]
        case "month": return ["0001-01", "9999-12", "2026-13", "2026-00", "2026-11", word()][random.below(6)]
        case "flag": return ["yes", "no", "maybe", "1", ""][random.below(5)]
        case "text": return [word() + " $" + number(), "coffee " + number() + " " + day(), word(), phrase()][random.below(4)]
        default: return word()
        }
    }

    mutating func jsonValue(for name: String, type: String = "word") -> JSONValue {
        switch random.below(8) {
        case 0: return .int(Int(bitPattern: UInt(truncatingIfNeeded: random.next())))
        case 1: return .bool(random.below(2) == 0)
        case 2: return .null
        case 3: return nested(depth: random.below(40))
        case 4: return (try? JSONValue.parse(number())) ?? .string(number())
        default: return .string(name == "date" ? day() : name == "amount" ? number() : text(for: name, type: type))
        }
    }

    mutating func nested(depth: Int) -> JSONValue {
        (0..<depth).reduce(JSONValue.string(word())) { inner, _ in random.below(2) == 0 ? .array([inner]) : .object([("k", inner)]) }
    }

    mutating func number() -> String {
        ["0", "0.001", "-5", "1e308", "1e-308", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
         "92233720368547758.07", "99999999999999999999999999999999", "1.005", "3.50", "NaN", "Infinity", "0x1F", "1,000.50",
         "१२", "12.345", String(random.below(100_000))][random.below(19)]
    }

    mutating func day() -> String {
        ["0001-01-01", "9999-12-31", "0000-00-00", "2024-02-29", "2026-02-29", "9999-12-32", "10000-01-01", "-0001-01-01",
         "yesterday", "last friday", "2026-11-24", "1970-01-01"][random.below(12)]
    }

    mutating func word() -> String {
        ["Food & Dining", "USD", "EUR", "XXX", "", "Mike", "café", "🍕", "a\"b", "x=y", "'", "\\", "\u{0}", "\u{202E}rtl",
         String(repeating: "w", count: random.below(3000)), "set", "remove", "add", "yes", "monthly"][random.below(20)]
    }

    mutating func phrase() -> String {
        (0..<random.below(40)).map { _ in [word(), number(), day(), "with", "for", "at", "$", "€"][random.below(8)] }
            .joined(separator: " ")
    }

    func quoted(_ value: String) -> String {
        value.contains(" ") || value.isEmpty ? "\"" + value.replacingOccurrences(of: "\"", with: "\\\"") + "\"" : value
    }

    /// Flipped, inserted, deleted and duplicated bytes, including invalid UTF-8.
    mutating func mutate(_ input: [UInt8]) -> [UInt8] {
        var bytes = input
        for _ in 0...random.below(8) {
            let at = random.below(bytes.count + 1)
            switch random.below(5) {
            case 0 where at < bytes.count: bytes[at] ^= UInt8(1 << random.below(8))
            case 1: bytes.insert([0xFF, 0xC0, 0xED, 0x80, 0x00, 0x22, 0x7B, 0x5B, 0x3D][random.below(9)], at: at)
            case 2 where at < bytes.count: bytes.remove(at: at)
            case 3: bytes.insert(contentsOf: bytes[at...].prefix(random.below(64)), at: at)
            default: bytes.insert(contentsOf: Array("\"\\u{D800}".utf8), at: at)
            }
        }
        return bytes.filter { $0 != 0x0A }
    }

    mutating func garbage() -> [UInt8] {
        switch random.below(6) {
        case 0: return (0..<random.below(200)).map { _ in UInt8(truncatingIfNeeded: random.next()) }.filter { $0 != 0x0A }
        case 1: return Array(repeating: UInt8(ascii: "a"), count: 64 * 1024 - 1 + random.below(3))  // at the line limit
        case 2: return Array(("{" + String(repeating: "[", count: 100 + random.below(5000))).utf8)
        case 3: return [0xC3, 0x28, 0xE2, 0x82, 0xF0, 0x9F, 0x98]
        case 4: return Array("GET / HTTP/1.1".utf8)
        default: return Array(("add " + String(repeating: "9", count: 1 + random.below(400))).utf8)
        }
    }
}

/// A small seeded generator, so a failing run can be replayed.
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
    mutating func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(next() % UInt64(bound)) }
}
