import Foundation
import SpendProtocol
import Testing

/// What `spend` prints for a terminal: widths that fit, colour by the rules, lists that
/// say what they show.
extension SpendIntegration {
    @Suite(.serialized)
    struct TerminalOutput {
        /// Runs the client with exactly these variables on top of the harness's (without NO_COLOR).
        func run(_ daemon: DaemonHarness, _ arguments: [String], _ variables: [String: String]) throws -> ProcessOutput {
            var environment = daemon.environment
            environment["NO_COLOR"] = nil
            environment.merge(variables) { $1 }
            return try ProcessRunner.run(try Binaries.spend(), ["--socket", daemon.socketPath] + arguments,
                                         environment: environment, scratch: daemon.directory)
        }

        /// Display columns: wide characters and emoji count 2 (the test's own measure).
        func columns(_ line: Substring) -> Int {
            line.reduce(0) { total, character in
                let scalar = character.unicodeScalars.first!
                let wide = scalar.properties.isEmojiPresentation || (0x4E00...0x9FFF).contains(scalar.value)
                return total + (wide ? 2 : 1)
            }
        }

        @Test("--help, list, the dashboard and the tables fit 40, 80 and 200 columns; emoji and CJK keep the columns aligned")
        func widths() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            // Descriptions set exactly, whatever the parser would make of them.
            let pizza = try #require(try connection.add("pizza $45").expenseID)
            _ = try connection.ok("edit \(pizza) \"description=🍕🍕 pizza night for the whole office team\" category=Entertainment")
            let sushi = try #require(try connection.add("dinner $30").expenseID)
            _ = try connection.ok("edit \(sushi) description=寿司と天ぷらの晩ご飯 category=Other")
            _ = try connection.add("coffee with Mike $4")
            _ = try connection.ok("budget set \"Food & Dining\" 300")
            for width in [40, 80, 200] {
                for arguments in [["--help"], ["list", "--help"], ["list"], ["summary"], ["categories"], ["budgets"]] {
                    let output = try run(daemon, arguments, ["COLUMNS": String(width)])
                    #expect(output.exit == .exited(0), "\(output)")
                    for line in output.stdout.split(separator: "\n") {
                        #expect(columns(line) <= width, "\(arguments) at \(width): '\(line)' is \(columns(line)) columns")
                    }
                }
                // Every row's AMOUNT ends in the same display column as the header's.
                let lines = try run(daemon, ["list"], ["COLUMNS": String(width)]).stdout.split(separator: "\n").dropLast()
                let ends = lines.compactMap { line -> Int? in
                    guard let range = line.range(of: "AMOUNT") ?? line.range(of: #"\$\d+\.\d\d"#, options: .regularExpression)
                    else { return nil }
                    return columns(line[..<range.upperBound])
                }
                #expect(ends.count == 4 && Set(ends).count == 1, "at \(width): \(lines)")
                let categoryStarts = lines.compactMap { line -> Int? in
                    guard let range = line.range(of: "CATEGORY") ?? line.range(of: "Food") ?? line.range(of: "Ent")
                        ?? line.range(of: "Other") else { return nil }
                    return columns(line[..<range.lowerBound])
                }
                #expect(categoryStarts.count == 4 && Set(categoryStarts).count == 1, "at \(width): \(lines)")
            }
            let narrow = try run(daemon, ["list"], ["COLUMNS": "40"]).stdout
            #expect(narrow.contains("…"), "a description cut short ends in an ellipsis: \(narrow)")
            let wide = try run(daemon, ["list"], ["COLUMNS": "200"]).stdout
            #expect(wide.contains("寿司と天ぷらの晩ご飯"), "\(wide)")
        }

        @Test("colour follows --color, NO_COLOR (set vs empty), TERM=dumb and COLORTERM")
        func colour() throws {
            let daemon = try DaemonHarness()
            _ = try daemon.connect().add("coffee $4")
            let escape = "\u{1B}["
            // Piped output: no colour unless asked for.
            #expect(!(try run(daemon, ["categories"], ["TERM": "xterm"]).stdout.contains(escape)))
            let always = try run(daemon, ["--color=always", "categories"], ["TERM": "xterm", "NO_COLOR": "1"]).stdout
            #expect(always.contains(escape), "--color=always beats NO_COLOR: \(always)")
            let never = try run(daemon, ["--color", "never", "categories"], ["TERM": "xterm-256color"]).stdout
            #expect(!never.contains(escape))
            let trueColor = try run(daemon, ["categories", "--color=always"], ["COLORTERM": "truecolor", "TERM": "xterm"]).stdout
            #expect(trueColor.contains(escape + "38;2;"), "\(trueColor)")
            let palette = try run(daemon, ["categories", "--color=always"], ["TERM": "xterm-256color"]).stdout
            #expect(palette.contains(escape + "38;5;") && !palette.contains("38;2;"), "\(palette)")
            let basic = try run(daemon, ["categories", "--color=always"], ["TERM": "xterm"]).stdout
            #expect(basic.contains(escape) && !basic.contains("38;5;") && !basic.contains("38;2;"), "\(basic)")

            // On a terminal (auto): NO_COLOR set disables colour, empty does not; TERM=dumb has none.
            func onTerminal(_ variables: [String: String]) throws -> String {
                var environment = daemon.environment
                environment["NO_COLOR"] = nil
                environment.merge(variables) { $1 }
                let session = try TerminalSession([try Binaries.spend(), "--socket", daemon.socketPath, "categories"],
                                                  environment: environment)
                _ = try session.waitForExit()
                return session.screen
            }
            #expect(try onTerminal(["TERM": "xterm", "COLORTERM": "truecolor"]).contains(escape + "38;2;"))
            #expect(try onTerminal(["TERM": "xterm", "NO_COLOR": ""]).contains(escape))
            #expect(!(try onTerminal(["TERM": "xterm", "NO_COLOR": "1"]).contains(escape)))
            #expect(!(try onTerminal(["TERM": "dumb"]).contains(escape)))
        }

        @Test("list ends with what it shows of how many and their total; the JSON carries both")
        func footer() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            for cents in [1_000, 2_050, 375] { _ = try connection.add("snack $\(dollars(cents))") }
            let some = try daemon.runClient(["list", "--limit", "2"])
            #expect(some.stdout.split(separator: "\n").last == "2 of 3 expenses · $34.25", "\(some)")
            let page = try daemon.runClient(["list", "--limit", "2", "--offset", "2"])
            #expect(page.stdout.split(separator: "\n").last == "3–3 of 3 expenses · $34.25", "\(page)")
            let json = try Response(try daemon.runClient(["--json", "list", "--limit", "1"]).stdout.trimmingCharacters(in: .newlines))
            #expect(json.result?["matched"]?.intValue == 3)
            #expect(rawNumbers(json.raw, key: "total") == ["34.25"], "\(json)")
        }

        @Test("list filters: --since/--until take periods, --merchant, --person, --min, --max")
        func filters() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let today = try #require(try connection.ok("status").result?["today"]?.stringValue)
            let year = Int(today.prefix(4))!
            _ = try connection.add("coffee at Starbucks $4.50 on \(year - 1)-03-10")
            _ = try connection.add("lunch with Mike $12.50 on \(year - 1)-10-05")
            _ = try connection.add("dinner with Mike at Chipotle $30 on \(year - 1)-10-20")
            _ = try connection.add("books $60 \(today)")
            func ids(_ arguments: [String]) throws -> [String] {
                let run = try daemon.runClient(["--json", "list"] + arguments)
                #expect(run.exit == .exited(0), "\(arguments): \(run)")
                let reply = try Response(run.stdout.trimmingCharacters(in: .newlines))
                // The first word of each description: the parser keeps "at Chipotle" in it.
                return (reply.result?["expenses"]?.arrayValue ?? []).compactMap {
                    $0["description"]?.stringValue?.split(separator: " ").first.map(String.init)
                }
            }
            #expect(try ids(["--since", "\(year - 1)-10", "--until", "\(year - 1)-10"]) == ["dinner", "lunch"])
            #expect(try ids(["--since", "this year"]) == ["books"])
            #expect(try ids(["--since", "last year", "--until", "last year"]).count == 3)
            #expect(try ids(["--person", "mike", "--min", "20"]) == ["dinner"])
            #expect(try ids(["--max", "12.50"]) == ["lunch", "coffee"])
            #expect(try ids(["--min", "12.5", "--max", "30"]) == ["dinner", "lunch"])
            #expect(try ids(["--merchant", "starbucks"]) == ["coffee"])
            let bad = try daemon.runClient(["list", "--min", "twelve"])
            #expect(bad.exit == .exited(64) && bad.stderr.contains("min must be an amount"), "\(bad)")
            let text = try daemon.runClient(["list", "--person", "Mike"])
            #expect(text.stdout.split(separator: "\n").last == "2 expenses · $42.50", "\(text)")
        }
    }
}
