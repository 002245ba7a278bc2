import Foundation

/// A bank or app export read end to end: its text decoded, its delimiter found, its
/// layout recognised or detected, and every row read. Pure: the daemon reads the file's
/// bytes and stores the result.
public struct Statement: Sendable {
    public let encoding: String
    public let delimiter: String
    public let layout: StatementLayout
    public let reading: StatementReading

    public static func read(_ data: Data, options: ImportOptions) throws -> Statement {
        let decoded = BankText.decode(data)
        // NUL never appears in text: a spreadsheet, a PDF, or a file such as /proc/*/environ
        // whose content must not be quoted back in an error.
        guard !decoded.text.utf8.contains(0) else {
            throw ImportError(message: "this is not a CSV text file (it holds binary data); export the statement as CSV and import that")
        }
        let delimiter = CSV.sniffDelimiter(decoded.text)
        let records = try CSV.read(decoded.text, delimiter: delimiter, lenient: true)
        let layout = try StatementLayout.find(records, options: options)
        let reading = StatementReading.read(records, layout: layout, options: options)
        let name = delimiter == 9 ? "tab" : String(UnicodeScalar(delimiter))
        return Statement(encoding: decoded.encoding, delimiter: name, layout: layout, reading: reading)
    }

    /// The layout alone, from the file's first 64 KiB: what `--dry-run` and the format
    /// benchmark need, without reading every row.
    public static func detect(_ data: Data, options: ImportOptions) throws -> StatementLayout {
        var head = data.prefix(65536)
        if head.count < data.count, let end = head.lastIndex(of: 10) { head = head[..<end] }
        let decoded = BankText.decode(Data(head))
        let records = try CSV.read(decoded.text, delimiter: CSV.sniffDelimiter(decoded.text), lenient: true)
        return try StatementLayout.find(records, options: options)
    }

    /// The spending rows that were read (the rest are in `reading`).
    public var spending: [ImportRow] {
        reading.rows.compactMap { if case .success(let row) = $0 { row } else { nil } }
    }

    public var rejections: [ImportRejection] {
        reading.rows.compactMap { if case .failure(let rejection) = $0 { rejection } else { nil } }
    }
}
