import Foundation
import SpendClient
import SpendProtocol
import Testing

extension SpendIntegration {
    @Suite(.serialized)
    struct JSONRequests {
        @Test("Three JSON requests in one write are answered in order with their ids")
        func pipelined() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let requests = [
                #"{"cmd":"add","text":"coffee with Mike $18.75","id":1}"#,
                #"{"cmd":"list","id":2}"#,
                #"{"cmd":"ping","id":3}"#,
            ]
            try connection.sendBytes(Array((requests.joined(separator: "\n") + "\n").utf8))
            let replies = try (0..<3).map { _ in try connection.reply() }
            #expect(replies.map { $0.id?.intValue } == [1, 2, 3], "\(replies)")
            #expect(replies.map(\.ok) == [true, true, true])
            // In order means executed in order too: the list sees the add before it.
            let added = try #require(replies[0].expense?.expenseID)
            #expect(replies[0].expense?["amount"]?.numberText == "18.75")
            #expect(replies[1].result?["expenses"]?.arrayValue?.map(\.expenseID) == [added])
            #expect(replies[2].result?["pong"]?.boolValue == true)
            // The id comes first on the line so a reader can route it at a glance.
            #expect(replies.allSatisfy { $0.raw.hasPrefix("{\"id\":") }, "\(replies)")
        }

        @Test("'today' in a JSON request anchors relative dates")
        func todayField() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let reply = try connection.callJSON([("cmd", .string("add")), ("text", .string("lunch yesterday $12")),
                                                 ("today", .string("2026-11-18")), ("id", .int(4))])
            #expect(reply.ok == true, "\(reply)")
            #expect(reply.id?.intValue == 4)
            #expect(reply.expense?["date"]?.stringValue == "2026-11-17")
            #expect(rawNumbers(reply.raw, key: "amount") == ["12.00"])
            #expect(reply.expense?["description"]?.stringValue == "lunch")

            let bad = try connection.callJSON([("cmd", .string("add")), ("text", .string("lunch $12")),
                                               ("today", .string("18/11/2026")), ("id", .string("t-5"))])
            #expect(bad.ok == false)
            #expect(bad.errorCode == "bad_arguments")
            #expect(bad.id?.stringValue == "t-5", "string ids are echoed on errors too")
        }

        @Test("A structured add stores exactly the amount given")
        func structuredAdd() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            try connection.send(#"{"cmd":"add","amount":"9.99","description":"socks","category":"Shopping","id":9}"#)
            let reply = try connection.reply()
            #expect(reply.ok == true, "\(reply)")
            #expect(reply.id?.intValue == 9)
            let expense = try #require(reply.expense)
            #expect(rawNumbers(reply.raw, key: "amount") == ["9.99"])
            #expect(expense["description"]?.stringValue == "socks")
            #expect(expense["category"]?.stringValue == "Shopping")
            #expect(expense["category_source"]?.stringValue == "user")
            #expect(expense["currency"]?.stringValue == "USD")

            let list = try connection.ok("list")
            #expect(rawNumbers(list.raw, key: "amount") == ["9.99"], "stored exactly: \(list.raw)")
            let summary = try connection.ok("summary")
            #expect(rawNumbers(summary.raw, key: "total").first == "9.99")
        }

        @Test("JSON errors echo the request id; unparseable JSON is bad_json")
        func jsonErrors() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let unknown = try connection.callJSON([("cmd", .string("frobnicate")), ("id", .int(42))])
            #expect(unknown.ok == false)
            #expect(unknown.errorCode == "unknown_command")
            #expect(unknown.id?.intValue == 42)

            let noCmd = try connection.callJSON([("id", .int(43))])
            #expect(noCmd.errorCode == "bad_request")
            #expect(noCmd.id?.intValue == 43)

            let notFound = try connection.callJSON([("cmd", .string("delete")), ("expense", .int(777)), ("id", .int(44))])
            #expect(notFound.errorCode == "not_found")
            #expect(notFound.id?.intValue == 44)

            #expect(try connection.call("ping").result?["pong"]?.boolValue == true)
        }
    }
}

extension SpendIntegration.JSONRequests {
    @Test("JSON numbers are read from their text: no binary double rounds an amount or an id")
    func numbersAreReadFromTheirText() throws {
        let daemon = try DaemonHarness()
        let connection = try daemon.connect()
        func send(_ line: String) throws -> Response {
            try connection.sendBytes(Array((line + "\n").utf8))
            return try connection.reply()
        }
        let added = try send(#"{"cmd":"add","text":"lunch 12","id":1}"#)
        let id = try #require(added.expense?.expenseID)
        // Too many decimals for USD is an error, never $5.00 or $12.00.
        for amount in ["4.999999999999999999", "12.0000000000000001"] {
            let reply = try send(#"{"cmd":"edit","expense":\#(id),"amount":\#(amount),"id":2}"#)
            #expect(reply.ok == false, "\(amount): \(reply.raw)")
        }
        #expect(try send(#"{"cmd":"delete","expense":1.0000000000000001,"id":3}"#).ok == false)
        #expect(try send(#"{"cmd":"delete","expense":1e0,"id":4}"#).ok == false)
        let stored = try connection.listAll()
        #expect(stored.count == 1)
        #expect(stored.first?["amount"]?.numberText == "12.00")
        // Malformed JSON is bad_json: a leading zero, a bare dot, a lone surrogate.
        for line in [#"{"cmd":"ping","id":01}"#, #"{"cmd":"ping","id":1.}"#, #"{"cmd":"say","text":"\udc00"}"#] {
            #expect(try send(line).errorCode == "bad_json", "\(line)")
        }
    }
}

extension SpendIntegration.JSONRequests {
    @Test("days outside years 1–9999 are refused, and a stored day that cannot be read is an error, never 1970")
    func daysOutOfRange() throws {
        let daemon = try DaemonHarness()
        let connection = try daemon.connect()
        let early = try connection.callJSON([("cmd", .string("add")), ("text", .string("lunch yesterday $12")), ("today", .string("0001-01-01"))])
        #expect(early.errorCode == "bad_date", "\(early.raw)")
        let added = try #require(try connection.add("coffee $4").expenseID)
        let edit = try connection.callJSON([("cmd", .string("edit")), ("expense", .int(added)), ("date", .string("yesterday")),
                                            ("today", .string("0001-01-01"))])
        #expect(edit.ok == false, "\(edit.raw)")
        #expect(try connection.listAll().count == 1)

        // Another program writes a day Spend cannot read: reads say so and nothing becomes 1970.
        try daemon.stop()
        _ = try ProcessRunner.run("/usr/bin/env", ["python3", "-c",
            "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute(\"update expenses set date='0000-12-31'\"); c.commit()",
            daemon.databasePath], environment: ProcessInfo.processInfo.environment, scratch: daemon.directory)
        try daemon.start()
        let again = try daemon.connect()
        let list = try again.call("list")
        #expect(list.ok == false, "\(list.raw)")
        #expect(list.raw.contains("1970") == false)
        #expect(try again.call("edit \(added) amount=5").ok == false)
    }
}
