import SpendTranscription
import Testing

@Suite("Transcription responses")
struct ResponseParsingTests {
    /// faster-whisper-server 0.0.3's verbose_json for an espeak-ng phrase, as it answered here.
    static let fasterWhisper = """
        {"task":"transcribe","language":"en","duration":4.9275,"text":" I spent $25 on lunch with Mike.","segments":[{"id":0,"start":0.0,"end":4.0,"text":" I spent $25 on lunch with Mike.","tokens":[50363,314,3377,720,1495,319,9965,351,4995,13,50563],"temperature":0.0,"avg_logprob":-0.6436597257852554,"compression_ratio":0.7948717948717948,"no_speech_prob":0.0396806076169014}]}
        """

    @Test func verboseJSONKeepsConfidentSegments() throws {
        let transcript = try TranscriptionResponse.parse(Self.fasterWhisper)
        #expect(transcript.text == "I spent $25 on lunch with Mike.")
        #expect(transcript.language == "en")
        #expect(transcript.duration == 4.9275)
        #expect(transcript.segments.count == 1)
        #expect(transcript.segments[0].start == 0.0 && transcript.segments[0].end == 4.0)
        #expect(transcript.dropped.isEmpty)
    }

    @Test func plainJSONHasOnlyText() throws {
        let transcript = try TranscriptionResponse.parse(#"{"text":"  coffee\n four fifty "}"#)
        #expect(transcript.text == "coffee four fifty")
        #expect(transcript.segments.isEmpty)
        #expect(transcript.language == nil)
    }

    @Test func hallucinatedSegmentsAreDroppedFromTheText() throws {
        let body = """
            {"text":" Lunch twelve dollars. Thank you.","segments":[
              {"text":" Lunch twelve dollars.","avg_logprob":-0.3,"no_speech_prob":0.2},
              {"text":" Thank you.","avg_logprob":-1.4,"no_speech_prob":0.9}]}
            """
        let transcript = try TranscriptionResponse.parse(body)
        #expect(transcript.text == "Lunch twelve dollars.")
        #expect(transcript.dropped.map(\.text) == [" Thank you."])
    }

    @Test func onlyHallucinationGivesAnEmptyTranscript() throws {
        let body = #"{"text":" you","segments":[{"text":" you","avg_logprob":-1.2,"no_speech_prob":0.95}]}"#
        #expect(try TranscriptionResponse.parse(body).text == "")
    }

    @Test func noSegmentsMeansNothingWasSaid() throws {
        #expect(try TranscriptionResponse.parse(#"{"task":"transcribe","language":"en","duration":3.0,"text":"","segments":[]}"#).text == "")
    }

    @Test(arguments: ["", "Internal Server Error", "<html>bad gateway</html>", "[1,2]", #"{"segments":"x"}"#, #"{"status":"ok"}"#,
                      #"{"segments":[{"start":0}]}"#])
    func garbageIsABadResponse(_ body: String) {
        #expect(throws: TranscriptionError.self) { try TranscriptionResponse.parse(body) }
        do { _ = try TranscriptionResponse.parse(body) } catch {
            #expect(error.code == .badResponse)
            #expect(!error.transient)
        }
    }

    @Test func anErrorInsideA200IsUpstream() {
        do {
            _ = try TranscriptionResponse.parse(#"{"error":"failed to read audio"}"#)
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .upstreamError)
            #expect(error.message.contains("failed to read audio"))
        }
    }
}

@Suite("Hallucination filter")
struct HallucinationFilterTests {
    @Test(arguments: [
        (0.61, -1.01, true),
        (0.9, -2.0, true),
        (0.6, -1.5, false),   // the threshold itself is not above it
        (0.9, -1.0, false),   // nor is -1.0 below -1.0
        (0.2, -2.0, false),   // confident there is speech
        (0.9, -0.2, false),   // sure of its words
    ])
    func openAIRule(noSpeech: Double, logprob: Double, dropped: Bool) {
        let segment = TranscriptSegment(text: " you", avgLogprob: logprob, noSpeechProb: noSpeech)
        #expect(HallucinationFilter.isHallucination(segment) == dropped)
    }

    @Test func segmentsWithoutScoresAreKept() {
        #expect(!HallucinationFilter.isHallucination(TranscriptSegment(text: "x", noSpeechProb: 0.99)))
        #expect(!HallucinationFilter.isHallucination(TranscriptSegment(text: "x", avgLogprob: -5)))
    }
}
