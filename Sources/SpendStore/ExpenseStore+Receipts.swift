import GRDB
import SpendBooks
import SpendCore

/// A stored receipt. Its fields as read are JSON (`reading`), owned by the server's
/// receipt code; the store keeps them, the image's name and the link to the expense.
public struct ReceiptRecord: Sendable {
    public let id: Int64
    public let uid: String
    public let folder: String
    public let imageHash: String
    public let imageType: String
    public let imageBytes: Int64
    public let reading: String
    public let readBy: String
    public let visionState: String
    public let ocrText: String
    public let createdAt: String
    /// The expense that confirmed it; nil while it is pending.
    public let expenseID: Int64?

    public var status: String { expenseID == nil ? "pending" : "confirmed" }
}

public struct NewReceipt: Sendable {
    public var folder: String
    public var imageHash: String
    public var imageType: String
    public var imageBytes: Int64
    public var reading: String
    public var readBy: String
    public var visionState: String
    public var ocrText: String

    public init(folder: String, imageHash: String, imageType: String, imageBytes: Int64, reading: String, readBy: String,
                visionState: String, ocrText: String) {
        self.folder = folder
        self.imageHash = imageHash
        self.imageType = imageType
        self.imageBytes = imageBytes
        self.reading = reading
        self.readBy = readBy
        self.visionState = visionState
        self.ocrText = ocrText
    }
}

public enum ReceiptStoreError: Error, Equatable, CustomStringConvertible {
    case notFound(Int64)
    case alreadyConfirmed(Int64, expense: Int64)

    public var description: String {
        switch self {
        case .notFound(let id): "No receipt #\(id)"
        case .alreadyConfirmed(let id, let expense): "Receipt #\(id) is already confirmed as expense #\(expense)"
        }
    }
}

extension ExpenseStore {
    private static let receiptSelect = """
        SELECT r.*, (SELECT e.id FROM expenses e WHERE e.receipt_id = r.id LIMIT 1) AS expense_id FROM receipts r
        """

    public func addReceipt(_ new: NewReceipt) async throws -> ReceiptRecord {
        try await commits.write { db in
            try db.execute(sql: """
                INSERT INTO receipts (uid, folder, image_hash, image_type, image_bytes, reading, read_by, vision_state, ocr_text, created_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: [Self.newUID(), new.folder, new.imageHash, new.imageType, new.imageBytes, new.reading, new.readBy,
                                 new.visionState, new.ocrText, Self.timestamp()])
            return try Self.receipt(db, id: db.lastInsertedRowID)!
        }
    }

    public func receipt(id: Int64) async throws -> ReceiptRecord? {
        try await pool.read { db in try Self.receipt(db, id: id) }
    }

    /// Newest first; `status` is pending or confirmed, `month` the month it was added or,
    /// once confirmed, its expense's month.
    public func receipts(folder: String?, status: String?, month: Month?, limit: Int) async throws -> [ReceiptRecord] {
        try await pool.read { db in
            var conditions: [String] = []
            var arguments: StatementArguments = []
            if let folder {
                conditions.append("folder = ?")
                arguments += [folder]
            }
            let records = try Row.fetchAll(db, sql: Self.receiptSelect + (conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND "))
                                                + " ORDER BY r.id DESC", arguments: arguments).map(Self.record)
            var filtered = records.filter { status == nil || $0.status == status }
            if let month {
                filtered = try filtered.filter { record in
                    guard let expense = record.expenseID else { return record.createdAt.hasPrefix(month.iso) }
                    let date = try String.fetchOne(db, sql: "SELECT date FROM expenses WHERE id = ?", arguments: [expense]) ?? ""
                    return date.hasPrefix(month.iso)
                }
            }
            return Array(filtered.prefix(limit))
        }
    }

    public func moveReceipt(id: Int64, to folder: String) async throws -> ReceiptRecord {
        try await commits.write { db in
            try db.execute(sql: "UPDATE receipts SET folder = ? WHERE id = ?", arguments: [folder, id])
            guard db.changesCount == 1, let record = try Self.receipt(db, id: id) else { throw ReceiptStoreError.notFound(id) }
            return record
        }
    }

    /// A new reading (a vision model's, after the receipt waited for it).
    public func updateReceiptReading(id: Int64, reading: String, readBy: String, visionState: String) async throws {
        try await commits.write { db in
            try db.execute(sql: "UPDATE receipts SET reading = ?, read_by = ?, vision_state = ? WHERE id = ?",
                           arguments: [reading, readBy, visionState, id])
        }
    }

    /// Receipts waiting for the vision model, oldest first.
    public func queuedReceipts(limit: Int) async throws -> [ReceiptRecord] {
        try await pool.read { db in
            try Row.fetchAll(db, sql: Self.receiptSelect + " WHERE r.vision_state = 'queued' ORDER BY r.id LIMIT ?", arguments: [limit])
                .map(Self.record)
        }
    }

    /// Removes the receipt (its expense, if any, stays and forgets it). Returns the record
    /// and whether another receipt still uses the same image, which then must stay.
    public func deleteReceipt(id: Int64, onlyPending: Bool) async throws -> (record: ReceiptRecord, imageShared: Bool) {
        try await commits.write { db in
            guard let record = try Self.receipt(db, id: id) else { throw ReceiptStoreError.notFound(id) }
            if onlyPending, let expense = record.expenseID { throw ReceiptStoreError.alreadyConfirmed(id, expense: expense) }
            try db.execute(sql: "UPDATE expenses SET receipt_id = NULL WHERE receipt_id = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM receipts WHERE id = ?", arguments: [id])
            let shared = try Bool.fetchOne(db, sql: "SELECT 1 FROM receipts WHERE image_hash = ?", arguments: [record.imageHash]) == true
            return (record, shared)
        }
    }

    /// Every image a receipt names: the rest of the image directory is left over.
    public func receiptImageHashes() async throws -> Set<String> {
        try await pool.read { db in Set(try String.fetchAll(db, sql: "SELECT DISTINCT image_hash FROM receipts")) }
    }

    static func receipt(_ db: Database, id: Int64) throws -> ReceiptRecord? {
        try Row.fetchOne(db, sql: receiptSelect + " WHERE r.id = ?", arguments: [id]).map(record)
    }

    private static func record(_ row: Row) -> ReceiptRecord {
        ReceiptRecord(id: row["id"], uid: row["uid"], folder: row["folder"], imageHash: row["image_hash"], imageType: row["image_type"],
                      imageBytes: row["image_bytes"], reading: row["reading"], readBy: row["read_by"], visionState: row["vision_state"],
                      ocrText: row["ocr_text"], createdAt: row["created_at"], expenseID: row["expense_id"])
    }
}

extension ExpenseStore {
    /// Expenses confirmed from receipts: what an import must not store again when the
    /// bank lists the same purchase.
    static func receiptPurchases(_ db: Database) throws -> [ReceiptMatcher.Purchase] {
        try Row.fetchAll(db, sql: "SELECT id, receipt_id, date, amount_minor, currency FROM expenses WHERE receipt_id IS NOT NULL")
            .compactMap { row in
                guard let day = Day(iso: row["date"]) else { return nil }
                return ReceiptMatcher.Purchase(expense: row["id"], receipt: row["receipt_id"], day: day, minor: row["amount_minor"],
                                               currency: row["currency"])
            }
    }
}
