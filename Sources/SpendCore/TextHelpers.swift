/// Small text utilities the domain code shares, without Foundation.
extension String {
    var capitalized: String { prefix(1).uppercased() + dropFirst() }
}

extension StringProtocol {
    public var trimmingSpaces: String {
        // Ends that are ASCII and no space (nearly every phrase) need no Character work.
        let text = String(self)
        func isPlain(_ byte: UInt8?) -> Bool { byte.map { $0 > 0x20 && $0 < 0x80 } ?? false }
        // Read in place: the UTF-8 view's `last` steps back through the string's indices.
        if text.utf8.withContiguousStorageIfAvailable({ isPlain($0.first) && isPlain($0.last) })
            ?? (isPlain(text.utf8.first) && isPlain(text.utf8.last)) {
            return text
        }
        var slice = Substring(text)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension String {
    /// No lowercase letter ("EUR", "C"), checked on the bytes when ASCII: `uppercased()`
    /// would make a string for every word asked.
    var isWrittenInCapitals: Bool {
        if isASCII { return !utf8.contains { (0x61...0x7A).contains($0) } }
        return self == uppercased()
    }

    /// Every byte ASCII, checked on the contiguous bytes when the string has them.
    var isASCII: Bool {
        utf8.withContiguousStorageIfAvailable(Self.isASCII) ?? utf8.allSatisfy { $0 < 0x80 }
    }

    /// Eight bytes at a time, then the rest one by one.
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var highBits: UInt64 = 0
        var offset = 0
        while offset + 8 <= bytes.count {
            highBits |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        while offset < bytes.count {
            highBits |= UInt64(bytes[offset])
            offset += 1
        }
        return highBits & 0x8080_8080_8080_8080 == 0
    }

    /// Whether the UTF-8 bytes hold `byte`, searched in contiguous storage when there is one.
    func containsByte(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(byte) } ?? utf8.contains(byte)
    }

    var replacingCurlyApostrophes: String { containsByte(0xE2) ? replacingAll("’", with: "'") : self }

    func replacingAll(_ target: Character, with replacement: Character) -> String {
        String(map { $0 == target ? replacement : $0 })
    }
}
