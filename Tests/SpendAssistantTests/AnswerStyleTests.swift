import SpendAssistant
import SpendCore
import Testing

/// Personality limits, the empty database, unknown questions, facts for a language model.
@Suite struct AnswerStyleTests {
    static let prompts = [
        "What's my total spending this month?", "Which category do I spend most on?", "Show me food spending trends",
        "Can I afford a $200 purchase this month?", "What's my average transaction?", "Any spending patterns?",
        "How can I save money?", "Am I spending more than usual?", "How much can I spend this week?",
        "Set a budget for Food & Dining", "Any unusual expenses?", "How much did I spend on groceries last month?",
        "What's the weather like?", "How much did I spend on pets in June?", "Can I afford a new phone?",
        "What did I spend last week?", "Show me trends",
    ]

    @Test func everyAnswerIsShortWithAtMostTwoEmojis() async throws {
        for seeded in [true, false] {
            let fixture = try await AssistantFixture(seeded: seeded)
            for prompt in Self.prompts {
                let (_, facts, answer) = try await fixture.ask(prompt)
                #expect(wordCount(answer) <= 150, "\(prompt): \(answer)")
                #expect(emojiCount(answer) <= 2, "\(prompt): \(answer)")
                #expect(!answer.isEmpty)
                #expect(facts.names.count == facts.statements.count)
            }
        }
    }

    @Test func emptyDatabaseGivesAKindReplyWithoutNumbers() async throws {
        let fixture = try await AssistantFixture(seeded: false)
        for prompt in Self.prompts where !prompt.contains("weather") {
            let (_, facts, answer) = try await fixture.ask(prompt)
            // "$200" in the question may be echoed nowhere: no figure at all.
            #expect(numbers(in: answer).isEmpty, "\(prompt): \(answer)")
            #expect(answer.contains("don't see any expenses"), "\(prompt): \(answer)")
            #expect(facts.names == ["no_expenses"])
        }
    }

    @Test func emptyPeriodIsHonest() async throws {
        let fixture = try await AssistantFixture()
        let (_, facts, answer) = try await fixture.ask("How much did I spend in January?")
        #expect(answer.contains("don't see any expenses in January 2026"))
        #expect(numbers(in: answer) == [.int(2026)]) // the year in the period's name, no figures
        #expect(facts.statements.first == "Spent in January 2026 (2026-01-01 to 2026-01-31): $0.00 in 0 expenses.")
    }

    @Test func unknownQuestionListsCapabilities() async throws {
        let fixture = try await AssistantFixture()
        let (question, facts, answer) = try await fixture.ask("What's the weather like?")
        #expect(question.intent == .unknown)
        #expect(facts.names.isEmpty && facts.statements.isEmpty)
        for capability in ["total spending", "top category", "average transaction", "trends", "more than usual",
                           "afford", "this week", "unusual expenses", "saving"] {
            #expect(answer.contains(capability), "\(capability)")
        }
        #expect(numbers(in: answer).isEmpty)
    }

    @Test func statementsCarryExactFigures() async throws {
        let fixture = try await AssistantFixture()
        let (total, count) = try fixture.sum("2026-11-01", "2026-11-21")
        let (_, facts, _) = try await fixture.ask("Am I spending more than usual?")
        let money = Money(minorUnits: total, currency: .usd).formatted
        #expect(facts.statements.contains("Spent this month so far (2026-11-01 to 2026-11-21, day 21 of 30): \(money) in \(count) expenses."))
        #expect(facts.statements.contains { $0.hasPrefix("Average month (mean of the 6 months with expenses among May 2026 to October 2026): $200.00.") })
        let (_, weekly, _) = try await fixture.ask("How much can I spend this week?")
        #expect(weekly.statements.contains("Room left this month against the average month: $27.44, about $13.72 per week for the 2 weeks left (10 days including today)."))
        let (_, top, _) = try await fixture.ask("Which category do I spend most on?")
        #expect(top.statements.contains("Top category this month: Food & Dining, $68.25 (39.6% of $172.56), 2 expenses, $34.13 per expense on average."))
    }

    @Test func otherCurrenciesAreNeverAdded() async throws {
        let fixture = try await AssistantFixture()
        let (_, facts, answer) = try await fixture.ask("How much did I spend on food this month?")
        let (usd, _) = try fixture.sum("2026-11-01", "2026-11-21", category: "Food & Dining")
        #expect(answer.contains(Money(minorUnits: usd, currency: .usd).formatted))
        #expect(answer.contains("€30.00 (1 transaction) in other currencies"))
        #expect(facts.names.contains("other_currencies"))
    }

    @Test func personaSetsTheRules() {
        for phrase in ["warm", "non-judgemental", "150 words", "emoji", "only the numbers given in the facts", "never invent"] {
            #expect(Persona.systemPrompt.lowercased().contains(phrase.lowercased()), "\(phrase)")
        }
    }
}
