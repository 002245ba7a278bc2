import ArgumentParser
import CEditLine
import Dispatch
import Foundation
import SpendClient
import SpendProtocol

struct Ask: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Ask about your spending; the answer streams in. Ctrl-C stops it.",
        discussion: """
              spend ask "What's my total spending this month?"
              spend ask 'Can I afford a $200 purchase this month?'
            """)

    @OptionGroup var global: GlobalOptions
    @Option(help: "Continue a named conversation.") var conversation: String?
    @Argument(help: "The question.") var question: [String]

    func run() throws {
        let connection = try global.connect()
        var fields: [(String, JSONValue)] = [("cmd", .string("ask")), ("text", .string(question.joined(separator: " ")))]
        if let conversation { fields.append(("conversation", .string(conversation))) }
        try AnswerStream(connection: connection, json: global.json).runToExit(fields)
    }
}

struct Say: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Record an expense or ask a question: whichever the phrase is.",
        discussion: """
              spend say 'lunch with Mike $12.50'
              spend say how much did I spend on food this month
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: "An expense or a question.") var phrase: [String]

    func run() throws {
        let connection = try global.connect()
        let stream = AnswerStream(connection: connection, json: global.json)
        try stream.runToExit([("cmd", .string("say")), ("text", .string(phrase.joined(separator: " ")))],
                             onResult: AnswerStream.showRecordedExpense)
    }
}

/// Sends one request whose answer may stream, prints deltas as they arrive, and turns
/// Ctrl-C into a `cancel` of that request rather than killing the client.
struct AnswerStream {
    let connection: LineConnection
    let json: Bool

    /// `say` records expenses as well as answering: show what it recorded.
    static func showRecordedExpense(_ result: JSONValue) {
        if result["kind"]?.stringValue == "expense", let expense = result["expense"] {
            print("Added " + Format.expenseLine(expense))
            for line in BudgetText.alerts(result) { print(line) }
        }
    }

    /// Returns nil when the final line was ok, else the exit status of its failure (a
    /// stopped answer is not one); `onResult` sees a successful result. Throws ClientError
    /// when the daemon cannot be heard.
    @discardableResult
    func run(_ fields: [(String, JSONValue)], id: Int, onResult: (JSONValue) -> Void = { _ in }) throws(ClientError) -> ExitCode? {
        let interrupt = CancelOnInterrupt(descriptor: connection.descriptor, target: id)
        defer { interrupt.stop() }
        var streamed = false
        let reply = try connection.request(fields, id: id) { event in
            if json { print(event.line); fflush(nil); return }
            if event.value["event"]?.stringValue == "delta", let text = event.value["text"]?.stringValue {
                print(text, terminator: "")
                fflush(nil)
                streamed = true
            }
        }
        if json { print(reply.line) }
        if streamed, !json { print() }
        guard reply.ok else {
            let error = reply.value["error"]
            if error?["code"]?.stringValue == "cancelled" {
                if !json { Terminal.note("(stopped)") }
                return ExitCode(130)
            }
            return FailureReport.report(error, request: fields, json: json)
        }
        if !json { onResult(reply.result ?? .null) }
        return nil
    }
}

extension AnswerStream {
    /// One request for a command that ends with it: its failure is the exit status.
    func runToExit(_ fields: [(String, JSONValue)], onResult: (JSONValue) -> Void = { _ in }) throws {
        let failure: ExitCode?
        do {
            failure = try run(fields, id: 1, onResult: onResult)
        } catch {
            throw GlobalOptions.unreachable(error)
        }
        if let failure { throw failure }
    }
}

/// While an answer streams, Ctrl-C writes `cancel <id>` to the socket instead of
/// ending the process; the daemon then stops the answer (and its upstream request).
final class CancelOnInterrupt: @unchecked Sendable {
    private let source: DispatchSourceSignal

    init(descriptor: Int32, target: Int) {
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        let line = Array((JSONValue.object([("cmd", .string("cancel")), ("target", .int(target)), ("id", .string("cancel-\(target)"))]).serialized + "\n").utf8)
        source.setEventHandler { _ = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } }
        source.resume()
    }

    func stop() {
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }
}
