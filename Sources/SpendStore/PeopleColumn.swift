import Foundation

/// The `people` column: a JSON array of everyone an expense was with, stored only when
/// there are several (one name is the `person` column alone).
enum PeopleColumn {
    static func encode(_ people: [String]) -> String? {
        guard people.count > 1, let data = try? JSONEncoder().encode(people) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Empty for NULL or unreadable text: the draft then falls back to `person`.
    static func decode(_ text: String?) -> [String] {
        guard let text, let people = try? JSONDecoder().decode([String].self, from: Data(text.utf8)) else { return [] }
        return people
    }
}
