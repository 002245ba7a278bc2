import SpendVoice

/// The microphone settings of `DaemonConfig`: which PulseAudio source `listen` records
/// from and how it decides that speech has ended. Durations are configured in seconds.
public struct VoiceCaptureSettings: Sendable {
    /// The config keys this struct owns, with their environment variables and help.
    static let keys: [(key: String, env: String, help: String)] = [
        ("voice_source", "SPEND_VOICE_SOURCE", "PulseAudio source to record from, as `pactl list short sources` names it (default: the server's default source)"),
        ("voice_silence_timeout", "SPEND_VOICE_SILENCE_TIMEOUT", "seconds of silence after which a recording stops by itself (default 10)"),
        ("voice_utterance_pause", "SPEND_VOICE_UTTERANCE_PAUSE", "listen --session: seconds of pause that end one expense (default 1.0)"),
        ("voice_max_length", "SPEND_VOICE_MAX_LENGTH", "seconds after which a recording stops in any case (default 60)"),
        ("voice_session", "SPEND_VOICE_SESSION", "true: `listen` is a hands-free session, one expense per utterance (default false)"),
        ("voice_threshold_db", "SPEND_VOICE_THRESHOLD_DB", "decibels above the room's noise floor that count as speech (default 10)"),
    ]

    /// nil: the server's default source.
    public var source: String?
    public var session = false
    /// Timeouts and thresholds; durations in milliseconds of audio.
    public var endpointing = EndpointingSettings()

    public init() {}

    mutating func set(_ key: String, _ value: String, origin: String) throws {
        switch key {
        case "voice_source":
            guard !value.isEmpty, !value.contains(where: \.isWhitespace) else {
                throw ConfigError("\(origin): voice_source must be a PulseAudio source name without spaces, e.g. alsa_input.pci-0000_00_1f.3.analog-stereo")
            }
            source = value
        case "voice_silence_timeout":
            endpointing.silenceTimeout = try Self.milliseconds(value, key: key, origin: origin, range: 0.5 ... 600)
        case "voice_utterance_pause":
            endpointing.utterancePause = try Self.milliseconds(value, key: key, origin: origin, range: 0.3 ... 60)
        case "voice_max_length":
            endpointing.maxLength = try Self.milliseconds(value, key: key, origin: origin, range: 1 ... 3600)
        case "voice_session":
            guard let flag = FlagSpelling.parse(value) else {
                throw ConfigError("\(origin): voice_session must be true or false")
            }
            session = flag
        case "voice_threshold_db":
            guard let decibels = Double(value), decibels.isFinite, (1 ... 60).contains(decibels) else {
                throw ConfigError("\(origin): voice_threshold_db must be a number of decibels from 1 to 60, not '\(value)'")
            }
            endpointing.thresholdDecibels = decibels
        default:
            throw ConfigError("\(origin): unknown voice key '\(key)'")
        }
    }

    /// Checks the settings together (a pause longer than the silence timeout could never
    /// end an utterance), once every source of settings has been applied.
    public func validate() throws {
        do {
            try endpointing.validate()
        } catch {
            throw ConfigError("voice settings: \(error.description)")
        }
    }

    private static func milliseconds(_ value: String, key: String, origin: String, range: ClosedRange<Double>) throws -> Int {
        guard let seconds = Double(value), seconds.isFinite, range.contains(seconds) else {
            throw ConfigError("\(origin): \(key) must be a number of seconds from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound)), not '\(value)'")
        }
        return Int((seconds * 1000).rounded())
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
