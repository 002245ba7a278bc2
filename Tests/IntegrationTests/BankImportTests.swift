import Foundation
import SpendClient
import SpendCore
import SpendProtocol
import Testing

extension SpendIntegration {
    /// Bank and app exports as downloaded, through the real client and daemon: each
    /// sample in Fixtures/bank-exports imports with a plain `spend import FILE` (plus
    /// `--currency` where the file names none) into exactly the rows its generator wrote,
    /// and a second import stores nothing.
    @Suite(.serialized)
    struct BankImport {
        static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/bank-exports").path

        static var samples: [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".csv") }.sorted()
        }

        struct Expected: Decodable {
            struct Row: Decodable {
                let date: String
                let amount_minor: Int64
                let currency: String
                let description: String?
            }
            let format: String
            let options: [String]
            let expenses: [Row]
            let income: [Row]
        }

        @Test("every sample export imports as downloaded, into the rows its bank wrote, and only once")
        func everySampleImportsOnce() throws {
            #expect(Self.samples.count >= 50)
            // A database per file: the samples share invented purchases.
            for name in Self.samples {
                let daemon = try DaemonHarness()
                let connection = try daemon.connect()
                let base = Self.directory + "/" + name.dropLast(4)
                let expected = try JSONDecoder().decode(Expected.self, from: Data(contentsOf: URL(fileURLWithPath: base + ".expected.json")))
                let client = try daemon.runClient(["import", base + ".csv"] + expected.options)
                #expect(client.exit == .exited(0), "\(name): \(client)")
                #expect(client.stdout.hasPrefix("Imported \(expected.expenses.count), skipped 0 already stored, rejected 0.\n"), "\(name): \(client.stdout)")
                if expected.format != "detected" {
                    #expect(client.stdout.contains("Format: "), "\(name)")
                }
                // What was stored is the file's spending, in minor units, and nothing else.
                let all = try connection.listAll().map { row -> String in
                    let currency = row["currency"]?.stringValue ?? ""
                    let minor = minorUnits(row["amount"]?.numberText ?? "", digits: minorDigits[currency] ?? Currency(code: currency)?.minorDigits ?? 2) ?? -1
                    return "\(row["date"]?.stringValue ?? "") \(minor) \(currency) \(row["description"]?.stringValue ?? "")"
                }
                #expect(all.sorted() == expected.expenses.map { "\($0.date) \($0.amount_minor) \($0.currency) \($0.description ?? "")" }.sorted(),
                        "\(name)")
                // The same download again stores nothing.
                let again = try daemon.runClient(["--json", "import", base + ".csv"] + expected.options)
                let line = try JSONValue.parse(again.stdout.split(separator: "\n").last.map(String.init) ?? "")
                let reply = line["result"] ?? line
                #expect(reply["imported"]?.intValue == 0, "\(name): \(again.stdout.prefix(300))")
                #expect(reply["skipped_duplicates"]?.intValue == Int64(expected.expenses.count), "\(name)")
            }
        }

        @Test("two downloads that overlap store the overlap once; two imports of one file at once store it once")
        func overlapsAndRacesStoreOnce() throws {
            let daemon = try DaemonHarness()
            let header = "Transaction Date,Post Date,Description,Category,Type,Amount,Memo\r\n"
            func row(_ day: Int, _ text: String, _ amount: String) -> String {
                String(format: "10/%02d/2026,10/%02d/2026,%@,Food & Drink,Sale,%@,\r\n", day, day, text, amount)
            }
            let october = header + row(1, "STARBUCKS STORE 01234", "-5.45") + row(1, "STARBUCKS STORE 01234", "-5.45") + row(2, "SHELL OIL 57442", "-40.00")
            // The next download repeats the 2nd and has a third coffee on the 1st, bought later that day.
            let later = header + row(1, "STARBUCKS STORE 01234", "-5.45") + row(1, "STARBUCKS STORE 01234", "-5.45")
                + row(1, "STARBUCKS STORE 01234", "-5.45") + row(2, "SHELL OIL 57442", "-40.00") + row(3, "TST* JOE'S PIZZA", "-23.50")
            let first = daemon.directory + "/Chase1234_Activity_202610.CSV"
            let second = daemon.directory + "/Chase1234_Activity_202611.CSV"
            try october.write(toFile: first, atomically: true, encoding: .utf8)
            try later.write(toFile: second, atomically: true, encoding: .utf8)
            let connection = try daemon.connect()
            #expect(try connection.ok("import \(first)").result?["imported"]?.intValue == 3)
            let next = try connection.ok("import \(second)")
            #expect(next.result?["imported"]?.intValue == 2)
            #expect(next.result?["skipped_duplicates"]?.intValue == 3)
            #expect(next.result?["format"]?["id"]?.stringValue == "chase-card")
            #expect(try connection.listAll().count == 5)

            // Eight clients import one new file at the same moment: it is stored once.
            var rows = header
            for i in 0..<400 { rows += row(4 + i % 20, "ITEM \(i)", String(format: "-%d.%02d", 1 + i % 50, i % 100)) }
            let big = daemon.directory + "/race.csv"
            try rows.write(toFile: big, atomically: true, encoding: .utf8)
            let group = DispatchGroup()
            let imported = LockedCounter()
            nonisolated(unsafe) let harness = daemon
            for _ in 0..<8 {
                group.enter()
                DispatchQueue.global().async {
                    defer { group.leave() }
                    let request: [(String, JSONValue)] = [("cmd", .string("import")), ("path", .string(big))]
                    if let reply = try? harness.connect().callJSON(request) {
                        imported.add(Int(reply.result?["imported"]?.intValue ?? 0))
                    }
                }
            }
            group.wait()
            #expect(imported.value == 400)
            #expect(try connection.listAll().count == 405)
        }

        @Test("import refuses pipes, devices, directories and oversize files at once, without blocking other clients or quoting them")
        func oddFilesAreRefused() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let fifo = daemon.directory + "/bank.fifo"
            #expect(mkfifo(fifo, 0o600) == 0)
            let started = Date()
            let reply = try connection.call("import \(fifo)")
            #expect(reply.errorCode == "cannot_read")
            #expect(reply.errorMessage?.contains("is a pipe") == true, "\(reply)")
            #expect(Date().timeIntervalSince(started) < 2)
            #expect(try daemon.connect().ok("ping").ok == true)
            #expect(try connection.call("import /dev/zero").errorMessage?.contains("device") == true)
            #expect(try connection.call("import \(daemon.directory)").errorMessage?.contains("directory") == true)
            // /proc files are regular and hold secrets: nothing of them is quoted back.
            let environ = try connection.call("import /proc/self/environ")
            #expect(environ.errorCode != nil)
            #expect(environ.errorMessage?.contains("PATH=") == false, "\(environ)")
            #expect(environ.errorMessage?.contains("HOME=") == false, "\(environ)")
            #expect(try connection.ok("status").result?["expenses"]?.intValue == 0)
        }

        @Test("--dry-run shows the format, the columns and the first rows as they would be stored, and stores nothing")
        func dryRunShowsTheMapping() throws {
            let daemon = try DaemonHarness()
            let file = Self.directory + "/monzo.csv"
            let client = try daemon.runClient(["import", "--dry-run", file])
            #expect(client.exit == .exited(0), "\(client)")
            #expect(client.stdout.hasPrefix("Would import "), "\(client.stdout)")
            #expect(client.stdout.contains("Format: Monzo"), "\(client.stdout)")
            #expect(client.stdout.contains("Columns: date = Date"), "\(client.stdout)")
            #expect(client.stdout.contains("DATE") && client.stdout.contains("MERCHANT"), "\(client.stdout)")
            #expect(try daemon.connect().ok("status").result?["expenses"]?.intValue == 0)
        }
    }
}

/// A count several threads add to.
final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add(_ n: Int) { lock.lock(); count += n; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}

extension SpendIntegration.BankImport {
    @Test("a hostile file's control characters are never stored, and the client shows daemon text without obeying it")
    func hostileTextReachesNoTerminal() throws {
        let daemon = try DaemonHarness()
        let esc = "\u{1B}", bel = "\u{07}"
        let hostile = [
            "\(esc)]0;sudo password expired\(bel)COFFEE",          // retitles the window
            "\(esc)]52;c;ZWNobyBwd25lZA==\(bel)LUNCH",             // writes the clipboard
            "\(esc)[2J\(esc)[HGROCERIES",                          // clears the screen
            "BOOKS\u{202E}txt.exe",                                // reverses what follows
            "TAXI\nID  DATE  AMOUNT  forged row",                  // forges a table row
            "\u{9B}31mC1 CSI",                                     // an 8-bit escape
        ]
        var csv = "date,amount,description\n"
        for (i, text) in hostile.enumerated() { csv += "2026-11-0\(i + 1),\(i + 3).50,\"\(text)\"\n" }
        csv += "2026-11-09,abc,\"\(esc)]0;rejected\(bel)\"\n"
        let file = daemon.directory + "/hostile.csv"
        try csv.write(toFile: file, atomically: true, encoding: .utf8)
        let client = try daemon.runClient(["import", file])
        #expect(client.exit == .exited(0), "\(client)")
        // Stored without control or bidi characters, whatever the terminal.
        let stored = try daemon.connect().listAll().compactMap { $0["description"]?.stringValue }
        #expect(stored.count == hostile.count)
        for text in stored {
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value) },
                    "\(text.debugDescription)")
        }
        // Nothing the client prints for people carries ESC or BEL.
        for arguments in [["list"], ["summary"], ["import", file], ["list", "--search", "coffee"]] {
            let output = try daemon.runClient(arguments)
            let bytes = Array((output.stdout + output.stderr).utf8)
            #expect(!bytes.contains(0x1B) && !bytes.contains(0x07), "\(arguments): \(output.stdout.debugDescription.prefix(400))")
        }
    }
}
