import Foundation
import GRDB
import SpendBooks
import Testing
@testable import SpendCore
@testable import SpendStore

/// An import written through the store a batch at a time, on a real database: which rows
/// are already stored, and the one action undo takes back.
@Suite struct ImportStoreTests {
    func drafts(_ csv: String) throws -> [ImportDraft] {
        let statement = try Statement.read(Data(csv.utf8), options: ImportOptions(defaultCurrency: .usd))
        var plan = ImportPlan(format: statement.layout.formatID, categories: DefaultCategory.names,
                              categoriser: Categoriser(), learned: LearnedPreferences([]))
        return statement.spending.map { plan.draft($0) }
    }

    /// Imports `drafts` in batches of `batch`, as the daemon does.
    func importing(_ store: ExpenseStore, _ drafts: [ImportDraft], batch: Int = 2, dryRun: Bool = false) async throws -> ImportOutcome {
        try await store.importExpenses(dryRun: dryRun) { writer in
            for start in stride(from: 0, to: drafts.count, by: batch) {
                try writer.write(Array(drafts[start..<min(start + batch, drafts.count)]))
            }
            return ([], ())
        }.outcome
    }

    @Test func identicalRowsImportOnceEachAcrossBatches() async throws {
        let temp = TempDatabase()
        let store = try ExpenseStore(path: temp.path)
        let csv = "date,amount,description\n2026-11-03,4.50,Coffee\n2026-11-03,4.50,Tea\n2026-11-03,4.50,coffee \n"
        let first = try await importing(store, try drafts(csv))
        #expect(first.imported == 3 && first.duplicates == 0, "two identical coffees in one file are two purchases")
        let again = try await importing(store, try drafts(csv))
        #expect(again.imported == 0 && again.duplicates == 3)
        // A later download with a third coffee imports only the third.
        let later = try await importing(store, try drafts(csv + "2026-11-03,4.50,COFFEE\n"))
        #expect(later.imported == 1 && later.duplicates == 3)
        #expect(try await store.count() == 4)
    }

    @Test func aCoffeeTypedByHandCountsAgainstTheFile() async throws {
        let temp = TempDatabase()
        let store = try ExpenseStore(path: temp.path)
        _ = try await store.insert(draft("4.50", description: "COFFEE", date: "2026-11-03"))
        let csv = "date,amount,description\n2026-11-03,4.50,Coffee\n2026-11-03,4.50,coffee\n2026-11-03,4.50,Tea\n"
        let dry = try await importing(store, try drafts(csv), dryRun: true)
        #expect(dry.imported == 2 && dry.duplicates == 1)
        #expect(try await store.count() == 1, "a dry run stores nothing")
        let outcome = try await importing(store, try drafts(csv))
        #expect(outcome.imported == 2 && outcome.duplicates == 1)
        // A bank's transaction id is the row's id: the same id twice in one file is one row.
        let withIDs = try await importing(store, try drafts("date,amount,description,transaction id\n2026-11-04,9.00,Lunch,T1\n2026-11-05,9.00,Lunch,T1\n"))
        #expect(withIDs.imported == 1 && withIDs.duplicates == 1)
    }

    @Test func aLargeImportIsJournaledInPartsAndUndoneWhole() async throws {
        let temp = TempDatabase()
        let store = try ExpenseStore(path: temp.path)
        let rows = ExpenseStore.journalPartSize * 2 + 17
        var csv = "date,amount,description\n"
        for i in 0..<rows { csv += "2026-\(String(format: "%02d", i % 12 + 1))-\(String(format: "%02d", i % 28 + 1)),\(i % 500 + 1).25,Shop \(i)\n" }
        let outcome = try await importing(store, try drafts(csv), batch: 5000)
        #expect(outcome.imported == rows)
        let parts = try await store.pool.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM action_journal_parts") ?? 0 }
        #expect(parts == 2, "the first part is in action_journal, the other two beside it")
        #expect(try await store.history(limit: 1).first?.summary == "Imported \(rows) expenses")
        let undone = try await store.undoLastAction()
        #expect(undone.expenses.count == rows)
        #expect(try await store.count() == 0)
        _ = try await store.redoLastUndone()
        #expect(try await store.count() == rows)
    }
}
