import ArgumentParser
import Foundation
import SpendClient
import SpendProtocol

struct Status: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Is the daemon up, and what is it using?")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let result = try global.call([("cmd", .string("status"))])
        guard !global.json else { return }
        for key in ["version", "pid", "uptime_seconds", "socket", "database", "expenses", "currency", "connections", "subscribers"] {
            if let value = result[key] {
                let text = value.stringValue ?? value.numberText ?? value.serialized
                print(key.replacingOccurrences(of: "_", with: " ").padding(toLength: 16, withPad: " ", startingAt: 0) + text)
            }
        }
    }
}

struct Ping: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Check that the daemon answers.")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        _ = try global.call([("cmd", .string("ping"))])
        if !global.json { print("pong") }
    }
}

struct Subscribe: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Print expenses as they are added, edited or deleted (until Ctrl-C).",
        aliases: ["subscribe"])

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let link = try DaemonLink(global: global)
        var reconnected = false
        while true {
            do {
                let reply = try link.connection.request([("cmd", .string("subscribe"))])
                guard reply.ok else { throw FailureReport.report(reply.value["error"], request: [("cmd", .string("subscribe"))], json: global.json) }
                if !global.json { Terminal.note(reconnected ? "(reconnected)" : "Watching for expense events; Ctrl-C to stop.") }
                while let line = try link.connection.readLine() { show(line) }
            } catch is ClientError {
                // The daemon went away (or restarts): wait for it and subscribe again.
            }
            link.reconnect()
            reconnected = true
        }
    }

    private func show(_ line: String) {
        if global.json { print(line); fflush(nil); return }
        guard let event = try? JSONValue.parse(line).visibleStrings, let name = event["event"]?.stringValue,
              let expense = event["expense"] else { return }
        let verb = name.split(separator: ".").last.map(String.init) ?? name
        print(verb.capitalized + " " + Format.expenseLine(expense))
        fflush(nil)
    }
}

struct Raw: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Send protocol lines as they are and print every reply line.",
        discussion: """
            With arguments, sends them as one line: spend raw list limit=3
            Without, sends each line of standard input: printf 'ping\\nstatus\\n' | spend raw
            See docs/PROTOCOL.md, or: spend raw help
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: "A request line.") var line: [String] = []

    func run() throws {
        let connection = try global.connect()
        do {
            var lines: [String] = line.isEmpty ? [] : [line.joined(separator: " ")]
            if line.isEmpty { while let input = readLine() { lines.append(input) } }
            var failed = false
            for request in lines where !request.trimmingCharacters(in: .whitespaces).isEmpty {
                try connection.send(request)
                var answered = false
                while let reply = try connection.readLine() {
                    print(reply)
                    guard let value = try? JSONValue.parse(reply), let ok = value["ok"]?.boolValue else { continue }
                    failed = failed || !ok
                    answered = true
                    break
                }
                // The daemon closed the connection before the final line: that request's
                // outcome is unknown, which is a failure, not a success.
                guard answered else {
                    Terminal.error("spendd closed the connection before answering '\(request.prefix(60))'")
                    throw ExitCode(75)
                }
            }
            if failed { throw ExitCode(1) }
        } catch let error as ClientError {
            throw GlobalOptions.unreachable(error)
        }
    }
}
