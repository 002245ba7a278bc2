import Foundation
import Testing

/// `spend chat` as a REPL and `spend watch` across a daemon restart, on a real terminal.
extension SpendIntegration {
    @Suite(.serialized)
    struct ChatREPL {
        func terminalEnvironment(_ daemon: DaemonHarness) -> [String: String] {
            daemon.environment.merging(["TERM": "xterm", "COLUMNS": "80", "XDG_STATE_HOME": daemon.directory + "/state"]) { $1 }
        }

        @Test("chat: Ctrl-C clears a half-typed line, /help, /undo, reconnects after a restart, keeps history 0600")
        func chatSession() throws {
            let daemon = try DaemonHarness()
            let chat = try TerminalSession([try Binaries.spend(), "--socket", daemon.socketPath, "chat"],
                                           environment: terminalEnvironment(daemon))
            var seen = try chat.waitFor("/help lists the commands")
            seen = try chat.waitFor("› ", after: seen)
            chat.type("half typed words")
            seen = try chat.waitFor("half typed words", after: seen)
            chat.type("\u{03}")
            // The terminal drops input typed while it delivers the interrupt: wait a moment.
            usleep(500_000)
            chat.type("/help\r")
            seen = try chat.waitFor("/undo   take back your last action", after: seen)
            #expect(!chat.screen.contains("Please include an amount"), "the cleared words did not reach the daemon: \(chat.screen)")
            chat.type("/hepl\r")
            seen = try chat.waitFor("did you mean '/help'?", after: seen)

            chat.type("coffee $4\r")
            seen = try chat.waitFor("Added #", after: seen)
            chat.type("/undo\r")
            seen = try chat.waitFor("Undid: Added #", after: seen)
            #expect(try daemon.connect().listAll().isEmpty, "/undo sent the undo verb")

            try daemon.restart()
            chat.type("lunch $12\r")
            seen = try chat.waitFor("the daemon went away; reconnecting…", after: seen)
            seen = try chat.waitFor("Added #", after: seen)
            #expect(try daemon.connect().listAll().count == 1, "the line after the restart was recorded once")

            chat.type("/quit\r")
            let exit = try chat.waitForExit()
            #expect(exit == .exited(0), "\(exit): \(chat.screen)")
            let history = daemon.directory + "/state/spend/history"
            let attributes = try FileManager.default.attributesOfItem(atPath: history)
            #expect((attributes[.posixPermissions] as? Int) == 0o600)
            let saved = try String(contentsOfFile: history, encoding: .utf8)
            #expect(saved.contains("coffee") && saved.contains("lunch"), "\(saved)")
            #expect(!saved.contains("half"), "a cleared line is not history: \(saved)")
        }

        @Test("chat: history from an earlier session comes back with the up arrow; accented input; Ctrl-D leaves")
        func historyAcrossSessions() throws {
            let daemon = try DaemonHarness()
            let environment = terminalEnvironment(daemon)
            let first = try TerminalSession([try Binaries.spend(), "--socket", daemon.socketPath, "chat"], environment: environment)
            var seen = try first.waitFor("› ")
            first.type("thé $3\r")
            seen = try first.waitFor("Added #", after: seen)
            first.type("\u{04}")
            #expect(try first.waitForExit() == .exited(0), "\(first.screen)")

            let second = try TerminalSession([try Binaries.spend(), "--socket", daemon.socketPath, "chat"], environment: environment)
            seen = try second.waitFor("› ")
            second.type("\u{1B}[A\r")
            seen = try second.waitFor("Added #", after: seen)
            let descriptions = try daemon.connect().listAll().compactMap { $0["description"]?.stringValue }
            #expect(descriptions == ["thé", "thé"], "the recalled line was sent again, accent intact: \(second.screen)")
            second.type("/quit\r")
            #expect(try second.waitForExit() == .exited(0))
        }

        @Test("chat: Ctrl-C during an answer stops it (cancel), and the chat goes on")
        func interruptStopsAnswer() throws {
            let stub = try ChatStub()
            let daemon = try stub.daemon("slow")
            let chat = try TerminalSession([try Binaries.spend(), "--socket", daemon.socketPath, "chat"],
                                           environment: terminalEnvironment(daemon))
            var seen = try chat.waitFor("› ")
            chat.type("which category do I spend most on?\r")
            seen = try chat.waitFor("tick1", after: seen)
            chat.type("\u{03}")
            seen = try chat.waitFor("(stopped)", after: seen)
            seen = try chat.waitFor("› ", after: seen)
            #expect(!chat.screen.contains("tick9"), "the answer stopped early: \(chat.screen)")
            chat.type("/help\r")
            seen = try chat.waitFor("/quit   leave", after: seen)
            chat.type("/quit\r")
            let exit = try chat.waitForExit()
            #expect(exit == .exited(0), "\(exit): \(chat.screen)")
        }

        @Test("chat: a connection the daemon closed for being idle is replaced quietly")
        func idleConnection() throws {
            let daemon = try DaemonHarness(environment: ["SPEND_IDLE_TIMEOUT": "1"])
            let chat = try TerminalSession([try Binaries.spend(), "--socket", daemon.socketPath, "chat"],
                                           environment: terminalEnvironment(daemon))
            var seen = try chat.waitFor("› ")
            usleep(2_500_000)
            chat.type("tea $3\r")
            seen = try chat.waitFor("Added #", after: seen)
            #expect(!chat.screen.contains("went away") && !chat.screen.contains("idle"), "\(chat.screen)")
            chat.type("/quit\r")
            #expect(try chat.waitForExit() == .exited(0))
        }

        @Test("watch says the daemon went away and shows events again once it is back")
        func watchReconnects() throws {
            let daemon = try DaemonHarness()
            let watch = try TerminalSession([try Binaries.spend(), "--socket", daemon.socketPath, "watch"],
                                            environment: terminalEnvironment(daemon))
            var seen = try watch.waitFor("Watching for expense events")
            _ = try daemon.connect().add("coffee $4")
            seen = try watch.waitFor("Added #", after: seen)
            try daemon.restart()
            seen = try watch.waitFor("the daemon went away; reconnecting…", after: seen)
            seen = try watch.waitFor("(reconnected)", after: seen)
            _ = try daemon.connect().add("lunch $12")
            seen = try watch.waitFor("lunch", after: seen)
        }
    }
}
