/// Phrases of one or more words, each with a value, found longest first at a position in
/// a list of word keys. One table: a word or phrase (keys joined by spaces) → its value,
/// if it is a phrase, and the most words of a phrase starting with it, if it is a first
/// word. A lookup costs one hash for most words, and one per candidate length only for
/// words that start a longer phrase; the words are hashed in place, not joined.
struct PhraseTable<Value> {
    fileprivate struct Entry {
        var value: Value?
        /// Phrases are a few words long: a byte keeps an entry of the brand table at 8 bytes.
        var longest: UInt8 = 0
    }

    private var entries = StringTable<Entry>()
    private(set) var count = 0

    mutating func insert(_ phrase: String, _ value: Value, keepExisting: Bool = true) {
        if keepExisting, entries[phrase]?.value != nil { return }
        var entry = entries[phrase] ?? Entry()
        if entry.value == nil { count += 1 }
        entry.value = value
        entries[phrase] = entry
        noteFirstWord(of: phrase)
    }

    /// Sets or changes a phrase's value in place (nil: it has none yet).
    mutating func update(_ phrase: String, _ change: (inout Value?) -> Void) {
        var entry = entries[phrase] ?? Entry()
        let had = entry.value != nil
        change(&entry.value)
        if !had, entry.value != nil { count += 1 }
        entries[phrase] = entry
        noteFirstWord(of: phrase)
    }

    /// Records that a phrase this many words long starts with its first word.
    private mutating func noteFirstWord(of phrase: String) {
        let first = String(phrase.prefix { $0 != " " })
        let words = phrase.reduce(1) { $1 == " " ? $0 + 1 : $0 }
        var entry = entries[first] ?? Entry()
        entry.longest = max(entry.longest, UInt8(clamping: words))
        entries[first] = entry
    }

    /// The value of a phrase given whole (token keys joined by spaces).
    subscript(phrase phrase: String) -> Value? { entries[phrase]?.value }

    var isEmpty: Bool { entries.isEmpty }

    func contains(_ phrase: String) -> Bool { self[phrase: phrase] != nil }

    /// Every phrase and its value.
    var phrases: [(phrase: String, value: Value)] {
        entries.entries.compactMap { entry in entry.value.value.map { (entry.key, $0) } }
    }

    /// The longest phrase starting at `index` (empty keys never match), at most `limit` words.
    func match(_ keys: [String], at index: Int, limit: Int = .max) -> (length: Int, value: Value)? {
        guard index < keys.count, !entries.isEmpty, !keys[index].isEmpty, let first = entries[keys[index]]
        else { return nil }
        var length = min(Int(first.longest), limit, keys.count - index)
        // A phrase holding an empty key never matches: no longer one than before it.
        if let empty = keys[index..<(index + length)].firstIndex(where: \.isEmpty) { length = empty - index }
        guard length > 1 else { return first.value.map { (1, $0) } }
        // Each phrase's hash is the one before it extended by a word, so no word is hashed
        // twice; from a word that is not ASCII on, phrases are hashed whole.
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: length + 1) { phraseHashes in
            var hash = StringKeyHash.start
            var hashed = 0
            while hashed < length {
                if hashed > 0 { hash = StringKeyHash.add(UInt8(ascii: " "), to: hash) }
                guard StringKeyHash.add(keys[index + hashed], to: &hash) else { break }
                hashed += 1
                phraseHashes[hashed] = StringKeyHash.finish(hash)
            }
            while length > 1 {
                let words = keys[index..<(index + length)]
                let entry = length <= hashed ? entries.value(joining: words, hash: phraseHashes[length]) : entries.value(joining: words)
                if let value = entry?.value { return (length, value) }
                length -= 1
            }
            return first.value.map { (1, $0) }
        }
    }
}

extension PhraseTable: Sendable where Value: Sendable {}
extension PhraseTable.Entry: Sendable where Value: Sendable {}
