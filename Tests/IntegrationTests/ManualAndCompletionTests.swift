import Foundation
import SpendProtocol
import Testing

/// spend(1), spendd(8) and the shell completions, generated from the argument parsers.
extension SpendIntegration {
    @Suite(.serialized)
    struct ManualAndCompletion {
        static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path

        func shell(_ command: String, in directory: String) throws -> ProcessOutput {
            try ProcessRunner.run("/bin/bash", ["-c", command], environment: ProcessRunner.environment(home: directory),
                                  scratch: directory)
        }

        @Test("the bash completion script parses, and sourcing it completes spend; zsh and fish scripts are made")
        func completions() throws {
            let directory = try ProcessRunner.makeTempDirectory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let spend = try Binaries.spend()
            let script = directory + "/spend.bash"
            let generate = try shell("'\(spend)' --generate-completion-script bash > '\(script)'", in: directory)
            #expect(generate.exit == .exited(0), "\(generate)")
            #expect(try shell("bash -n '\(script)'", in: directory).exit == .exited(0))
            let loaded = try shell("source '\(script)' && complete -p spend", in: directory)
            #expect(loaded.exit == .exited(0), "\(loaded)")
            #expect(loaded.stdout.contains("complete") && loaded.stdout.hasSuffix("spend\n"), "\(loaded)")
            let words = try shell("""
                source '\(script)'; COMP_WORDS=(spend lis); COMP_CWORD=1; COMP_LINE='spend lis'; COMP_POINT=9
                $(complete -p spend | sed -E 's/.*-F ([^ ]+).*/\\1/') spend lis spend; printf '%s\\n' "${COMPREPLY[@]}"
                """, in: directory)
            #expect(words.stdout.split(separator: "\n").contains("list"), "completing 'lis': \(words)")
            for (shellName, marker) in [("zsh", "#compdef spend"), ("fish", "complete -c 'spend'")] {
                let output = try shell("'\(spend)' --generate-completion-script \(shellName)", in: directory)
                #expect(output.exit == .exited(0) && output.stdout.contains(marker), "\(shellName): \(output.stdout.prefix(300))")
            }
        }

        @Test("man renders spend(1) and spendd(8) without warnings, hand-written sections included")
        func manPagesRender() throws {
            let directory = try ProcessRunner.makeTempDirectory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            for (page, expected) in [("spend.1", ["SYNOPSIS", "CHAT", "ENVIRONMENT", "PROTOCOL", "EXIT STATUS", "sysexits"]),
                                     ("spendd.8", ["SYNOPSIS", "CONFIGURATION FILE", "PROTOCOL", "FILES"])] {
                let path = Self.root + "/docs/man/" + page
                let warnings = try shell("MANWIDTH=80 man -l '\(path)' 2>&1 >/dev/null", in: directory)
                #expect(warnings.exit == .exited(0) && warnings.stdout.isEmpty, "\(page): \(warnings)")
                let rendered = try shell("MANWIDTH=80 MAN_KEEP_FORMATTING= man -l '\(path)' 2>/dev/null | col -b", in: directory)
                for heading in expected { #expect(rendered.stdout.contains(heading), "\(page) lacks \(heading)") }
            }
        }

        @Test("the committed man pages are what the generator makes from today's parsers")
        func manPagesAreCurrent() throws {
            let directory = try ProcessRunner.makeTempDirectory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let tool = Self.root + "/.build/generate-manual/debug/generate-manual"
            if FileManager.default.isExecutableFile(atPath: tool) {
                let run = try shell("'\(Self.root)/scripts/generate-man' '\(try Binaries.directory())' '\(directory)'", in: directory)
                #expect(run.exit == .exited(0), "\(run)")
                for page in ["spend.1", "spendd.8"] {
                    let fresh = try String(contentsOfFile: directory + "/" + page, encoding: .utf8)
                    let committed = try String(contentsOfFile: Self.root + "/docs/man/" + page, encoding: .utf8)
                    #expect(fresh == committed, "docs/man/\(page) is behind the parser: run `make man`")
                }
            }
            // Without the tool: every subcommand and option the parsers know is on the page.
            for (binary, page) in [("spend", "spend.1"), ("spendd", "spendd.8")] {
                let dump = try shell("'\(try Binaries.directory())/\(binary)' --experimental-dump-help", in: directory)
                let committed = try String(contentsOfFile: Self.root + "/docs/man/" + page, encoding: .utf8)
                var missing: [String] = []
                func walk(_ command: JSONValue) {
                    if let name = command["commandName"]?.stringValue, !committed.contains(name) { missing.append(name) }
                    for argument in command["arguments"]?.arrayValue ?? [] {
                        for name in argument["names"]?.arrayValue ?? [] where name["kind"]?.stringValue == "long" {
                            if let long = name["name"]?.stringValue, !committed.contains(long) { missing.append("--" + long) }
                        }
                    }
                    for subcommand in command["subcommands"]?.arrayValue ?? [] { walk(subcommand) }
                }
                walk(try JSONValue.parse(dump.stdout)["command"] ?? .null)
                #expect(missing.isEmpty, "docs/man/\(page) lacks \(missing): run `make man`")
            }
        }
    }
}
