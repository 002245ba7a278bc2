import ArgumentParser
import Foundation
import SpendClient
import SpendProtocol

@main
struct Spend: ParsableCommand {
    /// Global options may come before the subcommand (`spend --json list`); the parser
    /// reads them after it, so move them there. A mistyped subcommand gets a suggestion,
    /// and `--version` asks the daemon for its own.
    static func main() {
        var arguments = Terminal.takeColorChoice(from: Array(CommandLine.arguments.dropFirst()))
        var leading: [String] = []
        // ArgumentParser's own flags stay first: they belong to the root command.
        let builtIn = ["--help", "--version", "--generate-completion-script", "--experimental-dump-help", "---completion"]
        while let first = arguments.first, first.hasPrefix("--"), !builtIn.contains(where: first.hasPrefix) {
            leading.append(arguments.removeFirst())
            if leading.last == "--socket", !arguments.isEmpty { leading.append(arguments.removeFirst()) }
        }
        if arguments.first == "--version" { VersionReport.print(leadingOptions: leading) }
        if let unknown = CommandSuggestion.unknownSubcommand(in: arguments, of: Spend.self) {
            Terminal.error(unknown)
            Spend.exit(withError: ExitCode(ExitStatus.usage.rawValue))
        }
        // A group (`spend category add`) takes them after its own subcommand.
        let group = configuration.subcommands.first { $0._commandName == arguments.first }
        let depth = group.map { $0.configuration.subcommands.isEmpty || arguments.count < 2 ? 1 : 2 } ?? 1
        if !arguments.isEmpty { arguments.insert(contentsOf: leading, at: depth) } else { arguments = leading }
        // Completion scripts and the JSON help are for programs: printed as ArgumentParser makes them.
        if arguments.contains(where: { word in builtIn.dropFirst(2).contains(where: word.hasPrefix) }) {
            main(arguments)
            return
        }
        runFittingTheTerminal(arguments)
    }

    /// ArgumentParser's `main`, with help and error text cut to the terminal's width
    /// (it wraps words, but not a word longer than the line).
    static func runFittingTheTerminal(_ arguments: [String]) -> Never {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            exit()
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if !message.isEmpty {
                let fitted = message.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { Terminal.fitted(String($0)) }.joined(separator: "\n")
                if code == .success {
                    print(fitted)
                } else {
                    FileHandle.standardError.write(Data((fitted + "\n").utf8))
                }
            }
            Foundation.exit(code.rawValue)
        }
    }

    /// The subcommand as typed ("list"), for messages that point to its help.
    static var typedSubcommand: String? {
        let names = Set(configuration.subcommands.flatMap { [$0._commandName] + $0.configuration.aliases })
        return CommandLine.arguments.dropFirst().first(where: names.contains)
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
            Colour: --color=auto|always|never, anywhere on the line (auto: a terminal,
            unless NO_COLOR is set and not empty or TERM=dumb).
            Exit status (sysexits): 0 success; 1 the daemon refused (no such expense,
            nothing to undo); 64 bad usage; 65 bad input (no amount, an impossible
            date, an unknown category); 66/73 a file cannot be read/written; 69 the
            daemon (or a service it needs) is unreachable; 70 the daemon failed;
            75 temporary failure, try again.
            """,
        version: VersionReport.clientVersion,
        subcommands: [Add.self, Ask.self, Chat.self, Say.self, Listen.self, Stop.self, CancelRecording.self, Parse.self, List.self, Total.self, Edit.self, Delete.self, Undo.self, Redo.self, History.self,
                      Summary.self, Rate.self, Rates.self, Categories.self, CategoryCommand.self, BudgetCommand.self, Budgets.self, Recurring.self, Income.self, Balance.self, CashflowCommand.self, GoalCommand.self, Goals.self, Import.self, Export.self, ReceiptCommand.self, Receipts.self, Backup.self, Restore.self, Transcribe.self, Retry.self, Spool.self, Learned.self, Forget.self, Status.self, Ping.self, Subscribe.self, Bar.self, Setup.self, Raw.self])
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
        if !ownsSocket, lstat(socketPath, &info) == 0 {
            Terminal.error("\(socketPath) belongs to uid \(info.st_uid), not to you (uid \(getuid())); not connecting.")
            throw ExitStatus.unavailable.exitCode
        }
        do {
            let connection = try LineConnection(path: socketPath)
            try connection.readGreeting()
            return connection
        } catch {
            throw Self.unreachable(error)
        }
    }

    /// Whether the socket is missing or this user's (the check `connect` makes).
    var ownsSocket: Bool {
        var info = stat()
        return lstat(socketPath, &info) != 0 || info.st_uid == getuid()
    }

    /// Says the daemon could not be reached or heard, and returns the exit status.
    static func unreachable(_ error: any Error) -> ExitCode {
        Terminal.error(String(describing: error))
        return (error as? ClientError).map { ExitStatus(clientError: $0) }?.exitCode ?? ExitStatus.unavailable.exitCode
    }

    /// Sends one request (on `connection`, or a new one) and returns its result; an error
    /// is printed and throws the exit status of its class. `data`: the events carry a
    /// file's content (export to stdout), passed on as sent.
    func call(_ fields: [(String, JSONValue)], data: Bool = false, on connection: LineConnection? = nil,
              onEvent: (Reply) -> Void = { _ in }) throws -> JSONValue {
        let connection = try connection ?? connect()
        let reply: Reply
        do {
            // Everything the daemon sends is shown, never obeyed by the terminal: a bank
            // file's description could hold escape sequences. `--json` keeps the raw line.
            reply = try connection.request(fields) { onEvent(json || data ? $0 : $0.forTerminal) }.forTerminal
        } catch {
            throw Self.unreachable(error)
        }
        if json { print(reply.line) }
        guard reply.ok else { throw FailureReport.report(reply.value["error"], request: fields, json: json) }
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
