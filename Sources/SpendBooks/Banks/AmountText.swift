import Foundation
import SpendCore

/// An amount as banks write it: `1.234,56` or `1,234.56`, a currency symbol or code
/// before or after (`£1,183.23`, `12,50 €`, `EUR 4.00`), a sign with spaces (`- 12.50`),
/// a trailing minus (`12,50-`), parentheses, or a `CR`/`DR` marker.
public struct AmountText: Sendable, Equatable {
    public enum Marker: Sendable, Equatable { case credit, debit }

    /// The digits with "." as the decimal point, never a sign: "1234.56".
    public let digits: String
    public let negative: Bool
    public let marker: Marker?

    /// Splits `text` into sign, marker and the number's characters; nil when no digit is left.
    static func split(_ text: String) -> (body: String, negative: Bool, marker: Marker?)? {
        var body = Substring(text.trimmingBankSpaces())
        var negative = false
        var marker: Marker?
        let upper = body.uppercased()
        // German statements mark Haben and Soll with H and S.
        for (word, kind) in [("CR", Marker.credit), ("DR", Marker.debit), ("H", Marker.credit), ("S", Marker.debit)] {
            if upper.hasSuffix(word), case let before = upper.dropLast(word.count), before.last.map({ $0 == " " || $0.isNumber || $0 == "." || $0 == "," }) == true {
                marker = kind; body = body.dropLast(word.count); break
            }
        }
        body = Substring(body.trimmingBankSpaces())
        if body.first == "(" && body.last == ")" { negative = true; body = body.dropFirst().dropLast() }
        func dropCurrency() {
            body = Substring(body.trimmingBankSpaces())
            while let first = body.first, AmountText.currencySigns.contains(first) || first.isLetter {
                body = body.dropFirst()
            }
            while let last = body.last, AmountText.currencySigns.contains(last) || last.isLetter || last == "." && body.dropLast().last?.isLetter == true {
                body = body.dropLast()
            }
            body = Substring(body.trimmingBankSpaces())
        }
        dropCurrency()
        if let first = body.first, first == "-" || first == "−" || first == "+" {
            negative = negative || first != "+"
            body = body.dropFirst()
        } else if let last = body.last, last == "-" || last == "−" || last == "+" {
            negative = negative || last != "+"
            body = body.dropLast()
        }
        dropCurrency()
        if body.first == "-" || body.first == "−" { negative = true; body = body.dropFirst() }
        guard body.contains(where: { $0.isASCII && $0.isNumber }) else { return nil }
        return (String(body), negative, marker)
    }

    static let currencySigns: Set<Character> = ["$", "€", "£", "¥", "₹", "₩", "₺", "₽", "₪", "₫", "฿", "₱", "¢"]
    static let groupSpaces: Set<Character> = [" ", "\u{A0}", "\u{202F}", "'", "’"]

    /// How a column writes its decimal point, decided from every value in it.
    public enum DecimalMark: Sendable, Equatable {
        case point, comma
        var character: Character { self == .point ? "." : "," }
        var group: Character { self == .point ? "," : "." }
    }

    /// What one value says about the column's decimal mark: sure, a guess ("1,234" reads
    /// as a thousand unless three decimals are allowed), or nothing ("12").
    enum Evidence { case sure(DecimalMark), likely(DecimalMark), none }

    static func evidence(_ body: String, threeDecimals: Bool) -> Evidence {
        let lastComma = body.lastIndex(of: ","), lastPoint = body.lastIndex(of: ".")
        switch (lastComma, lastPoint) {
        case (nil, nil): return .none
        case let (comma?, point?): return comma > point ? .sure(.comma) : .sure(.point)
        case let (comma?, nil): return single(body, ",", comma, threeDecimals: threeDecimals)
        case let (nil, point?): return single(body, ".", point, threeDecimals: threeDecimals)
        }
    }

    private static func single(_ body: String, _ mark: Character, _ last: String.Index, threeDecimals: Bool) -> Evidence {
        let asDecimal: DecimalMark = mark == "." ? .point : .comma
        let asGroup: DecimalMark = mark == "." ? .comma : .point
        if body.filter({ $0 == mark }).count > 1 { return .sure(asGroup) }
        let after = body[body.index(after: last)...].filter { $0.isNumber }.count
        if after != 3 { return .sure(asDecimal) }
        return threeDecimals ? .likely(asDecimal) : .likely(asGroup)
    }

    /// The column's mark: the sure votes' majority, else the guesses', else a point.
    public static func decideMark(_ values: [String], threeDecimals: Bool) -> DecimalMark {
        var votes = MarkVotes()
        for value in values { votes.add(value) }
        return votes.decide(threeDecimals: threeDecimals)
    }

    /// What a column's values say about its decimal mark, counted a value at a time (an
    /// import reads the file as a stream), for either answer to whether the currency has
    /// three decimals: that is known only once the currencies are.
    struct MarkVotes {
        private var sure = [DecimalMark.point: 0, .comma: 0]
        private var likely = [true: [DecimalMark.point: 0, .comma: 0], false: [DecimalMark.point: 0, .comma: 0]]

        mutating func add(_ value: String) {
            guard let body = split(value)?.body else { return }
            for three in [false, true] {
                switch evidence(body, threeDecimals: three) {
                case .sure(let mark): if !three { sure[mark]! += 1 }
                case .likely(let mark): likely[three]![mark]! += 1
                case .none: break
                }
            }
        }

        mutating func merge(_ other: MarkVotes) {
            sure.merge(other.sure, uniquingKeysWith: +)
            for three in [false, true] { likely[three]!.merge(other.likely[three]!, uniquingKeysWith: +) }
        }

        func decide(threeDecimals: Bool) -> DecimalMark {
            if sure[.point]! + sure[.comma]! > 0 { return sure[.comma]! > sure[.point]! ? .comma : .point }
            let guesses = likely[threeDecimals]!
            return guesses[.comma]! > guesses[.point]! ? .comma : .point
        }
    }

    /// Reads `text` with the column's decimal mark; nil when it is not a number.
    public init?(_ text: String, mark: DecimalMark) {
        guard let (body, negative, marker) = Self.split(text) else { return nil }
        let integer = body.prefix { $0 != mark.character }
        let groups = integer.split(omittingEmptySubsequences: false) { $0 == mark.group || Self.groupSpaces.contains($0) }
        // Thousands separators group by three: "12.50" read with a decimal comma is not 1250.
        if groups.count > 1, groups.first!.isEmpty || groups.first!.count > 3 || groups.dropFirst().contains(where: { $0.count != 3 }) {
            return nil
        }
        var digits = ""
        for c in body where c != mark.group && !Self.groupSpaces.contains(c) { digits.append(c == mark.character ? "." : c) }
        guard !digits.isEmpty, digits.allSatisfy({ $0 == "." || $0.isASCII && $0.isNumber }),
              digits.filter({ $0 == "." }).count <= 1, digits.first != "."
        else { return nil }
        if digits.last == "." { digits.removeLast() }
        self.digits = digits
        self.negative = negative
        self.marker = marker
    }
}

extension CharacterSet {
    /// Spaces banks pad with, including no-break and narrow no-break spaces.
    static let whitespacesAndSpecialSpaces = CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: "\u{A0}\u{202F}\u{2007}"))
}

extension StringProtocol where UTF8View: BidirectionalCollection {
    /// The text without the spaces banks pad with (`whitespacesAndSpecialSpaces`) at
    /// either end. A field that starts and ends with a visible ASCII character, nearly
    /// every one, has nothing to trim and skips Foundation's NSString round trip, which
    /// was an eighth of an import's time.
    func trimmingBankSpaces() -> String {
        if let first = utf8.first, let last = utf8.last, (0x21..<0x80).contains(first), (0x21..<0x80).contains(last) {
            return String(self)
        }
        return trimmingCharacters(in: .whitespacesAndSpecialSpaces)
    }
}
