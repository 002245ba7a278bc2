import Foundation
import SpendClient
import SpendProtocol
import Testing

/// add / list / edit / undo / delete / summary / categories, typed as text lines.
extension SpendIntegration {
    @Suite(.serialized)
    struct TextCommands {
        @Test("add parses 'coffee with Mike $18.75' into an exact expense")
        func addParsesPhrase() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let reply = try connection.call("add coffee with Mike $18.75")
            #expect(reply.ok == true, "\(reply)")
            #expect(reply.id == nil, "a text request has no id to echo")
            let expense = try #require(reply.expense, "\(reply)")
            #expect(expense["amount"]?.numberText == "18.75")
            #expect(rawNumbers(reply.raw, key: "amount") == ["18.75"], "amount as written on the wire")
            #expect(expense["currency"]?.stringValue == "USD")
            #expect(expense["category"]?.stringValue == "Food & Dining")
            #expect(expense["person"]?.stringValue == "Mike")
            #expect(expense["description"]?.stringValue == "coffee")
            #expect(expense["merchant"] == .null)
            #expect((expense.expenseID ?? 0) > 0)
            #expect(expense["created_at"]?.stringValue?.isEmpty == false)
        }

        @Test("list returns what was added, newest first")
        func listShowsAdded() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            #expect(try connection.ok("list").result?["count"]?.intValue == 0)
            let first = try connection.add("coffee with Mike $18.75")
            let second = try connection.add("groceries at Walmart $67.32")
            let list = try connection.ok("list")
            #expect(list.result?["count"]?.intValue == 2)
            let expenses = try #require(list.result?["expenses"]?.arrayValue)
            #expect(expenses.map(\.expenseID) == [second.expenseID, first.expenseID])
            #expect(expenses.first?["description"]?.stringValue == "groceries at Walmart")
            #expect(rawNumbers(list.raw, key: "amount") == ["67.32", "18.75"])
            // Filters reach the store.
            let food = try connection.ok("list category=\"Food & Dining\"").result?["expenses"]?.arrayValue ?? []
            #expect(food.map(\.expenseID) == [first.expenseID])
            let limited = try connection.ok("list limit=1").result?["expenses"]?.arrayValue ?? []
            #expect(limited.map(\.expenseID) == [second.expenseID])
        }

        @Test("edit changes the category and reports the first correction")
        func editCategory() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let added = try connection.add("coffee with Mike $18.75")
            let id = try #require(added.expenseID)
            let reply = try connection.call("edit \(id) category=Shopping")
            #expect(reply.ok == true, "\(reply)")
            let expense = try #require(reply.expense)
            #expect(expense.expenseID == id)
            #expect(expense["category"]?.stringValue == "Shopping")
            #expect(expense["category_source"]?.stringValue == "user")
            #expect(expense["amount"]?.numberText == "18.75", "other fields untouched")
            #expect(reply.result?["previous"]?["category"]?.stringValue == "Food & Dining")
            let learning = try #require(reply.result?["learning"], "a category change must report learning: \(reply)")
            #expect(learning["count"]?.intValue == 1)
            #expect(learning["category"]?.stringValue == "Shopping")
            #expect(learning["active"]?.boolValue == false)
            // The change is stored.
            let listed = try connection.listAll().first { $0.expenseID == id }
            #expect(listed?["category"]?.stringValue == "Shopping")
        }

        @Test("summary's total and count are the sum of the month's adds; categories counts them")
        func summaryAndCategories() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let phrases = [("coffee with Mike $18.75", 1875), ("lunch $12.40", 1240), ("uber to the airport $31.05", 3105),
                           ("bought shoes for $120", 12000), ("pizza $0.99", 99)]
            var byCategory: [String: (count: Int, cents: Int)] = [:]
            for (phrase, cents) in phrases {
                let expense = try connection.add(phrase)
                #expect(expense["amount"]?.numberText.flatMap { Decimal(string: $0) } == Decimal(cents) / 100, "\(phrase)")
                let category = try #require(expense["category"]?.stringValue)
                byCategory[category, default: (0, 0)].count += 1
                byCategory[category, default: (0, 0)].cents += cents
            }
            let totalCents = phrases.map(\.1).reduce(0, +)

            let summary = try connection.ok("summary")
            #expect(summary.result?["currency"]?.stringValue == "USD")
            #expect(summary.result?["count"]?.intValue == Int64(phrases.count))
            #expect(rawNumbers(summary.raw, key: "total").first == dollars(totalCents),
                    "summary total: \(summary.raw.prefix(300))")
            #expect(summary.result?["active_categories"]?.intValue == Int64(byCategory.count))
            let breakdown = summary.result?["breakdown"]?.arrayValue ?? []
            #expect(breakdown.count == byCategory.count)
            for row in breakdown {
                let name = row["category"]?.stringValue ?? "?"
                #expect(row["count"]?.intValue == Int64(byCategory[name]?.count ?? -1), "breakdown count for \(name)")
                #expect(row["total"]?.numberText.flatMap { Decimal(string: $0) }
                        == Decimal(byCategory[name]?.cents ?? -1) / 100, "breakdown total for \(name)")
            }

            let categories = try connection.ok("categories")
            let rows = try #require(categories.result?["categories"]?.arrayValue)
            #expect(rows.count >= 7, "the seven default categories at least")
            for row in rows {
                let name = row["name"]?.stringValue ?? "?"
                let expected = byCategory[name] ?? (0, 0)
                #expect(row["count"]?.intValue == Int64(expected.count), "categories count for \(name)")
                #expect(row["total"]?.numberText.flatMap { Decimal(string: $0) } == Decimal(expected.cents) / 100,
                        "categories total for \(name)")
            }
            #expect(rows.contains { $0["name"]?.stringValue == "Food & Dining" && $0["color"]?.stringValue == "#FF6B6B" })
        }

        @Test("undo takes back the user's last action whichever connection made it, newest first")
        func undoIsPerUser() throws {
            let daemon = try DaemonHarness()
            let mine = try daemon.connect()
            let other = try daemon.connect()
            let first = try mine.add("coffee $4")
            let second = try mine.add("sandwich $9.50")
            let theirs = try other.add("movie tickets $24")

            let undo = try mine.call("undo")
            #expect(undo.ok == true, "\(undo)")
            #expect(undo.result?["action"]?["kind"]?.stringValue == "add")
            #expect(undo.result?["action"]?["undone"]?.boolValue == true)
            #expect(undo.result?["action"]?["summary"]?.stringValue?.hasPrefix("Added #\(theirs.expenseID ?? -1) ") == true, "\(undo)")
            #expect(try mine.listAll().map(\.expenseID) == [second.expenseID, first.expenseID])

            #expect(try mine.ok("undo").result?["action"]?["summary"]?.stringValue?.hasPrefix("Added #\(second.expenseID ?? -1) ") == true)
            #expect(try mine.ok("undo").result?["action"]?["summary"]?.stringValue?.hasPrefix("Added #\(first.expenseID ?? -1) ") == true)
            let nothing = try mine.call("undo")
            #expect(nothing.ok == false)
            #expect(nothing.errorCode == "nothing_to_undo")
            #expect(try mine.listAll().isEmpty)
        }

        @Test("delete removes an expense; deleting it again is not_found")
        func deleteTwice() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let keep = try connection.add("coffee $4")
            let gone = try connection.add("lunch $12")
            let id = try #require(gone.expenseID)
            let deleted = try connection.call("delete \(id)")
            #expect(deleted.ok == true, "\(deleted)")
            #expect(deleted.expense?.expenseID == id)
            #expect(deleted.result?["deleted"]?.boolValue == true)
            #expect(try connection.listAll().map(\.expenseID) == [keep.expenseID])

            let again = try connection.call("delete \(id)")
            #expect(again.ok == false)
            #expect(again.errorCode == "not_found")
            #expect(again.errorMessage?.contains("\(id)") == true, "\(again)")
            #expect(try connection.call("edit \(id) amount=3").errorCode == "not_found")
        }
    }
}
