/// Category corrections a user has made, counted per learning key.
///
/// Learning is visible and reversible on purpose: a choice becomes the default only
/// after `threshold` corrections to the same category, and it can be listed and forgotten.
public struct LearnedPreferences: Sendable {
    public struct Correction: Hashable, Sendable {
        public let key: String
        public let category: String
        public let count: Int

        public init(key: String, category: String, count: Int) {
            self.key = key
            self.category = category
            self.count = count
        }
    }

    public static let threshold = 3

    public let corrections: [Correction]
    /// Each key's learned category, worked out once: every phrase parsed asks for one.
    private let learned: [String: String]

    public init(_ corrections: [Correction]) {
        self.corrections = corrections
        var byKey: [String: [Correction]] = [:]
        for correction in corrections { byKey[correction.key, default: []].append(correction) }
        learned = byKey.compactMapValues(Self.winner)
    }

    /// The learned category for a key: the most-corrected-to category, if it has reached
    /// the threshold and no other category has as many corrections.
    public func category(for key: String) -> String? { learned[key] }

    private static func winner(_ forKey: [Correction]) -> String? {
        let sorted = forKey.sorted { $0.count > $1.count }
        guard let top = sorted.first, top.count >= LearnedPreferences.threshold else { return nil }
        if sorted.count > 1, sorted[1].count == top.count { return nil }
        return top.category
    }
}

/// Normalises merchants and descriptions into the key that corrections share.
public enum LearningKey {
    public static func make(merchant: String?, description: String) -> String {
        let source = (merchant?.isEmpty == false ? merchant! : description)
        return Categoriser.words(of: source).joined(separator: " ")
    }
}
