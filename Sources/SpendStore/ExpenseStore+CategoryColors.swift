import GRDB

extension ExpenseStore {
    /// Each listed category's colour by name, for drawing: a cheap read of a small table.
    public func categoryColors() async throws -> [String: String] {
        try await pool.read { db in
            Dictionary(try Row.fetchAll(db, sql: "SELECT name, color FROM categories").map { ($0["name"], $0["color"]) },
                       uniquingKeysWith: { first, _ in first })
        }
    }
}
