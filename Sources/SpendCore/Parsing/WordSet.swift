/// A set of words that rules out most words without hashing them: a word whose length,
/// first byte, or pair of first and last bytes no member has is not a member. Nearly
/// every word of a phrase is in none of the parser's small word lists, and hashing a
/// `String` was the largest single cost of a parse (the rest go to a `StringTable`).
struct WordSet: Sendable, ExpressibleByArrayLiteral {
    private let members: StringTable<Void>
    /// Bit n: some member is n bytes long (bit 63: 63 or more).
    private let lengths: UInt64
    /// Bit n: some member starts with the ASCII byte n (below 64) or 64 + n (from 64 to 127).
    private let lowFirstBytes: UInt64
    private let highFirstBytes: UInt64
    /// Bit n of 128: some member's first and last bytes give n (`edgeBit`), so a word
    /// that shares a member's length and first byte is still ruled out by its last.
    private let lowEdges: UInt64
    private let highEdges: UInt64

    init<S: Sequence>(_ words: S) where S.Element == String {
        var members = StringTable<Void>()
        for word in words { members[word] = () }
        self.members = members
        var lengths: UInt64 = 0
        var low: UInt64 = 0
        var high: UInt64 = 0
        var lowEdges: UInt64 = 0
        var highEdges: UInt64 = 0
        for (word, _) in members.entries {
            lengths |= 1 << UInt64(min(word.utf8.count, 63))
            guard let first = word.utf8.first, let last = word.utf8.last else { continue }
            if first < 64 { low |= 1 << UInt64(first) } else if first < 128 { high |= 1 << UInt64(first - 64) }
            let edge = Self.edgeBit(first, last)
            if edge < 64 { lowEdges |= 1 << edge } else { highEdges |= 1 << (edge - 64) }
        }
        self.lengths = lengths
        lowFirstBytes = low
        highFirstBytes = high
        self.lowEdges = lowEdges
        self.highEdges = highEdges
    }

    private static func edgeBit(_ first: UInt8, _ last: UInt8) -> UInt64 { (UInt64(first) &* 31 &+ UInt64(last)) & 127 }

    init(arrayLiteral words: String...) { self.init(words) }

    func contains(_ word: String) -> Bool { mayContain(word) && members.contains(word) }

    /// False when no member has the word's length, first byte or first and last bytes;
    /// true does not mean it is one.
    func mayContain(_ word: String) -> Bool {
        // A small or native string's bytes in place: the UTF-8 view's `count`, `first` and
        // `last` each ask which kind of string it is.
        if let answer = word.utf8.withContiguousStorageIfAvailable({ mayContain($0) }) { return answer }
        return Array(word.utf8).withUnsafeBufferPointer { mayContain($0) }
    }

    private func mayContain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        guard lengths & (1 << UInt64(min(count, 63))) != 0 else { return false }
        guard count > 0 else { return true }
        let first = bytes[0]
        if first < 64 {
            guard lowFirstBytes & (1 << UInt64(first)) != 0 else { return false }
        } else if first < 128 {
            guard highFirstBytes & (1 << UInt64(first - 64)) != 0 else { return false }
        }
        let edge = Self.edgeBit(first, bytes[count - 1])
        return (edge < 64 ? lowEdges & (1 << edge) : highEdges & (1 << (edge - 64))) != 0
    }

    func union<S: Sequence>(_ other: S) -> WordSet where S.Element == String { WordSet(members.entries.map(\.key) + Array(other)) }
}
