/// What the endpoint heard, after hallucinated segments are dropped.
public struct Transcript: Sendable, Equatable {
    /// The kept text, trimmed; empty when nothing but silence or hallucination came back.
    public var text: String
    /// The language the server reports ("en", or "english" from whisper.cpp).
    public var language: String?
    /// The audio's length in seconds, as the server measured it.
    public var duration: Double?
    public var segments: [TranscriptSegment]
    /// Segments the hallucination rule removed, kept for logs and tests.
    public var dropped: [TranscriptSegment]

    public init(text: String, language: String? = nil, duration: Double? = nil,
                segments: [TranscriptSegment] = [], dropped: [TranscriptSegment] = []) {
        self.text = text
        self.language = language
        self.duration = duration
        self.segments = segments
        self.dropped = dropped
    }
}

/// One `verbose_json` segment. The scores are optional because not every server sends them.
public struct TranscriptSegment: Sendable, Equatable {
    public var text: String
    public var start: Double?
    public var end: Double?
    public var avgLogprob: Double?
    public var noSpeechProb: Double?

    public init(text: String, start: Double? = nil, end: Double? = nil, avgLogprob: Double? = nil, noSpeechProb: Double? = nil) {
        self.text = text
        self.start = start
        self.end = end
        self.avgLogprob = avgLogprob
        self.noSpeechProb = noSpeechProb
    }
}
