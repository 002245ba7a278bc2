/// Phrases of one or more words, each with a value, found longest first at a position in
/// a list of word keys. Two dictionaries: the phrase (keys joined by spaces) → value, and
/// a phrase's first word → the most words a phrase starting with it has. A lookup costs
/// one hash per candidate length, and only words that start a phrase try more than one.
struct PhraseTable<Value> {
    private(set) var values: [String: Value] = [:]
    private var longest: [String: Int] = [:]

    mutating func insert(_ phrase: String, _ value: Value, keepExisting: Bool = true) {
        if keepExisting, values[phrase] != nil { return }
        values[phrase] = value
        let first = phrase.prefix { $0 != " " }
        let count = phrase.reduce(1) { $1 == " " ? $0 + 1 : $0 }
        longest[String(first), default: 0] = max(longest[String(first), default: 0], count)
    }

    var count: Int { values.count }

    /// The longest phrase starting at `index` (empty keys never match), at most `limit` words.
    func match(_ keys: [String], at index: Int, limit: Int = .max) -> (length: Int, value: Value)? {
        guard index < keys.count, !keys[index].isEmpty, let most = longest[keys[index]] else { return nil }
        var length = min(most, limit, keys.count - index)
        while length > 1 {
            let words = keys[index..<(index + length)]
            if !words.contains(""), let value = values[words.joined(separator: " ")] { return (length, value) }
            length -= 1
        }
        return values[keys[index]].map { (1, $0) }
    }

    func contains(_ phrase: String) -> Bool { values[phrase] != nil }
}

extension PhraseTable: Sendable where Value: Sendable {}
