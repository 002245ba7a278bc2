import Foundation
import GRDB
import SpendAssistant
import SpendCore
import SpendQuery
import SpendStore

/// A temp database with six months of ordinary spending (June to 24 November 2026:
/// coffee shops, lunches with friends, rent, groceries, rides, subscriptions, a trip
/// paid in euros), and an independent oracle: hand-written SQL over `expenses` through
/// a separate GRDB connection, never the store's query code.
final class QueryFixture: @unchecked Sendable {
    static let today = Day(iso: "2026-11-24")!
    let directory: String
    let store: ExpenseStore
    let oracle: DatabaseQueue

    init() async throws {
        directory = NSTemporaryDirectory() + "spend-query-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        store = try ExpenseStore(path: directory + "/spend.sqlite")
        try await store.insertAll(Self.seed(), source: "test")
        oracle = try DatabaseQueue(path: directory + "/spend.sqlite")
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    /// Reads `text` (after `previous` questions, for follow-ups) and runs it.
    func ask(_ text: String, after previous: [String] = []) async throws -> (reading: QuestionReading, result: QueryResult?) {
        let reader = QuestionReader(reader: store, today: Self.today, isKnownThing: KnownThings.contains)
        var last: SpendingQuery?
        for earlier in previous {
            last = try await reader.read(earlier, previous: last).query ?? last
        }
        let reading = try await reader.read(text, previous: last)
        guard let query = reading.query else { return (reading, nil) }
        return (reading, try await QueryEngine(reader: store, currency: .usd, today: Self.today).run(query))
    }

    /// The oracle's answer: every column of the first row, as integers or text.
    func oracle(_ sql: String) throws -> [String] {
        try oracle.read { db in
            guard let row = try Row.fetchOne(db, sql: sql) else { return [] }
            return row.databaseValues.map { value in
                switch value.storage {
                case .null: "null"
                case .int64(let n): String(n)
                case .double(let d): String(Int64(d.rounded()))
                case .string(let s): s
                case .blob: "blob"
                }
            }
        }
    }

    // MARK: Seed

    struct Habit {
        let description: String
        let merchant: String?
        let person: String?
        let category: String
        let low: Int64
        let high: Int64
        /// Times a month.
        let perMonth: Int
    }

    static let habits: [Habit] = [
        Habit(description: "coffee", merchant: "Starbucks", person: nil, category: "Food & Dining", low: 395, high: 695, perMonth: 12),
        Habit(description: "latte", merchant: "Blue Bottle", person: nil, category: "Food & Dining", low: 450, high: 650, perMonth: 3),
        Habit(description: "coffee with Mike", merchant: "Starbucks", person: "Mike", category: "Food & Dining", low: 800, high: 1400, perMonth: 2),
        Habit(description: "burrito bowl", merchant: "Chipotle", person: nil, category: "Food & Dining", low: 1100, high: 1600, perMonth: 4),
        Habit(description: "lunch", merchant: "Chipotle", person: "Sarah", category: "Food & Dining", low: 1800, high: 3200, perMonth: 1),
        Habit(description: "lunch", merchant: nil, person: nil, category: "Food & Dining", low: 900, high: 1800, perMonth: 5),
        Habit(description: "dinner", merchant: "Olive Garden", person: "Mike", category: "Food & Dining", low: 4000, high: 9000, perMonth: 1),
        Habit(description: "dinner", merchant: nil, person: "Priya", category: "Food & Dining", low: 3000, high: 7000, perMonth: 2),
        Habit(description: "pizza", merchant: "Domino's", person: nil, category: "Food & Dining", low: 1500, high: 2800, perMonth: 2),
        Habit(description: "burgers", merchant: "McDonald's", person: nil, category: "Food & Dining", low: 700, high: 1400, perMonth: 2),
        Habit(description: "groceries", merchant: "Whole Foods", person: nil, category: "Groceries", low: 4000, high: 14000, perMonth: 3),
        Habit(description: "groceries", merchant: "Trader Joe's", person: nil, category: "Groceries", low: 3000, high: 9000, perMonth: 3),
        Habit(description: "milk and eggs", merchant: "Costco", person: nil, category: "Groceries", low: 1500, high: 4000, perMonth: 1),
        Habit(description: "uber ride", merchant: "Uber", person: nil, category: "Transportation", low: 1200, high: 4500, perMonth: 4),
        Habit(description: "ride to the airport", merchant: "Lyft", person: nil, category: "Transportation", low: 3500, high: 6000, perMonth: 1),
        Habit(description: "gas", merchant: "Shell", person: nil, category: "Transportation", low: 3500, high: 6500, perMonth: 2),
        Habit(description: "parking", merchant: nil, person: nil, category: "Transportation", low: 500, high: 2500, perMonth: 2),
        Habit(description: "movie tickets", merchant: "AMC", person: "Sarah", category: "Entertainment", low: 1500, high: 3200, perMonth: 1),
        Habit(description: "Netflix subscription", merchant: "Netflix", person: nil, category: "Entertainment", low: 1549, high: 1549, perMonth: 1),
        Habit(description: "Spotify", merchant: "Spotify", person: nil, category: "Entertainment", low: 1199, high: 1199, perMonth: 1),
        Habit(description: "concert tickets", merchant: nil, person: "Tom", category: "Entertainment", low: 6000, high: 15000, perMonth: 0),
        Habit(description: "headphones", merchant: "Amazon", person: nil, category: "Shopping", low: 2000, high: 20000, perMonth: 1),
        Habit(description: "t-shirt", merchant: "Target", person: nil, category: "Shopping", low: 1200, high: 3000, perMonth: 1),
        Habit(description: "birthday gift for Priya", merchant: "Amazon", person: "Priya", category: "Other", low: 3000, high: 6000, perMonth: 0),
        Habit(description: "prescription", merchant: "CVS", person: nil, category: "Healthcare", low: 1000, high: 4500, perMonth: 1),
        Habit(description: "gym membership", merchant: "Planet Fitness", person: nil, category: "Healthcare", low: 2499, high: 2499, perMonth: 1),
        Habit(description: "rent", merchant: nil, person: nil, category: "Other", low: 145000, high: 145000, perMonth: 1),
        Habit(description: "haircut", merchant: nil, person: nil, category: "Other", low: 2500, high: 4000, perMonth: 1),
    ]

    /// June to 24 November 2026, deterministic. Rent on the 1st; other habits spread
    /// over the month; a few one-offs; a Paris trip in euros in September (no rate set).
    static func seed() -> [ExpenseDraft] {
        var random: UInt64 = 0xC0FFEE
        func next(_ low: Int64, _ high: Int64) -> Int64 {
            random = random &* 6364136223846793005 &+ 1442695040888963407
            return low + Int64((random >> 33) % UInt64(high - low + 1))
        }
        var drafts: [ExpenseDraft] = []
        func add(_ habit: Habit, _ day: Day, amount: Int64? = nil, currency: String = "USD") {
            drafts.append(ExpenseDraft(
                money: Money(minorUnits: amount ?? next(habit.low, habit.high), currency: Currency(code: currency)!),
                category: habit.category, categoryConfidence: 0.9, categorySource: .lexicon,
                description: habit.description, merchant: habit.merchant, person: habit.person, date: day))
        }
        for monthNumber in 6...11 {
            let month = Month(year: 2026, month: monthNumber)!
            let lastDay = monthNumber == 11 ? today.day : month.lastDay.day
            for habit in habits {
                if habit.description == "rent" {
                    add(habit, month.firstDay)
                    continue
                }
                for _ in 0..<habit.perMonth {
                    add(habit, Day(year: 2026, month: monthNumber, day: Int(next(1, Int64(lastDay))))!)
                }
            }
        }
        let one = { (description: String, merchant: String?, person: String?, category: String, minor: Int64, date: String, currency: String) in
            drafts.append(ExpenseDraft(money: Money(minorUnits: minor, currency: Currency(code: currency)!), category: category,
                                       categoryConfidence: 0.9, categorySource: .lexicon, description: description,
                                       merchant: merchant, person: person, date: Day(iso: date)!))
        }
        one("concert tickets", nil, "Tom", "Entertainment", 12500, "2026-07-18", "USD")
        one("birthday gift for Priya", "Amazon", "Priya", "Other", 4599, "2026-08-09", "USD")
        one("new laptop", "Best Buy", nil, "Shopping", 129999, "2026-10-03", "USD")
        one("dentist", nil, nil, "Healthcare", 18000, "2026-11-03", "USD")
        one("coffee", "Starbucks", nil, "Food & Dining", 575, "2026-11-03", "USD")
        one("hotel in Paris", nil, nil, "Other", 42000, "2026-09-12", "EUR")
        one("dinner in Paris", nil, "Sarah", "Food & Dining", 8650, "2026-09-13", "EUR")
        one("metro tickets", nil, nil, "Transportation", 2150, "2026-09-13", "EUR")
        return drafts
    }
}
