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
        let periods = PeriodReader(today: today).read(&words)
        var measure = MeasureReader().read(&words)
        let names = try await reader.knownNames()
        var filter = SpendingFilter()
        match(names.people, into: &filter.people, words: &words, before: ["with", "w", "for", "and"])
        match(names.merchants, into: &filter.merchants, words: &words, before: ["at", "from", "in", "on", "to"])
        matchCategories(names.categories, into: &filter.categories, words: &words)
        filter.currency = currency(&words)
        let leftover = words.leftover.filter { !Self.framing.contains($0.word) && !isNumber($0.word) }
        var unknown: [String] = []
        if !leftover.isEmpty {
            let candidates = leftover.map(\.word)
            let present = try await reader.descriptionWords(among: candidates)
            for entry in leftover {
                if present.contains(entry.word) || isKnownThing(entry.word) && !Self.personCue(words, entry.index) {
                    if !filter.words.contains(entry.word) { filter.words.append(entry.word) }
                } else {
                    unknown.append(entry.typed)
                }
            }
        }
        let asksSpending = words.words.contains { Self.spendingWords.contains($0) } || measure.measure != nil
            || measure.groupBy != nil || !periods.ranges.isEmpty
        var isFollowUp = false
        var query: SpendingQuery
        let hasOwnMeasure = measure.measure != nil || measure.groupBy != nil
        if let previous, followUpCue != nil || narrowing || (!hasOwnMeasure && !words.words.contains { Self.spendingWords.contains($0) }
                                                           && (!periods.ranges.isEmpty || !filter.isEmpty)) {
            isFollowUp = true
            query = previous
            if !periods.ranges.isEmpty { query.periods = periods.ranges }
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
            }
        } else {
            var ranges = periods.ranges
            let first = try await reader.firstExpenseDay()
            if ranges.isEmpty {
                let wholeHistory = periods.allTime || !filter.isEmpty
                    || [.monthlyAverage, .largest, .smallest, .recent].contains(measure.measure)
                    || measure.groupBy == .month
                let month = today.monthOfYear
                ranges = wholeHistory && measure.measure != .usual && measure.measure != .pace
                    ? [allTime(first)] : [DayRange(start: month.firstDay, end: today, label: "this month")]
            }
            if measure.compare, ranges.count == 1 { ranges.insert(previousRange(ranges[0]), at: 0) }
            if ranges.count > SpendingQuery.maximumPeriods { ranges = Array(ranges.prefix(SpendingQuery.maximumPeriods)) }
            var chosen = measure.measure ?? .total
            if chosen == .usual, ranges.count > 1 { chosen = .total }
            query = SpendingQuery(filter: filter, periods: ranges, measure: chosen, groupBy: measure.groupBy,
                                  limit: measure.limit)
        }
        if measure.reading == "by merchant", query.groupBy != .merchant { measure.reading = nil }
        understood = Self.describe(query)
        guard unknown.isEmpty, asksSpending || isFollowUp else {
            return QuestionReading(query: nil, understood: understood, notUnderstood: unknown, reading: measure.reading,
                                   isFollowUp: isFollowUp, isSpendingQuestion: asksSpending || isFollowUp)
        }
        return QuestionReading(query: query, understood: understood, notUnderstood: [], reading: measure.reading,
                               isFollowUp: isFollowUp, isSpendingQuestion: true)
    }

    // MARK: Names

    /// Marks the longest stored names found in the question and adds them as stored.
    private func match(_ names: [String], into target: inout [String], words: inout QuestionWords, before cues: [String]) {
        let keyed = names.map { (name: $0, key: QuestionWords.key($0)) }.filter { !$0.key.isEmpty }
            .sorted { $0.key.count > $1.key.count }
        for entry in keyed {
            while let range = words.find(entry.key.joined(separator: " ")) {
                words.use(range)
                if cues.contains(words[range.lowerBound - 1]) { words.use(range.lowerBound - 1) }
                if !target.contains(entry.name) { target.append(entry.name) }
            }
            // "mcdonalds" for "McDonald's" is handled by the key; "starbuck" for "Starbucks" by the plural.
            if entry.key.count == 1, entry.key[0].hasSuffix("s"), let range = words.find(String(entry.key[0].dropLast())) {
                words.use(range)
                if !target.contains(entry.name) { target.append(entry.name) }
            }
        }
    }

    private func matchCategories(_ categories: [String], into target: inout [String], words: inout QuestionWords) {
        match(categories.filter { $0.lowercased() != "other" }, into: &target, words: &words, before: ["on", "for", "in"])
        if words.take(["other category", "on other", "other expenses", "miscellaneous", "misc"]) != nil,
           let other = categories.first(where: { $0.lowercased() == "other" }) {
            target.append(other)
        }
        for (phrase, category) in Self.categoryWords {
            guard let range = words.find(phrase) else { continue }
            guard let name = categories.first(where: { $0.lowercased() == category.rawValue.lowercased() }) else { continue }
            words.use(range)
            if !target.contains(name) { target.append(name) }
        }
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

    func allTime(_ first: Day?) -> DayRange {
        DayRange(start: min(first ?? today, today), end: today, label: "since you started")
    }

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

    /// Words that ask about spending.
    static let spendingWords = Set<String>([
        "spend", "spent", "spending", "spends", "cost", "costs", "paid", "pay", "expenses", "expense", "total",
        "blow", "blew", "dropped", "splurged", "shelled", "forked", "outgoings", "purchases", "bought", "much",
        "money", "owe", "transactions", "visits", "went", "times",
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
        "before", "after", "ago", "recently", "lately", "currently", "still", "even", "ever", "always", "usually",
        "normally", "typically", "generally", "often", "spend", "owe", "spendings", "expenditure", "expenditures",
        "costed", "charge", "bill", "total", "whats", "s", "t", "don", "didn", "dont", "didnt", "doesnt", "much",
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
