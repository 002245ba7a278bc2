/// Hand-picked keywords that point at a category; they win over the generated item table
/// (Knowledge/ItemTable.swift) at equal length. Brands live in Knowledge/BrandTable.swift.
public enum CategoryLexicon {
    /// Keyword phrases (lowercased) by category.
    static let keywords: [DefaultCategory: [String]] = [
        .food: ["restaurant", "restaurants", "cafe", "café", "coffee", "coffees", "latte", "cappuccino",
                "espresso", "tea", "lunch", "dinner", "breakfast", "brunch", "snack", "snacks", "pizza",
                "burger", "burgers", "tacos", "taco", "sushi", "sandwich", "sandwiches", "fast food",
                "takeout", "take-out", "takeaway", "delivery", "food delivery", "food", "meal", "drinks",
                "drink", "beer", "beers", "wine", "bar", "pub", "bakery", "donut", "donuts", "bagel",
                "ice cream", "noodles", "ramen", "pho", "curry", "burrito", "dining", "diner", "eat", "ate",
                "smoothie", "juice", "boba", "dessert", "cocktails", "cocktail", "steak", "salad", "wings",
                "bbq", "chicken", "fries", "croissant", "muffin", "soda", "coke", "pop"],
        .transportation: ["taxi", "cab", "gas", "fuel", "petrol", "diesel", "parking", "bus", "train",
                          "transit", "metro", "subway fare", "subway ticket", "toll", "tolls", "car wash",
                          "oil change", "car repair", "mechanic", "tire", "tires", "flight", "flights",
                          "airfare", "plane ticket", "ride", "rideshare", "fare", "uber ride", "scooter",
                          "bike share", "tram", "ferry", "gas station", "registration",
                          "commute", "mileage"],
        .groceries: ["groceries", "grocery", "supermarket", "grocery store", "produce", "vegetables",
                     "fruit", "fruits", "milk", "eggs", "bread", "market", "farmers market", "butcher",
                     "deli", "pantry"],
        .entertainment: ["movie", "movies", "cinema", "film", "concert", "concerts", "show", "theater",
                         "theatre", "streaming", "game", "games", "video game", "tickets", "ticket", "bowling",
                         "museum", "hobby", "hobbies", "karaoke", "arcade", "festival", "zoo", "golf",
                         "netflix subscription", "music", "album", "comedy", "sports game", "park tickets",
                         "amusement park", "board game", "magazine", "subscription"],
        .shopping: ["clothes", "clothing", "shoes", "shoe", "sneakers", "shirt", "shirts", "t-shirt", "jeans",
                    "pants", "dress", "jacket", "coat", "electronics", "laptop", "phone", "phone case",
                    "headphones", "charger", "tv", "furniture", "mall", "store",
                    "shopping", "online order", "watch", "backpack", "bag", "hat", "socks", "tools", "lamp",
                    "decor", "kitchenware", "cosmetics", "makeup", "perfume", "toys", "toy", "jewelry",
                    "sunglasses", "keyboard", "mouse", "monitor", "cable", "books", "book", "kindle"],
        .healthcare: ["doctor", "pharmacy", "medicine", "medication", "prescription", "dentist", "dental",
                      "gym", "fitness", "vitamins", "therapy", "therapist", "hospital", "clinic", "copay",
                      "co-pay", "checkup", "check-up", "physio", "physiotherapy", "optometrist", "glasses",
                      "contacts", "urgent care", "health", "yoga", "pilates", "gym membership", "drugstore",
                      "ibuprofen", "aspirin", "vet"],
        .other: ["rent", "haircut", "laundry", "utilities", "electricity", "water bill", "internet",
                 "insurance", "car insurance", "fee", "fees", "donation", "charity", "bank fee", "tax", "taxes", "postage",
                 "shipping", "dry cleaning", "barber", "salon", "tuition", "childcare", "babysitter",
                 "gift", "gifts", "present", "presents", "bill", "bills", "phone bill"],
    ]

    /// The keywords as a phrase table (token keys), built once.
    static let phrases: PhraseTable<DefaultCategory> = {
        var table = PhraseTable<DefaultCategory>()
        for (category, words) in keywords {
            for word in words {
                table.insert(Categoriser.words(of: word).map(KnowledgeKey.of).joined(separator: " "), category)
            }
        }
        return table
    }()

    /// Everyday words a typo may stand for: the keywords and the item table's common words.
    static let typoTargets: TypoIndex<DefaultCategory> = {
        var targets = ItemTable.index.typoTargets
        for (key, category) in phrases.phrases where key.count >= Typos.minimumLength && !key.contains(" ") {
            targets[key] = category
        }
        return TypoIndex(targets)
    }()
}
