/// The spelling-free key the knowledge tables are indexed by: lowercase, letters and
/// digits only, a trailing "+" read as "plus" ("Disney+" → "disneyplus"). The generators
/// (scripts/knowledge/normalise.py) emit every spelling a person types, so a lookup
/// never folds accents or splits words.
enum KnowledgeKey {
    static func of(_ word: String) -> String {
        var key = ""
        key.reserveCapacity(word.utf8.count)
        for scalar in word.unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                key.unicodeScalars.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            }
        }
        if word.hasSuffix("+"), !key.isEmpty { key += "plus" }
        return key
    }

    /// The categories' one-letter codes in the generated tables ("C": a convenience store).
    static func category(_ code: Substring) -> DefaultCategory? {
        switch code {
        case "F": .food
        case "T": .transportation
        case "G", "C": .groceries
        case "E": .entertainment
        case "S": .shopping
        case "H": .healthcare
        case "O": .other
        default: nil
        }
    }
}
