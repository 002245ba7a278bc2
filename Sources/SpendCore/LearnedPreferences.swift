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

    public init(_ corrections: [Correction]) { self.corrections = corrections }

    /// The learned category for a key: the most-corrected-to category, if it has reached
    /// the threshold and no other category has as many corrections.
    public func category(for key: String) -> String? {
        let forKey = corrections.filter { $0.key == key }.sorted { $0.count > $1.count }
        guard let top = forKey.first, top.count >= LearnedPreferences.threshold else { return nil }
        if forKey.count > 1, forKey[1].count == top.count { return nil }
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
