/// Text from outside (a bank file, a transcript, a model, any client) as it may be stored
/// and shown: terminal control characters could retitle a window, write the clipboard or
/// forge a table row, and bidi controls reorder what a person reads.
public enum ShownText {
    /// Bidi embedding, override and isolate controls, and the marks that steer them.
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// For storing: line breaks and tabs become spaces; other control and bidi characters go.
    public static func stored(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) || isBidiControl($0) }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\r" || scalar == "\t" { out.append(" ") }
            else if !isControl(scalar), !isBidiControl(scalar) { out.append(scalar) }
        }
        return String(out)
    }

    /// For a terminal: each control or bidi character shown, never obeyed: C0 controls as
    /// their control pictures (ESC is "␛"), DEL as "␡", C1 and bidi controls as "<U+202E>".
    /// Line breaks and tabs stay: answers are paragraphs.
    public static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { ($0 != "\n" && $0 != "\t" && isControl($0)) || isBidiControl($0) }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A, 0x09: out.append(scalar)
            case 0x00..<0x20: out.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: out.append("\u{2421}")
            default:
                if isControl(scalar) || isBidiControl(scalar) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out.append(contentsOf: ("<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">").unicodeScalars)
                } else {
                    out.append(scalar)
                }
            }
        }
        return String(out)
    }
}

extension ExpenseDraft {
    /// The draft with its text fields as they may be stored (see `ShownText.stored`).
    public var storable: ExpenseDraft {
        var draft = self
        draft.description = ShownText.stored(description)
        draft.merchant = merchant.map(ShownText.stored)
        draft.people = people.map(ShownText.stored)
        return draft
    }
}
