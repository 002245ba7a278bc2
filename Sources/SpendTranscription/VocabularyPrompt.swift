/// The `prompt` sent with a recording. Whisper reads it as the text that came before, so
/// names in it (the user's categories and usual merchants) come out spelled the same way,
/// and example phrases nudge amounts towards "$25" rather than "twenty-five dollars".
/// Only the last 224 tokens of a prompt count; this one stays far below that.
public enum VocabularyPrompt {
    /// About 150 tokens of English.
    public static let maxCharacters = 600
    /// Measured with tiny.en on espeak-ng phrases: example amounts written as "$18.75" make
    /// spoken amounts come back as digits with a dollar sign far more often than no prompt.
    static let lead = "Spent $18.75 on breakfast with Anna, paid $32 for a taxi, $12.40 at the bookshop."

    /// Categories first (all of them that fit), then merchants, most frequent first, as many as fit.
    /// Names are whole or left out, never cut; duplicates (any case) appear once.
    public static func build(categories: [String], merchants: [String], maxCharacters: Int = maxCharacters) -> String {
        var text = lead
        var seen: Set<String> = []
        func addList(_ title: String, _ names: [String]) {
            var added = 0
            for raw in names {
                let name = raw.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                guard !name.isEmpty, seen.insert(name.lowercased()).inserted else { continue }
                let piece = (added == 0 ? " \(title): " : ", ") + name
                guard text.count + piece.count + 1 <= maxCharacters else { break }
                text += piece
                added += 1
            }
            if added > 0 { text += "." }
        }
        addList("Categories", categories)
        addList("Merchants", merchants)
        return text
    }
}
