/// Phrases of one or more words, each with a value, found longest first at a position in
/// a list of word keys. One dictionary: a word or phrase (keys joined by spaces) → its
/// value, if it is a phrase, and the most words of a phrase starting with it, if it is a
/// first word. A lookup costs one hash for most words, and one per candidate length only
/// for words that start a longer phrase.
struct PhraseTable<Value> {
    fileprivate struct Entry {
        var value: Value?
        var longest = 0
    }

    private var entries: [String: Entry] = [:]
    private(set) var count = 0

    mutating func insert(_ phrase: String, _ value: Value, keepExisting: Bool = true) {
        if keepExisting, entries[phrase]?.value != nil { return }
        if entries[phrase, default: Entry()].value == nil { count += 1 }
        entries[phrase, default: Entry()].value = value
        let first = String(phrase.prefix { $0 != " " })
        let words = phrase.reduce(1) { $1 == " " ? $0 + 1 : $0 }
        entries[first, default: Entry()].longest = max(entries[first]?.longest ?? 0, words)
    }

    /// Sets or changes a phrase's value in place (nil: it has none yet).
    mutating func update(_ phrase: String, _ change: (inout Value?) -> Void) {
        let had = entries[phrase]?.value != nil
        change(&entries[phrase, default: Entry()].value)
        if !had, entries[phrase]?.value != nil { count += 1 }
        let first = String(phrase.prefix { $0 != " " })
        let words = phrase.reduce(1) { $1 == " " ? $0 + 1 : $0 }
        entries[first, default: Entry()].longest = max(entries[first]?.longest ?? 0, words)
    }

    /// The value of a phrase given whole (token keys joined by spaces).
    subscript(phrase phrase: String) -> Value? { entries[phrase]?.value }

    var isEmpty: Bool { entries.isEmpty }

    func contains(_ phrase: String) -> Bool { self[phrase: phrase] != nil }

    /// Every phrase and its value.
    var phrases: [(phrase: String, value: Value)] {
        entries.compactMap { entry in entry.value.value.map { (entry.key, $0) } }
    }

    /// The longest phrase starting at `index` (empty keys never match), at most `limit` words.
    func match(_ keys: [String], at index: Int, limit: Int = .max) -> (length: Int, value: Value)? {
        guard index < keys.count, !entries.isEmpty, !keys[index].isEmpty, let first = entries[keys[index]]
        else { return nil }
        var length = min(first.longest, limit, keys.count - index)
        while length > 1 {
            let words = keys[index..<(index + length)]
            if !words.contains(""), let value = entries[Self.joined(words)]?.value { return (length, value) }
            length -= 1
        }
        return first.value.map { (1, $0) }
    }

    /// `words.joined(separator: " ")`, written straight into one string: the generic
    /// `joined` was the largest part of a lookup.
    private static func joined(_ words: ArraySlice<String>) -> String {
        let count = words.reduce(words.count - 1) { $0 + $1.utf8.count }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var index = 0
            for word in words {
                if index > 0 { buffer[index] = UInt8(ascii: " "); index += 1 }
                // A word's bytes copied at once where it has them in one piece (every native
                // or small string), not one at a time through its UTF-8 view.
                let copied = word.utf8.withContiguousStorageIfAvailable { bytes in
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[index...]).initialize(from: bytes)
                    return bytes.count
                }
                if let copied {
                    index += copied
                } else {
                    for byte in word.utf8 { buffer[index] = byte; index += 1 }
                }
            }
            return index
        }
    }
}

extension PhraseTable: Sendable where Value: Sendable {}
extension PhraseTable.Entry: Sendable where Value: Sendable {}
