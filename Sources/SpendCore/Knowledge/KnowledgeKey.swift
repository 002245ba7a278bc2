/// The spelling-free key the knowledge tables are indexed by: lowercase, letters and
/// digits only, a trailing "+" read as "plus" ("Disney+" → "disneyplus"). The generators
/// (scripts/knowledge/normalise.py) emit every spelling a person types, so a lookup
/// never folds accents or splits words.
enum KnowledgeKey {
    static func of(_ word: String) -> String {
        // Nearly every word is ASCII: keep letters and digits, lowercased, without the
        // Unicode property lookups below, read from the bytes in place.
        if let key = word.utf8.withContiguousStorageIfAvailable({ asciiKey(word, $0) }), let key { return key }
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

    /// The key of ASCII text, written straight into one string (the text itself when it
    /// is a key already, as most words are); nil when the text is not ASCII.
    private static func asciiKey(_ word: String, _ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var isKey = true
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            if !((0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)) { isKey = false }
        }
        if isKey { return word }
        return of(asciiWord: bytes)
    }

    /// The key of an ASCII word's bytes: its letters and digits lowercased, a final "+"
    /// as "plus", written into the string in one pass.
    static func of(asciiWord bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count + 4) { buffer in
            var count = 0
            for byte in bytes {
                switch byte {
                case 0x30...0x39, 0x61...0x7A: buffer[count] = byte; count += 1
                case 0x41...0x5A: buffer[count] = byte | 0x20; count += 1
                default: break
                }
            }
            if bytes.last == UInt8(ascii: "+"), count > 0 {
                for byte in "plus".utf8 { buffer[count] = byte; count += 1 }
            }
            return count
        }
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
