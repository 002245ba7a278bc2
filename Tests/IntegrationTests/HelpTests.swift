import Foundation
import SpendClient
import SpendProtocol
import Testing

/// `help` is generated from the one command table: every verb, its usage, whether it streams.
extension SpendIntegration {
    @Suite(.serialized)
    struct Help {
        @Test("help lists every verb once, each with usage, summary, example and arguments")
        func listsEveryVerb() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let commands = try #require(try connection.ok("help").result?["commands"]?.arrayValue)
            let names = commands.compactMap { $0["name"]?.stringValue }
            #expect(Set(names).count == names.count, "no verb twice: \(names)")
            for verb in ["add", "summary", "rate", "category", "budget", "recurring", "import", "export", "listen", "transcribe", "spool"] {
                #expect(names.contains(verb), "\(verb) missing from help: \(names)")
            }
            for command in commands {
                #expect(command["usage"]?.stringValue?.hasPrefix(command["name"]?.stringValue ?? "?") == true, "\(command)")
                #expect(command["summary"]?.stringValue?.isEmpty == false, "\(command)")
                #expect(command["arguments"]?.arrayValue != nil, "\(command)")
                // Every example is a line the daemon understands: at worst its verb is known.
                let example = command["example"]?.stringValue ?? ""
                #expect(example.split(separator: " ").first.map(String.init) == command["name"]?.stringValue, "\(command)")
            }
        }

        @Test("help marks the streaming verbs, and only those")
        func marksStreamingVerbs() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let commands = try #require(try connection.ok("help").result?["commands"]?.arrayValue)
            let streaming = commands.filter { $0["streams"]?.boolValue == true }.compactMap { $0["name"]?.stringValue }
            #expect(Set(streaming) == ["ask", "say", "listen", "transcribe", "retry"])
            #expect(commands.allSatisfy { $0["streams"]?.boolValue != nil }, "every verb says whether it streams")
            let listen = try #require(try connection.ok("help LISTEN").result?["command"])
            #expect(listen["streams"]?.boolValue == true)
            let missing = try connection.call("help nope")
            #expect(missing.ok == false && missing.errorCode == "unknown_command", "\(missing)")
        }
    }
}
