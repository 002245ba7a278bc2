import SpendHTTP
import SpendProtocol

/// Reads what a Whisper-compatible endpoint answers: the transcript of a 2xx reply
/// (`verbose_json`, or plain `json` with only "text"), and the error of any other reply
/// (its server message found by `ServerMessage`). Pure: no I/O, so every shape is unit-tested.
public enum TranscriptionResponse {
    /// The transcript in a 2xx body, with hallucinated segments dropped.
    public static func parse(_ body: String) throws(TranscriptionError) -> Transcript {
        guard let json = try? JSONValue.parse(body), json.objectValue != nil else {
            throw TranscriptionError(.badResponse, "The transcription endpoint's answer is not a JSON object", transient: false)
        }
        if let error = json["error"], error != .null {
            let detail = ServerMessage.message(fromError: error).map { ": \($0)" } ?? ""
            throw TranscriptionError(.upstreamError, "The transcription endpoint reported an error\(detail)", transient: false)
        }
        let language = json["language"]?.stringValue
        let duration = json["duration"]?.doubleValue
        if let items = json["segments"]?.arrayValue {
            var segments: [TranscriptSegment] = []
            for item in items {
                guard let text = item["text"]?.stringValue else {
                    throw TranscriptionError(.badResponse, "A segment in the transcription has no text", transient: false)
                }
                segments.append(TranscriptSegment(text: text, start: item["start"]?.doubleValue, end: item["end"]?.doubleValue,
                                                  avgLogprob: item["avg_logprob"]?.doubleValue,
                                                  noSpeechProb: item["no_speech_prob"]?.doubleValue))
            }
            let (kept, dropped) = HallucinationFilter.split(segments)
            return Transcript(text: tidy(kept.map(\.text).joined()), language: language, duration: duration,
                              segments: kept, dropped: dropped)
        }
        guard let text = json["text"]?.stringValue else {
            throw TranscriptionError(.badResponse, "The transcription endpoint's answer has no text", transient: false)
        }
        return Transcript(text: tidy(text), language: language, duration: duration)
    }

    /// The error for a non-2xx reply: the status decides code and transience, the server's own
    /// message (when it sent one) is appended.
    public static func httpError(status: UInt, body: String, keyConfigured: Bool) -> TranscriptionError {
        let detail = ServerMessage.message(in: body).map { ": \($0)" } ?? ""
        switch status {
        case 401, 403:
            let what = keyConfigured ? "refused the API key" : "wants an API key, and none is configured"
            return TranscriptionError(.unauthorized, "The transcription endpoint \(what) (HTTP \(status))\(detail)",
                                      transient: false, status: status)
        case 408:
            return TranscriptionError(.timeout, "The transcription endpoint timed out (HTTP 408)\(detail)", transient: true, status: status)
        case 413:
            return TranscriptionError(.tooLarge, "The recording is larger than the transcription endpoint accepts (HTTP 413)\(detail)",
                                      transient: false, status: status)
        case 429:
            return TranscriptionError(.rateLimited, "The transcription endpoint is rate limiting requests (HTTP 429)\(detail)",
                                      transient: true, status: status)
        case 500...599:
            return TranscriptionError(.upstreamError, "The transcription endpoint failed (HTTP \(status))\(detail)",
                                      transient: true, status: status)
        default:
            return TranscriptionError(.upstreamError, "The transcription endpoint answered HTTP \(status)\(detail)",
                                      transient: false, status: status)
        }
    }

    /// Whisper's segments start with a space and may carry newlines: one line, single spaces.
    static func tidy(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
