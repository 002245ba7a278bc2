import Foundation
import GRDB
import Testing
@testable import SpendCore
@testable import SpendStore

@Suite struct CategoryAndBudgetStoreTests {
    @Test func concurrentAddsRecordEachAlertOnce() async throws {
        let db = TempDatabase()
        let store = try ExpenseStore(path: db.path)
        _ = try await store.setBudget(category: "food & dining", limit: Money(minorUnits: 10_000, currency: .usd))
        // 40 adds of $5 race: the month goes to $200, past both thresholds, many times over.
        let alerts = try await withThrowingTaskGroup(of: [BudgetAlert].self) { group in
            for _ in 0..<40 { group.addTask { try await store.insertCheckingBudgets(draft("5"), rawText: nil).1 } }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(alerts.map(\.threshold).sorted() == [.warning, .over])
        let queue = try DatabaseQueue(path: db.path)
        let rows = try await queue.read { try Row.fetchAll($0, sql: "SELECT threshold, spent_minor FROM budget_alerts ORDER BY threshold") }
        #expect(rows.map { $0["threshold"] as Int } == [80, 100])
        // Each was recorded by the add that crossed it: $80 and $100 exactly, in $5 steps.
        #expect(rows.map { $0["spent_minor"] as Int64 } == [8_000, 10_000])
    }

    @Test func renameAndDeleteKeepMonthlyTotalsEqualToTheRows() async throws {
        let db = TempDatabase()
        let store = try ExpenseStore(path: db.path)
        _ = try await store.createCategory(name: "Pets", color: "#8E44AD", keywords: ["vet"])
        for (amount, date) in [("10", "2026-10-03"), ("20.50", "2026-11-04"), ("7", "2026-11-05")] {
            _ = try await store.insert(draft(amount, category: "Pets", date: date))
        }
        _ = try await store.insert(draft("3", "EUR", category: "Pets"))
        let queue = try DatabaseQueue(path: db.path)
        func consistent() throws -> Bool {
            try queue.read { db in
                let fromRows = try Row.fetchAll(db, sql: """
                    SELECT substr(date, 1, 7) AS m, currency, category, SUM(amount_minor) AS t, COUNT(*) AS n
                    FROM expenses GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
                    """).map { "\($0["m"] as String) \($0["currency"] as String) \($0["category"] as String) \($0["t"] as Int64) \($0["n"] as Int)" }
                let kept = try Row.fetchAll(db, sql: "SELECT month, currency, category, total, count FROM monthly_totals ORDER BY 1, 2, 3")
                    .map { "\($0["month"] as String) \($0["currency"] as String) \($0["category"] as String) \($0["total"] as Int64) \($0["count"] as Int)" }
                return fromRows == kept
            }
        }
        let renamed = try await store.renameCategory("pets", to: "Animals")
        #expect(renamed.old == "Pets" && renamed.new.name == "Animals" && renamed.movedExpenses == 4)
        #expect(try consistent())
        #expect(try await store.customCategories() == [CustomCategory(name: "Animals", color: "#8E44AD", keywords: ["vet"])])
        let removal = try await store.deleteCategory("ANIMALS")
        #expect(removal.movedExpenses == 4)
        #expect(try consistent())
        #expect(try await store.customCategories().isEmpty)
        await #expect(throws: CategoryRuleError.defaultCategory("Other")) { try await store.deleteCategory("other") }
        await #expect(throws: CategoryRuleError.unknownCategory("Animals")) { try await store.renameCategory("Animals", to: "X") }
    }

    /// The learned preferences are kept in memory: each write that changes the
    /// corrections must show in the next read, not after a restart.
    @Test func learnedPreferencesFollowRenamesAndDeletes() async throws {
        let db = TempDatabase()
        let store = try ExpenseStore(path: db.path)
        _ = try await store.createCategory(name: "Pets", color: "#8E44AD", keywords: [])
        #expect(try await store.learnedPreferences().corrections.isEmpty)
        for _ in 0..<3 {
            let e = try await store.insert(draft("5.00", description: "kibble", merchant: "Petco"))
            _ = try await store.update(id: e.id) { $0.category = "Pets" }
        }
        #expect(try await store.learnedPreferences().category(for: "petco") == "Pets")
        _ = try await store.renameCategory("Pets", to: "Animals")
        #expect(try await store.learnedPreferences().category(for: "petco") == "Animals")
        _ = try await store.deleteCategory("Animals")
        #expect(try await store.learnedPreferences().category(for: "petco") == nil)
        #expect(try await store.learnedPreferences().corrections.isEmpty)
    }
}
