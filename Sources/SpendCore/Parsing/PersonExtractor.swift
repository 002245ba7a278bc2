/// Finds who an expense was with or for: "with Mike", "w/ Priya", "for Emma", "with Anna,
/// Tom and Raj" (everyone, in order), "for me and Dave" (Dave), and in a phrase typed
/// without capitals, "gift for anna".
enum PersonExtractor {
    static func extract(_ state: inout PhraseState) -> [String] {
        let lowercaseNames = typedWithoutCapitals(state)
        for preposition in prepositions {
            for index in 1..<max(state.count, 1) where state.word(index - 1, is: preposition) {
                let company = preposition == "with"
                // "giraffas w/ bruna & lucas", "ćevapi w/ marko": after the chat shorthand, or
                // once the shop is named, people follow, even one who shares a brand's name.
                guard let (people, end) = people(state, at: index, lowercaseNames: lowercaseNames, company: company)
                    ?? (company && (state.tokens[index - 1].text.lowercased() == "w/" || namesABrand(state, before: index - 1)
                                    || isFirstName(state, index))
                        ? people(state, at: index, lowercaseNames: lowercaseNames, company: company, brandsAreNames: true) : nil)
                else { continue }
                var claimed = state
                // A possessive ("with Emma's parents") names the person but stays in the text.
                if end >= index { claimed.claim((index - 1)...end) }
                // "a buck for gum": a lowercase word that is all the phrase says it bought is the thing, not a name.
                if !state.tokens[index].isCapitalized, DescriptionBuilder.build(claimed).isEmpty { continue }
                state = claimed
                return people
            }
        }
        return []
    }

    /// The words a person follows, in the order they are looked for.
    private static let prepositions = ["with", "for"]

    /// "with Anna, Tom and Raj": names joined by commas, "and" (or another language's:
    /// "con Nico y Sofi") or "&"; "me and" is skipped. `company` ("with"): a month's
    /// name the dates left free is a name ("w/ jun", "with May"), as "for March" is not.
    private static func people(_ s: PhraseState, at start: Int, lowercaseNames: Bool, company: Bool,
                               brandsAreNames: Bool = false) -> ([String], Int)? {
        var index = start
        if let first = s.word(start), first == "me" || first == "myself", s.word(start + 1) == "and" { index += 2 }
        // "with my dad and Luis": the relation is no name, the one after it is.
        let relation = s.word(start) == "my" ? start + 1 : start
        if s.word(relation).map(relations.contains) == true,
           s.word(relation + 1) == "and" || s.isFree(relation + 1) && s.tokens[relation + 1].text == "&" {
            index = relation + 2
        }
        guard let (first, firstEnd) = name(s, at: index, lowercase: lowercaseNames, monthsAreNames: company,
                                           brandsAreNames: brandsAreNames)
        else { return nil }
        // "for Noah's birthday": the party's, not a companion ("with Emma's" still is one).
        if firstEnd < index { return company ? ([first], firstEnd) : nil }
        var people = [first]
        var end = firstEnd
        while true {
            var next = end + 1
            if s.isFree(next), s.tokens[next].text == "," { next += 1 }
            if s.word(next).map(conjunctions.contains) == true || s.isFree(next) && s.tokens[next].text == "&" { next += 1 }
            // After a name, a word a brand also has is one more name ("with Javier and Marta").
            guard next > end + 1, let (other, otherEnd) = name(s, at: next, lowercase: lowercaseNames, monthsAreNames: company,
                                                               brandsAreNames: true),
                  otherEnd >= next, people.count < 10
            else { break }
            people.append(other)
            end = otherEnd
        }
        return (people, end)
    }

    /// Whether a brand is named before `end` ("giraffas", "cinemaxx"), so a brand's word after
    /// "with" is not a second shop.
    private static func namesABrand(_ s: PhraseState, before end: Int) -> Bool {
        guard end > 0 else { return false }
        let keys = s.tokens[..<end].map(\.key)
        return keys.indices.contains { BrandTable.index.aliases.match(keys, at: $0)?.value.evidence == BrandTable.Evidence.none }
    }

    /// "pizza with Francesca": a capitalised word after "with" that a chain shares only as a
    /// first name or an everyday word (its alias needs a context) is the person.
    private static func isFirstName(_ s: PhraseState, _ i: Int) -> Bool {
        guard s.tokens[i].isCapitalized, let alias = BrandTable.index.aliases[phrase: s.tokens[i].key] else { return false }
        // "with Gabe" is no visit to Gabe's: a chain named for someone shares the first name only.
        return alias.evidence != .none || BrandTable.index.brands[Int(alias.brand)].name.lowercased() == s.tokens[i].key + "'s"
    }

    /// One name at index i and its last index; a possessive ends before i.
    private static func name(_ s: PhraseState, at i: Int, lowercase: Bool, monthsAreNames: Bool = false,
                             brandsAreNames: Bool = false) -> (String, Int)? {
        guard let word = s.word(i) else { return nil }
        let token = s.tokens[i]
        // Only a title's own period needs taking out ("dr." → "dr"); most words have none.
        let bare = word.containsByte(UInt8(ascii: ".")) ? word.filter { $0 != "." } : word
        if Tokenizer.titles.contains(bare), let surname = s.word(i + 1),
           isName(surname, token: s.tokens[i + 1], lowercase: lowercase) {
            return (token.text.capitalized + " " + s.tokens[i + 1].text.capitalized, i + 1)
        }
        if word.hasSuffix("'s"), isName(String(word.dropLast(2)), token: token, lowercase: lowercase) {
            return (String(token.text.dropLast(2)).capitalized, i - 1)
        }
        guard isName(word, token: token, lowercase: lowercase, monthsAreNames: monthsAreNames, brandsAreNames: brandsAreNames)
        else { return nil }
        // "with Mary Jane", "with mary jane": up to three words of one case are one name.
        var words = [token.text.capitalized]
        var end = i
        while words.count < 3, let next = s.word(end + 1), !next.hasSuffix("'s"),
              token.isCapitalized ? s.tokens[end + 1].isCapitalized && !isExcluded(next)
                                  : isName(next, token: s.tokens[end + 1], lowercase: lowercase) {
            words.append(s.tokens[end + 1].text.capitalized)
            end += 1
        }
        // "for Yes Planet": a name of several words that a brand has is the brand.
        if end > i, BrandTable.brand(named: words.joined(separator: " ")) != nil { return nil }
        // "for new brakes": a lowercase word before a thing describes the thing.
        if !token.isCapitalized, let next = s.word(end + 1), s.tokens[end + 1].isWord,
           ItemTable.index.known.contains(s.tokens[end + 1].key) || looksPlural(next) {
            return nil
        }
        return (words.joined(separator: " "), end)
    }

    private static func isName(_ word: String, token: Token, lowercase: Bool, monthsAreNames: Bool = false,
                               brandsAreNames: Bool = false) -> Bool {
        guard isNameShaped(word), !isExcluded(word, months: !monthsAreNames, brands: !brandsAreNames) else { return false }
        if token.isCapitalized { return true }
        return lowercase && !Lexicon.functionWords.contains(word) && !NumberWords.isNumberPiece(word)
            && !commonWords.contains(word) && !relations.contains(word) && !looksPlural(word)
            && !ItemTable.index.known.contains(token.key)  // "for flu meds"
    }

    /// Two or more letters, hyphens and apostrophes; ASCII words are checked on bytes, without
    /// counting Characters or asking Unicode which are letters.
    private static func isNameShaped(_ word: String) -> Bool {
        if word.isASCII {
            return word.utf8.count >= 2 && word.utf8.allSatisfy { byte in
                (0x61...0x7A).contains(byte | 0x20) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "'")
            }
        }
        return word.count >= 2 && word.allSatisfy { $0.isLetter || $0 == "-" || $0 == "'" }
    }

    /// Months, weekdays, holidays, brands, category words and other known things are not people.
    private static func isExcluded(_ word: String, months: Bool = true, brands: Bool = true) -> Bool {
        months && Lexicon.months[word] != nil || Lexicon.weekdays.contains(word)
            || brands && Lexicon.brandWords.contains(word) || Lexicon.keywordWords.contains(word)
            || Lexicon.nonPersons.contains(word)
            || alsoExcluded.contains(word) || holidays.contains(word)
    }

    /// "groceries for Thanksgiving", "for Eid": an occasion, not a guest.
    private static let holidays: WordSet = [
        "thanksgiving", "christmas", "xmas", "easter", "halloween", "hanukkah", "chanukah", "diwali", "holi", "eid",
        "ramadan", "passover", "kwanzaa", "navratri", "onam", "pongal", "vesak", "songkran", "tet", "nowruz",
        "valentine's", "valentines", "mother's", "father's", "mothers", "fathers", "easter's", "christmas's",
    ]

    /// Words joining names in the languages people mix in ("and", "y", "und", "et", "e", "och", "og", "en").
    private static let conjunctions: WordSet = ["and", "y", "und", "et", "e", "och", "og", "en"]

    private static let alsoExcluded: WordSet = ["i", "me", "you", "today", "yesterday", "tonight", "lunch", "dinner", "breakfast"]
    private static let firstPerson: WordSet = ["i", "i'm", "i've", "i'd"]
    private static let namesEndingInS: WordSet = ["thomas", "nicholas", "lucas", "james", "charles", "carlos", "jonas",
                                                      "elias", "douglas", "andreas", "tobias", "ines", "inês", "agnes",
                                                      "dolores", "mercedes", "lourdes", "frances", "hans", "klaus",
                                                      "marcos", "mateus", "nikos", "kostas", "andres", "andrés", "dimas",
                                                      "lukas", "tomas", "tomás", "matias", "matías", "nicolas", "nicolás",
                                                      "jules", "georges", "yves", "rhys", "ross", "wes", "les"]

    /// No capitals beyond the first word and "I": names cannot be told by case, so a
    /// lowercase word that is no known thing is taken for a name.
    private static func typedWithoutCapitals(_ s: PhraseState) -> Bool {
        var first = true
        for (index, token) in s.tokens.enumerated() where token.isWord {
            if first { first = false; continue }
            // A word the amount or the date took is no name ("720 Kč", "R$ 32,50", "Sat").
            if token.isCapitalized, s.isFree(index), !firstPerson.contains(token.normalized),
               !PhraseState.isCurrencyMark(s.tokens, index) {
                return false
            }
        }
        return true
    }

    /// "onions", "toppings": a plural is a thing. Names that end in "s" mostly end "us" or "is";
    /// a short one ("mads", "lars", "jens") is a plural only of a thing known in the singular.
    private static func looksPlural(_ word: String) -> Bool {
        guard word.hasSuffix("s"), !word.hasSuffix("us"), !word.hasSuffix("is"), !word.hasSuffix("ss"),
              !namesEndingInS.contains(word)
        else { return false }
        return word.utf8.count > 5 || ItemTable.index.known.contains(String(word.dropLast()))
    }

    /// Family words: "gift for mom" keeps them in the description, as a name would not be
    /// written in lower case ("for Mom" is a person).
    static let relations: WordSet = [
        "mom", "mum", "dad", "mother", "father", "wife", "husband", "son", "daughter", "sister", "brother",
        "grandma", "grandpa", "grandmother", "grandfather", "aunt", "uncle", "cousin", "niece", "nephew",
        "boyfriend", "girlfriend", "partner", "boss", "neighbor", "neighbour", "roommate", "baby", "parents",
        "kid", "nan", "nana", "papa", "mama", "grandad", "granddad", "gran", "friend", "friends", "mates", "kids",
        "family", "coworkers", "colleagues",
    ]

    /// Everyday words that follow "with" or "for" and are not names.
    static let commonWords: WordSet = [
        // occasions and purposes
        "work", "school", "home", "house", "office", "fun", "party", "birthday", "christmas", "xmas",
        "wedding", "anniversary", "holiday", "vacation", "trip", "travel", "business", "meeting",
        "class", "lesson", "course", "practice", "church", "charity", "later", "tomorrow", "now",
        "next", "week", "month", "year", "weekend", "morning", "night", "evening", "afternoon", "real",
        "free", "sale", "less", "more", "cheap", "half", "everything", "something", "nothing", "all",
        "both", "myself", "yourself", "ourselves", "everybody", "someone", "somebody", "nobody",
        "it", "that", "this", "these", "those", "what", "which", "sure", "good", "once", "ages",
        // things
        "stuff", "things", "gear", "equipment", "service", "repair", "renewal", "deposit", "fine",
        "license", "permit", "visa", "passport", "bill", "power", "electric", "water", "heating",
        "cleaning", "uniform", "costume", "decorations", "flowers", "cake", "present", "card", "gas",
        "oil", "kitchen", "bathroom", "garden", "car", "bike", "room", "apartment", "storage",
        "supplies", "parts", "delivery", "shipping", "membership", "ride", "airport", "hotel", "rental",
        "surge", "insurance", "entry", "admission", "access", "upgrade", "refill", "cover", "lights",
        // what comes with food and drink
        "pepperoni", "bacon", "ham", "egg", "avocado", "guac", "guacamole", "salsa", "sauce", "ketchup",
        "mayo", "mustard", "lettuce", "tomato", "onion", "mushroom", "rice", "beans", "chips", "soup",
        "butter", "jam", "honey", "lemon", "lime", "mint", "chocolate", "vanilla", "caramel", "syrup",
        "oat", "almond", "soy", "whip", "foam", "sprinkles", "nuts", "gravy", "dip", "sides",
        "dressing", "toast", "ice", "soda", "sparkling", "lemonade", "tax", "tip",
        // money words
        "dollars", "dollar", "bucks", "buck", "euros", "euro", "pounds", "pound", "quid", "cents",
        "change", "points", "miles", "coupon", "voucher", "discount",
    ]
}
