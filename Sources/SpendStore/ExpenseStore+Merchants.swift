import GRDB

extension ExpenseStore {
    /// The merchants the user names most, most frequent first, among the latest
    /// `window` expenses: recent habits, at a cost that does not grow with the table.
    public func frequentMerchants(limit: Int, window: Int = 5_000) async throws -> [String] {
        try await pool.read { db in
            try String.fetchAll(db, sql: """
                SELECT merchant FROM expenses
                WHERE id > (SELECT COALESCE(MAX(id), 0) FROM expenses) - ? AND merchant IS NOT NULL AND merchant <> ''
                GROUP BY merchant COLLATE NOCASE
                ORDER BY COUNT(*) DESC, MAX(id) DESC
                LIMIT ?
                """, arguments: [window, limit])
        }
    }
}
