import GRDB
import SpendAssistant
import SpendCore
import Testing

/// Every sample question and suggested prompt of the brief (§5): the intent, then every
/// number in the built-in answer, in order, against independent SQL.
@Suite struct SampleQuestionTests {
    static let monthStart = "2026-11-01", today = "2026-11-21"
    /// The six months before November: the "average month" window.
    static let windowStart = "2026-05-01", windowEnd = "2026-10-31"

    func check(_ answer: String, _ expected: [Num], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(numbers(in: answer) == expected, "answer: \(answer)", sourceLocation: sourceLocation)
    }

    @Test func totalThisMonthMatchesTheBriefSample() async throws {
        let fixture = try await AssistantFixture()
        let (question, facts, answer) = try await fixture.ask("What's my total spending this month?")
        #expect(question.intent == .total)
        let (total, count) = try fixture.sum(Self.monthStart, Self.today)
        let average = try fixture.averageMonth(Self.windowStart, Self.windowEnd)
        #expect(total == 17256 && count == 5 && average == 20000) // the seed reproduces the brief's sample
        check(answer, [.usd(total), .int(Int64(count)), .usd(average - total)]
              + (try fixture.others(Self.monthStart, Self.today)))
        #expect(answer.hasPrefix("You've spent $172.56 this month across 5 transactions. That's $27.44 less than your average month!"))
        #expect(facts.names.starts(with: ["period_total", "average_month", "difference_from_average"]))
        #expect(facts.statements.contains("Spent this month (2026-11-01 to 2026-11-21): $172.56 in 5 expenses."))
        #expect(facts.statements.contains { $0.contains("€45.50 in 2 expenses in EUR") })
    }

    @Test func topCategory() async throws {
        let fixture = try await AssistantFixture()
        let (question, facts, answer) = try await fixture.ask("Which category do I spend most on?")
        #expect(question.intent == .topCategory)
        let rows = try fixture.categories(Self.monthStart, Self.today)
        let (total, _) = try fixture.sum(Self.monthStart, Self.today)
        let top = try #require(rows.first)
        #expect(answer.hasPrefix(top.0))
        check(answer, [.usd(top.1), .percent(tenths(top.1, total)), .usd(total), .int(Int64(top.2)),
                       .usd(round(top.1, Int64(top.2)))] + (try fixture.others(Self.monthStart, Self.today)))
        #expect(facts.names.contains("top_category"))
    }

    @Test func foodTrends() async throws {
        let fixture = try await AssistantFixture()
        let (question, _, answer) = try await fixture.ask("Show me food spending trends")
        #expect(question.intent == .trend)
        #expect(question.category == "Food & Dining")
        var expected: [Num] = []
        for (from, to) in [(Self.monthStart, Self.today), ("2026-10-01", "2026-10-31"), ("2026-08-01", "2026-08-31")] {
            let (total, count) = try fixture.sum(from, to, category: "Food & Dining")
            expected += [.usd(total), .int(Int64(count))]
        }
        check(answer, expected)
        #expect(answer.contains("November so far") && answer.contains("October") && answer.contains("August"))
        // Direction over May–October from an independent least-squares slope.
        let monthly: [Double] = try await fixture.queue.read { db in
            try Int64.fetchAll(db, sql: """
                SELECT (SELECT COALESCE(SUM(amount_minor), 0) FROM expenses e
                        WHERE e.currency = 'USD' AND e.category = 'Food & Dining' AND substr(e.date, 1, 7) = m.month)
                FROM (SELECT '2026-05' AS month UNION ALL SELECT '2026-06' UNION ALL SELECT '2026-07'
                      UNION ALL SELECT '2026-08' UNION ALL SELECT '2026-09' UNION ALL SELECT '2026-10') m ORDER BY m.month
                """).map(Double.init)
        }
        let mean = monthly.reduce(0, +) / 6
        let slope = monthly.enumerated().reduce(0.0) { $0 + (Double($1.offset) - 2.5) * ($1.element - mean) } / 17.5
        let word = slope / mean > 0.05 ? "trending up" : slope / mean < -0.05 ? "trending down" : "fairly steady"
        #expect(answer.contains(word))
    }

    @Test func canAffordTwoHundred() async throws {
        let fixture = try await AssistantFixture()
        let (question, facts, answer) = try await fixture.ask("Can I afford a $200 purchase this month?")
        #expect(question.intent == .canAfford)
        #expect(question.amount == Money(minorUnits: 20000, currency: .usd))
        let (soFar, _) = try fixture.sum(Self.monthStart, Self.today)
        let average = try fixture.averageMonth(Self.windowStart, Self.windowEnd)
        let after = soFar + 20000
        check(answer, [.usd(soFar), .usd(average), .usd(20000), .usd(after), .percent(tenths(after - average, average))]
              + (try fixture.others(Self.monthStart, Self.today)))
        #expect(answer.contains("over your usual"))
        #expect(facts.statements.contains { $0.contains("$372.56") && $0.contains("86.3%") })
    }

    @Test func averageTransaction() async throws {
        let fixture = try await AssistantFixture()
        let (question, _, answer) = try await fixture.ask("What's my average transaction?")
        #expect(question.intent == .averageTransaction)
        let (total, count) = try fixture.sum(Self.monthStart, Self.today)
        let (before, beforeCount) = try fixture.sum(Self.windowStart, Self.windowEnd)
        check(answer, [.usd(round(total, Int64(count))), .int(Int64(count)), .usd(total), .usd(round(before, Int64(beforeCount)))]
              + (try fixture.others(Self.monthStart, Self.today)))
    }

    @Test func spendingPatterns() async throws {
        let fixture = try await AssistantFixture()
        let (question, _, answer) = try await fixture.ask("Any spending patterns?")
        #expect(question.intent == .patterns)
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
        #expect(answer.contains(names[Int(weekday)!] + " is your busiest day"))
        check(answer, [.usd(top.1), .percent(tenths(top.1, total)), .usd(total), .int(busiest["n"]),
                       .usd(try fixture.averageMonth(Self.windowStart, Self.windowEnd))])
        #expect(answer.contains(top.0))
    }

    @Test func howToSave() async throws {
        let fixture = try await AssistantFixture()
        let (question, _, answer) = try await fixture.ask("How can I save money?")
        #expect(question.intent == .saving)
        let activeMonths: Int64 = try await fixture.queue.read { db in
            try Int64.fetchOne(db, sql: """
                SELECT COUNT(DISTINCT substr(date, 1, 7)) FROM expenses WHERE currency = 'USD' AND date BETWEEN ? AND ?
                """, arguments: [Self.windowStart, Self.windowEnd])!
        }
        var expected: [Num] = [.int(10), .percent(200)]
        for row in try fixture.categories(Self.windowStart, Self.windowEnd).prefix(3) {
            let monthly = round(row.1, activeMonths)
            expected += [.usd(monthly), .usd(round(monthly * 10, 100)), .usd(round(monthly * 20, 100))]
            #expect(answer.contains(row.0))
        }
        check(answer, expected)
    }

    @Test func spendingMoreThanUsual() async throws {
        let fixture = try await AssistantFixture()
        let (question, facts, answer) = try await fixture.ask("Am I spending more than usual?")
        #expect(question.intent == .comparedToUsual)
        let (soFar, _) = try fixture.sum(Self.monthStart, Self.today)
        let average = try fixture.averageMonth(Self.windowStart, Self.windowEnd)
        let projected = round(soFar * 30, 21) // November has 30 days; the 21st is day 21
        let over = projected > average
        check(answer, [.usd(soFar), .int(21), .usd(projected), .percent(tenths(over ? projected - average : average - projected, average)),
                       .usd(average)] + (try fixture.others(Self.monthStart, Self.today)))
        #expect(answer.contains(over ? "above" : "below"))
        #expect(facts.names.contains("projected_month"))
    }

    @Test func weeklyAllowance() async throws {
        let fixture = try await AssistantFixture()
        let (question, _, answer) = try await fixture.ask("How much can I spend this week?")
        #expect(question.intent == .weeklyAllowance)
        let (soFar, _) = try fixture.sum(Self.monthStart, Self.today)
        let average = try fixture.averageMonth(Self.windowStart, Self.windowEnd)
        let daysLeft: Int64 = 30 - 21 + 1
        let weeks = (daysLeft + 6) / 7
        let room = average - soFar
        #expect(room > 0)
        check(answer, [.usd(average), .usd(soFar), .usd(room), .usd(round(room, weeks)), .int(weeks)]
              + (try fixture.others(Self.monthStart, Self.today)))
    }

    @Test func setBudgetForFood() async throws {
        let fixture = try await AssistantFixture()
        let (question, facts, answer) = try await fixture.ask("Set a budget for Food & Dining")
        #expect(question.intent == .setBudget)
        #expect(question.category == "Food & Dining")
        check(answer, [.usd(try fixture.averageMonth(Self.windowStart, Self.windowEnd, category: "Food & Dining"))])
        #expect(answer.contains("spend budget set"))
        #expect(facts.names == ["suggested_budget"])
    }

    @Test func unusualExpenses() async throws {
        let fixture = try await AssistantFixture()
        let (question, _, answer) = try await fixture.ask("Any unusual expenses?")
        #expect(question.intent == .unusual)
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
            #expect(answer.contains(row["description"] as String))
        }
        if unusual.count > 3 { expected.append(.int(Int64(unusual.count - 3))) }
        check(answer, expected)
    }

    @Test func groceriesLastMonth() async throws {
        let fixture = try await AssistantFixture()
        let (question, facts, answer) = try await fixture.ask("How much did I spend on groceries last month?")
        #expect(question.intent == .categoryTotal)
        #expect(question.category == "Groceries")
        #expect(question.period == Period(start: Day(iso: "2026-10-01")!, end: Day(iso: "2026-10-31")!, label: "last month"))
        let (total, count) = try fixture.sum("2026-10-01", "2026-10-31", category: "Groceries")
        let average = try fixture.averageMonth("2026-04-01", "2026-09-30", category: "Groceries")
        check(answer, [.usd(total), .int(Int64(count)), .usd(abs(total - average))]
              + (try fixture.others("2026-10-01", "2026-10-31", category: "Groceries")))
        #expect(answer.hasPrefix("You spent"))
        #expect(answer.contains(total < average ? "less than" : "more than"))
        #expect(facts.names.contains("category_total"))
    }
}
