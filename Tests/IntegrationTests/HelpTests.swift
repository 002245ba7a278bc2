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

        @Test("docs/PROTOCOL.md describes every verb help lists")
        func protocolDocumentsEveryVerb() throws {
            let daemon = try DaemonHarness()
            let commands = try #require(try daemon.connect().ok("help").result?["commands"]?.arrayValue)
            // <root>/Tests/IntegrationTests/HelpTests.swift -> <root>/docs/PROTOCOL.md
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            let docs = try String(contentsOf: root.appendingPathComponent("docs/PROTOCOL.md"), encoding: .utf8)
            let documented = Set(docs.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("### ") || line.hasPrefix("#### ") else { return nil }
                return line.split(separator: " ", maxSplits: 1).last.map(String.init)
            })
            let missing = commands.compactMap { $0["name"]?.stringValue }.filter { !documented.contains($0) }
            #expect(missing.isEmpty, "verbs without a section in docs/PROTOCOL.md: \(missing)")
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
