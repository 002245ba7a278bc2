import Foundation
import SpendCore

/// Where each field of a statement is and how to read it: from a known format
/// recognised by its header or shape, or detected from the columns themselves; the
/// user's options override either.
public struct StatementLayout: Sendable {
    public enum Amount: Sendable, Equatable {
        /// One signed column; nil: which sign is spending is decided from the values.
        case signed(Int, spendingNegative: Bool?)
        /// Money out and money in as two columns.
        case pair(debit: Int, credit: Int)
        /// An unsigned amount and a column saying which way it went (lowercased words).
        case direction(Int, direction: Int, debit: Set<String>, credit: Set<String>)
    }

    struct ColumnRule: Sendable {
        let column: Int
        let rule: BankFormat.RowRule
    }

    /// The format's id ("detected" when no format file describes the file) and name.
    public internal(set) var formatID: String
    public internal(set) var formatName: String
    /// The header as written; empty for a file without one.
    public internal(set) var header: [String]
    /// The index of the first data record.
    var dataStart: Int
    var date: Int
    var dateOrder: DateOrder
    var amount: Amount
    var decimal: AmountText.DecimalMark?
    var description: [Int]
    var merchant: Int?
    var category: Int?
    var currency: Int?
    var person: Int?
    var transactionID: Int?
    var currencyCode: Currency?
    var pending: ColumnRule?
    var exclusions: [ColumnRule] = []
    /// The bank's category words (lowercased) → Spend categories.
    var categories: [String: String] = [:]
    /// Money the other way is a credit on spending (a refund), not money in (`BankFormat.credits`).
    var creditsAreSpending = false

    /// The column names of each role, for the report and `--dry-run`.
    public var mapping: [(role: String, column: String)] {
        func name(_ i: Int) -> String { i < header.count && !header[i].isEmpty ? header[i] : "column \(i + 1)" }
        var out = [("date", name(date))]
        switch amount {
        case .signed(let c, _): out.append(("amount", name(c)))
        case .pair(let debit, let credit): out += [("debit", name(debit)), ("credit", name(credit))]
        case .direction(let c, let d, _, _): out += [("amount", name(c)), ("direction", name(d))]
        }
        out.append(("description", description.map(name).joined(separator: " + ")))
        for (role, column) in [("merchant", merchant), ("category", category), ("currency", currency), ("person", person),
                               ("transaction id", transactionID)] {
            if let column { out.append((role, name(column))) }
        }
        return out
    }

    // MARK: Finding the layout

    /// How many records at the top may be account details before the header.
    static let preambleLimit = 40

    public static func find(_ records: [CSVRecord], options: ImportOptions) throws(ImportError) -> StatementLayout {
        guard !records.isEmpty else { throw ImportError(message: "the file is empty") }
        var layout: StatementLayout
        if let id = options.format {
            guard let format = BankFormats.format(id: id) else {
                throw ImportError(message: "no format '\(id)' (known: \(BankFormats.all.map(\.id).sorted().joined(separator: ", ")))")
            }
            guard let found = try locate(format, in: records) else {
                throw ImportError(message: "the file does not look like \(format.name): expected the columns \((format.match.header ?? []).joined(separator: ", "))")
            }
            layout = found
        } else if let header = namedHeader(records, options) {
            // Columns named by header: the header is the row that has them all.
            layout = fromHeader(records[header].fields.map(BankFormats.header), raw: records[header].fields, records: records, dataStart: header + 1)
                ?? StatementLayout(formatID: "detected", formatName: "columns as named", header: records[header].fields, dataStart: header + 1,
                                   date: -1, dateOrder: .auto, amount: .signed(-1, spendingNegative: nil), description: [])
        } else if let known = try knownFormat(records) {
            layout = known
        } else if let detected = detect(records, options: options) {
            layout = detected
        } else if options.namesColumns {
            layout = StatementLayout(formatID: "detected", formatName: "columns as named", header: records[0].fields, dataStart: 1,
                                     date: -1, dateOrder: .auto, amount: .signed(-1, spendingNegative: nil), description: [])
        } else {
            let columns = records.prefix(5).max { $0.fields.count < $1.fields.count }?.fields ?? []
            throw ImportError(message: "cannot tell which columns hold the date, amount and description (first row: \(columns.prefix(12).joined(separator: ", "))); name them with --date-column, --amount-column and --description-column")
        }
        try layout.apply(options)
        if layout.currency == nil, layout.currencyCode == nil { layout.currencyCode = layout.namedCurrency(records) }
        return layout
    }

    /// The first record holding every column the options name by header.
    static func namedHeader(_ records: [CSVRecord], _ options: ImportOptions) -> Int? {
        let named = [options.date, options.amount, options.description, options.category, options.currency, options.merchant, options.person]
            .compactMap { column -> String? in if case .name(let n)? = column { BankFormats.header(n) } else { nil } }
        guard !named.isEmpty else { return nil }
        return records.prefix(preambleLimit).firstIndex { record in
            let names = Set(record.fields.map(BankFormats.header))
            return named.allSatisfy(names.contains)
        }
    }

    /// The known format whose header appears first in the file (the one naming the most
    /// columns when several match), or whose shape the first rows have.
    static func knownFormat(_ records: [CSVRecord]) throws(ImportError) -> StatementLayout? {
        for (index, record) in records.prefix(preambleLimit).enumerated() {
            let names = Set(record.fields.map(BankFormats.header))
            let matching = BankFormats.all.filter { format in
                guard let header = format.match.header else { return false }
                return header.allSatisfy { names.contains(BankFormats.header($0)) }
            }
            if let best = matching.max(by: { ($0.match.header?.count ?? 0) < ($1.match.header?.count ?? 0) }) {
                return try layout(best, header: record.fields, dataStart: index + 1)
            }
        }
        for format in BankFormats.all {
            guard let shape = format.match.headerless else { continue }
            let sample = records.prefix(5)
            if sample.allSatisfy({ fits($0.fields, shape) }) { return try layout(format, header: [], dataStart: 0) }
        }
        return nil
    }

    static func locate(_ format: BankFormat, in records: [CSVRecord]) throws(ImportError) -> StatementLayout? {
        if let header = format.match.header {
            let wanted = header.map(BankFormats.header)
            guard let index = records.prefix(preambleLimit).firstIndex(where: { record in
                let names = Set(record.fields.map(BankFormats.header))
                return wanted.allSatisfy(names.contains)
            }) else { return nil }
            return try layout(format, header: records[index].fields, dataStart: index + 1)
        }
        return try layout(format, header: [], dataStart: 0)
    }

    static func fits(_ fields: [String], _ shape: BankFormat.Match.Headerless) -> Bool {
        guard fields.count == shape.columns else { return false }
        for (field, kind) in zip(fields, shape.shape) {
            let value = field.trimmingBankSpaces()
            switch kind {
            case "date": if !DateText.looksLikeDate(value) { return false }
            case "amount": if AmountText.split(value) == nil || value.contains(where: \.isLetter) && !value.contains(where: \.isNumber) { return false }
            case "text": if value.isEmpty || AmountText.split(value) != nil && !value.contains(where: \.isLetter) { return false }
            case "empty": if !value.isEmpty { return false }
            default: break
            }
        }
        return true
    }

    /// A format's columns as positions in `header` (names) or as numbers.
    static func layout(_ format: BankFormat, header: [String], dataStart: Int) throws(ImportError) -> StatementLayout {
        let names = header.map(BankFormats.header)
        func index(_ ref: BankFormat.ColumnRef) throws(ImportError) -> Int {
            switch ref {
            case .number(let n): return n - 1
            case .name(let name):
                guard let i = names.firstIndex(of: BankFormats.header(name)) else {
                    throw ImportError(message: "the \(format.name) format names a column '\(name)' the file does not have")
                }
                return i
            }
        }
        func optional(_ ref: BankFormat.ColumnRef?) -> Int? {
            guard let ref else { return nil }
            return try? index(ref)
        }
        let amount: Amount
        switch format.amount {
        case let .signed(column, negative): amount = .signed(try index(column), spendingNegative: negative)
        case let .pair(debit, credit): amount = .pair(debit: try index(debit), credit: try index(credit))
        case let .direction(column, direction, debit, credit):
            amount = .direction(try index(column), direction: try index(direction),
                                debit: Set(debit.map { $0.lowercased() }), credit: Set(credit.map { $0.lowercased() }))
        }
        var description: [Int] = []
        for ref in format.description { description.append(try index(ref)) }
        var layout = StatementLayout(
            formatID: format.id, formatName: format.name, header: header, dataStart: dataStart,
            date: try index(format.date.column), dateOrder: format.date.order ?? .auto, amount: amount,
            decimal: format.decimal == "," ? .comma : format.decimal == "." ? .point : nil,
            description: description, merchant: optional(format.merchant), category: optional(format.category),
            currency: optional(format.currency), person: optional(format.person), transactionID: optional(format.transactionID),
            currencyCode: format.currencyCode.flatMap { Currency(code: $0) })
        if let pending = format.pending, let column = optional(pending.column) { layout.pending = ColumnRule(column: column, rule: pending) }
        for rule in format.exclude ?? [] {
            if let column = optional(rule.column) { layout.exclusions.append(ColumnRule(column: column, rule: rule)) }
        }
        for (word, category) in format.categories ?? [:] { layout.categories[word.lowercased()] = category }
        layout.creditsAreSpending = format.credits == "spending"
        return layout
    }

    /// The user's options, over whatever was found.
    mutating func apply(_ options: ImportOptions) throws(ImportError) {
        let names = header.map(BankFormats.header)
        let width = max(header.count, 1)
        func find(_ column: ImportOptions.Column, _ role: String) throws(ImportError) -> Int {
            switch column {
            case .index(let i):
                guard header.isEmpty || i <= width else {
                    throw ImportError(message: "\(role) column \(i) does not exist: the file has \(width) columns")
                }
                return i - 1
            case .name(let n):
                guard let i = names.firstIndex(of: BankFormats.header(n)) else {
                    throw ImportError(message: "no column named '\(n)' for the \(role) (columns: \(header.joined(separator: ", ")))")
                }
                return i
            }
        }
        if let c = options.date { date = try find(c, "date") }
        if let c = options.amount {
            amount = .signed(try find(c, "amount"), spendingNegative: options.spendingNegative)
        } else if let negative = options.spendingNegative, case .signed(let c, _) = amount {
            amount = .signed(c, spendingNegative: negative)
        }
        if let c = options.description { description = [try find(c, "description")] }
        if let c = options.category { category = try find(c, "category") }
        if let c = options.currency { currency = try find(c, "currency") }
        if let c = options.merchant { merchant = try find(c, "merchant") }
        if let c = options.person { person = try find(c, "person") }
        if let format = options.dateFormat { dateOrder = format.order }
        if let comma = options.decimalComma { decimal = comma ? .comma : .point }
        if date < 0 { throw ImportError(message: "no date column: name it with --date-column (columns: \(header.joined(separator: ", ")))") }
        if case .signed(let c, _) = amount, c < 0 {
            throw ImportError(message: "no amount column: name it with --amount-column (columns: \(header.joined(separator: ", ")))")
        }
        if description.isEmpty {
            throw ImportError(message: "no description column: name it with --description-column (columns: \(header.joined(separator: ", ")))")
        }
    }
}
