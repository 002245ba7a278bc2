import Foundation

/// The receipt keys of `DaemonConfig`: Tesseract's languages and the optional vision model.
public struct ReceiptSettings: Sendable {
    /// Tesseract language data to read with ("eng", "eng+deu"); each needs its tesseract-ocr-<lang> package.
    public var ocrLanguages = "eng"
    /// An OpenAI-compatible chat endpoint that reads images; nil: receipts are read locally only.
    public var visionURL: String?
    public var visionModel = "gpt-4o-mini"
    public var visionAPIKeyFile: String?
    public var visionTimeout = 60
    /// Seconds between re-reads of receipts that wait for the vision endpoint; 0: only `retry`.
    public var visionRetryInterval = 300

    public init() {}

    static let keys: [(key: String, env: String, help: String)] = [
        ("ocr_languages", "SPEND_OCR_LANGUAGES", "Tesseract languages receipts are read in, e.g. eng+deu (each needs tesseract-ocr-<lang>; default eng)"),
        ("vision_url", "SPEND_VISION_URL", "OpenAI-compatible endpoint with a vision model that reads receipts (default: none, local OCR)"),
        ("vision_model", "SPEND_VISION_MODEL", "model name sent to the vision endpoint (default gpt-4o-mini)"),
        ("vision_api_key_file", "SPEND_VISION_API_KEY_FILE", "file with the vision endpoint's API key (or set SPEND_VISION_API_KEY)"),
        ("vision_timeout", "SPEND_VISION_TIMEOUT", "seconds the vision endpoint may take to read one receipt (default 60)"),
        ("vision_retry_interval", "SPEND_VISION_RETRY_INTERVAL", "seconds between re-reads of receipts waiting for the vision endpoint; 0: only `retry` (default 300)"),
    ]

    mutating func set(_ key: String, _ value: String, origin: String) throws {
        switch key {
        case "ocr_languages":
            guard !value.isEmpty, value.allSatisfy({ $0.isLetter || $0 == "+" || $0 == "_" }) else {
                throw ConfigError("\(origin): ocr_languages must be Tesseract language names joined by +, e.g. eng+deu")
            }
            ocrLanguages = value
        case "vision_url":
            guard value.hasPrefix("http://") || value.hasPrefix("https://") else {
                throw ConfigError("\(origin): vision_url must start with http:// or https://")
            }
            visionURL = value
        case "vision_model": visionModel = value
        case "vision_api_key_file": visionAPIKeyFile = (value as NSString).expandingTildeInPath
        case "vision_timeout", "vision_retry_interval":
            guard let seconds = Int(value), (key == "vision_timeout" ? 1...3600 : 0...86_400).contains(seconds) else {
                throw ConfigError("\(origin): \(key) must be a whole number of seconds (\(key == "vision_timeout" ? "1 to 3600" : "0 to 86400"))")
            }
            if key == "vision_timeout" { visionTimeout = seconds } else { visionRetryInterval = seconds }
        default:
            throw ConfigError("\(origin): unknown receipt key '\(key)'")
        }
    }

    /// $SPEND_VISION_API_KEY, else `vision_api_key_file`, else a systemd credential
    /// `vision-api-key`. Never logged.
    public func apiKey(environment env: [String: String]) throws -> String? {
        try DaemonConfig.apiKey(variable: "SPEND_VISION_API_KEY", file: visionAPIKeyFile, credential: "vision-api-key",
                                endpoint: "vision", environment: env)
    }
}
