/// Guesses a category from a description and merchant, with a confidence so a person
/// knows when to check it. Deterministic and free of I/O: what it has learned from the
/// user's corrections is passed in.
public struct Categoriser: Sendable {
    public struct Guess: Hashable, Sendable {
        public let category: String
        public let confidence: Double
        public let source: CategorySource
    }

    /// Keyword and merchant phrases, longest first.
    private let phrases: [(phrase: [String], category: String)]
    private let merchantCategories: [String: String]

    /// Custom categories' names and keywords come before the lexicon's, so among
    /// phrases of one length the user's own word wins ("vet" for a custom Pets).
    public init(custom: [CustomCategory] = []) {
        var phrases: [(phrase: [String], category: String)] = []
        var merchants: [String: String] = [:]
        for category in custom {
            for word in [category.name] + category.keywords {
                let phrase = Categoriser.words(of: word)
                guard !phrase.isEmpty else { continue }
                phrases.append((phrase, category.name))
                let key = phrase.joined(separator: " ")
                if merchants[key] == nil { merchants[key] = category.name }
            }
        }
        for (category, words) in CategoryLexicon.keywords {
            for word in words { phrases.append((Categoriser.words(of: word), category.rawValue)) }
        }
        for merchant in CategoryLexicon.merchants {
            let key = merchant.name.lowercased()
            if merchants[key] == nil { merchants[key] = merchant.category.rawValue }
            for spelling in merchant.spellings {
                phrases.append((Categoriser.words(of: spelling), merchant.category.rawValue))
            }
        }
        // Longest phrases first, so "uber eats" wins over "uber"; equal lengths keep
        // their order (custom first), which a plain sort does not promise.
        self.phrases = phrases.enumerated()
            .sorted { ($0.element.phrase.count, $1.offset) > ($1.element.phrase.count, $0.offset) }
            .map(\.element)
        self.merchantCategories = merchants
    }

    /// The best guess from the lexicon. A known merchant is the strongest signal; a
    /// single keyword is good; conflicting keywords lower the confidence; nothing known
    /// means Other at low confidence.
    public func guess(description: String, merchant: String?) -> Guess {
        if let merchant, let category = merchantCategories[merchant.lowercased()] {
            return Guess(category: category, confidence: 0.95, source: .lexicon)
        }
        var words = Categoriser.words(of: description + " " + (merchant ?? ""))
        var scores: [String: Double] = [:]
        var order: [String] = []
        var index = 0
        while index < words.count {
            if let match = phrases.first(where: { words[index...].starts(with: $0.phrase) })
                ?? singular(words[index]).flatMap({ word in phrases.first { $0.phrase == [word] } }) {
                if scores[match.category] == nil { order.append(match.category) }
                scores[match.category, default: 0] += Double(match.phrase.count)
                words.removeSubrange(index..<(index + match.phrase.count))
            } else {
                index += 1
            }
        }
        guard !scores.isEmpty else {
            return Guess(category: DefaultCategory.other.rawValue, confidence: 0.3, source: .lexicon)
        }
        // The highest score; on a tie, the category mentioned first (the first maximum).
        let best = order.reduce(order[0]) { scores[$1]! > scores[$0]! ? $1 : $0 }
        let total = scores.values.reduce(0, +)
        let share = scores[best]! / total
        let confidence = share == 1 ? 0.85 : max(0.4, 0.85 * share)
        return Guess(category: best, confidence: (confidence * 100).rounded() / 100, source: .lexicon)
    }

    /// Applies learned preferences: the user's correction, once it is the default for
    /// this key, overrides the lexicon.
    public func guess(description: String, merchant: String?, learned: LearnedPreferences) -> Guess {
        let key = LearningKey.make(merchant: merchant, description: description)
        if let category = learned.category(for: key) {
            return Guess(category: category, confidence: 1.0, source: .learned)
        }
        return guess(description: description, merchant: merchant)
    }

    /// "pizzas" → "pizza", so the lexicon need not list every plural.
    private func singular(_ word: String) -> String? {
        guard word.count > 3, word.hasSuffix("s") else { return nil }
        return String(word.dropLast())
    }

    static func words(of text: String) -> [String] {
        text.lowercased()
            .split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "'" || $0 == "+" || $0 == "-") })
            .map(String.init)
    }
}
