import Foundation
import GRDB
import Testing
@testable import SpendCore
@testable import SpendStore

/// A fresh database file per test, removed afterwards.
final class TempDatabase {
    let directory: String
    var path: String { directory + "/spend.sqlite" }

    init() {
        directory = NSTemporaryDirectory() + "spend-store-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }
}

func draft(_ amount: String, _ currency: String = "USD", category: String = "Food & Dining",
           description: String = "lunch", merchant: String? = nil, date: String = "2026-11-18") -> ExpenseDraft {
    let currency = Currency(code: currency)!
    return ExpenseDraft(money: Money(decimal: amount, currency: currency)!, category: category, categoryConfidence: 0.85,
                        categorySource: .lexicon, description: description, merchant: merchant, person: nil,
                        date: Day(iso: date)!)
}

@Suite struct ExpenseStoreTests {
    /// GRDB's WAL setup sets NORMAL on the writer; the store must put FULL back where it
    /// sticks, or an acknowledged commit is not on disk before the reply.
    @Test func theWriterCommitsWithSynchronousFull() async throws {
        let db = TempDatabase()
        let store = try ExpenseStore(path: db.path)
        #expect(try await store.writerSynchronous() == 2)
        _ = try await store.insert(draft("4.50"))
        #expect(try await store.writerSynchronous() == 2)
    }

    /// Concurrent adds share commits; one that fails (a recording stored twice) must be
    /// rolled back alone, the others stored, and each caller told its own outcome.
    @Test func aFailingWriteInASharedCommitLosesNoOtherWrite() async throws {
        let db = TempDatabase()
        let store = try ExpenseStore(path: db.path)
        let outcomes = await withTaskGroup(of: (Int, Bool).self) { group in
            for i in 0..<60 {
                group.addTask {
                    let recording = i % 6 == 0 ? "twice" : "rec-\(i)"
                    let stored = try? await store.insertCheckingBudgets(draft("\(i + 1).00", description: "item \(i)"), rawText: nil,
                                                                      recordingID: recording)
                    return (i, stored != nil)
                }
            }
            return await group.reduce(into: [Int: Bool]()) { $0[$1.0] = $1.1 }
        }
        let failed = outcomes.filter { !$0.value }.map(\.key)
        #expect(failed.count == 9, "ten adds name the same recording: one stored, nine refused")
        #expect(failed.allSatisfy { $0 % 6 == 0 })
        #expect(try await store.count() == 51)
        let amounts = Set(try await store.list({ var query = ListQuery(); query.limit = 100; return query }()).map(\.draft.money.minorUnits))
        for (i, ok) in outcomes { #expect(amounts.contains(Int64(i + 1) * 100) == ok, "add \(i)") }
    }

    @Test func migratesAnEmptyFileAndSeedsDefaultCategories() async throws {
        let db = TempDatabase()
        let store = try ExpenseStore(path: db.path)
        #expect(try await store.categoryNames() == DefaultCategory.names)
        #expect(try await store.count() == 0)
        // Opening again must not re-run migrations or duplicate categories.
        let again = try ExpenseStore(path: db.path)
        #expect(try await again.categoryNames().count == 7)
    }

    @Test func roundTripKeepsEveryField() async throws {
        let db = TempDatabase()
        let store = try ExpenseStore(path: db.path)
        var original = draft("18.75", description: "coffee", merchant: "Starbucks")
        original.person = "Mike"
        let saved = try await store.insert(original, rawText: "coffee with Mike $18.75")
        let loaded = try #require(try await store.expense(id: saved.id))
        #expect(loaded.draft == original)
        #expect(loaded.createdAt == saved.createdAt)
        #expect(loaded.createdAt.hasSuffix("Z"))
    }

    @Test func everyoneAnExpenseWasWithIsStoredAndSearchable() async throws {
        let db = TempDatabase()
        let store = try ExpenseStore(path: db.path)
        var original = draft("90", description: "dinner")
        original.people = ["Anna", "Tom", "Raj"]
        let saved = try await store.insert(original, rawText: "dinner with Anna, Tom and Raj 90")
        let loaded = try #require(try await store.expense(id: saved.id))
        #expect(loaded.draft.people == ["Anna", "Tom", "Raj"])
        #expect(loaded.draft.person == "Anna")
        var query = ListQuery()
        query.search = "Raj"
        #expect(try await store.list(query).map(\.id) == [saved.id])
        // Editing the person replaces the list.
        let edited = try await store.update(id: saved.id) { $0.person = "Mike" }
        #expect(edited.after.draft.people == ["Mike"])
        #expect(try await store.expense(id: saved.id)?.draft.people == ["Mike"])
    }

    @Test func moneyIsExactAcrossManyRows() async throws {
        let db = TempDatabase()
        let store = try ExpenseStore(path: db.path)
        // 0.10 + 0.20 a thousand times each: floating point would drift, integers do not.
        try await store.insertAll((0..<1000).flatMap { _ in [draft("0.10"), draft("0.20")] }, source: "test")
        let summary = try await store.summary(month: Month(iso: "2026-11")!, currency: .usd, today: Day(iso: "2026-11-21")!)
        #expect(summary.total == 30_000)
        #expect(Money(minorUnits: summary.total, currency: .usd).decimalString == "300.00")
        let yen = try await store.insert(draft("500", "JPY"))
        #expect(try await store.expense(id: yen.id)?.draft.money.decimalString == "500")
    }

    @Test func otherCurrenciesAreListedNotAdded() async throws {
        let db = TempDatabase()
        let store = try ExpenseStore(path: db.path)
        _ = try await store.insert(draft("10.00"))
        _ = try await store.insert(draft("12.00", "EUR"))
        let summary = try await store.summary(month: Month(iso: "2026-11")!, currency: .usd, today: Day(iso: "2026-11-21")!)
        #expect(summary.total == 1000)
        #expect(summary.otherCurrencies == [.init(currency: "EUR", total: 1200, count: 1)])
    }

    @Test func summaryBreakdownTrendAndRecent() async throws {
        let db = TempDatabase()
        let store = try ExpenseStore(path: db.path)
        _ = try await store.insert(draft("30.00", category: "Food & Dining", date: "2026-11-02"))
        _ = try await store.insert(draft("10.00", category: "Transportation", date: "2026-11-03"))
        _ = try await store.insert(draft("20.00", category: "Food & Dining", date: "2026-10-15"))
        _ = try await store.insert(draft("99.00", category: "Shopping", date: "2026-04-30")) // outside the window
        let s = try await store.summary(month: Month(iso: "2026-11")!, currency: .usd, today: Day(iso: "2026-11-21")!)
        #expect(s.total == 4000)
        #expect(s.count == 2)
        #expect(s.activeCategories == 2)
        #expect(s.breakdown.map(\.category) == ["Food & Dining", "Transportation"])
        #expect(s.breakdown.map(\.percent) == [75.0, 25.0])
        #expect(s.trend.months.map(\.month.iso) == ["2026-06", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11"])
        #expect(s.trend.months.map(\.total) == [0, 0, 0, 0, 2000, 4000])
        // The usual month before November: May to October (April's first expense is before
        // the window), empty months included, November (running) left out: $20 / 6.
        #expect(s.trend.firstExpense?.iso == "2026-04")
        #expect(s.trend.average?.months.map(\.iso) == ["2026-05", "2026-06", "2026-07", "2026-08", "2026-09", "2026-10"])
        #expect(s.trend.average?.amount == 333)
        #expect(s.trend.average?.includesCurrentMonth == false)
        // November is compared by its pace: $40 in 21 of 30 days is $57.14.
        #expect(s.trend.projected == 5714)
        #expect(s.trend.highest?.month.iso == "2026-11")
        #expect(s.trend.direction == .up)
        #expect(s.recent.map(\.draft.money.minorUnits) == [1000, 3000, 2000, 9900])
    }

    /// A new user: months before the first expense are no months of spending, and the
    /// running month is no complete month, so neither is averaged.
    @Test func averageSkipsMonthsBeforeTheFirstExpenseAndTheRunningMonth() async throws {
        let db = TempDatabase()
        let store = try ExpenseStore(path: db.path)
        _ = try await store.insert(draft("90.00", date: "2026-09-10"))
        _ = try await store.insert(draft("30.00", date: "2026-10-05"))
        _ = try await store.insert(draft("500.00", date: "2026-11-02"))
        let s = try await store.summary(month: Month(iso: "2026-11")!, currency: .usd, today: Day(iso: "2026-11-10")!)
        #expect(s.trend.average?.months.map(\.iso) == ["2026-09", "2026-10"])
        #expect(s.trend.average?.amount == 6000)
        #expect(s.trend.average?.skippedBeforeFirstExpense == true)
        #expect(s.trend.months.filter { s.trend.isBeforeFirstExpense($0.month) }.map(\.month.iso) == ["2026-06", "2026-07", "2026-08"])
        #expect(s.trend.projected == 150_000)
        let db2 = TempDatabase()
        let newcomer = try ExpenseStore(path: db2.path)
        _ = try await newcomer.insert(draft("12.00", date: "2026-11-02"))
        let first = try await newcomer.summary(month: Month(iso: "2026-11")!, currency: .usd, today: Day(iso: "2026-11-10")!)
        #expect(first.trend.average == nil, "no complete month yet: no average, rather than November as a full month")
        #expect(first.trend.direction == .flat)
    }

    @Test func listFiltersAndEscapesSearchWildcards() async throws {
        let db = TempDatabase()
        let store = try ExpenseStore(path: db.path)
        _ = try await store.insert(draft("1.00", description: "juice", merchant: "100% Juice Bar", date: "2026-11-01"))
        _ = try await store.insert(draft("2.00", description: "1000 juices", date: "2026-11-05"))
        _ = try await store.insert(draft("3.00", category: "Transportation", description: "taxi", date: "2026-11-09"))
        var query = ListQuery()
        // A merchant matches as a substring, with `%` literal.
        query.search = "0%"
        #expect(try await store.list(query).map(\.draft.description) == ["juice"])
        query.search = "uice b"
        #expect(try await store.list(query).map(\.draft.description) == ["juice"])
        // A description matches by its words, the last one a prefix, whatever the case,
        // stemmed as the query engine stems them; not from the middle of a word.
        query.search = "JUIC"
        #expect(try await store.list(query).map(\.draft.description) == ["1000 juices", "juice"])
        query.search = "1000 juice"
        #expect(try await store.list(query).map(\.draft.description) == ["1000 juices"])
        query.search = "juices 1000"
        #expect(try await store.list(query).isEmpty)
        query.search = "axi"
        #expect(try await store.list(query).isEmpty)
        query.search = "\"%_ *"
        #expect(try await store.list(query).isEmpty)
        #expect(try await store.listTotals(query).isEmpty)
        query = ListQuery()
        query.category = "Transportation"
        #expect(try await store.list(query).map(\.draft.description) == ["taxi"])
        query = ListQuery()
        query.since = Day(iso: "2026-11-02")
        query.until = Day(iso: "2026-11-08")
        #expect(try await store.list(query).map(\.draft.description) == ["1000 juices"])
        query = ListQuery()
        query.limit = 2
        #expect(try await store.list(query).map(\.draft.description) == ["taxi", "1000 juices"])
    }

    @Test func categoryCorrectionsAreCountedAndForgotten() async throws {
        let db = TempDatabase()
        let store = try ExpenseStore(path: db.path)
        var last: LearnedPreferences.Correction?
        for _ in 0..<3 {
            let e = try await store.insert(draft("5.00", description: "coffee", merchant: "Starbucks"))
            last = try await store.update(id: e.id) { $0.category = "Transportation" }.correction
        }
        #expect(last == .init(key: "starbucks", category: "Transportation", count: 3))
        #expect(try await store.learnedPreferences().category(for: "starbucks") == "Transportation")
        #expect(try await store.forget(key: "starbucks") == 3)
        #expect(try await store.learnedPreferences().category(for: "starbucks") == nil)
    }

    @Test func flippingOneExpenseBackAndForthTeachesNothing() async throws {
        let db = TempDatabase()
        let store = try ExpenseStore(path: db.path)
        let e = try await store.insert(draft("5.00", description: "coffee", merchant: "Starbucks"))
        for category in ["Transportation", "Food & Dining", "Transportation", "Food & Dining", "Transportation"] {
            _ = try await store.update(id: e.id) { $0.category = category }
        }
        #expect(try await store.learnedPreferences().corrections.first { $0.category == "Transportation" }?.count == 1)
        #expect(try await store.learnedPreferences().category(for: "starbucks") == nil)
    }

    @Test func updatingAMissingExpenseThrowsNotFound() async throws {
        let db = TempDatabase()
        let store = try ExpenseStore(path: db.path)
        await #expect(throws: StoreError.notFound(42)) { try await store.update(id: 42) { _ in } }
        #expect(try await store.delete(id: 42) == nil)
    }

    @Test func concurrentWritersFromSeparateConnectionsLoseNothing() async throws {
        let db = TempDatabase()
        let path = db.path
        let first = try ExpenseStore(path: path)
        // Four independent pools stand in for four processes writing the same file.
        try await withThrowingTaskGroup(of: Void.self) { group in
            for writer in 0..<4 {
                group.addTask {
                    let store = try ExpenseStore(path: path)
                    for i in 0..<50 { _ = try await store.insert(draft("1.0\(writer)", description: "w\(writer)-\(i)")) }
                }
            }
            try await group.waitForAll()
        }
        #expect(try await first.count() == 200)
        let store = try ExpenseStore(path: db.path)
        #expect(try await store.count() == 200)
        let total = try await store.summary(month: Month(iso: "2026-11")!, currency: .usd, today: Day(iso: "2026-11-21")!).total
        #expect(total == 50 * (100 + 101 + 102 + 103))
    }

    @Test func databaseIsInWALMode() async throws {
        let db = TempDatabase()
        let store = try ExpenseStore(path: db.path)
        _ = try await store.insert(draft("1.00"))
        #expect(FileManager.default.fileExists(atPath: db.path + "-wal"))
    }

    /// The trigger-kept monthly totals must equal a plain SUM over the rows after any mix
    /// of inserts, edits (amount, currency, category, date) and deletes.
    @Test func monthlyTotalsAlwaysMatchTheRows() async throws {
        let db = TempDatabase()
        let store = try ExpenseStore(path: db.path)
        var ids: [Int64] = []
        for i in 0..<60 {
            let category = DefaultCategory.names[i % 7]
            ids.append(try await store.insert(draft("\(i + 1).25", i % 5 == 0 ? "EUR" : "USD", category: category,
                                             date: "2026-\(String(format: "%02d", i % 12 + 1))-15")).id)
        }
        for id in ids.prefix(20) { _ = try await store.update(id: id) { $0.category = "Other" } }
        for id in ids[20..<30] { _ = try await store.update(id: id) { $0.date = Day(iso: "2025-01-01")! } }
        for id in ids[30..<35] { _ = try await store.update(id: id) { $0.money = Money(minorUnits: 7, currency: Currency(code: "GBP")!) } }
        for id in ids[35..<45] { _ = try await store.delete(id: id) }
        let queue = try DatabaseQueue(path: db.path)
        let fromRows = try await queue.read { db in
            try Row.fetchAll(db, sql: """
                SELECT substr(date, 1, 7) AS m, currency, category, SUM(amount_minor) AS t, COUNT(*) AS n
                FROM expenses GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
                """).map { "\($0["m"] as String) \($0["currency"] as String) \($0["category"] as String) \($0["t"] as Int64) \($0["n"] as Int)" }
        }
        let fromTotals = try await queue.read { db in
            try Row.fetchAll(db, sql: "SELECT month, currency, category, total, count FROM monthly_totals ORDER BY 1, 2, 3")
                .map { "\($0["month"] as String) \($0["currency"] as String) \($0["category"] as String) \($0["total"] as Int64) \($0["count"] as Int)" }
        }
        #expect(fromTotals == fromRows)
        #expect(try await store.count() == 50)
    }

    /// A database written by schema v1 opens in this release: v2 builds the totals from
    /// the rows already there.
    @Test func upgradingFromV1BackfillsMonthlyTotals() async throws {
        let db = TempDatabase()
        let queue = try DatabaseQueue(path: db.path)
        try Schema.migrator.migrate(queue, upTo: "v1: expenses, categories, corrections")
        try await queue.write { db in
            for (amount, date) in [(1000, "2026-11-02"), (250, "2026-11-20"), (999, "2026-10-31")] {
                try db.execute(sql: """
                    INSERT INTO expenses (amount_minor, currency, category, category_confidence, category_source,
                                          description, date, created_at) VALUES (?, 'USD', 'Food & Dining', 0.85, 'lexicon', 'x', ?, 'now')
                    """, arguments: [amount, date])
            }
        }
        try queue.close()
        let store = try ExpenseStore(path: db.path)
        let summary = try await store.summary(month: Month(iso: "2026-11")!, currency: .usd, today: Day(iso: "2026-11-21")!)
        #expect(summary.total == 1250)
        #expect(summary.trend.months.suffix(2).map(\.total) == [999, 1250])
        #expect(try await store.count() == 3)
    }
}
