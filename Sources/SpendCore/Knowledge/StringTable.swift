/// A read-mostly hash table keyed by strings, for the parser's word lists and phrase
/// tables. A `Dictionary<String, _>` hashes with SipHash through `Hasher`, which was the
/// largest part of a lookup; here an ASCII key is hashed with FNV-1a over its bytes,
/// and a phrase of several words can be looked up without joining them into one string.
///
/// Keys that are not ASCII are hashed with `Hasher`, so they still match by canonical
/// equivalence, as `String` equality does.
struct StringTable<Value> {
    /// A slot: the low half of its key's hash (0 when empty: `tag(of:)` never is) and where
    /// its key starts in `keyBytes`. Eight bytes, where a `String` and a full hash took 24
    /// and a heap block for every key over 15 bytes: the brand and item tables hold about
    /// 100,000 keys, and their slots were most of the parser's memory.
    private struct Slot {
        var tag: UInt32 = 0
        var key: UInt32 = 0
    }

    private var slots: [Slot]
    private var values: [Value?]
    /// Every key's UTF-8, each after its length in two bytes.
    private var keyBytes: [UInt8] = []
    private(set) var count = 0

    init() {
        slots = Array(repeating: Slot(), count: 8)
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
                if (count + 1) * 4 > slots.count * 3 { rehash(capacity: slots.count + slots.count / 2) }
                let slot = emptySlot(for: hash)
                slots[slot] = Slot(tag: Self.tag(of: hash), key: append(key))
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
        let tag = Self.tag(of: hash)
        var slot = home(of: hash)
        while slots[slot].tag != 0 {
            if slots[slot].tag == tag, key(at: slots[slot].key, joins: words) { return values[slot] }
            slot = next(slot)
        }
        return nil
    }

    /// Whether the key stored at `offset` is ASCII `words` joined by single spaces, compared
    /// byte for byte, as `==` would for ASCII, so the joined string is not made.
    private func key(at offset: UInt32, joins words: ArraySlice<String>) -> Bool {
        keyBytes.withUnsafeBufferPointer { all in
            let stored = Self.bytes(at: offset, in: all)
            guard stored.allSatisfy({ $0 < 0x80 }) else {
                return String(decoding: stored, as: UTF8.self) == words.joined(separator: " ")
            }
            var position = stored.startIndex
            for (index, word) in words.enumerated() {
                if index > 0 {
                    guard position < stored.endIndex, stored[position] == UInt8(ascii: " ") else { return false }
                    position += 1
                }
                for byte in word.utf8 {
                    guard position < stored.endIndex, stored[position] == byte else { return false }
                    position += 1
                }
            }
            return position == stored.endIndex
        }
    }

    /// Whether the key stored at `offset` equals `key`: byte for byte when both are ASCII,
    /// else as strings, by canonical equivalence.
    private func key(at offset: UInt32, equals key: String) -> Bool {
        keyBytes.withUnsafeBufferPointer { all in
            let stored = Self.bytes(at: offset, in: all)
            if key.isASCII, stored.allSatisfy({ $0 < 0x80 }) { return stored.elementsEqual(key.utf8) }
            return String(decoding: stored, as: UTF8.self) == key
        }
    }

    private static func bytes(at offset: UInt32, in all: UnsafeBufferPointer<UInt8>) -> Slice<UnsafeBufferPointer<UInt8>> {
        let start = Int(offset)
        let length = Int(all[start]) | Int(all[start + 1]) << 8
        return all[(start + 2)..<(start + 2 + length)]
    }

    private func storedKey(at offset: UInt32) -> String {
        keyBytes.withUnsafeBufferPointer { String(decoding: Self.bytes(at: offset, in: $0), as: UTF8.self) }
    }

    /// Stores a key's bytes, returning where they start.
    private mutating func append(_ key: String) -> UInt32 {
        let length = key.utf8.count
        precondition(length <= Int(UInt16.max), "a StringTable key is at most 65,535 bytes")
        let offset = UInt32(keyBytes.count)
        keyBytes.append(UInt8(truncatingIfNeeded: length))
        keyBytes.append(UInt8(truncatingIfNeeded: length >> 8))
        keyBytes.append(contentsOf: key.utf8)
        return offset
    }

    var keys: [String] { entries.map(\.key) }

    /// Every key and its value, in no particular order.
    var entries: [(key: String, value: Value)] {
        slots.indices.compactMap { slot in values[slot].map { (storedKey(at: slots[slot].key), $0) } }
    }

    private func slot(of key: String, hash: UInt64) -> Int? {
        let tag = Self.tag(of: hash)
        var slot = home(of: hash)
        while slots[slot].tag != 0 {
            if slots[slot].tag == tag, self.key(at: slots[slot].key, equals: key) { return slot }
            slot = next(slot)
        }
        return nil
    }

    private func emptySlot(for hash: UInt64) -> Int {
        var slot = home(of: hash)
        while slots[slot].tag != 0 { slot = next(slot) }
        return slot
    }

    private static func tag(of hash: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: hash) | 1 }

    /// The slot a hash starts probing at: its high bits scaled to the slot count, so the
    /// count need not be a power of two and the table grows by half, not double.
    private func home(of hash: UInt64) -> Int {
        Int(truncatingIfNeeded: (hash << 1).multipliedFullWidth(by: UInt64(slots.count)).high)
    }

    private func next(_ slot: Int) -> Int { slot + 1 == slots.count ? 0 : slot + 1 }

    /// Files every entry again in `capacity` slots, dropping the one at `skipped`.
    private mutating func rehash(capacity: Int, skipping skipped: Int? = nil) {
        let old = (slots, values, keyBytes)
        slots = Array(repeating: Slot(), count: capacity)
        values = Array(repeating: nil, count: capacity)
        keyBytes = []
        keyBytes.reserveCapacity(old.2.count)
        count = 0
        for index in old.0.indices where old.0[index].tag != 0 && index != skipped {
            let key = old.2.withUnsafeBufferPointer { String(decoding: Self.bytes(at: old.0[index].key, in: $0), as: UTF8.self) }
            let hash = StringKeyHash.of(key)
            let slot = emptySlot(for: hash)
            slots[slot] = Slot(tag: Self.tag(of: hash), key: append(key))
            values[slot] = old.1[index]
            count += 1
        }
    }

    /// Removing is rare (never while parsing): the table is rebuilt without the key.
    private mutating func remove(at removed: Int) {
        rehash(capacity: slots.count, skipping: removed)
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
