/// Words one edit away (Damerau: a letter inserted, deleted, replaced, or two neighbours
/// swapped) from a known word of five letters or more: "coffe", "resturant", "lunhc".
enum Typos {
    static let minimumLength = 5
    /// Longer words are not tried: no everyday word is a typo this long.
    static let maximumLength = 20

    /// Whether `word` is one edit from `target` and not the same word.
    static func isOneEdit(_ word: String, from target: String) -> Bool {
        word != target && TypoIndex<Void>.editRank(from: Array(word.utf8), to: Array(target.utf8)[...]) != nil
    }
}

/// The known words a typo may stand for, indexed so that a typo finds its few candidates
/// without generating and hashing its variants (about 51 per letter).
///
/// One edit of a word of four letters or more keeps its first letter or its last one, so
/// the candidates are the known words one letter shorter, as long or one longer that share
/// either; each is compared with the typo directly. When several are one edit away, the
/// one whose edit comes first in the order swaps, deletions, insertions, replacements (each
/// by position, then by letter) wins: the order the variants were once tried in.
struct TypoIndex<Category> {
    /// A known word: where its letters start in `letters`, how many, and its category.
    /// The letters of all words share one buffer rather than an array (a heap block) each.
    fileprivate struct Target {
        let start: UInt32
        let length: UInt8
        let category: Category
    }

    private var targets: [Target] = []
    private var letters: [UInt8] = []
    /// How many known words it was given.
    let count: Int
    /// Indices into `targets`, by length and then by first letter (0–25) or last letter (26–51).
    private var buckets: [[Int32]]
    private static var slotsPerLength: Int { 52 }

    init(_ known: [String: Category]) {
        count = known.count
        buckets = Array(repeating: [], count: (Typos.maximumLength + 2) * Self.slotsPerLength)
        for (word, category) in known {
            let word = Array(word.utf8)
            // A typo is made of lowercase ASCII letters, and so is any word one edit from it.
            guard !word.isEmpty, word.count <= Typos.maximumLength + 1, word.allSatisfy(Self.isLetter)
            else { continue }
            let index = Int32(targets.count)
            targets.append(Target(start: UInt32(letters.count), length: UInt8(word.count), category: category))
            letters.append(contentsOf: word)
            buckets[Self.slot(word.count, first: word[0])].append(index)
            buckets[Self.slot(word.count, last: word[word.count - 1])].append(index)
        }
    }

    private func word(_ target: Target) -> ArraySlice<UInt8> {
        letters[Int(target.start)..<(Int(target.start) + Int(target.length))]
    }

    func match(_ word: String) -> (word: String, category: Category)? {
        guard !targets.isEmpty else { return nil }
        let typo = Array(word.utf8)
        let count = typo.count
        guard count >= Typos.minimumLength - 1, count <= Typos.maximumLength, typo.allSatisfy(Self.isLetter)
        else { return nil }
        var best: (rank: Int, index: Int)?
        for length in (count - 1)...(count + 1) {
            // Those sharing the first letter, then those sharing the last, without joining
            // the two lists into a third.
            for side in 0..<2 {
                let slot = side == 0 ? Self.slot(length, first: typo[0]) : Self.slot(length, last: typo[count - 1])
                for index in buckets[slot] {
                    let target = self.word(targets[Int(index)])
                    // A known word is no typo.
                    if length == count, target.elementsEqual(typo) { return nil }
                    guard length >= Typos.minimumLength, let rank = Self.editRank(from: typo, to: target),
                          rank < best?.rank ?? .max
                    else { continue }
                    best = (rank, Int(index))
                }
            }
        }
        return best.map { (String(decoding: self.word(targets[$0.index]), as: UTF8.self), targets[$0.index].category) }
    }

    /// The place of the one edit that turns `word` into `target` in the order the edits are
    /// tried (lower first), or nil when it takes more than one.
    fileprivate static func editRank(from word: [UInt8], to target: ArraySlice<UInt8>) -> Int? {
        let count = word.count, targetCount = target.count
        // The target's letters by offset from its start, as the word's are.
        func known(_ offset: Int) -> UInt8 { target[target.startIndex + offset] }
        let shorter = min(count, targetCount)
        var prefix = 0
        while prefix < shorter, word[prefix] == known(prefix) { prefix += 1 }
        var suffix = 0
        while suffix < shorter, word[count - 1 - suffix] == known(targetCount - 1 - suffix) { suffix += 1 }
        func rank(_ kind: Int, at position: Int, letter: UInt8 = 0) -> Int { kind << 16 | position << 8 | Int(letter) }
        switch targetCount - count {
        case 0 where prefix + suffix == count - 1:  // one letter wrong
            return rank(3, at: prefix, letter: known(prefix))
        case 0 where prefix + suffix == count - 2 && word[prefix] == known(prefix + 1) && word[prefix + 1] == known(prefix):
            return rank(0, at: prefix)  // swapped neighbours
        case -1:  // one letter too many: the first place whose deletion leaves the target
            let first = max(0, count - 1 - suffix)
            return first <= prefix ? rank(1, at: first) : nil
        case 1:  // one letter missing: the first place it can be inserted
            let first = max(0, count - suffix)
            return first <= prefix ? rank(2, at: first, letter: known(first)) : nil
        default:
            return nil
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }

    private static func slot(_ length: Int, first: UInt8) -> Int { length * slotsPerLength + Int(first - 0x61) }
    private static func slot(_ length: Int, last: UInt8) -> Int { length * slotsPerLength + 26 + Int(last - 0x61) }
}

extension TypoIndex: Sendable where Category: Sendable {}
extension TypoIndex.Target: Sendable where Category: Sendable {}
