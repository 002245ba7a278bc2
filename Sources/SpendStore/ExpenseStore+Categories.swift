import Foundation
import GRDB
import SpendCore

/// Category management (brief §2). Each change runs in one transaction, with the names
/// read inside it, so two clients creating "Pets" at once cannot both succeed and a
/// rename never leaves expenses, corrections or budgets behind under the old name.
/// `monthly_totals` follows by its triggers on `expenses.category`.
extension ExpenseStore {
    /// A category as listed for management: its keywords and whether it is a default.
    public struct CategoryDefinition: Hashable, Sendable {
        public let name: String
        public let color: String
        public let isDefault: Bool
        public let keywords: [String]
    }

    /// What a delete did: the expenses it moved to Other and what it removed.
    public struct CategoryRemoval: Sendable {
        public let name: String
        public let movedExpenses: Int
        public let removedCorrections: Int
        public let removedBudget: Bool
    }

    /// The user's categories with their keywords, in list order: what the parser needs.
    public func customCategories() async throws -> [CustomCategory] {
        try await pool.read(Self.customCategories)
    }

    /// The same, without suspending: for the daemon's start, before it serves anyone.
    public func customCategoriesNow() throws -> [CustomCategory] {
        try pool.read(Self.customCategories)
    }

    public func categoryDefinitions() async throws -> [CategoryDefinition] {
        try await pool.read { db in
            let keywords = try Self.keywordsByCategory(db)
            return try Row.fetchAll(db, sql: "SELECT name, color, is_default FROM categories ORDER BY position").map { row in
                let name: String = row["name"]
                return CategoryDefinition(name: name, color: row["color"], isDefault: row["is_default"],
                                          keywords: keywords[name.lowercased()] ?? [])
            }
        }
    }

    public func createCategory(name: String, color: String, keywords: [String]) async throws -> CategoryDefinition {
        try await pool.write { db in
            let names = try String.fetchAll(db, sql: "SELECT name FROM categories")
            let clean = try CategoryName.validate(name, existing: names)
            try Self.checkKeywordsFree(db, keywords)
            let position = try Int.fetchOne(db, sql: "SELECT COALESCE(MAX(position), -1) + 1 FROM categories") ?? 0
            let recorder = try Self.watchCategories(db, named: [clean])
            try db.execute(sql: "INSERT INTO categories (name, color, is_default, position) VALUES (?, ?, 0, ?)",
                           arguments: [clean, color, position])
            for (index, keyword) in keywords.enumerated() {
                try db.execute(sql: "INSERT INTO category_keywords (category, keyword, position) VALUES (?, ?, ?)",
                               arguments: [clean, keyword, index])
            }
            try Self.journal(db, .categoryCreate, recorder)
            return CategoryDefinition(name: clean, color: color, isDefault: false, keywords: keywords)
        }
    }

    /// Renames a custom category and moves everything that names it: expenses,
    /// learned corrections, keywords, the budget and its alerts.
    public func renameCategory(_ name: String, to newName: String) async throws -> (old: String, new: CategoryDefinition, movedExpenses: Int) {
        try await pool.write { db in
            let current = try Self.customCategory(db, named: name)
            let names = try String.fetchAll(db, sql: "SELECT name FROM categories")
            let clean = try CategoryName.validate(newName, existing: names, renaming: current.name)
            let recorder = try Self.watchCategories(db, named: [current.name, clean])
            try db.execute(sql: "UPDATE categories SET name = ? WHERE name = ?", arguments: [clean, current.name])
            try db.execute(sql: "UPDATE expenses SET category = ? WHERE category = ?", arguments: [clean, current.name])
            let moved = db.changesCount
            try db.execute(sql: "UPDATE OR REPLACE category_corrections SET category = ? WHERE category = ?",
                           arguments: [clean, current.name])
            // Recurring rules too: their later posts go to the category under its new name.
            for table in ["category_keywords", "budgets", "budget_alerts", "recurring"] {
                try db.execute(sql: "UPDATE \(table) SET category = ? WHERE category = ?", arguments: [clean, current.name])
            }
            try Self.journal(db, .categoryRename, recorder)
            return (current.name, CategoryDefinition(name: clean, color: current.color, isDefault: false,
                                                     keywords: current.keywords), moved)
        }
    }

    public func recolorCategory(_ name: String, color: String) async throws -> CategoryDefinition {
        try await pool.write { db in
            let current = try Self.customCategory(db, named: name)
            var recorder = ChangeRecorder()
            try recorder.watch(db, "categories", where: "name = ?", [current.name])
            try db.execute(sql: "UPDATE categories SET color = ? WHERE name = ?", arguments: [color, current.name])
            try Self.journal(db, .categoryRecolor, recorder)
            return CategoryDefinition(name: current.name, color: color, isDefault: false, keywords: current.keywords)
        }
    }

    /// Deletes a custom category: its expenses and recurring rules go to Other; its
    /// corrections, keywords, budget and alerts go away.
    public func deleteCategory(_ name: String) async throws -> CategoryRemoval {
        try await pool.write { db in
            let current = try Self.customCategory(db, named: name)
            let recorder = try Self.watchCategories(db, named: [current.name])
            try db.execute(sql: "UPDATE expenses SET category = ? WHERE category = ?",
                           arguments: [DefaultCategory.other.rawValue, current.name])
            let moved = db.changesCount
            try db.execute(sql: "DELETE FROM category_corrections WHERE category = ?", arguments: [current.name])
            let corrections = db.changesCount
            try db.execute(sql: "DELETE FROM budgets WHERE category = ?", arguments: [current.name])
            let budget = db.changesCount > 0
            for table in ["budget_alerts", "category_keywords"] {
                try db.execute(sql: "DELETE FROM \(table) WHERE category = ?", arguments: [current.name])
            }
            // A recurring rule keeps posting, to Other like the expenses it already made.
            try db.execute(sql: "UPDATE recurring SET category = ? WHERE category = ?",
                           arguments: [DefaultCategory.other.rawValue, current.name])
            try db.execute(sql: "DELETE FROM categories WHERE name = ?", arguments: [current.name])
            try Self.journal(db, .categoryDelete, recorder)
            return CategoryRemoval(name: current.name, movedExpenses: moved, removedCorrections: corrections,
                                   removedBudget: budget)
        }
    }

    /// Every category's all-time count and the day it was last used, for insights.
    /// The last day comes from the (category, date) index: one seek per category.
    public func categoryUsage() async throws -> [CategoryInsights.Usage] {
        try await pool.read { db in
            var counts: [String: Int] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT category, SUM(count) AS n FROM monthly_totals GROUP BY category") {
                counts[row["category"]] = row["n"]
            }
            return try Row.fetchAll(db, sql: """
                SELECT name, is_default, (SELECT MAX(date) FROM expenses WHERE category = categories.name) AS last
                FROM categories ORDER BY position
                """).map { row in
                let name: String = row["name"]
                let last: String? = row["last"]
                return CategoryInsights.Usage(name: name, isDefault: row["is_default"], count: counts[name] ?? 0,
                                              lastUsed: last.flatMap(Day.init(iso:)))
            }
        }
    }

    /// Other's expenses over `from...through` in one currency: the material for suggestions.
    public func otherExpenses(from: Day, through: Day, currency: Currency) async throws -> [CategoryInsights.OtherExpense] {
        try await pool.read { db in
            try Row.fetchAll(db, sql: """
                SELECT description, merchant, amount_minor FROM expenses
                WHERE category = ? AND currency = ? AND date BETWEEN ? AND ?
                """, arguments: [DefaultCategory.other.rawValue, currency.code, from.iso, through.iso])
                .map { .init(description: $0["description"], merchant: $0["merchant"], amount: $0["amount_minor"]) }
        }
    }

    // MARK: Rows

    /// Watches everything that names these categories, so a category change can be taken back whole.
    private static func watchCategories(_ db: Database, named names: [String]) throws -> ChangeRecorder {
        var recorder = ChangeRecorder()
        let list = "(" + databaseQuestionMarks(count: names.count) + ")"
        let arguments = StatementArguments(names)
        try recorder.watch(db, "categories", where: "name IN \(list)", arguments)
        for table in ["category_keywords", "category_corrections", "budgets", "budget_alerts", "recurring", "expenses"] {
            try recorder.watch(db, table, where: "category IN \(list)", arguments)
        }
        return recorder
    }

    private static func customCategories(_ db: Database) throws -> [CustomCategory] {
        let keywords = try keywordsByCategory(db)
        return try Row.fetchAll(db, sql: "SELECT name, color FROM categories WHERE is_default = 0 ORDER BY position").map { row in
            let name: String = row["name"]
            return CustomCategory(name: name, color: row["color"], keywords: keywords[name.lowercased()] ?? [])
        }
    }

    /// Keywords by lowercased category name, in the order given.
    private static func keywordsByCategory(_ db: Database) throws -> [String: [String]] {
        var keywords: [String: [String]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT category, keyword FROM category_keywords ORDER BY category, position") {
            keywords[(row["category"] as String).lowercased(), default: []].append(row["keyword"])
        }
        return keywords
    }

    /// The custom category a person named (any case), or why it cannot be changed.
    private static func customCategory(_ db: Database, named name: String) throws -> CustomCategory {
        guard let row = try Row.fetchOne(db, sql: "SELECT name, color, is_default FROM categories WHERE name = ?",
                                         arguments: [name.trimmingCharacters(in: .whitespaces)]) else {
            throw CategoryRuleError.unknownCategory(name)
        }
        let canonical: String = row["name"]
        guard !(row["is_default"] as Bool) else { throw CategoryRuleError.defaultCategory(canonical) }
        return CustomCategory(name: canonical, color: row["color"], keywords: try keywordsByCategory(db)[canonical.lowercased()] ?? [])
    }

    /// A keyword may point to one custom category only; otherwise which one wins would be a surprise.
    private static func checkKeywordsFree(_ db: Database, _ keywords: [String]) throws {
        for keyword in keywords {
            if let owner = try String.fetchOne(db, sql: "SELECT category FROM category_keywords WHERE keyword = ?",
                                               arguments: [keyword]) {
                throw CategoryRuleError.keywordTaken(keyword, category: owner)
            }
        }
    }
}
