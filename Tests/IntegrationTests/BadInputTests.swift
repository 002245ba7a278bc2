import Foundation
import SpendClient
import SpendProtocol
import Testing

extension SpendIntegration {
    @Suite(.serialized)
    struct BadInput {
        struct Case: Sendable, CustomTestStringConvertible {
            let name: String
            let bytes: [UInt8]
            let code: String
            let message: String?

            init(_ name: String, _ bytes: [UInt8], _ code: String, message: String? = nil) {
                self.name = name
                self.bytes = bytes
                self.code = code
                self.message = message
            }

            init(_ line: String, _ code: String, message: String? = nil) {
                self.init(line, Array((line + "\n").utf8), code, message: message)
            }

            var testDescription: String { name }
        }

        static let cases: [Case] = [
            Case("invalid UTF-8", Array("add caf".utf8) + [0xFF, 0xFE, 0xC3] + Array(" $5\n".utf8), "bad_utf8"),
            Case("frobnicate the budget", "unknown_command"),
            Case(#"{"cmd":"#, "bad_json"),
            Case("edit abc category=x", "bad_arguments"),
            Case(#"list category="Food"#, "bad_arguments", message: "Unbalanced quote"),
            Case("add hello", "no_amount", message: "Please include an amount"),
            Case("add what did I spend on food?", "not_expense"),
        ]

        @Test("Bad input gets an error reply and the connection stays usable", arguments: cases)
        func errorThenPing(_ badCase: Case) throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            try connection.sendBytes(badCase.bytes)
            let reply = try connection.reply()
            #expect(reply.ok == false, "\(reply)")
            #expect(reply.errorCode == badCase.code, "\(reply)")
            if let message = badCase.message {
                #expect(reply.errorMessage?.contains(message) == true, "\(reply)")
            }
            #expect(reply.errorMessage?.isEmpty == false)
            let pong = try connection.call("ping")
            #expect(pong.ok == true && pong.result?["pong"]?.boolValue == true, "connection unusable after \(badCase.name): \(pong)")
            // Nothing was stored by the failed request.
            #expect(try connection.listAll().isEmpty)
        }

        @Test("A line far over 64 KiB is refused with line_too_long and the connection closed")
        func hugeLine() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            // The daemon may close while we are still writing: a failed write is fine.
            try? connection.sendBytes(Array(repeating: UInt8(ascii: "x"), count: 256 * 1024) + [UInt8(ascii: "\n")])
            let reply = try #require(try connection.next(), "no reply before the connection closed")
            #expect(reply.ok == false)
            #expect(reply.errorCode == "line_too_long", "\(reply.raw.prefix(200))")
            let outcome = closeOutcome(connection)
            #expect(outcome == "eof" || outcome == "reset", "the daemon must close the connection; got \(outcome)")
            // The daemon itself is fine.
            #expect(try daemon.connect().call("ping").ok == true)
        }

        /// Regression: the limit used to be left to NIO's maximumBufferSize, which only looks at
        /// a buffer holding no newline, so a 65,537..131,071-byte line arriving in one write
        /// was dispatched like any other request (unknown_command, connection kept open).
        @Test("The 64 KiB limit is exact: 65,536 bytes is a request, 65,537 in one write is line_too_long")
        func lineLimitBoundary() throws {
            let daemon = try DaemonHarness()
            let x = UInt8(ascii: "x"), newline = UInt8(ascii: "\n")

            let atLimit = try daemon.connect()
            try atLimit.sendBytes(Array(repeating: x, count: 65_536) + [newline])
            let processed = try atLimit.reply()
            #expect(processed.errorCode == "unknown_command", "\(processed.raw.prefix(120))")
            #expect(try atLimit.call("ping").result?["pong"]?.boolValue == true)

            let overLimit = try daemon.connect(timeout: 5)
            try? overLimit.sendBytes(Array(repeating: x, count: 65_537) + [newline])
            let refused = try #require(try overLimit.next())
            #expect(refused.errorCode == "line_too_long", "got \(refused.errorCode ?? "nil") for a 65,537-byte line")
            if refused.errorCode == "line_too_long" {
                let outcome = closeOutcome(overLimit)
                #expect(outcome == "eof" || outcome == "reset", "the daemon must close the connection; got \(outcome)")
            }
        }

        @Test("An HTTP request line is rejected and the connection closed")
        func httpRejected() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            try connection.sendBytes(Array("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8))
            let reply = try #require(try connection.next())
            #expect(reply.ok == false)
            #expect(reply.errorCode == "http_rejected", "\(reply)")
            let outcome = closeOutcome(connection)
            #expect(outcome == "eof" || outcome == "reset", "the daemon must close the connection after an HTTP request; got \(outcome)")
        }

        @Test("A request split across two writes is one request")
        func splitRequest() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            try connection.sendBytes(Array("pi".utf8))
            usleep(150_000)
            try connection.sendBytes(Array("ng\n".utf8))
            let reply = try connection.reply()
            #expect(reply.ok == true)
            #expect(reply.result?["pong"]?.boolValue == true, "\(reply)")
        }

        @Test("A UTF-8 character split across two writes arrives whole")
        func splitUTF8() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let bytes = Array("add café €5\n".utf8)
            let cut = try #require(bytes.firstIndex(of: 0xC3)) + 1 // between the two bytes of "é"
            try connection.sendBytes(Array(bytes[..<cut]))
            usleep(150_000)
            try connection.sendBytes(Array(bytes[cut...]))
            let reply = try connection.reply()
            #expect(reply.ok == true, "\(reply)")
            #expect(reply.expense?["description"]?.stringValue == "café")
            #expect(reply.expense?["currency"]?.stringValue == "EUR")
            #expect(rawNumbers(reply.raw, key: "amount") == ["5.00"])
        }

        @Test("CRLF line endings work and the CR is not part of the request")
        func crlf() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            try connection.sendBytes(Array("ping\r\nadd tea $3\r\n".utf8))
            let pong = try connection.reply()
            #expect(pong.result?["pong"]?.boolValue == true, "\(pong)")
            let added = try connection.reply()
            #expect(added.ok == true, "\(added)")
            #expect(added.expense?["description"]?.stringValue == "tea")
            #expect(rawNumbers(added.raw, key: "amount") == ["3.00"])
        }

        @Test("A last line without a newline is answered after the client finishes sending")
        func lastLineWithoutNewline() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            try connection.sendBytes(Array("add tea $3\nping".utf8))
            connection.finishSending()
            let added = try connection.reply()
            #expect(added.expense?["description"]?.stringValue == "tea", "\(added)")
            let pong = try connection.reply()
            #expect(pong.ok == true)
            #expect(pong.result?["pong"]?.boolValue == true, "\(pong)")
            #expect(try connection.readLine() == nil, "after the client's EOF the daemon closes")
        }
    }
}
