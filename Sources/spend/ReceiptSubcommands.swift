import ArgumentParser
import Foundation
import SpendProtocol

struct ReceiptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "receipt",
        abstract: "Read a receipt photo, review it, and store it as an expense.",
        discussion: """
            A photo (JPEG or PNG, at most 10 MB) is read on this machine with Tesseract, or by a vision
            model when spendd has vision_url. It waits as pending until you confirm it (with corrections)
            or discard it. Receipts live in two folders, private (default) and work.
            Examples:
              spend receipt ~/Downloads/IMG_2041.jpg            (read it and show what was found)
              spend receipt IMG_2042.jpg --folder work
              spend receipt confirm 7 total=23.40 category=Groceries
              spend receipt discard 8
              spend receipt show 7 --open                       (open the photo in the desktop's viewer)
              spend receipt move 7 work
              spend receipt pdf 7 -o receipt-7.pdf
              spend receipt pdf --folder work --month 2026-11 -o expenses-november.pdf
              spend receipts --folder work
            """,
        subcommands: [ReceiptRead.self, ReceiptShow.self, ReceiptConfirm.self, ReceiptDiscard.self, ReceiptDelete.self,
                      ReceiptMove.self, ReceiptPDFCommand.self, ReceiptRetry.self],
        defaultSubcommand: ReceiptRead.self)

    /// The daemon's limit for one photo (`ImageFormat.maximumBytes`).
    static let maximumBytes = 10 << 20

    /// Fields below this confidence are marked for the user to check.
    static let unsure = 0.7

    /// The review: each field, how sure the reader is, what to do next.
    static func review(_ receipt: JSONValue) -> [String] {
        let fields = receipt["fields"] ?? .null
        let code = receipt["currency"]?.stringValue
        let id = receipt["id"]?.numberText ?? "?"
        func row(_ label: String, _ key: String, _ text: (JSONValue) -> String) -> String? {
            guard let field = fields[key], field != .null, let value = field["value"] else { return nil }
            let confidence = field["confidence"]?.doubleValue ?? 0
            let mark = confidence < unsure ? "  ? check (\(Int(confidence * 100))%)" : ""
            return "  " + label.padding(toLength: 10, withPad: " ", startingAt: 0) + text(value) + mark
        }
        var lines = ["Receipt #\(id) (\(receipt["status"]?.stringValue ?? "pending"), \(receipt["folder"]?.stringValue ?? "private") folder, "
                     + "read by \(receipt["read_by"]?.stringValue == "vision" ? "the vision model" : "OCR"))"]
        lines += [
            row("Merchant", "merchant") { $0.stringValue ?? "" } ?? "  Merchant  (not found)",
            row("Date", "date") { $0.stringValue ?? "" } ?? "  Date      (not found: today's date is used)",
            row("Total", "total") { Format.money($0, code) } ?? "  Total     (not found: confirm with total=<amount>)",
            row("Subtotal", "subtotal") { Format.money($0, code) },
            row("Tax", "tax") { Format.money($0, code) },
            row("Paid by", "payment") { ($0.stringValue ?? "").uppercased() },
            row("Category", "category") { $0.stringValue ?? "" },
        ].compactMap { $0 }
        let items = fields["items"]?.arrayValue ?? []
        if !items.isEmpty {
            lines.append("  Items")
            for item in items { lines.append("    \(Format.money(item["amount"], code).leftPadded(10))  \(item["name"]?.stringValue ?? "")") }
        }
        if receipt["vision"]?.stringValue == "queued" { lines.append("  The vision endpoint was unreachable: it reads this receipt again when it is back.") }
        if let expense = receipt["expense"]?.numberText {
            lines.append("Stored as expense #\(expense).")
        } else {
            lines.append("Confirm: spend receipt confirm \(id) [total=… category=… date=…]    Discard: spend receipt discard \(id)")
        }
        return lines
    }
}

struct ReceiptRead: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "read", abstract: "Read a receipt photo (JPEG or PNG) and show what was found; it waits as pending.")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The photo: a JPEG or PNG file, or - for standard input.") var file: String
    @Option(help: "private (default) or work.") var folder: String?

    func run() throws {
        let connection = try global.connect()
        let upload = try FileTransfer.upload(file, limit: ReceiptCommand.maximumBytes, on: connection, global)
        var fields: [(String, JSONValue)] = [("cmd", .string("receipt")), ("action", .string("read")), ("upload", .string(upload)),
                                             ("name", .string(file))]
        if let folder { fields.append(("folder", .string(folder))) }
        let showsProgress = !global.json && isatty(STDERR_FILENO) == 1
        let result = try global.call(fields, on: connection) { event in
            guard showsProgress, let stage = event.value["stage"]?.stringValue else { return }
            let text = stage == "vision" ? "Asking the vision model…" : "Reading the receipt…"
            FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
        }
        if showsProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        guard !global.json, let receipt = result["receipt"] else { return }
        ReceiptCommand.review(receipt).forEach { print($0) }
    }
}

struct ReceiptShow: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show a receipt in full: fields, items, where its photo is.")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The receipt's id.") var receipt: Int
    @Flag(help: "Open the photo with the desktop's image viewer (xdg-open).") var open = false

    func run() throws {
        let result = try global.call([("cmd", .string("receipt")), ("action", .string("show")), ("receipt", .int(receipt))])
        guard let shown = result["receipt"] else { return }
        if !global.json {
            ReceiptCommand.review(shown).forEach { print($0) }
            print("  Photo     \(shown["image"]?.stringValue ?? "?")")
        }
        if open, let path = shown["image"]?.stringValue { try Self.open(path) }
    }

    static func open(_ path: String) throws {
        let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        guard let opener = searchPath.split(separator: ":").map({ $0 + "/xdg-open" }).first(where: FileManager.default.isExecutableFile) else {
            Terminal.error("xdg-open is not installed (the xdg-utils package); the photo is \(path)")
            throw ExitStatus.unavailable.exitCode
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Terminal.error("xdg-open could not open \(path) (exit \(process.terminationStatus))")
            throw ExitStatus.unavailable.exitCode
        }
    }
}

struct ReceiptConfirm: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "confirm", abstract: "Store a pending receipt as an expense, with corrections if any.",
        discussion: "Fields: total (or amount), currency, category, description, merchant, person, date.")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The receipt's id.") var receipt: Int
    @Argument(help: "Corrections as field=value, e.g. total=23.40 category=Groceries.") var corrections: [String] = []

    func run() throws {
        let fields = try keyValueFields(corrections)
        let result = try global.call([("cmd", .string("receipt")), ("action", .string("confirm")), ("receipt", .int(receipt))] + fields)
        guard !global.json else { return }
        print("Added " + Format.expenseLine(result["expense"] ?? .null) + " from receipt #\(receipt).")
    }
}

struct ReceiptDiscard: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "discard", abstract: "Throw away a pending receipt and its photo.")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The receipt's id.") var receipt: Int

    func run() throws {
        _ = try global.call([("cmd", .string("receipt")), ("action", .string("discard")), ("receipt", .int(receipt))])
        if !global.json { print("Discarded receipt #\(receipt).") }
    }
}

struct ReceiptDelete: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete a receipt and its photo, even a confirmed one (its expense stays).")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The receipt's id.") var receipt: Int

    func run() throws {
        let result = try global.call([("cmd", .string("receipt")), ("action", .string("delete")), ("receipt", .int(receipt))])
        guard !global.json else { return }
        let kept = result["expense"]?.numberText.map { "; expense #\($0) stays" } ?? ""
        print("Deleted receipt #\(receipt)\(kept).")
    }
}

struct ReceiptMove: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "move", abstract: "Move a receipt to the private or the work folder.")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The receipt's id.") var receipt: Int
    @Argument(help: "private or work.") var folder: String

    func run() throws {
        _ = try global.call([("cmd", .string("receipt")), ("action", .string("move")), ("receipt", .int(receipt)),
                             ("folder", .string(folder))])
        if !global.json { print("Receipt #\(receipt) is in the \(folder.lowercased()) folder.") }
    }
}

struct ReceiptPDFCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pdf", abstract: "Share a receipt, or a folder's month of receipts (an expense report), as one PDF.")

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The receipt's id (or give --folder and --month).") var receipt: Int?
    @Option(help: "private or work: with --month, every receipt of that folder and month.") var folder: String?
    @Option(help: ArgumentHelp("The month (YYYY-MM).", valueName: "month")) var month: String?
    @Option(name: [.customShort("o"), .long], help: "The PDF file to write (replaced atomically).") var output: String

    func validate() throws {
        guard (receipt != nil) != (folder != nil || month != nil) else {
            throw ValidationError("Give a receipt id, or --folder and --month, not both")
        }
        if receipt == nil, folder == nil || month == nil { throw ValidationError("A folder's PDF needs both --folder and --month") }
    }

    func run() throws {
        var fields: [(String, JSONValue)] = [("cmd", .string("receipt")), ("action", .string("pdf"))]
        if let receipt { fields.append(("receipt", .int(receipt))) }
        if let folder { fields.append(("folder", .string(folder))) }
        if let month { fields.append(("month", .string(month))) }
        let (result, path) = try FileTransfer.download(fields, event: "receipt.pdf.data", to: output, on: try global.connect(), global)
        guard !global.json else { return }
        let pages = result["pages"]?.intValue ?? 0
        print("Wrote \(pages) receipt\(pages == 1 ? "" : "s") to \(path).")
    }
}

struct ReceiptRetry: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "retry", abstract: "Have the vision model read the receipts that waited for it now.")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let result = try global.call([("cmd", .string("receipt")), ("action", .string("retry"))])
        guard !global.json else { return }
        let read = (result["results"]?.arrayValue ?? []).filter { $0["status"]?.stringValue == "read" }.count
        let waiting = result["waiting"]?.intValue ?? 0
        print("\(read) receipt\(read == 1 ? "" : "s") read by the vision model; \(waiting) still waiting for it.")
    }
}

struct Receipts: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List receipts, newest first: merchant, date, total, status.",
        discussion: """
            Examples:
              spend receipts
              spend receipts --folder work --month 2026-11
              spend receipts --pending
            """)

    @OptionGroup var global: GlobalOptions
    @Option(help: "private or work (default both).") var folder: String?
    @Flag(help: "Only receipts waiting to be confirmed.") var pending = false
    @Flag(help: "Only receipts stored as expenses.") var confirmed = false
    @Option(help: ArgumentHelp("Only this month (YYYY-MM).", valueName: "month")) var month: String?
    @Option(help: "At most this many (default 50).") var limit: Int?

    func validate() throws {
        if pending && confirmed { throw ValidationError("--pending and --confirmed exclude each other") }
    }

    func run() throws {
        var fields: [(String, JSONValue)] = [("cmd", .string("receipts"))]
        if let folder { fields.append(("folder", .string(folder))) }
        if pending || confirmed { fields.append(("status", .string(pending ? "pending" : "confirmed"))) }
        if let month { fields.append(("month", .string(month))) }
        if let limit { fields.append(("limit", .int(limit))) }
        let result = try global.call(fields)
        guard !global.json else { return }
        let receipts = result["receipts"]?.arrayValue ?? []
        guard !receipts.isEmpty else {
            print("No receipts\(folder.map { " in the \($0) folder" } ?? ""). Read one: spend receipt ~/Downloads/receipt.jpg")
            return
        }
        let rows = receipts.map { r -> [String] in
            [r["id"]?.numberText ?? "", r["date"]?.stringValue ?? "-", r["merchant"]?.stringValue ?? "-",
             Format.money(r["total"], r["currency"]?.stringValue), r["status"]?.stringValue ?? "", r["folder"]?.stringValue ?? ""]
        }
        print(Format.table(["ID", "Date", "Merchant", "Total", "Status", "Folder"], rows, rightAligned: [0, 3], shrink: [.init(column: 2, floor: 8)]))
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
