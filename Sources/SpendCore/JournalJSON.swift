import Foundation

/// Writes journal changes in exactly the form `JSONEncoder` with sorted keys and unescaped
/// slashes gives them, without its boxing of every value: every add journals its row,
/// and Foundation's encoder was a tenth of an add's CPU time.
enum JournalJSON {
    struct NotFinite: Error {}

    static func encode(_ changes: [RowChange]) throws -> String {
        var out: [UInt8] = []
        out.reserveCapacity(changes.count * 512)
        out.append(UInt8(ascii: "["))
        for (index, change) in changes.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            // Keys in sorted order: after, before, table; a nil image is left out, as
            // JSONEncoder leaves out a nil optional.
            out.append(UInt8(ascii: "{"))
            var first = true
            for (key, image) in [("after", change.after), ("before", change.before)] {
                guard let image else { continue }
                if !first { out.append(UInt8(ascii: ",")) }
                first = false
                writeString(key, into: &out)
                out.append(UInt8(ascii: ":"))
                try write(image, into: &out)
            }
            if !first { out.append(UInt8(ascii: ",")) }
            writeString("table", into: &out)
            out.append(UInt8(ascii: ":"))
            writeString(change.table, into: &out)
            out.append(UInt8(ascii: "}"))
        }
        out.append(UInt8(ascii: "]"))
        return String(decoding: out, as: UTF8.self)
    }

    private static func write(_ image: RowImage, into out: inout [UInt8]) throws {
        out.append(UInt8(ascii: "{"))
        // JSONEncoder's sortedKeys compares keys as Strings do.
        for (index, column) in image.keys.sorted().enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            writeString(column, into: &out)
            out.append(UInt8(ascii: ":"))
            try write(image[column]!, into: &out)
        }
        out.append(UInt8(ascii: "}"))
    }

    private static func write(_ value: ColumnValue, into out: inout [UInt8]) throws {
        switch value {
        case .null:
            out.append(contentsOf: "null".utf8)
            return
        case .integer(let number):
            out.append(contentsOf: #"{"i":"#.utf8)
            out.append(contentsOf: String(number).utf8)
        case .real(let number):
            guard number.isFinite else { throw NotFinite() }
            out.append(contentsOf: #"{"r":"#.utf8)
            var text = number.description
            // As JSONEncoder writes doubles: 1.0 is "1".
            if text.hasSuffix(".0") { text.removeLast(2) }
            out.append(contentsOf: text.utf8)
        case .text(let text):
            out.append(contentsOf: #"{"t":"#.utf8)
            writeString(text, into: &out)
        case .blob(let data):
            out.append(contentsOf: #"{"b":"#.utf8)
            writeString(data.base64EncodedString(), into: &out)
        }
        out.append(UInt8(ascii: "}"))
    }

    private static func writeString(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): out.append(contentsOf: #"\\"#.utf8)
            case 0x0A: out.append(contentsOf: #"\n"#.utf8)
            case 0x0D: out.append(contentsOf: #"\r"#.utf8)
            case 0x09: out.append(contentsOf: #"\t"#.utf8)
            case 0x08: out.append(contentsOf: #"\b"#.utf8)
            case 0x0C: out.append(contentsOf: #"\f"#.utf8)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: #"\u00"#.utf8)
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
