import SpendCore

/// Where each expense field is in a CSV file, and how its dates and amounts are written.
///
/// Columns are named by header (case-insensitive) or by 1-based position. Without
/// options, the columns Spend's own CSV export writes are used, so an export imports back.
public struct ImportMapping: Sendable {
    public enum Column: Hashable, Sendable, CustomStringConvertible {
        case name(String)
        case index(Int)

        /// "3" is the third column; anything else is a header name.
        public init(_ text: String) {
            if let n = Int(text), n > 0 { self = .index(n) } else { self = .name(text) }
        }

        public var description: String {
            switch self {
            case .name(let n): "'\(n)'"
            case .index(let i): "\(i)"
            }
        }
    }

    public enum DateFormat: String, CaseIterable, Sendable {
        case iso = "YYYY-MM-DD"
        case us = "MM/DD/YYYY"
        case european = "DD/MM/YYYY"
        case dotted = "DD.MM.YYYY"
    }

    public var date = Column.name("date")
    public var amount = Column.name("amount")
    public var description = Column.name("description")
    /// Optional columns; when not given, used if the header has a column of that name.
    public var category: Column?
    public var currency: Column?
    public var merchant: Column?
    public var person: Column?
    public var dateFormat = DateFormat.iso
    /// "1.234,56": a comma before the cents, dots (or spaces) between thousands.
    public var decimalComma = false
    /// Bank exports write spending as negative amounts: with this, negative rows are the
    /// expenses and positive rows (income, refunds) are rejected. Without it, it is the
    /// other way round.
    public var negate = false
    public var defaultCurrency: Currency

    public init(defaultCurrency: Currency) { self.defaultCurrency = defaultCurrency }
}

/// One usable row: the expense fields as read, before categorising.
public struct ImportRow: Hashable, Sendable {
    public let line: Int
    public let date: Day
    public let money: Money
    public let description: String
    public let category: String?
    public let merchant: String?
    public let person: String?
}

/// A row that was not imported, and why, in words a person can act on.
public struct ImportRejection: Error, Hashable, Sendable {
    public let line: Int
    public let reason: String
}

/// A file-level problem: no header, a mapped column missing, bad CSV.
public struct ImportError: Error, Equatable, Sendable {
    public let message: String
}

extension ImportMapping {
    /// Column positions (0-based) once the header is known.
    struct Resolved {
        let date: Int, amount: Int, description: Int
        let category: Int?, currency: Int?, merchant: Int?, person: Int?
    }

    func resolve(header: [String]) throws(ImportError) -> Resolved {
        let names = header.map { $0.trimmed.lowercased() }
        func find(_ column: Column, _ field: String) throws(ImportError) -> Int {
            switch column {
            case .index(let i):
                guard i <= header.count else {
                    throw ImportError(message: "\(field) column \(i) does not exist: the file has \(header.count) columns")
                }
                return i - 1
            case .name(let n):
                guard let i = names.firstIndex(of: n.trimmed.lowercased()) else {
                    throw ImportError(message: "no column named '\(n)' for the \(field) (columns: \(header.joined(separator: ", ")))")
                }
                return i
            }
        }
        func optional(_ column: Column?, _ field: String) throws(ImportError) -> Int? {
            if let column { return try find(column, field) }
            return names.firstIndex(of: field)
        }
        return Resolved(date: try find(date, "date"), amount: try find(amount, "amount"),
                        description: try find(description, "description"),
                        category: try optional(category, "category"), currency: try optional(currency, "currency"),
                        merchant: try optional(merchant, "merchant"), person: try optional(person, "person"))
    }

    /// Reads every record after the header into a row or a rejection, in file order.
    public func rows(_ records: [CSVRecord]) throws(ImportError) -> [Result<ImportRow, ImportRejection>] {
        guard let header = records.first else { throw ImportError(message: "the file is empty") }
        let columns = try resolve(header: header.fields)
        return records.dropFirst().map { row(from: $0, columns) }
    }

    func row(from record: CSVRecord, _ c: Resolved) -> Result<ImportRow, ImportRejection> {
        func reject(_ reason: String) -> Result<ImportRow, ImportRejection> {
            .failure(ImportRejection(line: record.line, reason: reason))
        }
        let fields = record.fields
        func value(_ i: Int?) -> String? {
            guard let i, i < fields.count else { return nil }
            let text = fields[i].trimmed
            return text.isEmpty ? nil : text
        }
        func text(_ i: Int?) -> String? { value(i).map(FormulaGuard.unescape) }
        let needed = max(c.date, c.amount, c.description)
        guard fields.count > needed else {
            return reject("only \(fields.count) columns, expected at least \(needed + 1)")
        }
        guard let dateText = value(c.date) else { return reject("missing date") }
        guard let date = parseDate(dateText) else { return reject("date '\(dateText)' is not a date (\(dateFormat.rawValue))") }
        guard let amountText = value(c.amount) else { return reject("missing amount") }
        var currency = defaultCurrency
        if let code = value(c.currency) {
            guard let known = Currency(code: code) else { return reject("currency '\(code)' is not a known ISO 4217 code") }
            currency = known
        }
        let money: Money
        switch parseAmount(amountText, currency: currency) {
        case .success(let m): money = m
        case .failure(let rejection): return reject(rejection.reason)
        }
        guard let description = text(c.description) else { return reject("missing description") }
        return .success(ImportRow(line: record.line, date: date, money: money,
                                  description: String(description.prefix(ExpenseDraft.maximumDescriptionLength)),
                                  category: text(c.category), merchant: text(c.merchant), person: text(c.person)))
    }

    func parseDate(_ text: String) -> Day? {
        switch dateFormat {
        case .iso: return Day(iso: text)
        case .us, .european, .dotted:
            let separator: Character = dateFormat == .dotted ? "." : "/"
            let parts = text.split(separator: separator, omittingEmptySubsequences: false)
            guard parts.count == 3, parts[2].count == 4, (1...2).contains(parts[0].count), (1...2).contains(parts[1].count),
                  parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
                  let a = Int(parts[0]), let b = Int(parts[1]), let year = Int(parts[2])
            else { return nil }
            return dateFormat == .us ? Day(year: year, month: a, day: b) : Day(year: year, month: b, day: a)
        }
    }

    /// "12.50", "$1,234.56", "-40", "1.234,56" (with `decimalComma`). The sign rule is
    /// `negate`'s; zero is never an expense.
    func parseAmount(_ text: String, currency: Currency) -> Result<Money, ImportRejection> {
        func fail(_ reason: String) -> Result<Money, ImportRejection> { .failure(ImportRejection(line: 0, reason: reason)) }
        var body = Substring(text)
        var negative = false
        if body.first == "-" || body.first == "−" { negative = true; body = body.dropFirst() }
        else if body.first == "+" { body = body.dropFirst() }
        if body.first == "(" && body.last == ")" { negative = true; body = body.dropFirst().dropLast() }
        body = body.drop { "$€£¥₹ ".contains($0) }
        let (decimalMark, groupMarks): (Character, Set<Character>) = decimalComma ? (",", [".", " ", "'"]) : (".", [",", " ", "'"])
        // Thousands separators must group by three: "12,50" is not 1250 but a decimal comma
        // read in the wrong mode, and is refused rather than stored a hundred times too big.
        let integer = body.prefix { $0 != decimalMark }
        let groups = integer.split(omittingEmptySubsequences: false) { groupMarks.contains($0) }
        if groups.count > 1, groups.first!.isEmpty || groups.first!.count > 3 || groups.dropFirst().contains(where: { $0.count != 3 }) {
            let hint = decimalComma ? "without decimal_comma" : "with decimal_comma"
            return fail("amount '\(text)' is not a number (if it is written like that, import \(hint))")
        }
        var digits = ""
        for c in body where !groupMarks.contains(c) { digits.append(c == decimalMark ? "." : c) }
        guard !digits.isEmpty, digits.allSatisfy({ $0 == "." || $0.isASCII && $0.isNumber }),
              digits.filter({ $0 == "." }).count <= 1, digits.first != "."
        else { return fail("amount '\(text)' is not a number") }
        guard let money = Money(decimal: digits, currency: currency) else {
            if let dot = digits.firstIndex(of: "."), digits[digits.index(after: dot)...].count > currency.minorDigits {
                return fail("amount '\(text)' has more than \(currency.minorDigits) decimal places for \(currency.code)")
            }
            return fail("amount '\(text)' is too large")
        }
        guard money.minorUnits > 0 else { return fail("amount '\(text)' is zero") }
        guard money.minorUnits <= Money.maximumMinorUnits else { return fail("amount '\(text)' is too large") }
        if negate != negative {
            return fail(negate ? "amount '\(text)' is not negative: with negate, only negative amounts are expenses"
                               : "amount '\(text)' is negative (a refund or income); use negate for bank exports that show spending as negative")
        }
        return .success(money)
    }
}

extension StringProtocol {
    var trimmed: String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
