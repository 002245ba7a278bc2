import Foundation
import SpendClient
import SpendCore
import SpendProtocol
import SpendStore
import Testing

/// The plain-text accounting tools the export tests run for real. Missing tools fail the
/// test with the command that installs them; they are never skipped.
enum AccountingTools {
    static var root: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    }

    static func hledger() throws -> String {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { $0 + "/hledger" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let path else { throw HarnessError("hledger is not installed: run scripts/setup (Debian package hledger)") }
        return path
    }

    /// bean-check and the Python that has beancount, from the pinned venv.
    static func beancount() throws -> (check: String, python: String) {
        let bin = root + "/.venv/bin"
        guard FileManager.default.isExecutableFile(atPath: bin + "/bean-check") else {
            throw HarnessError("bean-check is not installed at \(bin): run scripts/setup (pins beancount in scripts/requirements-test.txt)")
        }
        return (bin + "/bean-check", bin + "/python")
    }
}

/// "12.50" in a currency with `digits` minor digits → 1250, exactly.
func minorUnits(_ text: String, digits: Int) -> Int64? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), let whole = Int64(parts[0]) else { return nil }
    var fraction = parts.count == 2 ? String(parts[1]) : ""
    guard fraction.count <= digits else { return nil }
    fraction += String(repeating: "0", count: digits - fraction.count)
    var scale: Int64 = 1
    for _ in 0..<digits { scale *= 10 }
    return whole * scale + (Int64(fraction.isEmpty ? "0" : fraction) ?? 0)
}

/// category → currency → minor units.
typealias Totals = [String: [String: Int64]]

let minorDigits = ["USD": 2, "EUR": 2, "JPY": 0, "KWD": 3]

extension SpendIntegration {
    @Suite(.serialized)
    struct ImportExport {
        /// A 10k-row bank-style file with known bad rows; returns the text, the number of
        /// good rows and the expected rejections (line, reason) in file order.
        static func generatedCSV(rows: Int, seed: Int) -> (text: String, good: Int, rejections: [(Int, String)], incoming: [Int]) {
            var text = "date,amount,description,merchant\r\n"
            var line = 2
            var good = 0
            var rejections: [(Int, String)] = []
            var incoming: [Int] = []
            var previous = ""
            for i in 0..<rows {
                let day = Day(iso: "2026-01-01")!.adding(days: (i * 7 + seed) % 300)
                let cents = (i * 37 + seed) % 5000 + 1
                var date = day.iso
                var amount = String(format: "%d.%02d", cents / 100, cents % 100)
                var description = "item \(i % 500)"
                if i % 100 == 50 { description = "Lunch, with \"Mike\" #\(i)" }
                if i % 1000 == 500 { description = "two\nlines \(i)" }
                if i % 250 == 7 {
                    amount = "abc"; rejections.append((line, "amount 'abc' is not a number"))
                } else if i % 333 == 11 {
                    date = "2026-13-01"; rejections.append((line, "date '2026-13-01' is not a date (YYYY-MM-DD)"))
                } else if i % 400 == 13 {
                    // Without a description the merchant describes the row, if there is one.
                    description = ""
                    if i % 3 == 0 { good += 1 } else { rejections.append((line, "missing description")) }
                } else if i % 500 == 77 {
                    // Money in (a refund): listed in the report, neither stored nor an error.
                    amount = "-" + amount
                    incoming.append(cents)
                } else {
                    good += 1
                }
                var row = [date, amount, description, i % 3 == 0 ? "Corner Shop" : ""].map { field in
                    field.contains(",") || field.contains("\"") || field.contains("\n")
                        ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
                }.joined(separator: ",") + "\r\n"
                // Now and then the same purchase twice on one day: both are expenses.
                // (Rows 999, 1999... and the rows before them are good ones.)
                if i % 1000 == 999 { row = previous }
                text += row
                // "\r\n" is one Character; a bare "\n" is a newline inside a quoted field.
                line += 1 + row.filter { $0 == "\n" }.count
                previous = row
            }
            return (text, good, rejections, incoming)
        }

        @Test("a 10k-row CSV imports with exact counts and line numbers; re-import imports nothing; dry run stores nothing")
        func importTenThousandRows() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect(timeout: 180)
            let generated = Self.generatedCSV(rows: 10_000, seed: 0)
            let file = daemon.directory + "/bank.csv"
            try generated.text.write(toFile: file, atomically: true, encoding: .utf8)
            #expect(generated.rejections.count > 80, "the file has a fair number of bad rows")

            // A debug build on a busy two-core machine: give the 10k rows time.
            let client = try daemon.runClient(["import", file], timeout: 180)
            #expect(client.exit == .exited(0), "\(client)")
            let lines = client.stdout.split(separator: "\n").map(String.init)
            #expect(lines.first == "Imported \(generated.good), skipped 0 already stored, rejected \(generated.rejections.count).")
            let incoming = Money(minorUnits: Int64(generated.incoming.reduce(0, +)), currency: .usd).formatted
            #expect(lines.contains("Money in (income, refunds): \(generated.incoming.count) rows, \(incoming); stored \(generated.incoming.count) as income."),
                    "\(lines.prefix(8))")
            let income = try connection.ok("income list").result?["income"]?.arrayValue ?? []
            #expect(income.count == generated.incoming.count, "money in is stored as income")
            let shown = lines.filter { $0.hasPrefix("line ") }
            #expect(shown == generated.rejections.prefix(20).map { "line \($0.0): \($0.1)" })
            #expect(lines.last == "... and \(generated.rejections.count - 20) more rejected rows")
            #expect(try connection.ok("status").result?["expenses"]?.intValue == Int64(generated.good))

            // The same file again: every good row is already stored.
            let again = try connection.callJSON([("cmd", .string("import")), ("path", .string(file))])
            #expect(again.result?["imported"]?.intValue == 0, "\(again.raw.prefix(300))")
            #expect(again.result?["skipped_duplicates"]?.intValue == Int64(generated.good))
            #expect(again.result?["rejected"]?.intValue == Int64(generated.rejections.count))
            #expect(again.result?["rejections"]?.arrayValue?.count == min(100, generated.rejections.count))
            #expect(try connection.ok("status").result?["expenses"]?.intValue == Int64(generated.good))

            // A dry run of a file with 40 new rows and 10 known ones stores nothing.
            let old = generated.text.split(separator: "\r\n").dropFirst().prefix(10)
                .filter { !$0.contains("abc") && !$0.contains("-13-") && $0.split(separator: ",").count >= 3 }
            var mixed = "date,amount,description\r\n" + old.map { $0.split(separator: ",").prefix(3).joined(separator: ",") + "\r\n" }.joined()
            for i in 0..<40 { mixed += "2026-12-\(String(format: "%02d", i % 28 + 1)),\(i + 1).25,new thing \(i)\r\n" }
            let mixedFile = daemon.directory + "/mixed.csv"
            try mixed.write(toFile: mixedFile, atomically: true, encoding: .utf8)
            let dry = try connection.ok("import \(mixedFile) dry_run=yes")
            #expect(dry.result?["imported"]?.intValue == 40)
            #expect(dry.result?["skipped_duplicates"]?.intValue == Int64(old.count))
            #expect(dry.result?["dry_run"]?.boolValue == true)
            #expect(try connection.ok("status").result?["expenses"]?.intValue == Int64(generated.good))
            let real = try connection.ok("import \(mixedFile)")
            #expect(real.result?["imported"]?.intValue == 40)
            #expect(try connection.ok("status").result?["expenses"]?.intValue == Int64(generated.good + 40))

            // An export larger than one page (5000 rows): every expense once, in date then id order.
            let export = try daemon.runClient(["export"])
            let keys = export.stdout.split(separator: "\r\n").dropFirst().map { row -> (String, Int) in
                let fields = row.split(separator: ",", omittingEmptySubsequences: false)
                return (String(fields[0]), Int(fields.last!) ?? -1)
            }
            #expect(keys.count == generated.good + 40)
            #expect(Set(keys.map(\.1)).count == keys.count)
            #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 < $1 })
        }

        @Test("import maps columns by name or number, reads other date and decimal styles, and refuses bad files clearly")
        func mappingOptionsAndFileErrors() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let file = daemon.directory + "/de.csv"
            try "Buchung,Art,Text,Betrag\n03.11.2026,x,REWE supermarket,\"-1.234,56\"\n04.11.2026,x,Gehalt,\"2.500,00\"\n"
                .write(toFile: file, atomically: true, encoding: .utf8)
            let client = try daemon.runClient(["import", file, "--date-column", "1", "--amount-column", "4", "--description-column", "Text",
                                               "--date-format", "DD.MM.YYYY", "--decimal-comma", "--negate", "--currency", "EUR"])
            #expect(client.stdout.hasPrefix("Imported 1, skipped 0 already stored, rejected 0.\n"), "\(client)")
            #expect(client.stdout.contains("Money in (income, refunds): 1 row, €2,500.00; stored 1 as income."), "\(client)")
            // "Gehalt" is German for salary: not a word the sources know, so Other income.
            let income = try #require(connection.ok("income list").result?["income"]?.arrayValue?.first)
            #expect(income["amount"]?.numberText == "2500.00" && income["currency"]?.stringValue == "EUR", "\(income)")
            #expect(income["origin"]?.stringValue == "import")
            // Importing again stores the income once; --no-income only lists it.
            let again = try daemon.runClient(["import", file, "--date-column", "1", "--amount-column", "4", "--description-column", "Text",
                                              "--date-format", "DD.MM.YYYY", "--decimal-comma", "--negate", "--currency", "EUR"])
            #expect(again.stdout.contains("stored 0 as income, 1 already stored"), "\(again)")
            #expect(try connection.ok("income list").result?["income"]?.arrayValue?.count == 1)
            let stored = try #require(connection.listAll().first)
            #expect(stored["amount"]?.numberText.flatMap { minorUnits($0, digits: 2) } == 123_456)
            #expect(stored["currency"]?.stringValue == "EUR")
            #expect(stored["date"]?.stringValue == "2026-11-03")
            #expect(stored["category"]?.stringValue == "Groceries")

            #expect(try connection.call("import \(file) date_column=Datum").errorCode == "bad_mapping")
            #expect(try connection.call("import \(file) format=no-such-bank").errorCode == "bad_mapping")
            #expect(try connection.call("import relative.csv").errorCode == "bad_arguments")
            #expect(try connection.call("import \(daemon.directory)/missing.csv").errorCode == "cannot_read")
            #expect(try connection.call("import \(file) date_format=YYYY/MM/DD").errorCode == "bad_arguments")
            let broken = daemon.directory + "/broken.csv"
            try "date,amount,description\n2026-01-01,1,\"never closed\n".write(toFile: broken, atomically: true, encoding: .utf8)
            let reply = try connection.call("import \(broken)")
            #expect(reply.errorCode == "bad_csv")
            #expect(reply.errorMessage?.contains("line 2: a quoted field is never closed") == true, "\(reply)")
            #expect(try connection.ok("status").result?["expenses"]?.intValue == 1, "bad files store nothing")
        }

        @Test("an import sets off budget alerts once; re-importing sets off none")
        func importBudgetAlerts() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            _ = try connection.ok("budget set Groceries 100")
            let file = daemon.directory + "/groceries.csv"
            try "date,amount,description\n2026-03-02,50,groceries\n2026-03-09,50,groceries\n2026-03-16,50,groceries\n2026-04-01,10,groceries\n"
                .write(toFile: file, atomically: true, encoding: .utf8)
            let first = try connection.ok("import \(file)")
            #expect(first.result?["imported"]?.intValue == 4)
            let alerts = first.result?["budget_alerts"]?.arrayValue ?? []
            #expect(alerts.map { "\($0["month"]?.stringValue ?? "?") \($0["threshold"]?.intValue ?? 0)" } == ["2026-03 80", "2026-03 100"])
            let again = try connection.ok("import \(file)")
            #expect(again.result?["imported"]?.intValue == 0)
            #expect(again.result?["budget_alerts"]?.arrayValue?.isEmpty == true)
        }

        /// A fixed, awkward data set: four currencies (JPY without decimals, KWD with three),
        /// every category, quotes, semicolons, backslashes and double spaces in descriptions.
        static func seed(_ path: String) async throws -> Int {
            let store = try ExpenseStore(path: path)
            let currencies = ["USD", "USD", "USD", "EUR", "JPY", "KWD"]
            let descriptions = ["lunch with \"Mike\"", "semi;colon", "back\\slash", "two  spaces", "Café ☕", "rent"]
            var drafts: [ExpenseDraft] = []
            var state: UInt64 = 42
            for i in 0..<3000 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let currency = Currency(code: currencies[i % currencies.count])!
                let minor = Int64(state >> 33) % (currency.minorDigits == 0 ? 20_000 : 500_000) + 1
                let category = DefaultCategory.allCases[(i / 3) % DefaultCategory.allCases.count].rawValue
                drafts.append(ExpenseDraft(money: Money(minorUnits: minor, currency: currency), category: category,
                                           categoryConfidence: 1, categorySource: .user,
                                           description: descriptions[i % descriptions.count] + " \(i)",
                                           merchant: i % 5 == 0 ? "Shop \"Nr. 1\"" : nil, person: i % 7 == 0 ? "Ann" : nil,
                                           date: Day(iso: "2025-01-01")!.adding(days: (i * 13) % 660)))
            }
            try await store.insertAll(drafts, source: "text")
            return drafts.count
        }

        /// Spend's own all-time totals, from `categories`.
        static func spendTotals(_ connection: LineConnection) throws -> Totals {
            var totals: Totals = [:]
            for category in try connection.ok("categories").result?["categories"]?.arrayValue ?? [] {
                for total in category["totals"]?.arrayValue ?? [] {
                    let code = total["currency"]!.stringValue!
                    totals[category["name"]!.stringValue!, default: [:]][code] = minorUnits(total["total"]!.numberText!, digits: minorDigits[code]!)
                }
            }
            return totals
        }

        /// `hledger balance -O csv` rows: "Expenses:Food & Dining","500 JPY, 25.00 USD".
        static func hledgerTotals(_ csv: String) throws -> Totals {
            var totals: Totals = [:]
            for line in csv.split(separator: "\n").dropFirst() {
                let fields = line.split(separator: "\",\"").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"\r")) }
                guard fields.count == 2, fields[0].hasPrefix("Expenses:") else { continue }
                for amount in fields[1].components(separatedBy: ", ") {
                    let parts = amount.split(separator: " ")
                    let code = String(parts[1])
                    totals[String(fields[0].dropFirst("Expenses:".count)), default: [:]][code] = minorUnits(String(parts[0]), digits: minorDigits[code]!)
                }
            }
            return totals
        }

        @Test("hledger reads the ledger export and its balances equal Spend's category totals and a month's summary")
        func hledgerBalancesMatch() async throws {
            let hledger = try AccountingTools.hledger()
            let daemon = try DaemonHarness(start: false)
            let count = try await Self.seed(daemon.databasePath)
            try daemon.start()
            let connection = try daemon.connect()
            let journal = daemon.directory + "/spend.journal"
            let export = try daemon.runClient(["export", "--format", "ledger", "-o", journal])
            #expect(export.exit == .exited(0), "\(export)")
            #expect(export.stderr.contains("Exported \(count) expenses"), "\(export)")

            let balance = try ProcessRunner.run(hledger, ["-f", journal, "balance", "Expenses", "-O", "csv"],
                                                environment: daemon.environment, scratch: daemon.directory, timeout: 60)
            #expect(balance.exit == .exited(0), "\(balance)")
            let spend = try Self.spendTotals(connection)
            #expect(spend.count == DefaultCategory.allCases.count)
            #expect(try Self.hledgerTotals(balance.stdout) == spend)

            // One month, USD: hledger's period report against Spend's dashboard breakdown.
            let month = try ProcessRunner.run(hledger, ["-f", journal, "balance", "Expenses", "-p", "2026-03", "cur:USD", "-O", "csv"],
                                              environment: daemon.environment, scratch: daemon.directory, timeout: 60)
            let summary = try connection.ok("summary 2026-03 currency=USD convert=no").result
            var breakdown: Totals = [:]
            for share in summary?["breakdown"]?.arrayValue ?? [] {
                breakdown[share["category"]!.stringValue!] = ["USD": minorUnits(share["total"]!.numberText!, digits: 2)!]
            }
            #expect(!breakdown.isEmpty)
            #expect(try Self.hledgerTotals(month.stdout) == breakdown)

            // Assets:Cash paid for all of it: the journal balances.
            let check = try ProcessRunner.run(hledger, ["-f", journal, "check"], environment: daemon.environment,
                                              scratch: daemon.directory, timeout: 60)
            #expect(check.exit == .exited(0), "\(check)")
        }

        @Test("an export is one snapshot: a category renamed while it runs leaves it whole, and bean-check accepts it")
        func exportIsOneSnapshot() throws {
            let tools = try AccountingTools.beancount()
            let daemon = try DaemonHarness()
            let connection = try daemon.connect(timeout: 180)
            #expect(try connection.call("category add Snacks").ok == true)
            var csv = "date,amount,description,category\n"
            for i in 0..<15_000 { csv += "2026-\(String(format: "%02d", 1 + i % 10))-\(String(format: "%02d", 1 + i % 28)),\(1 + i % 40).25,crisps \(i),Snacks\n" }
            let file = daemon.directory + "/snacks.csv"
            try csv.write(toFile: file, atomically: true, encoding: .utf8)
            #expect(try connection.ok("import \(file)").result?["imported"]?.intValue == 15_000)
            let ledger = daemon.directory + "/snacks.beancount"
            nonisolated(unsafe) let harness = daemon
            let renamer = Thread {
                usleep(150_000)
                _ = try? harness.connect().call("category rename Snacks Treats")
            }
            renamer.start()
            let export = try daemon.runClient(["export", "--format", "beancount", "-o", ledger], timeout: 180)
            #expect(export.exit == .exited(0), "\(export)")
            while !renamer.isFinished { usleep(10_000) }
            let text = try String(contentsOfFile: ledger, encoding: .utf8)
            let postings = text.split(separator: "\n").filter { $0.hasPrefix("  Expenses:") }
            let names = Set(postings.map { $0.split(separator: " ").first.map(String.init) ?? "" })
            #expect(postings.count == 15_000)
            #expect(names.count == 1, "\(names)")
            let check = try ProcessRunner.run(tools.check, [ledger], environment: daemon.environment, scratch: daemon.directory, timeout: 180)
            #expect(check.exit == .exited(0), "\(String(check.description.prefix(500)))")
        }

        @Test("bean-check accepts the beancount export and its totals equal Spend's")
        func beancountChecksAndMatches() async throws {
            let tools = try AccountingTools.beancount()
            let daemon = try DaemonHarness(start: false)
            _ = try await Self.seed(daemon.databasePath)
            try daemon.start()
            let connection = try daemon.connect()
            let ledger = daemon.directory + "/spend.beancount"
            _ = try connection.ok("export format=beancount path=\(ledger)")
            let check = try ProcessRunner.run(tools.check, [ledger], environment: daemon.environment, scratch: daemon.directory, timeout: 120)
            #expect(check.exit == .exited(0), "\(check)")
            #expect(check.stdout.isEmpty && check.stderr.isEmpty, "\(check)")

            let script = """
                import sys
                from beancount import loader
                from beancount.core import data
                entries, errors, _ = loader.load_file(sys.argv[1])
                assert not errors, errors
                totals = {}
                for entry in entries:
                    if isinstance(entry, data.Transaction):
                        for posting in entry.postings:
                            if posting.account.startswith("Expenses:"):
                                key = (posting.account, posting.units.currency)
                                totals[key] = totals.get(key, 0) + posting.units.number
                for (account, currency), number in sorted(totals.items()):
                    print(account, currency, number, sep="\\t")
                """
            let sums = try ProcessRunner.run(tools.python, ["-c", script, ledger], environment: daemon.environment,
                                             scratch: daemon.directory, timeout: 120)
            #expect(sums.exit == .exited(0), "\(sums)")
            let accounts = ["Food-Dining": "Food & Dining", "Transportation": "Transportation", "Groceries": "Groceries",
                            "Entertainment": "Entertainment", "Shopping": "Shopping", "Healthcare": "Healthcare", "Other": "Other"]
            var totals: Totals = [:]
            for line in sums.stdout.split(separator: "\n") {
                let fields = line.split(separator: "\t").map(String.init)
                let category = try #require(accounts[String(fields[0].dropFirst("Expenses:".count))], "\(fields[0])")
                totals[category, default: [:]][fields[1]] = minorUnits(fields[2], digits: minorDigits[fields[1]]!)
            }
            #expect(totals == (try Self.spendTotals(connection)))
        }

        @Test("export streams csv and json to stdout; a csv export imports into an empty database with equal totals")
        func csvAndJSONRoundTrip() async throws {
            let source = try DaemonHarness(start: false)
            let count = try await Self.seed(source.databasePath)
            try source.start()
            let json = try source.runClient(["export", "--format", "json"])
            #expect(json.exit == .exited(0), "\(json.stderr)")
            let array = try JSONValue.parse(json.stdout).arrayValue ?? []
            #expect(array.count == count)
            #expect(array.first?["source"]?.stringValue == "text")
            #expect(array.first?["date"]?.stringValue == "2025-01-01")

            let csv = try source.runClient(["export"])
            #expect(csv.exit == .exited(0), "\(csv.stderr)")
            #expect(csv.stdout.hasPrefix("date,amount,currency,category,description,merchant,person,source,id\r\n"))
            let window = try source.runClient(["export", "--since", "2026-01-01", "--until", "2026-01-31"])
            let windowRows = window.stdout.split(separator: "\r\n").dropFirst()
            #expect(!windowRows.isEmpty && windowRows.allSatisfy { $0.hasPrefix("2026-01-") })

            let target = try DaemonHarness()
            let file = target.directory + "/all.csv"
            try csv.stdout.write(toFile: file, atomically: true, encoding: .utf8)
            let imported = try target.connect().ok("import \(file)")
            #expect(imported.result?["imported"]?.intValue == Int64(count), "\(imported.raw.prefix(400))")
            #expect(imported.result?["rejected"]?.intValue == 0)
            #expect(try Self.spendTotals(target.connect()) == (try Self.spendTotals(source.connect())))
            #expect(try source.connect().call("export format=xml").errorCode == "bad_arguments")
        }
    }
}
