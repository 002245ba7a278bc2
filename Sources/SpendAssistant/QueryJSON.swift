import SpendCore
import SpendProtocol
import SpendQuery
import SpendStore

/// The wire shape of spending queries and their results, shared by the `query` verb,
/// the `ask` reply and a language model's tool calls. Money is a JSON number with the
/// currency's exact digits, counts are integers, percentages have one decimal.
public enum QueryJSON {
    public struct Invalid: Error {
        public let message: String
    }

    public static let fieldNames = ["question", "merchant", "person", "word", "category", "currency", "from", "to", "period",
                             "compare", "measure", "group_by", "limit"]

    /// A query from named fields. Lists may be JSON arrays or comma-separated text.
    /// Categories are matched case-insensitively against `categories`.
    public static func query(_ fields: [(String, JSONValue)], categories: [String], today: Day, firstDay: Day?) throws(Invalid) -> SpendingQuery {
        var filter = SpendingFilter()
        var periods: [DayRange] = []
        var measure = Measure.total
        var grouping: Grouping?
        var limit: Int?
        var from: Day?
        var to: Day?
        for (key, value) in fields {
            switch key {
            case "merchant", "merchants": filter.merchants = try list(value, key)
            case "person", "people": filter.people = try list(value, key)
            case "word", "words": filter.words = try list(value, key).map { $0.lowercased() }
            case "category", "categories":
                filter.categories = try list(value, key).map { name throws(Invalid) in
                    guard let stored = DefaultCategory.resolve(name, among: categories) else {
                        throw Invalid(message: "Unknown category '\(name)'; the categories are \(categories.joined(separator: ", "))")
                    }
                    return stored
                }
            case "currency":
                let code = try text(value, key).uppercased()
                guard Currency(code: code) != nil else { throw Invalid(message: "Unknown currency '\(code)'") }
                filter.currency = code
            case "from": from = try day(value, key)
            case "to", "until": to = try day(value, key)
            case "period", "compare", "periods":
                for item in try list(value, key, splitCommas: false) {
                    guard let read = PeriodText.read(item, today: today) else {
                        throw Invalid(message: "'\(item)' is not a period; try 'last month', '2026-10', 'since June', "
                                      + "'the last 30 days' or 'from March to May'")
                    }
                    periods += read.isEmpty ? [.sinceStart(firstDay, today: today)] : read
                }
            case "measure":
                let name = try text(value, key)
                guard let chosen = Measure(rawValue: name) else {
                    throw Invalid(message: "Unknown measure '\(name)'; one of \(Measure.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                measure = chosen
            case "group_by", "by":
                let name = try text(value, key)
                guard let chosen = Grouping(rawValue: name) else {
                    throw Invalid(message: "Unknown grouping '\(name)'; one of \(Grouping.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                grouping = chosen
            case "limit":
                guard let number = value.intValue, (1...Int64(SpendingQuery.maximumLimit)).contains(number) else {
                    throw Invalid(message: "limit must be a whole number from 1 to \(SpendingQuery.maximumLimit)")
                }
                limit = Int(number)
            default:
                throw Invalid(message: "Unknown field '\(key)'; the fields are \(fieldNames.joined(separator: ", "))")
            }
        }
        if from != nil || to != nil {
            let start = from ?? firstDay ?? today
            let end = to ?? today
            guard start <= end else { throw Invalid(message: "from (\(start.iso)) is after to (\(end.iso))") }
            periods.insert(DayRange(start: start, end: end, label: start == end ? "on \(start.iso)" : "from \(start.iso) to \(end.iso)"), at: 0)
        }
        if periods.isEmpty {
            periods = [SpendingQuery.defaultPeriod(filter: filter, measure: measure, groupBy: grouping, allTime: false,
                                                   firstExpense: firstDay, today: today)]
        }
        guard periods.count <= SpendingQuery.maximumPeriods else {
            throw Invalid(message: "At most \(SpendingQuery.maximumPeriods) periods can be compared")
        }
        return SpendingQuery(filter: filter, periods: periods, measure: measure, groupBy: grouping, limit: limit)
    }

    private static func text(_ value: JSONValue, _ key: String) throws(Invalid) -> String {
        guard let text = value.stringValue, !text.trimmingSpaces.isEmpty else { throw Invalid(message: "\(key) must be text") }
        return text.trimmingSpaces
    }

    private static func day(_ value: JSONValue, _ key: String) throws(Invalid) -> Day {
        guard let text = value.stringValue, let day = Day(iso: text) else { throw Invalid(message: "\(key) must be a date YYYY-MM-DD") }
        // A breakdown by month lists every month of the range: keep it to what a person means.
        guard (1900...2199).contains(day.year) else { throw Invalid(message: "\(key) must be a date between 1900 and 2199") }
        return day
    }

    private static func list(_ value: JSONValue, _ key: String, splitCommas: Bool = true) throws(Invalid) -> [String] {
        let items: [String]
        if let array = value.arrayValue {
            items = try array.map { item throws(Invalid) in try text(item, key) }
        } else {
            let whole = try text(value, key)
            items = splitCommas ? whole.split(separator: ",").map { $0.trimmingSpaces }.filter { !$0.isEmpty } : [whole]
        }
        guard !items.isEmpty, items.count <= 20 else { throw Invalid(message: "\(key) needs 1 to 20 values") }
        return items
    }

    /// A query from fields, with the store's categories and first expense, for the
    /// `query` verb and the model's tool alike.
    public static func query(_ fields: [(String, JSONValue)], store: ExpenseStore, today: Day) async throws -> SpendingQuery {
        let categories = try await store.categoryNames()
        let firstDay = try await store.firstExpenseDay()
        return try query(fields, categories: categories, today: today, firstDay: firstDay)
    }

    /// Runs `query` and encodes the result with its sentence under `textKey`.
    public static func answer(_ query: SpendingQuery, store: ExpenseStore, currency: Currency, today: Day,
                              reading: String? = nil, textKey: String = "text") async throws -> JSONValue {
        let result = try await QueryEngine(reader: store, currency: currency, today: today).run(query)
        return .object((Self.result(result).objectValue ?? []) + [(textKey, .string(QueryNarrator.answer(result, reading: reading)))])
    }

    // MARK: Encoding

    public static func range(_ range: DayRange) -> JSONValue {
        .object([("start", .string(range.start.iso)), ("end", .string(range.end.iso)), ("label", .string(range.label))])
    }

    public static func encode(_ query: SpendingQuery) -> JSONValue {
        let filter = query.filter
        return .object([
            ("merchants", .array(filter.merchants.map(JSONValue.string))),
            ("people", .array(filter.people.map(JSONValue.string))),
            ("words", .array(filter.words.map(JSONValue.string))),
            ("categories", .array(filter.categories.map(JSONValue.string))),
            ("currency", .optional(filter.currency)),
            ("periods", .array(query.periods.map(range))),
            ("measure", .string(query.measure.rawValue)),
            ("group_by", .optional(query.groupBy?.rawValue)),
            ("limit", .int(query.limit)),
        ])
    }

    public static func result(_ result: QueryResult) -> JSONValue {
        let currency = result.currency
        let money = { (minor: Int64) in ExpenseJSON.amount(minor, currency) }
        let percent = { (tenths: Int64) in JSONValue.number(Rounding.percentText(tenths: tenths).replacingPercent) }
        func sums(_ list: [CurrencySum]) -> JSONValue {
            .array(list.map { sum in
                let original = Currency(code: sum.currency)
                return .object([
                    ("currency", .string(sum.currency)),
                    ("total", original.map { ExpenseJSON.amount(sum.total, $0) } ?? .int(sum.total)),
                    ("count", .int(sum.count)),
                    ("converted", sum.converted.map(money) ?? .null),
                    ("rate", sum.rate.map { .number($0.text) } ?? .null),
                ])
            })
        }
        let periods = result.periods.map { period -> JSONValue in
            var fields: [(String, JSONValue)] = [
                ("start", .string(period.range.start.iso)), ("end", .string(period.range.end.iso)),
                ("label", .string(period.range.label)), ("open", .bool(period.isOpen)),
                ("total", money(period.total)), ("count", .int(period.count)),
                ("average", period.average.map(money) ?? .null),
                ("converted", sums(period.converted)), ("unconverted", sums(period.unconverted)),
            ]
            if let monthly = period.monthly {
                fields.append(("monthly_average", .object([
                    ("amount", money(monthly.amount)), ("months", .array(monthly.months.map { .string($0.iso) })),
                    ("left_out_current_month", .bool(monthly.leftOutCurrentMonth)),
                    ("skipped_before_first_expense", .bool(monthly.skippedBeforeFirstExpense)),
                ])))
            } else if result.query.measure == .monthlyAverage {
                fields.append(("monthly_average", .null))
            }
            if result.query.groupBy != nil {
                fields.append(("groups", .array(period.groups.map { row in
                    .object([("key", .optional(row.key)), ("total", money(row.total)), ("count", .int(row.count)),
                             ("percent", percent(row.tenthsOfPercent)), ("partial", .bool(row.isPartial))])
                })))
                fields.append(("group_count", .int(period.groupCount)))
            }
            if result.query.measure.listsExpenses {
                fields.append(("expenses", .array(period.expenses.map { line in
                    var encoded = ExpenseJSON.encode(line.expense).objectValue ?? []
                    encoded.append(("amount_in_report_currency", money(line.amount)))
                    return .object(encoded)
                })))
            }
            if let share = period.share {
                fields.append(("share", .object([("part", money(share.part)), ("whole", money(share.whole)),
                                                 ("percent", percent(share.tenthsOfPercent))])))
            }
            if let usual = period.usual {
                fields.append(("usual", .object([
                    ("average_month", money(usual.averageMonth)), ("months", .array(usual.months.map { .string($0.iso) })),
                    ("includes_current_month", .bool(false)),
                    ("skipped_before_first_expense", .bool(usual.skippedBeforeFirstExpense)),
                    ("projected", usual.projected.map(money) ?? .null), ("days_elapsed", .int(usual.daysElapsed)),
                    ("days_in_month", .int(usual.daysInMonth)),
                ])))
            }
            return .object(fields)
        }
        let difference: JSONValue = result.difference.map { gap in
            switch result.query.measure {
            case .count: .int(gap)
            case .share: .number(Rounding.percentText(tenths: gap).replacingPercent)
            default: money(gap)
            }
        } ?? .null
        return .object([
            ("query", encode(result.query)),
            ("currency", .string(currency.code)),
            ("first_expense", .optional(result.firstExpenseDay?.iso)),
            ("periods", .array(periods)),
            ("difference", difference),
        ])
    }
}

private extension String {
    /// "42.5%" → "42.5" for a JSON number.
    var replacingPercent: String { hasSuffix("%") ? String(dropLast()) : self }
}
