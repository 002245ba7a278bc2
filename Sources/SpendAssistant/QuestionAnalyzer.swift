import SpendCore

/// Turns a typed or spoken question into a `Question`: what is asked, about which days,
/// which category and which amount. Rule-based and deterministic, so the facts a
/// language model receives never depend on a model's guess about the question.
public enum QuestionAnalyzer {
    public static func analyze(_ text: String, today: Day, categories: [String], currency: Currency) -> Question {
        let words = QuestionText(text)
        let category = CategoryPhrase.resolve(words, categories: categories)
        var intent = intent(of: words)
        // "How much did I spend on groceries?" is a total narrowed to one category.
        if intent == .total, category != nil { intent = .categoryTotal }
        let amount = intent == .canAfford ? PurchaseAmount.read(text, currency: currency, today: today) : nil
        return Question(text: text, intent: intent, period: PeriodPhrase.resolve(words, today: today),
                        category: category, amount: amount)
    }

    /// Ordered rules: the more specific questions come first, because nearly every
    /// question says "spend" somewhere ("Am I spending more than usual?").
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
        if text.hasAny(["than usual", "usual", "normal", "typical", "on track", "overspending", "than normal",
                        "than average", "more than i usually", "less than i usually"]) {
            return .comparedToUsual
        }
        if text.hasWord(startingWith: "trend") || text.hasAny(["over time", "month by month", "month to month", "history"]) {
            return .trend
        }
        if text.has("average") || text.has("typical") || text.has("mean"),
           text.hasAny(["transaction", "transactions", "expense", "expenses", "purchase", "purchases",
                        "per transaction", "per expense", "spend per", "each time"]) {
            return .averageTransaction
        }
        if text.hasAny(["most on", "most money", "top category", "biggest category", "largest category",
                        "main category", "which category", "what category", "where does my money go",
                        "where do i spend", "spend the most", "spend most", "categories"]) {
            return .topCategory
        }
        if text.hasAny(["how much", "total", "spent", "spend", "spending", "expenses", "cost me"]) {
            return .total
        }
        return .unknown
    }
}
