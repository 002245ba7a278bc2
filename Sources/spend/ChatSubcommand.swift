import ArgumentParser
import Foundation
import SpendClient
import SpendProtocol
import SpendText

struct Chat: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Talk with the assistant. It remembers the conversation until you leave.",
        discussion: """
            A line is a question ("how much on food this month?") or an expense ("lunch $12").
            /help lists the commands; /new starts over, /undo removes the last expense,
            /quit or Ctrl-D leaves. Ctrl-C clears the line, or stops an answer. Line editing
            works at the prompt; history is kept in $XDG_STATE_HOME/spend/history.
            """)

    @OptionGroup var global: GlobalOptions
    @Option(help: "A named conversation to resume (it outlives this chat).") var conversation: String?

    func run() throws {
        let link = try DaemonLink(global: global)
        let prompt = ChatPrompt()
        Terminal.note("Ask about your spending, or add an expense. /help lists the commands.")
        var id = 0
        while let line = prompt.read() {
            guard !line.isEmpty else { continue }
            id += 1
            link.reopenIfClosed()
            do {
                if try perform(ChatCommand(line), id: id, stream: AnswerStream(connection: link.connection, json: global.json)) == .leave {
                    return
                }
            } catch {
                link.reconnect()
                Terminal.note("(reconnected) That line may not have reached the daemon; type it again.")
            }
        }
        print()
    }

    private enum Next { case goOn, leave }

    private func perform(_ command: ChatCommand, id: Int, stream: AnswerStream) throws(ClientError) -> Next {
        let named: [(String, JSONValue)] = conversation.map { [("conversation", .string($0))] } ?? []
        switch command {
        case .quit:
            return .leave
        case .help:
            print(ChatCommand.helpText)
        case .new:
            if try stream.run([("cmd", .string("reset"))] + named, id: id) == nil { print("(conversation cleared)") }
        case .undo:
            try stream.run([("cmd", .string("undo"))], id: id) { print(Undo.undone($0)) }
        case .unknown(let word, let suggestion):
            Terminal.error("unknown command '\(word)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ". Try /help"))
        case .phrase(let text):
            try stream.run([("cmd", .string("say")), ("text", .string(text))] + named, id: id,
                           onResult: AnswerStream.showRecordedExpense)
        }
        return .goOn
    }
}

/// What a line typed in `spend chat` asks for: a slash command, or a phrase for `say`.
enum ChatCommand: Equatable {
    case help, new, undo, quit
    case unknown(String, suggestion: String?)
    case phrase(String)

    private static let names: [(String, ChatCommand)] = [
        ("/help", .help), ("/new", .new), ("/reset", .new), ("/undo", .undo), ("/quit", .quit), ("/exit", .quit),
    ]

    static let helpText = """
        /help   these commands
        /new    a new conversation: the assistant forgets this one (also /reset)
        /undo   take back your last action (an add, edit, delete…)
        /quit   leave (also /exit or Ctrl-D)
        Anything else is a question ("how much on food this month?") or an expense ("lunch $12").
        Ctrl-C clears the line, or stops an answer.
        """

    init(_ line: String) {
        guard line.hasPrefix("/"), !line.contains(" ") else {
            self = .phrase(line)
            return
        }
        let word = line.lowercased()
        if let known = Self.names.first(where: { $0.0 == word }) {
            self = known.1
        } else {
            self = .unknown(line, suggestion: EditDistance.nearest(to: word, among: Self.names.map(\.0)))
        }
    }
}
