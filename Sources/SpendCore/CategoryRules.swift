import Foundation

/// Why a category cannot be created, changed or removed. The codes are stable: clients
/// and scripts match on them; the messages are for people.
public enum CategoryRuleError: Error, Equatable, Sendable {
    case emptyName
    case nameTooLong(String, length: Int)
    case badCharacters(String)
    case reservedName(String)
    case duplicateName(String, existing: String)
    case badColor(String)
    case badKeyword(String)
    case tooManyKeywords(Int)
    case keywordTaken(String, category: String)
    case defaultCategory(String)
    case unknownCategory(String)

    public var code: String {
        switch self {
        case .emptyName, .nameTooLong, .badCharacters: "invalid_name"
        case .reservedName: "reserved_name"
        case .duplicateName: "duplicate_category"
        case .badColor: "bad_color"
        case .badKeyword, .tooManyKeywords, .keywordTaken: "bad_keyword"
        case .defaultCategory: "default_category"
        case .unknownCategory: "unknown_category"
        }
    }

    public var message: String {
        switch self {
        case .emptyName:
            "A category needs a name"
        case .nameTooLong(let name, let length):
            "'\(name)' is \(length) characters; a category name has at most \(CategoryName.maximumLength)"
        case .badCharacters(let name):
            "'\(name)' contains characters a category name cannot have (control characters, quotes, '=')"
        case .reservedName(let name):
            "'\(name)' is a reserved name (\(CategoryName.reserved.joined(separator: ", "))); choose another"
        case .duplicateName(let name, let existing):
            "A category named '\(existing)' already exists" + (name == existing ? "" : " (names ignore case)")
        case .badColor(let text):
            "'\(text)' is not a colour: use #RRGGBB (e.g. #8E44AD), #RGB, or one of \(CategoryColor.names.keys.sorted().joined(separator: ", "))"
        case .badKeyword(let keyword):
            "'\(keyword)' is not a usable keyword: keywords are 1 to \(CategoryKeywords.maximumLength) characters with a letter or digit"
        case .tooManyKeywords(let count):
            "\(count) keywords is too many; a category has at most \(CategoryKeywords.maximumCount)"
        case .keywordTaken(let keyword, let category):
            "The keyword '\(keyword)' already points to '\(category)'"
        case .defaultCategory(let name):
            "'\(name)' is a default category: defaults cannot be renamed, recoloured or deleted"
        case .unknownCategory(let name):
            "Unknown category '\(CategoryName.shown(name))'"
        }
    }
}

/// The rules for a category's name (brief §2): trimmed, unique ignoring case, at most
/// 20 characters, and not a reserved word.
public enum CategoryName {
    public static let maximumLength = 20

    /// Words that read as "no category" or as a whole rather than a category, so a list,
    /// a budget or an answer naming them would be ambiguous. The defaults' own names
    /// are refused as duplicates.
    public static let reserved = ["All", "Any", "None", "Uncategorized", "Uncategorised", "Unknown", "Total", "Income"]

    /// The clean name (spaces trimmed and runs of spaces collapsed), or why it is refused.
    /// `renaming` is the category being renamed: it may keep its name in another case.
    public static func validate(_ raw: String, existing: [String], renaming: String? = nil) throws(CategoryRuleError) -> String {
        // Compatibility-normalised (NFKC), so "ﬁ" and "ﬁ" are one name and a name spelled
        // with full-width or composed letters is the name it looks like.
        let name = raw.precomposedStringWithCompatibilityMapping.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !name.isEmpty else { throw .emptyName }
        // Bytes too: one "character" of 20,000 combining marks is one grapheme.
        guard name.count <= maximumLength, name.utf8.count <= maximumLength * 4 else {
            throw .nameTooLong(shown(name), length: name.count)
        }
        // Control and format characters (zero-width space, soft hyphen, bidi overrides)
        // make a name that prints like another one; so does mixing alphabets ("Оther"
        // with a Cyrillic О).
        guard !name.contains(where: { $0.isNewline || $0 == "\"" || $0 == "=" }),
              !name.unicodeScalars.contains(where: { [.control, .format, .nonspacingMark, .enclosingMark].contains($0.properties.generalCategory)
                  && !(name.unicodeScalars.count > 1 && $0.properties.generalCategory == .nonspacingMark && isAccent($0)) }),
              alphabets(of: name) <= 1
        else {
            throw .badCharacters(shown(name))
        }
        guard !reserved.contains(where: { $0.caseInsensitiveEquals(name) }) else { throw .reservedName(name) }
        if let clash = existing.first(where: { $0.caseInsensitiveEquals(name) }),
           renaming.map({ !$0.caseInsensitiveEquals(clash) }) ?? true {
            throw .duplicateName(name, existing: clash)
        }
        return name
    }

    /// A name as an error message quotes it: at most 40 characters.
    static func shown(_ name: String) -> String { name.count > 40 ? String(name.prefix(40)) + "…" : name }

    /// Combining accents that NFKC could not fold into a letter (rare in names): allowed.
    static func isAccent(_ scalar: Unicode.Scalar) -> Bool { (0x0300...0x036F).contains(scalar.value) }

    /// How many of the Latin, Greek and Cyrillic alphabets the name's letters come from.
    static func alphabets(of name: String) -> Int {
        var latin = false, greek = false, cyrillic = false
        for scalar in name.unicodeScalars where scalar.properties.isAlphabetic {
            switch scalar.value {
            case 0x41...0x24F, 0x1E00...0x1EFF: latin = true
            case 0x370...0x3FF, 0x1F00...0x1FFF: greek = true
            case 0x400...0x52F: cyrillic = true
            default: break
            }
        }
        return [latin, greek, cyrillic].filter { $0 }.count
    }
}

/// Colours are stored as "#RRGGBB" in upper case, so listings and comparisons agree.
public enum CategoryColor {
    /// A few names people type, with the hex they mean.
    public static let names: [String: String] = [
        "red": "#E74C3C", "orange": "#E67E22", "yellow": "#F1C40F", "green": "#2ECC71", "teal": "#1ABC9C",
        "blue": "#3498DB", "purple": "#8E44AD", "pink": "#FD79A8", "brown": "#8D6E63", "grey": "#95A5A6",
        "gray": "#95A5A6", "black": "#2D3436",
    ]

    /// Colours given in turn to categories created without one: distinct from the defaults'.
    public static let palette = ["#8E44AD", "#3498DB", "#E67E22", "#2ECC71", "#F1C40F", "#1ABC9C", "#E74C3C", "#8D6E63"]

    /// "#8e44ad", "8E44AD", "#abc" or "purple" → "#8E44AD" (or "#AABBCC").
    public static func normalize(_ text: String) throws(CategoryRuleError) -> String {
        let trimmed = text.trimmingSpaces
        if let named = names[trimmed.lowercased()] { return named }
        let hex = trimmed.hasPrefix("#") ? trimmed.dropFirst() : Substring(trimmed)
        guard hex.allSatisfy(\.isHexDigit), hex.allSatisfy(\.isASCII) else { throw .badColor(text) }
        switch hex.count {
        case 6: return "#" + hex.uppercased()
        case 3: return "#" + hex.uppercased().map { "\($0)\($0)" }.joined()
        default: throw .badColor(text)
        }
    }
}

/// Words a person gives a custom category so the parser recognises it: "vet, petco,
/// dog food". Stored lowercased, each once, in the order given.
public enum CategoryKeywords {
    public static let maximumLength = 40
    public static let maximumCount = 50

    /// Splits a comma-separated list and cleans each keyword.
    public static func parse(_ text: String) throws(CategoryRuleError) -> [String] {
        try normalize(text.split(separator: ",").map(String.init))
    }

    public static func normalize(_ keywords: [String]) throws(CategoryRuleError) -> [String] {
        var clean: [String] = []
        for raw in keywords {
            let keyword = raw.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
            if keyword.isEmpty { continue }
            guard keyword.count <= maximumLength, !Categoriser.words(of: keyword).isEmpty else { throw .badKeyword(raw.trimmingSpaces) }
            if !clean.contains(keyword) { clean.append(keyword) }
        }
        guard clean.count <= maximumCount else { throw .tooManyKeywords(clean.count) }
        return clean
    }
}

/// A category the user made: its name, colour and the keywords that point the parser at it.
public struct CustomCategory: Hashable, Sendable {
    public let name: String
    public let color: String
    public let keywords: [String]

    public init(name: String, color: String, keywords: [String]) {
        self.name = name
        self.color = color
        self.keywords = keywords
    }
}

extension String {
    func caseInsensitiveEquals(_ other: String) -> Bool { lowercased() == other.lowercased() }
}
