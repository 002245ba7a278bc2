import GRDB
import SpendAssistant
import SpendCore
import SpendQuery
import Testing

/// Every sample question and suggested prompt of the brief (§5) as the daemon answers it
/// (`Assistant.reply`): the route taken, then every number in the answer, in order,
/// against independent SQL.
@Suite struct SampleQuestionTests {
    static let monthStart = "2026-11-01", today = "2026-11-21"
    /// The six months before November: the "average month" window.
    static let windowStart = "2026-05-01", windowEnd = "2026-10-31"

    func check(_ answer: String, _ expected: [Num], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(numbers(in: answer) == expected, "answer: \(answer)", sourceLocation: sourceLocation)
    }

    @Test func canAffordTwoHundred() async throws {
        let fixture = try await AssistantFixture()
        let reply = try await fixture.ask("Can I afford a $200 purchase this month?")
        #expect(reply.intent == Question.Intent.canAfford.rawValue)
        #expect(fixture.analyze("Can I afford a $200 purchase this month?").amount == Money(minorUnits: 20000, currency: .usd))
        let (soFar, _) = try fixture.sum(Self.monthStart, Self.today)
        let average = try fixture.averageMonth(Self.windowStart, Self.windowEnd)
        let after = soFar + 20000
        check(reply.text, [.usd(soFar), .usd(average), .usd(20000), .usd(after), .percent(tenths(after - average, average))]
              + (try fixture.others(Self.monthStart, Self.today)))
        #expect(reply.text.contains("over your usual"))
        #expect(reply.statements.contains { $0.contains("$372.56") && $0.contains("86.3%") })
    }

    @Test func spendingPatterns() async throws {
        let fixture = try await AssistantFixture()
        let reply = try await fixture.ask("Any spending patterns?")
        #expect(reply.intent == Question.Intent.patterns.rawValue)
        let rows = try fixture.categories(Self.windowStart, Self.windowEnd)
        let (total, _) = try fixture.sum(Self.windowStart, Self.windowEnd)
        let top = try #require(rows.first)
        let busiest = try fixture.queue.read { db in
            try Row.fetchOne(db, sql: """
                SELECT strftime('%w', date) AS w, COUNT(*) AS n, SUM(amount_minor) AS s FROM expenses
                WHERE currency = 'USD' AND date BETWEEN ? AND ? GROUP BY w ORDER BY n DESC, s DESC, w ASC LIMIT 1
                """, arguments: [Self.windowStart, Self.windowEnd])!
        }
        let names = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        let weekday: String = busiest["w"]
        #expect(reply.text.contains(names[Int(weekday)!] + " is your busiest day"))
        check(reply.text, [.usd(top.1), .percent(tenths(top.1, total)), .usd(total), .int(busiest["n"]),
                       .usd(try fixture.averageMonth(Self.windowStart, Self.windowEnd))])
        #expect(reply.text.contains(top.0))
    }

    @Test func howToSave() async throws {
        let fixture = try await AssistantFixture()
        let reply = try await fixture.ask("How can I save money?")
        #expect(reply.intent == Question.Intent.saving.rawValue)
        var expected: [Num] = [.int(10), .percent(200)]
        for row in try fixture.categories(Self.windowStart, Self.windowEnd).prefix(3) {
            // The category's average month over the same complete months as every view.
            let monthly = try fixture.averageMonth(Self.windowStart, Self.windowEnd, category: row.0)
            expected += [.usd(monthly), .usd(round(monthly * 10, 100)), .usd(round(monthly * 20, 100))]
            #expect(reply.text.contains(row.0))
        }
        check(reply.text, expected)
    }

    @Test func weeklyAllowance() async throws {
        let fixture = try await AssistantFixture()
        let reply = try await fixture.ask("How much can I spend this week?")
        #expect(reply.intent == Question.Intent.weeklyAllowance.rawValue)
        let (soFar, _) = try fixture.sum(Self.monthStart, Self.today)
        let average = try fixture.averageMonth(Self.windowStart, Self.windowEnd)
        let daysLeft: Int64 = 30 - 21 + 1
        let weeks = (daysLeft + 6) / 7
        let room = average - soFar
        #expect(room > 0)
        check(reply.text, [.usd(average), .usd(soFar), .usd(room), .usd(round(room, weeks)), .int(weeks)]
              + (try fixture.others(Self.monthStart, Self.today)))
    }

    @Test func setBudgetForFood() async throws {
        let fixture = try await AssistantFixture()
        let reply = try await fixture.ask("Set a budget for Food & Dining")
        #expect(reply.intent == Question.Intent.setBudget.rawValue)
        #expect(fixture.analyze("Set a budget for Food & Dining").category == "Food & Dining")
        check(reply.text, [.usd(try fixture.averageMonth(Self.windowStart, Self.windowEnd, category: "Food & Dining"))])
        #expect(reply.text.contains("spend budget set"))
        #expect(reply.factNames == ["suggested_budget"])
    }

    @Test func unusualExpenses() async throws {
        let fixture = try await AssistantFixture()
        let reply = try await fixture.ask("Any unusual expenses?")
        #expect(reply.intent == Question.Intent.unusual.rawValue)
        // Baseline: the 90 days before November 1st.
        let rows = try fixture.queue.read { db in
            try Row.fetchAll(db, sql: """
                SELECT e.amount_minor AS amount, e.description AS description, b.s AS s, b.n AS n FROM expenses e
                JOIN (SELECT category, SUM(amount_minor) AS s, COUNT(*) AS n FROM expenses
                      WHERE currency = 'USD' AND date BETWEEN '2026-08-03' AND '2026-10-31' GROUP BY category) b
                  ON b.category = e.category
                WHERE e.currency = 'USD' AND e.date BETWEEN ? AND ? ORDER BY e.amount_minor DESC
                """, arguments: [Self.monthStart, Self.today])
        }
        let unusual = rows.filter { ($0["amount"] as Int64) * ($0["n"] as Int64) > 2 * ($0["s"] as Int64) }
        #expect(!unusual.isEmpty)
        var expected: [Num] = []
        for row in unusual.prefix(3) {
            expected += [.usd(row["amount"]), .usd(round(row["s"], row["n"]))]
            #expect(reply.text.contains(row["description"] as String))
        }
        if unusual.count > 3 { expected.append(.int(Int64(unusual.count - 3))) }
        check(reply.text, expected)
    }


    // MARK: Spending questions: the query engine, through the same route

    /// The money in an answer, in order (dates and counts aside).
    func money(_ answer: String) -> [Num] {
        numbers(in: answer).filter { if case .money = $0 { true } else { false } }
    }

    @Test func totalThisMonthMatchesTheBriefSample() async throws {
        let fixture = try await AssistantFixture()
        let reply = try await fixture.ask("What's my total spending this month?")
        #expect(fixture.analyze("What's my total spending this month?").intent == .unknown)
        #expect(reply.intent == "query" && reply.factNames == ["query"])
        let (total, count) = try fixture.sum(Self.monthStart, Self.today)
        #expect(total == 17256 && count == 5) // the seed reproduces the brief's sample
        #expect(money(reply.text).first == .usd(total), "\(reply.text)")
        #expect(numbers(in: reply.text).contains(.int(Int64(count))), "\(reply.text)")
        // The euros are said apart, never added.
        #expect(reply.text.contains("€45.50"), "\(reply.text)")
        #expect(reply.statements == [reply.text])
    }

    @Test func topCategory() async throws {
        let fixture = try await AssistantFixture()
        let reply = try await fixture.ask("Which category do I spend most on?")
        #expect(reply.intent == "query")
        let top = try #require(try fixture.categories(Self.monthStart, Self.today).first)
        let (total, _) = try fixture.sum(Self.monthStart, Self.today)
        #expect(reply.text.contains(top.0), "\(reply.text)")
        #expect(Array(money(reply.text).prefix(2)) == [.usd(top.1), .usd(total)], "\(reply.text)")
    }

    @Test func foodTrendsShowEveryMonthFromTheFirstExpenseAndNovemberAsPartial() async throws {
        let fixture = try await AssistantFixture()
        let reply = try await fixture.ask("Show me food spending trends")
        #expect(reply.intent == "query")
        let months = try #require(reply.result?.periods.first?.groups)
        #expect(months.first?.key == "2026-04", "nothing before the first expense: \(reply.text)")
        for row in months {
            let key = try #require(row.key)
            let last = key == "2026-11" ? Self.today : key + "-31"
            #expect(row.total == (try fixture.sum(key + "-01", last, category: "Food & Dining")).0, "\(key)")
            #expect(row.isPartial == (key == "2026-11"))
        }
        #expect(reply.text.contains("(so far)"), "\(reply.text)")
    }

    @Test func averageTransaction() async throws {
        let fixture = try await AssistantFixture()
        let reply = try await fixture.ask("What's my average transaction?")
        #expect(reply.intent == "query")
        let (total, count) = try fixture.sum(Self.monthStart, Self.today)
        #expect(Array(money(reply.text).prefix(2)) == [.usd(round(total, Int64(count))), .usd(total)], "\(reply.text)")
    }

    /// This month by its pace against the usual month: the six complete months before it,
    /// November itself not counted.
    @Test func spendingMoreThanUsual() async throws {
        let fixture = try await AssistantFixture()
        let reply = try await fixture.ask("Am I spending more than usual?")
        #expect(reply.intent == "query")
        let (soFar, _) = try fixture.sum(Self.monthStart, Self.today)
        let average = try fixture.averageMonth(Self.windowStart, Self.windowEnd)
        let projected = round(soFar * 30, 21) // November has 30 days; the 21st is day 21
        let usual = try #require(reply.result?.periods.first?.usual)
        #expect(usual.months.map(\.iso) == ["2026-05", "2026-06", "2026-07", "2026-08", "2026-09", "2026-10"])
        #expect(Array(money(reply.text).prefix(4)) == [.usd(soFar), .usd(projected), .usd(average), .usd(abs(projected - average))],
                "\(reply.text)")
        #expect(reply.text.contains(projected > average ? "more than usual" : "less than usual"), "\(reply.text)")
        #expect(reply.text.contains("this month is not counted"), "\(reply.text)")
    }

    @Test func groceriesLastMonth() async throws {
        let fixture = try await AssistantFixture()
        let reply = try await fixture.ask("How much did I spend on groceries last month?")
        #expect(reply.intent == "query")
        #expect(reply.period?.start == Day(iso: "2026-10-01") && reply.period?.end == Day(iso: "2026-10-31"))
        let (total, count) = try fixture.sum("2026-10-01", "2026-10-31", category: "Groceries")
        #expect(money(reply.text) == [.usd(total)], "\(reply.text)")
        #expect(numbers(in: reply.text).contains(.int(Int64(count))), "\(reply.text)")
    }
}
