/// Everyday item and service words with their category: WordNet's hypernyms (sweater →
/// garment → clothing) plus a hand list (scripts/knowledge/lexicon.py). Parsed from one
/// string at first use, like `BrandTable`.
enum ItemTable {
    struct Index: Sendable {
        /// The item phrases and the hand keywords (`CategoryLexicon.phrases`) in one table,
        /// since every lookup asks both: one hash a word instead of two.
        let known: PhraseTable<KnownPhrase>
        let itemCount: Int
        /// Everyday single words of five letters or more, which a typo may stand for.
        let typoTargets: [String: DefaultCategory]
    }

    static let index: Index = {
        var known = PhraseTable<KnownPhrase>()
        var itemCount = 0
        var typoTargets: [String: DefaultCategory] = [:]
        for line in source.split(separator: "\n") {
            guard let tab = line.firstIndex(of: "\t"),
                  let category = KnowledgeKey.category(line[line.index(after: tab)...].prefix(1))
            else { continue }
            let phrase = String(line[..<tab])
            // The first line of a phrase wins.
            known.update(phrase) { value in
                if value == nil { value = KnownPhrase(); itemCount += 1 }
                if value?.item == nil { value?.item = category }
            }
            if line.hasSuffix("*"), phrase.count >= Typos.minimumLength, !phrase.contains(" ") {
                typoTargets[phrase] = category
            }
        }
        for (phrase, category) in CategoryLexicon.phrases.phrases {
            known.update(phrase) { value in
                if value == nil { value = KnownPhrase() }
                value?.keyword = category
            }
        }
        return Index(known: known, itemCount: itemCount, typoTargets: typoTargets)
    }()
}

/// A phrase of the hand keywords, the item table, or both.
struct KnownPhrase: Sendable {
    var keyword: DefaultCategory?
    var item: DefaultCategory?
    /// A hand keyword wins over an item word.
    var category: DefaultCategory { keyword ?? item ?? .other }
}

extension ItemTable.Index {
    /// The item table alone, phrase → category.
    var phrases: [(phrase: String, value: DefaultCategory)] {
        known.phrases.compactMap { entry in entry.value.item.map { (entry.phrase, $0) } }
    }
}
