import Foundation
import Logging
import SpendChatClient
import SpendCore
import SpendStore
import Synchronization

/// What every connection shares: the store, the parser, the settings, the event hub.
public final class Daemon: Sendable {
    public static let version = "0.1.0"

    let store: ExpenseStore
    /// The parser with the custom categories as they are now; replaced after every
    /// category change, so the next phrase already sees a new category or keyword.
    var parser: ExpenseParser { categories.withLock { $0.parser } }
    private let categories: Mutex<(parser: ExpenseParser, issued: Int, applied: Int)>
    let config: DaemonConfig
    let logger: Logger
    let hub = EventHub()
    let memoryTrim = MemoryTrim()
    /// The configured language model, or nil for the built-in assistant.
    let chat: ChatClient?
    let conversations = Conversations()
    /// Speech to expenses: the transcription endpoint and the spool of recordings.
    public let voice: VoicePipeline
    /// The microphone: one recording at a time, daemon-wide.
    let recorder = Recorder()
    /// Desktop notifications over the session bus.
    public let notifier: Notifier
    /// Receipt photos: OCR, the vision model and its queue, the image files.
    public let receipts: ReceiptDesk
    let startedAt = ContinuousClock.now
    private let clock = TodayClock()
    private let counters = Mutex<(connections: Int, total: Int)>((0, 0))

    public init(config: DaemonConfig, store: ExpenseStore, logger: Logger, chat: ChatClient? = nil,
                transcriptionAPIKey: String? = nil, visionAPIKey: String? = nil) {
        self.config = config
        self.store = store
        self.logger = logger
        self.chat = chat
        notifier = Notifier(policy: config.notifications, store: store, logger: logger)
        voice = VoicePipeline(settings: config.transcription, databasePath: config.databasePath, apiKey: transcriptionAPIKey)
        receipts = ReceiptDesk(settings: config.receipts, databasePath: config.databasePath, visionAPIKey: visionAPIKey)
        var custom: [CustomCategory] = []
        do { custom = try store.customCategoriesNow() } catch {
            logger.error("cannot read custom categories; parsing with the defaults", metadata: ["error": "\(error)"])
        }
        categories = Mutex((ExpenseParser(defaultCurrency: config.currency, categoriser: Categoriser(custom: custom)), 0, 0))
    }

    /// Rebuilds the parser from the store after a category change. Each reload takes a
    /// ticket after its change committed; a slower reload with an older ticket never
    /// replaces a newer one's parser.
    func reloadCategories() async throws {
        let ticket = categories.withLock { $0.issued += 1; return $0.issued }
        let custom = try await store.customCategories()
        let parser = ExpenseParser(defaultCurrency: config.currency, categoriser: Categoriser(custom: custom))
        categories.withLock { state in
            if ticket > state.applied { state = (parser, state.issued, ticket) }
        }
    }

    /// Today in the local time zone: what "yesterday" is relative to.
    func today() -> Day { clock.today() }

    func connectionOpened() -> UInt64 {
        counters.withLock { $0.connections += 1; $0.total += 1; return UInt64($0.total) }
    }

    func connectionClosed() {
        counters.withLock { $0.connections -= 1 }
        memoryTrim.trimSoon()
    }

    var openConnections: Int { counters.withLock { $0.connections } }
}
