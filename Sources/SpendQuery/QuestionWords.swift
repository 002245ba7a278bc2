/// A question as lowercase words, each remembering whether a reading has used it, so
/// that what is left at the end is exactly what was not understood.
struct QuestionWords {
    /// Lowercase, apostrophes dropped ("mcdonald's" → "mcdonalds"), other punctuation a break.
    let words: [String]
    /// The words as typed, for quoting back what was not understood.
    let original: [String]
    private(set) var used: [Bool]

    init(_ text: String) {
        var words: [String] = []
        var original: [String] = []
        var current = ""
        var typed = ""
        func flush() {
            if !current.isEmpty {
                words.append(current)
                original.append(typed)
            }
            current = ""
            typed = ""
        }
        for character in text {
            if character.isLetter || character.isNumber {
                current += character.lowercased()
                typed.append(character)
            } else if character == "'" || character == "’" {
                typed.append(character)
            } else if character == "$" || character == "€" || character == "£" {
                flush()
                words.append(String(character))
                original.append(String(character))
            } else {
                flush()
            }
        }
        flush()
        self.words = words
        self.original = original
        used = Array(repeating: false, count: words.count)
    }

    /// The same normalisation for a stored name, so "P.F. Chang's" is ["p", "f", "changs"].
    static func key(_ name: String) -> [String] { QuestionWords(name).words }

    var count: Int { words.count }

    subscript(index: Int) -> String { index >= 0 && index < words.count ? words[index] : "" }

    mutating func use(_ range: Range<Int>) {
        for index in range where index < used.count { used[index] = true }
    }

    mutating func use(_ index: Int) { use(index..<(index + 1)) }

    func isUsed(_ index: Int) -> Bool { used[index] }

    /// Where `phrase` (words separated by spaces) starts among the unused words, if anywhere.
    func find(_ phrase: String, from start: Int = 0) -> Range<Int>? {
        let parts = phrase.split(separator: " ").map(String.init)
        guard !parts.isEmpty, start >= 0, start + parts.count <= words.count else { return nil }
        for index in start...(words.count - parts.count) where !used[index] {
            if (0..<parts.count).allSatisfy({ words[index + $0] == parts[$0] && !used[index + $0] }) {
                return index..<(index + parts.count)
            }
        }
        return nil
    }

    func has(_ phrase: String) -> Bool { find(phrase) != nil }

    func hasAny(_ phrases: [String]) -> Bool { phrases.contains(where: has) }

    /// Marks the first of `phrases` found as used and returns it.
    @discardableResult
    mutating func take(_ phrases: [String]) -> String? {
        for phrase in phrases {
            if let range = find(phrase) {
                use(range)
                return phrase
            }
        }
        return nil
    }

    /// Like `take`, for phrases that count only at the very start ("And in September?").
    @discardableResult
    mutating func takeOpening(_ phrases: [String]) -> String? {
        for phrase in phrases {
            if let range = find(phrase), !used[..<range.lowerBound].contains(false) {
                use(range)
                return phrase
            }
        }
        return nil
    }

    /// Marks every occurrence of every phrase as used; whether any was there.
    @discardableResult
    mutating func takeAll(_ phrases: [String]) -> Bool {
        var found = false
        for phrase in phrases {
            while let range = find(phrase) {
                use(range)
                found = true
            }
        }
        return found
    }

    /// The unused words, as typed.
    var leftover: [(index: Int, word: String, typed: String)] {
        words.indices.filter { !used[$0] }.map { ($0, words[$0], original[$0]) }
    }
}
