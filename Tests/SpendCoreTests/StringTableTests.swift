import Testing
@testable import SpendCore

/// The hash table behind the parser's word lists, checked against a `Dictionary` doing the
/// same work, and the typo index against the edits it promises.
struct StringTableTests {
    /// Words of every length the tables hold, ASCII and not, some sharing prefixes.
    static func words(_ count: Int, seed: UInt64) -> [String] {
        var generator = SeededGenerator(seed: seed)
        let letters = Array("abcdefghijklmnopqrstuvwxyz éüñ")
        return (0..<count).map { _ in
            String((0..<Int.random(in: 1...24, using: &generator)).map { _ in letters.randomElement(using: &generator)! })
        }
    }

    @Test func agreesWithADictionaryThroughGrowthUpdatesAndRemovals() {
        var table = StringTable<Int>()
        var reference: [String: Int] = [:]
        let keys = Self.words(20_000, seed: 7)
        for (index, key) in keys.enumerated() {
            table[key] = index
            reference[key] = index
            // Every seventh key is removed again, every fifth overwritten: both kinds of change
            // keep the table agreeing with the dictionary through its growth.
            if index % 7 == 0, let victim = keys.dropLast(keys.count - index).randomElement() {
                table[victim] = nil
                reference[victim] = nil
            } else if index % 5 == 0 {
                table[key] = -index
                reference[key] = -index
            }
        }
        #expect(table.count == reference.count)
        for key in keys { #expect(table[key] == reference[key], "\(key)") }
        for key in Self.words(2_000, seed: 8) where reference[key] == nil { #expect(table[key] == nil, "\(key)") }
        #expect(Dictionary(uniqueKeysWithValues: table.entries.map { ($0.key, $0.value) }) == reference)
    }

    @Test func aKeyMatchesByCanonicalEquivalenceAndAnyJoiningOfItsWords() {
        var table = StringTable<Int>()
        table["caf\u{E9} noir"] = 1
        table["fish and chips"] = 2
        #expect(table["cafe\u{301} noir"] == 1, "a decomposed é is the same key")
        #expect(table.value(joining: ["fish", "and", "chips"]) == 2)
        #expect(table.value(joining: ["caf\u{E9}", "noir"]) == 1)
        #expect(table.value(joining: ["fish", "andchips"]) == nil)
        #expect(table.value(joining: ["fish", "and"]) == nil)
        #expect(table.value(joining: ["fish", "and", "chips", ""]) == nil)
    }

    @Test func aTypoFindsTheWordOneEditAwayAndNoOther() {
        let index = TypoIndex(["restaurant": 1, "coffee": 2, "grocery": 3, "pharmacy": 4])
        #expect(index.match("resturant")?.word == "restaurant")  // deletion
        #expect(index.match("coffe")?.word == "coffee")
        #expect(index.match("grocrey")?.word == "grocery")  // swapped neighbours
        #expect(index.match("pharmacey")?.word == "pharmacy")  // insertion
        #expect(index.match("pharnacy")?.category == 4)  // replacement
        #expect(index.match("coffee") == nil, "a known word is no typo")
        #expect(index.match("cofea") == nil, "two edits")
        #expect(index.match("Coffe") == nil, "only lowercase letters are read")
    }
}

/// SplitMix64, so a failing run can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
