import Foundation
import Logging
import SpendChatClient
import SpendCore
import SpendProtocol
import SpendReceiptImaging
import SpendReceipts
import SpendStore

/// A photo becomes a pending receipt: checked by its bytes, stored once by its hash, read
/// by Tesseract (always: the offline path, and the fallback), and by the vision model when
/// one is configured. When that model cannot be reached the receipt keeps its local
/// reading and waits in the queue, re-read periodically and on `retry`, so nothing waits
/// on the network and nothing is lost.
public final class ReceiptDesk: Sendable {
    let ocr: ReceiptOCR
    let vision: ChatClient?
    let images: ReceiptImages
    let retryInterval: Int

    init(settings: ReceiptSettings, databasePath: String, visionAPIKey: String?) {
        ocr = ReceiptOCR(languages: settings.ocrLanguages)
        images = ReceiptImages(directory: ReceiptImages.directory(forDatabase: databasePath))
        retryInterval = settings.visionRetryInterval
        vision = settings.visionURL.map { url in
            ChatClient(endpoint: ChatEndpoint(baseURL: url, model: settings.visionModel, apiKey: visionAPIKey,
                                              connectTimeout: .seconds(settings.visionTimeout), idleTimeout: .seconds(settings.visionTimeout),
                                              maxTokens: 2048),
                       httpClient: ChatClient.makeHTTPClient())
        }
    }

    /// What the vision model made of a receipt.
    enum VisionOutcome {
        case read(ReceiptReading)
        /// Down, slow or overloaded: worth asking again later.
        case unreachable(String)
        /// It answered, but not with a reading that passes the checks.
        case rejected(String)
    }

    /// Reads a photo into a new pending receipt. `progress` hears each stage. Also returns
    /// the seconds Tesseract and the image preparation took.
    func read(_ bytes: [UInt8], folder: String, daemon: Daemon, today: Day,
              progress: @Sendable (String) async throws -> Void) async throws -> (record: ReceiptRecord, ocrSeconds: Double) {
        let format = try ImageFormat.check(bytes).format
        try await progress("ocr")
        let parser = ReceiptTextParser(defaultCurrency: daemon.config.currency)
        let local = try await ocr.read(bytes) { text in
            // A total the printed sums agree on, a date and a shop: a second reading would add nothing.
            let reading = parser.read(text, today: today)
            return (reading.totalMinor?.confidence ?? 0) >= 0.9 && reading.date != nil && reading.merchant != nil
        }
        // A `cancel` (or a client gone) while Tesseract ran: nothing is stored. (An image
        // stored below without its row, after a crash, is swept at the next start.)
        try Task.checkCancellation()
        let hash = try images.save(bytes, format: format)
        var reading = parser.read(local.text, today: today)
        reading.category = try await categoryGuess(reading, daemon: daemon)
        var readBy = "ocr"
        var visionState = "none"
        if vision != nil {
            try await progress("vision")
            switch await askVision(bytes, format: format, daemon: daemon, today: today) {
            case .read(let answer):
                reading = try await merged(answer, daemon: daemon)
                (readBy, visionState) = ("vision", "done")
            case .unreachable(let reason):
                visionState = "queued"
                daemon.logger.notice("vision endpoint unreachable; the receipt waits for it", metadata: ["reason": "\(reason)"])
            case .rejected(let reason):
                visionState = "rejected"
                daemon.logger.warning("vision answer rejected; the local reading stays", metadata: ["reason": "\(reason)"])
            }
        }
        try Task.checkCancellation()
        let record = try await daemon.store.addReceipt(NewReceipt(
            folder: folder, imageHash: hash, imageType: format.rawValue, imageBytes: Int64(bytes.count),
            reading: ReceiptJSON.encode(reading).serialized, readBy: readBy, visionState: visionState, ocrText: local.text))
        let ocrSeconds = local.prepareSeconds + local.recogniseSeconds
        daemon.logger.info("receipt read", metadata: ["id": "\(record.id)", "by": "\(readBy)", "ocr_seconds": "\(String(format: "%.2f", ocrSeconds))"])
        return (record, ocrSeconds)
    }

    /// Re-reads the receipts waiting for the vision model; returns what became of each.
    func retryQueued(daemon: Daemon, today: Day) async -> [JSONValue] {
        guard vision != nil, let queued = try? await daemon.store.queuedReceipts(limit: 100) else { return [] }
        var results: [JSONValue] = []
        for record in queued {
            guard let bytes = try? images.load(hash: record.imageHash, type: record.imageType),
                  let format = ImageFormat(rawValue: record.imageType) else { continue }
            let state: String
            switch await askVision(bytes, format: format, daemon: daemon, today: today) {
            case .read(let answer):
                // A receipt confirmed meanwhile keeps the expense the user reviewed.
                if let merged = try? await merged(answer, daemon: daemon), record.expenseID == nil {
                    try? await daemon.store.updateReceiptReading(id: record.id, reading: ReceiptJSON.encode(merged).serialized,
                                                                 readBy: "vision", visionState: "done")
                } else {
                    try? await daemon.store.updateReceiptReading(id: record.id, reading: record.reading, readBy: record.readBy, visionState: "done")
                }
                state = "read"
            case .unreachable:
                state = "queued"
            case .rejected(let reason):
                try? await daemon.store.updateReceiptReading(id: record.id, reading: record.reading, readBy: record.readBy, visionState: "rejected")
                daemon.logger.warning("vision answer rejected; the local reading stays", metadata: ["id": "\(record.id)", "reason": "\(reason)"])
                state = "rejected"
            }
            results.append(.object([("receipt", .int(record.id)), ("status", .string(state))]))
            if state == "queued" { break }  // Still down: the rest wait for the next round.
        }
        return results
    }

    public func startPeriodicRetry(daemon: Daemon) -> Task<Void, Never>? {
        guard vision != nil, retryInterval > 0 else { return nil }
        return Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(retryInterval))
                guard !Task.isCancelled else { break }
                let results = await retryQueued(daemon: daemon, today: daemon.today())
                if !results.isEmpty { daemon.logger.info("re-read queued receipts", metadata: ["count": "\(results.count)"]) }
            }
        }
    }

    public func shutdown() async { await vision?.shutdown() }

    private func askVision(_ bytes: [UInt8], format: ImageFormat, daemon: Daemon, today: Day) async -> VisionOutcome {
        guard let vision else { return .unreachable("no vision endpoint") }
        let categories = (try? await daemon.store.categoryNames()) ?? DefaultCategory.allCases.map(\.rawValue)
        let image = "data:\(format.mimeType);base64," + Data(bytes).base64EncodedString()
        do {
            let content = try await vision.complete([.system(VisionAnswer.instructions), .user("Read this receipt.", imageURL: image)],
                                                   jsonSchema: VisionAnswer.schema(categories: categories), schemaName: "receipt")
            return .read(try VisionAnswer.reading(from: content, today: today, defaultCurrency: daemon.config.currency, categories: categories))
        } catch let rejection as VisionAnswer.Rejection {
            return .rejected(rejection.description)
        } catch let error as ChatError where ["unauthorized", "bad_stream"].contains(error.code) {
            return .rejected(error.message)
        } catch {
            return .unreachable((error as? ChatError)?.message ?? "\(error)")
        }
    }

    /// A model's reading with the daemon's category guess when the model chose none.
    private func merged(_ answer: ReceiptReading, daemon: Daemon) async throws -> ReceiptReading {
        var reading = answer
        if reading.category == nil { reading.category = try await categoryGuess(reading, daemon: daemon) }
        return reading
    }

    /// The category from the merchant (a known brand, a learned correction) and the items.
    private func categoryGuess(_ reading: ReceiptReading, daemon: Daemon) async throws -> ReceiptReading.Field<String> {
        let guess = daemon.parser.categoriser.guess(description: reading.itemWords, merchant: reading.merchant?.value,
                                                    learned: try await daemon.store.learnedPreferences())
        return .init(guess.category, confidence: guess.confidence)
    }

    // MARK: Wire shape

    func json(_ record: ReceiptRecord) -> JSONValue {
        let reading = (try? JSONValue.parse(record.reading)) ?? .null
        let decoded = ReceiptJSON.decode(reading)
        return .object([
            ("id", .int(record.id)), ("uid", .string(record.uid)), ("status", .string(record.status)), ("folder", .string(record.folder)),
            ("merchant", .optional(decoded?.merchant?.value)), ("date", .optional(decoded?.date?.value.iso)),
            ("total", reading["total"]?["value"] ?? .null), ("currency", .optional(decoded?.currency.value.code)),
            ("category", .optional(decoded?.category?.value)),
            ("fields", reading), ("read_by", .string(record.readBy)), ("vision", .string(record.visionState)),
            ("expense", record.expenseID.map(JSONValue.int) ?? .null),
            ("image", .string(images.path(hash: record.imageHash, type: record.imageType))), ("image_type", .string(record.imageType)),
            ("image_bytes", .int(record.imageBytes)), ("created_at", .string(record.createdAt)),
        ])
    }
}

extension Daemon {
    /// Images no receipt names (a crash between storing the photo and its row) are removed
    /// before the daemon serves.
    public func sweepReceiptImages() async {
        guard let hashes = try? await store.receiptImageHashes() else { return }
        let removed = receipts.images.sweep(keeping: hashes)
        if removed > 0 { logger.notice("removed receipt images no receipt names", metadata: ["count": "\(removed)"]) }
    }
}
