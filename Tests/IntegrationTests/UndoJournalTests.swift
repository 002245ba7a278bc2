import Foundation
import SpendClient
import SpendProtocol
import Testing

/// The action journal through the real `spend` client and the real daemon: undo takes
/// back the user's last action (any connection), whole; redo; history; a restart.
extension SpendIntegration {
    @Suite(.serialized)
    struct UndoJournal {
        /// An expense's `uid` as stored, read with Python's sqlite3 (not through the daemon).
        func storedUID(_ daemon: DaemonHarness, id: Int64) throws -> String {
            let result = try ProcessRunner.run("/usr/bin/env", ["python3", "-c", """
                import sqlite3, sys
                c = sqlite3.connect(sys.argv[1])
                row = c.execute("select uid from expenses where id = ?", (int(sys.argv[2]),)).fetchone()
                print(row[0] if row else "none")
                """, daemon.databasePath, String(id)], environment: ProcessInfo.processInfo.environment, scratch: daemon.directory)
            return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) + result.stderr.suffix(300)
        }

        func ids(_ connection: LineConnection) throws -> [Int64] { try connection.listAll().compactMap(\.expenseID) }

        @Test("spend undo takes back another client's newer add (the journal is the user's), and redo brings it back with its id")
        func undoAnotherClientsAdd() throws {
            let daemon = try DaemonHarness()
            let mine = try daemon.connect()
            let other = try daemon.connect()
            let coffee = try mine.add("coffee $4")
            let movie = try other.add("movie tickets $24")
            let uid = try storedUID(daemon, id: try #require(movie.expenseID))

            let undo = try daemon.runClient(["undo"])
            #expect(undo.exit == .exited(0), "\(undo)")
            #expect(undo.stdout.contains("Undid: Added #\(movie.expenseID ?? -1)"), "\(undo)")
            #expect(undo.stdout.contains("$24.00"), "\(undo)")
            #expect(try ids(mine) == [coffee.expenseID].compactMap { $0 })

            let redo = try daemon.runClient(["redo"])
            #expect(redo.exit == .exited(0), "\(redo)")
            #expect(redo.stdout.contains("Redid: Added #\(movie.expenseID ?? -1)"), "\(redo)")
            #expect(try ids(mine) == [movie.expenseID, coffee.expenseID].compactMap { $0 })
            #expect(try storedUID(daemon, id: try #require(movie.expenseID)) == uid, "redo restores the same row, uid and all")
        }

        @Test("undo after an import takes back the whole import and nothing else")
        func undoImport() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let kept = try connection.add("coffee $4")
            let file = daemon.directory + "/bank.csv"
            var csv = "date,amount,description\n"
            for day in 1...12 { csv += "2026-10-\(String(format: "%02d", day)),\(day).50,shop \(day)\n" }
            try csv.write(toFile: file, atomically: true, encoding: .utf8)
            #expect(try connection.ok("import \(file)").result?["imported"]?.intValue == 12)
            #expect(try connection.ok("status").result?["expenses"]?.intValue == 13)

            let undo = try daemon.runClient(["undo"])
            #expect(undo.exit == .exited(0), "\(undo)")
            #expect(undo.stdout.contains("Imported 12 expenses"), "\(undo)")
            #expect(try ids(connection) == [kept.expenseID].compactMap { $0 })
            #expect(try connection.ok("summary 2026-10").result?["total"]?.numberText.flatMap { Decimal(string: $0) } == 0,
                    "the monthly totals follow the rows")
        }

        @Test("undo after an edit brings the old values back and forgets the correction it taught")
        func undoEdit() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let lunch = try connection.add("lunch at Chipotle $12.50")
            let id = try #require(lunch.expenseID)
            _ = try connection.ok("edit \(id) amount=30 category=Shopping description=\"team lunch\"")
            #expect(try connection.ok("learned").result?["learned"]?.arrayValue?.count == 1)

            let undo = try daemon.runClient(["undo"])
            #expect(undo.exit == .exited(0), "\(undo)")
            #expect(undo.stdout.contains("Undid: Edited #\(id)"), "\(undo)")
            let restored = try #require(try connection.listAll().first)
            #expect(restored["amount"]?.numberText == lunch["amount"]?.numberText)
            #expect(restored["category"]?.stringValue == lunch["category"]?.stringValue)
            #expect(restored["description"]?.stringValue == lunch["description"]?.stringValue)
            #expect(restored["category_source"]?.stringValue == lunch["category_source"]?.stringValue)
            #expect(try connection.ok("learned").result?["learned"]?.arrayValue?.isEmpty == true, "the correction goes with the edit")
        }

        @Test("undo after a delete brings the row back with its id and uid")
        func undoDelete() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let taxi = try connection.add("taxi with Anna $18.75")
            let id = try #require(taxi.expenseID)
            let uid = try storedUID(daemon, id: id)
            #expect(uid.count == 36, "\(uid)")
            _ = try connection.ok("delete \(id)")
            #expect(try storedUID(daemon, id: id) == "none")

            let undo = try daemon.runClient(["undo"])
            #expect(undo.exit == .exited(0), "\(undo)")
            #expect(undo.stdout.contains("Undid: Deleted #\(id)"), "\(undo)")
            let back = try #require(try connection.listAll().first)
            #expect(back.expenseID == id)
            #expect(back["person"]?.stringValue == "Anna")
            #expect(try storedUID(daemon, id: id) == uid)
            #expect(try connection.ok("list person=Anna").result?["count"]?.intValue == 1, "the people index follows")
        }

        @Test("undo after a category rename puts the old name back everywhere; further undos take back the add and the create")
        func undoCategoryRename() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            _ = try connection.ok("category add Pets keywords=vet")
            let vet = try connection.add("vet visit $80")
            #expect(vet["category"]?.stringValue == "Pets")
            _ = try connection.ok("budget set Pets 100")
            _ = try connection.ok("category rename Pets Animals")
            #expect(try connection.listAll().first?["category"]?.stringValue == "Animals")

            let undo = try daemon.runClient(["undo"])
            #expect(undo.exit == .exited(0), "\(undo)")
            #expect(undo.stdout.contains("Renamed category Pets to Animals"), "\(undo)")
            let names = try connection.ok("categories").result?["categories"]?.arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
            #expect(names.contains("Pets") && !names.contains("Animals"), "\(names)")
            #expect(try connection.listAll().first?["category"]?.stringValue == "Pets")
            #expect(try connection.ok("budgets").result?["budgets"]?.arrayValue?.first?["category"]?.stringValue == "Pets")
            #expect(try connection.add("vet again $20")["category"]?.stringValue == "Pets", "the parser knows the old name again")

            #expect(try daemon.runClient(["undo"]).stdout.contains("Added #"))
            #expect(try daemon.runClient(["undo"]).stdout.contains("Added #\(vet.expenseID ?? -1)"))
            let last = try daemon.runClient(["undo"])
            #expect(last.stdout.contains("Created category Pets"), "\(last)")
            #expect(try connection.ok("categories").result?["categories"]?.arrayValue?.contains { $0["name"]?.stringValue == "Pets" } == false)
        }

        @Test("undo after a category delete brings the category and its expenses back")
        func undoCategoryDelete() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            _ = try connection.ok("category add Garden keywords=compost")
            _ = try connection.add("compost $12")
            let deleted = try daemon.runClient(["category", "delete", "Garden", "--yes"])
            #expect(deleted.stdout.contains("1 expense moved to Other"), "\(deleted)")
            #expect(try connection.listAll().first?["category"]?.stringValue == "Other")
            let undo = try daemon.runClient(["undo"])
            #expect(undo.stdout.contains("Deleted category Garden (1 expense moved to Other)"), "\(undo)")
            #expect(try connection.listAll().first?["category"]?.stringValue == "Garden")
            #expect(try connection.add("more compost $3")["category"]?.stringValue == "Garden")
        }

        @Test("undo after forget brings the learned rule back; undo after a recolour brings the old colour back")
        func undoForgetAndRecolor() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            for _ in 0..<3 {
                let coffee = try connection.add("starbucks $5")
                _ = try connection.ok("edit \(coffee.expenseID ?? -1) category=Shopping")
            }
            func learned() throws -> [JSONValue] { try connection.ok("learned").result?["learned"]?.arrayValue ?? [] }
            #expect(try learned().first?["active"]?.boolValue == true)
            #expect(try connection.add("starbucks $6")["category"]?.stringValue == "Shopping", "learned")
            _ = try connection.ok("undo")
            let forget = try daemon.runClient(["forget", "starbucks"])
            #expect(forget.exit == .exited(0), "\(forget)")
            #expect(try learned().isEmpty)

            let undo = try daemon.runClient(["undo"])
            #expect(undo.exit == .exited(0), "\(undo)")
            #expect(undo.stdout.contains("Forgot what was learned for 'starbucks' (3 corrections)"), "\(undo)")
            #expect(try learned().first?["count"]?.intValue == 3)
            #expect(try connection.add("starbucks $7")["category"]?.stringValue == "Shopping", "the categoriser uses it again at once")

            _ = try connection.ok("category add Pets color=#8E44AD")
            _ = try connection.ok("category recolor Pets #123456")
            let recolor = try connection.ok("undo")
            #expect(recolor.result?["action"]?["summary"]?.stringValue == "Recoloured Pets from #8E44AD to #123456", "\(recolor)")
            let pets = try connection.ok("categories").result?["categories"]?.arrayValue?.first { $0["name"]?.stringValue == "Pets" }
            #expect(pets?["color"]?.stringValue == "#8E44AD")
        }

        @Test("the journal survives a restart: undo after restarting takes back the action before it")
        func undoAfterRestart() throws {
            let daemon = try DaemonHarness()
            var connection = try daemon.connect()
            let first = try connection.add("coffee $4")
            let second = try connection.add("sandwich $9.50")
            try daemon.restart()
            connection = try daemon.connect()
            let undo = try daemon.runClient(["undo"])
            #expect(undo.exit == .exited(0), "\(undo)")
            #expect(undo.stdout.contains("#\(second.expenseID ?? -1)"), "\(undo)")
            #expect(try ids(connection) == [first.expenseID].compactMap { $0 })
        }

        @Test("nothing to undo or redo: a clear message and a non-zero exit; a new action clears redo")
        func nothingToUndo() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let undo = try daemon.runClient(["undo"])
            #expect(undo.exit == .exited(1), "\(undo)")
            #expect(undo.stderr.contains("Nothing to undo"), "\(undo)")
            #expect(try connection.call("undo").errorCode == "nothing_to_undo")
            let redo = try daemon.runClient(["redo"])
            #expect(redo.exit == .exited(1), "\(redo)")
            #expect(redo.stderr.contains("Nothing to redo"), "\(redo)")

            _ = try connection.add("coffee $4")
            _ = try connection.ok("undo")
            let tea = try connection.add("tea $3")
            #expect(try connection.call("redo").errorCode == "nothing_to_redo", "the add after the undo cleared redo")
            #expect(try ids(connection) == [tea.expenseID].compactMap { $0 })
        }

        @Test("recurring posts are not actions: undo passes them by")
        func recurringPostsAreNotUndone() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let coffee = try connection.add("coffee $4")
            let rule = try connection.callJSON([("cmd", .string("recurring")), ("text", .string("add rent 1200 monthly on the 1st")),
                                                ("start", .string("2026-01-01"))])
            #expect(rule.ok == true, "\(rule)")
            let posted = try connection.listAll().filter { $0["description"]?.stringValue?.lowercased().contains("rent") == true }
            #expect(!posted.isEmpty, "the rule posted its past months")
            let undo = try connection.ok("undo")
            #expect(undo.result?["action"]?["summary"]?.stringValue?.contains("#\(coffee.expenseID ?? -1)") == true, "\(undo)")
            #expect(try connection.listAll().count == posted.count, "every post stays")
            #expect(try connection.call("undo").errorCode == "nothing_to_undo")
        }

        @Test("spend history lists actions newest first with time, kind and summary; undone ones are marked; --json")
        func history() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let coffee = try connection.add("coffee $4")
            _ = try connection.ok("edit \(coffee.expenseID ?? -1) amount=5")
            _ = try connection.ok("category add Pets")
            _ = try connection.ok("undo")

            let text = try daemon.runClient(["history"])
            #expect(text.exit == .exited(0), "\(text)")
            let lines = text.stdout.split(separator: "\n").map(String.init)
            #expect(lines.count == 3, "\(text)")
            #expect(lines.first?.contains("category.create") == true && lines.first?.contains("Created category Pets  (undone)") == true, "\(text)")
            #expect(lines.dropFirst().first?.contains("edit") == true && lines.dropFirst().first?.contains("$5.00") == true, "\(text)")
            #expect(lines.last?.contains("add") == true && lines.last?.contains("Added #\(coffee.expenseID ?? -1) coffee $4.00") == true, "\(text)")
            #expect(lines.allSatisfy { $0.range(of: #"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}  "#, options: .regularExpression) != nil }, "\(text)")

            let json = try daemon.runClient(["--json", "history", "--limit", "2"])
            let reply = try JSONValue.parse(json.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
            let actions = reply["result"]?["actions"]?.arrayValue ?? []
            #expect(actions.count == 2, "\(json)")
            #expect(actions.first?["kind"]?.stringValue == "category.create")
            #expect(actions.first?["undone"]?.boolValue == true)
            #expect(actions.first?["uid"]?.stringValue?.count == 36)
            #expect(actions.last?["undone"]?.boolValue == false)
            #expect(try connection.call("history limit=0").errorCode == "bad_arguments")
        }
    }
}
