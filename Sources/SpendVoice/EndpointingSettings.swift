/// How the voice activity detector decides where speech starts and ends, and when a
/// recording stops. Every duration is milliseconds of *audio*: the detector turns it into a
/// sample count, so timeouts follow the audio clock, never the wall clock (a PulseAudio null
/// sink's clock does not run at wall speed, and a slow consumer must not shorten a pause).
public struct EndpointingSettings: Sendable, Equatable {
    /// Samples per second of the audio fed to the detector.
    public var sampleRate = 16_000
    /// Analysis frame: energy, noise floor and the speech decision are computed per frame.
    public var frameLength = 20
    /// Audio kept before the detected start of speech, so the first word is never clipped
    /// (the detector only notices speech once it is loud, after the onset).
    public var preRoll = 500
    /// Audio kept after the last speech frame, so a soft final consonant is not cut.
    public var tail = 300
    /// The recording stops after this much audio without speech, counted from the start or
    /// from the end of the last speech.
    public var silenceTimeout = 10_000
    /// Session mode: a pause this long ends one utterance (one expense).
    public var utterancePause = 1_000
    /// The recording stops here, speech or not (reason `max_length`).
    public var maxLength = 60_000
    /// A frame is speech when its energy is this many decibels above the noise floor.
    public var thresholdDecibels = 10.0
    /// Speech starts only after this much uninterrupted speech-level audio, so clicks and
    /// knocks do not count.
    public var minimumSpeech = 100
    /// Speech goes on this long after the last speech-level frame, bridging the short gaps
    /// between words and syllables.
    public var hangover = 300
    /// The first audio, taken to be room noise (the client shows "Recording…" before anyone
    /// speaks): its quietest frame is the initial noise floor. Speech decisions for it wait
    /// until it is complete, then run over it with that floor.
    public var noiseCalibration = 200
    /// Time constant with which the noise floor rises toward louder non-speech frames (room
    /// noise that grows). The floor falls to a quieter frame at once.
    public var noiseAdaptation = 3_000
    /// The noise floor never goes below this (dBFS): over digital silence a floor of -96 dB
    /// would turn faint hiss into "speech".
    public var minimumFloorDecibels = -65.0
    /// One level event per this much audio.
    public var levelInterval = 100

    public init() {}

    /// Samples in `milliseconds` of audio at `sampleRate`.
    public func samples(_ milliseconds: Int) -> Int {
        milliseconds * sampleRate / 1000
    }

    /// Milliseconds of audio in `samples` samples.
    public func milliseconds(_ samples: Int) -> Int {
        samples * 1000 / sampleRate
    }

    /// Throws when a setting cannot work, naming it; the daemon reports this as a config error.
    public func validate() throws(EndpointingSettingsError) {
        guard (8_000...192_000).contains(sampleRate) else {
            throw EndpointingSettingsError("sample rate must be 8000-192000 Hz, not \(sampleRate)")
        }
        let positive: [(String, Int)] = [
            ("frame length", frameLength), ("silence timeout", silenceTimeout),
            ("utterance pause", utterancePause), ("maximum length", maxLength),
            ("minimum speech", minimumSpeech), ("hangover", hangover),
            ("noise calibration", noiseCalibration), ("noise adaptation", noiseAdaptation),
            ("level interval", levelInterval),
        ]
        for (name, value) in positive where value <= 0 {
            throw EndpointingSettingsError("\(name) must be more than 0 ms, not \(value)")
        }
        for (name, value) in [("pre-roll", preRoll), ("tail", tail)] where value < 0 {
            throw EndpointingSettingsError("\(name) must not be negative, not \(value)")
        }
        guard thresholdDecibels > 0, thresholdDecibels <= 60 else {
            throw EndpointingSettingsError("threshold must be more than 0 and at most 60 dB, not \(thresholdDecibels)")
        }
        guard utterancePause >= hangover else {
            throw EndpointingSettingsError("utterance pause (\(utterancePause) ms) must be at least the hangover (\(hangover) ms)")
        }
        guard silenceTimeout >= utterancePause else {
            throw EndpointingSettingsError("silence timeout (\(silenceTimeout) ms) must be at least the utterance pause (\(utterancePause) ms)")
        }
    }
}

/// A setting that cannot work, in words.
public struct EndpointingSettingsError: Error, CustomStringConvertible, Equatable {
    public let description: String
    init(_ description: String) { self.description = description }
}
