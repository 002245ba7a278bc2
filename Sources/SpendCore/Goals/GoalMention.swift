/// Whether an expense or income description puts money towards a goal: it names the goal
/// in whole words ("200 to the emergency fund", "car loan payment 300") next to a word of
/// moving money there. A goal named "Car" is not fed by "car wash 10".
public enum GoalMention {
    static let cues: Set<String> = ["to", "into", "towards", "toward", "for", "payment", "pay", "paid", "transfer",
                                    "transferred", "saved", "save", "saving", "deposit", "deposited", "contribution", "repayment"]

    /// The goal `description` puts money towards, the longest name when several match.
    public static func goal(in description: String, among names: [String]) -> String? {
        let words = Self.words(description)
        guard words.contains(where: cues.contains) else { return nil }
        return names.filter { name in
            let goal = Self.words(name)
            guard !goal.isEmpty, goal.count <= words.count else { return false }
            return (0...(words.count - goal.count)).contains { Array(words[$0..<($0 + goal.count)]) == goal }
        }.max { $0.count < $1.count }
    }

    private static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }
}
