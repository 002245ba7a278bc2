/// Whisper invents text for silence and noise ("Thank you.", "you"). openai/whisper skips a
/// segment as silent when the model thinks there is probably no speech AND it was unsure of
/// the words it produced; the same rule is applied here to what the endpoint returns.
public enum HallucinationFilter {
    /// openai/whisper's `no_speech_threshold`.
    public static let noSpeechThreshold = 0.6
    /// openai/whisper's `logprob_threshold`.
    public static let logprobThreshold = -1.0

    /// A segment without both scores is kept: the rule needs both to call it silence.
    public static func isHallucination(_ segment: TranscriptSegment) -> Bool {
        guard let noSpeech = segment.noSpeechProb, let logprob = segment.avgLogprob else { return false }
        return noSpeech > noSpeechThreshold && logprob < logprobThreshold
    }

    /// Splits segments into kept and dropped, keeping their order.
    public static func split(_ segments: [TranscriptSegment]) -> (kept: [TranscriptSegment], dropped: [TranscriptSegment]) {
        var kept: [TranscriptSegment] = []
        var dropped: [TranscriptSegment] = []
        for segment in segments {
            if isHallucination(segment) { dropped.append(segment) } else { kept.append(segment) }
        }
        return (kept, dropped)
    }
}
