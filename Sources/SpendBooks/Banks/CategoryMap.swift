/// The user's own translation of a bank's category words (`--category-map FILE`): one
/// `Bank word = Spend category` per line, `#` comments and blank lines ignored. It comes
/// before the format's and the shared tables, so a user can also re-route a word those
/// know ("Travel = Transportation").
public struct CategoryMap: Sendable, Equatable {
    /// Keys are the bank words as rows are compared: cleaned, lowercased.
    public private(set) var words: [String: String] = [:]

    public init() {}

    public init(parsing text: String) throws(ImportError) {
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            let parts = line.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                .map { DescriptorText.clean(String($0)) }
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw ImportError(message: "category map line \(number + 1): expected 'bank category = your category'")
            }
            words[parts[0].lowercased()] = parts[1]
        }
    }

    /// What the user mapped `word` to, if anything.
    public func category(for word: String) -> String? { words[word.lowercased()] }

    public var targets: Set<String> { Set(words.values) }
}
