import Foundation
import SpendClient
import SpendProtocol
import Testing

extension SpendIntegration {
    /// Savings goals and loans through the real client and daemon, on fixed dates.
    @Suite
    struct Goals {
        @Test("Goals: progress, the monthly amount needed, the pace, milestones once, loans paid down, completed goals kept")
        func goalsThroughTheClient() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let subscriber = try daemon.connect()
            #expect(try subscriber.call("subscribe").ok == true)
            let added = try daemon.runClient(["goal", "add", "Emergency fund", "5000", "--by", "2099-06"])
            #expect(added.exit == .exited(0) && added.stdout.contains("Emergency fund"), "\(added)")
            #expect(try connection.call(#"{"cmd":"goal","action":"add","name":"emergency FUND","target":"10"}"#).errorCode == "bad_arguments")
            let first = try connection.ok(#"{"cmd":"goal","action":"contribute","name":"Emergency fund","amount":"1250"}"#)
            #expect(first.result?["milestones"]?.arrayValue == [.int(25)], "\(first.raw)")
            #expect(try subscriber.next()?.event == "goal.milestone")
            let again = try connection.ok(#"{"cmd":"goal","action":"contribute","name":"Emergency fund","amount":"10.50"}"#)
            #expect(again.result?["milestones"]?.arrayValue == [], "\(again.raw)")
            let goal = try #require(again.result?["goal"])
            #expect(rawNumbers(again.raw, key: "done") == ["1260.50"] && rawNumbers(again.raw, key: "left") == ["3739.50"], "\(again.raw)")
            #expect(goal["by"]?.stringValue == "2099-06-30")
            #expect(goal["monthly_needed"]?.numberText != nil && goal["projected"]?.stringValue != nil, "\(again.raw)")
            #expect(try connection.call(#"{"cmd":"goal","action":"contribute","name":"Nope","amount":"1"}"#).errorCode == "not_found")
            #expect(try connection.call(#"{"cmd":"goal","action":"contribute","name":"Emergency fund","amount":"-3"}"#).errorCode == "bad_amount")

            // A loan: paid down to zero is completed, and kept.
            #expect(try daemon.runClient(["goal", "add", "Car loan", "900", "--loan"]).exit == .exited(0))
            let paid = try daemon.runClient(["goal", "pay", "Car loan", "900"])
            #expect(paid.stdout.contains("Goal reached"), "\(paid)")
            let listed = try daemon.runClient(["goals"])
            #expect(listed.stdout.contains("Car loan") && listed.stdout.contains("reached on"), "\(listed)")
            #expect(listed.stdout.contains("$1,260.50 saved of $5,000.00"), "\(listed)")
            // Undo takes back the payment; the loan is owed again.
            #expect(try daemon.runClient(["undo"]).exit == .exited(0))
            let owed = try connection.ok(#"{"cmd":"goal"}"#)
            #expect(rawNumbers(owed.raw, key: "left").contains("900.00"), "\(owed.raw)")
            #expect(try daemon.runClient(["goal", "remove", "Car loan"]).exit == .exited(0))
            #expect(try connection.ok(#"{"cmd":"goal"}"#).result?["goals"]?.arrayValue?.count == 1)
        }

        @Test("An expense or income whose description names a goal goes towards it, in its currency, until it is reached")
        func descriptionsFeedGoals() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            _ = try connection.ok(#"{"cmd":"goal","action":"add","name":"Emergency fund","target":"1000"}"#)
            _ = try connection.ok(#"{"cmd":"goal","action":"add","name":"Car loan","target":"500","kind":"loan"}"#)
            let saved = try daemon.runClient(["add", "200 transfer to emergency fund"])
            #expect(saved.exit == .exited(0) && saved.stdout.contains("Towards goal: Emergency fund"), "\(saved)")
            #expect(try connection.call("add car loan payment 300").ok == true)
            #expect(try connection.call("add car wash 15").ok == true)
            #expect(try connection.call("add €50 to emergency fund").ok == true, "another currency: not linked")
            #expect(try connection.call("add got paid 100 bonus for the emergency fund").ok == true)
            let goals = try connection.ok(#"{"cmd":"goal"}"#)
            #expect(rawNumbers(goals.raw, key: "done") == ["300.00", "300.00"], "\(goals.raw)")
            #expect(try connection.listAll().count == 4, "the expenses are still expenses")
        }

        @Test("Goal transfers in the journals: saved money in Assets:Goals, a loan owed in Liabilities, hledger and bean-check agree with Spend")
        func goalTransfersInTheJournals() throws {
            let hledger = try AccountingTools.hledger()
            let beancount = try AccountingTools.beancount()
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let today = #""today":"2026-11-24""#
            for request in [#"{"cmd":"goal","action":"add","name":"Emergency fund","target":"1000",\#(today)}"#,
                            #"{"cmd":"goal","action":"add","name":"Car loan","target":"800","kind":"loan",\#(today)}"#,
                            #"{"cmd":"goal","action":"contribute","name":"Emergency fund","amount":"250",\#(today)}"#,
                            #"{"cmd":"goal","action":"contribute","name":"Car loan","amount":"100",\#(today)}"#,
                            #"{"cmd":"add","text":"car loan payment 50","today":"2026-11-24"}"#,
                            #"{"cmd":"add","text":"got paid 2000 salary","today":"2026-11-24"}"#] {
                #expect(try connection.call(request).ok == true, "\(request)")
            }
            let journal = daemon.directory + "/spend.journal"
            #expect(try daemon.runClient(["export", "--format", "ledger", "-o", journal]).exit == .exited(0))
            let balance = try ProcessRunner.run(hledger, ["-f", journal, "balance", "--flat", "-O", "csv"],
                                                environment: daemon.environment, scratch: daemon.directory, timeout: 60)
            #expect(balance.stdout.contains("\"Assets:Goals:Emergency fund\",\"250.00 USD\""), "\(balance.stdout)")
            // Owed 800 − 100 paid − 50 paid by the expense that named the loan: Spend's 650, and the 50 stays spending.
            #expect(balance.stdout.contains("\"Liabilities:Loans:Car loan\",\"-650.00 USD\""), "\(balance.stdout)")
            #expect(balance.stdout.contains("\"Expenses:Transportation\",\"50.00 USD\""), "\(balance.stdout)")
            #expect(balance.stdout.contains("\"Assets:Cash\",\"1600.00 USD\""), "\(balance.stdout)")
            let check = try ProcessRunner.run(hledger, ["-f", journal, "check"], environment: daemon.environment,
                                              scratch: daemon.directory, timeout: 60)
            #expect(check.exit == .exited(0), "\(check)")
            let ledger = daemon.directory + "/spend.beancount"
            #expect(try daemon.runClient(["export", "--format", "beancount", "-o", ledger]).exit == .exited(0))
            let bean = try ProcessRunner.run(beancount.check, [ledger], environment: daemon.environment, scratch: daemon.directory, timeout: 120)
            #expect(bean.exit == .exited(0), "\(bean)\n\((try? String(contentsOfFile: ledger, encoding: .utf8)) ?? "")")
        }
    }
}
