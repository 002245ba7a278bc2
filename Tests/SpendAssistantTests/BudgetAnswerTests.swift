import GRDB
import SpendAssistant
import SpendCore
import Testing

/// Budget questions and the budget facts given to a chat model, with every number
/// checked against independent SQL over the whole calendar month (as budgets count it).
@Suite struct BudgetAnswerTests {
    static let monthStart = "2026-11-01", monthEnd = "2026-11-30", today = "2026-11-21"

    func check(_ answer: String, _ expected: [Num], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(numbers(in: answer) == expected, "answer: \(answer)", sourceLocation: sourceLocation)
    }

    func usd(_ minor: Int64) -> Money { Money(minorUnits: minor, currency: .usd) }

    /// Whole percent, rounded down, as a `Num` (which counts tenths).
    func percent(_ spent: Int64, _ limit: Int64) -> Num { .percent(spent * 100 / limit * 10) }

    @Test func howMuchCanIStillSpendOnFood() async throws {
        let fixture = try await AssistantFixture()
        _ = try await fixture.store.setBudget(category: "Food & Dining", limit: usd(30000))
        let reply = try await fixture.ask("How much can I still spend on food?")
        #expect(reply.intent == Question.Intent.weeklyAllowance.rawValue)
        #expect(fixture.analyze("How much can I still spend on food?").category == "Food & Dining")
        let (spent, _) = try fixture.sum(Self.monthStart, Self.monthEnd, category: "Food & Dining")
        #expect(spent == 6825)
        check(reply.text, [.usd(30000 - spent), .usd(30000), .usd(spent), percent(spent, 30000)]
              + (try fixture.others(Self.monthStart, Self.today, category: "Food & Dining")))
        #expect(reply.text.hasPrefix("You have $231.75 left of your $300.00 Food & Dining budget this month"))
        #expect(reply.statements.contains("Food & Dining budget this month (November 2026): $300.00; spent $68.25 (22%), $231.75 left."))
        #expect(reply.factNames.contains("budget"))
    }

    @Test func amIOverBudgetListsEveryBudget() async throws {
        let fixture = try await AssistantFixture()
        _ = try await fixture.store.setBudget(category: "Food & Dining", limit: usd(30000))
        _ = try await fixture.store.setBudget(category: "Shopping", limit: usd(5000))
        _ = try await fixture.store.setBudget(category: "Groceries", limit: Money(minorUnits: 10000, currency: Currency(code: "EUR")!))
        let reply = try await fixture.ask("Am I over budget?")
        #expect(reply.intent == Question.Intent.budgetStatus.rawValue)
        let (food, _) = try fixture.sum(Self.monthStart, Self.monthEnd, category: "Food & Dining")
        let (shopping, _) = try fixture.sum(Self.monthStart, Self.monthEnd, category: "Shopping")
        let (groceries, _) = try fixture.sum(Self.monthStart, Self.monthEnd, currency: "EUR", category: "Groceries")
        #expect(shopping == 9900, "the future-dated headphones count: a budget covers the whole month")
        #expect(reply.text.hasPrefix("You're over budget on Shopping this month."), "\(reply.text)")
        check(reply.text, [.usd(30000 - food), .usd(30000), percent(food, 30000),
                       .money("€", 10000 - groceries), .money("€", 10000), percent(groceries, 10000),
                       .usd(shopping - 5000), .usd(5000), percent(shopping, 5000)])
        #expect(reply.factNames == ["budget", "budget", "budget"])
        #expect(reply.statements.contains("Shopping budget this month (November 2026): $50.00; spent $99.00 (198%), $49.00 over."))
    }

    @Test func noBudgetsYet() async throws {
        let fixture = try await AssistantFixture()
        let reply = try await fixture.ask("What's my food budget?")
        #expect(reply.intent == Question.Intent.budgetStatus.rawValue)
        #expect(reply.factNames == ["no_budgets"])
        #expect(reply.text.hasPrefix("You haven't set any budgets yet."))
        check(reply.text, [])
    }

    @Test func aCategoryWithoutABudgetNamesTheOthers() async throws {
        let fixture = try await AssistantFixture()
        _ = try await fixture.store.setBudget(category: "Food & Dining", limit: usd(30000))
        let reply = try await fixture.ask("What's my groceries budget?")
        #expect(reply.factNames == ["no_budget_for_category", "budget"])
        #expect(reply.text == "There's no budget for Groceries yet. You have budgets for Food & Dining.")
    }

    @Test func setBudgetMentionsTheCurrentOne() async throws {
        let fixture = try await AssistantFixture()
        _ = try await fixture.store.setBudget(category: "Food & Dining", limit: usd(25000))
        let reply = try await fixture.ask("Set a budget for Food & Dining")
        #expect(reply.intent == Question.Intent.setBudget.rawValue)
        #expect(reply.factNames == ["existing_budget", "suggested_budget"])
        check(reply.text, [.usd(25000), .usd(try fixture.averageMonth("2026-05-01", "2026-10-31", category: "Food & Dining"))])
    }

    @Test func planningFactsCarryTheBudgetsForAChatModel() async throws {
        let fixture = try await AssistantFixture()
        let before = try await fixture.ask("Can I afford a $200 purchase this month?")
        #expect(!before.factNames.contains("budget"), "no budgets, no budget facts")
        _ = try await fixture.store.setBudget(category: "Shopping", limit: usd(5000))
        let reply = try await fixture.ask("Can I afford a $200 purchase this month?")
        #expect(reply.factNames.filter { $0 == "budget" }.count == 1)
        #expect(reply.statements.contains("Shopping budget this month (November 2026): $50.00; spent $99.00 (198%), $49.00 over."))
    }
}
