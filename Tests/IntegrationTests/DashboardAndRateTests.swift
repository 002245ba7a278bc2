import Foundation
import SpendClient
import SpendProtocol
import Testing

/// Exchange rates, summaries across currencies, and the terminal dashboard.
extension SpendIntegration {
    @Suite(.serialized)
    struct DashboardAndRates {
        /// Three dollar expenses, one in euros, one in yen, all this month.
        func seeded() throws -> (DaemonHarness, LineConnection) {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            for phrase in ["coffee with Mike $18.75", "lunch $25", "uber $14.20", "dinner 40 EUR", "sushi 3000 JPY", "museum 7.50 EUR"] {
                _ = try connection.add(phrase)
            }
            return (daemon, connection)
        }

        @Test("without rates other currencies are listed apart, never added")
        func separateWithoutRates() throws {
            let (daemon, connection) = try seeded()
            defer { withExtendedLifetime(daemon) {} }
            let reply = try connection.ok("summary")
            let summary = try #require(reply.result)
            #expect(summary["total"]?.numberText == "57.95")
            #expect(summary["count"]?.intValue == 3)
            #expect(summary["converted"]?.arrayValue?.isEmpty == true)
            let others = summary["other_currencies"]?.arrayValue ?? []
            #expect(others.map { $0["currency"]?.stringValue } == ["EUR", "JPY"])
            #expect(others.map { $0["total"]?.numberText } == ["47.50", "3000"])
            #expect(rawNumbers(reply.raw, key: "total").suffix(2) == ["47.50", "3000"], "exact digits on the wire: \(reply)")
        }

        @Test("rate set converts category by category, says so, and rate remove undoes it")
        func convertsWithRates() throws {
            let (daemon, connection) = try seeded()
            defer { withExtendedLifetime(daemon) {} }
            let set = try connection.ok("rate set EUR 1.08")
            #expect(set.result?["rate"]?.numberText == "1.08")
            #expect(set.result?["base"]?.stringValue == "USD")
            let reply = try connection.ok("summary")
            let summary = try #require(reply.result)
            // €40.00 dinner (Food) → $43.20 and €7.50 museum (Entertainment) → $8.10, each rounded half to even.
            #expect(summary["total"]?.numberText == "109.25")
            #expect(summary["count"]?.intValue == 5)
            let converted = try #require(summary["converted"]?.arrayValue?.first)
            #expect(converted["currency"]?.stringValue == "EUR")
            #expect(converted["total"]?.numberText == "47.50")
            #expect(converted["rate"]?.numberText == "1.08")
            #expect(rawNumbers(reply.raw, key: "converted") == ["51.30"], "\(reply)")
            #expect(summary["other_currencies"]?.arrayValue?.map { $0["currency"]?.stringValue } == ["JPY"])
            let food = summary["breakdown"]?.arrayValue?.first { $0["category"]?.stringValue == "Food & Dining" }
            #expect(food?["total"]?.numberText == "86.95")   // 18.75 + 25 + 43.20
            // The trend's bar for this month is the same money as the breakdown.
            #expect(summary["trend"]?["months"]?.arrayValue?.last?["total"]?.numberText == "109.25")
            // convert=no keeps them apart even with a rate set.
            let apart = try #require(try connection.ok("summary convert=no").result)
            #expect(apart["total"]?.numberText == "57.95")
            #expect(try connection.ok("rates").result?["rates"]?.arrayValue?.map { $0["currency"]?.stringValue } == ["EUR"])
            #expect(try connection.ok("rate remove EUR").result?["removed"]?.stringValue == "EUR")
            #expect(try connection.ok("summary").result?["total"]?.numberText == "57.95")
        }

        @Test("bad rates get clear errors and change nothing")
        func badRates() throws {
            let (daemon, connection) = try seeded()
            defer { withExtendedLifetime(daemon) {} }
            let cases: [(String, String, String)] = [
                ("rate set EUR abc", "bad_arguments", "not a number"),
                ("rate set EUR 0", "bad_arguments", "greater than zero"),
                ("rate set USD 2", "bad_arguments", "base currency"),
                ("rate set XYZ1 2", "bad_arguments", "Unknown currency"),
                ("rate set EUR", "bad_arguments", "needs a value"),
                ("rate swap EUR 1", "bad_arguments", "Unknown action"),
                ("rate remove GBP", "not_found", "No rate"),
            ]
            for (line, code, message) in cases {
                let reply = try connection.call(line)
                #expect(reply.ok == false && reply.errorCode == code, "\(line): \(reply)")
                #expect(reply.errorMessage?.contains(message) == true, "\(line): \(reply)")
            }
            #expect(try connection.ok("rates").result?["rates"]?.arrayValue?.isEmpty == true)
            #expect(try connection.ok("summary").result?["total"]?.numberText == "57.95")
        }

        @Test("spend summary piped is plain: bars, trend, recent, no escapes, no big digits")
        func plainDashboard() throws {
            let (daemon, _) = try seeded()
            #expect(try daemon.runClient(["rate", "set", "EUR", "1.08"]).exit == .exited(0))
            let run = try daemon.runClient(["summary"])
            #expect(run.exit == .exited(0), "\(run)")
            #expect(!run.stdout.contains("\u{1B}"), "no colour when piped: \(run)")
            #expect(!run.stdout.contains("|_|"), "big digits only on a terminal: \(run)")
            #expect(run.stdout.contains("$109.25 spent · 5 expenses · 3 active categories"), "\(run)")
            #expect(run.stdout.contains("Includes €47.50 (2 expenses) at 1 EUR = 1.08 USD: $51.30"), "\(run)")
            #expect(run.stdout.contains("Not in the total: ¥3,000 in 1 expense"), "\(run)")
            let foodLine = try #require(run.stdout.split(separator: "\n").first { $0.contains("Food & Dining") && $0.contains("█") })
            #expect(foodLine.contains("$86.95") && foodLine.contains("79.6%"), "\(foodLine)")
            #expect(run.stdout.contains("Last 6 months"), "\(run)")
            #expect(run.stdout.split(separator: "\n").filter { $0.range(of: #"^  [A-Z][a-z]{2} \d{4}  "#, options: .regularExpression) != nil }.count == 6,
                    "six month bars: \(run)")
            #expect(run.stdout.contains("Recent") && run.stdout.contains("museum"), "\(run)")
            // Everything is from this month: five months before the first expense, marked, and
            // no average yet rather than a partial month passed off as a full one.
            #expect(run.stdout.components(separatedBy: "before your first expense").count == 6, "\(run)")
            #expect(run.stdout.contains("No complete month to average yet (") && run.stdout.contains(" so far not counted)"), "\(run)")
            #expect(run.stdout.contains("so far, on pace for $"), "\(run)")
        }

        @Test("on a terminal: colours and big digits; NO_COLOR drops the colours")
        func terminalDashboard() throws {
            let (daemon, _) = try seeded()
            let command = try [Binaries.spend(), "--socket", daemon.socketPath, "summary"].joined(separator: " ")
            var colorful = daemon.environment
            colorful["NO_COLOR"] = nil
            colorful["TERM"] = "xterm-256color"
            let tty = try ProcessRunner.run("/usr/bin/script", ["-qec", command, "/dev/null"],
                                            environment: colorful, scratch: daemon.directory)
            #expect(tty.exit == .exited(0), "\(tty)")
            #expect(tty.stdout.contains("\u{1B}[38;5;"), "category colours on a 256-colour terminal: \(tty)")
            #expect(tty.stdout.contains("|_ ") || tty.stdout.contains("|_|"), "big digits on a terminal: \(tty)")
            var plain = colorful
            plain["NO_COLOR"] = "1"
            let noColor = try ProcessRunner.run("/usr/bin/script", ["-qec", command, "/dev/null"],
                                                environment: plain, scratch: daemon.directory)
            #expect(noColor.exit == .exited(0), "\(noColor)")
            #expect(!noColor.stdout.contains("\u{1B}["), "NO_COLOR: \(noColor)")
            #expect(noColor.stdout.contains("$57.95"), "\(noColor)")
        }

        @Test("the dashboard's average month: complete months from the first expense on, the running month by its pace, as the assistant says")
        func averageMonth() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let today: (String, JSONValue) = ("today", .string("2026-11-10"))
            for phrase in ["books $90 on 2026-09-10", "lunch $30 on 2026-10-05", "laptop $500 on 2026-11-02"] {
                #expect(try connection.callJSON([("cmd", .string("add")), ("text", .string(phrase)), today]).ok == true)
            }
            let reply = try connection.callJSON([("cmd", .string("summary")), today])
            let trend = try #require(reply.result?["trend"])
            // ($90 + $30) / 2: June to August are before the first expense, November is running.
            #expect(trend["average"]?.doubleValue == 60, "\(reply.raw)")
            #expect(trend["average_months"]?.arrayValue?.compactMap(\.stringValue) == ["2026-09", "2026-10"], "\(reply.raw)")
            #expect(trend["average_includes_current_month"] == .bool(false))
            #expect(trend["first_expense_month"] == .string("2026-09"))
            let months = trend["months"]?.arrayValue ?? []
            #expect(months.filter { $0["before_first_expense"] == .bool(true) }.compactMap { $0["month"]?.stringValue }
                    == ["2026-06", "2026-07", "2026-08"], "\(reply.raw)")
            // $500 in 10 of 30 days: on pace for $1,500, never $500 as a full month.
            #expect(months.last?["partial"] == .bool(true) && months.last?["projected"]?.doubleValue == 1500, "\(reply.raw)")
            // The assistant's usual month is the same average month.
            var answer = ""
            _ = try connection.request([("cmd", .string("ask")), ("text", .string("Am I spending more than usual?")), today]) { event in
                answer += event.value["text"]?.stringValue ?? ""
            }
            #expect(answer.contains("$60.00") && answer.contains("$1,500.00"), "\(answer)")
            #expect(answer.contains("months before your first expense are not counted"), "\(answer)")
        }

        @Test("spend summary --month shows that month; a bad month is a usage error")
        func monthOption() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            _ = try connection.add("concert $80 on 2026-03-14")
            let march = try daemon.runClient(["summary", "--month", "2026-03"])
            #expect(march.exit == .exited(0), "\(march)")
            #expect(march.stdout.hasPrefix("March 2026"), "\(march)")
            #expect(march.stdout.contains("$80.00 spent · 1 expense · 1 active category"), "\(march)")
            let bad = try daemon.runClient(["summary", "--month", "2026-13"])
            #expect(bad.exit != .exited(0), "\(bad)")
            #expect(bad.stderr.contains("month must be a month (YYYY-MM)"), "\(bad)")
        }
    }
}
