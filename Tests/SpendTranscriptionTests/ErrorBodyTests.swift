import SpendTranscription
import Testing

@Suite("Transcription error bodies")
struct ErrorBodyTests {
    @Test func openAIShape() {
        let body = #"{"error":{"message":"Invalid file format.","type":"invalid_request_error","param":"file","code":null}}"#
        #expect(TranscriptionResponse.serverMessage(in: body) == "Invalid file format.")
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

    @Test func fastAPIShapes() {
        #expect(TranscriptionResponse.serverMessage(in: #"{"detail":"Not Found"}"#) == "Not Found")
        #expect(TranscriptionResponse.serverMessage(in: #"{"detail":[{"type":"missing","loc":["body","file"],"msg":"Field required","input":null}]}"#)
            == "Field required")
        #expect(TranscriptionResponse.serverMessage(in: #"{"detail":{"error":{"message":"unknown model: x","type":"invalid_request_error"}}}"#)
            == "unknown model: x")
    }

    @Test func plainAndHTMLBodies() {
        #expect(TranscriptionResponse.serverMessage(in: "Internal Server Error") == "Internal Server Error")
        #expect(TranscriptionResponse.serverMessage(in: "<html><body>502 Bad Gateway</body></html>") == nil)
        #expect(TranscriptionResponse.serverMessage(in: "  ") == nil)
        #expect(TranscriptionResponse.serverMessage(in: #"{"ok":false}"#) == nil)
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
