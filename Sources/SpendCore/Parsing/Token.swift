/// A piece of an input phrase. The parser marks tokens as used by the amount, date or
/// person; whatever is left, in original spelling and spacing, becomes the description.
struct Token: Sendable {
    enum Kind: Sendable, Equatable {
        case word
        /// Digits, with thousands separators removed and an optional ".fraction".
        case number
        /// "3rd", "21st": a day of the month.
        case ordinal(Int)
        /// "2026-11-02", "11/02", "11/2/25": kept whole so no part looks like an amount.
        case numericDate
        /// "$", "€", "£", "¥", "₹".
        case currencySymbol
        case punctuation
    }

    let kind: Kind
    /// As written.
    let text: String
    /// Lowercased, and for numbers the plain digits ("1250.00").
    let normalized: String
    /// Whether whitespace came before it, so the description keeps its spacing.
    let spaceBefore: Bool

    var isWord: Bool { kind == .word }
    var isCapitalized: Bool { text.first?.isUppercase == true }
}

enum Tokenizer {
    static let currencySymbols: Set<Character> = ["$", "€", "£", "¥", "₹", "₩"]

    static func tokenize(_ input: String) -> [Token] {
        let chars = Array(input)
        var tokens: [Token] = []
        var index = 0
        var space = false
        func emit(_ kind: Token.Kind, _ range: Range<Int>, _ normalized: String? = nil) {
            let text = String(chars[range])
            tokens.append(Token(kind: kind, text: text, normalized: normalized ?? text.lowercased(), spaceBefore: space))
            space = false
        }
        while index < chars.count {
            let c = chars[index]
            let start = index
            if c.isWhitespace {
                space = true
                index += 1
            } else if c.isASCIIDigit {
                let (kind, end, normalized) = scanNumber(chars, from: index)
                index = end
                emit(kind, start..<end, normalized)
            } else if c == "w" || c == "W", at(chars, index + 1) == "/",
                      !(at(chars, index + 2) == "o" && !at(chars, index + 3).isLetter) {
                // "coffee w/ Priya": the chat shorthand for "with".
                index += 2
                emit(.word, start..<index, "with")
            } else if c.isLetter {
                index = scanWord(chars, from: index)
                emit(.word, start..<index, String(chars[start..<index]).lowercased().replacingCurlyApostrophes)
            } else if c.isPictograph {
                // "☕ 3.75": an emoji names the thing bought, so it stays as a word.
                index += 1
                emit(.word, start..<index)
            } else if currencySymbols.contains(c) {
                index += 1
                emit(.currencySymbol, start..<index)
            } else {
                index += 1
                emit(.punctuation, start..<index)
            }
        }
        return tokens
    }

    private static func at(_ chars: [Character], _ index: Int) -> Character {
        index < chars.count ? chars[index] : " "
    }

    /// A word and what holds a name together inside it: apostrophes ("Chang's"), hyphens
    /// and ampersands between letters or digits ("7-Eleven", "Wi-Fi", "durable-1-2", "H&M"),
    /// the periods of initials ("P.F.") and of titles ("Dr.").
    private static func scanWord(_ chars: [Character], from start: Int) -> Int {
        var index = start + 1
        while index < chars.count {
            let d = chars[index]
            let next = at(chars, index + 1)
            if d.isLetter || d.isASCIIDigit {
                index += 1
            } else if (d == "'" || d == "’" || d == "&") && next.isLetter {
                index += 1
            } else if d == "-" && (next.isLetter || next.isASCIIDigit) {
                index += 1
            } else if d == "." && isInitial(chars, start: start, dot: index) {
                index += 1
                if next.isLetter { continue }
                break
            } else if d == "." && titles.contains(String(chars[start..<index]).lowercased()) {
                return index + 1
            } else if d == "+" && !(next.isLetter || next.isASCIIDigit) {
                return index + 1
            } else {
                break
            }
        }
        return index
    }

    /// Abbreviated titles whose period belongs to the word: "Dr. Patel", "St. Louis".
    static let titles: Set<String> = ["dr", "mr", "mrs", "ms", "prof", "st", "jr", "sr", "mt", "ft"]

    /// A period after a single letter that is, or follows, another initial: the dots of
    /// "P.F." and "U.S.", but not the full stop of "a." or "coffee.".
    private static func isInitial(_ chars: [Character], start: Int, dot: Int) -> Bool {
        guard dot - start >= 1, chars[dot - 1].isLetter, dot - 1 == start || chars[dot - 2] == "." else { return false }
        let next = at(chars, dot + 1)
        if next.isLetter { return !at(chars, dot + 2).isLetter }
        return dot - start >= 3
    }

    /// Digits with ",ddd" groups and ".dd" fractions; ISO and US numeric dates; ordinals.
    /// "1.250,00" (dot thousands, comma decimals) or "12,50"; nil when the text is not
    /// unambiguously European, so "1,250" stays one thousand two hundred and fifty.
    private static func scanEuropean(_ chars: [Character], from start: Int) -> (Token.Kind, Int, String?)? {
        var index = start
        func digit(_ i: Int) -> Bool { i < chars.count && chars[i].isASCIIDigit }
        var whole = ""
        while digit(index) { whole.append(chars[index]); index += 1 }
        var groups = 0
        while index < chars.count, chars[index] == ".", digit(index + 1), digit(index + 2), digit(index + 3), !digit(index + 4) {
            whole += String(chars[(index + 1)...(index + 3)])
            index += 4
            groups += 1
        }
        guard index < chars.count, chars[index] == ",", digit(index + 1), digit(index + 2), !digit(index + 3),
              whole.count - groups * 3 <= 3
        else { return nil }
        return (.number, index + 3, whole + "." + String(chars[(index + 1)...(index + 2)]))
    }

    private static func scanNumber(_ chars: [Character], from start: Int) -> (Token.Kind, Int, String?) {
        var index = start
        func digits() -> String {
            var run = ""
            while index < chars.count, chars[index].isASCIIDigit { run.append(chars[index]); index += 1 }
            return run
        }
        func at(_ offset: Int) -> Character? { index + offset < chars.count ? chars[index + offset] : nil }
        var whole = digits()
        // A date: 2026-11-02, 11/02, 11/2/2025.
        if let sep = at(0), sep == "-" || sep == "/", at(1)?.isASCIIDigit == true {
            let save = index
            var parts = [whole]
            while let s = at(0), s == sep, at(1)?.isASCIIDigit == true, parts.count < 3 {
                index += 1
                parts.append(digits())
            }
            let iso = sep == "-" && parts.count == 3 && parts[0].count == 4
            let us = sep == "/" && (2...3).contains(parts.count) && parts[0].count <= 2 && parts[1].count <= 2
            if iso || us {
                return (.numericDate, index, parts.joined(separator: String(sep)))
            }
            index = save
        }
        // European style: "1.250,00" and "12,50" (a comma with exactly two digits ends it).
        if let european = scanEuropean(chars, from: start) { return european }
        // Thousands separators: a comma followed by exactly three digits.
        while at(0) == ",", let a = at(1), let b = at(2), let c = at(3),
              a.isASCIIDigit, b.isASCIIDigit, c.isASCIIDigit, at(4)?.isASCIIDigit != true {
            index += 1
            whole += digits()
        }
        var normalized = whole
        if at(0) == ".", at(1)?.isASCIIDigit == true {
            index += 1
            normalized += "." + digits()
        }
        // Ordinals: 1st, 2nd, 3rd, 4th.
        let suffix = String(chars[index..<min(index + 2, chars.count)]).lowercased()
        if ["st", "nd", "rd", "th"].contains(suffix), !(at(2)?.isLetter ?? false),
           !normalized.contains("."), let value = Int(whole) {
            return (.ordinal(value), index + 2, suffix)
        }
        // "4.5.6" is a version or a code, never an amount.
        if at(0) == ".", at(1)?.isASCIIDigit == true, normalized.contains(".") {
            while index < chars.count, chars[index] == "." || chars[index].isASCIIDigit { index += 1 }
            return (.word, index, nil)
        }
        // A number glued to letters ("5pm", "2x", "7-Eleven", "24-hour") is a word, not an amount.
        if let next = at(0), next.isLetter || next == "-" && at(1)?.isLetter == true {
            return (.word, scanWord(chars, from: index), nil)
        }
        return (.number, index, normalized)
    }
}

private extension Character {
    /// An emoji or pictograph ("☕", "🍕"), not a digit or "#" (which Unicode also calls emoji).
    var isPictograph: Bool {
        guard let scalar = unicodeScalars.first else { return false }
        return scalar.properties.isEmojiPresentation || scalar.properties.isEmoji && scalar.value >= 0x2100
    }
}
