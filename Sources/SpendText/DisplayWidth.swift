/// How many terminal columns text takes: East Asian Wide and Fullwidth characters and
/// emoji take two, combining marks and zero-width joiners none, colour escapes none.
/// Tables pad by this, not by `count`, so a "🍕 pizza" row stays aligned.
public enum DisplayWidth {
    public static func of(_ text: String) -> Int {
        var total = 0
        forEachCharacter(text) { _, width in total += width }
        return total
    }

    /// Calls `body` with each character and its width; the characters of an escape
    /// sequence (ESC [ … letter) come with width 0.
    private static func forEachCharacter(_ text: String, _ body: (Character, Int) -> Void) {
        var inEscape = false
        for character in text {
            if character == "\u{1B}" {
                inEscape = true
                body(character, 0)
            } else if inEscape {
                if character.isLetter { inEscape = false }
                body(character, 0)
            } else {
                body(character, of(character))
            }
        }
    }

    /// One grapheme: an emoji sequence (flag, skin tone, ZWJ family) is one glyph of two columns.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if isEmojiPresentation(character) { return 2 }
        return scalarWidth(first)
    }

    /// `text` cut to at most `width` columns, ending in "…" when something was cut. Colour
    /// escapes are kept whole, and a cut coloured text is reset so colour does not leak.
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        guard of(text) > width else { return text }
        var kept = ""
        var used = 0
        var full = false
        forEachCharacter(text) { character, columns in
            guard !full else { return }
            if used + columns > width - 1 { full = true; return }
            kept.append(character)
            used += columns
        }
        return kept + "…" + (kept.contains("\u{1B}") ? "\u{1B}[0m" : "")
    }

    /// `text` padded with spaces on the right to `width` columns.
    public static func padRight(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - of(text)))
    }

    /// `text` padded with spaces on the left to `width` columns.
    public static func padLeft(_ text: String, to width: Int) -> String {
        String(repeating: " ", count: max(0, width - of(text))) + text
    }

    private static func isEmojiPresentation(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        if first.properties.isEmojiPresentation { return true }
        // A text-default symbol asked to look like emoji (U+FE0F), or a keycap/flag sequence.
        return scalars.count > 1 && first.properties.isEmoji && scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 }
    }

    private static func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value == 0 || value == 0x200B || value == 0x200D || (0xFE00...0xFE0F).contains(value) { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        case .control: return 0
        default: break
        }
        return isWide(value) ? 2 : 1
    }

    /// East Asian Wide (W) and Fullwidth (F) ranges of Unicode 15's EastAsianWidth.txt.
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
             0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1,
             0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA,
             0x26F2...0x26F3, 0x26F5, 0x26FA, 0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C,
             0x274E, 0x2753...0x2755, 0x2757, 0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C,
             0x2B50, 0x2B55, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
             0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF,
             0x1B000...0x1B2FF, 0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251,
             0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF,
             0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
