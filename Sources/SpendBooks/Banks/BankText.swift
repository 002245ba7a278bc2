import Foundation

/// A bank file's bytes as text, whatever encoding the bank wrote: UTF-8 with or without a
/// byte order mark, UTF-16 with one, and otherwise Windows-1252 (German and some UK banks
/// write ISO-8859-1 or Windows-1252; 1252 is ISO-8859-1 with printable characters where
/// ISO-8859-1 has unused control codes, so one decoder reads both).
public enum BankText {
    public struct Decoded: Sendable {
        public let text: String
        /// "UTF-8", "UTF-16LE", "UTF-16BE" or "Windows-1252", for the import report.
        public let encoding: String
    }

    public static func decode(_ data: Data) -> Decoded {
        if data.starts(with: [0xEF, 0xBB, 0xBF]), let text = String(data: data.dropFirst(3), encoding: .utf8) {
            return Decoded(text: text, encoding: "UTF-8")
        }
        if data.starts(with: [0xFF, 0xFE]), let text = String(data: data.dropFirst(2), encoding: .utf16LittleEndian) {
            return Decoded(text: text, encoding: "UTF-16LE")
        }
        if data.starts(with: [0xFE, 0xFF]), let text = String(data: data.dropFirst(2), encoding: .utf16BigEndian) {
            return Decoded(text: text, encoding: "UTF-16BE")
        }
        if let text = String(validating: data, as: UTF8.self) { return Decoded(text: text, encoding: "UTF-8") }
        // UTF-16 without a mark shows as NUL in every other byte of ASCII text.
        if let encoding = unmarkedUTF16(data), let text = String(data: data, encoding: encoding) {
            return Decoded(text: text, encoding: encoding == .utf16LittleEndian ? "UTF-16LE" : "UTF-16BE")
        }
        return Decoded(text: windows1252(data), encoding: "Windows-1252")
    }

    static func unmarkedUTF16(_ data: Data) -> String.Encoding? {
        let sample = data.prefix(512)
        guard sample.count >= 4, sample.count % 2 == 0 else { return nil }
        var evenZeros = 0, oddZeros = 0
        for (i, byte) in sample.enumerated() where byte == 0 { if i % 2 == 0 { evenZeros += 1 } else { oddZeros += 1 } }
        let half = sample.count / 2
        if oddZeros * 10 >= half * 9, evenZeros == 0 { return .utf16LittleEndian }
        if evenZeros * 10 >= half * 9, oddZeros == 0 { return .utf16BigEndian }
        return nil
    }

    /// Windows-1252's 0x80–0x9F; the rest of the byte range is Latin-1.
    static let high: [Unicode.Scalar] = [
        "\u{20AC}", "\u{81}", "\u{201A}", "\u{192}", "\u{201E}", "\u{2026}", "\u{2020}", "\u{2021}",
        "\u{2C6}", "\u{2030}", "\u{160}", "\u{2039}", "\u{152}", "\u{8D}", "\u{17D}", "\u{8F}",
        "\u{90}", "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}", "\u{2022}", "\u{2013}", "\u{2014}",
        "\u{2DC}", "\u{2122}", "\u{161}", "\u{203A}", "\u{153}", "\u{9D}", "\u{17E}", "\u{178}",
    ]

    static func windows1252(_ data: Data) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.reserveCapacity(data.count)
        for byte in data {
            scalars.append((0x80...0x9F).contains(byte) ? high[Int(byte) - 0x80] : Unicode.Scalar(byte))
        }
        return String(scalars)
    }
}
