import SpendTranscription
import Testing

@Suite("Transcription error bodies")
struct ErrorBodyTests {
    @Test func openAIShape() {
        let body = #"{"error":{"message":"Invalid file format.","type":"invalid_request_error","param":"file","code":null}}"#
        let error = TranscriptionResponse.httpError(status: 400, body: body, keyConfigured: true)
        #expect(error.code == .upstreamError)
        #expect(!error.transient)
        #expect(error.status == 400)
        #expect(error.message == "The transcription endpoint answered HTTP 400: Invalid file format.")
    }

    @Test func whisperCppShape() {
        let error = TranscriptionResponse.httpError(status: 500, body: #"{"error":"failed to read WAV file"}"#, keyConfigured: false)
        #expect(error.code == .upstreamError)
        #expect(error.transient)
        #expect(error.message == "The transcription endpoint failed (HTTP 500): failed to read WAV file")
    }

    @Test func fastAPIShape() {
        let body = #"{"detail":[{"type":"missing","loc":["body","file"],"msg":"Field required","input":null}]}"#
        #expect(TranscriptionResponse.httpError(status: 422, body: body, keyConfigured: false).message
            == "The transcription endpoint answered HTTP 422: Field required")
    }

    @Test func htmlBodyAddsNothing() {
        #expect(TranscriptionResponse.httpError(status: 502, body: "<html><body>502 Bad Gateway</body></html>", keyConfigured: false)
            .message == "The transcription endpoint failed (HTTP 502)")
    }

    @Test(arguments: [
        (401, TranscriptionError.Code.unauthorized, false),
        (403, .unauthorized, false),
        (408, .timeout, true),
        (413, .tooLarge, false),
        (422, .upstreamError, false),
        (429, .rateLimited, true),
        (500, .upstreamError, true),
        (502, .upstreamError, true),
        (503, .upstreamError, true),
    ])
    func statusDecidesCodeAndTransience(status: Int, code: TranscriptionError.Code, transient: Bool) {
        let error = TranscriptionResponse.httpError(status: UInt(status), body: "", keyConfigured: false)
        #expect(error.code == code)
        #expect(error.transient == transient)
    }

    @Test func unauthorizedSaysWhetherAKeyWasSent() {
        #expect(TranscriptionResponse.httpError(status: 401, body: "", keyConfigured: false).message.contains("none is configured"))
        #expect(TranscriptionResponse.httpError(status: 401, body: "", keyConfigured: true).message.contains("refused the API key"))
    }
}
