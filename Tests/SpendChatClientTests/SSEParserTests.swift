import NIOCore
import Testing

@testable import SpendChatClient

/// Feeds `text` whole, then in every two-piece split, then byte by byte; all must agree.
private func parseAllWays(_ text: String) -> [SSEEvent] {
    let bytes = Array(text.utf8)
    var whole = SSEParser()
    let expected = whole.feed(bytes) + whole.finish()

    var single = SSEParser()
    var byByte: [SSEEvent] = []
    for byte in bytes { byByte += single.feed([byte]) }
    byByte += single.finish()
    #expect(byByte == expected, "byte by byte")

    for cut in 0...bytes.count {
        var parser = SSEParser()
        let events = parser.feed(Array(bytes[..<cut])) + parser.feed(Array(bytes[cut...])) + parser.finish()
        #expect(events == expected, "split at \(cut)")
    }
    return expected
}

private func message(_ data: String, event: String? = nil, id: String? = nil) -> SSEEvent {
    .message(data: data, event: event, id: id)
}

@Suite("SSE parser")
struct SSEParserTests {
    @Test func oneEventPerBlankLine() {
        #expect(parseAllWays("data: a\n\ndata: b\n\n") == [message("a"), message("b")])
    }

    @Test func lineEndingsLFCRLFAndCRMix() {
        let text = "data: lf\n\ndata: crlf\r\n\r\ndata: cr\r\rdata: mixed\r\n\n"
        #expect(parseAllWays(text) == [message("lf"), message("crlf"), message("cr"), message("mixed")])
    }

    @Test func crlfSplitBetweenReadsIsOneLineEnd() {
        var parser = SSEParser()
        #expect(parser.feed("data: x\r").isEmpty)
        // The LF completes the CRLF; only the following CRLF is the blank line.
        #expect(parser.feed("\n").isEmpty)
        #expect(parser.feed("\r").count == 1)
        #expect(parser.feed("\n").isEmpty)
        #expect(parser.finish().isEmpty)
    }

    @Test func commentsAreSkipped() {
        let text = ": keep-alive\n\n:ping\ndata: a\n: inside an event\ndata: b\n\n:\n\n"
        #expect(parseAllWays(text) == [message("a\nb")])
    }

    @Test func multiLineDataJoinsWithNewline() {
        #expect(parseAllWays("data: one\ndata: two\ndata:three\ndata\n\n") == [message("one\ntwo\nthree\n")])
    }

    @Test func onlyOneLeadingSpaceIsStripped() {
        #expect(parseAllWays("data:  two spaces \n\n") == [message(" two spaces ")])
        #expect(parseAllWays("data:none\n\n") == [message("none")])
    }

    @Test func doneMarker() {
        #expect(parseAllWays("data: {\"x\":1}\n\ndata: [DONE]\n\n") == [message("{\"x\":1}"), .done])
    }

    @Test func eventAndIDFieldsAndRetryIgnored() {
        let text = "event: message\nid: 7\nretry: 3000\ndata: a\n\ndata: b\n\n"
        // The id persists as the last event ID; the event name is per event.
        #expect(parseAllWays(text) == [message("a", event: "message", id: "7"), message("b", id: "7")])
    }

    @Test func unknownFieldsAndFieldWithoutColonAreIgnored() {
        #expect(parseAllWays("foo: bar\nbaz\ndata: a\n\n") == [message("a")])
    }

    @Test func blankLinesWithoutDataDispatchNothing() {
        #expect(parseAllWays("\n\n\r\n\revent: x\n\n").isEmpty)
    }

    @Test func llamaServerErrorLine() {
        let text = "data: {\"a\":1}\n\nerror: {\"code\":500,\"message\":\"boom\"}\n\n"
        #expect(parseAllWays(text) == [message("{\"a\":1}"), .error("{\"code\":500,\"message\":\"boom\"}")])
    }

    @Test func errorNamedEvent() {
        #expect(parseAllWays("event: error\ndata: {\"message\":\"x\"}\n\n") == [.error("{\"message\":\"x\"}")])
    }

    @Test func dataErrorObjectIsAnOrdinaryMessage() {
        // `data: {"error":...}` is JSON for the client to read, not a parser-level error.
        #expect(parseAllWays("data: {\"error\":{\"message\":\"m\"}}\n\n") == [message("{\"error\":{\"message\":\"m\"}}")])
    }

    @Test func multiByteUTF8SplitAcrossReads() {
        let bytes = Array("data: Café €5 😀\n\n".utf8)
        // Cut inside the 2-byte é, the 3-byte €, and the 4-byte emoji.
        let e = bytes.firstIndex(of: 0xC3)!
        let euro = bytes.firstIndex(of: 0xE2)!
        let emoji = bytes.firstIndex(of: 0xF0)!
        var parser = SSEParser()
        var events: [SSEEvent] = []
        for piece in [bytes[..<(e + 1)], bytes[(e + 1)..<(euro + 2)], bytes[(euro + 2)..<(emoji + 3)], bytes[(emoji + 3)...]] {
            events += parser.feed(Array(piece))
        }
        #expect(events == [message("Café €5 😀")])
        #expect(parseAllWays("data: Café €5 😀\n\n") == [message("Café €5 😀")])
    }

    @Test func pendingBytesWaitForTheLineEnd() {
        var parser = SSEParser()
        #expect(parser.feed("data: {\"choi").isEmpty)
        #expect(parser.pendingByteCount == 12)
        #expect(parser.feed("ces\":[]}\n").isEmpty)
        #expect(parser.pendingByteCount == 0)
        #expect(parser.feed("\n") == [message("{\"choices\":[]}")])
    }

    @Test func finishFlushesAnUnterminatedEvent() {
        var parser = SSEParser()
        #expect(parser.feed("data: a\n\ndata: tail").count == 1)
        #expect(parser.finish() == [message("tail")])
        #expect(parser.finish().isEmpty)

        var done = SSEParser()
        #expect(done.feed("data: [DONE]").isEmpty)
        #expect(done.finish() == [.done])

        var lineOnly = SSEParser()
        #expect(lineOnly.feed("data: x\n").isEmpty)
        #expect(lineOnly.finish() == [message("x")])
    }

    @Test func byteOrderMarkAtStartIsSkipped() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("data: a\n\n".utf8)
        var parser = SSEParser()
        #expect(parser.feed(bytes) == [message("a")])
    }

    @Test func invalidUTF8IsReplacedNotFatal() {
        var parser = SSEParser()
        let events = parser.feed([UInt8]("data: a".utf8) + [0xFF, 0xFE] + [UInt8]("b\n\n".utf8))
        #expect(events == [message("a\u{FFFD}\u{FFFD}b")])
    }

    @Test func byteBufferInput() {
        var parser = SSEParser()
        var buffer = ByteBuffer(string: "xxdata: from a buffer\n\n")
        buffer.moveReaderIndex(forwardBy: 2)
        #expect(parser.feed(buffer) == [message("from a buffer")])
    }

    @Test func realisticOpenAIStreamAllWays() {
        let text = """
        : OPENROUTER PROCESSING\r
        \r
        data: {"choices":[{"delta":{"role":"assistant","content":null},"finish_reason":null}]}\r
        \r
        data: {"choices":[{"delta":{"content":"Hé"},"finish_reason":null}]}\r
        \r
        data: {"choices":[{"delta":{},"finish_reason":"stop"}]}\r
        \r
        data: {"choices":[],"usage":{"prompt_tokens":3,"completion_tokens":2}}\r
        \r
        data: [DONE]\r
        \r

        """
        let events = parseAllWays(text)
        #expect(events.count == 5)
        #expect(events.last == .done)
        #expect(events[1] == message("{\"choices\":[{\"delta\":{\"content\":\"Hé\"},\"finish_reason\":null}]}"))
    }
}
