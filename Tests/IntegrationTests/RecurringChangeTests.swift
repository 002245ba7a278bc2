import Foundation
import SpendBooks
import SpendClient
import SpendCore
import SpendProtocol
import SpendStore
import Testing

/// Editing, pausing, resuming and ending recurring expenses, and the new schedules,
/// through the real `spend` client and the real daemon.
extension SpendIntegration {
    @Suite(.serialized)
    struct RecurringChanges {
        var today: Day {
            let parts = localToday()
            return Day(year: parts.year, month: parts.month, day: parts.day)!
        }

        func posted(_ connection: LineConnection, _ description: String) throws -> [String] {
            try connection.listAll().filter { $0["description"]?.stringValue == description }.compactMap { $0["date"]?.stringValue }.sorted()
        }

        func item(_ connection: LineConnection, _ id: Int64) throws -> JSONValue? {
            try connection.ok("recurring list").result?["recurring"]?.arrayValue?.first { $0["id"]?.intValue == id }
        }

        @Test("every 2 weeks posts every other week from the start; edit changes amount and schedule from today on")
        func fortnightlyAndEdit() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let start = today.adding(days: -30)
            let added = try connection.callJSON([("cmd", .string("recurring")), ("action", .string("add")),
                                                 ("text", .string("cleaner 60 every 2 weeks")), ("start", .string(start.iso))])
            #expect(added.ok == true, "\(added)")
            let id = try #require(added.result?["recurring"]?["id"]?.intValue)
            // Every 14 days from the start's own weekday: day 0, 14 and 28 of the 30 past days.
            #expect(try posted(connection, "cleaner") == [start, start.adding(days: 14), start.adding(days: 28)].map(\.iso))
            #expect(added.result?["recurring"]?["interval"]?.intValue == 2)
            #expect(added.result?["recurring"]?["next_due"]?.stringValue == start.adding(days: 42).iso)

            // Due on a day that is not today, so the edit itself posts nothing.
            let dueDay = today.day == 15 ? 16 : 15
            let edit = try daemon.runClient(["recurring", "edit", String(id), "amount=75", "schedule=every 3 months on the \(dueDay)th",
                                             "description=house cleaner"])
            #expect(edit.exit == .exited(0), "\(edit)")
            #expect(edit.stdout.contains("house cleaner $75.00 quarterly on the \(dueDay)th"), "\(edit)")
            let edited = try #require(try item(connection, id))
            #expect(edited["amount"]?.numberText == "75.00")
            #expect(edited["schedule"]?.stringValue == "quarterly on the \(dueDay)th")
            #expect(try posted(connection, "house cleaner").isEmpty, "a new schedule does not post its past days")
            #expect(try posted(connection, "cleaner").count == 3, "posted expenses stay as they were")

            let bad = try daemon.runClient(["recurring", "edit", String(id), "schedule=every 500 months"])
            #expect(bad.exit == .exited(65), "a schedule that cannot be is bad input data: \(bad)")
            #expect(bad.stderr.contains("too long a gap"), "\(bad)")
            #expect(try connection.call("recurring edit \(id) amount=0").errorCode == "bad_amount")
            #expect(try connection.call("recurring edit \(id) colour=red").errorCode == "bad_arguments")
            #expect(try connection.call("recurring edit 999 amount=5").errorCode == "not_found")
        }

        @Test("a paused rule posts nothing and shows as paused; resumed, it does not catch up the paused months")
        func pauseAndResume() async throws {
            let daemon = try DaemonHarness(start: false)
            // Due on a day of the month that is not today, so resuming today posts nothing.
            let dueDay = today.day == 1 ? 2 : 1
            do {
                let store = try ExpenseStore(path: daemon.databasePath)
                let rule = try await store.addRecurring(RecurringDraft(description: "rent", money: Money(minorUnits: 120_000, currency: .usd),
                                                                       category: "Other", rule: .monthly(day: dueDay),
                                                                       start: today.adding(days: -100)))
                _ = try await store.setRecurringPaused(id: rule.id, true, today: today.adding(days: -100))
            }
            try daemon.start()
            let connection = try daemon.connect()
            #expect(try posted(connection, "rent").isEmpty, "paused from the start: nothing posted at start-up")
            let listed = try daemon.runClient(["recurring"])
            #expect(listed.stdout.contains("paused"), "\(listed)")

            let resume = try daemon.runClient(["recurring", "resume", "1"])
            #expect(resume.exit == .exited(0), "\(resume)")
            #expect(try posted(connection, "rent").isEmpty, "the months it was paused are not caught up")
            let resumed = try #require(try item(connection, 1))
            #expect(resumed["paused"]?.boolValue == false)
            let next = try #require(resumed["next_due"]?.stringValue.flatMap(Day.init(iso:)))
            #expect(next > today && next.day == dueDay && next <= today.adding(days: 31), "\(resumed)")

            let pause = try daemon.runClient(["recurring", "pause", "1"])
            #expect(pause.exit == .exited(0), "\(pause)")
            #expect(try item(connection, 1)?["next_due"] == .null)
            try daemon.restart()
            #expect(try posted(try daemon.connect(), "rent").isEmpty)
        }

        @Test("an end date: nothing is posted after it; until=none removes it")
        func endDate() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let start = today.adding(days: -60)
            let end = today.adding(days: -21)
            let added = try connection.callJSON([("cmd", .string("recurring")), ("action", .string("add")),
                                                 ("text", .string("gym 40 weekly until \(end.iso)")), ("start", .string(start.iso))])
            #expect(added.ok == true, "\(added)")
            #expect(added.result?["recurring"]?["until"]?.stringValue == end.iso)
            #expect(added.result?["recurring"]?["next_due"] == .null, "ended")
            let weekly = stride(from: 0, through: 39, by: 7).map { start.adding(days: $0).iso }
            #expect(try posted(connection, "gym") == weekly)
            let list = try daemon.runClient(["recurring"])
            #expect(list.stdout.contains("ended"), "\(list)")

            let never = try connection.callJSON([("cmd", .string("recurring")), ("action", .string("add")),
                                                 ("text", .string("domain 12 yearly on March 3 until 2026-06-01")),
                                                 ("start", .string("2026-04-01"))])
            #expect(never.errorCode == "bad_schedule", "\(never)")
            #expect(never.errorMessage?.contains("never falls due by its end") == true, "\(never)")

            let id = try #require(added.result?["recurring"]?["id"]?.intValue)
            let reopened = try connection.ok("recurring edit \(id) until=none")
            #expect(reopened.result?["recurring"]?["until"] == .null)
            #expect(try posted(connection, "gym") == weekly, "removing the end applies from today: the weeks since are not posted")
            let next = try #require(reopened.result?["recurring"]?["next_due"]?.stringValue.flatMap(Day.init(iso:)))
            #expect(next > today && next <= today.adding(days: 7), "\(reopened)")
        }
    }
}
