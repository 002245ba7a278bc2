import SpendHTTP
import SpendProtocol
import Testing

@Suite("Server messages in error bodies")
struct ServerMessageTests {
    @Test func openAIShape() {
        let body = #"{"error":{"message":"Invalid file format.","type":"invalid_request_error","param":"file","code":null}}"#
        #expect(ServerMessage.message(in: body) == "Invalid file format.")
        #expect(ServerMessage.message(in: #"{"error":{"message":"m1","type":"x"}}"#) == "m1")
    }

    @Test func whisperCppShape() {
        #expect(ServerMessage.message(in: #"{"error":"failed to read WAV file"}"#) == "failed to read WAV file")
        #expect(ServerMessage.message(in: #"{"error":""}"#) == nil)
    }

    @Test func fastAPIShapes() {
        #expect(ServerMessage.message(in: #"{"detail":"Not Found"}"#) == "Not Found")
        #expect(ServerMessage.message(in: #"{"detail":[{"type":"missing","loc":["body","file"],"msg":"Field required","input":null}]}"#)
            == "Field required")
        #expect(ServerMessage.message(in: #"{"detail":{"error":{"message":"unknown model: x","type":"invalid_request_error"}}}"#)
            == "unknown model: x")
    }

    @Test func bareMessageAndNumbers() {
        #expect(ServerMessage.message(in: #"{"message":"model is loading"}"#) == "model is loading")
        #expect(ServerMessage.message(in: #"{"error":{"code":503,"message":503}}"#) == "503")
        #expect(ServerMessage.message(fromError: .number("42")) == "42")
    }

    @Test func plainAndHTMLBodies() {
        #expect(ServerMessage.message(in: "Internal Server Error") == "Internal Server Error")
        #expect(ServerMessage.message(in: "<html><body>502 Bad Gateway</body></html>") == nil)
        #expect(ServerMessage.message(in: "<!DOCTYPE html><title>502</title>") == nil)
        #expect(ServerMessage.message(in: "  ") == nil)
        #expect(ServerMessage.message(in: "") == nil)
        #expect(ServerMessage.message(in: #"{"ok":false}"#) == nil)
    }

    @Test func longAndMultiLineBodiesAreTidied() {
        #expect(ServerMessage.message(in: "plain text\nfailure") == "plain text failure")
        #expect(ServerMessage.message(in: #"{"error":"line one\n\n\tline   two"}"#) == "line one line two")
        let long = ServerMessage.message(in: String(repeating: "trace ", count: 200))
        #expect(long?.count == 301)
        #expect(long?.hasSuffix("…") == true)
        #expect(long?.contains("\n") == false)
    }
}
