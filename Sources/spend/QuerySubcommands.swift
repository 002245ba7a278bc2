import ArgumentParser
import SpendProtocol

/// `spend total`: exact figures for any slice of spending, from options or in words.
struct Total: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Totals, counts, averages and breakdowns for any slice of your spending.",
        discussion: """
            Give the slice with options, or ask in words:
              spend total --merchant Starbucks
              spend total --category Groceries --period 2026-09 --compare 2026-10
              spend total --person Mike --measure count --period 'this year'
              spend total --by category --period 'last month'
              spend total --by month --word coffee
              spend total --measure largest --limit 5 --period 'since June'
              spend total how much did I spend on uber last month
            Measures: total, count, average, monthly_average, largest, smallest,
            recent, share, usual, pace. Breakdowns (--by): month, category, merchant,
            person, weekday. Without a period: all time when something is filtered,
            else this month. Other currencies are converted at your rates
            (`spend rate set`); those without a rate are listed apart.
            """,
        aliases: ["query"])

    @OptionGroup var global: GlobalOptions
    @Option(help: "Merchant (repeat for several).") var merchant: [String] = []
    @Option(help: "Person (repeat for several).") var person: [String] = []
    @Option(help: "A word of the description (repeat: all must appear).") var word: [String] = []
    @Option(help: "Category (repeat for several).") var category: [String] = []
    @Option(help: "Only this currency, unconverted.") var currency: String?
    @Option(help: "When: 'last month', 2026-10, 'since June', 'the last 30 days', 'from March to May'.") var period: String?
    @Option(help: "A second period to compare with.") var compare: String?
    @Option(help: "First day (YYYY-MM-DD).") var from: String?
    @Option(help: "Last day (YYYY-MM-DD).") var to: String?
    @Option(help: "What to compute (default total).") var measure: String?
    @Option(help: "Break down by month, category, merchant, person or weekday.") var by: String?
    @Option(help: "Rows of a list or breakdown.") var limit: Int?
    @Argument(help: "Or the question in words.") var question: [String] = []

    func run() throws {
        var fields: [(String, JSONValue)] = [("cmd", .string("query"))]
        if !question.isEmpty {
            fields.append(("question", .string(question.joined(separator: " "))))
        } else {
            for (key, values) in [("merchant", merchant), ("person", person), ("word", word), ("category", category)] where !values.isEmpty {
                fields.append((key, .array(values.map(JSONValue.string))))
            }
            for (key, value) in [("currency", currency), ("period", period), ("compare", compare), ("from", from), ("to", to),
                                 ("measure", measure), ("group_by", by)] {
                if let value { fields.append((key, .string(value))) }
            }
            if let limit { fields.append(("limit", .int(limit))) }
        }
        let result = try global.call(fields)
        guard !global.json else { return }
        print(result["text"]?.stringValue ?? "")
        let periods = result["periods"]?.arrayValue ?? []
        let currencyCode = result["currency"]?.stringValue
        for period in periods {
            if let groups = period["groups"]?.arrayValue, !groups.isEmpty {
                if periods.count > 1 { print("\n" + (period["label"]?.stringValue ?? "")) }
                let rows = groups.map { row -> [String] in
                    [row["key"]?.stringValue ?? "—", Format.money(row["total"], currencyCode),
                     row["count"]?.numberText ?? "", (row["percent"]?.numberText ?? "0") + "%"]
                }
                print(Format.table([by?.uppercased() ?? "GROUP", "TOTAL", "COUNT", "SHARE"], rows, rightAligned: [1, 2, 3]))
            }
            if let expenses = period["expenses"]?.arrayValue, expenses.count > 1 {
                print(Format.expenseTable(expenses))
            }
        }
    }
}
