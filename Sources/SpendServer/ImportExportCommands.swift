import Foundation
import SpendBooks
import SpendCore
import SpendProtocol
import SpendStore

/// `import` reads a CSV file the client uploaded (or, for scripts, one by absolute path);
/// `export` streams csv, ledger, beancount or json as `export.data` events (the client
/// writes the user's file), or writes a file the daemon can reach atomically.
enum ImportExportCommands {
    /// Rejected rows listed in one reply; `rejected` is always the exact count.
    static let rejectionLimit = 100
    /// Spending rows handed to the store at a time.
    static let importBatchRows = 5000
    /// Imports at least this large are checkpointed at once (TRUNCATE).
    static let checkpointRows = 10_000
    /// Larger files are refused.
    static let maximumImportBytes = 256 * 1024 * 1024
    /// Rows read from the store at a time, and bytes per streamed event or file write.
    static let exportPageSize = 5000
    static let chunkBytes = 64 * 1024

    // MARK: Import

    static func importCSV(_ call: Invocation) async throws -> JSONValue {
        let args = call.arguments
        let daemon = call.daemon
        let source = try UploadCommands.source(call)
        let name = source.name
        var options = ImportOptions(defaultCurrency: daemon.config.currency)
        if let code = args.string("currency") {
            guard let currency = Currency(code: code) else { throw call.error(.badArguments, "Unknown currency '\(code)'") }
            options.defaultCurrency = currency
        }
        options.format = args.string("format")
        options.date = args.string("date_column").map(ImportOptions.Column.init)
        options.amount = args.string("amount_column").map(ImportOptions.Column.init)
        options.description = args.string("description_column").map(ImportOptions.Column.init)
        options.category = args.string("category_column").map(ImportOptions.Column.init)
        options.currency = args.string("currency_column").map(ImportOptions.Column.init)
        options.merchant = args.string("merchant_column").map(ImportOptions.Column.init)
        options.person = args.string("person_column").map(ImportOptions.Column.init)
        if let format = args.string("date_format") {
            guard let known = ImportOptions.DateFormat(rawValue: format.uppercased()) else {
                throw call.error(.badArguments, "date_format must be one of \(ImportOptions.DateFormat.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            options.dateFormat = known
        }
        options.decimalComma = args.flag("decimal_comma")
        options.spendingNegative = args.flag("negate")
        options.includePending = args.flag("include_pending") ?? false
        let dryRun = args.flag("dry_run") ?? false
        let categories = try await daemon.store.categoryNames()
        if let text = args.string("category_map") {
            options.categoryMap = try categoryMap(text, categories: categories, call)
        }

        let file = try await ImportFile.open(source.path, name: name, limit: maximumImportBytes, call)
        defer {
            file.close()
            if let upload = source.upload { call.session.uploads.discard(upload) }
        }
        let fixedOptions = options
        let scan = try await readingErrors(name, call) {
            try await ImportFile.offPool { try StatementScan.scan(file, options: fixedOptions) }
        }
        let plan = ImportPlan(format: scan.layout.formatID, categories: categories,
                              categoriser: daemon.parser.categoriser, learned: try await daemon.store.learnedPreferences())
        // Money in is income, unless the user says otherwise (income=no).
        let storeIncome = args.flag("income") ?? true
        // The second pass runs inside the import's one write transaction, on the store's
        // writer: rows go to the store a batch at a time, so memory holds a batch, not the file.
        let (stored, read) = try await readingErrors(name, call) {
            try await daemon.store.importExpenses(dryRun: dryRun) { writer in
                var plan = plan
                var reading = StatementReading(scan, rejectionLimit: rejectionLimit)
                var batch: [ImportDraft] = []
                var preview: [ExpenseDraft] = []
                batch.reserveCapacity(importBatchRows)
                try scan.read(file) { outcome in
                    guard case .spending(let row) = outcome else { return reading.count(outcome) }
                    let draft = plan.draft(row)
                    if preview.count < ImportReport.previewLimit { preview.append(draft.draft) }
                    batch.append(draft)
                    if batch.count == importBatchRows {
                        try writer.write(batch)
                        batch.removeAll(keepingCapacity: true)
                    }
                }
                try writer.write(batch)
                let income = storeIncome ? IncomePlan.imports(reading.incoming) : []
                return (income, (reading: reading, unknownCategories: plan.unknownCategories, preview: preview, incomeOffered: income.count))
            }
        }
        daemon.memoryTrim.trimSoon()
        var alerts: JSONValue = .array([])
        if !dryRun, stored.income > 0 {
            daemon.hub.publish(ResponseLine.push(ExpenseEvent.incomeImported.rawValue, [("count", .int(stored.income))]))
        }
        if !dryRun, stored.imported > 0 {
            daemon.hub.publish(ResponseLine.push(ExpenseEvent.imported.rawValue, [("count", .int(stored.imported))]))
            alerts = BudgetCommands.announce(stored.alerts, daemon: daemon)
            daemon.logger.info("imported expenses", metadata: ["count": "\(stored.imported)", "format": "\(scan.layout.formatID)"])
            // A large import leaves a large WAL: fold it into the database now, so a copy of
            // spend.sqlite is whole and the next start does not replay it.
            if stored.imported >= checkpointRows {
                do { try await daemon.store.checkpoint() } catch {
                    daemon.logger.warning("checkpoint after import failed", metadata: ["error": "\(error)"])
                }
            }
        }
        return ImportReport.json(scan, reading: read.reading, unknownCategories: read.unknownCategories, preview: dryRun ? read.preview : nil,
                                 imported: stored.imported, duplicates: stored.duplicates, receipts: stored.receipts,
                                 incomeImported: stored.income, incomeOffered: read.incomeOffered, alerts: alerts)
    }

    /// `work`'s errors reading the file, as the protocol's: bad CSV, or a file whose
    /// columns cannot be found.
    private static func readingErrors<T>(_ name: String, _ call: Invocation, _ work: () async throws -> T) async throws -> T {
        do {
            return try await work()
        } catch let error as CSVError {
            throw ProtocolError(code: "bad_csv", message: "\(name) line \(error.line): \(error.message)", id: call.request.id)
        } catch let error as ImportError {
            throw ProtocolError(code: "bad_mapping", message: "\(name): \(error.message)", id: call.request.id)
        }
    }

    /// The user's map, refused whole when a line is malformed or names a category the
    /// user does not have (a typo would otherwise send rows to Other unnoticed).
    private static func categoryMap(_ text: String, categories: [String], _ call: Invocation) throws -> CategoryMap {
        let map: CategoryMap
        do { map = try CategoryMap(parsing: text) } catch {
            throw ProtocolError(code: "bad_mapping", message: error.message, id: call.request.id)
        }
        let unknown = map.targets.filter { DefaultCategory.resolve($0, among: categories) == nil }.sorted()
        guard unknown.isEmpty else {
            throw call.error(.unknownCategory, "The category map names \(unknown.map { "'\($0)'" }.joined(separator: ", ")), not one of your "
                             + "categories (\(categories.joined(separator: ", "))); fix the map or create it with spend category add")
        }
        return map
    }

    // MARK: Export

    enum Format: String, CaseIterable {
        case csv, ledger, beancount, json
    }

    static func export(_ call: Invocation) async throws -> JSONValue {
        let args = call.arguments
        let store = call.daemon.store
        let formatName = args.string("format")?.lowercased() ?? "csv"
        guard let format = Format(rawValue: formatName == "hledger" ? "ledger" : formatName) else {
            throw call.error(.badArguments, "format must be one of \(Format.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let since = args.day("since")
        let until = args.day("until")
        let path = args.string("path")
        if let path, !path.hasPrefix("/") { throw call.error(.badArguments, "path must be absolute (spend export resolves it for you)") }
        if let path { try ProtectedPaths.checkTarget(path, call) }

        let view = try store.exportView()
        // Income goes into the journals (money into Assets:Cash); csv and json stay Spend's
        // expense files, which import reads back.
        let journal = [.ledger, .beancount].contains(format)
        let income = journal ? try await view.income(since: since, until: until) : (rows: [], firstUse: [], currencies: [])
        let goals = journal ? try await view.goalTransfers(since: since, until: until) : []
        let sink = try ExportSink(path: path, call: call)
        var count = 0
        do {
            var beancount: BeancountExport?
            switch format {
            case .csv: try await sink.write(CSVExport.header)
            case .ledger: try await sink.write(LedgerExport.preamble)
            case .json: try await sink.write("[")
            case .beancount:
                let accounts = try await view.accounts(since: since, until: until)
                let export = BeancountExport(operatingCurrency: call.daemon.config.currency, firstUse: accounts.firstUse,
                                             currencies: accounts.currencies + income.currencies + goals.map(\.money.currency.code),
                                             incomeFirstUse: income.firstUse, goals: goals)
                beancount = export
                try await sink.write(export.preamble)
            }
            var after: (day: Day, id: Int64)?
            while true {
                let page = try await view.page(since: since, until: until, after: after, limit: exportPageSize)
                for record in page {
                    switch format {
                    case .csv: try await sink.write(CSVExport.entry(record))
                    case .ledger: try await sink.write(LedgerExport.entry(record))
                    case .beancount: try await sink.write(beancount!.entry(record))
                    case .json: try await sink.write((count == 0 ? "\n" : ",\n") + ExpenseJSON.encode(record).serialized)
                    }
                    count += 1
                }
                guard let last = page.last, page.count == exportPageSize else { break }
                after = (last.draft.date, last.id)
            }
            for record in income.rows {
                try await sink.write(format == .ledger ? LedgerExport.income(record) : beancount!.income(record))
            }
            for transfer in goals {
                try await sink.write(format == .ledger ? LedgerExport.goal(transfer) : beancount!.goal(transfer))
            }
            if format == .json { try await sink.write(count == 0 ? "]\n" : "\n]\n") }
            try await sink.finish()
        } catch {
            sink.abandon()
            throw error
        }
        var reply: [(String, JSONValue)] = [("format", .string(format.rawValue)), ("count", .int(count)), ("bytes", .int(sink.bytes))]
        if let path { reply.append(("path", .string(path))) }
        return .object(reply)
    }
}

/// Where export text goes: a temporary file renamed over the target once complete (so a
/// reader never sees half a file), or `export.data` events on the request's connection.
final class ExportSink {
    private let call: Invocation
    private let path: String?
    private let temporary: String?
    private let handle: FileHandle?
    private var buffer = ""
    private(set) var bytes = 0

    init(path: String?, call: Invocation) throws {
        self.call = call
        self.path = path
        guard let path else { temporary = nil; handle = nil; return }
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = directory + "/." + name + ".spend-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        guard FileManager.default.createFile(atPath: temporary, contents: nil), let handle = FileHandle(forWritingAtPath: temporary) else {
            throw ProtocolError(code: "cannot_write", message: "Cannot write in \(directory)", id: call.request.id)
        }
        self.temporary = temporary
        self.handle = handle
    }

    func write(_ text: String) async throws {
        buffer += text
        if buffer.utf8.count >= ImportExportCommands.chunkBytes { try await flush() }
    }

    private func flush() async throws {
        guard !buffer.isEmpty else { return }
        bytes += buffer.utf8.count
        if let handle {
            do { try handle.write(contentsOf: Data(buffer.utf8)) } catch {
                throw ProtocolError(code: "cannot_write", message: "Cannot write \(path!): \(error.localizedDescription)", id: call.request.id)
            }
        } else {
            try await call.emit("export.data", [("text", .string(buffer))])
        }
        buffer = ""
    }

    func finish() async throws {
        try await flush()
        guard let handle, let temporary, let path else { return }
        do {
            try handle.synchronize()
            try handle.close()
        } catch {
            throw ProtocolError(code: "cannot_write", message: "Cannot write \(path): \(error.localizedDescription)", id: call.request.id)
        }
        guard rename(temporary, path) == 0 else {
            throw ProtocolError(code: "cannot_write", message: "Cannot replace \(path): \(String(cString: strerror(errno)))", id: call.request.id)
        }
    }

    /// Removes the partial temporary file after a failure; the target is untouched.
    func abandon() {
        try? handle?.close()
        if let temporary { unlink(temporary) }
    }
}
