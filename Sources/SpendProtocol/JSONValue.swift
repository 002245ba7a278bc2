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
        var out = ""
        write(into: &out)
        return out
    }

    private func write(into out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += n
        case .string(let s): JSONValue.writeString(s, into: &out)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(into: &out)
            }
            out += "]"
        case .object(let pairs):
            out += "{"
            for (i, (key, value)) in pairs.enumerated() {
                if i > 0 { out += "," }
                JSONValue.writeString(key, into: &out)
                out += ":"
                value.write(into: &out)
            }
            out += "}"
        }
    }

    private static func writeString(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
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
