import Foundation
import SpendCore

/// A JSON value whose objects keep their key order, so every response reads the same
/// way ("id", "ok", "result") and money serialises as its exact decimal text.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A number kept as its JSON text: "18.75" stays exactly that.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func int<T: BinaryInteger>(_ value: T) -> JSONValue { .number(String(value)) }
    public static func double(_ value: Double) -> JSONValue {
        value.isFinite ? .number(value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)) : .null
    }
    public static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    public subscript(key: String) -> JSONValue? {
        if case .object(let pairs) = self { return pairs.first { $0.0 == key }?.1 }
        return nil
    }

    public var stringValue: String? { if case .string(let s) = self { return s } else { return nil } }
    public var boolValue: Bool? { if case .bool(let b) = self { return b } else { return nil } }
    public var arrayValue: [JSONValue]? { if case .array(let a) = self { return a } else { return nil } }
    public var objectValue: [(String, JSONValue)]? { if case .object(let o) = self { return o } else { return nil } }
    public var numberText: String? { if case .number(let n) = self { return n } else { return nil } }
    public var intValue: Int64? {
        switch self {
        case .number(let n): return Int64(n)
        case .string(let s): return Int64(s)
        default: return nil
        }
    }
    public var doubleValue: Double? { numberText.flatMap(Double.init) }

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b || Double(a) == Double(b)
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }
}

// MARK: Serialising

extension JSONValue {
    /// Compact JSON on one line: the protocol's framing is one object per line.
    public var serialized: String {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    // Bytes, not a String built scalar by scalar: serialising replies was 40% of a
    // pipelined `parse`'s time when it appended one Unicode scalar at a time.
    private func write(into out: inout [UInt8]) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .number(let n): out.append(contentsOf: n.utf8)
        case .string(let s): JSONValue.writeString(s, into: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                item.write(into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let pairs):
            out.append(UInt8(ascii: "{"))
            for (i, (key, value)) in pairs.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JSONValue.writeString(key, into: &out)
                out.append(UInt8(ascii: ":"))
                value.write(into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// A JSON string: runs of bytes that need no escape are copied whole. U+2028 and
    /// U+2029 are escaped too, for JavaScript readers of the lines.
    private static func writeString(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { bytes in
            var runStart = 0
            var i = 0
            while i < bytes.count {
                let byte = bytes[i]
                var width = 1
                let escape: String
                switch byte {
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\\"): escape = "\\\\"
                case UInt8(ascii: "\n"): escape = "\\n"
                case UInt8(ascii: "\r"): escape = "\\r"
                case UInt8(ascii: "\t"): escape = "\\t"
                case 0..<0x20: escape = "\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)
                case 0xE2 where i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9):
                    escape = bytes[i + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                    width = 3
                default:
                    i += 1
                    continue
                }
                out.append(contentsOf: bytes[runStart..<i])
                out.append(contentsOf: escape.utf8)
                i += width
                runStart = i
            }
            out.append(contentsOf: bytes[runStart..<bytes.count])
        }
        out.append(UInt8(ascii: "\""))
    }
}

// MARK: Parsing

extension JSONValue: Decodable {
    /// Arrays and objects nest at most this deep. No request or reply needs more, and
    /// decoding deep nesting costs far more than its bytes (511 levels took 1.5 s of CPU).
    public static let maximumDepth = 32

    /// Text nested deeper than `maximumDepth`, found before any decoding.
    public struct TooDeep: Error {}

    /// Parses JSON text; numbers keep their literal value exactly (no Double rounding).
    public static func parse(_ text: String) throws -> JSONValue {
        try checkDepth(text)
        return try JSONReader.read(text)
    }

    /// One linear pass over the bytes, counting brackets outside strings.
    private static func checkDepth(_ text: String) throws {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in text.utf8 {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > maximumDepth { throw TooDeep() }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
    }

    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.singleValueContainer() {
            if container.decodeNil() { self = .null; return }
            if let b = try? container.decode(Bool.self) { self = .bool(b); return }
            if let i = try? container.decode(Int64.self) { self = .number(String(i)); return }
            if let d = try? container.decode(Decimal.self) { self = .number(d.description); return }
            if let s = try? container.decode(String.self) { self = .string(s); return }
        }
        if var array = try? decoder.unkeyedContainer() {
            var items: [JSONValue] = []
            while !array.isAtEnd { items.append(try array.decode(JSONValue.self)) }
            self = .array(items)
            return
        }
        let object = try decoder.container(keyedBy: AnyKey.self)
        self = .object(try object.allKeys.map { ($0.stringValue, try object.decode(JSONValue.self, forKey: $0)) }
            .sorted { $0.0 < $1.0 })
    }

    private struct AnyKey: CodingKey {
        let stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }
}

extension JSONValue {
    /// Every string (and key) with its control and bidi characters shown, never obeyed
    /// (`ShownText.visible`): what the client prints for people from the daemon's replies.
    public var visibleStrings: JSONValue {
        switch self {
        case .string(let text): .string(ShownText.visible(text))
        case .array(let items): .array(items.map(\.visibleStrings))
        case .object(let pairs): .object(pairs.map { (ShownText.visible($0.0), $0.1.visibleStrings) })
        case .null, .bool, .number: self
        }
    }
}
