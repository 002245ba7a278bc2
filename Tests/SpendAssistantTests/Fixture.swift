import Foundation
import GRDB
import SpendAssistant
import SpendCore
import SpendStore

/// A temp database seeded with eight months of deterministic expenses, plus an
/// independent oracle: hand-written SQL over `expenses` through a separate GRDB
/// connection, never the store's queries or `monthly_totals`.
final class AssistantFixture {
    static let today = Day(iso: "2026-11-21")!
    let directory: String
    var path: String { directory + "/spend.sqlite" }
    let store: ExpenseStore
    let queue: DatabaseQueue
    let categories: [String]

    init(seeded: Bool = true) async throws {
        directory = NSTemporaryDirectory() + "spend-assistant-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        store = try ExpenseStore(path: directory + "/spend.sqlite")
        if seeded { try await store.insertAll(Self.seed(), source: "test") }
        queue = try DatabaseQueue(path: directory + "/spend.sqlite")
        categories = try await store.categoryNames() + ["Pets"]
    }

    deinit { try? FileManager.default.removeItem(atPath: directory) }

    /// The question as the daemon answers it: routed by `Assistant.reply`.
    func ask(_ text: String) async throws -> AssistantReply {
        try await Assistant.reply(to: text, store: store, currency: .usd, today: Self.today, previous: nil)
    }

    /// How the analyser classifies a question (facts intents, or `unknown` for the query engine).
    func analyze(_ text: String) -> Question {
        QuestionAnalyzer.analyze(text, today: Self.today, categories: categories, currency: .usd)
    }

    // MARK: Seed

    static func draft(_ minor: Int64, _ category: String, _ description: String, _ date: String,
                      currency: String = "USD") -> ExpenseDraft {
        ExpenseDraft(money: Money(minorUnits: minor, currency: Currency(code: currency)!), category: category,
                     categoryConfidence: 0.9, categorySource: .lexicon, description: description,
                     merchant: nil, person: nil, date: Day(iso: date)!)
    }

    /// April to October: generated amounts topped up by a groceries run so each month
    /// hits a round target (May–October average exactly $200.00). November to date is
    /// the brief's sample: $172.56 in 5 transactions. Plus EUR expenses and one
    /// future-dated expense that "this month" must leave out.
    static func seed() -> [ExpenseDraft] {
        var random: UInt64 = 0x5EED
        func next(_ low: Int64, _ high: Int64) -> Int64 {
            random = random &* 6364136223846793005 &+ 1442695040888963407
            return low + Int64((random >> 33) % UInt64(high - low + 1))
        }
        let targets: [(String, Int64)] = [("2026-04", 15000), ("2026-05", 18000), ("2026-06", 21000),
                                          ("2026-07", 19500), ("2026-08", 22000), ("2026-09", 20500), ("2026-10", 19000)]
        var drafts: [ExpenseDraft] = []
        for (month, target) in targets {
            var monthDrafts: [ExpenseDraft] = []
            func add(_ category: String, _ description: String, _ low: Int64, _ high: Int64) {
                let day = next(1, 28)
                monthDrafts.append(draft(next(low, high), category, description, month + "-" + (day < 10 ? "0" : "") + String(day)))
            }
            for description in ["lunch", "coffee", "dinner", "takeout"] { add("Food & Dining", description, 1000, 2200) }
            add("Transportation", "uber", 700, 1500)
            add("Transportation", "parking", 700, 1500)
            add("Entertainment", "movie", 900, 1300)
            if month == "2026-05" || month == "2026-08" { add("Healthcare", "pharmacy", 2000, 3000) }
            if month == "2026-06" || month == "2026-09" {
                add("Shopping", "shoes", 1500, 2500)
                add("Pets", "dog food", 1000, 1400)
            }
            let sum = monthDrafts.reduce(Int64(0)) { $0 + $1.money.minorUnits }
            precondition(sum < target)
            monthDrafts.append(draft(target - sum, "Groceries", "groceries at Walmart", month + "-27"))
            drafts += monthDrafts
        }
        drafts += [
            draft(3840, "Food & Dining", "dinner", "2026-11-03"),
            draft(3032, "Groceries", "groceries at Walmart", "2026-11-07"),
            draft(2985, "Food & Dining", "lunch", "2026-11-12"),
            draft(4500, "Transportation", "uber", "2026-11-15"),
            draft(2899, "Entertainment", "concert tickets", "2026-11-20"),
            draft(9900, "Shopping", "headphones", "2026-11-28"),
            draft(3000, "Food & Dining", "croissants in Paris", "2026-11-10", currency: "EUR"),
            draft(1550, "Shopping", "scarf", "2026-11-11", currency: "EUR"),
            draft(2000, "Food & Dining", "tapas", "2026-08-05", currency: "EUR"),
        ]
        return drafts
    }

    // MARK: Oracle (independent SQL over `expenses`)

    /// Sum and count over an inclusive range.
    func sum(_ from: String, _ to: String, currency: String = "USD", category: String? = nil) throws -> (Int64, Int) {
        try queue.read { db in
            let row = try Row.fetchOne(db, sql: """
                SELECT COALESCE(SUM(amount_minor), 0) AS s, COUNT(*) AS n FROM expenses
                WHERE currency = ? AND date >= ? AND date <= ? AND (? IS NULL OR category = ?)
                """, arguments: [currency, from, to, category, category])!
            return (row["s"], row["n"])
        }
    }

    /// The average month: the total over the calendar months of `from...to` from the
    /// first expense's month on (in any currency), divided by how many months that is,
    /// rounded half up. Empty months count; the caller passes complete months only.
    func averageMonth(_ from: String, _ to: String, category: String? = nil) throws -> Int64 {
        try queue.read { db in
            let first = try String.fetchOne(db, sql: "SELECT substr(MIN(date), 1, 7) || '-01' FROM expenses")!
            let start = max(first, from)
            let months = try Int64.fetchOne(db, sql: """
                SELECT (CAST(strftime('%Y', ?) AS INTEGER) - CAST(strftime('%Y', ?) AS INTEGER)) * 12
                     + CAST(strftime('%m', ?) AS INTEGER) - CAST(strftime('%m', ?) AS INTEGER) + 1
                """, arguments: [to, start, to, start])!
            let total = try Int64.fetchOne(db, sql: """
                SELECT COALESCE(SUM(amount_minor), 0) FROM expenses
                WHERE currency = 'USD' AND date >= ? AND date <= ? AND (? IS NULL OR category = ?)
                """, arguments: [start, to, category, category])!
            return round(total, months)
        }
    }

    /// Category totals over a range, largest first, ties by name.
    func categories(_ from: String, _ to: String) throws -> [(String, Int64, Int)] {
        try queue.read { db in
            try Row.fetchAll(db, sql: """
                SELECT category, SUM(amount_minor) AS s, COUNT(*) AS n FROM expenses
                WHERE currency = 'USD' AND date >= ? AND date <= ? GROUP BY category ORDER BY s DESC, category
                """, arguments: [from, to]).map { ($0["category"], $0["s"], $0["n"]) }
        }
    }

    /// Other currencies over a range: money in that currency and a count.
    func others(_ from: String, _ to: String, category: String? = nil) throws -> [Num] {
        try queue.read { db in
            try Row.fetchAll(db, sql: """
                SELECT currency, SUM(amount_minor) AS s, COUNT(*) AS n FROM expenses
                WHERE currency <> 'USD' AND date >= ? AND date <= ? AND (? IS NULL OR category = ?)
                GROUP BY currency ORDER BY currency
                """, arguments: [from, to, category, category])
                .flatMap { row -> [Num] in
                    let code: String = row["currency"]
                    return [.money(Currency(code: code)!.symbol, row["s"]), .int(row["n"])]
                }
        }
    }
}

/// Half-up rounding of a non-negative ratio, written out independently of the engine.
func round(_ numerator: Int64, _ denominator: Int64) -> Int64 {
    precondition(denominator > 0)
    let quotient = numerator / denominator
    return (numerator % denominator) * 2 >= denominator ? quotient + 1 : quotient
}

/// Tenths of a percent, half up.
func tenths(_ part: Int64, _ whole: Int64) -> Int64 { round(part * 1000, whole) }

/// A number as it appears in an answer: money (symbol and minor units), a percentage
/// (in tenths) or a plain integer.
enum Num: Equatable, CustomStringConvertible {
    case money(String, Int64)
    case percent(Int64)
    case int(Int64)

    static func usd(_ minor: Int64) -> Num { .money("$", minor) }

    var description: String {
        switch self {
        case .money(let symbol, let minor): "\(symbol)\(minor / 100).\(minor % 100 < 10 ? "0" : "")\(minor % 100)"
        case .percent(let tenths): "\(tenths / 10).\(tenths % 10)%"
        case .int(let value): "\(value)"
        }
    }
}

/// Every number in `text`, in order: "$1,234.56" is money, "23.3%" a percentage, "5" an integer.
func numbers(in text: String) -> [Num] {
    let characters = Array(text)
    var result: [Num] = []
    var index = 0
    func readNumber() -> (whole: String, fraction: String) {
        var whole = "", fraction = ""
        while index < characters.count, characters[index].isASCII,
              characters[index].isNumber || (characters[index] == "," && index + 1 < characters.count && characters[index + 1].isNumber) {
            if characters[index] != "," { whole.append(characters[index]) }
            index += 1
        }
        if index + 1 < characters.count, characters[index] == ".", characters[index + 1].isASCII, characters[index + 1].isNumber {
            index += 1
            while index < characters.count, characters[index].isASCII, characters[index].isNumber {
                fraction.append(characters[index]); index += 1
            }
        }
        return (whole, fraction)
    }
    while index < characters.count {
        let character = characters[index]
        if "$€£".contains(character), index + 1 < characters.count, characters[index + 1].isASCII, characters[index + 1].isNumber {
            index += 1
            let (whole, fraction) = readNumber()
            let cents = fraction.isEmpty ? 0 : Int64((fraction + "00").prefix(2))!
            result.append(.money(String(character), Int64(whole)! * 100 + cents))
        } else if character.isASCII, character.isNumber {
            let (whole, fraction) = readNumber()
            if index < characters.count, characters[index] == "%" {
                result.append(.percent(Int64(whole)! * 10 + (fraction.isEmpty ? 0 : Int64(String(fraction.prefix(1)))!)))
                index += 1
            } else {
                precondition(fraction.isEmpty, "unexpected decimal without a unit in: \(text)")
                result.append(.int(Int64(whole)!))
            }
        } else {
            index += 1
        }
    }
    return result
}

/// Emojis, counted as characters with emoji presentation.
func emojiCount(_ text: String) -> Int {
    text.filter { $0.unicodeScalars.contains { $0.properties.isEmojiPresentation } }.count
}

func wordCount(_ text: String) -> Int { text.split(whereSeparator: \.isWhitespace).count }
