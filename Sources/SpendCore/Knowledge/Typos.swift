/// Words one edit away (Damerau: a letter inserted, deleted, replaced, or two neighbours
/// swapped) from a known word of five letters or more: "coffe", "resturant", "lunhc".
///
/// Tried only when nothing in a phrase is known, so its cost (a hash lookup per edit,
/// about 55 per letter) is paid rarely; no index of misspellings is kept in memory.
enum Typos {
    static let minimumLength = 5

    static func match<Category>(_ word: String, in known: [String: Category]) -> (word: String, category: Category)? {
        let letters = Array(word.utf8)
        guard letters.count >= minimumLength - 1, letters.count <= 20,
              letters.allSatisfy({ $0 >= 97 && $0 <= 122 }), known[word] == nil
        else { return nil }
        func look(_ candidate: [UInt8]) -> (String, Category)? {
            guard candidate.count >= minimumLength else { return nil }
            let text = String(decoding: candidate, as: UTF8.self)
            return known[text].map { (text, $0) }
        }
        for i in 0..<(letters.count - 1) {  // swapped neighbours
            var candidate = letters
            candidate.swapAt(i, i + 1)
            if let found = look(candidate) { return found }
        }
        for i in letters.indices {  // one letter too many
            var candidate = letters
            candidate.remove(at: i)
            if let found = look(candidate) { return found }
        }
        for i in 0...letters.count {  // one letter missing
            for letter in UInt8(97)...122 {
                var candidate = letters
                candidate.insert(letter, at: i)
                if let found = look(candidate) { return found }
            }
        }
        for i in letters.indices {  // one letter wrong
            for letter in UInt8(97)...122 where letter != letters[i] {
                var candidate = letters
                candidate[i] = letter
                if let found = look(candidate) { return found }
            }
        }
        return nil
    }
}
