import ArgumentParser
import Dispatch
import Foundation
import Logging
import SpendChatClient
import SpendProtocol
import SpendServer
import SpendStore

@main
struct SpendDaemonCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spendd",
        abstract: "The Spend daemon: records expenses and answers over a Unix socket.",
        discussion: """
            Runs in the foreground (systemd, or a terminal). Talk to it with `spend`, or by hand:
              echo 'add 45 dollars on uber' | socat - UNIX-CONNECT:$XDG_RUNTIME_DIR/spend/spendd.sock

            Settings come from, lowest first: built-in defaults, the config file
            ($XDG_CONFIG_HOME/spend/spendd.conf, `key = value` lines), environment, flags.
            Config keys and their environment variables:
            \(DaemonConfig.keys.map { "  \($0.key) (\($0.env))\n      \($0.help)" }.joined(separator: "\n"))
            """,
        version: Daemon.version)

    @Option(name: .long, help: ArgumentHelp("Unix socket to listen on.", valueName: "path"))
    var socket: String?

    @Option(name: .long, help: ArgumentHelp("SQLite database file.", valueName: "path"))
    var database: String?

    @Option(name: .long, help: ArgumentHelp("Config file (default $XDG_CONFIG_HOME/spend/spendd.conf).", valueName: "path"))
    var config: String?

    @Option(name: .long, help: ArgumentHelp("Currency for phrases that name none, e.g. EUR.", valueName: "code"))
    var currency: String?

    @Option(name: .long, help: ArgumentHelp("Log level: trace, debug, info, notice, warning, error.", valueName: "level"))
    var logLevel: String?

    @Option(name: .customLong("chat-url"), help: ArgumentHelp("OpenAI-compatible endpoint for the assistant (default: built-in).", valueName: "url"))
    var chatURL: String?

    @Option(name: .customLong("chat-model"), help: ArgumentHelp("Model name for the chat endpoint.", valueName: "name"))
    var chatModel: String?

    @Option(name: .customLong("voice-source"), help: ArgumentHelp("PulseAudio source `listen` records from (see `pactl list short sources`).", valueName: "name"))
    var voiceSource: String?

    @Option(name: .customLong("voice-silence-timeout"), help: ArgumentHelp("Seconds of silence that end a recording (default 10).", valueName: "seconds"))
    var voiceSilenceTimeout: String?

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        var settings = DaemonConfig.defaults(environment: environment)
        do {
            let configPath = config ?? DaemonConfig.defaultConfigPath(environment: environment)
            if let text = try? String(contentsOfFile: configPath, encoding: .utf8) {
                try settings.apply(file: text, path: configPath)
            } else if config != nil || FileManager.default.fileExists(atPath: configPath) {
                // A config that is there but unreadable must not be silently replaced by defaults.
                throw ConfigError("cannot read config file \(configPath) (permissions, or not UTF-8 text)")
            }
            try settings.apply(environment: environment)
            for (key, value) in [("socket", socket), ("database", database), ("currency", currency), ("log_level", logLevel),
                                 ("chat_url", chatURL), ("chat_model", chatModel), ("voice_source", voiceSource),
                                 ("voice_silence_timeout", voiceSilenceTimeout)] {
                if let value { try settings.set(key, value, origin: "--\(key.replacingOccurrences(of: "_", with: "-"))") }
            }
            try settings.voice.validate()
        } catch let error as ConfigError {
            throw ValidationError(error.description)
        }

        let level = Logger.Level(rawValue: settings.logLevel) ?? .info
        LoggingSystem.bootstrap { label in
            var handler = JournaldLogHandler(label: label)
            handler.logLevel = level
            return handler
        }
        let logger = Logger(label: "spendd")
        signal(SIGPIPE, SIG_IGN)
        raiseOpenFileLimit(logger)
        // Expenses are private: the database, its WAL and the socket are the user's alone.
        umask(0o077)

        let store: ExpenseStore
        do {
            try PrivateDirectory.prepare((settings.databasePath as NSString).deletingLastPathComponent, for: "database")
            StagedUploads.sweep(directory: StagedUploads.directory(forDatabase: settings.databasePath))
            let existed = FileManager.default.fileExists(atPath: settings.databasePath)
            store = try ExpenseStore(path: settings.databasePath)
            // Said at start, so a database moved away while spendd ran is noticed here.
            if !existed { logger.notice("no database at this path: created a new, empty one", metadata: ["path": "\(settings.databasePath)"]) }
        } catch {
            logger.critical("cannot open database", metadata: ["path": "\(settings.databasePath)", "error": "\(error)"])
            throw ExitCode(1)
        }

        // A password in a URL is a credential too: a server that echoes it gets it redacted.
        // (The user name alone is no secret, and could be a common word.)
        for url in [settings.chatURL, settings.transcription.url, settings.receipts.visionURL].compactMap({ $0 }) {
            Redaction.register(URLComponents(string: url)?.password)
        }
        var chat: ChatClient?
        if let url = settings.chatURL {
            let key: String?
            do { key = try settings.chatAPIKey(environment: environment) } catch let error as ConfigError {
                logger.critical("\(error.description)")
                throw ExitCode(1)
            }
            Redaction.register(key)
            chat = ChatClient(endpoint: ChatEndpoint(baseURL: url, model: settings.chatModel, apiKey: key,
                                                     connectTimeout: .seconds(settings.chatTimeout),
                                                     idleTimeout: .seconds(settings.chatTimeout)),
                              httpClient: ChatClient.makeHTTPClient())
            logger.info("assistant uses a chat endpoint", metadata: ["url": "\(url)", "model": "\(settings.chatModel)",
                                                                     "api_key": "\(key == nil ? "none" : "set")"])
        }
        let transcriptionKey: String?
        do { transcriptionKey = try settings.transcription.apiKey(environment: environment) } catch let error as ConfigError {
            logger.critical("\(error.description)")
            throw ExitCode(1)
        }
        Redaction.register(transcriptionKey)
        logger.info("voice uses a transcription endpoint", metadata: [
            "url": "\(settings.transcription.endpoint(apiKey: nil).url)", "model": "\(settings.transcription.model)",
            "api_key": "\(transcriptionKey == nil ? "none" : "set")"])
        let visionKey: String?
        do { visionKey = try settings.receipts.apiKey(environment: environment) } catch let error as ConfigError {
            logger.critical("\(error.description)")
            throw ExitCode(1)
        }
        Redaction.register(visionKey)
        if let url = settings.receipts.visionURL {
            logger.info("receipts are also read by a vision endpoint", metadata: [
                "url": "\(url)", "model": "\(settings.receipts.visionModel)", "api_key": "\(visionKey == nil ? "none" : "set")"])
        }
        let daemon = Daemon(config: settings, store: store, logger: logger, chat: chat, transcriptionAPIKey: transcriptionKey,
                            visionAPIKey: visionKey)
        await daemon.sweepReceiptImages()
        await daemon.notifier.start()
        // Recurring expenses that fell due while the daemon was stopped are posted before
        // it listens, so the first client already sees them.
        do { try await daemon.postDueRecurring() } catch {
            logger.error("posting recurring expenses failed", metadata: ["error": "\(error)"])
        }
        let recurring = Task { await daemon.runRecurringSchedule() }
        defer { recurring.cancel() }
        let heldNotifications = Task { await daemon.notifier.runSchedule() }
        defer { heldNotifications.cancel() }
        let server = SocketServer(daemon: daemon)
        // SIGHUP (a closed terminal) stops cleanly like SIGTERM; SIGUSR1/2 would kill the
        // process by their default action, so they are ignored.
        for number in [SIGUSR1, SIGUSR2] { signal(number, SIG_IGN) }
        let signals = [SIGTERM, SIGINT, SIGHUP].map { number -> DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                logger.info("shutting down", metadata: ["signal": "\(number)"])
                Systemd.notify("STOPPING=1")
                server.shutdown()
            }
            source.resume()
            return source
        }
        defer { signals.forEach { $0.cancel() } }

        let watchdog = Systemd.watchdogInterval.map { interval in
            Task {
                while !Task.isCancelled {
                    Systemd.notify("WATCHDOG=1")
                    try? await Task.sleep(for: interval)
                }
            }
        }
        defer { watchdog?.cancel() }
        let voiceRetries = daemon.voice.startPeriodicRetry(daemon: daemon)
        defer { voiceRetries?.cancel() }
        let receiptRetries = daemon.receipts.startPeriodicRetry(daemon: daemon)
        defer { receiptRetries?.cancel() }

        do {
            try await server.run(inheritedSocket: Systemd.takeListenSocket()) { listening in
                Systemd.notify("READY=1\nSTATUS=Listening on \(listening)")
            }
        } catch let error as ConfigError {
            logger.critical("\(error.description)")
            await chat?.shutdown()
            await daemon.voice.shutdown()
            await daemon.receipts.shutdown()
            throw ExitCode(1)
        } catch {
            logger.critical("cannot serve", metadata: ["socket": "\(settings.socketPath)", "error": "\(error)"])
            await chat?.shutdown()
            await daemon.voice.shutdown()
            await daemon.receipts.shutdown()
            throw ExitCode(1)
        }
        await chat?.shutdown()
        await daemon.voice.shutdown()
        await daemon.receipts.shutdown()
        // Fold the WAL into the database file: a copy of spend.sqlite alone is then a
        // whole backup, and the next start does not replay a long log.
        do {
            try await store.checkpoint()
        } catch {
            logger.warning("checkpoint at shutdown failed", metadata: ["error": "\(error)"])
        }
    }
}

/// Every connection is a file descriptor, and the usual soft limit (1024) is below what
/// max_connections and the daemon's own files may need: take what the hard limit allows.
/// When accept still fails with EMFILE, NIO's AcceptBackoffHandler waits before retrying.
private func raiseOpenFileLimit(_ logger: Logger) {
    var limit = rlimit()
    guard getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur < limit.rlim_max else { return }
    let previous = limit.rlim_cur
    limit.rlim_cur = limit.rlim_max
    if setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0 {
        logger.debug("raised the open file limit", metadata: ["from": "\(previous)", "to": "\(limit.rlim_max)"])
    } else {
        logger.warning("cannot raise the open file limit", metadata: ["limit": "\(previous)"])
    }
}
