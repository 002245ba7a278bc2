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
        let ok = try AnswerStream(connection: connection, json: global.json).run(fields, id: 1)
        if !ok { throw ExitCode(1) }
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
        let ok = try stream.run([("cmd", .string("say")), ("text", .string(phrase.joined(separator: " ")))], id: 1,
                                onResult: AnswerStream.showRecordedExpense)
        if !ok { throw ExitCode(1) }
    }
}

struct Chat: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Talk with the assistant. It remembers the conversation until you leave.",
        discussion: """
            Line editing and history (arrow keys) work at the prompt. Ctrl-C stops an answer;
            /reset forgets the conversation; /quit or Ctrl-D leaves.
            Expenses can be added here too: type "lunch $12".
            """)

    @OptionGroup var global: GlobalOptions
    @Option(help: "A named conversation to resume (it outlives this chat).") var conversation: String?

    func run() throws {
        let connection = try global.connect()
        let stream = AnswerStream(connection: connection, json: global.json)
        Terminal.note("Ask about your spending, or add an expense. /reset forgets, /quit leaves.")
        // libedit converts the prompt and the input with the C library's locale: without
        // the user's (UTF-8) locale it fails on "›" and on accented input.
        setlocale(LC_CTYPE, "")
        using_history()
        let prompt = String(cString: nl_langinfo(nl_item(CODESET))) == "UTF-8" ? "› " : "> "
        var id = 0
        while let raw = readline(prompt) {
            let line = String(cString: raw).trimmingCharacters(in: .whitespaces)
            free(raw)
            guard !line.isEmpty else { continue }
            add_history(line)
            id += 1
            switch line {
            case "/quit", "/exit": return
            case "/reset":
                var fields: [(String, JSONValue)] = [("cmd", .string("reset"))]
                if let conversation { fields.append(("conversation", .string(conversation))) }
                _ = try stream.run(fields, id: id)
                print("(conversation cleared)")
            default:
                var fields: [(String, JSONValue)] = [("cmd", .string("say")), ("text", .string(line))]
                if let conversation { fields.append(("conversation", .string(conversation))) }
                _ = try stream.run(fields, id: id, onResult: AnswerStream.showRecordedExpense)
            }
        }
        print()
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

    /// Returns whether the final line was ok; `onResult` sees a successful result.
    func run(_ fields: [(String, JSONValue)], id: Int, onResult: (JSONValue) -> Void = { _ in }) throws -> Bool {
        let interrupt = CancelOnInterrupt(descriptor: connection.descriptor, target: id)
        defer { interrupt.stop() }
        var streamed = false
        let reply: Reply
        do {
            reply = try connection.request(fields, id: id) { event in
                if json { print(event.line); fflush(nil); return }
                if event.value["event"]?.stringValue == "delta", let text = event.value["text"]?.stringValue {
                    print(text, terminator: "")
                    fflush(nil)
                    streamed = true
                }
            }
        } catch {
            Terminal.error(error.description)
            throw ExitCode(3)
        }
        if json { print(reply.line); return reply.ok }
        if streamed { print() }
        guard reply.ok else {
            let error = reply.value["error"]
            if error?["code"]?.stringValue == "cancelled" {
                Terminal.note("(stopped)")
            } else {
                Terminal.error(error?["message"]?.stringValue ?? reply.line)
                if let hint = error?["hint"]?.stringValue { Terminal.note(hint) }
            }
            return false
        }
        onResult(reply.result ?? .null)
        return true
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
