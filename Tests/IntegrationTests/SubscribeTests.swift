import Foundation
import SpendClient
import SpendProtocol
import Testing

extension SpendIntegration {
    @Suite(.serialized)
    struct Subscribe {
        /// The next pushed event on a subscribed connection (which has no request in flight).
        func nextPush(_ connection: LineConnection) throws -> Response {
            let line = try #require(try connection.next(), "connection closed while waiting for a pushed event")
            return line
        }

        @Test("A subscriber is pushed added, edited and deleted events, and can still make requests")
        func pushes() throws {
            let daemon = try DaemonHarness()
            let listener = try daemon.connect(timeout: 5)
            let writer = try daemon.connect()

            let subscribed = try listener.call("subscribe")
            #expect(subscribed.ok == true, "\(subscribed)")
            #expect(subscribed.result?["subscribed"]?.boolValue == true)

            let added = try writer.add("coffee with Mike $18.75")
            let id = try #require(added.expenseID)
            let addedEvent = try nextPush(listener)
            #expect(addedEvent.event == "expense.added", "\(addedEvent)")
            #expect(addedEvent.isPush)
            #expect(addedEvent.json["ok"] == nil, "a push is not a reply")
            #expect(addedEvent.json["expense"]?.expenseID == id)
            #expect(addedEvent.json["expense"]?["amount"]?.numberText == "18.75")

            #expect(try writer.call("edit \(id) category=Shopping amount=20").ok == true)
            let edited = try nextPush(listener)
            #expect(edited.event == "expense.edited", "\(edited)")
            #expect(edited.isPush)
            #expect(edited.json["expense"]?.expenseID == id)
            #expect(edited.json["expense"]?["category"]?.stringValue == "Shopping")
            #expect(rawNumbers(edited.raw, key: "amount") == ["20.00"])

            // A request while events are pending: the reply still arrives, pushes around it.
            let second = try writer.add("lunch $12")
            try listener.send("ping")
            var pushes: [Response] = []
            let pong = try listener.reply(pushes: &pushes)
            #expect(pong.ok == true)
            #expect(pong.result?["pong"]?.boolValue == true, "\(pong)")
            if pushes.isEmpty { pushes.append(try nextPush(listener)) } // the event may follow the reply
            #expect(pushes.map(\.event) == ["expense.added"])
            #expect(pushes.first?.json["expense"]?.expenseID == second.expenseID)

            #expect(try writer.call("delete \(id)").ok == true)
            let deleted = try nextPush(listener)
            #expect(deleted.event == "expense.deleted", "\(deleted)")
            #expect(deleted.isPush)
            #expect(deleted.json["expense"]?.expenseID == id)

            #expect(try writer.ok("status").result?["subscribers"]?.intValue == 1)
        }

        @Test("After unsubscribe no more events arrive")
        func unsubscribe() throws {
            let daemon = try DaemonHarness()
            let listener = try daemon.connect(timeout: 5)
            let writer = try daemon.connect()
            #expect(try listener.call("subscribe").ok == true)
            let unsubscribed = try listener.call("unsubscribe")
            #expect(unsubscribed.result?["subscribed"]?.boolValue == false, "\(unsubscribed)")
            _ = try writer.add("coffee $4")
            // The next line must be the ping's reply: no event in between.
            try listener.send("ping")
            let next = try #require(try listener.next())
            #expect(!next.isPush, "pushed after unsubscribe: \(next)")
            #expect(next.result?["pong"]?.boolValue == true)
            #expect(try writer.ok("status").result?["subscribers"]?.intValue == 0)
        }

        @Test("Setting and removing a budget pushes budget.changed, with the budget or null")
        func budgetChanges() throws {
            let daemon = try DaemonHarness()
            let listener = try daemon.connect(timeout: 5)
            let writer = try daemon.connect()
            let events = try #require(try listener.call("subscribe").result?["events"]?.arrayValue)
            #expect(events.contains(.string("budget.changed")))
            _ = try writer.ok("budget set food 300")
            let set = try #require(try listener.next())
            #expect(set.event == "budget.changed" && set.isPush, "\(set)")
            #expect(set.json["category"] == .string("Food & Dining"))
            #expect(set.json["budget"]?["limit"]?.numberText == "300.00", "\(set)")
            _ = try writer.ok("budget remove food")
            let removed = try #require(try listener.next())
            #expect(removed.event == "budget.changed", "\(removed)")
            #expect(removed.json["budget"] == .null)
        }
    }
}
