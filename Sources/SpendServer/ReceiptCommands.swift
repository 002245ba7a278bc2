import Foundation
import SpendCore
import SpendProtocol
import SpendReceiptImaging
import SpendReceipts
import SpendStore

/// `receipt` and `receipts`: a photo read into a pending receipt, reviewed, confirmed as
/// an expense (with corrections) or discarded; folders, PDFs, the vision queue.
enum ReceiptCommands {
    static let folders = ["private", "work"]

    static func receipt(_ call: Invocation) async throws -> JSONValue {
        let action = call.arguments.string("action")!.lowercased()
        do {
            switch action {
            case "read", "add": return try await read(call)
            case "show": return .object([("receipt", call.daemon.receipts.json(try await record(call)))])
            case "confirm": return try await confirm(call)
            case "discard", "delete": return try await remove(call, onlyPending: action == "discard")
            case "move": return try await move(call)
            case "pdf": return try await pdf(call)
            case "retry": return try await retry(call)
            default:
                throw call.error(.badArguments, "Unknown action '\(action)': read, show, confirm, discard, delete, move, pdf or retry")
            }
        } catch let error as ReceiptStoreError {
            switch error {
            case .notFound: throw call.error(.notFound, error.description)
            case .alreadyConfirmed: throw call.error(.alreadyConfirmed, error.description)
            }
        } catch let refusal as ImageFormat.Refusal {
            let name = call.arguments.string("name") ?? call.arguments.string("path") ?? "the file"
            throw call.error(.badImage, "Cannot read \(name) as a receipt: \(refusal.description)")
        } catch let failure as ReceiptOCR.Failure {
            if case .undecodable = failure { throw call.error(.badImage, "Cannot read \(call.arguments.string("name") ?? "the file") as a receipt: \(failure.description)") }
            throw call.error(.ocrFailed, failure.description)
        }
    }

    /// `receipts [folder=work] [status=pending] [month=2026-11] [limit=50]`, newest first.
    static func list(_ call: Invocation) async throws -> JSONValue {
        let folder = try folderArgument(call)
        let status = call.arguments.string("status")?.lowercased()
        if let status, !["pending", "confirmed"].contains(status) { throw call.error(.badArguments, "status must be pending or confirmed") }
        let limit = Int(call.arguments.integer("limit") ?? 50)
        guard (1...10_000).contains(limit) else { throw call.error(.badArguments, "limit must be between 1 and 10000") }
        let records = try await call.daemon.store.receipts(folder: folder, status: status, month: call.arguments.month("month"), limit: limit)
        return .object([("count", .int(records.count)), ("receipts", .array(records.map(call.daemon.receipts.json)))])
    }

    private static func read(_ call: Invocation) async throws -> JSONValue {
        let folder = try folderArgument(call) ?? "private"
        let source = try UploadCommands.source(call)
        defer { if let upload = source.upload { call.session.uploads.discard(upload) } }
        let bytes = try readFile(source.path, name: source.name, call)
        let (record, ocrSeconds) = try await call.daemon.receipts.read(bytes, folder: folder, daemon: call.daemon, today: call.today) { stage in
            try await call.emit("receipt.progress", [("stage", .string(stage))])
        }
        return .object([("receipt", call.daemon.receipts.json(record)), ("ocr_seconds", .double((ocrSeconds * 1000).rounded() / 1000))])
    }

    /// At most the image limit plus one byte is read, so an endless file is refused, not held.
    private static func readFile(_ path: String, name: String, _ call: Invocation) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { throw call.error(.cannotRead, "Cannot read \(name): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw call.error(.cannotRead, "\(name) is not a regular file")
        }
        var bytes = [UInt8](repeating: 0, count: ImageFormat.maximumBytes + 1)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw call.error(.cannotRead, "Cannot read \(name): \(String(cString: strerror(errno)))") }
            if count == 0 { break }
            filled += count
        }
        return Array(bytes[0..<filled])
    }

    /// Stores the expense the receipt shows, with the user's corrections (`total=23.40
    /// category=Groceries`), linked to the receipt in the same transaction.
    private static func confirm(_ call: Invocation) async throws -> JSONValue {
        let record = try await record(call)
        if let expense = record.expenseID { throw ReceiptStoreError.alreadyConfirmed(record.id, expense: expense) }
        guard let reading = ReceiptJSON.decode((try? JSONValue.parse(record.reading)) ?? .null) else {
            throw call.error(.internalError, "Receipt #\(record.id)'s reading cannot be read back")
        }
        // "total" is what a receipt calls the amount.
        let fields = call.arguments.fields("fields").map { ($0.0 == "total" ? "amount" : $0.0, $0.1) }
        let currency = reading.currency.value
        guard let total = reading.totalMinor?.value ?? (fields.contains { $0.0 == "amount" } ? 1 : nil) else {
            throw call.error(.noAmount, "No total was read from receipt #\(record.id): confirm it with total=<amount>")
        }
        let merchant = reading.merchant?.value
        var draft = ExpenseDraft(money: Money(minorUnits: total, currency: currency),
                                 category: reading.category?.value ?? DefaultCategory.other.rawValue,
                                 categoryConfidence: reading.category?.confidence ?? 0.3, categorySource: .lexicon,
                                 description: merchant.map { "Receipt: \($0)" } ?? "Receipt #\(record.id)",
                                 merchant: merchant, person: nil, date: reading.date?.value ?? call.today)
        if !fields.isEmpty {
            let categories = try await call.daemon.store.categoryNames()
            try FieldChanges.apply(fields, to: &draft, categories: categories, today: call.today, call: call)
        }
        let stored = try await ExpenseCommands.store(draft, rawText: nil, source: "receipt", receiptID: record.id, daemon: call.daemon)
        let confirmed = try await call.daemon.store.receipt(id: record.id)
        return .object([("receipt", confirmed.map(call.daemon.receipts.json) ?? .null), ("expense", stored.json),
                        ("budget_alerts", BudgetCommands.announce(stored.alerts, call))])
    }

    private static func remove(_ call: Invocation, onlyPending: Bool) async throws -> JSONValue {
        let id = try receiptID(call)
        let (record, shared) = try await call.daemon.store.deleteReceipt(id: id, onlyPending: onlyPending)
        if !shared { call.daemon.receipts.images.remove(hash: record.imageHash, type: record.imageType) }
        call.daemon.logger.info(onlyPending ? "receipt discarded" : "receipt deleted", metadata: ["id": "\(id)"])
        return .object([(onlyPending ? "discarded" : "deleted", .int(id)), ("expense", record.expenseID.map(JSONValue.int) ?? .null)])
    }

    private static func move(_ call: Invocation) async throws -> JSONValue {
        let id = try receiptID(call)
        guard let folder = try folderArgument(call) else { throw call.error(.badArguments, "move needs folder=private or folder=work") }
        return .object([("receipt", call.daemon.receipts.json(try await call.daemon.store.moveReceipt(id: id, to: folder)))])
    }

    private static func retry(_ call: Invocation) async throws -> JSONValue {
        guard call.daemon.receipts.vision != nil else {
            throw call.error(.badArguments, "No vision endpoint is configured (vision_url): receipts are read locally at once")
        }
        let results = await call.daemon.receipts.retryQueued(daemon: call.daemon, today: call.today)
        let waiting = try await call.daemon.store.queuedReceipts(limit: 10_000).count
        return .object([("processed", .int(results.count)), ("waiting", .int(waiting)), ("results", .array(results))])
    }

    /// One receipt (`receipt pdf 7`) or a folder's month (`receipt pdf folder=work
    /// month=2026-11`), as a PDF the daemon writes to `path` or streams as base64
    /// `receipt.pdf.data` events for the client to write.
    private static func pdf(_ call: Invocation) async throws -> JSONValue {
        let daemon = call.daemon
        var records: [ReceiptRecord]
        let heading: String
        if call.arguments.integer("receipt") != nil {
            records = [try await record(call)]
            heading = "Receipt #\(records[0].id)"
        } else {
            guard let folder = try folderArgument(call), let month = call.arguments.month("month") else {
                throw call.error(.badArguments, "pdf needs a receipt id, or folder=private|work and month=YYYY-MM")
            }
            records = try await daemon.store.receipts(folder: folder, status: nil, month: month, limit: 10_000).reversed()
            guard !records.isEmpty else { throw call.error(.notFound, "No receipts in the \(folder) folder for \(month.iso)") }
            heading = "\(folder.capitalized) receipts, \(month.name) \(month.year)"
        }
        let pages = try records.map { record in
            ReceiptPDF.Page(image: try daemon.receipts.images.load(hash: record.imageHash, type: record.imageType),
                            title: title(record), details: details(record))
        }
        let target = call.arguments.string("path")
        if let target {
            guard target.hasPrefix("/") else { throw call.error(.badArguments, "path must be absolute (spend writes the file for you)") }
            try ProtectedPaths.checkTarget(target, call)
        }
        let staging = call.session.uploads.stagingPath()
        defer { unlink(staging) }
        do { try ReceiptPDF.write(pages, heading: heading, to: staging) } catch {
            throw call.error(.cannotWrite, "Cannot make the PDF: \(error)")
        }
        guard let file = FileHandle(forReadingAtPath: staging) else { throw call.error(.cannotWrite, "Cannot read the PDF back") }
        defer { try? file.close() }
        var bytes: Int64 = 0
        if let target {
            guard FileManager.default.createFile(atPath: target + ".partial", contents: nil, attributes: [.posixPermissions: 0o600]),
                  let out = FileHandle(forWritingAtPath: target + ".partial") else {
                throw call.error(.cannotWrite, "Cannot write \(target)")
            }
            while let chunk = try file.read(upToCount: 1 << 20), !chunk.isEmpty { try out.write(contentsOf: chunk); bytes += Int64(chunk.count) }
            try out.synchronize()
            try out.close()
            guard rename(target + ".partial", target) == 0 else { throw call.error(.cannotWrite, "Cannot replace \(target)") }
        } else {
            while let chunk = try file.read(upToCount: StagedUploads.chunkBytes), !chunk.isEmpty {
                try await call.emit("receipt.pdf.data", [("data", .string(chunk.base64EncodedString()))])
                bytes += Int64(chunk.count)
            }
        }
        var reply: [(String, JSONValue)] = [("pages", .int(pages.count)), ("bytes", .int(bytes))]
        if let target { reply.append(("path", .string(target))) }
        return .object(reply)
    }

    private static func title(_ record: ReceiptRecord) -> String {
        let reading = ReceiptJSON.decode((try? JSONValue.parse(record.reading)) ?? .null)
        return reading?.merchant?.value ?? "Receipt #\(record.id)"
    }

    private static func details(_ record: ReceiptRecord) -> [String] {
        guard let reading = ReceiptJSON.decode((try? JSONValue.parse(record.reading)) ?? .null) else { return [] }
        let currency = reading.currency.value
        func money(_ minor: Int64) -> String { Money(minorUnits: minor, currency: currency).formatted }
        var lines = ["Receipt #\(record.id) (\(record.folder), \(record.status))"]
        if let date = reading.date { lines.append("Date: \(date.value.iso)") }
        if let total = reading.totalMinor { lines.append("Total: \(money(total.value)) \(currency.code)") }
        if let subtotal = reading.subtotalMinor { lines.append("Subtotal: \(money(subtotal.value))") }
        if let tax = reading.taxMinor { lines.append("Tax: \(money(tax.value))") }
        if let payment = reading.payment { lines.append("Paid by: \(payment.value.rawValue.uppercased())") }
        if let category = reading.category { lines.append("Category: \(category.value)") }
        if let expense = record.expenseID { lines.append("Expense #\(expense)") }
        if !reading.items.isEmpty { lines.append("Items:") }
        lines += reading.items.map { "  \($0.name)  \(money($0.amountMinor))" }
        return lines
    }

    private static func record(_ call: Invocation) async throws -> ReceiptRecord {
        let id = try receiptID(call)
        guard let record = try await call.daemon.store.receipt(id: id) else { throw ReceiptStoreError.notFound(id) }
        return record
    }

    private static func receiptID(_ call: Invocation) throws -> Int64 {
        guard let id = call.arguments.integer("receipt") else {
            throw call.error(.badArguments, "Name the receipt: receipt \(call.arguments.string("action") ?? "show") <id> (see `receipts`)")
        }
        return id
    }

    private static func folderArgument(_ call: Invocation) throws -> String? {
        guard let folder = call.arguments.string("folder")?.lowercased() else { return nil }
        guard folders.contains(folder) else { throw call.error(.badArguments, "folder must be private or work, not '\(folder)'") }
        return folder
    }
}
