import Foundation

/// One printed line of a receipt split into its words (the label) and the amounts on it.
/// Amounts are read in both number styles, "1,234.56" and "1.234,56": the separator
/// followed by exactly the currency's minor digits at the end of a number is the decimal
/// one. OCR's usual digit confusions (O for 0, l or I for 1) are undone inside numbers only,
/// and so are its other slips around amounts: "S12.95" for "$12.95", "11. 81" for "11.81",
/// a currency code run into the number ("GBP9.20"), ".74" without its zero.
struct ReceiptLine: Sendable {
    struct Amount: Hashable, Sendable {
        /// In minor units of a two-digit currency unless the receipt says otherwise.
        let minor: Int64
        /// "1,23": a comma before the decimals, as most of Europe prints.
        let decimalComma: Bool
        /// A symbol or code touched the number: "$4.50", "4,50 €", "EUR 4,50".
        let marked: Bool
        let negative: Bool
    }

    let text: String
    /// The text before the first amount, without symbols at its ends: an item's name.
    let label: String
    /// The line's letters before its first amount, upper-cased, folded to ASCII, split into words.
    let words: [String]
    let amounts: [Amount]
    /// The first percentage printed on the line ("19,0%", "@ 6%"): a tax rate, or a quantity.
    let rate: Double?

    init(_ text: String, minorDigits: Int = 2) {
        self.text = text
        let scalars = Self.undoingDigitLookalikes(Array(text.unicodeScalars))
        var amounts: [Amount] = []
        var labelEnd = scalars.count
        var index = 0
        while index < scalars.count {
            if let (amount, start, end) = Self.amount(in: scalars, from: index, minorDigits: minorDigits) {
                if amounts.isEmpty { labelEnd = start }
                amounts.append(amount)
                index = end
            } else {
                index += 1
            }
        }
        self.amounts = amounts
        let before = String(String.UnicodeScalarView(scalars[..<labelEnd]))
        label = before.trimmingCharacters(in: .whitespaces.union(.init(charactersIn: "$£€¥₹*#@:.-")))
        words = ReceiptWords.split(before)
        rate = Self.rate(in: scalars)
    }

    /// "A 19,0% 1,29 0,25 1,54", "SR @ 6% 163.21 9.79": a row of a tax table, whose tax is the
    /// amount that is the printed rate of another amount on the line, of the net or inside
    /// the gross (within a minor unit: shops round, and some round down).
    var taxAtRate: Int64? {
        guard let rate, rate > 0, amounts.count >= 2 else { return nil }
        let values = amounts.map { Double($0.minor) }
        for tax in values.sorted() {
            for base in values where base > tax {
                if abs(base * rate / 100 - tax) <= 1 || abs(base * rate / (100 + rate) - tax) <= 1 { return Int64(tax) }
            }
        }
        return nil
    }

    var isBlank: Bool { text.allSatisfy(\.isWhitespace) }
    var last: Amount? { amounts.last }

    /// Reads a number starting at `from` when one starts there: digits (or OCR look-alikes
    /// among digits), group and decimal separators, a symbol before or after.
    private static func amount(in s: [Unicode.Scalar], from: Int, minorDigits: Int) -> (Amount, Int, Int)? {
        // ".74", "$.87": cents printed without their zero.
        let bareDecimals = minorDigits > 0 && (s[from] == "." || s[from] == ",") && (from == 0 || !isNumberPart(s[from - 1]))
            && from + minorDigits < s.count && (1...minorDigits).allSatisfy({ digit(s[from + $0]) != nil })
            && (from + minorDigits + 1 == s.count || !isNumberPart(s[from + minorDigits + 1]))
        guard digit(s[from]) != nil || bareDecimals else { return nil }
        // A number starts at a word boundary, never inside "A4" or "10er", unless the letters
        // before it are a currency's mark ("GBP9.20", "S12.95").
        let prefix = currencyPrefix(s, before: from)
        if from > 0, prefix == nil, s[from - 1].properties.isAlphabetic || digit(s[from - 1]) != nil { return nil }
        var end = from
        var digits: [Int] = []
        var separators: [(offset: Int, char: Unicode.Scalar)] = []
        while end < s.count {
            if let d = digit(s[end]) {
                digits.append(d)
            } else if (s[end] == "." || s[end] == ",") && end + 1 < s.count && digit(s[end + 1]) != nil && separators.count < 4 {
                separators.append((digits.count, s[end]))
            } else if (s[end] == "." || s[end] == ","), minorDigits > 0, !digits.isEmpty, end + 1 + minorDigits < s.count,
                      s[end + 1] == " ", (2...minorDigits + 1).allSatisfy({ digit(s[end + $0]) != nil }),
                      end + 2 + minorDigits == s.count || !isNumberPart(s[end + 2 + minorDigits]) {
                // "11. 81": OCR put a space after the decimal point.
                separators.append((digits.count, s[end]))
                digits += (2...minorDigits + 1).map { digit(s[end + $0])! }
                end += minorDigits + 2
                break
            } else {
                break
            }
            end += 1
        }
        guard digits.count <= 13 else { return nil }
        // "3,5%", "11.203 GAL", "80Z": a number followed by letters or % is a quantity.
        if end < s.count, s[end] == "%" || (s[end].properties.isAlphabetic && !currencyLetter(s, end)) { return nil }
        let decimal = separators.last.flatMap { digits.count - $0.offset == minorDigits ? $0 : nil }
        if minorDigits > 0 && decimal == nil { return nil }
        // Every other separator must group thousands: "1,234.56" yes, "4.5.6" no.
        let groups = separators.filter { decimal == nil || $0.offset != decimal!.offset }
        var previous = 0
        for group in groups {
            if let decimal, group.char == decimal.char { return nil }
            if group.offset - previous > 3 || (previous > 0 && group.offset - previous != 3) { return nil }
            previous = group.offset
        }
        if let decimal, !groups.isEmpty, decimal.offset - previous != 3 { return nil }
        var value: Int64 = 0
        for d in digits { value = value * 10 + Int64(d) }
        let before = from > 0 ? s[from - 1] : " "
        let beforeSymbol = from > 1 && before == " " ? s[from - 2] : before
        let marked = prefix == true || currencySymbols.contains(before) || currencySymbols.contains(beforeSymbol)
            || (end < s.count && currencySymbols.contains(s[end])) || (end + 1 < s.count && s[end] == " " && currencySymbols.contains(s[end + 1]))
        let negative = before == "-" || beforeSymbol == "-" || (end < s.count && s[end] == "-")
        return (Amount(minor: value, decimalComma: decimal?.char == ",", marked: marked, negative: negative), from, end)
    }

    /// "1O.5O", "4.2l": a letter OCR often reads for a digit, right after a digit or a
    /// separator that follows one, and not followed by a letter, is that digit.
    private static func undoingDigitLookalikes(_ s: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var out = s
        for i in out.indices where lookalikes[out[i]] != nil && i > 0 {
            let afterDigit = digit(out[i - 1]) != nil || (i > 1 && (out[i - 1] == "." || out[i - 1] == ",") && digit(out[i - 2]) != nil)
            let beforeLetter = i + 1 < out.count && out[i + 1].properties.isAlphabetic && lookalikes[out[i + 1]] == nil
            if afterDigit && !beforeLetter { out[i] = lookalikes[out[i]]! }
        }
        return out
    }

    private static let lookalikes: [Unicode.Scalar: Unicode.Scalar] = ["O": "0", "o": "0", "l": "1", "I": "1", "|": "1"]

    private static func isNumberPart(_ c: Unicode.Scalar) -> Bool {
        digit(c) != nil || c == "." || c == ","
    }

    /// Whether the letters right before `at` mark a currency: a code ("GBP9.20", "Rs.846"),
    /// or a lone "S", which OCR reads for "$". nil when they are no such mark.
    private static func currencyPrefix(_ s: [Unicode.Scalar], before at: Int) -> Bool? {
        var start = at
        if start > 0, s[start - 1] == "." { start -= 1 }
        let end = start
        while start > 0, s[start - 1].properties.isAlphabetic { start -= 1 }
        guard start < end, start == 0 || !s[start - 1].properties.isAlphabetic else { return nil }
        let letters = String(String.UnicodeScalarView(s[start..<end])).uppercased()
        if letters == "S" && end == at { return true }
        return prefixCodes.contains(letters) ? true : nil
    }

    private static let prefixCodes: Set<String> = ["USD", "EUR", "GBP", "CHF", "CAD", "AUD", "SGD", "INR", "MYR", "RM", "RS", "SEK", "JPY"]

    /// "19,0%", "9.500 %": the number before the first percent sign.
    private static func rate(in s: [Unicode.Scalar]) -> Double? {
        guard var end = s.firstIndex(of: "%") else { return nil }
        if end > 0, s[end - 1] == " " { end -= 1 }
        var start = end
        while start > 0, isNumberPart(s[start - 1]) { start -= 1 }
        guard start < end else { return nil }
        let number = String(String.UnicodeScalarView(s[start..<end])).replacingOccurrences(of: ",", with: ".")
        return Double(number.trimmingCharacters(in: .init(charactersIn: ".")))
    }

    private static func digit(_ c: Unicode.Scalar) -> Int? {
        guard c.value >= 48 && c.value <= 57 else { return nil }
        return Int(c.value - 48)
    }

    /// "EUR" right after a number is its currency, not a unit.
    private static func currencyLetter(_ s: [Unicode.Scalar], _ at: Int) -> Bool {
        guard at + 2 < s.count else { return false }
        return ["EUR", "USD", "GBP", "CHF"].contains(String(String.UnicodeScalarView(s[at...at + 2])))
    }

    static let currencySymbols: Set<Unicode.Scalar> = ["$", "£", "€", "¥", "₹", "₩", "₽", "₺", "₪", "₱", "฿", "₫"]
}

/// Receipt words: upper-case ASCII letters (accents folded), so "Rückgeld", "RUCKGELD" and
/// "RÜCKGELD" compare alike. OCR's usual letter confusions are left to `ReceiptWords.matches`.
enum ReceiptWords {
    static func split(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            if let folded = fold(scalar) ?? letterLookalike(scalars, at: index) {
                current.append(folded)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// "T0TAL", "5UMME": a digit OCR reads for a letter, inside a word of letters (a
    /// letter on one side, and no digit on either).
    private static func letterLookalike(_ s: [Unicode.Scalar], at index: Int) -> String? {
        guard let letter = digitLookalikes[s[index]] else { return nil }
        func isLetter(_ i: Int) -> Bool { s.indices.contains(i) && fold(s[i]) != nil }
        func isDigit(_ i: Int) -> Bool { s.indices.contains(i) && s[i].properties.numericType != nil }
        guard !isDigit(index - 1), !isDigit(index + 1) else { return nil }
        return isLetter(index - 1) && isLetter(index + 1) || isLetter(index + 1) && isLetter(index + 2) && isLetter(index + 3)
            || isLetter(index - 1) && isLetter(index - 2) && isLetter(index - 3) ? letter : nil
    }

    private static let digitLookalikes: [Unicode.Scalar: String] = ["0": "O", "5": "S", "1": "I"]

    private static func fold(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "a"..."z": return String(Character(scalar)).uppercased()
        case "A"..."Z": return String(Character(scalar))
        case "ä", "Ä": return "AE"
        case "ö", "Ö": return "OE"
        case "ü", "Ü": return "UE"
        case "ß": return "SS"
        default:
            guard scalar.properties.isAlphabetic else { return nil }
            // é → E, ç → C: the first scalar of the canonical decomposition.
            let base = String(Character(scalar)).decomposedStringWithCanonicalMapping.unicodeScalars.first!
            return ("a"..."z").contains(base) || ("A"..."Z").contains(base) ? String(Character(base)).uppercased() : nil
        }
    }

    /// Whether `word` is `keyword` as OCR may print it: exact, or for a keyword of five
    /// letters or more one letter off ("JOTAL", "SUBT0TAL" read as "SUBTOTAL" minus one).
    static func matches(_ word: String, _ keyword: String) -> Bool {
        if word == keyword { return true }
        guard keyword.count >= 5, abs(word.count - keyword.count) <= 1 else { return false }
        return oneEditApart(Array(word.utf8), Array(keyword.utf8))
    }

    private static func oneEditApart(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        var i = 0, j = 0, edits = 0
        while i < a.count && j < b.count {
            if a[i] == b[j] { i += 1; j += 1; continue }
            edits += 1
            if edits > 1 { return false }
            if a.count > b.count { i += 1 } else if b.count > a.count { j += 1 } else { i += 1; j += 1 }
        }
        return edits + (a.count - i) + (b.count - j) <= 1
    }
}
