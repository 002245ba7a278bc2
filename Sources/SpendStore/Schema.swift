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
                CREATE INDEX expenses_by_category ON expenses (category, date);
                -- Newest first (date, then id: the rowid every index ends with) without a sort.
                CREATE INDEX expenses_newest ON expenses (date);
                CREATE TABLE categories (
                    name TEXT PRIMARY KEY COLLATE NOCASE,
                    color TEXT NOT NULL,
                    is_default INTEGER NOT NULL DEFAULT 0,
                    position INTEGER NOT NULL
                );
                -- One row per expense corrected to a category: learning counts expenses.
                CREATE TABLE category_corrections (
                    key TEXT NOT NULL,
                    category TEXT NOT NULL,
                    expense_id INTEGER NOT NULL,
                    corrected_at TEXT NOT NULL,
                    PRIMARY KEY (key, category, expense_id)
                );
                """)
            for (position, category) in DefaultCategory.allCases.enumerated() {
                try db.execute(sql: "INSERT INTO categories (name, color, is_default, position) VALUES (?, ?, 1, ?)",
                               arguments: [category.rawValue, category.color, position])
            }
        }
        migrator.registerMigration("v2: monthly totals kept by triggers") { db in
            // The dashboard reads these few rows instead of summing every expense, so
            // `summary` costs the same at a million expenses as at ten. The triggers run
            // inside each write's transaction: the totals can never disagree with the rows.
            try db.execute(sql: """
                CREATE TABLE monthly_totals (
                    month TEXT NOT NULL,
                    currency TEXT NOT NULL,
                    category TEXT NOT NULL,
                    total INTEGER NOT NULL,
                    count INTEGER NOT NULL,
                    PRIMARY KEY (month, currency, category)
                ) WITHOUT ROWID;
                INSERT INTO monthly_totals (month, currency, category, total, count)
                    SELECT substr(date, 1, 7), currency, category, SUM(amount_minor), COUNT(*)
                    FROM expenses GROUP BY 1, 2, 3;
                CREATE TRIGGER monthly_totals_add AFTER INSERT ON expenses BEGIN
                    INSERT INTO monthly_totals (month, currency, category, total, count)
                    VALUES (substr(NEW.date, 1, 7), NEW.currency, NEW.category, NEW.amount_minor, 1)
                    ON CONFLICT (month, currency, category)
                    DO UPDATE SET total = total + excluded.total, count = count + 1;
                END;
                CREATE TRIGGER monthly_totals_remove AFTER DELETE ON expenses BEGIN
                    UPDATE monthly_totals SET total = total - OLD.amount_minor, count = count - 1
                    WHERE month = substr(OLD.date, 1, 7) AND currency = OLD.currency AND category = OLD.category;
                    DELETE FROM monthly_totals WHERE count = 0
                    AND month = substr(OLD.date, 1, 7) AND currency = OLD.currency AND category = OLD.category;
                END;
                CREATE TRIGGER monthly_totals_change AFTER UPDATE OF amount_minor, currency, category, date ON expenses BEGIN
                    UPDATE monthly_totals SET total = total - OLD.amount_minor, count = count - 1
                    WHERE month = substr(OLD.date, 1, 7) AND currency = OLD.currency AND category = OLD.category;
                    DELETE FROM monthly_totals WHERE count = 0
                    AND month = substr(OLD.date, 1, 7) AND currency = OLD.currency AND category = OLD.category;
                    INSERT INTO monthly_totals (month, currency, category, total, count)
                    VALUES (substr(NEW.date, 1, 7), NEW.currency, NEW.category, NEW.amount_minor, 1)
                    ON CONFLICT (month, currency, category)
                    DO UPDATE SET total = total + excluded.total, count = count + 1;
                END;
                """)
        }
        migrator.registerMigration("v3: custom categories and budgets") { db in
            // Keywords point the parser at a custom category. Budgets are monthly, one per
            // category, in one currency. An alert row per (category, month, threshold)
            // makes each alert fire once: the add that crosses a threshold inserts it in
            // its own transaction, and a later add finds it already there.
            try db.execute(sql: """
                CREATE TABLE category_keywords (
                    category TEXT NOT NULL COLLATE NOCASE,
                    keyword TEXT NOT NULL,
                    position INTEGER NOT NULL,
                    PRIMARY KEY (category, keyword)
                );
                CREATE TABLE budgets (
                    category TEXT PRIMARY KEY COLLATE NOCASE,
                    currency TEXT NOT NULL CHECK (length(currency) = 3),
                    limit_minor INTEGER NOT NULL CHECK (limit_minor > 0),
                    updated_at TEXT NOT NULL
                );
                CREATE TABLE budget_alerts (
                    category TEXT NOT NULL COLLATE NOCASE,
                    month TEXT NOT NULL,
                    threshold INTEGER NOT NULL,
                    spent_minor INTEGER NOT NULL,
                    limit_minor INTEGER NOT NULL,
                    currency TEXT NOT NULL,
                    fired_at TEXT NOT NULL,
                    PRIMARY KEY (category, month, threshold)
                );
                """)
        }
        migrator.registerMigration("v4: recurring expenses") { db in
            // A post row per (rule, day), written in the same transaction as its expense:
            // the primary key makes a second post of one occurrence impossible, even
            // after a crash or restart between checks.
            try db.execute(sql: """
                CREATE TABLE recurring (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    description TEXT NOT NULL,
                    amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
                    currency TEXT NOT NULL CHECK (length(currency) = 3),
                    category TEXT NOT NULL,
                    frequency TEXT NOT NULL CHECK (frequency IN ('daily', 'weekly', 'monthly', 'yearly')),
                    weekday INTEGER,
                    month_day INTEGER,
                    month INTEGER,
                    start_day TEXT NOT NULL,
                    created_at TEXT NOT NULL,
                    active INTEGER NOT NULL DEFAULT 1
                );
                CREATE TABLE recurring_posts (
                    recurring_id INTEGER NOT NULL REFERENCES recurring (id),
                    day TEXT NOT NULL,
                    expense_id INTEGER NOT NULL,
                    PRIMARY KEY (recurring_id, day)
                ) WITHOUT ROWID;
                """)
        }
        migrator.registerMigration("v5: exchange rates") { db in
            // A rate is the decimal the user typed, kept as text so it is never rounded.
            try db.execute(sql: """
                CREATE TABLE exchange_rates (
                    currency TEXT PRIMARY KEY CHECK (length(currency) = 3),
                    base TEXT NOT NULL CHECK (length(base) = 3),
                    rate TEXT NOT NULL,
                    updated_at TEXT NOT NULL
                );
                """)
        }
        migrator.registerMigration("v6: spoken expenses by recording") { db in
            // Written in the expense's own transaction: a daemon that dies after the commit
            // but before the recording leaves the spool finds, on retry, that it was stored.
            try db.execute(sql: """
                CREATE TABLE voice_recordings (
                    recording_id TEXT PRIMARY KEY,
                    expense_id INTEGER NOT NULL,
                    stored_at TEXT NOT NULL
                ) WITHOUT ROWID;
                """)
        }
        migrator.registerMigration("v7: everyone an expense was with") { db in
            // `person` keeps the first name, so older readers and searches still work;
            // `people` is a JSON array of everyone, written only when there are several.
            try db.execute(sql: "ALTER TABLE expenses ADD COLUMN people TEXT")
        }
        migrator.registerMigration("v8: query indexes, names and description words") { db in
            // The query engine filters by merchant, person and description words at a
            // million expenses: covering indexes for merchants and for days (the sums read
            // no table rows); `expense_people`, one row per person
            // an expense was shared with (every name of `people`, else `person`); an FTS5
            // index (Porter-stemmed, so "dinners" finds "dinner") for descriptions.
            // `known_names` lists each merchant and person once with how often they occur,
            // so reading a question never scans expenses. Triggers keep all three exact.
            try db.execute(sql: """
                CREATE INDEX expenses_by_merchant ON expenses (merchant COLLATE NOCASE, date, currency, amount_minor)
                    WHERE merchant IS NOT NULL;
                CREATE INDEX expenses_by_day ON expenses (date, currency, amount_minor);
                CREATE INDEX expenses_by_amount ON expenses (currency, amount_minor);
                CREATE TABLE expense_people (
                    expense_id INTEGER NOT NULL,
                    name TEXT NOT NULL COLLATE NOCASE,
                    PRIMARY KEY (name, expense_id)
                ) WITHOUT ROWID;
                CREATE INDEX expense_people_by_expense ON expense_people (expense_id);
                INSERT OR IGNORE INTO expense_people (expense_id, name)
                    SELECT id, person FROM expenses WHERE person IS NOT NULL AND people IS NULL;
                INSERT OR IGNORE INTO expense_people (expense_id, name)
                    SELECT e.id, j.value FROM expenses e, json_each(e.people) j WHERE e.people IS NOT NULL;
                CREATE VIRTUAL TABLE expense_words USING fts5(
                    description, content = 'expenses', content_rowid = 'id', tokenize = 'porter unicode61');
                INSERT INTO expense_words (expense_words) VALUES ('rebuild');
                CREATE TABLE known_names (
                    kind TEXT NOT NULL CHECK (kind IN ('merchant', 'person')),
                    name TEXT NOT NULL,
                    uses INTEGER NOT NULL,
                    PRIMARY KEY (kind, name)
                ) WITHOUT ROWID;
                INSERT INTO known_names (kind, name, uses)
                    SELECT 'merchant', merchant, COUNT(*) FROM expenses WHERE merchant IS NOT NULL GROUP BY merchant;
                INSERT INTO known_names (kind, name, uses)
                    SELECT 'person', name, COUNT(*) FROM expense_people GROUP BY name;
                CREATE TRIGGER expense_index_add AFTER INSERT ON expenses BEGIN
                    INSERT INTO expense_words (rowid, description) VALUES (NEW.id, NEW.description);
                    INSERT OR IGNORE INTO expense_people (expense_id, name)
                        SELECT NEW.id, NEW.person WHERE NEW.person IS NOT NULL AND NEW.people IS NULL;
                    INSERT OR IGNORE INTO expense_people (expense_id, name) SELECT NEW.id, value FROM json_each(NEW.people);
                    INSERT INTO known_names (kind, name, uses) SELECT 'merchant', NEW.merchant, 1 WHERE NEW.merchant IS NOT NULL
                        ON CONFLICT (kind, name) DO UPDATE SET uses = uses + 1;
                    INSERT INTO known_names (kind, name, uses) SELECT 'person', name, 1 FROM expense_people WHERE expense_id = NEW.id
                        ON CONFLICT (kind, name) DO UPDATE SET uses = uses + 1;
                END;
                CREATE TRIGGER expense_index_remove AFTER DELETE ON expenses BEGIN
                    INSERT INTO expense_words (expense_words, rowid, description) VALUES ('delete', OLD.id, OLD.description);
                    UPDATE known_names SET uses = uses - 1 WHERE kind = 'merchant' AND name = OLD.merchant;
                    UPDATE known_names SET uses = uses - 1
                        WHERE kind = 'person' AND name IN (SELECT name FROM expense_people WHERE expense_id = OLD.id);
                    DELETE FROM known_names WHERE uses <= 0;
                    DELETE FROM expense_people WHERE expense_id = OLD.id;
                END;
                CREATE TRIGGER expense_words_change AFTER UPDATE OF description ON expenses BEGIN
                    INSERT INTO expense_words (expense_words, rowid, description) VALUES ('delete', OLD.id, OLD.description);
                    INSERT INTO expense_words (rowid, description) VALUES (NEW.id, NEW.description);
                END;
                CREATE TRIGGER known_merchants_change AFTER UPDATE OF merchant ON expenses BEGIN
                    UPDATE known_names SET uses = uses - 1 WHERE kind = 'merchant' AND name = OLD.merchant;
                    DELETE FROM known_names WHERE uses <= 0;
                    INSERT INTO known_names (kind, name, uses) SELECT 'merchant', NEW.merchant, 1 WHERE NEW.merchant IS NOT NULL
                        ON CONFLICT (kind, name) DO UPDATE SET uses = uses + 1;
                END;
                CREATE TRIGGER expense_people_change AFTER UPDATE OF person, people ON expenses BEGIN
                    UPDATE known_names SET uses = uses - 1
                        WHERE kind = 'person' AND name IN (SELECT name FROM expense_people WHERE expense_id = OLD.id);
                    DELETE FROM known_names WHERE uses <= 0;
                    DELETE FROM expense_people WHERE expense_id = OLD.id;
                    INSERT OR IGNORE INTO expense_people (expense_id, name)
                        SELECT NEW.id, NEW.person WHERE NEW.person IS NOT NULL AND NEW.people IS NULL;
                    INSERT OR IGNORE INTO expense_people (expense_id, name) SELECT NEW.id, value FROM json_each(NEW.people);
                    INSERT INTO known_names (kind, name, uses) SELECT 'person', name, 1 FROM expense_people WHERE expense_id = NEW.id
                        ON CONFLICT (kind, name) DO UPDATE SET uses = uses + 1;
                END;
                """)
        }
        migrator.registerMigration("v9: a globally unique id for every expense") { db in
            // Ready to sync: the local integer id stays for people and the protocol; `uid`
            // is the same on every machine. Rows stored before get random UUIDv4s.
            try db.execute(sql: """
                ALTER TABLE expenses ADD COLUMN uid TEXT;
                UPDATE expenses SET uid = lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2)
                    || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)));
                CREATE UNIQUE INDEX expenses_by_uid ON expenses (uid);
                """)
        }
        migrator.registerMigration("v10: the action journal") { db in
            // One row per user action (add, edit, delete, import, category change, forget)
            // with the rows it changed as JSON before/after images: enough to take it back
            // after a restart. `undone_at` marks actions taken back and waiting for redo.
            try db.execute(sql: """
                CREATE TABLE action_journal (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    uid TEXT NOT NULL UNIQUE,
                    kind TEXT NOT NULL,
                    summary TEXT NOT NULL,
                    changes TEXT NOT NULL,
                    recorded_at TEXT NOT NULL,
                    undone_at TEXT
                );
                """)
        }
        migrator.registerMigration("v11: recurring intervals, ends and pauses") { db in
            // `interval`: every N days, weeks, months or years. `end_day`: the last day it may
            // fall due. `posts_from`: nothing before this day is posted, set on resume and on
            // a schedule change, so a paused period or an old schedule is never caught up.
            try db.execute(sql: """
                ALTER TABLE recurring ADD COLUMN interval INTEGER NOT NULL DEFAULT 1;
                ALTER TABLE recurring ADD COLUMN end_day TEXT;
                ALTER TABLE recurring ADD COLUMN paused INTEGER NOT NULL DEFAULT 0;
                ALTER TABLE recurring ADD COLUMN posts_from TEXT;
                """)
        }
        migrator.registerMigration("v12: income and starting balances") { db in
            // Income is its own table, never a negative expense: spending totals, budgets
            // and the monthly_totals triggers stay about spending.
            try db.execute(sql: """
                CREATE TABLE income (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    uid TEXT NOT NULL UNIQUE,
                    amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
                    currency TEXT NOT NULL CHECK (length(currency) = 3),
                    source TEXT NOT NULL,
                    description TEXT NOT NULL,
                    payer TEXT,
                    date TEXT NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
                    origin TEXT NOT NULL DEFAULT 'text',
                    created_at TEXT NOT NULL
                );
                CREATE INDEX income_by_date ON income (date);
                CREATE INDEX income_by_currency ON income (currency, date);
                -- One starting balance per currency, as of the start of a day.
                CREATE TABLE starting_balances (
                    currency TEXT PRIMARY KEY CHECK (length(currency) = 3),
                    uid TEXT NOT NULL UNIQUE,
                    amount_minor INTEGER NOT NULL,
                    as_of TEXT NOT NULL CHECK (as_of GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
                    updated_at TEXT NOT NULL
                );
                -- Covering: a balance's or a period's sum reads the index alone.
                CREATE INDEX expenses_by_currency_date ON expenses (currency, date, amount_minor);
                """)
        }
        migrator.registerMigration("v13: savings goals and loans") { db in
            // A goal's progress is the sum of its contributions: saved, or paid off a loan.
            try db.execute(sql: """
                CREATE TABLE goals (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    uid TEXT NOT NULL UNIQUE,
                    name TEXT NOT NULL UNIQUE COLLATE NOCASE,
                    kind TEXT NOT NULL CHECK (kind IN ('saving', 'loan')),
                    target_minor INTEGER NOT NULL CHECK (target_minor > 0),
                    currency TEXT NOT NULL CHECK (length(currency) = 3),
                    deadline TEXT,
                    started TEXT NOT NULL,
                    created_at TEXT NOT NULL
                );
                CREATE TABLE goal_contributions (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    uid TEXT NOT NULL UNIQUE,
                    goal_id INTEGER NOT NULL REFERENCES goals (id) ON DELETE CASCADE,
                    amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
                    currency TEXT NOT NULL CHECK (length(currency) = 3),
                    date TEXT NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
                    note TEXT NOT NULL DEFAULT '',
                    created_at TEXT NOT NULL
                );
                CREATE INDEX goal_contributions_by_goal ON goal_contributions (goal_id, date);
                """)
        }
        migrator.registerMigration("v14: recurring income and rule ids") { db in
            // A rule posts expenses or income; `uid` makes rules ready to sync like the rows
            // they post. Rules stored before get random UUIDv4s.
            try db.execute(sql: """
                ALTER TABLE recurring ADD COLUMN kind TEXT NOT NULL DEFAULT 'expense' CHECK (kind IN ('expense', 'income'));
                ALTER TABLE recurring ADD COLUMN uid TEXT;
                UPDATE recurring SET uid = lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2)
                    || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)));
                CREATE UNIQUE INDEX recurring_by_uid ON recurring (uid);
                """)
        }
        migrator.registerMigration("v15: desktop notifications, each once") { db in
            // One row per notified event, keyed by the event's identity ("budget:Groceries:2026-11:80"),
            // so a restart never shows one twice. `held` rows wait for quiet hours to end;
            // `unsent` ones came when there was no session bus and are not shown later.
            try db.execute(sql: """
                CREATE TABLE notifications (
                    key TEXT PRIMARY KEY,
                    uid TEXT NOT NULL UNIQUE,
                    kind TEXT NOT NULL,
                    summary TEXT NOT NULL,
                    body TEXT NOT NULL,
                    urgency INTEGER NOT NULL,
                    status TEXT NOT NULL CHECK (status IN ('held', 'sent', 'unsent')),
                    created_at TEXT NOT NULL,
                    sent_at TEXT
                );
                CREATE INDEX notifications_held ON notifications (created_at) WHERE status = 'held';
                """)
        }
        migrator.registerMigration("v16: credits (refunds) as negative expenses") { db in
            // A refund takes money off its category's spending (and budget), so an expense may
            // now be negative, never zero. SQLite cannot change a CHECK in place: the table is
            // rebuilt from its own definition, rows and ids kept, and its indexes and triggers
            // (the monthly totals, the word index) made again from theirs.
            let table = try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'expenses'") ?? ""
            let rebuilt = table.replacingOccurrences(of: "CHECK (amount_minor > 0)", with: "CHECK (amount_minor <> 0)")
            guard rebuilt != table, let open = rebuilt.firstIndex(of: "(") else {
                throw DatabaseError(message: "the expenses table does not have the amount check this migration changes")
            }
            let attached = try String.fetchAll(db, sql: """
                SELECT sql FROM sqlite_master WHERE tbl_name = 'expenses' AND type IN ('index', 'trigger') AND sql IS NOT NULL
                ORDER BY type = 'trigger', rowid
                """)
            // AUTOINCREMENT's high-water mark: ids of deleted expenses are never given again.
            let sequence = try Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'expenses'") ?? 0
            try db.execute(sql: "CREATE TABLE expenses_rebuilt " + rebuilt[open...])
            try db.execute(sql: "INSERT INTO expenses_rebuilt SELECT * FROM expenses")
            try db.execute(sql: "DROP TABLE expenses")
            try db.execute(sql: "ALTER TABLE expenses_rebuilt RENAME TO expenses")
            for statement in attached { try db.execute(sql: statement) }
            try db.execute(sql: "DELETE FROM sqlite_sequence WHERE name = 'expenses'")
            try db.execute(sql: "INSERT INTO sqlite_sequence (name, seq) VALUES ('expenses', MAX(?, (SELECT COALESCE(MAX(id), 0) FROM expenses)))",
                           arguments: [sequence])
        }
        migrator.registerMigration("v17: an action's changes in parts") { db in
            // An import of a million rows journals a million row images: written and read a
            // part at a time (`journalPartSize`) instead of as one text held whole.
            try db.execute(sql: """
                CREATE TABLE action_journal_parts (
                    action_id INTEGER NOT NULL REFERENCES action_journal (id) ON DELETE CASCADE,
                    part INTEGER NOT NULL,
                    changes TEXT NOT NULL,
                    PRIMARY KEY (action_id, part)
                );
                """)
        }
        migrator.registerMigration("v18: receipts") { db in
            // A receipt is pending until an expense names it (`expenses.receipt_id`): undoing
            // the confirmation makes it pending again, and redoing it confirms it. The image is
            // a file named by its SHA-256 (`image_hash`); `reading` is the fields as read
            // (JSON), `read_by` ocr or vision, and `vision_state` whether a vision model
            // still has to read it (queued while its endpoint is unreachable).
            try db.execute(sql: """
                CREATE TABLE receipts (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    uid TEXT NOT NULL UNIQUE,
                    folder TEXT NOT NULL CHECK (folder IN ('private', 'work')),
                    image_hash TEXT NOT NULL CHECK (length(image_hash) = 64),
                    image_type TEXT NOT NULL CHECK (image_type IN ('jpeg', 'png')),
                    image_bytes INTEGER NOT NULL,
                    reading TEXT NOT NULL,
                    read_by TEXT NOT NULL CHECK (read_by IN ('ocr', 'vision')),
                    vision_state TEXT NOT NULL DEFAULT 'none' CHECK (vision_state IN ('none', 'queued', 'done', 'rejected')),
                    ocr_text TEXT NOT NULL DEFAULT '',
                    created_at TEXT NOT NULL
                );
                CREATE INDEX receipts_by_folder ON receipts (folder, id);
                CREATE INDEX receipts_queued ON receipts (id) WHERE vision_state = 'queued';
                ALTER TABLE expenses ADD COLUMN receipt_id INTEGER REFERENCES receipts (id) ON DELETE SET NULL;
                CREATE INDEX expenses_by_receipt ON expenses (receipt_id) WHERE receipt_id IS NOT NULL;
                """)
        }
        migrator.registerMigration("v19: undone actions indexed") { db in
            // Every recorded action first drops the undone ones (a new action ends redo):
            // without this index that read every journal row, changes and all, on each add.
            try db.execute(sql: "CREATE INDEX action_journal_undone ON action_journal (id) WHERE undone_at IS NOT NULL")
        }
        return migrator
    }
}
