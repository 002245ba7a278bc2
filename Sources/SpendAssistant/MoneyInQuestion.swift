import SpendCore

/// Questions about money coming in and what is left of it, which the spending query
/// engine does not answer: the balance, income, what was saved, and savings goals.
/// Told apart by their words; a question about a budget ("how much do I have left for
/// food?") or about saving tips ("how can I save?") is left to the other routes.
public enum MoneyInQuestion: Equatable, Sendable {
    case balance
    case income
    case saved
    /// A goal the question names (as stored), or nil for "my goals".
    case goal(String?)

    public static func classify(_ text: String, goalNames: [String]) -> MoneyInQuestion? {
        let lowered = text.lowercased()
        let words = lowered.split { !$0.isLetter && $0 != "'" }.map(String.init)
        let has = { (word: String) in words.contains(word) }
        let phrase = { (text: String) in (" " + words.joined(separator: " ") + " ").contains(" \(text) ") }
        guard !has("budget"), !has("budgets") else { return nil }
        if let named = goalNames.filter({ lowered.contains($0.lowercased()) }).max(by: { $0.count < $1.count }) {
            return .goal(named)
        }
        if has("goal") || has("goals") { return .goal(nil) }
        if has("balance") || phrase("how much money do i have") || phrase("how much do i have") { return .balance }
        let howMuch = phrase("how much") || has("what") || has("what's")
        if phrase("savings rate") || (howMuch && (has("save") || has("saved"))) { return .saved }
        if has("income") || (howMuch && ["earn", "earned", "make", "made", "paid"].contains(where: has)) && !has("spend") && !has("spent") {
            return .income
        }
        return nil
    }
}
