import SpendCore

/// Finds the category a question names. The store's own names win (so a custom
/// "Coffee" category beats the "coffee" alias for Food & Dining), then everyday words
/// for the default categories. The result is always spelled as in `categories`.
enum CategoryPhrase {
    static func resolve(_ text: QuestionText, categories: [String]) -> String? {
        // Longest names first, so "Food & Dining" is found before a custom "Food".
        for name in categories.sorted(by: { $0.count > $1.count }) {
            let phrase = QuestionText(name).words.joined(separator: " ")
            guard !phrase.isEmpty, text.has(phrase) else { continue }
            // "other" is an everyday word ("any other tips?"): only "other category" or
            // "on other" mean the category.
            if phrase == "other", !text.hasAny(["other category", "on other", "in other", "for other"]) { continue }
            return name
        }
        for (phrase, category) in aliases where text.has(phrase) {
            if let name = categories.first(where: { $0.caseInsensitiveEquals(category.rawValue) }) { return name }
        }
        return nil
    }

    /// Everyday words for the default categories (brief §2), as lowercase phrases.
    static let aliases: [(String, DefaultCategory)] = {
        let table: [(DefaultCategory, [String])] = [
            (.food, ["food", "dining", "restaurant", "restaurants", "eating out", "lunch", "lunches", "dinner",
                     "dinners", "breakfast", "coffee", "coffees", "cafe", "cafes", "takeout", "takeaway",
                     "fast food", "meals", "food delivery"]),
            (.transportation, ["transport", "transportation", "uber", "lyft", "taxi", "taxis", "cab", "cabs",
                               "gas", "fuel", "petrol", "parking", "transit", "tolls", "commute", "travel", "car"]),
            (.groceries, ["grocery", "groceries", "supermarket", "supermarkets"]),
            (.entertainment, ["entertainment", "movies", "movie", "cinema", "concerts", "concert", "streaming",
                              "games", "gaming", "hobbies", "fun"]),
            (.shopping, ["shopping", "shop", "clothes", "clothing", "amazon", "electronics", "retail"]),
            (.healthcare, ["health", "healthcare", "health care", "doctor", "doctors", "medical", "pharmacy",
                           "medicine", "dentist", "fitness", "gym"]),
        ]
        return table.flatMap { category, words in words.map { ($0, category) } }
    }()
}

extension String {
    func caseInsensitiveEquals(_ other: String) -> Bool { lowercased() == other.lowercased() }
}
