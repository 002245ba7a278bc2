import GRDB
import SpendCore

/// Versioned schema. Migrations only ever append: a database written by any release
/// opens in every later one.
enum Schema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: expenses, categories, corrections") { db in
            try db.execute(sql: """
                CREATE TABLE expenses (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
                    currency TEXT NOT NULL CHECK (length(currency) = 3),
                    category TEXT NOT NULL,
                    category_confidence REAL NOT NULL,
                    category_source TEXT NOT NULL,
                    description TEXT NOT NULL,
                    merchant TEXT,
                    person TEXT,
                    date TEXT NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
                    created_at TEXT NOT NULL,
                    source TEXT NOT NULL DEFAULT 'text',
                    raw_text TEXT
                );
                -- Covers the dashboard's range sums without touching the table.
                CREATE INDEX expenses_by_date ON expenses (date, currency, category, amount_minor);
                CREATE INDEX expenses_by_category ON expenses (category, date);
                -- Newest first (date, then id: the rowid every index ends with) without a sort.
                CREATE INDEX expenses_newest ON expenses (date);
                CREATE TABLE categories (
                    name TEXT PRIMARY KEY COLLATE NOCASE,
                    color TEXT NOT NULL,
                    is_default INTEGER NOT NULL DEFAULT 0,
                    position INTEGER NOT NULL
                );
                CREATE TABLE category_corrections (
                    key TEXT NOT NULL,
                    category TEXT NOT NULL,
                    count INTEGER NOT NULL,
                    updated_at TEXT NOT NULL,
                    PRIMARY KEY (key, category)
                );
                """)
            for (position, category) in DefaultCategory.allCases.enumerated() {
                try db.execute(sql: "INSERT INTO categories (name, color, is_default, position) VALUES (?, ?, 1, ?)",
                               arguments: [category.rawValue, category.color, position])
            }
        }
        return migrator
    }
}
