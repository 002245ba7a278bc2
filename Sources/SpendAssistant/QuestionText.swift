/// A question reduced to lowercase words, so phrase tests ("more than usual", "last
/// month") do not trip over capitals, punctuation or curly apostrophes.
struct QuestionText: Sendable {
    let words: [String]
    /// The words joined with single spaces and padded, so " last month " matches whole words only.
    private let padded: String

    init(_ text: String) {
        var cleaned = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                cleaned.append(character)
            } else if character == "'" || character == "’" {
                continue // "what's" → "whats", "don't" → "dont"
            } else {
                cleaned.append(" ")
            }
        }
        words = cleaned.split(separator: " ").map(String.init)
        padded = " " + words.joined(separator: " ") + " "
    }

    /// Whether the words contain `phrase` (already lowercase, words separated by spaces).
    func has(_ phrase: String) -> Bool { padded.contains(" " + phrase + " ") }

    func hasAny(_ phrases: [String]) -> Bool { phrases.contains(where: has) }

    /// Whether some word starts with `prefix` ("pattern" matches "patterns").
    func hasWord(startingWith prefix: String) -> Bool { words.contains { $0.hasPrefix(prefix) } }
}
