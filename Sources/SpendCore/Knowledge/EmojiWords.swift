/// Emoji people type in place of the thing bought ("☕ 3.80", "🚕 home 18"), read as the
/// word they stand for when a phrase is categorised. The description keeps the emoji.
enum EmojiWords {
    static let words: [Character: String] = [
        "☕": "coffee", "🍵": "tea", "🧋": "bubble tea", "🍺": "beer", "🍻": "beers", "🍷": "wine",
        "🍸": "cocktail", "🍹": "cocktail", "🥂": "champagne", "🍕": "pizza", "🍔": "burger",
        "🍟": "fries", "🌭": "hot dog", "🌮": "taco", "🌯": "burrito", "🥙": "kebab", "🍣": "sushi",
        "🍜": "ramen", "🍝": "pasta", "🍛": "curry", "🍱": "bento", "🥗": "salad", "🥪": "sandwich",
        "🍩": "donut", "🍦": "ice cream", "🍨": "ice cream", "🧁": "cupcake", "🍰": "cake",
        "🥐": "croissant", "🥞": "pancakes", "🍳": "breakfast", "🍽": "dinner", "🍽️": "dinner",
        "🛒": "groceries", "🍎": "apples", "🍌": "bananas", "🥛": "milk", "🥦": "vegetables",
        "🚕": "taxi", "🚖": "taxi", "🚗": "car", "🚙": "car", "⛽": "gas", "🅿": "parking", "🅿️": "parking",
        "🚌": "bus", "🚍": "bus", "🚆": "train", "🚄": "train", "🚅": "train", "🚇": "subway fare",
        "🚊": "tram", "✈": "flight", "✈️": "flight", "🛫": "flight", "🚲": "bike", "🛴": "scooter",
        "🎬": "movie", "🍿": "movie", "🎟": "tickets", "🎟️": "tickets", "🎮": "video game",
        "🎵": "music", "🎶": "music", "🎤": "karaoke", "🎳": "bowling", "🎭": "theatre",
        "💊": "medicine", "🩺": "doctor", "🦷": "dentist", "🏋": "gym", "🏋️": "gym", "💪": "gym",
        "👕": "shirt", "👗": "dress", "👖": "jeans", "👟": "shoes", "👠": "shoes", "👜": "handbag",
        "📱": "phone", "💻": "laptop", "🎧": "headphones", "📚": "books", "📖": "book",
        "💇": "haircut", "💇‍♀️": "haircut", "💇‍♂️": "haircut", "💈": "haircut", "💅": "nails",
        "🎁": "gift", "🏠": "rent", "💡": "electricity bill",
    ]
}
