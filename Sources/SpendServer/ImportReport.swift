import SpendBooks
import SpendCore
import SpendProtocol

/// The import reply: what happened to every row, the format that was recognised and how
/// the file was read, and for a dry run the first rows as they would be stored.
enum ImportReport {
    static let incomingLimit = 20
    static let previewLimit = 10

    /// `preview`: the first expenses as they would be stored, for a dry run (nil otherwise).
    static func json(_ scan: StatementScan, reading: StatementReading, unknownCategories: [String: Int], preview: [ExpenseDraft]?,
                     imported: Int, duplicates: Int, receipts: Int, incomeImported: Int, incomeOffered: Int, alerts: JSONValue) -> JSONValue {
        let layout = scan.layout
        var incomingTotals: [String: Int64] = [:]
        var currencies: [String: Currency] = [:]
        for row in reading.incoming {
            incomingTotals[row.money.currency.code, default: 0] += row.money.minorUnits
            currencies[row.money.currency.code] = row.money.currency
        }
        var fields: [(String, JSONValue)] = [
            ("imported", .int(imported)),
            ("skipped_duplicates", .int(duplicates)),
            // Purchases already stored from their receipts (same amount and currency, up to five days later).
            ("skipped_receipts", .int(receipts)),
            ("rejected", .int(reading.rejected)),
            ("rejections", .array(reading.rejections.map { rejection -> JSONValue in
                .object([("line", .int(rejection.line)), ("reason", .string(rejection.reason))])
            })),
            ("excluded", .object(Exclusion.allCases.map { ($0.rawValue, .int(reading.excluded[$0, default: 0])) })),
            ("incoming", .object([
                ("count", .int(reading.incoming.count)),
                // Stored as income (not counted in `imported`); 0 with income=no.
                ("imported", .int(incomeImported)),
                ("skipped_duplicates", .int(incomeOffered - incomeImported)),
                ("totals", .array(incomingTotals.keys.sorted().map { code -> JSONValue in
                    .object([("currency", .string(code)), ("amount", ExpenseJSON.amount(incomingTotals[code]!, currencies[code]!))])
                })),
                ("rows", .array(reading.incoming.prefix(incomingLimit).map { row -> JSONValue in
                    .object([("line", .int(row.line)), ("date", .string(row.date.iso)),
                             ("amount", ExpenseJSON.amount(row.money.minorUnits, row.money.currency)),
                             ("description", .string(row.description))])
                })),
            ])),
            ("summary_lines", .int(reading.summaryLines)),
            ("format", .object([("id", .string(layout.formatID)), ("name", .string(layout.formatName))])),
            ("encoding", .string(scan.encoding)),
            ("delimiter", .string(scan.delimiter)),
            ("mapping", .object(layout.mapping.map { ($0.role, .string($0.column)) })),
            ("date_order", .string(reading.dateOrder.rawValue)),
            ("decimal_comma", .bool(reading.decimalComma)),
            ("spending", reading.spendingNegative.map { .string($0 ? "negative" : "positive") } ?? .null),
            ("unknown_categories", .array(unknownCategories.sorted { $0.key < $1.key }.map {
                .object([("word", .string($0.key)), ("rows", .int($0.value))])
            })),
            ("notes", .array(reading.notes.map(JSONValue.string))),
            ("dry_run", .bool(preview != nil)),
            ("budget_alerts", alerts),
        ]
        if let preview { fields.append(("preview", .array(preview.map { ExpenseJSON.encode($0) }))) }
        return .object(fields)
    }
}
