import Foundation

/// The formats and word lists of `data/bank-formats/`, decoded once from the table the
/// generator compiles in.
public enum BankFormats {
    public static let all: [BankFormat] = BankFormatTable.formats.compactMap { try? decode($0) }

    /// Why a format file does not decode (a test checks there is none).
    public static func problems() -> [String] {
        BankFormatTable.formats.compactMap { text in
            do { _ = try decode(text); return nil } catch { return "\(text.prefix(60)): \(error)" }
        }
    }

    static func decode(_ text: String) throws -> BankFormat {
        try JSONDecoder().decode(BankFormat.self, from: Data(text.utf8))
    }

    public static func format(id: String) -> BankFormat? { all.first { $0.id == id.lowercased() } }

    /// Header words per role (see columns.json), normalised.
    static let columnWords: [String: [String]] = {
        guard let table = try? JSONSerialization.jsonObject(with: Data(BankFormatTable.columns.utf8)) as? [String: Any] else { return [:] }
        var words: [String: [String]] = [:]
        for (role, list) in table { if let list = list as? [String] { words[role] = list.map(header) } }
        return words
    }()

    /// Bank category words shared by many banks, lowercased → Spend category.
    static let sharedCategories: [String: String] = {
        guard let table = try? JSONSerialization.jsonObject(with: Data(BankFormatTable.categories.utf8)) as? [String: Any] else { return [:] }
        var map: [String: String] = [:]
        for (word, category) in table where !word.hasPrefix("_") { if let category = category as? String { map[word.lowercased()] = category } }
        return map
    }()

    /// A header as compared: lowercased, quotes, underscores and a trailing colon gone,
    /// spaces collapsed.
    static func header(_ text: String) -> String {
        text.lowercased().replacingOccurrences(of: "_", with: " ")
            .trimmingCharacters(in: CharacterSet.whitespacesAndSpecialSpaces.union(CharacterSet(charactersIn: "\":")))
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
