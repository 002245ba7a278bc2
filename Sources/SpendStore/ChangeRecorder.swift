import GRDB
import SpendCore

/// Collects, inside one write transaction, the rows an action changes: each watched set
/// is read before the action and again after it, so the journal keeps both images.
/// Rows are paired by rowid, which an UPDATE keeps, so a rename is one change, not a
/// delete and an insert.
struct ChangeRecorder {
    private struct Watch {
        let table: String
        let filter: String
        let arguments: StatementArguments
        let before: [Int64: RowImage]
        /// Rows the action inserted: nothing to read before.
        var inserted = false
    }

    private var watches: [Watch] = []

    /// Reads the rows of `table` matching `filter` now; `changes` reads them, and the rows
    /// matching `filter` then, again.
    mutating func watch(_ db: Database, _ table: String, where filter: String, _ arguments: StatementArguments) throws {
        watches.append(Watch(table: table, filter: filter, arguments: arguments,
                             before: try Self.images(db, table, where: filter, arguments)))
    }

    /// Rows the action has just inserted.
    mutating func inserted(_ table: String, rowIDs: ClosedRange<Int64>) {
        watches.append(Watch(table: table, filter: "rowid BETWEEN ? AND ?",
                             arguments: [rowIDs.lowerBound, rowIDs.upperBound], before: [:], inserted: true))
    }

    /// Whether the action only inserted rows: their changes can be read a part at a time.
    var onlyInserts: Bool { watches.allSatisfy(\.inserted) }

    /// The changes of an action that only inserted rows, in watch order and by rowid,
    /// `partSize` at a time: an import's million rows are never all held.
    func insertedChanges(_ db: Database, partSize: Int, _ body: ([RowChange]) throws -> Void) throws {
        var part: [RowChange] = []
        for watch in watches {
            let rows = try Row.fetchCursor(db.cachedStatement(sql: "SELECT * FROM \(watch.table) WHERE \(watch.filter) ORDER BY rowid"),
                                           arguments: watch.arguments)
            while let row = try rows.next() {
                part.append(RowChange(table: watch.table, before: nil, after: Self.image(row)))
                if part.count == partSize {
                    try body(part)
                    part.removeAll(keepingCapacity: true)
                }
            }
        }
        if !part.isEmpty { try body(part) }
    }

    /// What changed since each watch began, in watch order; unchanged rows are left out.
    func changes(_ db: Database) throws -> [RowChange] {
        var changes: [RowChange] = []
        for watch in watches {
            var after = try Self.images(db, watch.table, where: watch.filter, watch.arguments)
            let statement = try db.cachedStatement(sql: "SELECT * FROM \(watch.table) WHERE rowid = ?")
            for rowID in watch.before.keys where after[rowID] == nil {
                after[rowID] = try Row.fetchOne(statement, arguments: [rowID]).map(Self.image)
            }
            for rowID in Set(watch.before.keys).union(after.keys).sorted() where watch.before[rowID] != after[rowID] {
                changes.append(RowChange(table: watch.table, before: watch.before[rowID], after: after[rowID]))
            }
        }
        return changes
    }

    private static func images(_ db: Database, _ table: String, where filter: String, _ arguments: StatementArguments) throws
        -> [Int64: RowImage] {
        var images: [Int64: RowImage] = [:]
        let rows = try Row.fetchCursor(db, sql: "SELECT rowid AS journal_rowid, * FROM \(table) WHERE \(filter)", arguments: arguments)
        while let row = try rows.next() {
            var image = Self.image(row)
            image["journal_rowid"] = nil
            images[row["journal_rowid"]] = image
        }
        return images
    }

    static func image(_ row: Row) -> RowImage {
        var image: RowImage = [:]
        for (column, value) in row {
            switch value.storage {
            case .null: image[column] = .null
            case .int64(let number): image[column] = .integer(number)
            case .double(let number): image[column] = .real(number)
            case .string(let text): image[column] = .text(text)
            case .blob(let data): image[column] = .blob(data)
            }
        }
        return image
    }
}
