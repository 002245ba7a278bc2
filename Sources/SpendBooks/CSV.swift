/// One CSV record and the line of the file it starts on, so a rejected row can be
/// reported as "line 17" even when earlier fields held newlines.
public struct CSVRecord: Hashable, Sendable {
    public let line: Int
    public let fields: [String]
}

public struct CSVError: Error, Equatable, Sendable {
    public let line: Int
    public let message: String
}

/// RFC 4180 CSV: comma-separated fields, double quotes around fields that hold commas,
/// quotes or line breaks, a quote inside written twice. Reads LF and CRLF line ends and
/// skips a UTF-8 byte order mark (spreadsheets write one). Blank lines are skipped.
///
/// Banks bend the rules, so `delimiter` may be `;`, tab or `|`, and `lenient` reads a
/// quote inside an unquoted field (`5" screen`) and text after a closing quote as text
/// instead of refusing the file.
public enum CSV {
    public static func read(_ text: String, delimiter: UInt8 = UInt8(ascii: ","), lenient: Bool = false) throws(CSVError) -> [CSVRecord] {
        var parser = CSVParser(delimiter: delimiter, lenient: lenient)
        var records: [CSVRecord] = []
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        try bytes.withUnsafeBufferPointer { (buffer) throws(CSVError) in try parser.feed(buffer, into: &records) }
        try parser.finish(into: &records)
        return records
    }

    /// The delimiter a file uses: of `,` `;` tab and `|`, the one that splits the most of
    /// the first lines into the same number of fields (two or more). Lines of account
    /// details above a header disagree with the rows, so consistency decides, not counts.
    public static func sniffDelimiter(_ text: String) -> UInt8 {
        let candidates: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: ";"), 9, UInt8(ascii: "|")]
        var counts = Array(repeating: [Int](), count: candidates.count)
        var perLine = Array(repeating: 0, count: candidates.count)
        var inQuotes = false
        var lines = 0
        var sawText = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\"") { inQuotes.toggle(); continue }
            if inQuotes { continue }
            if byte == 10 {
                if sawText { for i in candidates.indices { counts[i].append(perLine[i]) } }
                perLine = Array(repeating: 0, count: candidates.count)
                sawText = false
                lines += 1
                if lines >= 200 { break }
                continue
            }
            if byte != 13 { sawText = true }
            if let i = candidates.firstIndex(of: byte) { perLine[i] += 1 }
        }
        if sawText { for i in candidates.indices { counts[i].append(perLine[i]) } }
        var best = (delimiter: candidates[0], score: 0)
        for (i, delimiter) in candidates.enumerated() {
            var frequency: [Int: Int] = [:]
            for count in counts[i] where count > 0 { frequency[count, default: 0] += 1 }
            guard let score = frequency.values.max() else { continue }
            if score > best.score { best = (delimiter, score) }
        }
        return best.delimiter
    }

    /// One record as a line ending in CRLF, quoting only the fields that need it.
    public static func line(_ fields: [String]) -> String {
        fields.map(escape).joined(separator: ",") + "\r\n"
    }

    static func escape(_ field: String) -> String {
        guard field.utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 10 || $0 == 13 })
        else { return field }
        var out = "\""
        for c in field { out += c == "\"" ? "\"\"" : String(c) }
        return out + "\""
    }
}

/// The CSV reader of `CSV.read`, fed a file a piece at a time: a record may span pieces,
/// and so may a doubled quote or a CRLF, so the byte that decides them is waited for.
public struct CSVParser {
    let delimiter: UInt8
    let lenient: Bool
    private var fields: [String] = []
    private var field: [UInt8] = []
    private var line = 1
    private var recordLine = 1
    private var inQuotes = false
    private var quoted = false
    /// A quote inside a quoted field: doubled (text) or closing, as the next byte says.
    private var quoteInQuotes = false
    /// A carriage return outside quotes: dropped before a line feed, text otherwise.
    private var carriageReturn = false

    public init(delimiter: UInt8 = UInt8(ascii: ","), lenient: Bool = false) {
        self.delimiter = delimiter
        self.lenient = lenient
    }

    /// Reads `bytes` (UTF-8), appending every record they complete.
    public mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>, into records: inout [CSVRecord]) throws(CSVError) {
        for byte in bytes { try take(byte, into: &records) }
    }

    /// The end of the input: the last record, even without a line feed after it.
    public mutating func finish(into records: inout [CSVRecord]) throws(CSVError) {
        if quoteInQuotes { quoteInQuotes = false; inQuotes = false }
        if carriageReturn { carriageReturn = false; try text(13) }
        if inQuotes { throw CSVError(line: recordLine, message: "a quoted field is never closed") }
        if !field.isEmpty || !fields.isEmpty || quoted { endRecord(into: &records) }
    }

    private mutating func take(_ byte: UInt8, into records: inout [CSVRecord]) throws(CSVError) {
        if quoteInQuotes {
            quoteInQuotes = false
            if byte == UInt8(ascii: "\"") { field.append(byte); return }
            inQuotes = false
        } else if carriageReturn {
            carriageReturn = false
            if byte != 10 { try text(13) }
        }
        if inQuotes {
            if byte == UInt8(ascii: "\"") { quoteInQuotes = true; return }
            if byte == 10 { line += 1 }
            field.append(byte)
            return
        }
        switch byte {
        case delimiter:
            endField()
        case 10:
            endRecord(into: &records); line += 1; recordLine = line
        case 13:
            carriageReturn = true
        case UInt8(ascii: "\"") where field.isEmpty && !quoted:
            inQuotes = true; quoted = true
        case UInt8(ascii: "\"") where !lenient:
            throw CSVError(line: line, message: "a quote inside an unquoted field (quote the whole field and double the quote)")
        default:
            try text(byte)
        }
    }

    /// A byte of an unquoted field (or after a closing quote, which only `lenient` allows).
    private mutating func text(_ byte: UInt8) throws(CSVError) {
        if quoted, !lenient { throw CSVError(line: line, message: "text after a closing quote") }
        field.append(byte)
    }

    private mutating func endField() {
        fields.append(String(decoding: field, as: UTF8.self))
        field.removeAll(keepingCapacity: true)
        quoted = false
    }

    private mutating func endRecord(into records: inout [CSVRecord]) {
        endField()
        if !(fields.count == 1 && fields[0].isEmpty) { records.append(CSVRecord(line: recordLine, fields: fields)) }
        fields.removeAll(keepingCapacity: true)
    }
}
