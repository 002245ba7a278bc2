import Foundation
import SpendCore

/// Finding the columns of a layout no format file describes: a header row whose words
/// name a date and an amount (or a debit/credit pair) after any lines of account
/// details, else the columns' values (a column of dates, a column of numbers, the
/// longest text).
extension StatementLayout {
    static func detect(_ records: [CSVRecord], options: ImportOptions) -> StatementLayout? {
        for (index, record) in records.prefix(preambleLimit).enumerated() {
            let names = record.fields.map(BankFormats.header)
            guard names.filter({ !$0.isEmpty }).count >= 2,
                  let layout = fromHeader(names, raw: record.fields, records: records, dataStart: index + 1)
            else { continue }
            return layout
        }
        return fromValues(records)
    }

    /// The first header in `names` that a word of `role` names: whole names first, then
    /// names that start with the word ("amount (gbp)"), skipping `taken` and balances.
    static func column(_ role: String, in names: [String], taken: Set<Int> = []) -> Int? {
        guard let words = BankFormats.columnWords[role] else { return nil }
        let balances = BankFormats.columnWords["balance"] ?? []
        func usable(_ i: Int) -> Bool {
            !taken.contains(i) && !balances.contains { names[i] == $0 || names[i].hasPrefix($0 + " ") }
        }
        for word in words {
            if let i = names.indices.first(where: { names[$0] == word && usable($0) }) { return i }
        }
        for word in words where word.count >= 4 {
            if let i = names.indices.first(where: { (names[$0].hasPrefix(word + " ") || names[$0].hasPrefix(word + "(")) && usable($0) }) {
                return i
            }
        }
        return nil
    }

    static func fromHeader(_ names: [String], raw: [String], records: [CSVRecord], dataStart: Int) -> StatementLayout? {
        guard let date = column("date", in: names) else { return nil }
        var taken: Set<Int> = [date]
        let amount: Amount
        if let single = column("amount", in: names, taken: taken) {
            taken.insert(single)
            if let direction = column("direction", in: names, taken: taken) {
                taken.insert(direction)
                amount = .direction(single, direction: direction, debit: Set(BankFormats.columnWords["direction_debit"] ?? []),
                                    credit: Set(BankFormats.columnWords["direction_credit"] ?? []))
            } else {
                amount = .signed(single, spendingNegative: nil)
            }
        } else if let debit = column("debit", in: names, taken: taken), let credit = column("credit", in: names, taken: taken.union([debit])) {
            taken.formUnion([debit, credit])
            amount = .pair(debit: debit, credit: credit)
        } else {
            return nil
        }
        let transactionID = column("transaction_id", in: names, taken: taken)
        if let transactionID { taken.insert(transactionID) }
        let sample = records.dropFirst(dataStart).prefix(50)
        // A column of numbers is a reference, never the description.
        func holdsText(_ i: Int) -> Bool {
            let values = sample.compactMap { $0.fields.count > i ? $0.fields[i] : nil }.filter { !$0.isEmpty }
            return values.filter { $0.contains(where: \.isLetter) }.count * 2 >= values.count
        }
        let payee = column("payee", in: names, taken: taken).flatMap { holdsText($0) ? $0 : nil }
        if let payee { taken.insert(payee) }
        var description: [Int] = []
        if let first = column("description", in: names, taken: taken), holdsText(first) {
            // Banks repeat a header for a long text split in two ("Description", "Description").
            description = names.indices.filter { names[$0] == names[first] && !taken.contains($0) }
        }
        taken.formUnion(description)
        // A payee column ("Payee", "Name") leads the description; a column that says it is
        // the merchant is only that, when there is a description beside it.
        if let payee, description.isEmpty || !names[payee].hasPrefix("merchant") { description.insert(payee, at: 0) }
        if description.isEmpty, let text = longestText(records, from: dataStart, excluding: taken) {
            description = [text]
            taken.insert(text)
        }
        guard !description.isEmpty else { return nil }
        var layout = StatementLayout(formatID: "detected", formatName: "detected from the columns", header: raw, dataStart: dataStart,
                                     date: date, dateOrder: .auto, amount: amount, description: description, merchant: payee)
        layout.category = column("category", in: names, taken: taken)
        layout.currency = column("currency", in: names, taken: taken)
        layout.transactionID = transactionID
        layout.person = names.firstIndex(of: "person")
        if let status = column("status", in: names, taken: taken) {
            layout.pending = ColumnRule(column: status, rule: BankFormat.RowRule(column: .number(status + 1), equals: BankFormats.columnWords["pending"],
                                                                               contains: nil, as: "pending"))
        }
        return layout
    }

    /// A file without a header: the first row with a date and a number starts the data.
    static func fromValues(_ records: [CSVRecord]) -> StatementLayout? {
        for (index, record) in records.prefix(preambleLimit).enumerated() {
            let values = record.fields.map { $0.trimmingBankSpaces() }
            guard let date = values.firstIndex(where: DateText.looksLikeDate),
                  let amount = values.indices.first(where: { $0 != date && isAmount(values[$0]) })
            else { continue }
            guard let text = longestText(records, from: index, excluding: [date, amount]) else { return nil }
            return StatementLayout(formatID: "detected", formatName: "detected from the values (no header)", header: [], dataStart: index,
                                   date: date, dateOrder: .auto, amount: .signed(amount, spendingNegative: nil), description: [text])
        }
        return nil
    }

    static func isAmount(_ value: String) -> Bool {
        guard let body = AmountText.split(value)?.body else { return false }
        return body.allSatisfy { $0.isNumber || $0 == "." || $0 == "," || AmountText.groupSpaces.contains($0) }
    }

    /// The column whose values are text (not numbers or dates) and longest on average.
    static func longestText(_ records: [CSVRecord], from start: Int, excluding: Set<Int>) -> Int? {
        let sample = records.dropFirst(start).prefix(50)
        let width = sample.map(\.fields.count).max() ?? 0
        var best: (column: Int, length: Int)?
        for column in 0..<width where !excluding.contains(column) {
            let values = sample.compactMap { $0.fields.count > column ? $0.fields[column].trimmingBankSpaces() : nil }
                .filter { !$0.isEmpty }
            guard !values.isEmpty, values.filter({ $0.contains(where: \.isLetter) }).count * 2 > values.count else { continue }
            let length = values.reduce(0) { $0 + $1.count } / values.count
            if best == nil || length > best!.length { best = (column, length) }
        }
        return best?.column
    }

    /// The currency a file names without a currency column: in the amount column's
    /// header ("Betrag (EUR)", "Amount (GBP)", "Paid out (£)") or as a symbol that is one
    /// currency's alone (€, £) on its amounts. "$" names several currencies, so never.
    func namedCurrency(_ records: [CSVRecord]) -> Currency? {
        let columns: [Int]
        switch amount {
        case .signed(let c, _), .direction(let c, _, _, _): columns = [c]
        case .pair(let debit, let credit): columns = [debit, credit]
        }
        let symbols: [Character: String] = ["€": "EUR", "£": "GBP", "₹": "INR", "₩": "KRW", "₺": "TRY", "₽": "RUB", "₪": "ILS"]
        for column in columns where column < header.count {
            let name = header[column]
            if let open = name.lastIndex(of: "("), let close = name.lastIndex(of: ")"), open < close {
                let inside = name[name.index(after: open)..<close].trimmingCharacters(in: .whitespaces)
                if let currency = Currency(code: inside.uppercased()), inside.count == 3 { return currency }
                if inside.count == 1, let code = symbols[inside.first!] { return Currency(code: code) }
            }
            for word in name.split(separator: " ") where word.count == 3 && word.allSatisfy(\.isUppercase) {
                if let currency = Currency(code: String(word)) { return currency }
            }
        }
        var found: Set<String> = []
        for record in records.dropFirst(dataStart).prefix(200) {
            for column in columns where column < record.fields.count {
                for c in record.fields[column] { if let code = symbols[c] { found.insert(code) } }
            }
        }
        return found.count == 1 ? Currency(code: found.first!) : nil
    }
}
