/// Checks that every figure in a model's answer came from the daemon: amounts of money
/// and percentages are compared, as plain numbers, with every number in the tool results
/// and facts the model was given (and in the question itself). Counts and dates are left
/// alone: "3 months" is not a claim about money.
public enum GroundedFigures {
    /// The figures of `answer`, as written, that appear in none of `sources`.
    public static func unsupported(in answer: String, sources: [String]) -> [String] {
        var known = Set<String>()
        for source in sources {
            for token in numbers(in: source) { known.insert(token.value) }
        }
        var missing: [String] = []
        for token in numbers(in: answer) where token.isFigure && !known.contains(token.value) {
            if !missing.contains(token.text) { missing.append(token.text) }
        }
        return missing
    }

    struct Number {
        /// As written: "$1,234.50".
        let text: String
        /// Normalised: "1234.5".
        let value: String
        /// Money (a currency sign, or two decimals) or a percentage.
        let isFigure: Bool
    }

    static func numbers(in text: String) -> [Number] {
        var found: [Number] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            guard characters[index].isNumber, characters[index].isASCII else { index += 1; continue }
            let start = index
            var digits = ""
            var decimals: String?
            while index < characters.count {
                let character = characters[index]
                if character.isASCII, character.isNumber {
                    if decimals != nil { decimals!.append(character) } else { digits.append(character) }
                } else if character == ",", decimals == nil, index + 1 < characters.count, characters[index + 1].isNumber {
                    // A thousands separator: "1,234.50" is 1234.5.
                } else if character == ".", decimals == nil, index + 1 < characters.count, characters[index + 1].isNumber {
                    decimals = ""
                } else {
                    break
                }
                index += 1
            }
            let before = start > 0 ? characters[start - 1] : " "
            let after = index < characters.count ? characters[index] : " "
            let signed = "$€£¥₹".contains(before)
            let percent = after == "%"
            var fraction = decimals ?? ""
            while fraction.hasSuffix("0") { fraction.removeLast() }
            let whole = String(digits.drop { $0 == "0" })
            let value = (whole.isEmpty ? "0" : whole) + (fraction.isEmpty ? "" : "." + fraction)
            let text = (signed ? String(before) : "") + String(characters[start..<index]) + (percent ? "%" : "")
            found.append(Number(text: text, value: value, isFigure: signed || percent || (decimals?.count ?? 0) == 2))
        }
        return found
    }
}
