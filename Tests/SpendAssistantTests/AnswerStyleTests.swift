import SpendAssistant
import SpendCore
import SpendQuery
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
                let reply = try await fixture.ask(prompt)
                #expect(wordCount(reply.text) <= 150, "\(prompt): \(reply.text)")
                #expect(emojiCount(reply.text) <= 2, "\(prompt): \(reply.text)")
                #expect(!reply.text.isEmpty)
                #expect(reply.factNames.count == reply.statements.count, "\(prompt)")
            }
        }
    }

    @Test func emptyDatabaseGivesAKindReplyWithoutNumbers() async throws {
        let fixture = try await AssistantFixture(seeded: false)
        // Not "pets" or "weather": an empty database knows no such thing, so those are refused.
        for prompt in Self.prompts where !prompt.contains("weather") && !prompt.contains("pets") {
            let reply = try await fixture.ask(prompt)
            // "$200" in the question may be echoed nowhere: no figure at all.
            #expect(numbers(in: reply.text).isEmpty, "\(prompt): \(reply.text)")
            #expect(reply.text.contains("don't see any expenses"), "\(prompt): \(reply.text)")
            #expect(reply.factNames == ["no_expenses"], "\(prompt)")
        }
    }

    @Test func emptyPeriodIsHonest() async throws {
        let fixture = try await AssistantFixture()
        let reply = try await fixture.ask("How much did I spend in January?")
        #expect(reply.text.hasPrefix("In January 2026: no expenses — $0.00."), "\(reply.text)")
        #expect(reply.text.contains("before your first expense"), "\(reply.text)")
        #expect(!numbers(in: reply.text).contains { if case .money(_, let minor) = $0 { minor != 0 } else { false } },
                "no figure but $0.00: \(reply.text)")
    }

    @Test func anUnknownQuestionGetsNoFigure() async throws {
        let fixture = try await AssistantFixture()
        #expect(fixture.analyze("What's the weather like?").intent == .unknown)
        let reply = try await fixture.ask("What's the weather like?")
        #expect(reply.intent == "not_understood" && reply.result == nil)
        #expect(reply.text.contains("'weather'") && reply.text.contains("won't guess a figure"), "\(reply.text)")
        #expect(!numbers(in: reply.text).contains { if case .money = $0 { true } else { false } }, "\(reply.text)")
    }

    /// The facts a chat model phrases: exact figures, and which months the average month covers.
    @Test func statementsCarryExactFigures() async throws {
        let fixture = try await AssistantFixture()
        let (total, count) = try fixture.sum("2026-11-01", "2026-11-21")
        let reply = try await fixture.ask("Can I afford a $200 purchase this month?")
        let money = Money(minorUnits: total, currency: .usd).formatted
        #expect(reply.statements.contains("Spent this month so far (2026-11-01 to 2026-11-21, day 21 of 30): \(money) in \(count) expenses."))
        let average = Money(minorUnits: try fixture.averageMonth("2026-05-01", "2026-10-31"), currency: .usd).formatted
        #expect(reply.statements.contains("Average month (mean of the 6 complete months May–Oct 2026; this month not counted): \(average)."),
                "\(reply.statements)")
        let weekly = try await fixture.ask("How much can I spend this week?")
        #expect(weekly.statements.contains("Room left this month against the average month: $27.44, about $13.72 per week for the 2 weeks left (10 days including today)."))
    }

    @Test func otherCurrenciesAreNeverAdded() async throws {
        let fixture = try await AssistantFixture()
        let reply = try await fixture.ask("How much did I spend on food this month?")
        let (usd, _) = try fixture.sum("2026-11-01", "2026-11-21", category: "Food & Dining")
        #expect(numbers(in: reply.text).first == .usd(usd), "\(reply.text)")
        #expect(reply.text.contains("€30.00"), "\(reply.text)")
        #expect(!reply.text.contains(Money(minorUnits: usd + 3000, currency: .usd).formatted), "\(reply.text)")
    }

    @Test func personaSetsTheRules() {
        for phrase in ["warm", "non-judgemental", "150 words", "emoji", "only the numbers given in the facts", "never invent"] {
            #expect(Persona.systemPrompt.lowercased().contains(phrase.lowercased()), "\(phrase)")
        }
    }
}
