import SpendCore

/// What a question was read as: the query, or, when any part of it was not understood,
/// no query at all and the words that were not, so the answer can never be a figure for
/// a different question.
public struct QuestionReading: Sendable {
    public let query: SpendingQuery?
    /// The parts that were understood, in words ("at Starbucks", "in October 2026").
    public let understood: [String]
    /// The words, as typed, that name no known merchant, person, category, description word or period.
    public let notUnderstood: [String]
    /// Why there is no figure when the words were known but the question cannot be answered
    /// from the user's expenses ("what Mike spent", "groceries and coffee" together).
    public let reason: String?
    /// Which reading an ambiguous question was given ("by merchant").
    public let reading: String?
    /// The question changed part of the previous one ("And in September?").
    public let isFollowUp: Bool
    /// Whether the question asked about spending at all (a figure, a list, a breakdown).
    public let isSpendingQuestion: Bool
}

/// Reads a typed or spoken question into a `SpendingQuery`: periods, measure, and the
/// merchants, people, categories and description words it names, recognised against
/// what the user has actually recorded. Deterministic and rule-based, so a figure never
/// depends on a guess.
public struct QuestionReader: Sendable {
    let reader: any SpendingReader
    let today: Day
    /// Whether a word is an everyday thing people buy (from the parser's lexicon): such a
    /// word is understood even when no expense mentions it yet.
    let isKnownThing: @Sendable (String) -> Bool

    public init(reader: any SpendingReader, today: Day, isKnownThing: @escaping @Sendable (String) -> Bool) {
        self.reader = reader
        self.today = today
        self.isKnownThing = isKnownThing
    }

    public func read(_ text: String, previous: SpendingQuery? = nil) async throws -> QuestionReading {
        var words = QuestionWords(text)
        var understood: [String] = []
        let followUpCue = words.takeOpening(["and what about", "and how about", "what about", "how about", "and for",
                                             "and on", "and at", "and with", "and", "same for", "same but", "now for",
                                             "ok and", "okay and", "also", "then", "what if"])
        let narrowing = words.takeOpening(["only", "just"]) != nil
        // "And the month before?": the period before the previous question's.
        let stepBack = previous != nil && !words.has("the day before yesterday")
            && words.take(["the month before", "the week before", "the year before", "the day before", "before that",
                           "the one before", "the period before", "the previous one"]) != nil
        // "Break that down by category": a pronoun for the previous question's slice.
        let refersBack = previous != nil && words.hasAny(["that", "those", "them"])
        let periodReader = PeriodReader(today: today)
        let periods = periodReader.read(&words)
        var unknown: [String] = []
        var reasons: [String] = []
        // Before the measures: "the last week of October" must not read as "the last" expense.
        var unsupported: [String] = []
        for phrase in Self.unsupported {
            while let range = words.find(phrase) {
                words.use(range)
                unsupported.append(words.original[range].joined(separator: " "))
            }
        }
        if !unsupported.isEmpty {
            unknown += unsupported
            reasons.append("I can't work out " + Self.list(unsupported.map { "'\($0)'" }, "or")
                           + " yet (I can do totals, counts, averages per expense or per month, and single days), "
                           + "so I won't guess a figure.")
        }
        var measure = MeasureReader().read(&words)
        let names = try await reader.knownNames()
        let elsewhere = notSpending(&words, people: names.people)
        if !elsewhere.isEmpty {
            unknown += elsewhere
            reasons.append("I only know what you spent yourself, and " + Self.list(elsewhere.map { "'\($0)'" }, "and")
                           + (elsewhere.count == 1 ? " is" : " are") + " about other money, so I won't give a figure.")
        }
        let mentionsAmount = words.leftover.contains { isNumber($0.word) || ["$", "€", "£"].contains($0.word) }
        var filter = SpendingFilter()
        var kinds: [Int: Subject] = [:]
        match(names.people, into: &filter.people, words: &words, before: ["with", "w", "for", "and"], kind: .person, &kinds)
        match(names.merchants, into: &filter.merchants, words: &words, before: ["at", "from", "in", "on", "to"],
              kind: .merchant, &kinds)
        matchCategories(names.categories, into: &filter.categories, words: &words, &kinds)
        if let implied = measure.category,
           let name = names.categories.first(where: { $0.lowercased() == implied.rawValue.lowercased() }),
           !filter.categories.contains(name) {
            filter.categories.append(name)
        }
        filter.currency = currency(&words)
        words.takeAll(Self.framingPhrases)
        let leftover = words.leftover.filter { !Self.framing.contains($0.word) && !isNumber($0.word) }
        if !leftover.isEmpty {
            let candidates = leftover.map(\.word)
            let present = try await reader.descriptionWords(among: candidates)
            for entry in leftover {
                // A word in a shop's place ("at Walgreens") must be a shop the user has been
                // to, even when it is an everyday word: its expenses are not "mentioning" it.
                let shopSlot = ["at", "from"].contains(words[entry.index - 1])
                    || words[entry.index - 1] == "the" && words[entry.index - 2] == "at"
                    || Self.isShopName(entry.word)
                let everyday = isKnownThing(entry.word) && !shopSlot && !Self.personCue(words, entry.index)
                if present.contains(entry.word) || everyday {
                    if !filter.words.contains(entry.word) { filter.words.append(entry.word) }
                    kinds[entry.index] = .word
                } else {
                    unknown.append(entry.typed)
                }
            }
        }
        // "Compare groceries and food", "more at Starbucks or Blue Bottle": two of one kind
        // side by side are a breakdown by that kind.
        let weighs = words.words.contains { ["more", "less", "most", "least"].contains($0) }
        if measure.groupBy == nil, periods.ranges.count <= 1,
           measure.compare || weighs && Self.joined(words, kinds, by: ["or", "vs", "versus"]) {
            let grouping: Grouping? = filter.merchants.count > 1 ? .merchant : filter.categories.count > 1 ? .category
                : filter.people.count > 1 ? .person : nil
            if let grouping {
                measure.groupBy = grouping
                measure.compare = false
                measure.reading = "by \(grouping.rawValue)"
            }
        }
        for union in Self.unions(words, kinds) {
            // "milk and eggs" may be one description; "coffee and gas" is either of two.
            if union.words, try await !reader.descriptionWords(among: [union.text.lowercased()]).isEmpty { continue }
            unknown.append(union.text)
            reasons.append("I can't add up '\(union.text)' as one figure yet, so I won't guess one: ask about each on its own.")
        }
        if measure.measure == .share,
           [!filter.merchants.isEmpty, !filter.categories.isEmpty, !filter.words.isEmpty, !filter.people.isEmpty]
            .filter({ $0 }).count > 1 {
            reasons.append("I can give a share of all your spending, but not of one part of it within another, "
                           + "so I won't guess a figure.")
        }
        // A bare slice ("lunches with Sarah") asks for its total; with an amount it is an expense.
        let asksSpending = words.words.contains { Self.spendingWords.contains($0) } || measure.measure != nil
            || measure.groupBy != nil || !periods.ranges.isEmpty || (!filter.isEmpty && !mentionsAmount)
        var isFollowUp = false
        var query: SpendingQuery
        let hasOwnMeasure = measure.measure != nil || measure.groupBy != nil
        // Without a cue, a question is a follow-up when it names a slice but no spending
        // verb, and asks nothing new: "What about November?", "What percent was transport?".
        let asksAgain = previous.map { !hasOwnMeasure || measure.measure == $0.measure && measure.groupBy == $0.groupBy } ?? false
        if let previous, followUpCue != nil || narrowing || stepBack || refersBack && filter.isEmpty
            || (asksAgain && !words.words.contains { Self.spendingWords.contains($0) }
                && (!periods.ranges.isEmpty || !filter.isEmpty)) {
            isFollowUp = true
            query = previous
            if !periods.ranges.isEmpty {
                // "How does that compare to last month?": the previous period against the new one.
                let against = (measure.compare || periods.againstCurrent) && periods.ranges.count == 1
                query.periods = against ? [previous.periods[0], periods.ranges[0]] : periods.ranges
                if against, query.measure == .usual || query.measure == .pace { query.measure = .total }
            }
            if stepBack, let first = previous.periods.first { query.periods = [previousRange(first)] }
            if periods.allTime { query.periods = [allTime(try await reader.firstExpenseDay())] }
            if filter.hasSubject {
                if narrowing {
                    query.filter.merchants += filter.merchants
                    query.filter.words += filter.words
                    query.filter.categories += filter.categories
                } else {
                    query.filter.merchants = filter.merchants
                    query.filter.words = filter.words
                    query.filter.categories = filter.categories
                }
            }
            if !filter.people.isEmpty { query.filter.people = narrowing ? query.filter.people + filter.people : filter.people }
            if let currency = filter.currency { query.filter.currency = currency }
            if hasOwnMeasure {
                query.measure = measure.measure ?? .total
                query.groupBy = measure.groupBy
                query.limit = measure.limit ?? query.measure.defaultLimit(grouped: measure.groupBy != nil)
            } else if let limit = measure.limit {
                // "What about the top 3?" after "my biggest expense".
                query.limit = limit
            }
        } else {
            var ranges = periods.ranges
            let first = try await reader.firstExpenseDay()
            if ranges.isEmpty {
                ranges = [SpendingQuery.defaultPeriod(filter: filter, measure: measure.measure, groupBy: measure.groupBy,
                                                      allTime: periods.allTime, firstExpense: first, today: today)]
            }
            if periods.againstCurrent, ranges.count == 1, let current = periodReader.current(like: ranges[0]) {
                // "More than last month?": this month against last month.
                ranges.insert(current, at: 0)
            } else if measure.compare, ranges.count == 1 {
                ranges.insert(previousRange(ranges[0]), at: 0)
            }
            if ranges.count > SpendingQuery.maximumPeriods { ranges = Array(ranges.prefix(SpendingQuery.maximumPeriods)) }
            var chosen = measure.measure ?? .total
            if chosen == .usual, ranges.count > 1 { chosen = .total }
            query = SpendingQuery(filter: filter, periods: ranges, measure: chosen, groupBy: measure.groupBy,
                                  limit: measure.limit)
        }
        if measure.reading == "by merchant", query.groupBy != .merchant { measure.reading = nil }
        understood = Self.describe(query)
        guard unknown.isEmpty, reasons.isEmpty, asksSpending || isFollowUp else {
            return QuestionReading(query: nil, understood: understood, notUnderstood: unknown,
                                   reason: reasons.isEmpty ? nil : reasons.joined(separator: " "), reading: measure.reading,
                                   isFollowUp: isFollowUp, isSpendingQuestion: asksSpending || isFollowUp)
        }
        return QuestionReading(query: query, understood: understood, notUnderstood: [], reason: nil,
                               reading: measure.reading, isFollowUp: isFollowUp, isSpendingQuestion: true)
    }

    // MARK: Names

    /// What a matched word of the question names, for telling "coffee at Starbucks"
    /// (both) from "groceries and coffee" (either).
    enum Subject { case merchant, person, category, word }

    /// Marks the longest stored names found in the question and adds them as stored.
    private func match(_ names: [String], into target: inout [String], words: inout QuestionWords, before cues: [String],
                       kind: Subject, _ kinds: inout [Int: Subject]) {
        let keyed = names.map { (name: $0, key: QuestionWords.key($0)) }.filter { !$0.key.isEmpty }
            .sorted { $0.key.count > $1.key.count }
        func take(_ range: Range<Int>, _ name: String) {
            words.use(range)
            for index in range { kinds[index] = kind }
            if cues.contains(words[range.lowerBound - 1]) { words.use(range.lowerBound - 1) }
            if !target.contains(name) { target.append(name) }
        }
        for entry in keyed {
            while let range = words.find(entry.key.joined(separator: " ")) { take(range, entry.name) }
            guard entry.key.count == 1, let word = entry.key.first, word.count > 2 else { continue }
            // "ubers" for "Uber"; "starbuck" for "Starbucks".
            let variants = word.hasSuffix("s") ? [word + "es", String(word.dropLast())] : [word + "s"]
            for variant in variants {
                while let range = words.find(variant) { take(range, entry.name) }
            }
        }
    }

    private func matchCategories(_ categories: [String], into target: inout [String], words: inout QuestionWords,
                                 _ kinds: inout [Int: Subject]) {
        // Stored names and everyday phrases together, longest first: "food shopping" is
        // Groceries before "shopping" is Shopping.
        var phrases: [(key: [String], name: String)] = categories.filter { $0.lowercased() != "other" }
            .map { (QuestionWords.key($0), $0) }
        for (phrase, category) in Self.categoryWords {
            guard let name = categories.first(where: { $0.lowercased() == category.rawValue.lowercased() }) else { continue }
            phrases.append((phrase.split(separator: " ").map(String.init), name))
        }
        if let other = categories.first(where: { $0.lowercased() == "other" }) {
            for phrase in ["other category", "on other", "other expenses", "miscellaneous", "misc"] {
                phrases.append((phrase.split(separator: " ").map(String.init), other))
            }
        }
        phrases.sort { $0.key.count != $1.key.count ? $0.key.count > $1.key.count
            : $0.key.joined().count > $1.key.joined().count }
        for (key, name) in phrases where !key.isEmpty {
            while let range = words.find(key.joined(separator: " ")) {
                words.use(range)
                for index in range { kinds[index] = .category }
                if ["on", "for", "in"].contains(words[range.lowerBound - 1]) { words.use(range.lowerBound - 1) }
                if !target.contains(name) { target.append(name) }
            }
        }
    }

    /// Money that is not the user's own spending: what someone else spent, what is owed,
    /// what came in. Marked used and returned as typed.
    private func notSpending(_ words: inout QuestionWords, people: [String]) -> [String] {
        var found: [String] = []
        func take(_ range: Range<Int>) {
            words.use(range)
            found.append(words.original[range].joined(separator: " "))
        }
        // "how much did Mike spend": Mike's own expenses are not recorded.
        for person in people {
            let key = QuestionWords.key(person).joined(separator: " ")
            var start = 0
            while let range = words.find(key, from: start) {
                start = range.upperBound
                if Self.spendingVerbs.contains(words[range.upperBound]) { take(range.lowerBound..<(range.upperBound + 1)) }
            }
        }
        for phrase in Self.notSpendingPhrases {
            while let range = words.find(phrase) { take(range) }
        }
        return found
    }

    /// Subjects joined by "and"/"or" that a filter cannot say: two kinds ("groceries and
    /// coffee" asks for either, while a filter's kinds must all hold), or two description
    /// words (which must all appear), unless `words` says the words may be one phrase.
    static func unions(_ words: QuestionWords, _ kinds: [Int: Subject]) -> [(text: String, words: Bool)] {
        var found: [(text: String, words: Bool)] = []
        for index in words.words.indices where ["and", "or", "plus", "vs", "versus"].contains(words[index]) {
            guard let left = kinds[index - 1], let right = kinds[index + 1], left != .person, right != .person,
                  left != right || left == .word else { continue }
            var start = index - 1
            while kinds[start - 1] == left { start -= 1 }
            var end = index + 1
            while kinds[end + 1] == right { end += 1 }
            found.append((words.original[start...end].joined(separator: " "), left == right))
        }
        return found
    }

    /// Whether two subjects of the same kind are joined by one of `joiners`.
    static func joined(_ words: QuestionWords, _ kinds: [Int: Subject], by joiners: [String]) -> Bool {
        words.words.indices.contains { index in
            joiners.contains(words[index]) && kinds[index - 1] != nil && kinds[index - 1] == kinds[index + 1]
        }
    }

    /// A chain's name from the parser's lexicon ("walgreens"): a shop, never a thing bought.
    static func isShopName(_ word: String) -> Bool {
        KnownBrands.isBrand(word)
    }

    private func currency(_ words: inout QuestionWords) -> String? {
        let table = ["euros": "EUR", "euro": "EUR", "eur": "EUR", "€": "EUR", "pounds": "GBP", "gbp": "GBP", "£": "GBP",
                     "yen": "JPY", "jpy": "JPY", "usd": "USD", "us dollars": "USD", "cad": "CAD", "canadian dollars": "CAD",
                     "aud": "AUD", "chf": "CHF", "francs": "CHF", "inr": "INR", "rupees": "INR", "mxn": "MXN", "pesos": "MXN"]
        for (phrase, code) in table.sorted(by: { $0.key.count > $1.key.count }) {
            if let range = words.find(phrase) {
                words.use(range)
                if ["in", "paid in"].contains(words[range.lowerBound - 1]) { words.use(range.lowerBound - 1) }
                return code
            }
        }
        return nil
    }

    static func personCue(_ words: QuestionWords, _ index: Int) -> Bool { ["with", "w"].contains(words[index - 1]) }

    private func isNumber(_ word: String) -> Bool { Int(word) != nil || PeriodReader.numberWords[word] != nil }

    // MARK: Periods

    func allTime(_ first: Day?) -> DayRange { .sinceStart(first, today: today) }

    /// The period before `range` of the same kind: the month before a month, the year
    /// before a year, otherwise as many days just before.
    func previousRange(_ range: DayRange) -> DayRange {
        let month = range.start.monthOfYear
        if range.start == month.firstDay, range.end.monthOfYear == month {
            let before = month.adding(months: -1)
            return DayRange(start: before.firstDay, end: before.lastDay, label: before == today.monthOfYear.adding(months: -1)
                            ? "last month" : "\(before.name) \(before.year)")
        }
        if range.start.month == 1, range.start.day == 1, range.end.year == range.start.year {
            let year = range.start.year - 1
            return DayRange(start: Day(year: year, month: 1, day: 1)!, end: Day(year: year, month: 12, day: 31)!, label: String(year))
        }
        let end = range.start.adding(days: -1)
        return DayRange(start: end.adding(days: -(range.days - 1)), end: end, label: "the \(range.days) days before")
    }

    // MARK: Words

    /// Everyday words for whole categories. Narrower words ("coffee", "uber", "gas")
    /// are description words or merchants instead: "coffee" is not all of Food & Dining.
    static let categoryWords: [(String, DefaultCategory)] = [
        ("food and dining", .food), ("eating out", .food), ("eat out", .food), ("ate out", .food), ("eaten out", .food),
        ("dining out", .food), ("dine out", .food), ("food", .food), ("dining", .food), ("restaurants", .food),
        ("restaurant", .food), ("takeout", .food), ("takeaway", .food), ("takeaways", .food), ("fast food", .food),
        ("meals out", .food),
        ("grocery shopping", .groceries), ("food shopping", .groceries), ("groceries", .groceries),
        ("grocery", .groceries), ("supermarket", .groceries), ("supermarkets", .groceries),
        ("transportation", .transportation), ("transport", .transportation), ("getting around", .transportation),
        ("travel", .transportation), ("commuting", .transportation), ("commute", .transportation),
        ("entertainment", .entertainment), ("fun", .entertainment), ("leisure", .entertainment),
        ("going out", .entertainment),
        ("shopping", .shopping), ("retail", .shopping),
        ("healthcare", .healthcare), ("health care", .healthcare), ("health", .healthcare), ("medical", .healthcare),
        ("wellness", .healthcare),
    ].sorted { $0.0.count > $1.0.count }

    /// Money in, debts and other people's spending: not in the user's expenses.
    static let notSpendingPhrases = [
        "pay me back", "paid me back", "pays me back", "get paid", "got paid", "gets paid", "paid me", "pay me",
        "pays me", "paid back", "pay back", "owe", "owes", "owed", "owing", "lent", "lend", "loaned", "borrowed",
        "earn", "earned", "earns", "earnings", "income", "salary", "paycheck", "wages", "savings", "saved", "save",
        "net worth", "balance", "refund", "refunds", "refunded",
    ]

    /// Verbs that make the person before them the one spending ("Mike spent").
    static let spendingVerbs: Set<String> = ["spend", "spent", "spends", "pay", "paid", "pays", "owe", "owes", "earn",
                                             "earned", "make", "made", "buy", "bought", "buys"]

    /// Measures the engine does not have: per week or day, a single day's total. Read as
    /// not understood, so they never fall back to a plain total.
    static let unsupported = [
        "per week", "a week", "each week", "every week", "weekly", "per day", "a day", "each day", "every day", "daily",
        "per year", "a year", "each year", "every year", "yearly", "annually", "which day", "what day", "which date",
        "what date", "single day", "one day", "weeks ago", "week ago", "years ago", "year ago",
        "mondays", "tuesdays", "wednesdays", "thursdays", "fridays", "saturdays", "sundays", "weekends", "the weekend",
        "first week", "second week", "third week", "fourth week", "last week of", "first half", "second half",
        "last day of", "first day of",
    ]

    /// Phrases that frame a question without changing what it asks.
    static let framingPhrases = ["the damage"]

    /// Words that ask about spending.
    static let spendingWords = Set<String>([
        "spend", "spent", "spending", "spends", "cost", "costs", "paid", "pay", "expenses", "expense", "total",
        "blow", "blew", "dropped", "splurged", "shelled", "forked", "outgoings", "purchases", "bought", "much",
        "money", "transactions", "visits", "went", "times",
    ])

    /// Words that frame a question without changing what it asks.
    static let framing = Set<String>([
        "how", "much", "many", "what", "whats", "which", "when", "where", "did", "do", "does", "done", "i", "me", "my",
        "mine", "myself", "we", "our", "us", "you", "your", "the", "a", "an", "on", "at", "in", "for", "of", "to", "from",
        "with", "and", "or", "by", "about", "is", "are", "was", "were", "be", "been", "being", "have", "has", "had",
        "spend", "spent", "spending", "spends", "expenses", "expense", "money", "cost", "costs", "costing", "total",
        "totals", "sum", "all", "so", "far", "tell", "show", "give", "list", "let", "know", "please", "can", "could",
        "would", "will", "should", "pay", "paid", "paying", "buy", "bought", "buying", "purchase", "purchases",
        "purchased", "get", "got", "go", "went", "going", "gone", "put", "blow", "blew", "drop", "dropped", "shell",
        "shelled", "fork", "forked", "splurge", "splurged", "out", "it", "its", "that", "this", "these", "those",
        "there", "their", "them", "they", "any", "some", "up", "just", "only", "also", "too", "lot", "lots", "more",
        "less", "than", "then", "over", "under", "per", "each", "every", "time", "altogether", "together",
        "stuff", "things", "thing", "whole", "entire", "amount", "amounts", "figure", "number", "dollars", "dollar",
        "bucks", "cash", "price", "charged", "charges", "im", "ive", "id", "worth", "am", "really", "exactly",
        "roughly", "approximately", "around", "like", "hey", "hi", "ok", "okay", "um", "uh", "well", "now", "yet",
        "already", "recorded", "record", "logged", "tracked", "combined", "both", "hows", "outgoings", "month",
        "months", "year", "years", "week", "weeks", "day", "days", "date", "dates", "since", "during", "between",
        "period", "visits", "visit", "trips", "trip", "transactions", "transaction", "payments", "payment", "hello",
        "assistant", "quick", "question", "tally", "overall", "up", "other", "else", "everything", "anything", "whole",
        "been", "has", "going", "wondering", "want", "wanna", "need", "see", "check", "look", "looking", "find",
        "work", "figure", "calculate", "compute", "sum", "breakdown", "split", "most", "least", "top", "bottom",
        "into", "onto", "out", "than", "as", "same", "again", "instead", "rather", "gone", "til", "till", "until",
        "before", "after", "recently", "lately", "currently", "still", "even", "ever", "always", "usually",
        "normally", "typically", "generally", "often", "spend", "spendings", "expenditure", "expenditures",
        "costed", "charge", "bill", "total", "whats", "s", "t", "don", "didn", "dont", "didnt", "doesnt", "much",
        "give", "given", "gave", "take", "took", "taken", "goes", "go", "log", "logged", "higher", "lower", "bigger",
        "smaller", "usually", "habit", "habits", "kind", "sort", "whatve", "whatd", "howd", "whered", "wheres", "whos",
        "ill", "weve", "isnt", "wasnt", "arent", "havent", "hasnt", "wont", "cant", "couldnt", "wouldnt", "thats",
        "theres", "lets", "youve", "youre", "worse", "better", "night", "morning", "evening", "afternoon", "eat", "ate",
        "eaten", "eating", "drank", "order", "ordered", "grab", "grabbed", "down",
    ])

    // MARK: Describing

    /// The parts of a query in words, for saying what was understood.
    public static func describe(_ query: SpendingQuery) -> [String] {
        var parts: [String] = []
        let filter = query.filter
        if !filter.merchants.isEmpty { parts.append("at " + list(filter.merchants, "or")) }
        if !filter.categories.isEmpty { parts.append("on " + list(filter.categories, "or")) }
        if !filter.words.isEmpty { parts.append("expenses mentioning " + list(filter.words.map { "'\($0)'" }, "and")) }
        if !filter.people.isEmpty { parts.append("with " + list(filter.people, "or")) }
        if let currency = filter.currency { parts.append("in \(currency) only") }
        parts += query.periods.map(\.phrase)
        switch query.measure {
        case .total: if query.groupBy == nil { parts.append("the total") }
        case .count: parts.append("how many")
        case .average: parts.append("the average per expense")
        case .monthlyAverage: parts.append("the average per month")
        case .largest: parts.append(query.limit == 1 ? "the largest expense" : "the \(query.limit) largest expenses")
        case .smallest: parts.append(query.limit == 1 ? "the smallest expense" : "the \(query.limit) smallest expenses")
        case .recent: parts.append(query.limit == 1 ? "the latest expense" : "the \(query.limit) latest expenses")
        case .share: parts.append("the share of all spending")
        case .usual: parts.append("against your usual month")
        case .pace: parts.append("the pace for the month")
        }
        if let grouping = query.groupBy { parts.append("by \(grouping.rawValue)") }
        return parts
    }

    static func list(_ items: [String], _ joiner: String) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(joiner) " + items.last!
    }
}
