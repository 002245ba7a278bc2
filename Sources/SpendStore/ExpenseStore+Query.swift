import GRDB
import SpendCore
import SpendQuery

/// The query engine's read interface in SQL. Every value is bound as a parameter; the
/// grouping key is chosen from a fixed list. Whole months of an unfiltered or
/// category-only range are read from `monthly_totals`, so "since you started" costs the
/// same at a million expenses as at a hundred.
extension ExpenseStore: SpendingReader {
    public func tallies(_ filter: SpendingFilter, in range: DayRange, groupedBy grouping: Grouping?) async throws -> [GroupTally] {
        try await pool.read { db in
            var rows: [GroupTally] = []
            for piece in Self.pieces(of: range, filter: filter, grouping: grouping) {
                rows += try piece.wholeMonths ? Self.monthTallies(db, filter, piece.start, piece.end, grouping)
                    : Self.expenseTallies(db, filter, piece.start, piece.end, grouping)
            }
            return rows
        }
    }

    public func expenses(_ filter: SpendingFilter, in range: DayRange, currency: String, order: ExpenseOrder, limit: Int)
        async throws -> [Expense] {
        var (clauses, arguments) = Self.whereClause(filter, range.start, range.end)
        clauses.append("currency = ?")
        arguments += [currency]
        let sorting = switch order {
        case .largest: "amount_minor DESC, id"
        case .smallest: "amount_minor ASC, id"
        case .newest: "date DESC, id DESC"
        }
        arguments += [max(1, min(limit, SpendingQuery.maximumLimit))]
        let sql = "SELECT * FROM expenses WHERE \(clauses.joined(separator: " AND ")) ORDER BY \(sorting) LIMIT ?"
        let bound = arguments
        return try await pool.read { db in try Row.fetchAll(db, sql: sql, arguments: bound).map(Self.expense(from:)) }
    }

    public func firstExpenseDay() async throws -> Day? {
        try await pool.read { db in try String.fetchOne(db, sql: "SELECT MIN(date) FROM expenses").flatMap(Day.init(iso:)) }
    }

    public func exchangeRates() async throws -> [ExchangeRate] {
        try await rates().map(\.rate)
    }

    public func knownNames() async throws -> KnownNames {
        try await pool.read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT kind, name FROM known_names WHERE uses > 0 ORDER BY uses DESC")
            let categories = try String.fetchAll(db, sql: "SELECT name FROM categories ORDER BY position")
            return KnownNames(merchants: rows.filter { $0["kind"] == "merchant" }.map { $0["name"] },
                              people: rows.filter { $0["kind"] == "person" }.map { $0["name"] },
                              categories: categories)
        }
    }

    public func descriptionWords(among words: [String]) async throws -> Set<String> {
        try await pool.read { db in
            var found = Set<String>()
            for word in Set(words) where !word.isEmpty {
                let match = Self.matchExpression([word])
                if try Bool.fetchOne(db, sql: "SELECT 1 FROM expense_words WHERE expense_words MATCH ? LIMIT 1",
                                     arguments: [match]) == true {
                    found.insert(word)
                }
            }
            return found
        }
    }

    // MARK: SQL

    /// A range split into its ragged first and last days and the whole months between,
    /// when the filter allows reading whole months from `monthly_totals`.
    struct Piece {
        let start: Day
        let end: Day
        let wholeMonths: Bool
    }

    static func pieces(of range: DayRange, filter: SpendingFilter, grouping: Grouping?) -> [Piece] {
        let monthly = filter.merchants.isEmpty && filter.people.isEmpty && filter.words.isEmpty
            && (grouping == nil || grouping == .month || grouping == .category)
        guard monthly else { return [Piece(start: range.start, end: range.end, wholeMonths: false)] }
        var firstWhole = range.start.monthOfYear
        if range.start != firstWhole.firstDay { firstWhole = firstWhole.adding(months: 1) }
        var lastWhole = range.end.monthOfYear
        if range.end != lastWhole.lastDay { lastWhole = lastWhole.adding(months: -1) }
        guard firstWhole <= lastWhole else { return [Piece(start: range.start, end: range.end, wholeMonths: false)] }
        var pieces: [Piece] = []
        if range.start < firstWhole.firstDay { pieces.append(Piece(start: range.start, end: firstWhole.firstDay.adding(days: -1), wholeMonths: false)) }
        pieces.append(Piece(start: firstWhole.firstDay, end: lastWhole.lastDay, wholeMonths: true))
        if range.end > lastWhole.lastDay { pieces.append(Piece(start: lastWhole.lastDay.adding(days: 1), end: range.end, wholeMonths: false)) }
        return pieces
    }

    static func keyExpression(_ grouping: Grouping?) -> String {
        switch grouping {
        case nil: "NULL"
        case .month: "substr(date, 1, 7)"
        case .category: "category"
        case .merchant: "merchant"
        case .person: "person"
        case .weekday: "strftime('%w', date)"
        }
    }

    static func expenseTallies(_ db: Database, _ filter: SpendingFilter, _ from: Day, _ through: Day,
                               _ grouping: Grouping?) throws -> [GroupTally] {
        let (clauses, arguments) = whereClause(filter, from, through)
        let key = keyExpression(grouping)
        // Merchants and people group case-insensitively, under their most used spelling.
        let grouped = grouping == .merchant || grouping == .person ? "\(key) COLLATE NOCASE" : key
        let source = try walksDays(db, filter, from, through) ? "expenses INDEXED BY expenses_by_day" : "expenses"
        return try Row.fetchAll(db, sql: """
            SELECT \(key) AS key, currency, SUM(amount_minor) AS total, COUNT(*) AS n FROM \(source)
            WHERE \(clauses.joined(separator: " AND ")) GROUP BY \(grouped), currency
            """, arguments: arguments).map { GroupTally(key: $0["key"], currency: $0["currency"], total: $0["total"], count: $0["n"]) }
    }

    /// Whether walking the range's days beats looking up each expense that has the
    /// words or people: SQLite cannot know how many expenses a word matches, so it always
    /// starts from the word. "coffee in October" has fewer days' rows than coffees;
    /// "sushi this year" has fewer sushis than rows. Both counts are cheap to read.
    static func walksDays(_ db: Database, _ filter: SpendingFilter, _ from: Day, _ through: Day) throws -> Bool {
        guard filter.merchants.isEmpty, !filter.words.isEmpty || !filter.people.isEmpty else { return false }
        let inRange = try Int.fetchOne(db, sql: "SELECT COALESCE(SUM(count), 0) FROM monthly_totals WHERE month BETWEEN ? AND ?",
                                       arguments: [from.monthOfYear.iso, through.monthOfYear.iso]) ?? 0
        var matching = Int.max
        if !filter.words.isEmpty {
            matching = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM expense_words WHERE expense_words MATCH ?",
                                        arguments: [matchExpression(filter.words)]) ?? 0
        }
        if !filter.people.isEmpty {
            let people = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM expense_people WHERE name IN (\(placeholders(filter.people.count)))",
                                          arguments: StatementArguments(filter.people)) ?? 0
            matching = min(matching, people)
        }
        return inRange < matching
    }

    static func monthTallies(_ db: Database, _ filter: SpendingFilter, _ from: Day, _ through: Day,
                             _ grouping: Grouping?) throws -> [GroupTally] {
        var clauses = ["month BETWEEN ? AND ?"]
        var arguments: StatementArguments = [from.monthOfYear.iso, through.monthOfYear.iso]
        if !filter.categories.isEmpty {
            clauses.append("category IN (\(placeholders(filter.categories.count)))")
            arguments += StatementArguments(filter.categories)
        }
        if let currency = filter.currency { clauses.append("currency = ?"); arguments += [currency] }
        let key = grouping == .month ? "month" : grouping == .category ? "category" : "NULL"
        return try Row.fetchAll(db, sql: """
            SELECT \(key) AS key, currency, SUM(total) AS total, SUM(count) AS n FROM monthly_totals
            WHERE \(clauses.joined(separator: " AND ")) GROUP BY \(key), currency
            """, arguments: arguments).map { GroupTally(key: $0["key"], currency: $0["currency"], total: $0["total"], count: $0["n"]) }
    }

    static func whereClause(_ filter: SpendingFilter, _ from: Day, _ through: Day) -> ([String], StatementArguments) {
        var clauses = ["date BETWEEN ? AND ?"]
        var arguments: StatementArguments = [from.iso, through.iso]
        if !filter.merchants.isEmpty {
            clauses.append("merchant COLLATE NOCASE IN (\(placeholders(filter.merchants.count)))")
            arguments += StatementArguments(filter.merchants)
        }
        if !filter.people.isEmpty {
            clauses.append("id IN (SELECT expense_id FROM expense_people WHERE name IN (\(placeholders(filter.people.count))))")
            arguments += StatementArguments(filter.people)
        }
        if !filter.categories.isEmpty {
            clauses.append("category IN (\(placeholders(filter.categories.count)))")
            arguments += StatementArguments(filter.categories)
        }
        if !filter.words.isEmpty {
            clauses.append("id IN (SELECT rowid FROM expense_words WHERE expense_words MATCH ?)")
            arguments += [matchExpression(filter.words)]
        }
        if let currency = filter.currency { clauses.append("currency = ?"); arguments += [currency] }
        return (clauses, arguments)
    }

    /// Each word as a quoted FTS5 string (quotes doubled), all required: user text can
    /// never be read as FTS5 syntax.
    static func matchExpression(_ words: [String]) -> String {
        words.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }.joined(separator: " AND ")
    }

    /// The words of `text` in order, the last one a prefix ("coffee be" finds "coffee
    /// beans"), as one quoted FTS5 phrase: how `list search=` reads descriptions.
    static func phraseMatch(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"*"
    }

    static func placeholders(_ count: Int) -> String { Array(repeating: "?", count: count).joined(separator: ", ") }
}
