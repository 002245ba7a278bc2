import SpendCore

/// Turns a typed or spoken question into a `Question`: what is asked, about which days,
/// which category and which amount. Rule-based and deterministic, so the facts a
/// language model receives never depend on a model's guess about the question.
public enum QuestionAnalyzer {
    public static func analyze(_ text: String, today: Day, categories: [String], currency: Currency) -> Question {
        let words = QuestionText(text)
        let category = CategoryPhrase.resolve(words, categories: categories)
        let intent = intent(of: words)
        let amount = intent == .canAfford ? PurchaseAmount.read(text, currency: currency, today: today) : nil
        return Question(text: text, intent: intent, period: PeriodPhrase.resolve(words, today: today),
                        category: category, amount: amount)
    }

    /// Ordered rules: the more specific questions come first, because nearly every
    /// question says "spend" somewhere ("How much can I spend this week?").
    static func intent(of text: QuestionText) -> Question.Intent {
        if text.hasWord(startingWith: "budget") {
            return text.hasAny(["set", "create", "make", "start", "suggest", "should", "new", "recommend"]) ? .setBudget : .budgetStatus
        }
        if text.hasWord(startingWith: "afford") { return .canAfford }
        if text.hasAny(["can i spend", "could i spend", "should i spend", "left to spend", "can i still spend",
                        "allowance", "spending money left", "how much is left", "how much do i have left"]) {
            return .weeklyAllowance
        }
        if text.hasAny(["unusual", "strange", "weird", "odd", "outlier", "outliers", "suspicious", "anomaly",
                        "anomalies", "stand out", "stands out", "unexpected"]) {
            return .unusual
        }
        if text.hasWord(startingWith: "pattern") || text.hasAny(["habits", "habit", "insights", "insight"]) {
            return .patterns
        }
        if text.hasAny(["save", "saving", "savings", "cut back", "cut down", "spend less", "reduce", "economize", "economise"]) {
            return .saving
        }
        return .unknown
    }
}
