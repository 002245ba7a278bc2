import Foundation
import SpendClient
import SpendProtocol
import Testing

/// Custom categories against the real daemon: create, rename, recolour, delete, their
/// errors, the parser picking them up at once, and the insights.
extension SpendIntegration {
    @Suite(.serialized)
    struct CategoryManagement {
        /// A JSON request with a fixed `today`, so dates and windows are stable.
        func request(_ connection: LineConnection, _ fields: [(String, JSONValue)], today: String = "2026-11-18") throws -> Response {
            try connection.callJSON(fields + [("today", .string(today))])
        }

        func category(_ connection: LineConnection, _ name: String) throws -> JSONValue? {
            try connection.ok("categories").result?["categories"]?.arrayValue?.first { $0["name"]?.stringValue == name }
        }

        /// Per-category sums of the listed expenses (USD cents), computed here from the rows.
        func rowTotals(_ connection: LineConnection) throws -> [String: Int] {
            var totals: [String: Int] = [:]
            for expense in try connection.listAll() {
                let amount = try #require(cents(expense["amount"]), "\(expense)")
                totals[try #require(expense["category"]?.stringValue), default: 0] += amount
            }
            return totals
        }

        func cents(_ value: JSONValue?) -> Int? {
            value?.numberText.flatMap { Decimal(string: $0) }.map { NSDecimalNumber(decimal: $0 * 100).intValue }
        }

        @Test("Create, list, recolour and rename a custom category; the reply and the list agree")
        func lifecycle() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let created = try connection.call("category add Pets color=#8e44ad keywords=\"vet, Petco,dog food\"")
            #expect(created.ok == true, "\(created)")
            let pets = try #require(created.result?["category"])
            #expect(pets["name"]?.stringValue == "Pets")
            #expect(pets["color"]?.stringValue == "#8E44AD", "colours are normalised to upper case")
            #expect(pets["default"]?.boolValue == false)
            #expect(pets["keywords"]?.arrayValue?.compactMap(\.stringValue) == ["vet", "petco", "dog food"])

            let listed = try #require(try category(connection, "Pets"))
            #expect(listed["color"]?.stringValue == "#8E44AD")
            #expect(listed["keywords"]?.arrayValue?.count == 3)
            #expect(try category(connection, "Other")?["default"]?.boolValue == true)

            let recolored = try connection.call("category recolor pets #123")
            #expect(recolored.result?["category"]?["color"]?.stringValue == "#112233", "\(recolored)")
            #expect(try category(connection, "Pets")?["color"]?.stringValue == "#112233")

            let renamed = try connection.call("category rename Pets \"Furry Friends\"")
            #expect(renamed.ok == true, "\(renamed)")
            #expect(renamed.result?["previous_name"]?.stringValue == "Pets")
            #expect(renamed.result?["category"]?["name"]?.stringValue == "Furry Friends")
            #expect(try category(connection, "Pets") == nil)
            #expect(try category(connection, "Furry Friends")?["keywords"]?.arrayValue?.count == 3, "keywords follow a rename")
            // A case-only rename of itself is allowed.
            #expect(try connection.call("category rename \"furry friends\" \"FURRY Friends\"").ok == true)

            // The new category survives a restart and still drives the parser.
            try daemon.restart()
            let after = try daemon.connect()
            #expect(try after.add("$30 at the vet")["category"]?.stringValue == "FURRY Friends")
        }

        @Test("Every rule is refused with its own code and a clear message, and nothing changes")
        func errors() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            #expect(try connection.call("category add Pets keywords=vet").ok == true)
            let cases: [(String, String, String)] = [
                ("category add pets", "duplicate_category", "already exists"),
                ("category add \"  PETS \"", "duplicate_category", "already exists"),
                ("category add \"food & dining\"", "duplicate_category", "Food & Dining"),
                ("category add abcdefghijklmnopqrstu", "invalid_name", "at most 20"),
                ("category add \"   \"", "invalid_name", "needs a name"),
                ("category add All", "reserved_name", "reserved"),
                ("category add uncategorized", "reserved_name", "reserved"),
                ("category add Kids color=#12345", "bad_color", "#RRGGBB"),
                ("category add Kids keywords=vet", "bad_keyword", "Pets"),
                ("category rename Other Misc", "default_category", "default"),
                ("category recolor \"Food & Dining\" #000000", "default_category", "default"),
                ("category delete Groceries confirm=yes", "default_category", "default"),
                ("category rename Pets groceries", "duplicate_category", "Groceries"),
                ("category rename Pets", "bad_arguments", "new name"),
                ("category rename Ghosts Spirits", "unknown_category", "Ghosts"),
                ("category delete Ghosts confirm=yes", "unknown_category", "Ghosts"),
                ("category recolor Pets mauve-ish", "bad_color", "mauve-ish"),
                ("category frobnicate Pets", "bad_arguments", "add, rename, recolor, delete"),
                ("category delete Pets", "confirmation_required", "confirm=yes"),
            ]
            for (line, code, words) in cases {
                let reply = try connection.call(line)
                #expect(reply.ok == false, "\(line) should fail: \(reply)")
                #expect(reply.errorCode == code, "\(line): \(reply)")
                #expect(reply.errorMessage?.contains(words) == true, "\(line): \(reply)")
            }
            // Exactly 20 characters is fine.
            #expect(try connection.call("category add abcdefghijklmnopqrst").ok == true)
            let names = try connection.ok("categories").result?["categories"]?.arrayValue?.compactMap { $0["name"]?.stringValue }
            #expect(names == ["Food & Dining", "Transportation", "Groceries", "Entertainment", "Shopping", "Healthcare",
                              "Other", "Pets", "abcdefghijklmnopqrst"])
            #expect(try category(connection, "Pets")?["color"]?.stringValue == "#8E44AD", "the first palette colour, untouched")
        }

        @Test("Names and keywords steer the parser at once, on every connection; edit accepts the custom category")
        func parsing() throws {
            let daemon = try DaemonHarness()
            let writer = try daemon.connect()
            let other = try daemon.connect()
            #expect(try other.add("$40 at the vet")["category"]?.stringValue == "Healthcare", "the lexicon before")
            #expect(try writer.call("category add Pets keywords=\"vet,petco,dog food\"").ok == true)
            #expect(try other.add("$40 at the vet")["category"]?.stringValue == "Pets")
            #expect(try other.add("dog food $25")["category"]?.stringValue == "Pets")
            #expect(try other.add("$12 at Petco")["category"]?.stringValue == "Pets")
            #expect(try other.add("pets insurance $30")["category"]?.stringValue == "Pets", "the name itself is a keyword")
            #expect(try other.add("coffee $4")["category"]?.stringValue == "Food & Dining")
            let parsed = try other.ok("parse vet visit 80").result?["expense"]
            #expect(parsed?["category"]?.stringValue == "Pets")

            let coffee = try other.add("latte $5")
            let edited = try other.call("edit \(try #require(coffee.expenseID)) category=pets")
            #expect(edited.expense?["category"]?.stringValue == "Pets", "\(edited)")
            let listed = try other.ok("list category=pets").result?["expenses"]?.arrayValue ?? []
            #expect(listed.count == 5)

            // Structured adds name it too.
            let structured = try other.callJSON([("cmd", .string("add")), ("amount", .string("9.99")), ("category", .string("PETS")),
                                                 ("description", .string("treats"))])
            #expect(structured.expense?["category"]?.stringValue == "Pets", "\(structured)")

            // Renamed or deleted, the parser follows.
            #expect(try writer.call("category rename Pets Animals").ok == true)
            #expect(try other.add("$40 at the vet")["category"]?.stringValue == "Animals")
            #expect(try writer.call("category delete Animals confirm=yes").ok == true)
            #expect(try other.add("$40 at the vet")["category"]?.stringValue == "Healthcare")
        }

        @Test("Rename moves expenses, learned corrections and the budget in one step; totals follow")
        func renameMovesEverything() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            #expect(try connection.call("category add Pets").ok == true)
            for _ in 1...3 {
                let expense = try connection.add("bones at Chewy $10")
                #expect(try connection.call("edit \(try #require(expense.expenseID)) category=Pets").ok == true)
            }
            let learned = try connection.add("toy at Chewy $5")
            #expect(learned["category"]?.stringValue == "Pets")
            #expect(learned["category_source"]?.stringValue == "learned")
            #expect(try connection.call("budget set Pets 100").ok == true)
            let before = try rowTotals(connection)
            #expect(before["Pets"] == 3500)

            let renamed = try connection.call("category rename Pets Animals")
            #expect(renamed.result?["moved_expenses"]?.intValue == 4, "\(renamed)")
            let after = try rowTotals(connection)
            #expect(after["Pets"] == nil)
            #expect(after["Animals"] == 3500)
            #expect(cents(try category(connection, "Animals")?["total"]) == 3500, "monthly totals follow the rename")
            #expect(try category(connection, "Animals")?["count"]?.intValue == 4)
            let summary = (try connection.ok("summary").result?["breakdown"]?.arrayValue ?? []).compactMap { $0["category"]?.stringValue }
            #expect(summary.contains("Animals") && !summary.contains("Pets"), "\(summary)")

            let entries = try connection.ok("learned").result?["learned"]?.arrayValue ?? []
            let chewy = try #require(entries.first { $0["key"]?.stringValue == "chewy" }, "\(entries)")
            #expect(chewy["category"]?.stringValue == "Animals")
            #expect(chewy["active"]?.boolValue == true)
            let next = try connection.add("leash at Chewy $15")
            #expect(next["category"]?.stringValue == "Animals", "learning follows the rename")
            #expect(next["category_source"]?.stringValue == "learned")

            let budgets = try connection.ok("budgets").result?["budgets"]?.arrayValue ?? []
            #expect(budgets.map { $0["category"]?.stringValue } == ["Animals"], "the budget follows: \(budgets)")
            #expect(cents(budgets.first?["spent"]) == 5000)
        }

        @Test("Delete moves expenses to Other, drops corrections and the budget; totals still match the rows")
        func deleteMovesToOther() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            #expect(try connection.call("category add Pets keywords=vet").ok == true)
            _ = try connection.add("rent $1000")
            _ = try connection.add("$40 at the vet")
            _ = try connection.add("$60 at the vet")
            let corrected = try connection.add("bones at Chewy $10")
            #expect(try connection.call("edit \(try #require(corrected.expenseID)) category=Pets").ok == true)
            #expect(try connection.call("budget set Pets 50").ok == true)
            let otherBefore = try #require(cents(try category(connection, "Other")?["total"]))
            #expect(otherBefore == 100_000)

            let deleted = try connection.call("category delete pets confirm=yes")
            #expect(deleted.ok == true, "\(deleted)")
            #expect(deleted.result?["deleted"]?.stringValue == "Pets")
            #expect(deleted.result?["moved_to"]?.stringValue == "Other")
            #expect(deleted.result?["moved_expenses"]?.intValue == 3)
            #expect(deleted.result?["removed_corrections"]?.intValue == 1)
            #expect(deleted.result?["removed_budget"]?.boolValue == true)

            #expect(try category(connection, "Pets") == nil)
            let rows = try rowTotals(connection)
            #expect(rows == ["Other": 111_000])
            #expect(cents(try category(connection, "Other")?["total"]) == rows["Other"], "monthly totals match the rows")
            #expect(try category(connection, "Other")?["count"]?.intValue == 4)
            let summary = try connection.ok("summary").result
            #expect(cents(summary?["total"]) == 111_000)
            #expect(summary?["breakdown"]?.arrayValue?.map { $0["category"]?.stringValue } == ["Other"])
            #expect(try connection.ok("learned").result?["learned"]?.arrayValue?.isEmpty == true)
            #expect(try connection.ok("budgets").result?["budgets"]?.arrayValue?.isEmpty == true)
            // The name is free again, with nothing inherited.
            #expect(try connection.call("category add Pets").ok == true)
            #expect(try category(connection, "Pets")?["count"]?.intValue == 0)
        }

        @Test("Insights: unused in 30 days, consolidation past 10 categories, suggestions when Other is over 30%")
        func insights() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            /// A structured add: the categoriser still picks the category from the description.
            func add(_ amount: String, _ description: String, _ date: String, merchant: String? = nil) throws {
                var fields: [(String, JSONValue)] = [("cmd", .string("add")), ("amount", .string(amount)),
                                                     ("description", .string(description)), ("date", .string(date))]
                if let merchant { fields.append(("merchant", .string(merchant))) }
                let reply = try request(connection, fields)
                #expect(reply.ok == true, "\(reply)")
            }
            for name in ["Pets", "Kids", "Garden", "Books Club"] {
                #expect(try connection.call("category add \"\(name)\"").ok == true)
            }
            try add("300", "groceries", "2026-11-10")
            try add("50", "lunch", "2026-11-17")
            try add("20", "pets food", "2026-11-01")
            try add("20", "pets toy", "2026-10-20")
            try add("20", "pets bed", "2026-10-19")
            try add("15", "kids shoes", "2026-10-19")
            try add("150", "rent", "2026-11-01")
            try add("150", "rent", "2026-10-01")
            try add("80", "trim", "2026-11-05", merchant: "Supercuts")
            try add("20", "beard", "2026-11-12", merchant: "Supercuts")
            try add("5", "bank fee", "2026-11-03")
            try add("999", "rent", "2026-08-20") // before the 90 days: not counted

            let small = try request(connection, [("cmd", .string("categories")), ("insights", .string("yes"))])
            let insights = try #require(small.result?["insights"], "\(small)")
            #expect(insights["category_count"]?.intValue == 11)
            // 2026-10-20 is within the 30 days that end on 2026-11-18; 2026-10-19 is not.
            #expect(insights["unused"]?.arrayValue?.compactMap { $0["name"]?.stringValue }
                    == ["Transportation", "Entertainment", "Shopping", "Healthcare", "Kids", "Garden", "Books Club"])
            #expect(insights["unused"]?.arrayValue?.first { $0["name"]?.stringValue == "Kids" }?["last_used"]?.stringValue == "2026-10-19")
            #expect(insights["consolidate"]?.arrayValue?.compactMap { $0["name"]?.stringValue } == ["Kids", "Garden", "Books Club"],
                    "custom categories with fewer than 3 transactions (Pets has 3)")
            // Other: rent 300 + Supercuts 100 + fee 5 = 405 of 830 in the 90 days from 2026-08-21.
            let other = try #require(insights["other"], "\(insights)")
            #expect(cents(other["other_total"]) == 40_500)
            #expect(cents(other["total"]) == 83_000)
            #expect(other["percent"]?.numberText == "48.7")
            let suggestions = other["suggestions"]?.arrayValue ?? []
            #expect(suggestions.compactMap { $0["name"]?.stringValue } == ["Rent", "Supercuts"])
            #expect(suggestions.map { cents($0["total"]) } == [30_000, 10_000])
            #expect(suggestions.map { $0["count"]?.intValue } == [2, 2])
            let advice = insights["advice"]?.arrayValue?.compactMap(\.stringValue) ?? []
            #expect(advice.count == 3, "\(advice)")
            #expect(advice.last?.contains("Rent (2 expenses, $300.00)") == true, "\(advice)")

            // Ten categories: no consolidation; Other under 30%: no suggestions.
            #expect(try connection.call("category delete Garden confirm=yes").ok == true)
            try add("2000", "laptop", "2026-11-15")
            let quiet = try request(connection, [("cmd", .string("categories")), ("insights", .string("yes"))])
            #expect(quiet.result?["insights"]?["consolidate"]?.arrayValue?.isEmpty == true, "\(quiet)")
            #expect(quiet.result?["insights"]?["other"] == .null, "\(quiet)")
            // Without insights=yes there is no insights field.
            #expect(try connection.ok("categories").result?["insights"] == nil)
        }

        @Test("categories sorts by spending, count or name")
        func sorting() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            #expect(try connection.call("category add Aardvarks").ok == true)
            _ = try connection.add("aardvarks $1")
            _ = try connection.add("aardvarks $1")
            _ = try connection.add("laptop $900")
            func names(_ sort: String) throws -> [String] {
                try connection.ok("categories sort=\(sort)").result?["categories"]?.arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
            }
            #expect(try names("spending").prefix(2) == ["Shopping", "Aardvarks"])
            #expect(try names("count").prefix(2) == ["Aardvarks", "Shopping"])
            #expect(try names("name").first == "Aardvarks")
            #expect(try connection.call("categories sort=colour").errorCode == "bad_arguments")
            #expect(try connection.call("categories insights=maybe").errorCode == "bad_arguments")
        }

        @Test("On a terminal spend category delete asks: anything but y keeps the category, y deletes it")
        func terminalConfirmation() throws {
            // util-linux `script` gives the client a pseudo-terminal and feeds it our input.
            let script = "/usr/bin/script"
            guard FileManager.default.isExecutableFile(atPath: script) else {
                throw HarnessError("\(script) (util-linux) is needed to give spend a terminal; install bsdutils")
            }
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            #expect(try connection.call("category add Pets keywords=vet").ok == true)
            _ = try connection.add("$40 at the vet")
            let command = "\(try Binaries.spend()) --socket \(daemon.socketPath) category delete Pets"
            func run(_ answer: String) throws -> ProcessOutput {
                try ProcessRunner.run(script, ["-q", "-e", "-c", command, "/dev/null"], environment: daemon.environment,
                                      stdin: answer + "\n", scratch: daemon.directory)
            }
            let kept = try run("n")
            #expect(kept.exit == .exited(1), "\(kept)")
            #expect(kept.stdout.contains("Delete 'Pets'? Its 1 expense moves to Other"), "\(kept)")
            #expect(kept.stdout.contains("not deleted"), "\(kept)")
            #expect(try category(connection, "Pets") != nil)
            let deleted = try run("y")
            #expect(deleted.exit == .exited(0), "\(deleted)")
            #expect(deleted.stdout.contains("Deleted Pets; 1 expense moved to Other."), "\(deleted)")
            #expect(try category(connection, "Pets") == nil)
        }

        @Test("spend category delete: --yes deletes; without a terminal and without --yes nothing is deleted")
        func clientConfirmation() throws {
            let daemon = try DaemonHarness()
            let added = try daemon.runClient(["category", "add", "Pets", "--color", "purple", "--keywords", "vet,petco"])
            #expect(added.exit == .exited(0), "\(added)")
            #expect(added.stdout.contains("Created Pets #8E44AD (keywords: vet, petco)"), "\(added)")
            #expect(!added.stdout.contains("\u{1B}["), "no colour escapes when piped")
            _ = try daemon.connect().add("$40 at the vet")

            let refused = try daemon.runClient(["category", "delete", "Pets"], stdin: "y\n")
            #expect(refused.exit == .exited(64), "\(refused)")
            #expect(refused.stderr.contains("--yes"), "\(refused)")
            #expect(try category(daemon.connect(), "Pets") != nil, "nothing was deleted")

            let listing = try daemon.runClient(["categories", "--sort", "count", "--insights"])
            #expect(listing.exit == .exited(0), "\(listing)")
            let lines = listing.stdout.split(separator: "\n").map(String.init)
            #expect(lines.first?.hasPrefix("CATEGORY") == true, "\(listing)")
            #expect(lines[1].hasPrefix("Pets") && lines[1].contains("#8E44AD") && lines[1].contains("vet, petco"), "\(listing)")
            #expect(listing.stdout.contains("Insights"), "\(listing)")
            #expect(listing.stdout.contains("Unused in the last 30 days"), "\(listing)")

            let dup = try daemon.runClient(["category", "add", "PETS"])
            #expect(dup.exit == .exited(1), "\(dup)")
            #expect(dup.stderr.contains("already exists"), "\(dup)")

            let renamed = try daemon.runClient(["--json", "category", "rename", "Pets", "Animals"])
            #expect(renamed.exit == .exited(0), "global options before a group's subcommand work: \(renamed)")
            #expect(try Response(renamed.stdout.trimmingCharacters(in: .newlines)).result?["moved_expenses"]?.intValue == 1)

            let deleted = try daemon.runClient(["category", "delete", "Animals", "--yes"])
            #expect(deleted.exit == .exited(0), "\(deleted)")
            #expect(deleted.stdout.contains("Deleted Animals; 1 expense moved to Other."), "\(deleted)")
            #expect(try category(daemon.connect(), "Animals") == nil)
            #expect(try daemon.connect().listAll().first?["category"]?.stringValue == "Other")
        }

        @Test("adds racing a category delete never leave an expense in the deleted category")
        func addsRacingADelete() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            for round in 0..<5 {
                #expect(try connection.call("category add Snacks\(round)").ok == true)
                nonisolated(unsafe) let harness = daemon
                let group = DispatchGroup()
                for client in 0..<4 {
                    group.enter()
                    Thread {
                        defer { group.leave() }
                        guard let adder = try? harness.connect() else { return }
                        for i in 0..<15 { _ = try? adder.call("add crisps \(client + 1).\(i) category=Snacks\(round)") }
                    }.start()
                }
                usleep(20_000)
                #expect(try connection.call("category delete Snacks\(round) confirm=yes").ok == true)
                group.wait()
                let left = try connection.listAll().filter { $0["category"]?.stringValue == "Snacks\(round)" }
                #expect(left.isEmpty, "round \(round): \(left.count) expenses in a deleted category")
                let names = try connection.ok("categories").result?["categories"]?.arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
                #expect(!names.contains("Snacks\(round)"))
            }
        }
    }
}
