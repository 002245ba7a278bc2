/// Where speech goes to become text: any Whisper-compatible endpoint (OpenAI, Groq,
/// faster-whisper-server, whisper.cpp's server, LocalAI).
public struct TranscriptionEndpoint: Sendable {
    /// e.g. "http://127.0.0.1:8178" or "https://api.openai.com"; `path` is appended.
    public var baseURL: String
    /// "/v1/audio/transcriptions" (OpenAI and most servers); whisper.cpp's server answers at "/inference".
    public var path: String
    /// OpenAI wants "whisper-1", Groq e.g. "whisper-large-v3-turbo"; faster-whisper-server
    /// and whisper.cpp serve the model they were started with and ignore it.
    public var model: String
    /// An ISO 639-1 code; nil lets the server detect the language.
    public var language: String?
    /// Sent as a bearer token; never logged.
    public var apiKey: String?
    /// The longest one attempt may take, upload and transcription included.
    public var timeout: Duration
    /// How recordings are encoded for upload: FLAC is about half the size of WAV.
    public var uploadFormat: UploadFormat
    /// Attempts per transcription, the first included; only transient failures are retried.
    public var maxAttempts: Int
    /// The wait before the second attempt; it doubles before each later one.
    public var retryDelay: Duration

    public static let defaultPath = "/v1/audio/transcriptions"
    public static let defaultModel = "whisper-1"

    public init(baseURL: String, path: String = defaultPath, model: String = defaultModel, language: String? = "en",
                apiKey: String? = nil, timeout: Duration = .seconds(60), uploadFormat: UploadFormat = .wav,
                maxAttempts: Int = 3, retryDelay: Duration = .milliseconds(500)) {
        self.baseURL = baseURL
        self.path = path
        self.model = model
        self.language = language
        self.apiKey = apiKey
        self.timeout = timeout
        self.uploadFormat = uploadFormat
        self.maxAttempts = maxAttempts
        self.retryDelay = retryDelay
    }

    /// `baseURL` joined to `path`, tolerating a base that ends in "/" or already in the path.
    public var url: String {
        var base = baseURL.trimmingCharacters(in: .whitespaces)
        while base.hasSuffix("/") { base.removeLast() }
        let suffix = path.hasPrefix("/") ? path : "/" + path
        if base.hasSuffix(suffix) { return base }
        if base.hasSuffix("/v1"), suffix.hasPrefix("/v1/") { return base + suffix.dropFirst(3) }
        return base + suffix
    }
}

/// The audio container uploaded to the endpoint.
public enum UploadFormat: String, Sendable, CaseIterable {
    case wav, flac

    public var mimeType: String {
        switch self {
        case .wav: "audio/wav"
        case .flac: "audio/flac"
        }
    }

    /// The format a file name's extension names, if it is one of these.
    public init?(fileName: String) {
        let lower = fileName.lowercased()
        guard let dot = lower.lastIndex(of: ".") else { return nil }
        self.init(rawValue: String(lower[lower.index(after: dot)...]))
    }
}
