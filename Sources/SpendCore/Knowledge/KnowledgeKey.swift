/// The spelling-free key the knowledge tables are indexed by: lowercase, letters and
/// digits only, a trailing "+" read as "plus" ("Disney+" → "disneyplus"). The generators
/// (scripts/knowledge/normalise.py) emit every spelling a person types, so a lookup
/// never folds accents or splits words.
enum KnowledgeKey {
    static func of(_ word: String) -> String {
        // Nearly every word is ASCII: keep letters and digits, lowercased, without the
        // Unicode property lookups below.
        // Already a key (lowercase letters and digits): itself, without a copy.
        if word.utf8.allSatisfy({ (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) }) { return word }
        if word.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(word.utf8.count + 4)
            for byte in word.utf8 {
                switch byte {
                case 0x30...0x39, 0x61...0x7A: bytes.append(byte)
                case 0x41...0x5A: bytes.append(byte | 0x20)
                default: break
                }
            }
            if word.utf8.last == UInt8(ascii: "+"), !bytes.isEmpty { bytes += "plus".utf8 }
            return String(decoding: bytes, as: UTF8.self)
        }
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
