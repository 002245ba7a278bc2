import Foundation
import SpendBooks
import SpendClient
import SpendCore
import SpendProtocol
import SpendStore
import Testing

/// Today as the daemon sees it (local time zone), from Foundation, not SpendCore.
func localToday() -> (year: Int, month: Int, day: Int) {
    let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
    return (parts.year!, parts.month!, parts.day!)
}

/// ISO dates from `start` through today on which a rule falls, computed with Foundation's
/// Gregorian calendar as an independent check of the recurrence calendar.
func expectedDays(start: String, through today: (year: Int, month: Int, day: Int),
                  _ day: (_ year: Int, _ month: Int) -> [Int]) -> [String] {
    let calendar = Calendar(identifier: .gregorian)
    let startParts = start.split(separator: "-").map { Int($0)! }
    var result: [String] = []
    var (year, month) = (startParts[0], startParts[1])
    while (year, month) <= (today.year, today.month) {
        let first = calendar.date(from: DateComponents(year: year, month: month, day: 1))!
        let length = calendar.range(of: .day, in: .month, for: first)!.count
        for d in day(year, month) {
            let clamped = min(d, length)
            let iso = String(format: "%04d-%02d-%02d", year, month, clamped)
            if iso >= start, iso <= String(format: "%04d-%02d-%02d", today.year, today.month, today.day) { result.append(iso) }
        }
        (year, month) = month == 12 ? (year + 1, 1) : (year, month + 1)
    }
    return result
}

extension SpendIntegration {
    @Suite(.serialized)
    struct RecurringExpenses {
        @Test("recurring add, list and remove over the socket, with clear errors")
        func addListRemove() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let added = try connection.ok("recurring add Netflix 15.49 monthly on the 3rd")
            let item = try #require(added.result?["recurring"])
            #expect(item["description"]?.stringValue == "Netflix")
            #expect(rawNumbers(added.raw, key: "amount").first == "15.49")
            #expect(item["category"]?.stringValue == "Entertainment")
            #expect(item["schedule"]?.stringValue == "monthly on the 3rd")
            let today = localToday()
            let next = (today.day <= 3 ? (today.year, today.month) : today.month == 12 ? (today.year + 1, 1) : (today.year, today.month + 1))
            #expect(item["next_due"]?.stringValue == String(format: "%04d-%02d-03", next.0, next.1))
            #expect(added.result?["posted_count"]?.intValue == (today.day == 3 ? 1 : 0))

            let weekly = try connection.ok("recurring add cleaner 60 weekly on friday")
            #expect(weekly.result?["recurring"]?["weekday"]?.stringValue == "Friday")
            let list = try connection.ok("recurring")
            #expect(list.result?["count"]?.intValue == 2)
            #expect(try connection.ok("recurring list").result?["recurring"]?.arrayValue?.count == 2)

            let id = try #require(item["id"]?.intValue)
            #expect(try connection.ok("recurring remove \(id)").result?["removed"]?.boolValue == true)
            #expect(try connection.ok("recurring list").result?["count"]?.intValue == 1)
            #expect(try connection.call("recurring remove \(id)").errorCode == "not_found")

            let noFrequency = try connection.call("recurring add Netflix 15.49")
            #expect(noFrequency.errorCode == "no_frequency")
            #expect(noFrequency.errorMessage?.contains("daily, weekly, monthly, quarterly, yearly or every 2 weeks") == true)
            #expect(try connection.call("recurring add Netflix monthly on the 3rd").errorCode == "no_amount")
            #expect(try connection.call("recurring add rent 1200 monthly on the 32nd").errorCode == "bad_schedule")
            #expect(try connection.call("recurring add").errorCode == "bad_arguments")
            #expect(try connection.call("recurring frobnicate").errorCode == "bad_arguments")
            let tooOld = try connection.callJSON([("cmd", .string("recurring")), ("action", .string("add")),
                                                  ("text", .string("coffee 3 daily")), ("start", .string("1990-01-01"))])
            #expect(tooOld.errorCode == "bad_arguments")
            #expect(try connection.ok("recurring list").result?["count"]?.intValue == 1, "refused adds store nothing")
        }

        @Test("occurrences missed while the daemon was stopped are posted once at start, never again after a restart")
        func catchUpAfterDowntime() async throws {
            let daemon = try DaemonHarness(start: false)
            let today = localToday()
            let todayDay = Day(year: today.year, month: today.month, day: today.day)!
            let dailyStart = todayDay.adding(days: -40)
            do {
                // The rules exist but nothing was ever posted: the daemon was down since.
                let store = try ExpenseStore(path: daemon.databasePath)
                _ = try await store.addRecurring(RecurringDraft(description: "rent", money: Money(minorUnits: 120_000, currency: .usd),
                                                                category: "Other", rule: .monthly(day: 31), start: Day(iso: "2024-01-15")!))
                _ = try await store.addRecurring(RecurringDraft(description: "coffee", money: Money(minorUnits: 350, currency: .usd),
                                                                category: "Food & Dining", rule: .daily, start: dailyStart))
                _ = try await store.addRecurring(RecurringDraft(description: "leap club", money: Money(minorUnits: 2900, currency: .usd),
                                                                category: "Entertainment", rule: .yearly(month: 2, day: 29),
                                                                start: Day(iso: "2020-01-01")!))
            }
            try daemon.start()
            let expectedRent = expectedDays(start: "2024-01-15", through: today) { _, _ in [31] }
            let expectedLeap = expectedDays(start: "2020-01-01", through: today) { _, month in month == 2 ? [29] : [] }
            #expect(expectedRent.contains("2024-02-29") && expectedRent.contains("2025-02-28") && expectedRent.contains("2024-04-30"))
            #expect(expectedLeap.prefix(5) == ["2020-02-29", "2021-02-28", "2022-02-28", "2023-02-28", "2024-02-29"])

            func posted(_ connection: LineConnection) throws -> [String: [String]] {
                var byDescription: [String: [String]] = [:]
                for expense in try connection.listAll() {
                    byDescription[expense["description"]!.stringValue!, default: []].append(expense["date"]!.stringValue!)
                }
                return byDescription.mapValues { $0.sorted() }
            }
            let connection = try daemon.connect()
            let first = try posted(connection)
            #expect(first["rent"] == expectedRent)
            #expect(first["leap club"] == expectedLeap)
            #expect(first["coffee"]?.count == 41)
            #expect(first["coffee"]?.first == dailyStart.iso)
            #expect(first["coffee"]?.last == todayDay.iso)

            // Marked as recurring: the CSV export carries the source column.
            let csv = try daemon.runClient(["export", "--format", "csv"])
            #expect(csv.exit == .exited(0), "\(csv)")
            let rows = csv.stdout.split(separator: "\r\n").dropFirst()
            #expect(rows.count == expectedRent.count + expectedLeap.count + 41)
            #expect(rows.allSatisfy { $0.split(separator: ",", omittingEmptySubsequences: false).dropFirst(7).first == "recurring" })

            let list = try connection.ok("recurring list").result?["recurring"]?.arrayValue ?? []
            #expect(list.map { $0["posted_count"]?.intValue } == [Int64(expectedRent.count), 41, Int64(expectedLeap.count)])
            #expect(list.count == 3 && list[1]["last_posted"]?.stringValue == todayDay.iso)
            #expect(list.count == 3 && list[1]["next_due"]?.stringValue == todayDay.adding(days: 1).iso)

            try daemon.restart()
            let again = try daemon.connect()
            #expect(try posted(again) == first, "a restart posts nothing twice")
            try daemon.restart()
            #expect(try daemon.connect().listAll().count == rows.count)
        }

        @Test("recurring posts set off budget alerts once per threshold and month, also across a restart")
        func budgetAlertsFromPosts() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            _ = try connection.ok("budget set Healthcare 100")
            let reply = try connection.callJSON([("cmd", .string("recurring")), ("action", .string("add")),
                                                 ("text", .string("gym 45 weekly on monday")), ("start", .string("2026-01-01"))])
            #expect(reply.ok == true, "\(reply)")
            let alerts = reply.result?["budget_alerts"]?.arrayValue ?? []
            let keys = alerts.map { "\($0["month"]?.stringValue ?? "?") \($0["threshold"]?.intValue ?? 0)" }
            // January's Mondays: 5th (45), 12th (90: past 80%), 19th (135: past 100%), 26th.
            #expect(keys.filter { $0.hasPrefix("2026-01") } == ["2026-01 80", "2026-01 100"])
            #expect(Set(keys).count == keys.count, "each threshold once per month")
            #expect(keys.count >= 2 * (localToday().month - 1), "every full month with four Mondays crosses both")
            try daemon.restart()
            let budgets = try daemon.connect().ok("budgets")
            #expect(budgets.ok == true)
            #expect(try daemon.connect().ok("recurring list").result?["recurring"]?.arrayValue?.first?["posted_count"]?.intValue
                    == reply.result?["posted_count"]?.intValue, "the restart posted nothing new")
        }

        @Test("a start date in the past posts what fell due, pushes expense.added, and a second add of the same check posts nothing twice")
        func pastStartPostsAndPushes() throws {
            let daemon = try DaemonHarness()
            let watcher = try daemon.connect()
            #expect(try watcher.call("subscribe").ok == true)
            let connection = try daemon.connect()
            let today = localToday()
            let todayDay = Day(year: today.year, month: today.month, day: today.day)!
            let start = todayDay.adding(days: -6)
            let reply = try connection.callJSON([("cmd", .string("recurring")), ("action", .string("add")),
                                                 ("text", .string("coffee 3.50 daily")), ("start", .string(start.iso))])
            #expect(reply.ok == true, "\(reply)")
            #expect(reply.result?["posted_count"]?.intValue == 7)
            #expect(reply.result?["posted"]?.arrayValue?.map { $0["date"]?.stringValue ?? "" }
                    == (0...6).map { start.adding(days: $0).iso })
            #expect(reply.result?["posted"]?.arrayValue?.allSatisfy { $0["source"]?.stringValue == "recurring" } == true)
            var pushes: [Response] = []
            for _ in 0..<7 { if let line = try watcher.next() { pushes.append(line) } }
            #expect(pushes.allSatisfy { $0.event == "expense.added" && $0.json["expense"]?["description"]?.stringValue == "coffee" })
            #expect(pushes.count == 7)
            // Another add runs the same catch-up: the first rule's days stay posted once.
            _ = try connection.ok("recurring add tea 2 daily")
            let coffees = try connection.listAll().filter { $0["description"]?.stringValue == "coffee" }
            #expect(coffees.count == 7)
        }

        @Test("recurring rules follow their category's rename and fall back to Other when it is deleted")
        func rulesFollowCategoryChanges() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            #expect(try connection.call("category add Fitness keywords=gym").ok == true)
            let added = try connection.ok("recurring add gym 40 monthly on the 1st")
            #expect(added.result?["recurring"]?["category"]?.stringValue == "Fitness", "\(added.raw)")
            func ruleCategory() throws -> String? {
                try connection.ok("recurring").result?["recurring"]?.arrayValue?.first?["category"]?.stringValue
            }
            #expect(try connection.call("category rename Fitness Training").ok == true)
            #expect(try ruleCategory() == "Training")
            #expect(try connection.call("category delete Training confirm=yes").ok == true)
            #expect(try ruleCategory() == "Other")
        }

        @Test("rules at the end of the calendar are refused or listed without a next day, never a crash; a request's own today cannot stretch the catch-up")
        func endOfCalendarAndAncientStarts() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let never = try connection.callJSON([("cmd", .string("recurring")), ("action", .string("add")),
                                                 ("text", .string("gym 40 yearly on February 29")), ("start", .string("9999-12-25"))])
            #expect(never.errorCode == "bad_arguments", "\(never.raw)")
            let last = try connection.callJSON([("cmd", .string("recurring")), ("action", .string("add")),
                                                ("text", .string("gym 40 monthly on the 31st")), ("start", .string("9999-12-01"))])
            #expect(last.ok == true, "\(last.raw)")
            #expect(last.result?["recurring"]?["next_due"]?.stringValue == "9999-12-31")
            try daemon.restart()
            let again = try daemon.connect()
            #expect(try again.call("recurring").ok == true)
            #expect(daemon.isRunning)
            // A request dated year 2 may not start a rule 2000 years before the daemon's today.
            let ancient = try again.callJSON([("cmd", .string("recurring")), ("action", .string("add")),
                                              ("text", .string("coffee 3 daily")), ("start", .string("0002-01-01")),
                                              ("today", .string("0002-01-01"))])
            #expect(ancient.errorCode == "bad_arguments", "\(ancient.raw)")
            #expect(try again.listAll().isEmpty)
        }
    }
}
