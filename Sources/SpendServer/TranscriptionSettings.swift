import Foundation
import SpendTranscription

/// The voice settings of `DaemonConfig`: the Whisper-compatible endpoint and the spool.
public struct TranscriptionSettings: Sendable {
    /// The local endpoint that `make run` starts (models/whisper/serve), so voice works with no setup.
    public static let defaultURL = "http://127.0.0.1:8178"

    public var url = defaultURL
    public var path = TranscriptionEndpoint.defaultPath
    public var model = TranscriptionEndpoint.defaultModel
    /// nil: the server detects the language ("auto").
    public var language: String? = "en"
    public var apiKeyFile: String?
    public var timeout = 60
    public var format = UploadFormat.wav
    /// nil: next to the database (`<database>-spool`), so each database keeps its own recordings.
    public var spoolDirectory: String?
    /// Seconds between automatic retries of the spool; 0 turns them off.
    public var retryInterval = 300

    public init() {}

    mutating func set(_ key: String, _ value: String, origin: String) throws {
        switch key {
        case "transcription_url":
            guard value.hasPrefix("http://") || value.hasPrefix("https://") else {
                throw ConfigError("\(origin): transcription_url must start with http:// or https://")
            }
            url = value
        case "transcription_path":
            guard value.hasPrefix("/"), !value.contains(" ") else {
                throw ConfigError("\(origin): transcription_path must start with / (e.g. /v1/audio/transcriptions or /inference)")
            }
            path = value
        case "transcription_model": model = value
        case "transcription_language":
            let lower = value.lowercased()
            guard lower == "auto" || (lower.count == 2 && lower.allSatisfy(\.isLetter)) else {
                throw ConfigError("\(origin): transcription_language must be a two-letter code such as en, or auto")
            }
            language = lower == "auto" ? nil : lower
        case "transcription_api_key_file": apiKeyFile = (value as NSString).expandingTildeInPath
        case "transcription_timeout":
            guard let seconds = Int(value), (1...3600).contains(seconds) else {
                throw ConfigError("\(origin): transcription_timeout must be a whole number of seconds from 1 to 3600")
            }
            timeout = seconds
        case "transcription_format":
            guard let format = UploadFormat(rawValue: value.lowercased()) else {
                throw ConfigError("\(origin): transcription_format must be wav or flac")
            }
            self.format = format
        case "voice_spool": spoolDirectory = (value as NSString).expandingTildeInPath
        case "voice_retry_interval":
            guard let seconds = Int(value), (0...86_400).contains(seconds) else {
                throw ConfigError("\(origin): voice_retry_interval must be a whole number of seconds from 0 to 86400")
            }
            retryInterval = seconds
        default:
            throw ConfigError("\(origin): unknown key '\(key)'")
        }
    }

    /// The spool directory for a database at `databasePath`.
    public func spoolPath(databasePath: String) -> String {
        spoolDirectory ?? databasePath + "-spool"
    }

    /// The endpoint's API key: $SPEND_TRANSCRIPTION_API_KEY, else `transcription_api_key_file`,
    /// else a systemd credential named `transcription-api-key` (LoadCredential=). Never logged.
    public func apiKey(environment env: [String: String]) throws -> String? {
        try DaemonConfig.apiKey(variable: "SPEND_TRANSCRIPTION_API_KEY", file: apiKeyFile, credential: "transcription-api-key",
                                endpoint: "transcription", environment: env)
    }

    public func endpoint(apiKey: String?) -> TranscriptionEndpoint {
        TranscriptionEndpoint(baseURL: url, path: path, model: model, language: language, apiKey: apiKey,
                              timeout: .seconds(timeout), uploadFormat: format)
    }
}
