import Foundation
import GRDB
import Testing
@testable import SpendCore
@testable import SpendStore

/// v16 rebuilds the expenses table so a refund can be a negative expense: rows, ids,
/// the never-reused id counter, the totals triggers and the word index all survive it.
@Suite struct CreditMigrationTests {
    @Test func theRebuiltTableKeepsRowsIdsTriggersAndTheWordIndex() async throws {
        let db = TempDatabase()
        let queue = try DatabaseQueue(path: db.path)
        try Schema.migrator.migrate(queue, upTo: "v15: desktop notifications, each once")
        try await queue.write { db in
            for (i, text) in ["coffee beans", "train ticket", "birthday cake"].enumerated() {
                try db.execute(sql: """
                    INSERT INTO expenses (amount_minor, currency, category, category_confidence, category_source, description,
                                          date, created_at, uid)
                    VALUES (?, 'USD', 'Food & Dining', 1, 'user', ?, '2026-11-0\(i + 1)', '2026-11-01T00:00:00Z', ?)
                    """, arguments: [(i + 1) * 1000, text, "uid-\(i)"])
            }
            try db.execute(sql: "DELETE FROM expenses WHERE id = 3")
            // A zero or negative amount is refused before.
            #expect(throws: DatabaseError.self) { try db.execute(sql: "UPDATE expenses SET amount_minor = -5 WHERE id = 1") }
        }
        try queue.close()

        let store = try ExpenseStore(path: db.path)
        try await store.pool.write { db in
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM expenses") == 2)
            // The monthly totals stay equal to the rows, and the triggers keep them so.
            try db.execute(sql: """
                INSERT INTO expenses (amount_minor, currency, category, category_confidence, category_source, description,
                                      date, created_at, uid)
                VALUES (-500, 'USD', 'Food & Dining', 1, 'user', 'refund for the cake', '2026-11-04', '2026-11-04T00:00:00Z', 'uid-r')
                """)
            #expect(db.lastInsertedRowID == 4, "id 3 was deleted: AUTOINCREMENT never gives it again")
            #expect(try Int64.fetchOne(db, sql: "SELECT total FROM monthly_totals WHERE month = '2026-11' AND category = 'Food & Dining'") == 2500)
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM expense_words WHERE expense_words MATCH 'cake'") == 1)
            #expect(throws: DatabaseError.self) { try db.execute(sql: "UPDATE expenses SET amount_minor = 0 WHERE id = 1") }
        }
        let found = try await store.pool.read { db in try String.fetchAll(db, sql: "SELECT uid FROM expenses ORDER BY id") }
        #expect(found == ["uid-0", "uid-1", "uid-r"])
    }
}
