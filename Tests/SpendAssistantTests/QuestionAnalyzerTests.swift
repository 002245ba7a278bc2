import SpendAssistant
import SpendCore
import Testing

/// Period, category, amount and intent resolution, on a fixed Saturday 2026-11-21.
@Suite struct QuestionAnalyzerTests {
    let today = Day(iso: "2026-11-21")!
    let categories = DefaultCategory.names + ["Pets", "Coffee Beans"]

    func analyze(_ text: String) -> Question {
        QuestionAnalyzer.analyze(text, today: today, categories: categories, currency: .usd)
    }

    func period(_ start: String, _ end: String, _ label: String) -> Period {
        Period(start: Day(iso: start)!, end: Day(iso: end)!, label: label)
    }

    @Test(arguments: [
        ("How much did I spend?", "2026-11-01", "2026-11-21", "this month"),
        ("total this month", "2026-11-01", "2026-11-21", "this month"),
        ("What did I spend last month?", "2026-10-01", "2026-10-31", "last month"),
        ("How much did I spend in February?", "2026-02-01", "2026-02-28", "February 2026"),
        ("February spending", "2026-02-01", "2026-02-28", "February 2026"),
        ("spending in December", "2025-12-01", "2025-12-31", "December 2025"),
        ("spending in November", "2026-11-01", "2026-11-21", "this month"),
        ("spending in March 2025", "2025-03-01", "2025-03-31", "March 2025"),
        ("How much did I spend this week?", "2026-11-16", "2026-11-21", "this week"),
        ("How much did I spend last week?", "2026-11-09", "2026-11-15", "last week"),
        ("total spending this year", "2026-01-01", "2026-11-21", "this year"),
        ("What did I spend today?", "2026-11-21", "2026-11-21", "today"),
        ("What did I spend yesterday?", "2026-11-20", "2026-11-20", "yesterday"),
        ("spending over the last 3 months", "2026-08-22", "2026-11-21", "the last 3 months"),
        ("spending over the past three months", "2026-08-22", "2026-11-21", "the last 3 months"),
        ("May I see my spending?", "2026-11-01", "2026-11-21", "this month"),
        ("spending in may", "2026-05-01", "2026-05-31", "May 2026"),
    ])
    func periods(text: String, start: String, end: String, label: String) {
        #expect(analyze(text).period == period(start, end, label))
    }

    @Test(arguments: [
        ("How much on food?", "Food & Dining"),
        ("Show me dining trends", "Food & Dining"),
        ("restaurants last month", "Food & Dining"),
        ("How much on FOOD & DINING?", "Food & Dining"),
        ("spending on transport", "Transportation"),
        ("how much on uber", "Transportation"),
        ("gas this month", "Transportation"),
        ("groceries last month", "Groceries"),
        ("entertainment spending", "Entertainment"),
        ("movies this year", "Entertainment"),
        ("shopping in February", "Shopping"),
        ("health costs", "Healthcare"),
        ("doctor visits", "Healthcare"),
        ("how much on pets", "Pets"),
        ("coffee beans spending", "Coffee Beans"),
    ])
    func categories(text: String, category: String) {
        #expect(analyze(text).category == category)
    }

    @Test func noCategoryWhenNoneIsNamed() {
        #expect(analyze("What's my total spending this month?").category == nil)
        #expect(analyze("Any other tips?").category == nil)
    }

    @Test(arguments: [
        // Questions about a slice of spending are the query engine's: `unknown` here.
        ("What's my total spending this month?", Question.Intent.unknown),
        ("Which category do I spend most on?", .unknown),
        ("How much did I spend on groceries last month?", .unknown),
        ("What's my average transaction?", .unknown),
        ("Show me food spending trends", .unknown),
        ("Am I spending more than usual?", .unknown),
        ("Can I afford a $200 purchase this month?", .canAfford),
        ("How much can I spend this week?", .weeklyAllowance),
        ("Any unusual expenses?", .unusual),
        ("Any spending patterns?", .patterns),
        ("How can I save money?", .saving),
        ("Set a budget for Food & Dining", .setBudget),
        ("Am I over budget?", .budgetStatus),
        ("What's my food budget?", .budgetStatus),
        ("How much budget do I have left for groceries?", .budgetStatus),
        ("How much can I still spend on food?", .weeklyAllowance),
        ("What's the weather like?", .unknown),
        ("Tell me a joke", .unknown),
    ])
    func intents(text: String, intent: Question.Intent) {
        #expect(analyze(text).intent == intent)
    }

    @Test(arguments: [
        ("Can I afford a $200 purchase this month?", Int64(20000)),
        ("can i afford 200 dollars on shoes?", 20000),
        ("Can I afford a $1,250.50 laptop?", 125050),
        ("can I afford two hundred dollars?", 20000),
        ("can I afford 75?", 7500),
    ])
    func purchaseAmounts(text: String, minor: Int64) {
        #expect(analyze(text).amount == Money(minorUnits: minor, currency: .usd))
    }

    @Test func noAmountWithoutOne() {
        #expect(analyze("Can I afford a new phone?").amount == nil)
    }
}
