/// Spreadsheets run a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return
/// as a formula, so a description such as `=HYPERLINK(...)` in an exported CSV would act
/// when the file is opened (CWE-1236). Export writes such text with a leading apostrophe,
/// which spreadsheets read as "this is text", and import takes exactly one apostrophe off
/// again, so a round trip through Spend is exact (apostrophes already in front are kept).
public enum FormulaGuard {
    static let triggers: Set<Character> = ["=", "+", "-", "@", "\t", "\r"]

    public static func escape(_ text: String) -> String {
        startsFormula(text) ? "'" + text : text
    }

    public static func unescape(_ text: String) -> String {
        text.hasPrefix("'") && startsFormula(text) ? String(text.dropFirst()) : text
    }

    /// Whether the text, past any apostrophes, begins as a formula would.
    private static func startsFormula(_ text: String) -> Bool {
        text.drop { $0 == "'" }.first.map(triggers.contains) ?? false
    }
}
