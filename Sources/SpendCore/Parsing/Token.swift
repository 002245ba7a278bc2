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
        /// "$", "€", "£", "¥", "₹", "円", and "R" before digits.
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
    /// The knowledge tables' key (`KnowledgeKey`), computed once here for every lookup.
    let key: String

    /// `key`: the knowledge key when the tokenizer already knows it.
    init(kind: Kind, text: String, normalized: String, spaceBefore: Bool, key: String? = nil) {
        self.kind = kind
        self.text = text
        self.normalized = normalized
        self.spaceBefore = spaceBefore
        self.key = kind == .punctuation || kind == .currencySymbol ? "" : key ?? KnowledgeKey.of(normalized)
        if let first = text.utf8.first, first < 0x80 {
            isCapitalized = first >= 0x41 && first <= 0x5A
        } else {
            isCapitalized = text.first?.isUppercase == true
        }
    }

    /// Starts with a capital letter.
    let isCapitalized: Bool

    var isWord: Bool { kind == .word }
}

enum Tokenizer {
    static let currencySymbols: Set<Character> = Set<Character>(["$", "€", "£", "¥", "₹", "₩", "円"]).union(CurrencyWords.signs)

    /// The tokens of a phrase, and whether it has a capital letter.
    ///
    /// ASCII text (nearly every phrase) is scanned as bytes; text whose every scalar is a
    /// character of its own ("£8.50", "€12", "Zoë’s café") as scalars; the rest (emoji,
    /// combining accents) as Characters. The same rules, with no grapheme breaking and
    /// few Unicode property lookups where they cannot change the result.
    static func scan(_ input: String) -> (tokens: [Token], hasCapital: Bool) {
        if input.isASCII {
            // The string's own bytes, read in place: copying them was an array a phrase.
            var input = input
            return input.withUTF8 { bytes in bytes.withMemoryRebound(to: ASCIIChar.self) { scan($0) } }
        }
        if let scalars = ScalarChar.array(input) { return scalars.withUnsafeBufferPointer { scan($0) } }
        return Array(input).withUnsafeBufferPointer { scan($0) }
    }

    static func tokenize(_ input: String) -> [Token] { scan(input).tokens }

    private static func scan<C: ScanChar>(_ chars: UnsafeBufferPointer<C>) -> (tokens: [Token], hasCapital: Bool) {
        (tokenize(chars), C.containsUppercase(chars))
    }

    private static func tokenize<C: ScanChar>(_ chars: UnsafeBufferPointer<C>) -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity(chars.count / 3 + 2)
        var index = 0
        var space = false
        func emit(_ kind: Token.Kind, _ range: Range<Int>, _ normalized: String? = nil) {
            let text = C.string(chars[range])
            tokens.append(Token(kind: kind, text: text, normalized: normalized ?? C.lowercased(text), spaceBefore: space))
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
            } else if c == "Q", at(chars, index + 1).isASCIIDigit, at(chars, index + 2).isASCIIDigit || at(chars, index + 2) == "." {
                // "Q68.50": Guatemala's quetzal, written against the number ("Q4", a quarter, is not).
                index += 1
                emit(.currencySymbol, start..<index)
            } else if c == "R", at(chars, index + 1).isASCIIDigit {
                // "R245.80": the South African rand's sign, written against the number.
                index += 1
                emit(.currencySymbol, start..<index)
            } else if c.isLetter {
                // "RM86.40", "Rs500", "USD50": a currency's letters written against the number.
                index = currencyLetters(chars, from: index) ?? scanWord(chars, from: index)
                let forms = C.wordForms(chars[start..<index])
                tokens.append(Token(kind: .word, text: forms.text, normalized: forms.normalized, spaceBefore: space, key: forms.key))
                space = false
            } else if c.isPictograph {
                // "☕ 3.75": an emoji names the thing bought, so it stays as a word.
                index += 1
                emit(.word, start..<index)
            } else if c.isCurrencySymbol {
                index += 1
                emit(.currencySymbol, start..<index)
            } else {
                index += 1
                emit(.punctuation, start..<index)
            }
        }
        return tokens
    }

    private static func at<C: ScanChar>(_ chars: UnsafeBufferPointer<C>, _ index: Int) -> C {
        index < chars.count ? chars[index] : " "
    }

    /// A word and what holds a name together inside it: apostrophes ("Chang's"), hyphens
    /// and ampersands between letters or digits ("7-Eleven", "Wi-Fi", "durable-1-2", "H&M"),
    /// the periods of initials ("P.F.") and of titles ("Dr.").
    private static func scanWord<C: ScanChar>(_ chars: UnsafeBufferPointer<C>, from start: Int) -> Int {
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
            } else if d == "." && titles.contains(C.lowercased(C.string(chars[start..<index]))) {
                return index + 1
            } else if d == "+" && !(next.isLetter || next.isASCIIDigit) {
                return index + 1
            } else {
                break
            }
        }
        return index
    }

    /// Where the letters of a currency code or abbreviation end when a digit follows them
    /// straight away ("RM86", "Rs500", "USD50"), or nil.
    private static func currencyLetters<C: ScanChar>(_ chars: UnsafeBufferPointer<C>, from start: Int) -> Int? {
        var end = start
        while end < chars.count, end - start <= 3, chars[end].isLetter { end += 1 }
        guard (2...3).contains(end - start), at(chars, end).isASCIIDigit else { return nil }
        let letters = C.lowercased(C.string(chars[start..<end]))
        return CurrencyWords.namesCurrency(letters) ? end : nil
    }

    private static let ordinalSuffixes: WordSet = ["st", "nd", "rd", "th"]

    /// Abbreviated titles whose period belongs to the word: "Dr. Patel", "St. Louis".
    static let titles: WordSet = ["dr", "mr", "mrs", "ms", "prof", "st", "jr", "sr", "mt", "ft"]

    /// A period after a single letter that is, or follows, another initial: the dots of
    /// "P.F." and "U.S.", but not the full stop of "a." or "coffee.".
    private static func isInitial<C: ScanChar>(_ chars: UnsafeBufferPointer<C>, start: Int, dot: Int) -> Bool {
        guard dot - start >= 1, chars[dot - 1].isLetter, dot - 1 == start || chars[dot - 2] == "." else { return false }
        let next = at(chars, dot + 1)
        if next.isLetter { return !at(chars, dot + 2).isLetter }
        return dot - start >= 3
    }

    /// Digits with ",ddd" groups and ".dd" fractions; ISO and US numeric dates; ordinals.
    /// "1.250,00" (dot thousands, comma decimals) or "12,50"; nil when the text is not
    /// unambiguously European, so "1,250" stays one thousand two hundred and fifty.
    private static func scanEuropean<C: ScanChar>(_ chars: UnsafeBufferPointer<C>, from start: Int) -> (Token.Kind, Int, String?)? {
        var index = start
        func digit(_ i: Int) -> Bool { i < chars.count && chars[i].isASCIIDigit }
        while digit(index) { index += 1 }
        let leadingDigits = index - start
        while index < chars.count, chars[index] == ".", digit(index + 1), digit(index + 2), digit(index + 3), !digit(index + 4) {
            index += 4
        }
        guard index < chars.count, chars[index] == ",", digit(index + 1), digit(index + 2), !digit(index + 3),
              leadingDigits <= 3
        else { return nil }
        // Most numbers are not European: their digits are gathered only once they are known to be.
        var whole = C.string(chars[start..<(start + leadingDigits)])
        var group = start + leadingDigits
        while group < index {
            whole += C.string(chars[(group + 1)...(group + 3)])
            group += 4
        }
        return (.number, index + 3, whole + "." + C.string(chars[(index + 1)...(index + 2)]))
    }

    /// Two or more ".ddd" groups from `start` (the one of "120.000" alone may be a decimal,
    /// see `AmountExtractor.groupThousands`): their digits and where they end.
    private static func dotGroups<C: ScanChar>(_ chars: UnsafeBufferPointer<C>, from start: Int) -> (digits: String, end: Int)? {
        func digit(_ i: Int) -> Bool { i < chars.count && chars[i].isASCIIDigit }
        var index = start
        var digits = ""
        while index < chars.count, chars[index] == ".", digit(index + 1), digit(index + 2), digit(index + 3), !digit(index + 4) {
            digits += C.string(chars[(index + 1)...(index + 3)])
            index += 4
        }
        return digits.count >= 6 && !(index < chars.count && chars[index] == "." && digit(index + 1)) ? (digits, index) : nil
    }

    /// ",05,990" after "1": one or more groups of two digits, then one of three.
    private static func lakhGroups<C: ScanChar>(_ chars: UnsafeBufferPointer<C>, from start: Int) -> (digits: String, end: Int)? {
        func digit(_ i: Int) -> Bool { i < chars.count && chars[i].isASCIIDigit }
        func comma(_ i: Int) -> Bool { i < chars.count && chars[i] == "," }
        var index = start
        var digits = ""
        while comma(index), digit(index + 1), digit(index + 2), comma(index + 3) {
            digits += C.string(chars[(index + 1)...(index + 2)])
            index += 3
        }
        guard !digits.isEmpty, comma(index), digit(index + 1), digit(index + 2), digit(index + 3), !digit(index + 4)
        else { return nil }
        return (digits + C.string(chars[(index + 1)...(index + 3)]), index + 4)
    }

    private static func scanNumber<C: ScanChar>(_ chars: UnsafeBufferPointer<C>, from start: Int) -> (Token.Kind, Int, String?) {
        var index = start
        func digits() -> String {
            let first = index
            while index < chars.count, chars[index].isASCIIDigit { index += 1 }
            return C.string(chars[first..<index])
        }
        func at(_ offset: Int) -> C? { index + offset < chars.count ? chars[index + offset] : nil }
        var whole = digits()
        // "19.11.2026", "19.11.26": day, month and year with dots, as much of Europe writes
        // them (without a year, "19.11" is read as a number; the dates decide).
        if whole.count <= 2, at(0) == ".", at(1)?.isASCIIDigit == true {
            let save = index
            index += 1
            let month = digits()
            if month.count <= 2, at(0) == ".", at(1)?.isASCIIDigit == true {
                index += 1
                let year = digits()
                if year.count == 2 || year.count == 4, !(at(0).map { $0.isASCIIDigit || $0 == "." && at(1)?.isASCIIDigit == true } ?? false) {
                    return (.numericDate, index, whole + "." + month + "." + year)
                }
            }
            index = save
        }
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
                return (.numericDate, index, parts.joined(separator: C.string(chars[save...save])))
            }
            index = save
        }
        // "1,05,990": lakhs grouped in twos before the last three digits, as South Asia
        // writes them; else European style: "1.250,00" and "12,50" (a comma with exactly
        // two digits ends it).
        if whole.count <= 2, at(0) == ",", let grouped = lakhGroups(chars, from: index) {
            index = grouped.end
            whole += grouped.digits
        } else if let european = scanEuropean(chars, from: start) {
            return european
        }
        // Thousands separators: a comma followed by exactly three digits.
        while at(0) == ",", let a = at(1), let b = at(2), let c = at(3),
              a.isASCIIDigit, b.isASCIIDigit, c.isASCIIDigit, at(4)?.isASCIIDigit != true {
            index += 1
            whole += digits()
        }
        // "1.250.000": dots grouping thousands, as much of the world writes them.
        if at(0) == ".", whole.count <= 3, let grouped = dotGroups(chars, from: index) {
            return (.number, grouped.end, whole + grouped.digits)
        }
        var normalized = whole
        if at(0) == ".", at(1)?.isASCIIDigit == true {
            index += 1
            normalized += "." + digits()
        }
        // Ordinals: 1st, 2nd, 3rd, 4th (only a letter after the digits can start one).
        if at(0)?.isLetter == true, case let suffix = C.lowercased(C.string(chars[index..<min(index + 2, chars.count)])),
           ordinalSuffixes.contains(suffix), !(at(2)?.isLetter ?? false),
           !normalized.containsByte(UInt8(ascii: ".")), let value = Int(whole) {
            return (.ordinal(value), index + 2, suffix)
        }
        // "4.5.6" is a version or a code, never an amount.
        if at(0) == ".", at(1)?.isASCIIDigit == true, normalized.containsByte(UInt8(ascii: ".")) {
            while index < chars.count, chars[index] == "." || chars[index].isASCIIDigit { index += 1 }
            return (.word, index, nil)
        }
        // "1.2k", "5k": thousands, as people type a large amount; "38rb" (Indonesian ribu).
        if let next = at(0), next == "k" || next == "K", at(1)?.isLetter != true, at(1)?.isASCIIDigit != true {
            return (.number, index + 1, thousands(normalized))
        }
        if at(0) == "r", at(1) == "b", at(2)?.isLetter != true, at(2)?.isASCIIDigit != true {
            return (.number, index + 2, thousands(normalized))
        }
        // "89p": pence, the "p" a word of its own after the number (AmountExtractor).
        if let next = at(0), next == "p" || next == "P", at(1)?.isLetter != true, at(1)?.isASCIIDigit != true,
           !normalized.containsByte(UInt8(ascii: ".")) {
            return (.number, index, normalized)
        }
        // A number glued to letters ("5pm", "2x", "7-Eleven", "24-hour") is a word, not an
        // amount; "1200円" is an amount.
        if let next = at(0), next.isLetter && !next.isCurrencySymbol || next == "-" && at(1)?.isLetter == true {
            return (.word, scanWord(chars, from: index), nil)
        }
        return (.number, index, normalized)
    }
}

/// "1.2" → "1200": a decimal's digits times a thousand.
private func thousands(_ decimal: String) -> String {
    let parts = decimal.split(separator: ".", maxSplits: 1)
    let fraction = parts.count == 2 ? String(parts[1]) : ""
    let shifted = fraction.padding(toLength: max(3, fraction.count), withPad: "0", startingAt: 0)
    let whole = String(parts[0]) + shifted.prefix(3)
    let rest = shifted.dropFirst(3)
    let trimmed = String(whole.drop { $0 == "0" })
    return (trimmed.isEmpty ? "0" : trimmed) + (rest.isEmpty ? "" : "." + rest)
}

/// What the tokenizer asks of a character, for `Character` and for an ASCII byte.
private protocol ScanChar: Equatable, ExpressibleByUnicodeScalarLiteral {
    var isWhitespace: Bool { get }
    var isLetter: Bool { get }
    var isUppercase: Bool { get }
    var isASCIIDigit: Bool { get }
    var isPictograph: Bool { get }
    var isCurrencySymbol: Bool { get }
    static func string(_ chars: Slice<UnsafeBufferPointer<Self>>) -> String
    static func lowercased(_ text: String) -> String
    static func containsUppercase(_ chars: UnsafeBufferPointer<Self>) -> Bool
    /// A word as written, its normalized form (lowercase, a curly apostrophe made straight)
    /// and, when it is cheap to know, its knowledge key.
    static func wordForms(_ chars: Slice<UnsafeBufferPointer<Self>>) -> (text: String, normalized: String, key: String?)
}

extension ScanChar {
    static func containsUppercase(_ chars: UnsafeBufferPointer<Self>) -> Bool { chars.contains(where: \.isUppercase) }
}

extension Character: ScanChar {
    /// An emoji or pictograph ("☕", "🍕"), not a digit or "#" (which Unicode also calls emoji).
    fileprivate var isPictograph: Bool {
        guard let scalar = unicodeScalars.first else { return false }
        return scalar.properties.isEmojiPresentation || scalar.properties.isEmoji && scalar.value >= 0x2100
    }

    fileprivate var isCurrencySymbol: Bool { Tokenizer.currencySymbols.contains(self) }
    fileprivate static func string(_ chars: Slice<UnsafeBufferPointer<Character>>) -> String { String(chars) }
    fileprivate static func lowercased(_ text: String) -> String { text.lowercased() }
    fileprivate static func wordForms(_ chars: Slice<UnsafeBufferPointer<Character>>) -> (text: String, normalized: String, key: String?) {
        let text = String(chars)
        return (text, text.lowercased().replacingCurlyApostrophes, nil)
    }
}

/// One byte of ASCII text; its only field is the byte, so a string's UTF-8 is read as
/// `ASCIIChar`s in place.
private struct ASCIIChar: ScanChar {
    let byte: UInt8

    init(_ byte: UInt8) { self.byte = byte }

    /// A literal outside ASCII ("’", "€") matches no byte of ASCII text.
    init(unicodeScalarLiteral scalar: Unicode.Scalar) { byte = scalar.isASCII ? UInt8(scalar.value) : 0xFF }

    /// Space, tab, and the line breaks, as `Character.isWhitespace` has them.
    var isWhitespace: Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
    var isLetter: Bool { byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A }
    var isUppercase: Bool { byte >= 0x41 && byte <= 0x5A }
    var isASCIIDigit: Bool { byte >= 0x30 && byte <= 0x39 }
    var isPictograph: Bool { false }
    var isCurrencySymbol: Bool { byte == UInt8(ascii: "$") }
    /// Eight bytes at a time: a byte below 0x80 plus 0x3F reaches 0x80 from "A" on, and
    /// plus 0x25 from "[" on, with no carry into the next byte.
    static func containsUppercase(_ chars: UnsafeBufferPointer<ASCIIChar>) -> Bool {
        guard let base = chars.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= chars.count {
            let bytes = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            let fromA = bytes &+ 0x3F3F_3F3F_3F3F_3F3F
            let pastZ = bytes &+ 0x2525_2525_2525_2525
            if fromA & ~pastZ & 0x8080_8080_8080_8080 != 0 { return true }
            offset += 8
        }
        return chars[offset...].contains(where: \.isUppercase)
    }
    /// The bytes straight into the string, with no array between.
    static func string(_ chars: Slice<UnsafeBufferPointer<ASCIIChar>>) -> String {
        String(unsafeUninitializedCapacity: chars.count) { buffer in
            var index = 0
            for char in chars { buffer[index] = char.byte; index += 1 }
            return index
        }
    }
    /// One pass over the bytes: most words are lowercase letters already, and then the
    /// word is its own normalized form and key. ASCII has no curly apostrophe.
    static func wordForms(_ chars: Slice<UnsafeBufferPointer<ASCIIChar>>) -> (text: String, normalized: String, key: String?) {
        var hasCapital = false
        var hasMark = false
        for char in chars {
            switch char.byte {
            case 0x41...0x5A: hasCapital = true
            case 0x30...0x39, 0x61...0x7A: break
            default: hasMark = true
            }
        }
        let text = string(chars)
        let normalized = hasCapital ? lowercased(chars) : text
        return (text, normalized, hasMark ? nil : normalized)
    }
    static func lowercased(_ text: String) -> String {
        // Most words are typed in lowercase already.
        if !text.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) { return text }
        var text = text
        return text.withUTF8 { bytes in bytes.withMemoryRebound(to: ASCIIChar.self) { lowercased($0[...]) } }
    }
    /// The bytes lowercased straight into the string, with no array between.
    private static func lowercased(_ chars: Slice<UnsafeBufferPointer<ASCIIChar>>) -> String {
        String(unsafeUninitializedCapacity: chars.count) { buffer in
            var index = 0
            for char in chars { buffer[index] = char.isUppercase ? char.byte | 0x20 : char.byte; index += 1 }
            return index
        }
    }
}

/// A Unicode scalar of text in which every scalar is a character of its own: ASCII, the
/// precomposed Latin letters, general punctuation ("’", "…") and currency signs. None of
/// them joins its neighbours into one grapheme, so each answers as its `Character` would.
private struct ScalarChar: ScanChar {
    let scalar: Unicode.Scalar

    /// The scalars of `text`, or nil when one of them may be part of a longer character.
    static func array(_ text: String) -> [ScalarChar]? {
        var chars: [ScalarChar] = []
        chars.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            guard standsAlone(scalar) else { return nil }
            chars.append(ScalarChar(scalar: scalar))
        }
        return chars
    }

    /// Outside these ranges are the combining marks, joiners, format characters, emoji and
    /// scripts whose letters combine; inside them, none has an emoji presentation.
    private static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0...0x24F, 0x1E00...0x1EFF: true  // ASCII and Latin
        case 0x2000...0x200A, 0x2010...0x2027, 0x202F...0x205F: true  // spaces and punctuation, no format characters
        case 0x20A0...0x20CF: true  // currency signs
        default: false
        }
    }

    init(scalar: Unicode.Scalar) { self.scalar = scalar }
    init(unicodeScalarLiteral scalar: Unicode.Scalar) { self.scalar = scalar }

    var isWhitespace: Bool { scalar.isASCII ? ASCIIChar(UInt8(scalar.value)).isWhitespace : scalar.properties.isWhitespace }
    var isLetter: Bool { scalar.isASCII ? ASCIIChar(UInt8(scalar.value)).isLetter : scalar.properties.isAlphabetic }
    /// `Character.isUppercase` also counts some letters with no case ("ª"), so it is asked.
    var isUppercase: Bool { scalar.isASCII ? ASCIIChar(UInt8(scalar.value)).isUppercase : Character(scalar).isUppercase }
    var isASCIIDigit: Bool { scalar.value >= 0x30 && scalar.value <= 0x39 }
    var isPictograph: Bool { false }
    var isCurrencySymbol: Bool { Tokenizer.currencySymbols.contains(Character(scalar)) }
    /// The scalars' UTF-8 straight into the string (appending to its scalar view is slow).
    static func string(_ chars: Slice<UnsafeBufferPointer<ScalarChar>>) -> String {
        String(unsafeUninitializedCapacity: chars.count * 4) { buffer in
            var index = 0
            for char in chars {
                UTF8.encode(char.scalar) { byte in buffer[index] = byte; index += 1 }
            }
            return index
        }
    }
    static func lowercased(_ text: String) -> String { text.lowercased() }
    static func wordForms(_ chars: Slice<UnsafeBufferPointer<ScalarChar>>) -> (text: String, normalized: String, key: String?) {
        let text = string(chars)
        return (text, text.lowercased().replacingCurlyApostrophes, nil)
    }
}
