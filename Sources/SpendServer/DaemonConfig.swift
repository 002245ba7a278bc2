import Foundation
import SpendCore
import SpendNotify
import SpendProtocol

/// The daemon's settings. Every key is optional: the embedded defaults serve.
/// Precedence, lowest first: defaults, config file, environment, command-line flags.
public struct DaemonConfig: Sendable {
    public var socketPath: String
    public var databasePath: String
    /// The config file read, if any: exports and backups never write over it.
    public var configFile: String?
    public var currency: Currency
    public var logLevel: String
    /// An OpenAI-compatible endpoint for the assistant; nil means the built-in one.
    public var chatURL: String?
    public var chatModel: String
    /// A file holding the endpoint's API key (the key itself never sits in the config).
    public var chatAPIKeyFile: String?
    /// Seconds to wait for the endpoint to start answering, and between streamed events.
    public var chatTimeout: Int
    /// Seconds one `ask` or `say` may take in all, however the endpoint paces its answer.
    public var chatDeadline = 120
    /// Connections served at once; one more gets `too_many_connections` and is closed.
    public var maxConnections = 256
    /// Seconds a connection may send nothing before it is closed (subscribers excepted); 0: never.
    public var idleTimeout = 1800
    public var parserMode: ParserMode
    /// Offer the query engine to the chat model as tools (function calling).
    public var chatTools = true
    /// Send phrases that are questions from `add` to the assistant.
    public var routeQuestions: Bool
    /// Voice: where recordings are transcribed, and what happens when that fails.
    public var transcription = TranscriptionSettings()
    /// Voice: which microphone `listen` records from, and when a recording ends.
    public var voice = VoiceCaptureSettings()
    /// Desktop notifications: which kinds, quiet hours, how early bills are told.
    public var notifications = NotificationPolicy()
    /// Receipts: OCR languages and the optional vision model.
    public var receipts = ReceiptSettings()

    public enum ParserMode: String, Sendable { case rules, hybrid }

    /// The keys a config file may hold, with what they mean; also printed by `--help`.
    public static let keys: [(key: String, env: String, help: String)] = [
        ("socket", "SPEND_SOCKET", "Unix socket path (default $XDG_RUNTIME_DIR/spend/spendd.sock)"),
        ("database", "SPEND_DATABASE", "SQLite file (default $XDG_DATA_HOME/spend/spend.sqlite)"),
        ("currency", "SPEND_CURRENCY", "ISO code used when a phrase names none (default USD)"),
        ("log_level", "SPEND_LOG_LEVEL", "trace, debug, info, notice, warning, error (default info)"),
        ("max_connections", "SPEND_MAX_CONNECTIONS", "connections served at once; more are refused with too_many_connections (default 256)"),
        ("idle_timeout", "SPEND_IDLE_TIMEOUT", "seconds a connection may send no request before it is closed, unless subscribed; 0: never (default 1800)"),
        ("chat_url", "SPEND_CHAT_URL", "OpenAI-compatible endpoint base URL (default: none, the built-in assistant)"),
        ("chat_model", "SPEND_CHAT_MODEL", "model name sent to the endpoint (default gpt-4o-mini)"),
        ("chat_api_key_file", "SPEND_CHAT_API_KEY_FILE", "file with the endpoint's API key (or set SPEND_CHAT_API_KEY)"),
        ("chat_timeout", "SPEND_CHAT_TIMEOUT", "seconds to wait for the endpoint to answer, and between streamed pieces (default 30)"),
        ("chat_deadline", "SPEND_CHAT_DEADLINE", "seconds one answer may take in all, tool calls included (default 120)"),
        ("chat_tools", "SPEND_CHAT_TOOLS", "true: the model gets the spending query engine as tools; false: only computed facts (default true)"),
        ("parser", "SPEND_PARSER", "rules, or hybrid: unsure phrases go to the chat endpoint too (default rules)"),
        ("route_questions", "SPEND_ROUTE_QUESTIONS", "true: `add` of a question answers it instead of failing (default false)"),
        ("transcription_url", "SPEND_TRANSCRIPTION_URL", "Whisper-compatible endpoint base URL (default http://127.0.0.1:8178, models/whisper/serve)"),
        ("transcription_path", "SPEND_TRANSCRIPTION_PATH", "path under it (default /v1/audio/transcriptions; whisper.cpp's server: /inference)"),
        ("transcription_model", "SPEND_TRANSCRIPTION_MODEL", "model name sent (default whisper-1; Groq: whisper-large-v3-turbo)"),
        ("transcription_language", "SPEND_TRANSCRIPTION_LANGUAGE", "ISO 639-1 language of the speech, or auto (default en)"),
        ("transcription_api_key_file", "SPEND_TRANSCRIPTION_API_KEY_FILE", "file with the endpoint's API key (or set SPEND_TRANSCRIPTION_API_KEY)"),
        ("transcription_timeout", "SPEND_TRANSCRIPTION_TIMEOUT", "seconds one transcription attempt may take (default 60)"),
        ("transcription_format", "SPEND_TRANSCRIPTION_FORMAT", "wav or flac: how recordings are uploaded and spooled (default wav)"),
        ("voice_spool", "SPEND_VOICE_SPOOL", "directory keeping recordings until their expense is stored (default <database>-spool)"),
        ("voice_retry_interval", "SPEND_VOICE_RETRY_INTERVAL", "seconds between automatic retries of spooled recordings; 0: only `retry` (default 300)"),
    ] + VoiceCaptureSettings.keys + NotificationSettings.keys + ReceiptSettings.keys

    public static func defaults(environment env: [String: String]) -> DaemonConfig {
        DaemonConfig(socketPath: defaultSocketPath(environment: env),
                     databasePath: xdg("XDG_DATA_HOME", ".local/share", env) + "/spend/spend.sqlite",
                     currency: .usd, logLevel: "info", chatURL: nil, chatModel: "gpt-4o-mini",
                     chatAPIKeyFile: nil, chatTimeout: 30, parserMode: .rules, routeQuestions: false)
    }

    public static func defaultSocketPath(environment env: [String: String]) -> String {
        SocketLocation.defaultPath(environment: env, uid: getuid())
    }

    public static func defaultConfigPath(environment env: [String: String]) -> String {
        ConfigFile.defaultPath(environment: env)
    }

    private static func xdg(_ name: String, _ fallback: String, _ env: [String: String]) -> String {
        if let value = env[name], !value.isEmpty { return value }
        return (env["HOME"] ?? NSHomeDirectory()) + "/" + fallback
    }

    /// Applies `key = value` lines (`#` comments, optional quotes). Unknown keys and bad
    /// values are errors naming the line, so a typo is never silently ignored.
    public mutating func apply(file text: String, path: String) throws {
        configFile = path
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // A "#" starts a comment only outside quotes: `chat_url = "https://h/#frag"`.
            var inQuotes = false
            let comment = raw.firstIndex { character in
                if character == "\"" { inQuotes.toggle() }
                return character == "#" && !inQuotes
            }
            let line = String(raw[..<(comment ?? raw.endIndex)])
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { throw ConfigError("\(path):\(number + 1): expected key = value") }
            var value = parts[1]
            if value.first == "\"" {
                guard value.count >= 2, value.last == "\"", !value.dropFirst().dropLast().contains("\"") else {
                    throw ConfigError("\(path):\(number + 1): a quoted value must end with its closing quote")
                }
                value = String(value.dropFirst().dropLast())
            }
            try set(parts[0], value, origin: "\(path):\(number + 1)")
        }
    }

    /// The chat endpoint's API key: $SPEND_CHAT_API_KEY, else `chat_api_key_file`, else a
    /// systemd credential named `chat-api-key` (LoadCredential=). Never logged.
    public func chatAPIKey(environment env: [String: String]) throws -> String? {
        try Self.apiKey(variable: "SPEND_CHAT_API_KEY", file: chatAPIKeyFile, credential: "chat-api-key", endpoint: "chat", environment: env)
    }

    /// An endpoint's API key: the environment `variable`, else the key `file`, else the
    /// systemd `credential` of that name. Checked, never logged.
    static func apiKey(variable: String, file: String?, credential: String, endpoint: String,
                       environment env: [String: String]) throws -> String? {
        if let key = env[variable], !key.isEmpty { return try checkedKey(key, from: variable) }
        var path = file
        if path == nil, let credentials = env["CREDENTIALS_DIRECTORY"], FileManager.default.fileExists(atPath: credentials + "/" + credential) {
            path = credentials + "/" + credential
        }
        guard let path else { return nil }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw ConfigError("cannot read the \(endpoint) API key file \(path)")
        }
        return try checkedKey(text.trimmingCharacters(in: .whitespacesAndNewlines), from: path)
    }

    /// An API key is one line of visible characters. Anything else is the wrong file (a
    /// key file pointed at /proc/self/environ): refused without quoting a byte of it, and
    /// never sent, since a header error would quote it.
    static func checkedKey(_ key: String, from origin: String) throws -> String {
        guard key.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F }) else {
            throw ConfigError("\(origin) does not hold an API key: a key is one line without spaces or control characters")
        }
        return key
    }

    public mutating func apply(environment env: [String: String]) throws {
        for entry in Self.keys { if let value = env[entry.env], !value.isEmpty { try set(entry.key, value, origin: entry.env) } }
    }

    public mutating func set(_ key: String, _ value: String, origin: String) throws {
        switch key {
        case "socket", "database":
            // A relative path would depend on the directory the daemon happened to start in.
            guard value.hasPrefix("/") else { throw ConfigError("\(origin): \(key) must be an absolute path, not '\(value)'") }
            if key == "socket" { socketPath = value } else { databasePath = value }
        case "currency":
            guard let currency = Currency(code: value) else { throw ConfigError("\(origin): unknown currency '\(value)'") }
            self.currency = currency
        case "log_level":
            guard ["trace", "debug", "info", "notice", "warning", "error", "critical"].contains(value) else {
                throw ConfigError("\(origin): unknown log level '\(value)'")
            }
            logLevel = value
        case "max_connections":
            guard let count = Int(value), (1...100_000).contains(count) else {
                throw ConfigError("\(origin): max_connections must be a whole number from 1 to 100000")
            }
            maxConnections = count
        case "idle_timeout":
            guard let seconds = Int(value), (0...31_536_000).contains(seconds) else {
                throw ConfigError("\(origin): idle_timeout must be a whole number of seconds (0 to keep idle connections)")
            }
            idleTimeout = seconds
        case "chat_url":
            guard value.hasPrefix("http://") || value.hasPrefix("https://") else {
                throw ConfigError("\(origin): chat_url must start with http:// or https://")
            }
            chatURL = value
        case "chat_model": chatModel = value
        case "chat_api_key_file": chatAPIKeyFile = value
        case "chat_timeout":
            guard let seconds = Int(value), (1...3600).contains(seconds) else {
                throw ConfigError("\(origin): chat_timeout must be a whole number of seconds from 1 to 3600")
            }
            chatTimeout = seconds
        case "chat_deadline":
            guard let seconds = Int(value), (1...3600).contains(seconds) else {
                throw ConfigError("\(origin): chat_deadline must be a whole number of seconds from 1 to 3600")
            }
            chatDeadline = seconds
        case "parser":
            guard let mode = ParserMode(rawValue: value) else { throw ConfigError("\(origin): parser must be rules or hybrid") }
            parserMode = mode
        case "voice_spool" where !value.hasPrefix("/"):
            throw ConfigError("\(origin): voice_spool must be an absolute path, not '\(value)'")
        case "transcription_url", "transcription_path", "transcription_model", "transcription_language",
             "transcription_api_key_file", "transcription_timeout", "transcription_format", "voice_spool", "voice_retry_interval":
            try transcription.set(key, value, origin: origin)
        case "voice_source", "voice_silence_timeout", "voice_utterance_pause", "voice_max_length", "voice_session",
             "voice_threshold_db":
            try voice.set(key, value, origin: origin)
        case "notify", "notify_budget", "notify_recurring", "notify_spool", "notify_goal", "notify_recurring_days", "quiet_hours":
            try NotificationSettings.set(key, value, on: &notifications, origin: origin)
        case "ocr_languages", "vision_url", "vision_model", "vision_api_key_file", "vision_timeout", "vision_retry_interval":
            try receipts.set(key, value, origin: origin)
        case "chat_tools":
            guard let flag = FlagSpelling.parse(value) else { throw ConfigError("\(origin): chat_tools must be true or false") }
            chatTools = flag
        case "route_questions":
            guard let flag = FlagSpelling.parse(value) else {
                throw ConfigError("\(origin): route_questions must be true or false")
            }
            routeQuestions = flag
        default:
            throw ConfigError("\(origin): unknown key '\(key)' (known: \(Self.keys.map(\.key).joined(separator: ", ")))")
        }
    }
}

public struct ConfigError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
