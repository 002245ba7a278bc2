import Foundation
import SpendClient
import SpendCore
import SpendProtocol
import Testing

extension SpendIntegration {
    /// Income kept apart from spending, and the balance from a starting balance, exact to
    /// the cent, through the real client and daemon.
    @Suite
    struct Income {
        @Test("Phrases that say money came in are income, never expenses; income lists with totals by source and can be removed")
        func incomeFromPhrases() throws {
            let daemon = try DaemonHarness()
            let viaAdd = try daemon.runClient(["add", "got paid 3200 salary"])
            #expect(viaAdd.exit == .exited(0) && viaAdd.stdout.contains("Income $3,200.00 Salary"), "\(viaAdd)")
            let freelance = try daemon.runClient(["income", "add", "450.75 freelance from Acme"])
            #expect(freelance.exit == .exited(0) && freelance.stdout.contains("from Acme"), "\(freelance)")
            _ = try daemon.connect().add("coffee 3.50")
            let connection = try daemon.connect()
            #expect(try connection.listAll().count == 1, "income is not in the expenses")
            let list = try connection.ok("income list")
            let rows = try #require(list.result?["income"]?.arrayValue)
            #expect(rows.count == 2)
            #expect(rawNumbers(list.raw, key: "amount") == ["450.75", "3200.00"], "\(list.raw)")
            let totals = try #require(list.result?["totals"]?.arrayValue)
            #expect(totals.compactMap { $0["source"]?.stringValue } == ["Salary", "Freelance"])
            #expect(rows.allSatisfy { ($0["uid"]?.stringValue?.count ?? 0) == 36 })
            let shown = try daemon.runClient(["income", "list", "--since", "2000-01-01"])
            #expect(shown.stdout.contains("Salary: $3,200.00 (1)") && shown.stdout.contains("Freelance: $450.75 (1)"), "\(shown)")
            let id = try #require(rows.first?["id"]?.numberText)
            #expect(try daemon.runClient(["income", "remove", id]).exit == .exited(0))
            #expect(try connection.ok("income list").result?["income"]?.arrayValue?.count == 1)
            #expect(try connection.call("income remove 999").errorCode == "not_found")
            #expect(try connection.call("income add got paid salary").errorCode == "no_amount")
        }

        @Test("The balance is the starting balance plus income minus spending from its day, per currency, with the month's change")
        func balanceFromStartIncomeAndSpending() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let today = "2026-11-24"
            // Before the starting balance's day: not counted.
            #expect(try connection.call(#"{"cmd":"add","text":"rent 900 on 2026-10-30","today":"\#(today)"}"#).ok == true)
            #expect(try connection.call(#"{"cmd":"balance","action":"set","amount":"1500","as_of":"2026-11-01","today":"\#(today)"}"#).ok == true)
            #expect(try connection.call(#"{"cmd":"add","text":"groceries 82.45 on 2026-11-03","today":"\#(today)"}"#).ok == true)
            #expect(try connection.call(#"{"cmd":"add","text":"got paid 3200.10 salary on 2026-11-15","today":"\#(today)"}"#).ok == true)
            #expect(try connection.call(#"{"cmd":"add","text":"€40 museum","today":"\#(today)"}"#).ok == true)
            let shown = try connection.ok(#"{"cmd":"balance","today":"\#(today)"}"#)
            let balances = try #require(shown.result?["balances"]?.arrayValue)
            #expect(balances.count == 1, "no EUR balance was set: \(shown.raw)")
            // 1500 + 3200.10 − 82.45
            #expect(rawNumbers(shown.raw, key: "amount") == ["4617.65"], "\(shown.raw)")
            #expect(rawNumbers(shown.raw, key: "month_change") == ["3117.65"], "\(shown.raw)")
            #expect(balances[0]["direction"]?.stringValue == "up")

            // Overdrawn start in another currency.
            #expect(try connection.call(#"{"cmd":"balance","action":"set","amount":"-200.50","currency":"eur","as_of":"2026-11-01","today":"\#(today)"}"#).ok == true)
            let both = try connection.ok(#"{"cmd":"balance","today":"\#(today)"}"#)
            #expect(rawNumbers(both.raw, key: "amount") == ["-240.50", "4617.65"], "\(both.raw)")
            #expect(try connection.call("balance set 12.345").errorCode == "bad_amount")
            #expect(try connection.call("balance clear currency=GBP").errorCode == "not_found")

            // The summary carries the month's income and the balances; the client shows them.
            let summary = try connection.ok(#"{"cmd":"summary","month":"2026-11","today":"\#(today)"}"#)
            #expect(summary.result?["income"]?.numberText == "3200.10", "\(summary.raw)")
            #expect(rawNumbers(summary.raw, key: "total").first == "82.45", "spending stays spending: \(summary.raw)")
            let client = try daemon.runClient(["balance"])
            #expect(client.stdout.contains("USD: $4,617.65"), "\(client)")
            #expect(client.stdout.contains("EUR: -€240.50"), "\(client)")
        }

        @Test("Income and balance changes are actions: undo takes them back and redo brings them again")
        func undoIncomeAndBalance() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            #expect(try connection.call("balance set 1500").ok == true)
            let added = try daemon.runClient(["add", "got paid 3200 salary"])
            #expect(added.exit == .exited(0), "\(added)")
            let undone = try daemon.runClient(["undo"])
            #expect(undone.exit == .exited(0) && undone.stdout.contains("Added income"), "\(undone)")
            #expect(try connection.ok("income list").result?["income"]?.arrayValue?.isEmpty == true)
            #expect(try daemon.runClient(["redo"]).exit == .exited(0))
            #expect(try connection.ok("income list").result?["income"]?.arrayValue?.count == 1)
            // Undo twice: the income, then the starting balance.
            #expect(try daemon.runClient(["undo"]).exit == .exited(0))
            let second = try daemon.runClient(["undo"])
            #expect(second.stdout.contains("starting balance"), "\(second)")
            #expect(try connection.ok("balance").result?["balances"]?.arrayValue?.isEmpty == true)
        }

        @Test("Income goes into the ledger and beancount exports: hledger's incomestatement and bean-check agree with Spend to the cent")
        func incomeInTheJournals() throws {
            let hledger = try AccountingTools.hledger()
            let beancount = try AccountingTools.beancount()
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            for phrase in ["groceries 82.45 on 2026-11-03", "got paid 3200.10 salary on 2026-11-01", "income 450.75 freelance from Acme on 2026-11-10",
                           "€40 museum on 2026-11-12", "received €120 from grandma for my birthday on 2026-11-13"] {
                #expect(try connection.call(#"{"cmd":"add","text":"\#(phrase)","today":"2026-11-24"}"#).ok == true, "\(phrase)")
            }
            let journal = daemon.directory + "/spend.journal"
            #expect(try daemon.runClient(["export", "--format", "ledger", "-o", journal]).exit == .exited(0))
            let statement = try ProcessRunner.run(hledger, ["-f", journal, "balance", "Income", "--flat", "-O", "csv"],
                                                  environment: daemon.environment, scratch: daemon.directory, timeout: 60)
            #expect(statement.exit == .exited(0), "\(statement)")
            #expect(statement.stdout.contains("\"Income:Salary\",\"-3200.10 USD\""), "\(statement.stdout)")
            #expect(statement.stdout.contains("\"Income:Freelance\",\"-450.75 USD\""), "\(statement.stdout)")
            #expect(statement.stdout.contains("\"Income:Gifts\",\"-120.00 EUR\""), "\(statement.stdout)")
            // Cash: income in, spending out, per currency.
            let cash = try ProcessRunner.run(hledger, ["-f", journal, "balance", "Assets:Cash", "-O", "csv"],
                                             environment: daemon.environment, scratch: daemon.directory, timeout: 60)
            #expect(cash.stdout.contains("80.00 EUR") && cash.stdout.contains("3568.40 USD"), "\(cash.stdout)")
            let report = try ProcessRunner.run(hledger, ["-f", journal, "incomestatement"], environment: daemon.environment,
                                               scratch: daemon.directory, timeout: 60)
            #expect(report.exit == .exited(0) && report.stdout.contains("Salary"), "\(report)")

            let ledger = daemon.directory + "/spend.beancount"
            #expect(try daemon.runClient(["export", "--format", "beancount", "-o", ledger]).exit == .exited(0))
            let check = try ProcessRunner.run(beancount.check, [ledger], environment: daemon.environment, scratch: daemon.directory, timeout: 120)
            #expect(check.exit == .exited(0), "\(check)\n\((try? String(contentsOfFile: ledger, encoding: .utf8)) ?? "")")
        }

        @Test("cashflow: income against spending per month with savings rates and what the spending needs, exact")
        func cashflowByMonth() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            for phrase in ["rent 1200 on 2026-10-01", "got paid 3000 salary on 2026-10-01", "groceries 300 on 2026-11-02",
                           "got paid 3000 salary on 2026-11-01", "€50 museum on 2026-11-03"] {
                #expect(try connection.call(#"{"cmd":"add","text":"\#(phrase)","today":"2026-11-24"}"#).ok == true, "\(phrase)")
            }
            let flow = try connection.ok(#"{"cmd":"cashflow","count":2,"today":"2026-11-24"}"#)
            let rows = try #require(flow.result?["rows"]?.arrayValue)
            #expect(rows.map { $0["from"]?.stringValue } == ["2026-10-01", "2026-11-01"])
            #expect(rawNumbers(flow.raw, key: "net") == ["1800.00", "2700.00", "4500.00"], "\(flow.raw)")
            #expect(rows.map { $0["savings_rate"]?.intValue } == [60, 90])
            #expect(flow.result?["savings_rate"]?.intValue == 75)
            // 1,500.00 over 61 days: 8,975.41 a year.
            #expect(flow.result?["needs"]?["year"]?.numberText == "8975.41", "\(flow.raw)")
            #expect(try connection.call("cashflow period=fortnight").errorCode == "bad_arguments")
            let client = try daemon.runClient(["cashflow", "--count", "2"])
            #expect(client.exit == .exited(0) && client.stdout.contains("an hour (40 h a week)"), "\(client)")
        }

        @Test("The assistant answers balance, income, savings and goal questions with exact figures")
        func assistantAnswersMoneyIn() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            var id = 0
            func ask(_ question: String) throws -> (text: String, intent: String?) {
                id += 1
                let reply = try connection.stream([("cmd", .string("ask")), ("text", .string(question)), ("today", .string("2026-11-24"))], id: id)
                #expect(reply.deltas.joined() == reply.final["result"]?["text"]?.stringValue, "the deltas are the answer")
                return (reply.final["result"]?["text"]?.stringValue ?? "", reply.final["result"]?["intent"]?.stringValue)
            }
            #expect(try ask("what's my balance?").text.contains("spend balance set"))
            for request in [#"{"cmd":"balance","action":"set","amount":"1500","as_of":"2026-11-01","today":"2026-11-24"}"#,
                            #"{"cmd":"add","text":"groceries 300 on 2026-11-02","today":"2026-11-24"}"#,
                            #"{"cmd":"add","text":"got paid 3000 salary on 2026-11-01","today":"2026-11-24"}"#,
                            #"{"cmd":"add","text":"got paid 2900 salary on 2026-10-01","today":"2026-11-24"}"#,
                            #"{"cmd":"goal","action":"add","name":"Emergency fund","target":"5000","by":"2027-06-30","today":"2026-11-01"}"#,
                            #"{"cmd":"goal","action":"contribute","name":"Emergency fund","amount":"1000","today":"2026-11-24"}"#] {
                #expect(try connection.call(request).ok == true, "\(request)")
            }
            let balance = try ask("what's my balance?")
            #expect(balance.intent == "balance" && balance.text.contains("$4,200.00") && balance.text.contains("up $2,700.00"), "\(balance)")
            let income = try ask("how much did I earn last month?")
            #expect(income.intent == "income" && income.text.contains("$2,900.00"), "\(income)")
            let saved = try ask("how much did I save this month?")
            #expect(saved.intent == "saved" && saved.text.contains("saved $2,700.00") && saved.text.contains("90%"), "\(saved)")
            let goal = try ask("when will I reach my emergency fund?")
            // 1,000.00 in 24 days (started Nov 1): 4,000.00 more takes 96 days.
            #expect(goal.intent == "goal" && goal.text.contains("$1,000.00 of $5,000.00 (20%)") && goal.text.contains("2027-02-28"), "\(goal)")
            #expect(goal.text.contains("$500.00 a month"), "\(goal)")
            // Budget and spending questions still go where they did.
            #expect(try ask("how much did I spend this month?").intent == "query")
        }

        @Test("A recurring salary posts income, never expenses, each occurrence once, across a restart")
        func recurringIncome() throws {
            let daemon = try DaemonHarness()
            let today = try #require(Day(iso: try daemon.connect().ok("status").result?["today"]?.stringValue ?? ""))
            let start = today.monthOfYear.adding(months: -2).firstDay
            let added = try daemon.runClient(["recurring", "add", "--start", start.iso, "salary 3200 monthly on the 1st"])
            #expect(added.exit == .exited(0) && added.stdout.contains("Posted 3 past occurrences"), "\(added)")
            let connection = try daemon.connect()
            #expect(try connection.listAll().isEmpty, "a salary is not an expense")
            let income = try #require(try connection.ok("income list").result?["income"]?.arrayValue)
            #expect(income.count == 3 && income.allSatisfy { $0["origin"]?.stringValue == "recurring" && $0["source"]?.stringValue == "Salary" })
            #expect(Set(income.compactMap { $0["uid"]?.stringValue }).count == 3)
            let rule = try #require(try connection.ok("recurring list").result?["recurring"]?.arrayValue?.first)
            #expect(rule["kind"]?.stringValue == "income")
            try daemon.restart()
            #expect(try daemon.connect().ok("income list").result?["income"]?.arrayValue?.count == 3, "nothing posted twice")
        }

        @Test("Refunds are credits: they take money off their category and its budget, show as credits, and the journals balance")
        func refundsAreCredits() throws {
            let hledger = try AccountingTools.hledger()
            let beancount = try AccountingTools.beancount()
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            #expect(try connection.call("budget set shopping 100").ok == true)
            for phrase in ["jacket at Amazon 90", "refund from Amazon $20", "-$15.50 refund for the jacket"] {
                #expect(try connection.call(#"{"cmd":"add","text":"\#(phrase)","today":"2026-11-24"}"#).ok == true, "\(phrase)")
            }
            let rows = try connection.listAll()
            #expect(rows.compactMap { $0["amount"]?.numberText }.sorted() == ["-15.50", "-20.00", "90.00"], "\(rows)")
            #expect(rows.allSatisfy { $0["category"]?.stringValue == "Shopping" }, "\(rows)")
            let summary = try connection.ok(#"{"cmd":"summary","month":"2026-11","today":"2026-11-24"}"#)
            #expect(summary.result?["total"]?.numberText == "54.50", "\(summary.raw)")
            let budgets = try connection.ok(#"{"cmd":"budgets","today":"2026-11-24"}"#)
            #expect(rawNumbers(budgets.raw, key: "spent") == ["54.50"], "\(budgets.raw)")
            // Not income: a refund is money back on spending.
            #expect(try connection.ok("income list").result?["income"]?.arrayValue?.isEmpty == true)
            let shown = try daemon.runClient(["list"])
            #expect(shown.stdout.contains("-$20.00"), "\(shown)")
            let parsed = try daemon.runClient(["parse", "--", "-$20 refund"])
            #expect(parsed.stdout.contains("-$20.00"), "\(parsed)")
            // An edit of another field keeps it a credit.
            let credit = try #require(rows.first { $0["amount"]?.numberText == "-20.00" }?["id"]?.numberText)
            #expect(try connection.call("edit \(credit) description=returned_item").ok == true)
            #expect(try connection.listAll().contains { $0["amount"]?.numberText == "-20.00" && $0["description"]?.stringValue == "returned_item" })

            let journal = daemon.directory + "/spend.journal"
            #expect(try daemon.runClient(["export", "--format", "ledger", "-o", journal]).exit == .exited(0))
            let balance = try ProcessRunner.run(hledger, ["-f", journal, "balance", "Expenses", "-O", "csv"],
                                                environment: daemon.environment, scratch: daemon.directory, timeout: 60)
            #expect(balance.stdout.contains("\"Expenses:Shopping\",\"54.50 USD\""), "\(balance)")
            let ledger = daemon.directory + "/spend.beancount"
            #expect(try daemon.runClient(["export", "--format", "beancount", "-o", ledger]).exit == .exited(0))
            let check = try ProcessRunner.run(beancount.check, [ledger], environment: daemon.environment, scratch: daemon.directory, timeout: 120)
            #expect(check.exit == .exited(0), "\(check)")

            // Spend's own CSV carries the credits back as credits, not as income.
            let csv = daemon.directory + "/spend.csv"
            #expect(try daemon.runClient(["export", "-o", csv]).exit == .exited(0))
            let fresh = try DaemonHarness()
            let imported = try fresh.runClient(["import", csv])
            #expect(imported.exit == .exited(0) && imported.stdout.contains("Imported 3"), "\(imported)")
            let back = try fresh.connect()
            #expect(try back.listAll().compactMap { $0["amount"]?.numberText }.sorted() == ["-15.50", "-20.00", "90.00"])
            #expect(try back.ok("income list").result?["income"]?.arrayValue?.isEmpty == true)
        }

        @Test("Other currencies count in the balance only at a rate the user set, unless they keep a balance of their own; cashflow has an income statement")
        func balanceConvertsAtTheUsersRates() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            for request in [#"{"cmd":"balance","action":"set","amount":"1000","as_of":"2026-11-01","today":"2026-11-24"}"#,
                            #"{"cmd":"add","text":"€40 museum on 2026-11-12","today":"2026-11-24"}"#,
                            #"{"cmd":"add","text":"£10 pub on 2026-11-12","today":"2026-11-24"}"#,
                            #"{"cmd":"add","text":"groceries 60 on 2026-11-12","today":"2026-11-24"}"#,
                            #"{"cmd":"add","text":"got paid 500 salary on 2026-11-01","today":"2026-11-24"}"#] {
                #expect(try connection.call(request).ok == true, "\(request)")
            }
            #expect(rawNumbers(try connection.ok(#"{"cmd":"balance","today":"2026-11-24"}"#).raw, key: "amount") == ["1440.00"])
            #expect(try connection.call("rate set EUR 1.10").ok == true)
            // 1000 + 500 − 60 − 40 × 1.10; the pound has no rate and stays out.
            let converted = try connection.ok(#"{"cmd":"balance","today":"2026-11-24"}"#)
            #expect(rawNumbers(converted.raw, key: "amount") == ["1396.00"], "\(converted.raw)")
            #expect(converted.result?["balances"]?.arrayValue?.first?["converted"]?.arrayValue?.first?["currency"]?.stringValue == "EUR", "\(converted.raw)")
            // A currency with its own starting balance is its own account, never converted.
            #expect(try connection.call(#"{"cmd":"balance","action":"set","amount":"100","currency":"EUR","as_of":"2026-11-01","today":"2026-11-24"}"#).ok == true)
            let apart = try connection.ok(#"{"cmd":"balance","today":"2026-11-24"}"#)
            #expect(rawNumbers(apart.raw, key: "amount") == ["60.00", "1440.00"], "\(apart.raw)")

            let flow = try connection.ok(#"{"cmd":"cashflow","count":1,"today":"2026-11-24"}"#)
            let statement = try #require(flow.result?["statement"])
            #expect(statement["income"]?.arrayValue?.first?["source"]?.stringValue == "Salary", "\(flow.raw)")
            #expect(statement["spending"]?.arrayValue?.compactMap { $0["category"]?.stringValue } == ["Groceries"], "\(flow.raw)")
        }
    }
}
