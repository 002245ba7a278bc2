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

        @Test("docs/PROTOCOL.md's error table lists every error code the sources can produce")
        func protocolDocumentsEveryErrorCode() throws {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            let docs = try String(contentsOf: root.appendingPathComponent("docs/PROTOCOL.md"), encoding: .utf8)
            let table = try #require(docs.range(of: "## 7. Error codes").flatMap { start in
                docs.range(of: "## 8.", range: start.upperBound..<docs.endIndex).map { docs[start.upperBound..<$0.lowerBound] }
            })
            let documented = Set(table.split(separator: "\n").compactMap { line in
                line.firstMatch(of: /^\| `([a-z_]+)` \|/).map { String($0.1) }
            })
            // Codes are written three ways: as `code: "…"` where an error is built, as the
            // cases of an `enum Code: String`, and in the `var code: String` switch of an
            // error type. (CaptureError's codes are not error codes: they are error.reason.)
            let ignored = ["SpendAudio/CaptureError.swift"]
            var produced: [String: String] = [:]
            let sources = try #require(FileManager.default.enumerator(atPath: root.appendingPathComponent("Sources").path))
            for case let path as String in sources
                where path.hasSuffix(".swift") && !path.contains("Knowledge/") && !ignored.contains(path) {
                let text = try String(contentsOf: root.appendingPathComponent("Sources/" + path), encoding: .utf8)
                var block: String?
                for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                    if line.contains("enum Code: String") { block = "enum"; continue }
                    if line.contains("var code: String {") { block = "switch"; continue }
                    if block != nil, line.trimmingCharacters(in: .whitespaces) == "}", line.prefix(while: { $0 == " " }).count <= 4 {
                        block = nil
                    }
                    var found: [String] = []
                    if !line.contains("CaptureError") { found += line.matches(of: /code: "([a-z_]+)"/).map { String($0.1) } }
                    found += line.matches(of: /\berror\("([a-z_]+)",/).map { String($0.1) }
                    if block == "switch" { found += line.matches(of: /"([a-z_]+)"/).map { String($0.1) } }
                    if block == "enum", let match = line.firstMatch(of: /^\s*case (\w+)(?: = "([a-z_]+)")?\s*$/) {
                        found.append(match.2.map(String.init) ?? String(match.1))
                    }
                    for code in found { produced[code] = path }
                }
            }
            #expect(produced.count > 40, "the scan found only \(produced.keys.sorted())")
            let missing = produced.filter { !documented.contains($0.key) }.map { "\($0.key) (\($0.value))" }.sorted()
            #expect(missing.isEmpty, "error codes missing from docs/PROTOCOL.md §7: \(missing)")
        }

        @Test("help marks the streaming verbs, and only those")
        func marksStreamingVerbs() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let commands = try #require(try connection.ok("help").result?["commands"]?.arrayValue)
            let streaming = commands.filter { $0["streams"]?.boolValue == true }.compactMap { $0["name"]?.stringValue }
            #expect(Set(streaming) == ["ask", "say", "listen", "transcribe", "retry", "receipt"])
            #expect(commands.allSatisfy { $0["streams"]?.boolValue != nil }, "every verb says whether it streams")
            let listen = try #require(try connection.ok("help LISTEN").result?["command"])
            #expect(listen["streams"]?.boolValue == true)
            let missing = try connection.call("help nope")
            #expect(missing.ok == false && missing.errorCode == "unknown_command", "\(missing)")
        }
    }
}
