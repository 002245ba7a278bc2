/// Reads a date on its own ("2026-11-02", "yesterday", "last friday"), as `edit` and
/// `list` accept, with the same rules as dates inside an expense phrase.
public enum DatePhrase {
    public static func parse(_ text: String, today: Day) -> Day? {
        if let day = Day(iso: text.trimmingSpaces) { return day }  // Day(iso:) checks years 1–9999
        var state = PhraseState(text)
        NamedNumbers.mark(&state)
        guard let day = try? DateExtractor.extract(&state, today: today) else { return nil }
        // The whole text must be the date, or "lunch yesterday" would pass as a date.
        let onlyTheDate = (0..<state.count).allSatisfy { state.used[$0] || state.tokens[$0].kind == .punctuation }
        return onlyTheDate && day.isStorable ? day : nil
    }
}
