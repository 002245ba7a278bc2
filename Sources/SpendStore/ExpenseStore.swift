import Foundation
import GRDB
import GRDBSQLite
import SpendCore
import SpendQuery

/// Expenses in SQLite (WAL mode, through GRDB). Every write method returns only after its
/// transaction has committed, so a reply sent after it never acknowledges a lost write.
public final class ExpenseStore: Sendable {
    public let path: String
    let pool: DatabasePool
    /// Adds from many clients at once share commits (see GroupCommit).
    let commits: GroupCommit
    let learned = TableCache<LearnedPreferences>(table: "category_corrections")
    let goalNamesCache = TableCache<[String]>(table: "goals")

    /// Opens (creating if needed) the database and runs pending migrations.
    ///
    /// The other methods are async: GRDB runs them on its own queues, so a database
    /// held locked by another process suspends a request instead of blocking one of
    /// Swift's few cooperative threads (two on a two-core machine).
    /// `synchronous=FULL` on the writer makes each commit durable against power loss, not
    /// only crashes. It is set after the pool opens: GRDB's WAL setup sets NORMAL on the
    /// writer, which would overwrite a value set in `prepareDatabase`.
    public init(path: String) throws {
        self.path = path
        var config = Configuration()
        config.busyMode = .timeout(10)
        // Reads map the file instead of copying pages through read(2): a question that
        // visits tens of thousands of rows at a million expenses is CPU-bound, not syscall-bound.
        // Statement journals stay in memory: an insert's triggers touch a dozen pages, and
        // past 64 KiB SQLite spilled each statement's journal to a temporary file, tens of
        // writes per add for nothing that must survive a crash.
        config.prepareDatabase { db in
            try db.execute(sql: "PRAGMA mmap_size = 1073741824")
            try db.execute(sql: "PRAGMA temp_store = MEMORY")
            db.add(transactionObserver: DatabaseFileGuard(db, path: path), extent: .databaseLifetime)
        }
        // A file the user cannot write would open read-only, and every add then fail.
        if access(path, F_OK) == 0, access(path, R_OK | W_OK) != 0 { throw StoreError.readOnly(path: path) }
        pool = try DatabasePool(path: path, configuration: config)
        if try pool.writeWithoutTransaction({ db in sqlite3_db_readonly(db.sqliteConnection, "main") }) == 1 {
            throw StoreError.readOnly(path: path)
        }
        try Schema.migrator.migrate(pool)
        try pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
        commits = GroupCommit(pool: pool)
        pool.add(transactionObserver: learned, extent: .databaseLifetime)
        pool.add(transactionObserver: goalNamesCache, extent: .databaseLifetime)
    }

    /// Writes the whole WAL into the database file and truncates it (clean shutdown).
    public func checkpoint() async throws {
        try await pool.writeWithoutTransaction { db in _ = try db.checkpoint(.truncate) }
    }

    /// Leaves every commit in the WAL: no automatic checkpoints on the writer, for the
    /// benchmark of a start after a crash with a large WAL.
    public func stopAutomaticCheckpoints() async throws {
        try await pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_autocheckpoint = 0") }
    }

    /// The writing connection's `PRAGMA synchronous` (2 is FULL), as SQLite reports it.
    public func writerSynchronous() async throws -> Int {
        try await pool.writeWithoutTransaction { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") ?? -1 }
    }

    // MARK: Writes

    public func insert(_ draft: ExpenseDraft, rawText: String? = nil, source: String = "text") async throws -> Expense {
        try await pool.write { db in
            let createdAt = Self.timestamp()
            try db.execute(sql: Self.insertSQL, arguments: Self.row(draft, createdAt: createdAt, source: source, rawText: rawText))
            return Expense(id: db.lastInsertedRowID, draft: draft.storable, createdAt: createdAt, source: source)
        }
    }

    /// Inserts many drafts in one transaction (imports, benchmarks).
    public func insertAll(_ drafts: [ExpenseDraft], source: String) async throws {
        try await pool.write { db in
            let createdAt = Self.timestamp()
            let statement = try db.makeStatement(sql: Self.insertSQL)
            for draft in drafts {
                try statement.execute(arguments: Self.row(draft, createdAt: createdAt, source: source, rawText: nil))
            }
        }
    }

    static let insertSQL = """
        INSERT INTO expenses (amount_minor, currency, category, category_confidence, category_source,
                              description, merchant, person, people, date, created_at, source, raw_text, uid)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """

    /// The insert's arguments; `uid` defaults to a new UUIDv7 (a row the user creates).
    /// Text fields are stored without control or bidi characters (`ExpenseDraft.storable`):
    /// every write goes through here, whatever client, file or model the text came from.
    static func row(_ raw: ExpenseDraft, createdAt: String, source: String, rawText: String?, uid: String? = nil) -> StatementArguments {
        let draft = raw.storable
        return [draft.money.minorUnits, draft.money.currency.code, draft.category, draft.categoryConfidence,
         draft.categorySource.rawValue, draft.description, draft.merchant, draft.person, PeopleColumn.encode(draft.people),
         draft.date.iso,
         createdAt, source, rawText.map(ShownText.stored), uid ?? newUID()]
    }

    static func newUID() -> String {
        var generator = SystemRandomNumberGenerator()
        return RowID.make(millisecondsSince1970: UInt64(Date().timeIntervalSince1970 * 1000), using: &generator)
    }

    /// Replaces an expense's fields. When the category changes, the correction is
    /// recorded under the expense's learning key, in the same transaction. Corrections
    /// count distinct expenses: flipping one expense back and forth teaches nothing new.
    public func update(id: Int64, _ change: @escaping @Sendable (inout ExpenseDraft) throws -> Void) async throws
        -> (before: Expense, after: Expense, correction: LearnedPreferences.Correction?) {
        try await pool.write { db in
            guard let before = try Self.fetch(db, id: id) else { throw StoreError.notFound(id) }
            var recorder = ChangeRecorder()
            try recorder.watch(db, "expenses", where: "id = ?", [id])
            try recorder.watch(db, "category_corrections", where: "expense_id = ?", [id])
            var draft = before.draft
            try change(&draft)
            draft = try Self.withExistingCategory(db, draft.storable)
            var correction: LearnedPreferences.Correction?
            if draft.category != before.draft.category {
                draft.categorySource = .user
                draft.categoryConfidence = 1
                let key = before.draft.learningKey
                try db.execute(sql: """
                    INSERT OR IGNORE INTO category_corrections (key, category, expense_id, corrected_at) VALUES (?, ?, ?, ?)
                    """, arguments: [key, draft.category, id, Self.timestamp()])
                let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM category_corrections WHERE key = ? AND category = ?",
                                             arguments: [key, draft.category]) ?? 1
                correction = .init(key: key, category: draft.category, count: count)
            }
            try db.execute(sql: """
                UPDATE expenses SET amount_minor = ?, currency = ?, category = ?, category_confidence = ?,
                    category_source = ?, description = ?, merchant = ?, person = ?, people = ?, date = ?
                WHERE id = ?
                """, arguments: [draft.money.minorUnits, draft.money.currency.code, draft.category,
                                 draft.categoryConfidence, draft.categorySource.rawValue, draft.description,
                                 draft.merchant, draft.person, PeopleColumn.encode(draft.people), draft.date.iso, id])
            try Self.journal(db, .edit, recorder)
            return (before, Expense(id: id, draft: draft, createdAt: before.createdAt, source: before.source, receipt: before.receipt), correction)
        }
    }

    /// Deletes and returns the expense, or nil when there is none with that id.
    public func delete(id: Int64) async throws -> Expense? {
        try await pool.write { db -> Expense? in
            guard let expense = try Self.fetch(db, id: id) else { return nil }
            var recorder = ChangeRecorder()
            try recorder.watch(db, "expenses", where: "id = ?", [id])
            try db.execute(sql: "DELETE FROM expenses WHERE id = ?", arguments: [id])
            try Self.journal(db, .delete, recorder)
            return expense
        }
    }

    /// Forgets every correction under a key; returns how many rows went.
    public func forget(key: String) async throws -> Int {
        try await pool.write { db in
            var recorder = ChangeRecorder()
            try recorder.watch(db, "category_corrections", where: "key = ?", [key])
            try db.execute(sql: "DELETE FROM category_corrections WHERE key = ?", arguments: [key])
            let removed = db.changesCount
            try Self.journal(db, .forget, recorder)
            return removed
        }
    }

    // MARK: Reads

    public func expense(id: Int64) async throws -> Expense? {
        try await pool.read { try Self.fetch($0, id: id) }
    }

    public func count() async throws -> Int {
        try await pool.read { try Int.fetchOne($0, sql: "SELECT COALESCE(SUM(count), 0) FROM monthly_totals") ?? 0 }
    }

    public func list(_ query: ListQuery) async throws -> [Expense] {
        try await pool.read { db in
            let (filter, arguments) = try Self.listFilter(query, db)
            let sql = "SELECT * FROM expenses \(filter) ORDER BY date DESC, id DESC LIMIT ? OFFSET ?"
            return try Row.fetchAll(db, sql: sql, arguments: arguments + [query.limit, query.offset]).map(Self.expense(from:))
        }
    }

    /// Every expense `query` matches, ignoring its limit and offset: per currency, the
    /// count and the sum, for "showing 20 of 53".
    public func listTotals(_ query: ListQuery) async throws -> [Analytics.CurrencyTotal] {
        try await pool.read { db in
            let (filter, arguments) = try Self.listFilter(query, db)
            return try Row.fetchAll(db, sql: """
                SELECT currency, SUM(amount_minor) AS total, COUNT(*) AS n FROM expenses \(filter)
                GROUP BY currency ORDER BY n DESC, currency
                """, arguments: arguments)
                .map { Analytics.CurrencyTotal(currency: $0["currency"], total: $0["total"], count: $0["n"]) }
        }
    }

    static func listFilter(_ query: ListQuery, _ db: Database) throws -> (String, StatementArguments) {
        var clauses: [String] = []
        var arguments: StatementArguments = []
        // An amount bound is compared in each currency's own minor units: one term per
        // currency stored (read from the monthly totals, a few rows).
        for (bound, lower) in [(query.minimum, true), (query.maximum, false)] {
            guard let bound else { continue }
            let codes = try String.fetchAll(db, sql: "SELECT DISTINCT currency FROM monthly_totals")
            let terms = codes.compactMap(Currency.init(code:)).map { currency -> String in
                arguments += [currency.code, bound.minorUnits(in: currency, lower: lower)]
                return "(currency = ? AND amount_minor \(lower ? ">=" : "<=") ?)"
            }
            clauses.append(terms.isEmpty ? "0" : "(" + terms.joined(separator: " OR ") + ")")
        }
        if let category = query.category { clauses.append("category = ?"); arguments += [category] }
        if let since = query.since { clauses.append("date >= ?"); arguments += [since.iso] }
        if let until = query.until { clauses.append("date <= ?"); arguments += [until.iso] }
        if let currency = query.currency { clauses.append("currency = ?"); arguments += [currency] }
        if let merchant = query.merchant { clauses.append("merchant = ? COLLATE NOCASE"); arguments += [merchant] }
        if let person = query.person {
            clauses.append("id IN (SELECT expense_id FROM expense_people WHERE name = ?)")
            arguments += [person]
        }
        if let search = query.search, !search.isEmpty {
            // Every source is an index: the description's words through the FTS5 index the
            // query engine uses, merchants and people as substrings of the few distinct
            // names in `known_names`. A LIKE over the rows read every expense.
            let pattern = "%" + search.replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "_", with: "\\_") + "%"
            clauses.append("""
                id IN (SELECT rowid FROM expense_words WHERE expense_words MATCH ?
                    UNION SELECT id FROM expenses WHERE merchant COLLATE NOCASE IN
                        (SELECT name FROM known_names WHERE kind = 'merchant' AND name LIKE ? ESCAPE '\\')
                    UNION SELECT expense_id FROM expense_people WHERE name IN
                        (SELECT name FROM known_names WHERE kind = 'person' AND name LIKE ? ESCAPE '\\'))
                """)
            arguments += [phraseMatch(search), pattern, pattern]
        }
        return (clauses.isEmpty ? "" : "WHERE " + clauses.joined(separator: " AND "), arguments)
    }

    /// The dashboard for `month` in `currency`, as of `today` (which month is running).
    /// Sums come from `monthly_totals`, so the cost does not grow with the number of
    /// expenses. Other currencies with a rate in `rates` (against `currency`) are converted
    /// category by category and reported as converted; the rest are listed apart, never added.
    public func summary(month: Month, currency: Currency, rates: [ExchangeRate] = [], today: Day, recentCount: Int = 5) async throws
        -> Analytics.Summary {
        let window = Analytics.trendMonths(endingAt: month)
        let rateByCode = Dictionary(rates.filter { $0.base == currency }.map { ($0.currency.code, $0) }, uniquingKeysWith: { a, _ in a })
        return try await pool.read { db in
            var byCategory: [String: (total: Int64, count: Int)] = [:]
            var otherTotals: [String: (total: Int64, count: Int)] = [:]
            var convertedTotals: [String: (total: Int64, count: Int, converted: Int64)] = [:]
            for row in try Row.fetchAll(db, sql: """
                SELECT category, currency, total, count AS n FROM monthly_totals WHERE month = ?
                """, arguments: [month.iso]) {
                let code: String = row["currency"]
                let (total, count): (Int64, Int) = (row["total"], row["n"])
                let category: String = row["category"]
                if code == currency.code {
                    byCategory[category, default: (0, 0)].total = try Money.sum(byCategory[category]?.total ?? 0, total)
                    byCategory[category, default: (0, 0)].count += count
                } else if let rate = rateByCode[code] {
                    let converted = try rate.convert(total)
                    byCategory[category, default: (0, 0)].total = try Money.sum(byCategory[category]?.total ?? 0, converted)
                    byCategory[category, default: (0, 0)].count += count
                    let current = convertedTotals[code] ?? (0, 0, 0)
                    convertedTotals[code] = (try Money.sum(current.total, total), current.count + count,
                                             try Money.sum(current.converted, converted))
                } else {
                    let current = otherTotals[code] ?? (0, 0)
                    otherTotals[code] = (current.total + total, current.count + count)
                }
            }
            let rows = byCategory.map { (category: $0.key, total: $0.value.total, count: $0.value.count) }
            // Analytics.Summary adds the categories up: they must fit together too.
            _ = try Money.sum(rows.map(\.total))
            let others = otherTotals.sorted { $0.key < $1.key }.map {
                Analytics.CurrencyTotal(currency: $0.key, total: $0.value.total, count: $0.value.count)
            }
            let converted = convertedTotals.sorted { $0.key < $1.key }.map {
                Analytics.ConvertedTotal(original: .init(currency: $0.key, total: $0.value.total, count: $0.value.count),
                                         rate: rateByCode[$0.key]!, converted: $0.value.converted)
            }
            // Converted per (month, currency, category) row, as above, so this month's trend
            // bar equals the breakdown's total to the cent.
            var byMonth: [String: (total: Int64, count: Int)] = [:]
            let codes = [currency.code] + rateByCode.keys.sorted()
            for row in try Row.fetchAll(db, sql: """
                SELECT month, currency, total, count AS n FROM monthly_totals
                WHERE month BETWEEN ? AND ? AND currency IN (\(databaseQuestionMarks(count: codes.count)))
                """, arguments: StatementArguments([window.first!.iso, month.iso] + codes)) {
                let code: String = row["currency"]
                let total: Int64 = row["total"]
                let month: String = row["month"]
                let converted = try rateByCode[code]?.convert(total) ?? total
                byMonth[month, default: (0, 0)].total = try Money.sum(byMonth[month]?.total ?? 0, converted)
                byMonth[month, default: (0, 0)].count += row["n"] as Int
            }
            let totals = Dictionary(uniqueKeysWithValues: window.map { m in
                (m, Analytics.MonthTotal(month: m, total: byMonth[m.iso]?.total ?? 0, count: byMonth[m.iso]?.count ?? 0))
            })
            let first = try String.fetchOne(db, sql: "SELECT MIN(date) FROM expenses").flatMap(Day.init(iso:))?.monthOfYear
            let trend = Analytics.trend(endingAt: month, totals: totals, firstExpense: first, today: today)
            // The newest expenses as of the month's end, in any currency: a list, not a sum.
            let recent = try Row.fetchAll(db, sql: "SELECT * FROM expenses WHERE date <= ? ORDER BY date DESC, id DESC LIMIT ?",
                                          arguments: [month.lastDay.iso, recentCount]).map(Self.expense(from:))
            return Analytics.Summary(month: month, currency: currency, breakdown: rows, trend: trend,
                                     recent: recent, otherCurrencies: others, converted: converted)
        }
    }

    /// Every category with its colour and all-time totals per currency.
    public func categories() async throws -> [CategoryStat] {
        try await pool.read { db in
            var totals: [String: [Analytics.CurrencyTotal]] = [:]
            for row in try Row.fetchAll(db, sql: """
                SELECT category, currency, SUM(total) AS total, SUM(count) AS n FROM monthly_totals
                GROUP BY category, currency ORDER BY category, currency
                """) {
                totals[row["category"], default: []].append(.init(currency: row["currency"], total: row["total"], count: row["n"]))
            }
            var stats = try Row.fetchAll(db, sql: "SELECT name, color, is_default FROM categories ORDER BY position").map { row in
                let name: String = row["name"]
                return CategoryStat(name: name, color: row["color"], isDefault: row["is_default"],
                                    totals: totals.removeValue(forKey: name) ?? [])
            }
            // Expenses whose category is no longer listed still count, rather than vanish.
            for (name, value) in totals.sorted(by: { $0.key < $1.key }) {
                stats.append(CategoryStat(name: name, color: DefaultCategory.other.color, isDefault: false, totals: value))
            }
            return stats
        }
    }

    public func categoryNames() async throws -> [String] {
        try await pool.read { try String.fetchAll($0, sql: "SELECT name FROM categories ORDER BY position") }
    }

    /// The learned preferences if they are in memory: nil after a write changed them,
    /// until the next `learnedPreferences()` reads them again.
    public var cachedLearnedPreferences: LearnedPreferences? { learned.current().0 }

    /// From memory after the first read (see `TableCache`).
    public func learnedPreferences() async throws -> LearnedPreferences {
        try await learned.value { try await pool.read { db in
            LearnedPreferences(try Row.fetchAll(db, sql: """
                SELECT key, category, COUNT(*) AS count FROM category_corrections
                GROUP BY key, category ORDER BY key, count DESC, category
                """)
                .map { .init(key: $0["key"], category: $0["category"], count: $0["count"]) })
        } }
    }

    // MARK: Rows

    private static func fetch(_ db: Database, id: Int64) throws -> Expense? {
        try Row.fetchOne(db, sql: "SELECT * FROM expenses WHERE id = ?", arguments: [id]).map(expense(from:))
    }

    /// A row of `expenses` as an `Expense`.
    /// The draft with its category as it exists in this transaction: the name's stored
    /// spelling, or Other when the category was deleted since the draft was made (a
    /// delete racing an add must not leave an expense in a category that is gone).
    static func withExistingCategory(_ db: Database, _ draft: ExpenseDraft) throws -> ExpenseDraft {
        var draft = draft
        draft.category = try String.fetchOne(db.cachedStatement(sql: "SELECT name FROM categories WHERE name = ?"), arguments: [draft.category])
            ?? DefaultCategory.other.rawValue
        return draft
    }

    /// A stored day that does not read is an error, never a made-up date written back by
    /// the next edit.
    static func expense(from row: Row) throws -> Expense {
        let stored: String = row["date"]
        guard let day = Day(iso: stored) else {
            throw StoreError.unreadableDate(id: row["id"], text: String(stored.prefix(20)))
        }
        let currency = Currency(code: row["currency"]) ?? .usd
        let draft = ExpenseDraft(
            money: Money(minorUnits: row["amount_minor"], currency: currency),
            category: row["category"], categoryConfidence: row["category_confidence"],
            categorySource: CategorySource(rawValue: row["category_source"]) ?? .lexicon,
            description: row["description"], merchant: row["merchant"], person: row["person"],
            people: PeopleColumn.decode(row["people"]),
            date: day)
        return Expense(id: row["id"], draft: draft, createdAt: row["created_at"], source: row["source"], receipt: row["receipt_id"])
    }

    static func timestamp() -> String {
        Date().ISO8601Format(.iso8601.year().month().day().time(includingFractionalSeconds: true).timeZone(separator: .omitted))
    }
}

public struct ListQuery: Sendable {
    public var limit = 20
    public var offset = 0
    public var category: String?
    public var since: Day?
    public var until: Day?
    public var search: String?
    public var currency: String?
    public var merchant: String?
    public var person: String?
    /// Amounts at least / at most this, each in its expense's currency.
    public var minimum: AmountBound?
    public var maximum: AmountBound?

    public init() {}
}

public struct CategoryStat: Sendable {
    public let name: String
    public let color: String
    public let isDefault: Bool
    public let totals: [Analytics.CurrencyTotal]
}

public enum StoreError: Error, Equatable, CustomStringConvertible {
    case notFound(Int64)
    /// A row whose date column is not a "YYYY-MM-DD" day (written by another program).
    case unreadableDate(id: Int64, text: String)
    /// The database file was moved, renamed or deleted while open (`DatabaseFileGuard`).
    case databaseMoved(path: String)
    /// The database file (or its directory) cannot be written by this user.
    case readOnly(path: String)
    /// A journal entry written by a newer version of Spend.
    case unknownActionKind(String)

    public var description: String {
        switch self {
        case .notFound(let id): "no expense #\(id)"
        case .unknownActionKind(let kind): "the action journal holds an action of an unknown kind ('\(kind)')"
        case .unreadableDate(let id, let text): "expense #\(id) has a date that cannot be read ('\(text)')"
        case .databaseMoved(let path):
            "the database \(path) was moved, renamed or deleted while spendd ran, so nothing more can be stored in it; "
                + "put it back, or restart spendd to open (or create) \(path)"
        case .readOnly(let path): "the database \(path) is read-only for this user; make it writable (chmod u+w) and start spendd again"
        }
    }
}
