import Foundation
import SpendCore

/// What became of one record of a statement.
public enum RowOutcome: Sendable {
    case spending(ImportRow)
    /// Money in: income, refunds, credits.
    case incoming(IncomingRow)
    case excluded(Exclusion)
    case rejected(ImportRejection)
    /// A balance line among the rows ("Tagessaldo").
    case summary
    /// A record with every field empty.
    case blank
}

/// Every row of a statement but its spending, counted as the rows go by: money in,
/// rows that are not spending, summary lines, and rejections with their reasons; and the
/// conventions the rows were read by.
public struct StatementReading: Sendable {
    public var incoming: [IncomingRow] = []
    public var excluded: [Exclusion: Int] = [:]
    /// Lines after the last transaction (totals, closing balance) that were left out.
    public var summaryLines = 0
    public let notes: [String]
    public let dateOrder: DateOrder
    public let decimalComma: Bool
    /// Nil for files with debit and credit columns or a direction column.
    public let spendingNegative: Bool?
    /// The first `rejectionLimit` rejections, and how many there were.
    public var rejections: [ImportRejection] = []
    public var rejected = 0
    let rejectionLimit: Int

    public init(_ scan: StatementScan, rejectionLimit: Int = .max) {
        notes = scan.conventions.notes
        dateOrder = scan.conventions.dateOrder
        decimalComma = scan.conventions.mark == .comma
        spendingNegative = scan.conventions.spendingNegative
        summaryLines = scan.summaryLines
        self.rejectionLimit = rejectionLimit
    }

    /// Counts a row that is not spending (spending goes to the store, a batch at a time).
    public mutating func count(_ outcome: RowOutcome) {
        switch outcome {
        case .spending, .blank: break
        case .incoming(let row): incoming.append(row)
        case .excluded(let kind): excluded[kind, default: 0] += 1
        case .rejected(let rejection):
            rejected += 1
            if rejections.count < rejectionLimit { rejections.append(rejection) }
        case .summary: summaryLines += 1
        }
    }
}

/// What whole columns say about the conventions no single row shows (the decimal mark,
/// day or month first, which sign is spending), counted a record at a time.
struct ColumnEvidence {
    var marks = AmountText.MarkVotes()
    var orders = DateText.OrderVotes()
    /// Negative and positive amounts as read with either mark (the mark is decided after).
    var negatives = [AmountText.DecimalMark.point: 0, .comma: 0]
    var positives = [AmountText.DecimalMark.point: 0, .comma: 0]

    mutating func add(_ record: CSVRecord, layout: StatementLayout) {
        let field = { (column: Int?) in StatementConventions.field(record, column) }
        switch layout.amount {
        case .signed(let column, let negative):
            let text = field(column)
            if !text.isEmpty { marks.add(text) }
            guard negative == nil else { break }
            for mark in [AmountText.DecimalMark.point, .comma] {
                guard let value = AmountText(text, mark: mark), value.marker == nil, value.digits.contains(where: { $0 != "0" && $0 != "." })
                else { continue }
                if value.negative { negatives[mark]! += 1 } else { positives[mark]! += 1 }
            }
        case .pair(let debit, let credit):
            for text in [field(debit), field(credit)] where !text.isEmpty { marks.add(text) }
        case .direction(let column, _, _, _):
            let text = field(column)
            if !text.isEmpty { marks.add(text) }
        }
        orders.add(field(layout.date))
    }

    mutating func merge(_ other: ColumnEvidence) {
        marks.merge(other.marks)
        orders.merge(other.orders)
        negatives.merge(other.negatives, uniquingKeysWith: +)
        positives.merge(other.positives, uniquingKeysWith: +)
    }
}

/// How each row of a statement is read: its layout, and the conventions decided from
/// whole columns first (said in `notes`).
public struct StatementConventions: Sendable {
    let layout: StatementLayout
    let options: ImportOptions
    let amount: StatementLayout.Amount
    let mark: AmountText.DecimalMark
    let dateOrder: DateOrder
    let spendingNegative: Bool?
    let notes: [String]

    init(layout: StatementLayout, options: ImportOptions, evidence: ColumnEvidence, currencies: [Currency]) {
        self.layout = layout
        self.options = options
        var notes: [String] = []
        let mark = layout.decimal ?? evidence.marks.decide(threeDecimals: !currencies.isEmpty && currencies.allSatisfy { $0.minorDigits == 3 })
        if layout.decimal == nil, mark == .comma { notes.append("amounts read with a decimal comma (1.234,56)") }

        var order = layout.dateOrder
        if order == .auto {
            let usd = currencies.allSatisfy { $0.code == "USD" }
            let fallback: DateOrder = mark == .point && usd ? .mdy : .dmy
            let decided = evidence.orders.decide(fallback: fallback)
            order = decided.order
            if !decided.decided {
                notes.append(order == .dmy
                    ? "dates read day first (03/04 is 3 April): the file cannot tell; use --date-format MM/DD/YYYY if that is wrong"
                    : "dates read month first (03/04 is March 4): the file cannot tell; use --date-format DD/MM/YYYY if that is wrong")
            }
        }

        var amount = layout.amount
        if case .signed(let column, nil) = amount {
            let negative = evidence.negatives[mark]! > evidence.positives[mark]!
            amount = .signed(column, spendingNegative: negative)
            notes.append(negative ? "spending read as the negative amounts, as bank accounts write it (--spending positive to change)"
                                  : "spending read as the positive amounts, as card statements write it (--spending negative to change)")
        }
        if case .signed(_, let negative) = amount { spendingNegative = negative } else { spendingNegative = nil }
        self.amount = amount
        self.mark = mark
        self.dateOrder = order
        self.notes = notes
    }

    static func field(_ record: CSVRecord, _ column: Int?) -> String {
        guard let column, column >= 0, column < record.fields.count else { return "" }
        return record.fields[column].trimmingBankSpaces()
    }

    static func isPending(_ text: String) -> Bool {
        let word = text.lowercased()
        return !word.isEmpty && (BankFormats.columnWords["pending"] ?? []).contains(word)
    }

    /// What one data record is.
    func read(_ record: CSVRecord) -> RowOutcome {
        let layout = layout, amount = amount, mark = mark, order = dateOrder, options = options
        func reject(_ reason: String) -> RowOutcome { .rejected(ImportRejection(line: record.line, reason: reason)) }
        func exclude(_ kind: Exclusion) -> RowOutcome { .excluded(kind) }
        let field = { (column: Int?) in Self.field(record, column) }
        // "Beginning balance as of 10/01/2026" or a day's "Tagessaldo" has a date and no
        // amount: a summary line.
        func missingAmount() -> RowOutcome {
            let text = record.fields.joined(separator: " ").lowercased()
            return ["balance", "saldo", "solde", "kontostand"].contains(where: text.contains) ? .summary : reject("missing amount")
        }
        if record.fields.allSatisfy({ $0.trimmingBankSpaces().isEmpty }) { return .blank }

        let dateText = field(layout.date)
        if Self.isPending(dateText) { return exclude(.pending) }
        if let pending = layout.pending, pending.rule.matches(field(pending.column)), !options.includePending { return exclude(.pending) }
        if let rule = layout.exclusions.first(where: { $0.rule.matches(field($0.column)) }) {
            return exclude(rule.rule.as == "payment" ? .payment : .transfer)
        }

        // The money, and whether it went out (spending) or came in.
        var spending = true
        let value: AmountText
        switch amount {
        case .signed(let column, let negative):
            let text = field(column)
            guard !text.isEmpty else { return missingAmount() }
            guard let read = AmountText(text, mark: mark) else { return reject(Self.notANumber(text, mark)) }
            value = read
            switch read.marker {
            case .credit?: spending = false
            case .debit?: spending = true
            case nil: spending = read.negative == (negative ?? false)
            }
        case .pair(let debitColumn, let creditColumn):
            let debitText = field(debitColumn), creditText = field(creditColumn)
            let debit = debitText.isEmpty ? nil : AmountText(debitText, mark: mark)
            let credit = creditText.isEmpty ? nil : AmountText(creditText, mark: mark)
            if !debitText.isEmpty, debit == nil { return reject(Self.notANumber(debitText, mark)) }
            if !creditText.isEmpty, credit == nil { return reject(Self.notANumber(creditText, mark)) }
            if let debit, !debit.isZero { value = debit } else if let credit, !credit.isZero { value = credit; spending = false }
            else if debit != nil || credit != nil { return exclude(.zero) } else { return missingAmount() }
        case .direction(let column, let directionColumn, let debitWords, let creditWords):
            let text = field(column)
            guard !text.isEmpty else { return reject("missing amount") }
            guard let read = AmountText(text, mark: mark) else { return reject(Self.notANumber(text, mark)) }
            value = read
            let direction = field(directionColumn).lowercased()
            if debitWords.contains(direction) { spending = !read.negative } else if creditWords.contains(direction) { spending = read.negative }
            else if read.marker != nil || read.negative { spending = read.marker != .credit }
            else { return reject("'\(Self.fragment(field(directionColumn)))' in the \(layout.columnName(directionColumn)) column says neither debit nor credit") }
        }
        if value.isZero { return exclude(.zero) }

        var currency = layout.currencyCode ?? options.defaultCurrency
        let code = field(layout.currency)
        if !code.isEmpty {
            guard let known = Currency(code: code.uppercased()) else { return reject("currency '\(Self.fragment(code))' is not a known ISO 4217 code") }
            currency = known
        }
        guard let money = Money(decimal: value.digits, currency: currency) else {
            if let dot = value.digits.firstIndex(of: "."), value.digits[value.digits.index(after: dot)...].count > currency.minorDigits {
                return reject("amount '\(Self.fragment(value.text(record, amount, field)))' has more than \(currency.minorDigits) decimal places for \(currency.code)")
            }
            return reject("amount '\(Self.fragment(value.digits))' is too large")
        }
        guard money.minorUnits <= Money.maximumMinorUnits else { return reject("amount '\(value.digits)' is too large") }
        guard !dateText.isEmpty else { return reject("missing date") }
        guard let date = DateText.day(dateText, order: order) else {
            let written = dateText.prefix { $0.isNumber }.count == 4 ? DateOrder.ymd : order
            return reject("date '\(Self.fragment(dateText))' is not a date (\(written.pattern))")
        }

        let text = layout.description.map { DescriptorText.clean(field($0)) }.reduce(into: [String]()) { parts, part in
            if !part.isEmpty, !parts.contains(where: { $0.caseInsensitiveCompare(part) == .orderedSame }) { parts.append(part) }
        }.joined(separator: " ")
        let merchantText = DescriptorText.clean(field(layout.merchant))
        let description = String((text.isEmpty ? merchantText : text).prefix(ExpenseDraft.maximumDescriptionLength))
        guard !description.isEmpty else { return reject("missing description") }
        guard spending || layout.creditsAreSpending else {
            return .incoming(IncomingRow(line: record.line, date: date, money: money, description: description))
        }

        // A credit kept as spending (a refund in Spend's own export): negative, off its category.
        let signed = spending ? money : Money(minorUnits: -money.minorUnits, currency: money.currency)
        let brand = KnownBrands.brand(inDescriptor: merchantText.isEmpty ? description : merchantText)
        let merchant = brand?.name ?? (merchantText.isEmpty ? nil : String(merchantText.prefix(ExpenseDraft.maximumDescriptionLength)))
        let bankCategory = DescriptorText.clean(field(layout.category))
        let categoryText = bankCategory.isEmpty ? "" : options.categoryMap.category(for: bankCategory) ?? bankCategory
        let mapped = categoryText.isEmpty ? nil : layout.categories[categoryText.lowercased()] ?? BankFormats.sharedCategories[categoryText.lowercased()]
        let person = DescriptorText.clean(field(layout.person))
        let transactionID = field(layout.transactionID)
        return .spending(ImportRow(line: record.line, date: date, money: signed, description: description,
                                   category: categoryText.isEmpty ? nil : categoryText, mappedCategory: mapped,
                                   merchant: merchant, person: person.isEmpty ? nil : person,
                                   transactionID: transactionID.isEmpty ? nil : transactionID))
    }

    static func notANumber(_ text: String, _ mark: AmountText.DecimalMark) -> String {
        guard text.contains(where: \.isNumber), text.contains(where: { $0 == "." || $0 == "," }) else {
            return "amount '\(fragment(text))' is not a number"
        }
        let other = mark == .point ? "--decimal-comma" : "--no-decimal-comma"
        return "amount '\(fragment(text))' is not a number (if the file writes it like that, import with \(other))"
    }

    /// At most 40 characters of a field, with control characters shown as '?': a reason
    /// quotes the file, never pages of it.
    static func fragment(_ text: String) -> String {
        let shown = String(text.prefix(40).map { $0.isASCII && ($0.asciiValue! < 0x20 || $0.asciiValue! == 0x7F) ? "?" : $0 })
        return text.count > 40 ? shown + "…" : shown
    }
}

extension AmountText {
    var isZero: Bool { !digits.contains { $0 != "0" && $0 != "." } }

    /// The field this value was read from, for a message.
    func text(_ record: CSVRecord, _ amount: StatementLayout.Amount, _ field: (Int?) -> String) -> String {
        switch amount {
        case .signed(let c, _), .direction(let c, _, _, _): field(c)
        case .pair(let debit, let credit): field(debit).isEmpty ? field(credit) : field(debit)
        }
    }
}

extension StatementLayout {
    func columnName(_ i: Int) -> String { i < header.count && !header[i].isEmpty ? header[i] : "column \(i + 1)" }
}

extension DateOrder {
    var pattern: String {
        switch self {
        case .ymd: "YYYY-MM-DD"
        case .dmy: "DD/MM/YYYY"
        case .mdy, .auto: "MM/DD/YYYY"
        }
    }
}
