/// Words one edit away (Damerau: a letter inserted, deleted, replaced, or two neighbours
/// swapped) from a known word of five letters or more: "coffe", "resturant", "lunhc".
///
/// Tried only when nothing in a phrase is known, so its cost (a hash lookup per edit,
/// about 51 per letter) is paid rarely; no index of misspellings is kept in memory. The
/// edits are made in one reused buffer, so trying one allocates nothing.
enum Typos {
    static let minimumLength = 5

    static func match<Category>(_ word: String, in known: [String: Category]) -> (word: String, category: Category)? {
        guard !known.isEmpty else { return nil }
        let letters = Array(word.utf8)
        guard letters.count >= minimumLength - 1, letters.count <= 20,
              letters.allSatisfy({ $0 >= 97 && $0 <= 122 }), known[word] == nil
        else { return nil }
        let count = letters.count
        var buffer = [UInt8](repeating: 0, count: count + 1)
        /// The first `length` bytes of the buffer, if they are a known word.
        func look(_ length: Int) -> (String, Category)? {
            guard length >= minimumLength else { return nil }
            let text = String(decoding: buffer[0..<length], as: UTF8.self)
            return known[text].map { (text, $0) }
        }
        for i in 0..<(count - 1) {  // swapped neighbours
            buffer.replaceSubrange(0..<count, with: letters)
            buffer.swapAt(i, i + 1)
            if let found = look(count) { return found }
        }
        for i in 0..<count {  // one letter too many
            buffer.replaceSubrange(0..<i, with: letters[..<i])
            buffer.replaceSubrange(i..<(count - 1), with: letters[(i + 1)...])
            if let found = look(count - 1) { return found }
        }
        for i in 0...count {  // one letter missing
            buffer.replaceSubrange(0..<i, with: letters[..<i])
            buffer.replaceSubrange((i + 1)..<(count + 1), with: letters[i...])
            for letter in UInt8(97)...122 {
                buffer[i] = letter
                if let found = look(count + 1) { return found }
            }
        }
        buffer.replaceSubrange(0..<count, with: letters)
        for i in 0..<count {  // one letter wrong
            for letter in UInt8(97)...122 where letter != letters[i] {
                buffer[i] = letter
                if let found = look(count) { return found }
            }
            buffer[i] = letters[i]
        }
        return nil
    }
}
