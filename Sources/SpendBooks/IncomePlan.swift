import SpendCore

/// One row of money coming in from a bank file, ready to store as income: its source
/// told from the bank's words (PAYROLL, INTEREST, …), and an id from its content and how
/// many identical rows came before it in the file, so importing the file again, or a
/// download that overlaps it, stores it once.
public struct IncomeImport: Sendable {
    public let draft: IncomeDraft
    public let uid: String
}

public enum IncomePlan {
    public static func imports(_ rows: [IncomingRow]) -> [IncomeImport] {
        var occurrences: [String: Int] = [:]
        return rows.map { row in
            let source = IncomePhrase.source(of: row.description)
            let key = [row.date.iso, String(row.money.minorUnits), row.money.currency.code,
                       row.description.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")]
            let seen = occurrences[key.joined(separator: "\u{1F}"), default: 0] + 1
            occurrences[key.joined(separator: "\u{1F}")] = seen
            let draft = IncomeDraft(money: row.money, source: source.rawValue,
                                    description: row.description.isEmpty ? source.rawValue : row.description, payer: nil, date: row.date)
            return IncomeImport(draft: draft, uid: RowID.derived(["import-income"] + key + [String(seen)]))
        }
    }
}
