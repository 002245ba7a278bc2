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
            } else if c.isLetter {
                index += 1
                while index < chars.count {
                    let d = chars[index]
                    let next = index + 1 < chars.count ? chars[index + 1] : " "
                    if d.isLetter || d.isASCIIDigit {
                        index += 1
                    } else if (d == "'" || d == "’" || d == "-" || d == "&") && next.isLetter {
                        index += 1
                    } else if d == "+" && !(next.isLetter || next.isASCIIDigit) {
                        index += 1
                        break
                    } else {
                        break
                    }
                }
                emit(.word, start..<index, String(chars[start..<index]).lowercased().replacingCurlyApostrophes)
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
        // A number glued to letters ("5pm", "2x") is a word, not an amount.
        if let next = at(0), next.isLetter {
            while index < chars.count, chars[index].isLetter || chars[index].isASCIIDigit { index += 1 }
            return (.word, index, nil)
        }
        return (.number, index, normalized)
    }
}
