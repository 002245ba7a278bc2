import Foundation
import SpendClient
import SpendProtocol
import Testing

/// Monthly budgets against the real daemon: the budgets report, and alerts that fire
/// once per threshold, category and month, in the add's reply and to subscribers.
extension SpendIntegration {
    @Suite(.serialized)
    struct Budgets {
        /// `add <text>` as JSON with a fixed `today`, so the month is stable.
        func add(_ connection: LineConnection, _ text: String, today: String) throws -> Response {
            let reply = try connection.callJSON([("cmd", .string("add")), ("text", .string(text)), ("today", .string(today))])
            guard reply.ok == true else { throw HarnessError("add \(text) failed: \(reply)") }
            return reply
        }

        func thresholds(_ reply: Response) -> [Int64] {
            (reply.result?["budget_alerts"]?.arrayValue ?? []).compactMap { $0["threshold"]?.intValue }
        }

        /// Pushed events up to and including the `expense.added` of `sentinelID`.
        func pushes(_ listener: LineConnection, through sentinelID: Int64) throws -> [Response] {
            var seen: [Response] = []
            while true {
                let line = try #require(try listener.next(), "connection closed while waiting for events")
                seen.append(line)
                if line.event == "expense.added", line.json["expense"]?.expenseID == sentinelID { return seen }
            }
        }

        @Test("A subscriber sees exactly one 80% and one 100% alert a month, even after more adds and a restart; a new month alerts again")
        func oncePerThresholdPerMonth() throws {
            let daemon = try DaemonHarness()
            let listener = try daemon.connect(timeout: 10)
            let writer = try daemon.connect()
            #expect(try listener.call("subscribe").result?["events"]?.arrayValue?.contains(.string("budget.alert")) == true)
            let set = try writer.call("budget set food 300")
            #expect(set.ok == true, "\(set)")
            #expect(set.result?["budget"]?["category"]?.stringValue == "Food & Dining", "aliases name the category")

            let november = "2026-11-18"
            #expect(thresholds(try add(writer, "lunch $100", today: november)) == [])
            let warning = try add(writer, "dinner $140", today: november)
            #expect(thresholds(warning) == [80], "\(warning)")
            let alert = try #require(warning.result?["budget_alerts"]?.arrayValue?.first)
            #expect(alert["category"]?.stringValue == "Food & Dining")
            #expect(alert["month"]?.stringValue == "2026-11")
            #expect(alert["percent"]?.intValue == 80)
            #expect(alert["message"]?.stringValue == "Food & Dining: $240.00 of $300.00 (80%) spent in November")
            #expect(rawNumbers(warning.raw, key: "spent") == ["240.00"])
            #expect(rawNumbers(warning.raw, key: "budget") == ["300.00"])
            #expect(thresholds(try add(writer, "coffee $10", today: november)) == [], "already past 80%")
            let over = try add(writer, "pizza $70", today: november)
            #expect(thresholds(over) == [100], "\(over)")
            #expect(over.result?["budget_alerts"]?.arrayValue?.first?["message"]?.stringValue
                    == "Food & Dining: $320.00 of $300.00 (106%) spent in November")
            #expect(thresholds(try add(writer, "lunch $50", today: november)) == [])
            // Other categories have no budget: no alerts.
            #expect(thresholds(try add(writer, "laptop $5000", today: november)) == [])

            try daemon.restart()
            let again = try daemon.connect()
            #expect(thresholds(try add(again, "lunch $500", today: november)) == [], "recorded alerts survive a restart")

            let december = "2026-12-02"
            let newListener = try daemon.connect(timeout: 10)
            #expect(try newListener.call("subscribe").ok == true)
            let decemberWarning = try add(again, "lunch $250", today: december)
            #expect(thresholds(decemberWarning) == [80])
            #expect(decemberWarning.result?["budget_alerts"]?.arrayValue?.first?["message"]?.stringValue
                    == "Food & Dining: $250.00 of $300.00 (83%) spent in December")
            #expect(thresholds(try add(again, "lunch $60", today: december)) == [100])
            let sentinel = try add(again, "lunch $1", today: december).expense?.expenseID
            let events = try pushes(newListener, through: try #require(sentinel))
            let alerts = events.filter { $0.event == "budget.alert" }
            #expect(alerts.map { $0.json["threshold"]?.intValue } == [80, 100], "\(events)")
            #expect(alerts.allSatisfy { $0.isPush && $0.json["month"]?.stringValue == "2026-12" })
            #expect(alerts.first?.json["message"]?.stringValue == "Food & Dining: $250.00 of $300.00 (83%) spent in December")
            #expect(rawNumbers(alerts.last?.raw ?? "", key: "spent") == ["310.00"])
            #expect(alerts.last?.json["percent"]?.intValue == 103)
        }

        @Test("The first listener saw exactly one alert per threshold for November")
        func subscriberCountsExactly() throws {
            let daemon = try DaemonHarness()
            let listener = try daemon.connect(timeout: 10)
            let writer = try daemon.connect()
            #expect(try listener.call("subscribe").ok == true)
            #expect(try writer.call("budget set Groceries 100").ok == true)
            for amount in ["50", "35", "5", "20", "40", "1"] {
                _ = try add(writer, "groceries $\(amount)", today: "2026-11-18")
            }
            let sentinel = try add(writer, "coffee $1", today: "2026-11-18").expense?.expenseID
            let events = try pushes(listener, through: try #require(sentinel))
            #expect(events.filter { $0.event == "expense.added" }.count == 7)
            let alerts = events.filter { $0.event == "budget.alert" }
            #expect(alerts.map { $0.json["threshold"]?.intValue } == [80, 100], "\(events)")
            #expect(alerts.map { $0.json["category"]?.stringValue } == ["Groceries", "Groceries"])
            #expect(alerts.map { rawNumbers($0.raw, key: "spent") } == [["85.00"], ["110.00"]])
        }

        @Test("One add that jumps from 50% to 120% crosses both thresholds; say and edit alert too")
        func jumpCrossesBoth() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            #expect(try connection.call("budget set Shopping 100").ok == true)
            #expect(thresholds(try add(connection, "shoes $50", today: "2026-11-18")) == [])
            let jump = try add(connection, "jacket $70", today: "2026-11-18")
            #expect(thresholds(jump) == [80, 100], "\(jump)")
            #expect(jump.result?["budget_alerts"]?.arrayValue?.map { $0["percent"]?.intValue } == [120, 120])

            #expect(try connection.call("budget set Entertainment 100").ok == true)
            let said = try connection.callJSON([("cmd", .string("say")), ("text", .string("movie tickets $85")),
                                                ("today", .string("2026-11-18"))])
            #expect(said.result?["kind"]?.stringValue == "expense", "\(said)")
            #expect(thresholds(said) == [80], "say records like add: \(said)")

            #expect(try connection.call("budget set Healthcare 100").ok == true)
            let pills = try add(connection, "pharmacy $10", today: "2026-11-18")
            let id = try #require(pills.expense?.expenseID)
            let edited = try connection.callJSON([("cmd", .string("edit")), ("expense", .int(id)), ("amount", .string("150"))])
            #expect(thresholds(edited) == [80, 100], "an edit that raises the amount alerts: \(edited)")
            let moved = try add(connection, "doctor $10", today: "2026-11-18")
            #expect(thresholds(moved) == [], "already alerted this month")
        }

        @Test("budgets reports spent, remaining, percent and level from the rows; other currencies and months do not count")
        func report() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            #expect(try connection.call("budget set \"Food & Dining\" 300").ok == true)
            #expect(try connection.call("budget set Groceries 200.50").ok == true)
            #expect(try connection.call("budget set Transportation 50 EUR").ok == true)
            #expect(try connection.call("budget set Shopping 100").ok == true)
            _ = try add(connection, "lunch $120", today: "2026-11-18")
            _ = try add(connection, "dinner $125.55", today: "2026-11-18")
            _ = try add(connection, "lunch 40 euros", today: "2026-11-18")
            _ = try add(connection, "lunch $99", today: "2026-10-18")
            _ = try add(connection, "groceries $250.50", today: "2026-11-18")
            _ = try add(connection, "uber 45 euros", today: "2026-11-18")
            _ = try add(connection, "uber $30", today: "2026-11-18")

            let reply = try connection.callJSON([("cmd", .string("budgets")), ("month", .string("2026-11"))])
            let budgets = try #require(reply.result?["budgets"]?.arrayValue, "\(reply)")
            #expect(budgets.compactMap { $0["category"]?.stringValue } == ["Food & Dining", "Transportation", "Groceries", "Shopping"])
            #expect(rawNumbers(reply.raw, key: "spent") == ["245.55", "45.00", "250.50", "0.00"])
            #expect(rawNumbers(reply.raw, key: "limit") == ["300.00", "50.00", "200.50", "100.00"])
            #expect(rawNumbers(reply.raw, key: "remaining") == ["54.45", "5.00", "-50.00", "100.00"])
            #expect(budgets.map { $0["percent"]?.intValue } == [81, 90, 124, 0])
            #expect(budgets.compactMap { $0["level"]?.stringValue } == ["warning", "warning", "over", "ok"])
            #expect(budgets.compactMap { $0["currency"]?.stringValue } == ["USD", "EUR", "USD", "USD"])
            // Spent, recomputed from the listed rows of each budget's month, category and currency.
            let rows = try connection.listAll()
            for budget in budgets {
                let spent = rows.filter { $0["date"]?.stringValue?.hasPrefix("2026-11") == true
                    && $0["currency"]?.stringValue == budget["currency"]?.stringValue
                    && $0["category"]?.stringValue == budget["category"]?.stringValue }
                    .compactMap { $0["amount"]?.numberText.flatMap { Decimal(string: $0) } }.reduce(0, +)
                #expect(budget["spent"]?.numberText.flatMap { Decimal(string: $0) } == spent, "\(budget)")
            }

            let october = try connection.callJSON([("cmd", .string("budgets")), ("month", .string("2026-10"))])
            #expect(rawNumbers(october.raw, key: "spent") == ["99.00", "0.00", "0.00", "0.00"])

            let removed = try connection.call("budget remove shopping")
            #expect(removed.result?["removed"]?.stringValue == "Shopping", "\(removed)")
            #expect(try connection.ok("budgets").result?["budgets"]?.arrayValue?.count == 3)
        }

        @Test("A changed limit alerts again for the new limit")
        func changedLimitRearms() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            #expect(try connection.call("budget set food 100").ok == true)
            #expect(thresholds(try add(connection, "lunch $85", today: "2026-11-18")) == [80])
            let same = try connection.call("budget set food 100")
            #expect(rawNumbers(same.raw, key: "limit") == ["100.00", "100.00"], "the previous limit is reported: \(same)")
            #expect(thresholds(try add(connection, "lunch $20", today: "2026-11-18")) == [100])
            #expect(try connection.call("budget set food 200").ok == true)
            #expect(thresholds(try add(connection, "lunch $60", today: "2026-11-18")) == [80])
        }

        @Test("The assistant answers from the budgets: what is left, and whether any is over")
        func assistant() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            #expect(try connection.call("budget set food 300").ok == true)
            #expect(try connection.call("budget set Shopping 50").ok == true)
            _ = try add(connection, "dinner $240", today: "2026-11-18")
            _ = try add(connection, "shoes $60", today: "2026-11-18")
            func ask(_ text: String) throws -> JSONValue? {
                var reply = try connection.callJSON([("cmd", .string("ask")), ("text", .string(text)), ("today", .string("2026-11-18"))])
                while reply.ok == nil { reply = try connection.reply() } // the answer's delta events come first
                #expect(reply.ok == true, "\(reply)")
                return reply.result
            }
            let left = try ask("How much can I still spend on food?")
            #expect(left?["text"]?.stringValue?.hasPrefix("You have $60.00 left of your $300.00 Food & Dining budget this month, with $240.00 spent (80%).") == true,
                    "\(String(describing: left))")
            let over = try ask("Am I over budget?")
            #expect(over?["intent"]?.stringValue == "budget_status")
            #expect(over?["text"]?.stringValue == "You're over budget on Shopping this month. Food & Dining: $60.00 left of $300.00 (80% used) "
                    + "and Shopping: $10.00 over $50.00 (120% used).", "\(String(describing: over))")
            #expect(over?["facts"]?.arrayValue == [.string("budget"), .string("budget")])
        }

        @Test("Bad budgets are refused with clear errors")
        func errors() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let cases: [(String, String, String)] = [
                ("budget set Ghosts 100", "unknown_category", "Ghosts"),
                ("budget set food 0", "bad_amount", "more than zero"),
                ("budget set food -5", "bad_amount", "-5"),
                ("budget set food 1.234", "bad_amount", "decimal places"),
                ("budget set food lots", "bad_amount", "lots"),
                ("budget set food 100 XYZ", "bad_arguments", "XYZ"),
                ("budget set food", "bad_arguments", "amount"),
                ("budget remove food", "not_found", "No budget"),
                ("budget remove food 100", "bad_arguments", "only a category"),
                ("budget raise food 100", "bad_arguments", "set or remove"),
                ("budgets 2026-13", "bad_arguments", "YYYY-MM"),
            ]
            for (line, code, words) in cases {
                let reply = try connection.call(line)
                #expect(reply.errorCode == code, "\(line): \(reply)")
                #expect(reply.errorMessage?.contains(words) == true, "\(line): \(reply)")
            }
            #expect(try connection.ok("budgets").result?["budgets"]?.arrayValue?.isEmpty == true)
        }

        @Test("spend budget set, spend add's alert line and spend budgets' bars, plain when piped")
        func client() throws {
            let daemon = try DaemonHarness()
            let set = try daemon.runClient(["budget", "set", "Food & Dining", "300"])
            #expect(set.exit == .exited(0), "\(set)")
            #expect(set.stdout.contains("Budget for Food & Dining: $300.00 a month"), "\(set)")
            let today = try daemon.connect().ok("status").result?["today"]?.stringValue ?? ""
            let monthName = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                             "October", "November", "December"][(Int(today.dropFirst(5).prefix(2)) ?? 1) - 1]

            let added = try daemon.runClient(["add", "lunch", "$250"])
            #expect(added.exit == .exited(0), "\(added)")
            let lines = added.stdout.split(separator: "\n").map(String.init)
            #expect(lines.count == 2, "\(added)")
            #expect(lines.first?.hasPrefix("Added #1") == true)
            #expect(lines.last == "Budget warning: Food & Dining: $250.00 of $300.00 (83%) spent in \(monthName)", "\(added)")

            let edited = try daemon.runClient(["edit", "1", "amount=310"])
            #expect(edited.stdout.split(separator: "\n").last
                    == "Over budget: Food & Dining: $310.00 of $300.00 (103%) spent in \(monthName)", "\(edited)")
            let said = try daemon.runClient(["say", "coffee", "$5"])
            #expect(said.exit == .exited(0), "\(said)")
            #expect(said.stdout.hasPrefix("Added #2") && !said.stdout.contains("budget"), "both alerts already fired: \(said)")
            #expect(try daemon.connect().call("edit 1 amount=250").ok == true)

            let report = try daemon.runClient(["budgets"])
            #expect(report.exit == .exited(0), "\(report)")
            #expect(!report.stdout.contains("\u{1B}["), "no colour when piped (and NO_COLOR is set)")
            let row = try #require(report.stdout.split(separator: "\n").first { $0.hasPrefix("Food & Dining") }, "\(report)")
            #expect(row.contains(String(repeating: "█", count: 17) + String(repeating: "░", count: 3)), "85% fills 17 of 20: \(row)")
            #expect(row.contains("$255.00 / $300.00") && row.contains("85%") && row.contains("$45.00 left") && row.contains("WARNING"), "\(row)")

            let empty = try daemon.runClient(["budgets", "--month", "2020-01"])
            #expect(empty.stdout.contains("January 2020"), "\(empty)")
            #expect(empty.stdout.contains("$0.00 / $300.00") && empty.stdout.contains("$300.00 left"), "\(empty)")

            let removed = try daemon.runClient(["budget", "remove", "food"])
            #expect(removed.stdout.contains("Removed the budget for Food & Dining."), "\(removed)")
            let none = try daemon.runClient(["budgets"])
            #expect(none.stdout.contains("No budgets yet"), "\(none)")
        }
    }
}
