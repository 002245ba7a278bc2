import Foundation
import GRDB
import Testing
@testable import SpendCore
@testable import SpendStore

/// The action journal at the store: atomic undo and redo, the conflict rule, the limit.
@Suite struct JournalStoreTests {
    @Test func undoAndRedoOfADeleteRestoreTheIdenticalRow() async throws {
        let db = TempDatabase()
        let store = try ExpenseStore(path: db.path)
        let (added, _) = try await store.insertCheckingBudgets(draft("18.75", description: "coffee"), rawText: "coffee 18.75")
        let before = try await store.pool.read { try Row.fetchOne($0, sql: "SELECT * FROM expenses WHERE id = ?", arguments: [added.id]) }
        _ = try await store.delete(id: added.id)
        let undone = try await store.undoLastAction()
        #expect(undone.entry.kind == .delete)
        #expect(undone.entry.undone)
        #expect(undone.expenses.count == 1 && undone.expenses[0].before == nil && undone.expenses[0].after?.id == added.id)
        let after = try await store.pool.read { try Row.fetchOne($0, sql: "SELECT * FROM expenses WHERE id = ?", arguments: [added.id]) }
        #expect(after == before, "every column, uid and raw text included")
        let redone = try await store.redoLastUndone()
        #expect(redone.entry.kind == .delete && !redone.entry.undone)
        #expect(try await store.expense(id: added.id) == nil)
        await #expect(throws: JournalError.nothingToRedo) { try await store.redoLastUndone() }
    }

    /// A row changed behind the journal's back is not overwritten: the undo is refused,
    /// nothing changes, and the stale action leaves the history so the next undo goes on.
    @Test func anEditChangedOutsideTheJournalIsRefusedAndDropped() async throws {
        let db = TempDatabase()
        let store = try ExpenseStore(path: db.path)
        let (tea, _) = try await store.insertCheckingBudgets(draft("4.00", description: "tea"), rawText: nil)
        let (coffee, _) = try await store.insertCheckingBudgets(draft("3.00", description: "coffee"), rawText: nil)
        _ = try await store.update(id: tea.id) { $0.description = "green tea" }
        try await store.pool.write { try $0.execute(sql: "UPDATE expenses SET description = 'changed elsewhere' WHERE id = ?", arguments: [tea.id]) }
        await #expect(throws: JournalError.changedSince(summary: "Edited #\(tea.id) tea $4.00 (Food & Dining) → $4.00 (Food & Dining) (description)",
                                                        table: "expenses")) {
            try await store.undoLastAction()
        }
        #expect(try await store.expense(id: tea.id)?.draft.description == "changed elsewhere")
        #expect(try await store.history(limit: 10).map(\.kind) == [.add, .add])
        let undone = try await store.undoLastAction()
        #expect(undone.entry.summary.hasPrefix("Added #\(coffee.id) coffee"))
        #expect(try await store.expense(id: coffee.id) == nil)
        // The add of the changed row is refused in turn: its row is not as the add left it either.
        await #expect(throws: JournalError.self) { try await store.undoLastAction() }
        #expect(try await store.expense(id: tea.id) != nil)
        await #expect(throws: JournalError.nothingToUndo) { try await store.undoLastAction() }
    }

    @Test func aNewActionClearsRedoAndTheJournalKeepsItsLimit() async throws {
        let db = TempDatabase()
        let store = try ExpenseStore(path: db.path)
        _ = try await store.insertCheckingBudgets(draft("1.00"), rawText: nil)
        _ = try await store.undoLastAction()
        _ = try await store.insertCheckingBudgets(draft("2.00"), rawText: nil)
        await #expect(throws: JournalError.nothingToRedo) { try await store.redoLastUndone() }
        for i in 0..<(ExpenseStore.journalLimit + 3) { _ = try await store.insertCheckingBudgets(draft("\(i + 3).00"), rawText: nil) }
        let history = try await store.history(limit: 1000)
        #expect(history.count == ExpenseStore.journalLimit)
        #expect(Set(history.map(\.uid)).count == history.count)
    }
}
