import Foundation
import SpendClient
import SpendProtocol
import Testing

/// The `spend` command-line client against a real daemon.
extension SpendIntegration {
    @Suite(.serialized)
    struct ClientBinary {
        @Test("spend add prints the stored expense")
        func add() throws {
            let daemon = try DaemonHarness()
            let run = try daemon.runClient(["add", "coffee", "with", "Mike", "$18.75"])
            #expect(run.exit == .exited(0), "\(run)")
            #expect(run.stdout.contains("$18.75"), "\(run)")
            #expect(run.stdout.contains("Food & Dining"), "\(run)")
            #expect(run.stdout.contains("Mike"), "\(run)")
            let stored = try daemon.connect().listAll()
            #expect(stored.count == 1)
            #expect(stored.first?["amount"]?.numberText == "18.75")
            #expect(stored.first?["person"]?.stringValue == "Mike")
            #expect(run.stdout.contains("#\(stored.first?.expenseID ?? -1)"), "the id is shown: \(run)")
        }

        @Test("spend --json list prints the daemon's JSON reply")
        func jsonList() throws {
            let daemon = try DaemonHarness()
            let added = try daemon.connect().add("coffee with Mike $18.75")
            let run = try daemon.runClient(["--json", "list"])
            #expect(run.exit == .exited(0), "\(run)")
            let lines = run.stdout.split(separator: "\n").map(String.init)
            #expect(lines.count == 1, "\(run)")
            let reply = try Response(try #require(lines.first))
            #expect(reply.ok == true)
            #expect(reply.result?["expenses"]?.arrayValue?.map(\.expenseID) == [added.expenseID])
            #expect(rawNumbers(reply.raw, key: "amount") == ["18.75"])
        }

        @Test("spend list prints a table")
        func listTable() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let coffee = try connection.add("coffee with Mike $18.75")
            _ = try connection.add("groceries at Walmart $67.32")
            let run = try daemon.runClient(["list"])
            #expect(run.exit == .exited(0), "\(run)")
            let lines = run.stdout.split(separator: "\n").map(String.init)
            #expect(lines.count == 4, "header, two rows and the count with the total: \(run)")
            #expect(lines.last == "2 expenses · $86.07", "\(run)")
            let header = try #require(lines.first)
            #expect(header.hasPrefix("ID"), "\(run)")
            #expect(header.contains("AMOUNT") && header.contains("CATEGORY") && header.contains("DESCRIPTION"))
            #expect(!header.contains("\u{1B}["), "no colour escapes when stdout is not a terminal")
            #expect(lines[1].contains("$67.32") && lines[1].contains("Groceries"), "newest first: \(run)")
            #expect(lines[2].contains("$18.75") && lines[2].contains("coffee") && lines[2].contains("with Mike"))
            #expect(lines[2].trimmingCharacters(in: .whitespaces).hasPrefix("\(coffee.expenseID ?? -1) "))
        }

        @Test("spend add without an amount exits 65 (bad input data) and says why")
        func addWithoutAmount() throws {
            let daemon = try DaemonHarness()
            let run = try daemon.runClient(["add", "hello"])
            #expect(run.exit == .exited(65), "\(run)")
            #expect(run.stderr.contains("no amount found in 'hello'"), "\(run)")
            #expect(run.stdout.isEmpty, "\(run)")
            #expect(try daemon.connect().listAll().isEmpty)
        }

        @Test("spend with no daemon exits 69 (unavailable) and says it is not running")
        func notRunning() throws {
            let daemon = try DaemonHarness(start: false)
            let run = try daemon.runClient(["list"], socket: "/nonexistent/s.sock")
            #expect(run.exit == .exited(69), "\(run)")
            #expect(run.stderr.contains("not running"), "\(run)")
            #expect(run.stderr.contains("/nonexistent/s.sock"), "\(run)")
        }

        @Test("spend undo from a fresh connection takes back the last add")
        func undoNewest() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let older = try connection.add("coffee $4")
            let newer = try connection.add("sandwich $9.50")
            let run = try daemon.runClient(["undo"])
            #expect(run.exit == .exited(0), "\(run)")
            #expect(run.stdout.contains("#\(newer.expenseID ?? -1)"), "\(run)")
            #expect(run.stdout.contains("$9.50"), "\(run)")
            #expect(try connection.listAll().map(\.expenseID) == [older.expenseID])
        }

        @Test("spend summary shows the month's total")
        func summary() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            _ = try connection.add("coffee with Mike $18.75")
            _ = try connection.add("uber to the airport $31.05")
            let run = try daemon.runClient(["summary"])
            #expect(run.exit == .exited(0), "\(run)")
            #expect(run.stdout.contains("$49.80 spent"), "\(run)")
            #expect(run.stdout.contains("2 expenses"), "\(run)")
            #expect(run.stdout.contains("Food & Dining") && run.stdout.contains("$18.75"), "\(run)")
        }

        @Test("spend raw sends lines from stdin and prints every reply")
        func rawFromStdin() throws {
            let daemon = try DaemonHarness()
            let run = try daemon.runClient(["raw"], stdin: "add coffee $4\nping\nfrobnicate\n")
            #expect(run.exit == .exited(1), "a failed request makes raw exit 1: \(run)")
            let replies = try run.stdout.split(separator: "\n").map { try Response(String($0)) }
            #expect(replies.map(\.ok) == [true, true, false], "\(run)")
            #expect(replies.last?.errorCode == "unknown_command")
            #expect(try daemon.connect().listAll().count == 1)
        }
    }
}
