import ArgumentParser
import Foundation
import SpendClient
import SpendProtocol

@main
struct Spend: ParsableCommand {
    /// Global options may come before the subcommand (`spend --json list`); the parser
    /// reads them after it, so move them there.
    static func main() {
        var arguments = Array(CommandLine.arguments.dropFirst())
        var leading: [String] = []
        while let first = arguments.first, first.hasPrefix("--"), !["--help", "--version"].contains(first) {
            leading.append(arguments.removeFirst())
            if leading.last == "--socket", !arguments.isEmpty { leading.append(arguments.removeFirst()) }
        }
        // A group (`spend category add`) takes them after its own subcommand.
        let group = configuration.subcommands.first { $0._commandName == arguments.first }
        let depth = group.map { $0.configuration.subcommands.isEmpty || arguments.count < 2 ? 1 : 2 } ?? 1
        if !arguments.isEmpty { arguments.insert(contentsOf: leading, at: depth) } else { arguments = leading }
        main(arguments)
    }

    static let configuration = CommandConfiguration(
        commandName: "spend",
        abstract: "Record and review expenses; talks to the spendd daemon.",
        discussion: """
            Examples:
              spend add 'coffee with Mike $18.75'
              spend add twelve fifty for lunch yesterday
              spend listen
              spend list --limit 5
              spend edit 3 category=Shopping
              spend summary --month 2026-10
              spend budget set "Food & Dining" 300
              spend recurring add "Netflix 15.49 monthly on the 3rd"
              spend export --format ledger -o spend.journal
              spend ask 'Which category do I spend most on?'
              spend total --merchant Starbucks --by month
              spend --json list | jq '.result.expenses[].amount'

            Single quotes keep a $ amount away from the shell.
            Exit status: 0 success; 1 the daemon refused the request (the message
            says why); 3 the daemon is not running or unreachable; 64 bad usage.
            """,
        version: "0.1.0",
        subcommands: [Add.self, Ask.self, Chat.self, Say.self, Listen.self, Stop.self, CancelRecording.self, Parse.self, List.self, Total.self, Edit.self, Delete.self, Undo.self, Redo.self, History.self,
                      Summary.self, Rate.self, Rates.self, Categories.self, CategoryCommand.self, BudgetCommand.self, Budgets.self, Recurring.self, Income.self, Balance.self, CashflowCommand.self, GoalCommand.self, Goals.self, Import.self, Export.self, Backup.self, Restore.self, Transcribe.self, Retry.self, Spool.self, Learned.self, Forget.self, Status.self, Ping.self, Subscribe.self, Bar.self, Raw.self])
}

/// Options every subcommand takes.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("spendd's socket (default $SPEND_SOCKET or $XDG_RUNTIME_DIR/spend/spendd.sock).", valueName: "path"))
    var socket: String?

    @Flag(name: .long, help: "Print the daemon's JSON reply instead of text, for scripts.")
    var json = false

    var socketPath: String {
        let env = ProcessInfo.processInfo.environment
        if let socket { return socket }
        if let path = env["SPEND_SOCKET"], !path.isEmpty { return path }
        return SocketLocation.defaultPath(environment: env, uid: getuid())
    }

    /// Connects, after checking the socket is this user's: expenses are not sent to a
    /// socket someone else planted.
    func connect() throws -> LineConnection {
        var info = stat()
        if lstat(socketPath, &info) == 0, info.st_uid != getuid() {
            Terminal.error("\(socketPath) belongs to uid \(info.st_uid), not to you (uid \(getuid())); not connecting.")
            throw ExitCode(3)
        }
        do {
            let connection = try LineConnection(path: socketPath)
            try connection.readGreeting()
            return connection
        } catch {
            Terminal.error(error.description)
            throw ExitCode(3)
        }
    }

    /// Sends one request and returns its result; prints the reply and exits on failure.
    /// `data`: the events carry a file's content (export to stdout), passed on as sent.
    /// Sends one request (on `connection`, or a new one) and returns its result; an error
    /// is printed and exits.
    func call(_ fields: [(String, JSONValue)], data: Bool = false, on connection: LineConnection? = nil,
              onEvent: (Reply) -> Void = { _ in }) throws -> JSONValue {
        let connection = try connection ?? connect()
        let reply: Reply
        do {
            // Everything the daemon sends is shown, never obeyed by the terminal: a bank
            // file's description could hold escape sequences. `--json` keeps the raw line.
            reply = try connection.request(fields) { onEvent(json || data ? $0 : $0.forTerminal) }.forTerminal
        } catch {
            Terminal.error(error.description)
            throw ExitCode(3)
        }
        if json { print(reply.line) }
        guard reply.ok else {
            if !json {
                let error = reply.value["error"]
                Terminal.error(error?["message"]?.stringValue ?? reply.line)
                if let hint = error?["hint"]?.stringValue { Terminal.note(hint) }
            }
            throw ExitCode(1)
        }
        return reply.result ?? .null
    }
}

/// `key=value` words from the command line, as JSON fields.
func keyValueFields(_ words: [String]) throws -> [(String, JSONValue)] {
    try words.map { word in
        guard let eq = word.firstIndex(of: "="), eq != word.startIndex else {
            throw ValidationError("Expected field=value, got '\(word)'")
        }
        return (String(word[..<eq]), .string(String(word[word.index(after: eq)...])))
    }
}
