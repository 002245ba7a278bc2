import Foundation

/// A bank or app export read end to end in memory: its text decoded, its delimiter
/// found, its layout recognised or detected, and every row read (`StatementScan` and
/// its second pass, the daemon's import, read a file the same way a piece at a time).
public struct Statement: Sendable {
    public let encoding: String
    public let delimiter: String
    public let layout: StatementLayout
    public let reading: StatementReading
    /// The spending rows that were read (the rest are counted in `reading`).
    public let spending: [ImportRow]

    public static func read(_ data: Data, options: ImportOptions) throws -> Statement {
        let scan = try StatementScan.scan(data, options: options)
        var reading = StatementReading(scan)
        var spending: [ImportRow] = []
        try scan.read(data) { outcome in
            if case .spending(let row) = outcome { spending.append(row) } else { reading.count(outcome) }
        }
        return Statement(encoding: scan.encoding, delimiter: scan.delimiter, layout: scan.layout, reading: reading, spending: spending)
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

    public var rejections: [ImportRejection] { reading.rejections }
}
