import SpendCore

/// Finds what a question wants told: a count, an average, the largest expenses, a share,
/// a breakdown, a comparison with the usual month. Phrases are marked used, so they never
/// count as words that were not understood.
struct MeasureReader {
    struct Found {
        var measure: Measure?
        var groupBy: Grouping?
        var limit: Int?
        /// "compare", "vs", "difference": the periods are to be set side by side.
        var compare = false
        /// Said when a question could mean more than one thing.
        var reading: String?
        /// The category a grouping word implies: "which restaurant" ranks merchants of Food & Dining.
        var category: DefaultCategory?
    }

    func read(_ words: inout QuestionWords) -> Found {
        var found = Found()
        if words.takeAll(["compare", "compared", "comparing", "comparison", "difference between", "difference",
                          "versus", "vs", "side by side", "change from", "changed"]) {
            found.compare = true
        }
        let limit = topCount(&words)
        found.limit = limit
        let average = words.takeAll(["on average", "average", "averages", "avg", "mean", "typical", "typically",
                                     "normally spend", "usually spend", "per visit", "per trip", "each time",
                                     "a visit", "a trip", "per expense", "per transaction", "per purchase", "per time"])
        let perMonth = words.takeAll(["per month", "a month", "monthly", "month on average"])
        if average, perMonth || words.take(["month", "months"]) != nil {
            found.measure = .monthlyAverage
        } else if perMonth, found.measure == nil, !average {
            // "how much do I spend per month on coffee": a monthly average, unless a
            // breakdown is asked ("per month breakdown", "each month").
            if words.takeAll(["breakdown", "broken down", "list"]) {
                found.groupBy = .month
            } else {
                found.measure = .monthlyAverage
            }
        } else if average {
            found.measure = .average
        }
        // "how many dollars did I spend": an amount, not a count.
        if let range = words.find("how many"), ["dollars", "dollar", "bucks", "euros", "pounds", "quid"].contains(words[range.upperBound]) {
            words.use(range)
        }
        if words.takeAll(["how many times", "how many", "how often", "count", "number of", "count of", "times did i",
                          "times have i", "times"]) {
            found.measure = found.measure ?? .count
        }
        if words.takeAll(["than usual", "than normal", "than average", "than typical", "than i usually",
                          "than i normally", "usual", "normal", "more than usual", "less than usual"]) {
            found.measure = .usual
        }
        if words.takeAll(["on track", "on pace", "at this pace", "at this rate", "pace", "projected", "projection",
                          "will i spend", "am i going to spend", "end of the month", "by the end of the month"]) {
            found.measure = .pace
        }
        if words.takeAll(["what percent", "what percentage", "percentage", "percent", "share", "proportion",
                          "fraction", "what part", "how much of my", "portion"]) {
            found.measure = .share
        }
        let listWords = ["expenses", "expense", "purchases", "purchase", "transactions", "transaction", "items",
                         "payments", "payment", "things", "spends", "charges", "charge", "bills", "one", "ones"]
        if words.takeAll(["biggest", "largest", "most expensive", "priciest", "highest", "max", "maximum", "costliest",
                          "largest single", "big", "expensive", "in one go", "single purchase", "at once"]) {
            if group(&words, into: &found) == nil {
                found.measure = .largest
            } else if found.limit == nil, !words.words.contains(where: Self.pluralGroups.contains) {
                // "my biggest category": the top one; "my biggest categories": the ranking.
                found.limit = 1
            }
        } else if words.takeAll(["smallest", "cheapest", "least expensive", "lowest", "min", "minimum", "small"]) {
            found.measure = .smallest
        } else if words.takeAll(["most recent", "latest", "recent", "when did i last", "last time", "newest",
                                 "last purchase", "last expense", "last transaction", "last payment", "last thing", "my last",
                                 "the last", "last"]) {
            found.measure = .recent
        }
        if found.measure == .largest || found.measure == .smallest || found.measure == .recent {
            let plural = words.hasAny(["expenses", "purchases", "transactions", "items", "payments", "charges", "ones",
                                       "things", "bills"])
            words.takeAll(listWords)
            found.limit = limit ?? (plural ? 5 : 1)
            words.takeAll(["single"])
            return found
        }
        if found.groupBy == nil { _ = group(&words, into: &found) }
        // "top 5 expenses": a ranked list of expenses needs no "biggest".
        if found.groupBy == nil, found.measure == nil, limit != nil,
           words.hasAny(["expenses", "purchases", "transactions", "payments", "charges", "things", "items"]) {
            words.takeAll(listWords)
            found.measure = .largest
            return found
        }
        // "which shop do I go to most often": ranked by visits, not by money.
        if found.groupBy != nil, found.measure == nil,
           words.hasAny(["most often", "most frequently", "the most times", "most times", "more often", "frequently"]) {
            words.takeAll(["most often", "most frequently", "the most times", "most times", "more often", "frequently"])
            found.measure = .count
            found.limit = found.limit ?? 1
        }
        if found.groupBy != nil, found.limit == nil, words.takeAll(["most", "top", "the most", "most often",
                                                                    "main", "biggest", "favorite", "favourite"]) {
            found.limit = 1
        }
        // "what do I spend the most on": the categories, said as the reading taken.
        if found.groupBy == nil, found.measure == nil,
           words.hasAny(["spend the most on", "spent the most on", "spend most on", "spent most on", "most money on",
                         "most of my money on", "spend the most money on", "spent the most money on"]) {
            words.takeAll(["the most", "most"])
            found.groupBy = .category
            found.limit = 1
            found.reading = "by category"
        }
        if found.groupBy == nil, words.takeAll(["trend", "trends", "trending", "over time", "month by month",
                                                "month to month", "history", "each month", "every month",
                                                "by month", "per month", "monthly", "breakdown by month"]) {
            found.groupBy = .month
        }
        let breakdown = ["breakdown", "break down", "broken down", "split", "break it down", "break that down",
                         "break this down", "break those down", "break them down"]
        if found.groupBy != nil { words.takeAll(breakdown) }
        if found.groupBy == nil, words.takeAll(breakdown) {
            found.groupBy = .category
            found.reading = "by category"
        }
        return found
    }

    static let pluralGroups: Set<String> = ["categories", "merchants", "stores", "shops", "places", "people",
                                            "restaurants", "months", "days", "weekdays"]

    /// "by category", "which store", "who do I spend the most with": a breakdown.
    @discardableResult
    private func group(_ words: inout QuestionWords, into found: inout Found) -> Grouping? {
        let table: [(Grouping, [String])] = [
            (.category, ["by category", "per category", "each category", "which category", "what category",
                         "which categories", "what categories", "top category", "top categories", "categories",
                         "category", "biggest category", "main category", "what kind of things", "what type of"]),
            (.merchant, ["by merchant", "per merchant", "each merchant", "which merchant", "what merchant", "merchants",
                         "merchant", "which store", "what store", "which stores", "which shop", "which shops",
                         "which restaurant", "which restaurants", "what restaurant", "which place", "which places",
                         "what place", "what places", "which supermarket", "which supermarkets", "what supermarket",
                         "which grocery store", "which grocery stores", "what grocery store", "which business", "which businesses", "which brand", "which brands",
                         "where", "vendors", "vendor"]),
            (.person, ["by person", "per person", "each person", "which person", "who", "whom", "with whom",
                       "which friend", "which friends", "by people"]),
            (.weekday, ["which day of the week", "what day of the week", "day of the week", "days of the week",
                        "by weekday", "per weekday", "which weekday", "what weekday", "weekday", "weekdays"]),
            (.month, ["which month", "what month", "by month", "per month", "each month", "months"]),
        ]
        if words.hasAny(["which restaurant", "which restaurants", "what restaurant", "what restaurants"]) {
            found.category = .food
        } else if words.hasAny(["which supermarket", "which supermarkets", "which grocery store", "which grocery stores",
                                "what supermarket", "what grocery store"]) {
            found.category = .groceries
        }
        for (grouping, phrases) in table where words.takeAll(phrases) {
            found.groupBy = grouping
            if grouping == .merchant, found.reading == nil { found.reading = "by merchant" }
            return grouping
        }
        return nil
    }

    /// "top 5", "5 biggest", "three largest": how many rows.
    private func topCount(_ words: inout QuestionWords) -> Int? {
        for index in 0..<words.count where !words.isUsed(index) {
            guard let number = PeriodReader.number(words[index]), number > 0, number <= SpendingQuery.maximumLimit else { continue }
            let before = words[index - 1]
            let after = words[index + 1]
            let ranked = ["biggest", "largest", "smallest", "cheapest", "most", "highest", "lowest", "latest", "recent",
                          "expensive", "priciest", "merchants", "categories", "stores", "places", "people", "expenses",
                          "purchases", "transactions", "months", "shops", "restaurants"]
            if before == "top" || before == "first" || ranked.contains(after) && after != "months"
                || (after == "most" && words[index + 2] == "expensive") {
                if before == "top" || before == "first" { words.use(index - 1) }
                words.use(index)
                return number
            }
        }
        return nil
    }
}
