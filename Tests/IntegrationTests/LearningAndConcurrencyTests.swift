import Foundation
import SpendClient
import SpendProtocol
import Testing

extension SpendIntegration {
    @Suite(.serialized)
    struct Learning {
        @Test("Three corrections teach a category; forget undoes it")
        func learnAndForget() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            for round in 1...3 {
                let expense = try connection.add("starbucks coffee $5")
                #expect(expense["category"]?.stringValue == "Food & Dining", "before learning, round \(round)")
                let id = try #require(expense.expenseID)
                let edit = try connection.call("edit \(id) category=Transportation")
                #expect(edit.ok == true, "\(edit)")
                let learning = try #require(edit.result?["learning"], "\(edit)")
                #expect(learning["key"]?.stringValue == "starbucks")
                #expect(learning["category"]?.stringValue == "Transportation")
                #expect(learning["count"]?.intValue == Int64(round))
                #expect(learning["threshold"]?.intValue == 3)
                #expect(learning["active"]?.boolValue == (round == 3), "active after correction \(round)")
            }

            let learned = try connection.add("starbucks latte $6")
            #expect(learned["category"]?.stringValue == "Transportation")
            #expect(learned["category_source"]?.stringValue == "learned")

            let list = try connection.ok("learned")
            let entries = try #require(list.result?["learned"]?.arrayValue)
            let starbucks = try #require(entries.first { $0["key"]?.stringValue == "starbucks" }, "\(list)")
            #expect(starbucks["active"]?.boolValue == true)
            #expect(starbucks["category"]?.stringValue == "Transportation")
            #expect(starbucks["count"]?.intValue == 3)

            let forget = try connection.call("forget starbucks")
            #expect(forget.ok == true, "\(forget)")
            #expect(forget.result?["forgotten"]?.stringValue == "starbucks")

            let after = try connection.add("starbucks latte $6")
            #expect(after["category"]?.stringValue == "Food & Dining")
            #expect(after["category_source"]?.stringValue != "learned")
            #expect(try connection.ok("learned").result?["learned"]?.arrayValue?.isEmpty == true)
            #expect(try connection.call("forget starbucks").errorCode == "not_found")
        }

        @Test("parse sees a lesson the moment it is learned, renamed, forgotten or deleted")
        func parseFollowsLearningAtOnce() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            func parsed() throws -> JSONValue? { try connection.ok("parse petco kibble $12").expense }
            #expect(try connection.call("category add Pets").ok == true)
            // Parsed before every correction, so a stale copy would show.
            for round in 1...3 {
                #expect(try parsed()?["category_source"]?.stringValue != "learned", "before correction \(round)")
                let id = try #require(try connection.add("petco kibble $12").expenseID)
                #expect(try connection.call("edit \(id) category=Pets").ok == true)
            }
            #expect(try parsed()?["category"]?.stringValue == "Pets")
            #expect(try parsed()?["category_source"]?.stringValue == "learned")
            #expect(try connection.call("category rename Pets Animals").ok == true)
            #expect(try parsed()?["category"]?.stringValue == "Animals")
            #expect(try connection.call("forget petco").ok == true)
            #expect(try parsed()?["category_source"]?.stringValue != "learned")
            for _ in 1...3 {
                let id = try #require(try connection.add("petco kibble $12").expenseID)
                #expect(try connection.call("edit \(id) category=Animals").ok == true)
            }
            #expect(try parsed()?["category"]?.stringValue == "Animals")
            #expect(try connection.call("category delete Animals confirm=yes").ok == true)
            #expect(try parsed()?["category_source"]?.stringValue != "learned")
            #expect(try connection.ok("learned").result?["learned"]?.arrayValue?.isEmpty == true)
        }

        @Test("What was learned survives a restart")
        func learningPersists() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            for _ in 1...3 {
                let id = try #require(try connection.add("starbucks coffee $5").expenseID)
                #expect(try connection.call("edit \(id) category=Transportation").ok == true)
            }
            try daemon.restart()
            let expense = try daemon.connect().add("starbucks latte $6")
            #expect(expense["category"]?.stringValue == "Transportation")
            #expect(expense["category_source"]?.stringValue == "learned")
        }
    }

    @Suite(.serialized)
    struct Concurrency {
        @Test("8 connections adding 25 expenses each at once: all 200 stored exactly")
        func concurrentAdds() throws {
            let daemon = try DaemonHarness()
            let socket = daemon.socketPath
            let connections = 8, perConnection = 25
            // Amount of expense i on connection k: $1.00 + (k * 25 + i + 1) cents, all distinct.
            let cents: @Sendable (Int, Int) -> Int = { k, i in 100 + k * perConnection + i + 1 }

            final class IDs: @unchecked Sendable {
                let lock = NSLock()
                var ids: [Int64] = []
                func add(_ id: Int64) { lock.lock(); ids.append(id); lock.unlock() }
            }
            let stored = IDs()
            let errors = onThreads(connections) { k in
                let connection = try LineConnection(path: socket, timeout: 20)
                try connection.readGreeting()
                for i in 0..<perConnection {
                    let reply = try connection.call("add lunch $\(dollars(cents(k, i)))")
                    guard reply.ok == true, let id = reply.expense?.expenseID else {
                        throw HarnessError("add failed: \(reply)")
                    }
                    guard rawNumbers(reply.raw, key: "amount") == [dollars(cents(k, i))] else {
                        throw HarnessError("wrong amount for \(dollars(cents(k, i))): \(reply)")
                    }
                    stored.add(id)
                }
            }
            #expect(errors.isEmpty, "\(errors)")
            #expect(stored.ids.count == connections * perConnection)
            #expect(Set(stored.ids).count == connections * perConnection, "every add got its own id")

            let connection = try daemon.connect()
            #expect(try connection.ok("status").result?["expenses"]?.intValue == 200)
            let summary = try connection.ok("summary")
            #expect(summary.result?["count"]?.intValue == 200)
            let total = (0..<connections).flatMap { k in (0..<perConnection).map { cents(k, $0) } }.reduce(0, +)
            #expect(rawNumbers(summary.raw, key: "total").first == dollars(total))
            let amounts = rawNumbers(try connection.ok("list limit=10000").raw, key: "amount")
            #expect(amounts.count == 200)
            let expected = (0..<connections).flatMap { k in (0..<perConnection).map { dollars(cents(k, $0)) } }
            #expect(Set(amounts) == Set(expected))
        }
    }
}
