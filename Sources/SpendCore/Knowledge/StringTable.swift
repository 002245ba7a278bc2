/// A read-mostly hash table keyed by strings, for the parser's word lists and phrase
/// tables. A `Dictionary<String, _>` hashes with SipHash through `Hasher`, which was the
/// largest part of a lookup; here an ASCII key is hashed with FNV-1a over its bytes,
/// and a phrase of several words can be looked up without joining them into one string.
///
/// Keys that are not ASCII are hashed with `Hasher`, so they still match by canonical
/// equivalence, as `String` equality does.
struct StringTable<Value> {
    /// Each slot's key hash, 0 when the slot is empty (a hash never is: see `finish`).
    private var hashes: [UInt64]
    private var slotKeys: [String]
    private var values: [Value?]
    private(set) var count = 0

    init() {
        hashes = Array(repeating: 0, count: 8)
        slotKeys = Array(repeating: "", count: 8)
        values = Array(repeating: nil, count: 8)
    }

    var isEmpty: Bool { count == 0 }

    subscript(key: String) -> Value? {
        get { slot(of: key, hash: StringKeyHash.of(key)).map { values[$0]! } }
        set {
            let hash = StringKeyHash.of(key)
            if let slot = slot(of: key, hash: hash) {
                if let newValue { values[slot] = newValue } else { remove(at: slot) }
            } else if let newValue {
                if (count + 1) * 4 > hashes.count * 3 { grow() }
                let slot = emptySlot(for: hash)
                hashes[slot] = hash
                slotKeys[slot] = key
                values[slot] = newValue
                count += 1
            }
        }
    }

    func contains(_ key: String) -> Bool { slot(of: key, hash: StringKeyHash.of(key)) != nil }

    /// The value of `words` joined by single spaces, without making that string unless
    /// a key's hash matches.
    func value(joining words: ArraySlice<String>) -> Value? {
        var hash = StringKeyHash.start
        var ascii = true
        for (offset, word) in words.enumerated() {
            if offset > 0 { hash = StringKeyHash.add(UInt8(ascii: " "), to: hash) }
            guard StringKeyHash.add(word, to: &hash) else { ascii = false; break }
        }
        if !ascii { return self[words.joined(separator: " ")] }
        return value(joining: words, hash: StringKeyHash.finish(hash))
    }

    /// The value of ASCII `words` joined by single spaces, given that phrase's `StringKeyHash`.
    func value(joining words: ArraySlice<String>, hash: UInt64) -> Value? {
        var slot = Int(truncatingIfNeeded: hash) & (hashes.count - 1)
        while hashes[slot] != 0 {
            if hashes[slot] == hash, Self.key(slotKeys[slot], joins: words) { return values[slot] }
            slot = (slot + 1) & (hashes.count - 1)
        }
        return nil
    }

    /// Whether `key` is ASCII `words` joined by single spaces. Compared byte for byte, as
    /// `==` would for ASCII, so the joined string (often a heap one) is not made.
    private static func key(_ key: String, joins words: ArraySlice<String>) -> Bool {
        guard key.isASCII else { return key == words.joined(separator: " ") }
        var keyBytes = key.utf8.makeIterator()
        for (offset, word) in words.enumerated() {
            if offset > 0, keyBytes.next() != UInt8(ascii: " ") { return false }
            for byte in word.utf8 where keyBytes.next() != byte { return false }
        }
        return keyBytes.next() == nil
    }

    var keys: [String] { entries.map(\.key) }

    /// Every key and its value, in no particular order.
    var entries: [(key: String, value: Value)] {
        hashes.indices.compactMap { slot in values[slot].map { (slotKeys[slot], $0) } }
    }

    private func slot(of key: String, hash: UInt64) -> Int? {
        let mask = hashes.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while hashes[slot] != 0 {
            if hashes[slot] == hash, slotKeys[slot] == key { return slot }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private func emptySlot(for hash: UInt64) -> Int {
        let mask = hashes.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while hashes[slot] != 0 { slot = (slot + 1) & mask }
        return slot
    }

    private mutating func grow() {
        let old = (hashes, slotKeys, values)
        hashes = Array(repeating: 0, count: old.0.count * 2)
        slotKeys = Array(repeating: "", count: old.0.count * 2)
        values = Array(repeating: nil, count: old.0.count * 2)
        for index in old.0.indices where old.0[index] != 0 {
            let slot = emptySlot(for: old.0[index])
            hashes[slot] = old.0[index]
            slotKeys[slot] = old.1[index]
            values[slot] = old.2[index]
        }
    }

    /// Removing is rare (never while parsing): the table is rebuilt without the key.
    private mutating func remove(at removed: Int) {
        let old = (hashes, slotKeys, values)
        hashes = Array(repeating: 0, count: old.0.count)
        slotKeys = Array(repeating: "", count: old.0.count)
        values = Array(repeating: nil, count: old.0.count)
        count -= 1
        for index in old.0.indices where old.0[index] != 0 && index != removed {
            let slot = emptySlot(for: old.0[index])
            hashes[slot] = old.0[index]
            slotKeys[slot] = old.1[index]
            values[slot] = old.2[index]
        }
    }
}

extension StringTable: Sendable where Value: Sendable {}

extension StringTable: ExpressibleByDictionaryLiteral {
    init(dictionaryLiteral pairs: (String, Value)...) {
        self.init()
        for (key, value) in pairs { self[key] = value }
    }
}

/// The hash `StringTable` files its keys by.
enum StringKeyHash {
    // FNV-1a, then a final mix so the low bits the table indexes by depend on every byte.
    static let start: UInt64 = 0xcbf2_9ce4_8422_2325

    static func add(_ byte: UInt8, to hash: UInt64) -> UInt64 {
        (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    /// Adds an ASCII word's bytes; false (the hash unfinished) when the word is not ASCII.
    static func add(_ word: String, to hash: inout UInt64) -> Bool {
        let start = hash
        let ascii = word.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var mixed = start
            var all: UInt8 = 0
            for byte in bytes {
                all |= byte
                mixed = add(byte, to: mixed)
            }
            hash = mixed
            return all < 0x80
        }
        if let ascii { return ascii }
        for byte in word.utf8 {
            guard byte < 0x80 else { return false }
            hash = add(byte, to: hash)
        }
        return true
    }

    static func finish(_ hash: UInt64) -> UInt64 {
        var mixed = (hash ^ (hash >> 29)) &* 0xbf58_476d_1ce4_e5b9
        mixed ^= mixed >> 32
        return mixed | 1 << 63
    }

    static func of(_ key: String) -> UInt64 {
        var hash = start
        if add(key, to: &hash) { return finish(hash) }
        return finish(UInt64(truncatingIfNeeded: key.hashValue))
    }
}
