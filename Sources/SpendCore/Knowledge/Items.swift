/// Everyday item and service words with their category: WordNet's hypernyms (sweater →
/// garment → clothing) plus a hand list (scripts/knowledge/lexicon.py). Parsed from one
/// string at first use, like `BrandTable`.
enum ItemTable {
    struct Index: Sendable {
        let phrases: PhraseTable<DefaultCategory>
        /// Everyday single words of five letters or more, which a typo may stand for.
        let typoTargets: [String: DefaultCategory]
    }

    static let index: Index = {
        var phrases = PhraseTable<DefaultCategory>()
        var typoTargets: [String: DefaultCategory] = [:]
        for line in source.split(separator: "\n") {
            guard let tab = line.firstIndex(of: "\t"),
                  let category = KnowledgeKey.category(line[line.index(after: tab)...].prefix(1))
            else { continue }
            let phrase = String(line[..<tab])
            phrases.insert(phrase, category)
            if line.hasSuffix("*"), phrase.count >= Typos.minimumLength, !phrase.contains(" ") {
                typoTargets[phrase] = category
            }
        }
        return Index(phrases: phrases, typoTargets: typoTargets)
    }()
}
