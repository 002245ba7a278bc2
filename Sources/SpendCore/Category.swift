/// The seven default categories of the brief. Custom categories (a later feature) are
/// plain names too, so a category is a `String` everywhere; this type holds the defaults.
public enum DefaultCategory: String, CaseIterable, Sendable {
    case food = "Food & Dining"
    case transportation = "Transportation"
    case groceries = "Groceries"
    case entertainment = "Entertainment"
    case shopping = "Shopping"
    case healthcare = "Healthcare"
    case other = "Other"

    /// Colours for terminals and charts, as "#RRGGBB".
    public var color: String {
        switch self {
        case .food: "#FF6B6B"
        case .transportation: "#4ECDC4"
        case .groceries: "#95E1D3"
        case .entertainment: "#F38181"
        case .shopping: "#AA96DA"
        case .healthcare: "#FCBAD3"
        case .other: "#A8A8A8"
        }
    }

    public static let names: [String] = allCases.map(\.rawValue)

    /// Resolves what a person types for a category: exact names in any case, plus the
    /// obvious short forms ("food", "transport", "health").
    public static func resolve(_ text: String, among names: [String] = DefaultCategory.names) -> String? {
        let wanted = text.trimmingSpaces.lowercased()
        if let exact = names.first(where: { $0.lowercased() == wanted }) { return exact }
        let aliases: [String: DefaultCategory] = [
            "food": .food, "dining": .food, "food and dining": .food, "restaurants": .food,
            "transport": .transportation, "travel": .transportation,
            "grocery": .groceries, "entertain": .entertainment, "fun": .entertainment,
            "health": .healthcare, "medical": .healthcare, "shop": .shopping,
        ]
        return aliases[wanted]?.rawValue
    }
}
