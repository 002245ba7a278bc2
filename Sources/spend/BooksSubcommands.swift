import ArgumentParser
import Foundation
import SpendProtocol

struct Recurring: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Recurring expenses (subscriptions, bills): posted by the daemon on each due day.",
        discussion: """
            Examples:
              spend recurring add "Netflix 15.49 monthly on the 3rd"
              spend recurring add "cleaner 60 weekly on friday"
              spend recurring add "domain 12 yearly on March 3"
              spend recurring add "cleaner 60 every 2 weeks on friday"
              spend recurring add "insurance 300 quarterly on the 1st until 2027-12-31"
              spend recurring                 (list, with the next due day)
              spend recurring edit 2 amount=17.99
              spend recurring pause 2         (and: spend recurring resume 2)
              spend recurring remove 2
            Months without the day (the 31st, February 29) use their last day.
            A paused expense posts nothing; resumed, it posts from that day on and the
            paused days are not caught up. Nothing is posted after an end date.
            """,
        subcommands: [RecurringList.self, RecurringAdd.self, RecurringEdit.self, RecurringPause.self, RecurringResume.self,
                      RecurringRemove.self],
        defaultSubcommand: RecurringList.self)
}

struct RecurringAdd: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a recurring expense from a phrase.")

    @OptionGroup var global: GlobalOptions
    @Option(help: ArgumentHelp("First day it may fall due (default today); days already past are posted at once.", valueName: "YYYY-MM-DD"))
    var start: String?
    @Argument(help: "The phrase, e.g. \"Netflix 15.49 monthly on the 3rd\".") var words: [String]

    func run() throws {
        var fields: [(String, JSONValue)] = [("cmd", .string("recurring")), ("action", .string("add")),
                                             ("text", .string(words.joined(separator: " ")))]
        if let start { fields.append(("start", .string(start))) }
        let result = try global.call(fields)
        guard !global.json, let item = result["recurring"] else { return }
        print("Added #\(item["id"]?.numberText ?? "?"): " + RecurringList.line(item))
        let posted = result["posted_count"]?.intValue ?? 0
        if posted > 0 { print("Posted \(posted) past occurrence\(posted == 1 ? "" : "s") since \(item["start"]?.stringValue ?? "the start").") }
    }
}

struct RecurringList: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List recurring expenses and when each is next due.")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let result = try global.call([("cmd", .string("recurring")), ("action", .string("list"))])
        guard !global.json else { return }
        let items = result["recurring"]?.arrayValue ?? []
        guard !items.isEmpty else {
            print("No recurring expenses. Add one: spend recurring add \"Netflix 15.49 monthly on the 3rd\"")
            return
        }
        let rows = items.map { item in
            [item["id"]?.numberText ?? "?", Format.money(item["amount"], item["currency"]?.stringValue),
             item["description"]?.stringValue ?? "", item["schedule"]?.stringValue ?? "",
             (item["category"]?.stringValue ?? "") + (item["kind"]?.stringValue == "income" ? " (income)" : ""),
             Self.nextDue(item)]
        }
        print(Format.table(["ID", "AMOUNT", "DESCRIPTION", "SCHEDULE", "CATEGORY", "NEXT DUE"], rows, rightAligned: [0, 1]))
    }

    static func line(_ item: JSONValue) -> String {
        "\(item["description"]?.stringValue ?? "") \(Format.money(item["amount"], item["currency"]?.stringValue)) "
            + "\(item["schedule"]?.stringValue ?? "")\(item["until"]?.stringValue.map { " until " + $0 } ?? ""), "
            + "\(item["category"]?.stringValue ?? ""); next due \(nextDue(item))"
    }

    /// The next due day, or why there is none.
    static func nextDue(_ item: JSONValue) -> String {
        if item["paused"]?.boolValue == true { return "paused" }
        return item["next_due"]?.stringValue ?? "ended"
    }
}

struct RecurringRemove: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Stop a recurring expense (expenses already posted stay).")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The id `spend recurring` shows.") var id: Int64

    func run() throws {
        let result = try global.call([("cmd", .string("recurring")), ("action", .string("remove")), ("text", .string(String(id)))])
        guard !global.json, let item = result["recurring"] else { return }
        print("Removed #\(id): \(item["description"]?.stringValue ?? "")")
    }
}

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Export expenses as csv, ledger (hledger journal), beancount or json.",
        discussion: """
            Examples:
              spend export --format ledger -o spend.journal && hledger -f spend.journal balance
              spend export --format beancount -o spend.beancount && bean-check spend.beancount
              spend export --since 2026-01-01 > 2026.csv
            """)

    @OptionGroup var global: GlobalOptions
    @Option(help: "csv, ledger, beancount or json.") var format = "csv"
    @Option(help: ArgumentHelp("On or after this date.", valueName: "date")) var since: String?
    @Option(help: ArgumentHelp("On or before this date.", valueName: "date")) var until: String?
    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Write this file (atomically, private to you) instead of standard output.", valueName: "file"))
    var output: String?

    func run() throws {
        var fields: [(String, JSONValue)] = [("cmd", .string("export")), ("format", .string(format))]
        if let since { fields.append(("since", .string(since))) }
        if let until { fields.append(("until", .string(until))) }
        let connection = try global.connect()
        let file = try output.map { try FileTransfer.target($0, on: connection, global) }
        let stdout = FileHandle.standardOutput
        let result: JSONValue
        do {
            result = try global.call(fields, data: true, on: connection) { event in
                guard let text = event.value["text"]?.stringValue else { return }
                if let file { file.write(Data(text.utf8)) } else if global.json { print(event.line) } else { stdout.write(Data(text.utf8)) }
            }
        } catch {
            file?.abandon()
            throw error
        }
        guard let file else { return }
        try file.commit()
        if !global.json { Terminal.note("Exported \(result["count"]?.numberText ?? "0") expenses to \(file.path)") }
    }
}

struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Import a CSV export from your bank or budgeting app, as downloaded; rows already stored are skipped.",
        discussion: """
            Known formats (Chase, Amex, Capital One, Monzo, Revolut, N26, DKB, Sparkasse, YNAB, Mint and more:
            see docs/PROTOCOL.md) are recognised by their header. Other files are read from their columns:
            a date, an amount (or debit and credit columns, or an amount and a direction), a description.
            Encodings (UTF-8, UTF-16, Windows-1252), delimiters, decimal commas and day-first dates are
            detected; the report says what was decided and what happened to every row. Card payments,
            transfers, pending and zero rows are left out; money coming in is listed, not stored.
            Examples:
              spend import ~/Downloads/Chase1234_Activity.CSV
              spend import statement.csv --dry-run
              spend import monzo.csv --category-map ~/.config/spend/bank-categories
              spend import bank.csv --date-column Booked --amount-column 4 --description-column Payee \\
                --date-format DD.MM.YYYY --decimal-comma --negate
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The CSV file, or - for standard input.") var file: String
    @Option(help: ArgumentHelp("Read the file as this format (an id such as chase-card); default: recognised.", valueName: "id")) var format: String?
    @Option(help: ArgumentHelp("Header or number of the date column.", valueName: "column")) var dateColumn: String?
    @Option(help: ArgumentHelp("Header or number of the amount column.", valueName: "column")) var amountColumn: String?
    @Option(help: ArgumentHelp("Header or number of the description column.", valueName: "column")) var descriptionColumn: String?
    @Option(help: ArgumentHelp("Header or number of a category column.", valueName: "column")) var categoryColumn: String?
    @Option(help: ArgumentHelp("Header or number of a currency column.", valueName: "column")) var currencyColumn: String?
    @Option(help: ArgumentHelp("Header or number of a merchant column.", valueName: "column")) var merchantColumn: String?
    @Option(help: ArgumentHelp("Header or number of a person column.", valueName: "column")) var personColumn: String?
    @Option(help: "YYYY-MM-DD, MM/DD/YYYY, DD/MM/YYYY or DD.MM.YYYY (default: decided from the column).") var dateFormat: String?
    @Option(help: ArgumentHelp("Currency of rows when the file names none.", valueName: "code")) var currency: String?
    @Flag(inversion: .prefixedNo, help: "Amounts are written 1.234,56 (default: decided from the column).") var decimalComma: Bool?
    @Flag(inversion: .prefixedNo, help: "Spending is negative, as bank accounts write it (default: the format's rule, or the amounts').") var negate: Bool?
    @Option(help: ArgumentHelp("Map the bank's category words to yours: lines 'Bank word = Your category', # comments.", valueName: "file"))
    var categoryMap: String?
    @Flag(help: "Keep rows that have not settled yet.") var includePending = false
    @Flag(inversion: .prefixedNo, help: "Store money coming in (salary, interest, refunds) as income (default), or only list it.") var income = true
    @Flag(help: "Show the format, the columns and the first rows as they would be stored; store nothing.") var dryRun = false

    /// The daemon's limit for one import.
    static let maximumBytes = 256 << 20

    func run() throws {
        let map = try categoryMap.map { path in
            do { return try String(contentsOfFile: path, encoding: .utf8) } catch {
                throw FileTransfer.failure(66, "cannot read the category map \(path): \(error.localizedDescription)")
            }
        }
        let connection = try global.connect()
        let upload = try FileTransfer.upload(file, limit: Self.maximumBytes, on: connection, global)
        var fields: [(String, JSONValue)] = [("cmd", .string("import")), ("upload", .string(upload)),
                                             ("name", .string(file == "-" ? "standard input" : file))]
        for (key, value) in [("format", format), ("date_column", dateColumn), ("amount_column", amountColumn),
                             ("description_column", descriptionColumn), ("category_column", categoryColumn),
                             ("currency_column", currencyColumn), ("merchant_column", merchantColumn),
                             ("person_column", personColumn), ("date_format", dateFormat), ("currency", currency)] {
            if let value { fields.append((key, .string(value))) }
        }
        if let map { fields.append(("category_map", .string(map))) }
        if !income { fields.append(("income", .string("no"))) }
        for (key, value) in [("decimal_comma", decimalComma), ("negate", negate)] {
            if let value { fields.append((key, .string(value ? "yes" : "no"))) }
        }
        for (key, on) in [("include_pending", includePending), ("dry_run", dryRun)] where on {
            fields.append((key, .string("yes")))
        }
        let result = try global.call(fields, on: connection)
        guard !global.json else { return }
        print(ImportSummary.text(result, dryRun: dryRun), terminator: "")
    }
}

/// The import report for people: the counts first, then the format and how the file
/// was read, what was left out and why, and the first rejected rows.
enum ImportSummary {
    static let rejectionsShown = 20

    static func text(_ result: JSONValue, dryRun: Bool) -> String {
        var out = ""
        let imported = result["imported"]?.intValue ?? 0
        let skipped = result["skipped_duplicates"]?.intValue ?? 0
        let rejected = result["rejected"]?.intValue ?? 0
        out += "\(dryRun ? "Would import" : "Imported") \(imported), skipped \(skipped) already stored, rejected \(rejected).\n"
        if let receipts = result["skipped_receipts"]?.intValue, receipts > 0 {
            out += "Already stored from receipts: \(receipts) purchase\(receipts == 1 ? "" : "s") (not stored again).\n"
        }
        let format = result["format"]?["name"]?.stringValue ?? "?"
        out += "Format: \(format) (\(result["encoding"]?.stringValue ?? "?"), delimiter '\(result["delimiter"]?.stringValue ?? ",")')\n"
        if dryRun, let mapping = result["mapping"] {
            let roles = ["date", "amount", "debit", "credit", "direction", "description", "merchant", "category", "currency", "person", "transaction id"]
            out += "Columns: " + roles.compactMap { role in mapping[role]?.stringValue.map { "\(role) = \($0)" } }.joined(separator: "; ") + "\n"
        }
        var excluded: [String] = []
        let words = ["payment": ("card payment", "card payments"), "transfer": ("transfer", "transfers"),
                     "pending": ("pending row", "pending rows"), "zero": ("zero amount", "zero amounts")]
        for (key, value) in result["excluded"]?.objectValue ?? [] {
            guard let count = value.intValue, count > 0, let (one, many) = words[key] else { continue }
            excluded.append("\(count) \(count == 1 ? one : many)")
        }
        if !excluded.isEmpty { out += "Left out: " + excluded.joined(separator: ", ") + ".\n" }
        if let incoming = result["incoming"], let count = incoming["count"]?.intValue, count > 0 {
            let totals = (incoming["totals"]?.arrayValue ?? []).map { Format.money($0["amount"], $0["currency"]?.stringValue) }
            let stored = incoming["imported"]?.intValue ?? 0
            let skipped = incoming["skipped_duplicates"]?.intValue ?? 0
            let what = stored + skipped == 0 ? "listed, not stored (--no-income)"
                : "\(dryRun ? "would store" : "stored") \(stored) as income" + (skipped > 0 ? ", \(skipped) already stored" : "")
            out += "Money in (income, refunds): \(count) \(count == 1 ? "row" : "rows"), \(totals.joined(separator: " + ")); \(what).\n"
        }
        if let summary = result["summary_lines"]?.intValue, summary > 0 {
            out += "Summary lines after the rows, left out: \(summary).\n"
        }
        for unknown in result["unknown_categories"]?.arrayValue ?? [] {
            out += "Category '\(unknown["word"]?.stringValue ?? "")' is not one of yours: \(unknown["rows"]?.numberText ?? "?") rows categorised from their description.\n"
        }
        for note in result["notes"]?.arrayValue ?? [] { out += "Note: \(note.stringValue ?? "")\n" }
        if dryRun, let preview = result["preview"]?.arrayValue, !preview.isEmpty {
            out += Format.table(["DATE", "AMOUNT", "CATEGORY", "MERCHANT", "DESCRIPTION"], preview.map { row in
                [row["date"]?.stringValue ?? "", Format.money(row["amount"], row["currency"]?.stringValue),
                 row["category"]?.stringValue ?? "", row["merchant"]?.stringValue ?? "",
                 Format.truncate(row["description"]?.stringValue ?? "", 40)]
            }, rightAligned: [1]) + "\n"
        }
        let rejections = result["rejections"]?.arrayValue ?? []
        for row in rejections.prefix(rejectionsShown) {
            out += "line \(row["line"]?.numberText ?? "?"): \(row["reason"]?.stringValue ?? "")\n"
        }
        if rejected > Int64(min(rejections.count, rejectionsShown)) {
            out += "... and \(rejected - Int64(min(rejections.count, rejectionsShown))) more rejected rows\n"
        }
        return out
    }
}

/// A file named on the command line, relative to where spend runs.
func absolutePath(_ path: String) -> String {
    path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
}
