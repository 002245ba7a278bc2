/// A strict JSON reader (RFC 8259) that keeps every number as the text it was written
/// in: `4.999999999999999999` stays that, where Foundation's decoder rounds it through a
/// binary double to 5 (and `1.0000000000000001` to the integer 1). Amounts and ids are then
/// read from their text, exactly, by the code that knows what they are.
struct JSONReader {
    struct Failure: Error {}

    private let bytes: [UInt8]
    private var index = 0

    static func read(_ text: String) throws -> JSONValue {
        var reader = JSONReader(bytes: Array(text.utf8))
        reader.skipSpace()
        let value = try reader.value()
        reader.skipSpace()
        guard reader.index == reader.bytes.count else { throw Failure() }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    private mutating func expect(_ literal: String) throws {
        for byte in literal.utf8 {
            guard current == byte else { throw Failure() }
            index += 1
        }
    }

    private mutating func value() throws -> JSONValue {
        switch current {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "n"): try expect("null"); return .null
        case let byte? where byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte): return .number(try number())
        default: throw Failure()
        }
    }

    /// Members in the order written; a repeated key keeps its last value, as JSON
    /// decoders commonly do.
    private mutating func object() throws -> JSONValue {
        index += 1
        var pairs: [(String, JSONValue)] = []
        skipSpace()
        if current == UInt8(ascii: "}") { index += 1; return .object(pairs) }
        while true {
            skipSpace()
            guard current == UInt8(ascii: "\"") else { throw Failure() }
            let key = try string()
            skipSpace()
            try expect(":")
            skipSpace()
            let member = try value()
            pairs.removeAll { $0.0 == key }
            pairs.append((key, member))
            skipSpace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            try expect("}")
            return .object(pairs)
        }
    }

    private mutating func array() throws -> JSONValue {
        index += 1
        var items: [JSONValue] = []
        skipSpace()
        if current == UInt8(ascii: "]") { index += 1; return .array(items) }
        while true {
            skipSpace()
            items.append(try value())
            skipSpace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            try expect("]")
            return .array(items)
        }
    }

    private mutating func number() throws -> String {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        func digits() throws {
            guard let byte = current, (0x30...0x39).contains(byte) else { throw Failure() }
            while let byte = current, (0x30...0x39).contains(byte) { index += 1 }
        }
        if current == UInt8(ascii: "0") { index += 1 } else { try digits() }
        if current == UInt8(ascii: ".") { index += 1; try digits() }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            try digits()
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func string() throws -> String {
        index += 1
        var out: [UInt8] = []
        while true {
            guard let byte = current else { throw Failure() }
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let escaped = current else { throw Failure() }
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escaped)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        try expect("\\u")
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw Failure() }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { throw Failure() }
                    out.append(contentsOf: Array(String(Character(unicode)).utf8))
                default: throw Failure()
                }
            case 0x00..<0x20:
                throw Failure()
            default:
                out.append(byte)
            }
        }
    }

    private mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count, bytes[index..<index + 4].allSatisfy({ UInt8(ascii: "0")...UInt8(ascii: "9") ~= $0
                  || UInt8(ascii: "a")...UInt8(ascii: "f") ~= $0 || UInt8(ascii: "A")...UInt8(ascii: "F") ~= $0 }),
              let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw Failure() }
        index += 4
        return value
    }
}
