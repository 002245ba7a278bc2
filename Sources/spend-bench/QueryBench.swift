import Foundation
import GRDB
import SpendClient
import SpendCore
import SpendProtocol
import SpendStore

/// Answer time of spending questions that filter by merchant, person and description
/// word, and of two-period comparisons, at 100k and 1M expenses: through the socket
/// (reading, querying, phrasing) against the same figure from one hand-written SQL query
/// on a separate connection, measured side by side.
extension SpendBench {
    static let benchMerchants = ["Starbucks", "Chipotle", "Whole Foods", "Trader Joe's", "Uber", "Lyft", "Shell", "Amazon",
                                 "Target", "CVS", "Netflix", "Spotify", "AMC", "Costco", "McDonald's", "Subway"]
        + (1...284).map { "Shop \($0)" }
    static let benchPeople = ["Mike", "Sarah", "Priya", "Tom", "Anna", "Raj", "Lena", "Omar"]
    static let benchWords = ["coffee", "latte", "lunch", "dinner", "breakfast", "groceries", "snacks", "gas", "ride",
                             "movie", "tickets", "book", "shirt", "medicine", "parking", "pizza", "burrito", "sushi",
                             "drinks", "gift", "taxi", "train", "flowers", "charger", "shampoo"]

    func queryAnswers(rows: Int) async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/queries.sqlite"
        let started = DispatchTime.now().uptimeNanoseconds
        try await generateEveryday(rows: rows, path: path)
        let generation = seconds(since: started)
        let oracle = try DatabaseQueue(path: path)
        let daemon = try DaemonProcess(binDir: binDir, directory: directory, database: path)
        defer { daemon.stop() }
        let connection = try LineConnection(path: daemon.socket)
        try connection.readGreeting()
        let cases: [(question: String, sql: String)] = [
            ("How much did I spend at Starbucks?",
             "SELECT SUM(amount_minor) FROM expenses WHERE merchant = 'Starbucks' AND currency = 'USD'"),
            ("How much did I spend with Mike last month?",
             "SELECT SUM(amount_minor) FROM expenses WHERE person = 'Mike' AND date BETWEEN '2026-10-01' AND '2026-10-31' AND currency = 'USD'"),
            ("What did I spend on coffee in October?",
             "SELECT SUM(e.amount_minor) FROM expenses e WHERE e.description LIKE '%coffee%' AND e.date BETWEEN '2026-10-01' AND '2026-10-31' AND currency = 'USD'"),
            ("How many times did I have sushi this year?",
             "SELECT COUNT(*) FROM expenses WHERE description LIKE '%sushi%' AND date BETWEEN '2026-01-01' AND '2026-11-21'"),
            ("Compare groceries in September and October",
             "SELECT SUM(amount_minor) FROM expenses WHERE category = 'Groceries' AND date BETWEEN '2026-09-01' AND '2026-10-31' AND currency = 'USD' GROUP BY substr(date, 1, 7)"),
            ("Compare Chipotle this month vs last month",
             "SELECT SUM(amount_minor) FROM expenses WHERE merchant = 'Chipotle' AND date BETWEEN '2026-10-01' AND '2026-11-21' AND currency = 'USD' GROUP BY substr(date, 1, 7)"),
        ]
        print("\nSpending questions at \(rows) expenses (generated in \(format(generation))), 9 runs each (median)")
        print("  question                                       ask (socket)  one SQL query  ratio")
        for (question, sql) in cases {
            var asked: [Double] = []
            var direct: [Double] = []
            for i in 0..<9 {
                var start = DispatchTime.now().uptimeNanoseconds
                let reply = try connection.request([("cmd", .string("ask")), ("text", .string(question)),
                                                    ("today", .string("2026-11-21"))], id: i + 1)
                asked.append(seconds(since: start))
                if reply.result?["intent"]?.stringValue != "query" { print("  WARNING: '\(question)' was not read as a query") }
                start = DispatchTime.now().uptimeNanoseconds
                _ = try await oracle.read { db in try Row.fetchAll(db, sql: sql) }
                direct.append(seconds(since: start))
            }
            let ratio = median(asked) / max(median(direct), 1e-9)
            print("  \(question.padding(toLength: 46, withPad: " ", startingAt: 0)) \(format(median(asked)).padding(toLength: 13, withPad: " ", startingAt: 0)) "
                  + "\(format(median(direct)).padding(toLength: 14, withPad: " ", startingAt: 0)) \(String(format: "%.2f", ratio))")
        }
    }

    /// Everyday spending over two years: a few hundred merchants (a handful frequent),
    /// people on one expense in six, descriptions from a small vocabulary.
    func generateEveryday(rows: Int, path: String) async throws {
        let store = try ExpenseStore(path: path)
        var random = SplitMix(seed: 7)
        let categories = DefaultCategory.names
        let first = Day(iso: "2024-12-01")!.daysSinceEpoch
        let span = Day(iso: "2026-11-21")!.daysSinceEpoch - first + 1
        var batch: [ExpenseDraft] = []
        batch.reserveCapacity(50_000)
        for _ in 0..<rows {
            let roll = Int(random.next() % 100)
            // Half the expenses at the 16 named merchants, the rest spread over the others.
            let merchant = roll < 50 ? Self.benchMerchants[Int(random.next() % 16)]
                : roll < 85 ? Self.benchMerchants[16 + Int(random.next() % UInt64(Self.benchMerchants.count - 16))] : nil
            let person = random.next() % 6 == 0 ? Self.benchPeople[Int(random.next() % UInt64(Self.benchPeople.count))] : nil
            let description = Self.benchWords[Int(random.next() % UInt64(Self.benchWords.count))]
                + (random.next() % 3 == 0 ? " and " + Self.benchWords[Int(random.next() % UInt64(Self.benchWords.count))] : "")
            batch.append(ExpenseDraft(
                money: Money(minorUnits: Int64(random.next() % 20_000 + 1), currency: random.next() % 20 == 0 ? Currency(code: "EUR")! : .usd),
                category: categories[Int(random.next() % UInt64(categories.count))], categoryConfidence: 0.85,
                categorySource: .lexicon, description: description, merchant: merchant, person: person,
                date: Day(daysSinceEpoch: first + Int(random.next() % UInt64(span)))))
            if batch.count == 50_000 { try await store.insertAll(batch, source: "bench"); batch.removeAll(keepingCapacity: true) }
        }
        try await store.insertAll(batch, source: "bench")
    }
}
