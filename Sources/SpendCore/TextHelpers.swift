/// Small text utilities the domain code shares, without Foundation.
extension String {
    var capitalized: String { prefix(1).uppercased() + dropFirst() }
}

extension StringProtocol {
    public var trimmingSpaces: String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension String {
    var replacingCurlyApostrophes: String { utf8.contains(0xE2) ? replacingAll("’", with: "'") : self }

    func replacingAll(_ target: Character, with replacement: Character) -> String {
        String(map { $0 == target ? replacement : $0 })
    }
}
