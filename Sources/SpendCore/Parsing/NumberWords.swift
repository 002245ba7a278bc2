/// Spelled-out numbers as speech recognisers and people write them.
///
/// Reads "twenty five", "a hundred and twenty", "two thousand", and the spoken price form
/// "three fifty" / "nineteen ninety nine" (a number followed by a two-digit number that
/// cannot continue it means dollars and cents).
enum NumberWords {
    enum Kind { case unit, teen, tens, hundred, scale }

    static let values = NumberWordTable({
        var table: [String: (Int, Kind)] = ["zero": (0, .unit), "oh": (0, .unit)]
        let units = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
        for (i, w) in units.enumerated() { table[w] = (i + 1, .unit) }
        let teens = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
                     "seventeen", "eighteen", "nineteen"]
        for (i, w) in teens.enumerated() { table[w] = (i + 10, .teen) }
        let tens = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
        for (i, w) in tens.enumerated() { table[w] = ((i + 2) * 10, .tens) }
        table["hundred"] = (100, .hundred)
        table["thousand"] = (1000, .scale)
        table["million"] = (1_000_000, .scale)
        return table
    }())

    /// The number words, looked up only when a word's first byte and length allow one:
    /// the amount step asks about every word of a phrase.
    struct NumberWordTable: Sendable {
        private let entries: StringTable<(Int, Kind)>
        private let possible: WordSet

        init(_ entries: [String: (Int, Kind)]) {
            var table = StringTable<(Int, Kind)>()
            for (word, value) in entries { table[word] = value }
            self.entries = table
            possible = WordSet(entries.keys)
        }

        subscript(word: String) -> (Int, Kind)? { possible.mayContain(word) ? entries[word] : nil }
    }

    static let ordinals: StringTable<Int> = {
        let words = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
                     "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth",
                     "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth"]
        var table = StringTable<Int>()
        for (i, w) in words.enumerated() { table[w] = i + 1 }
        table["thirtieth"] = 30
        for (i, w) in words.prefix(9).enumerated() {
            table["twenty-" + w] = 21 + i
            table["twenty " + w] = 21 + i
        }
        table["thirty-first"] = 31
        table["thirty first"] = 31
        return table
    }()

    /// Splits "twenty-five" into its parts so the grammar sees two words.
    static func pieces(_ word: String) -> [String] {
        guard word.containsByte(UInt8(ascii: "-")) else { return [word] }
        return word.split(separator: "-").map(String.init)
    }

    static func isNumberPiece(_ word: String) -> Bool { values[word] != nil && word != "oh" }

    /// Reads one number from the start of `words` (already split into pieces). Returns
    /// the value and how many pieces it used, or nil when `words[0]` is not a number.
    /// "a"/"an" count as one only before hundred/thousand ("a hundred and twenty"), and
    /// "and" only after hundred/thousand.
    static func read(_ words: [String]) -> (value: Int, used: Int)? {
        var total = 0
        var current = 0
        var previous: Kind?
        var used = 0
        var i = 0
        while i < words.count {
            let word = words[i]
            let entry: (Int, Kind)
            if (word == "a" || word == "an"), previous == nil, i + 1 < words.count,
               let next = values[words[i + 1]], next.1 == .hundred || next.1 == .scale {
                entry = (1, .unit)
            } else if word == "and", previous == .hundred || previous == .scale,
                      i + 1 < words.count, isNumberPiece(words[i + 1]) {
                i += 1
                continue
            } else if isNumberPiece(word) {
                entry = values[word]!
            } else {
                break
            }
            let (value, kind) = entry
            let valid: Bool
            switch kind {
            case .unit: valid = previous == nil || previous == .hundred || previous == .scale
                || (previous == .tens && current % 10 == 0)
            case .teen, .tens: valid = previous == nil || previous == .hundred || previous == .scale
            case .hundred: valid = previous == nil || ((previous == .unit || previous == .teen) && current < 100)
            case .scale: valid = previous != .scale
            }
            guard valid else { break }
            switch kind {
            case .hundred: current = max(current, 1) * 100
            case .scale: total += max(current, 1) * value; current = 0
            default: current += value
            }
            previous = kind
            i += 1
            used = i
        }
        return used > 0 ? (total + current, used) : nil
    }

    /// The kind of the word that starts a number, for the spoken price form.
    static func startsTwoDigitNumber(_ word: String) -> Bool {
        guard let (_, kind) = values[word] else { return false }
        return kind == .teen || kind == .tens
    }
}
