import Foundation
import SpendCore

/// A statement's bytes, read from the start each time `chunks` is called: an import
/// reads a file twice (`StatementScan`) and holds a piece of it at a time.
public protocol StatementBytes {
    func chunks(_ body: (UnsafeRawBufferPointer) throws -> Void) throws
}

extension Data: StatementBytes {
    public func chunks(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        try withUnsafeBytes { try body($0) }
    }
}

/// The first of an import's two passes over a file: the encoding, the delimiter and the
/// layout from the file's first records, then every record counted for the conventions
/// whole columns decide and for where the transactions end. It keeps counts, never rows,
/// so a file of a million rows is read in the memory of one piece of it. The second pass,
/// `read`, hands each data record's outcome to its caller.
public struct StatementScan: Sendable {
    /// "UTF-8", "UTF-16LE", "UTF-16BE" or "Windows-1252", for the import report.
    public var encoding: String { text.name }
    /// The delimiter as the report names it: `,` `;` `tab` or `|`.
    public var delimiter: String { delimiterByte == 9 ? "tab" : String(UnicodeScalar(delimiterByte)) }
    public let layout: StatementLayout
    public let conventions: StatementConventions
    /// Lines after the last transaction whose date column holds no date (totals, a closing balance).
    public let summaryLines: Int
    let text: TextEncoding
    let delimiterByte: UInt8
    /// The records read as transactions: from the layout's first data record up to the last one with a date.
    let dataRecords: Range<Int>

    /// Records the layout is found from: the header may follow 40 lines of account
    /// details, and detection samples up to 200 rows after it.
    static let layoutSample = 1000
    /// Decoded bytes the delimiter is told from (its first 200 lines).
    static let sniffBytes = 256 * 1024

    public static func scan(_ bytes: some StatementBytes, options: ImportOptions) throws -> StatementScan {
        do {
            return try scan(bytes, options: options, as: nil)
        } catch let invalid as InvalidUTF8 {
            return try scan(bytes, options: options, as: invalid.fallback)
        }
    }

    /// `encoding` nil: UTF-8 unless a byte order mark says otherwise, and `InvalidUTF8` as
    /// soon as a byte shows it is not (the file is then read again in the fallback).
    private static func scan(_ bytes: some StatementBytes, options: ImportOptions, as encoding: TextEncoding?) throws -> StatementScan {
        var decoder = TextDecoder(encoding)
        var head: [UInt8] = []
        var parser: CSVParser?
        var delimiter: UInt8 = UInt8(ascii: ",")
        var sample: [CSVRecord] = []
        var records: [CSVRecord] = []
        var scanned: Scanned?
        var recordCount = 0

        func take(_ records: [CSVRecord]) throws {
            for record in records {
                defer { recordCount += 1 }
                if scanned != nil { scanned!.add(record, index: recordCount); continue }
                sample.append(record)
                if sample.count == layoutSample { try startScanning() }
            }
        }
        func startScanning() throws {
            let layout = try StatementLayout.find(sample, options: options)
            scanned = Scanned(layout: layout)
            for (index, record) in sample.enumerated() { scanned!.add(record, index: index) }
            sample = []
        }
        func parse(_ decoded: [UInt8]) throws {
            guard !decoded.contains(0) else {
                // NUL never appears in text: a spreadsheet, a PDF, or a file such as
                // /proc/*/environ whose content must not be quoted back in an error.
                throw ImportError(message: "this is not a CSV text file (it holds binary data); export the statement as CSV and import that")
            }
            if parser == nil {
                head += decoded
                guard head.count >= sniffBytes else { return }
                try startParsing()
            } else {
                try feed(decoded)
            }
        }
        func feed(_ decoded: [UInt8]) throws {
            records.removeAll(keepingCapacity: true)
            try decoded.withUnsafeBufferPointer { try parser!.feed($0, into: &records) }
            try take(records)
        }
        func startParsing() throws {
            let end = head.count >= sniffBytes ? head.lastIndex(of: 10) ?? head.count : head.count
            delimiter = CSV.sniffDelimiter(String(decoding: head[..<end], as: UTF8.self))
            parser = CSVParser(delimiter: delimiter, lenient: true)
            let all = head
            head = []
            try feed(all)
        }

        var decoded: [UInt8] = []
        try bytes.chunks { chunk in
            decoded.removeAll(keepingCapacity: true)
            try decoder.decode(chunk, into: &decoded)
            try parse(decoded)
        }
        decoded.removeAll(keepingCapacity: true)
        try decoder.finish(into: &decoded)
        try parse(decoded)
        if parser == nil { try startParsing() }
        records.removeAll(keepingCapacity: true)
        try parser!.finish(into: &records)
        try take(records)
        if scanned == nil { try startScanning() }
        let found = scanned!
        let layout = found.layout
        let conventions = StatementConventions(layout: layout, options: options, evidence: found.evidence,
                                               currencies: found.currencies(options))
        return StatementScan(layout: layout, conventions: conventions, summaryLines: found.trailing.count,
                             text: decoder.encoding, delimiterByte: delimiter,
                             dataRecords: layout.dataStart..<(layout.dataStart + found.lastDated + 1))
    }

    /// The second pass: each transaction record's outcome, in file order.
    public func read(_ bytes: some StatementBytes, _ each: (RowOutcome) throws -> Void) throws {
        var decoder = TextDecoder(text)
        var parser = CSVParser(delimiter: delimiterByte, lenient: true)
        var decoded: [UInt8] = []
        var records: [CSVRecord] = []
        var index = 0
        func take() throws {
            for record in records {
                defer { index += 1 }
                if dataRecords.contains(index) { try each(conventions.read(record)) }
            }
            records.removeAll(keepingCapacity: true)
        }
        try bytes.chunks { chunk in
            decoded.removeAll(keepingCapacity: true)
            try decoder.decode(chunk, into: &decoded)
            try decoded.withUnsafeBufferPointer { try parser.feed($0, into: &records) }
            try take()
        }
        decoded.removeAll(keepingCapacity: true)
        try decoder.finish(into: &decoded)
        try decoded.withUnsafeBufferPointer { try parser.feed($0, into: &records) }
        try parser.finish(into: &records)
        try take()
    }
}

/// What the first pass has counted once the layout is known.
private struct Scanned {
    let layout: StatementLayout
    /// Evidence from the records up to the last one with a date, and from those after it
    /// (a summary, unless a dated record follows).
    var evidence = ColumnEvidence()
    var trailing = (evidence: ColumnEvidence(), count: 0)
    var lastDated = -1
    /// The currency codes of the first 2000 data records, as first seen.
    var codes: [(index: Int, code: String)] = []
    var seenCodes: Set<String> = []

    init(layout: StatementLayout) { self.layout = layout }

    mutating func add(_ record: CSVRecord, index: Int) {
        let data = index - layout.dataStart
        guard data >= 0 else { return }
        if data < 2000, let column = layout.currency {
            let code = StatementConventions.field(record, column).uppercased()
            if seenCodes.insert(code).inserted { codes.append((data, code)) }
        }
        let date = StatementConventions.field(record, layout.date)
        if DateText.resemblesDate(date) || StatementConventions.isPending(date) {
            if trailing.count > 0 {
                evidence.merge(trailing.evidence)
                trailing = (ColumnEvidence(), 0)
            }
            evidence.add(record, layout: layout)
            lastDated = data
        } else {
            trailing.evidence.add(record, layout: layout)
            trailing.count += 1
        }
    }

    func currencies(_ options: ImportOptions) -> [Currency] {
        let fallback = layout.currencyCode ?? options.defaultCurrency
        guard layout.currency != nil else { return [fallback] }
        let found = codes.filter { $0.index <= lastDated }.map { Currency(code: $0.code) ?? fallback }
        return found.isEmpty ? [fallback] : found
    }
}

/// The text encodings a bank file comes in (`BankText`), decoded a piece at a time.
enum TextEncoding: Sendable {
    case utf8, utf16LE, utf16BE, windows1252

    var name: String {
        switch self {
        case .utf8: "UTF-8"
        case .utf16LE: "UTF-16LE"
        case .utf16BE: "UTF-16BE"
        case .windows1252: "Windows-1252"
        }
    }
}

/// The first pass found a byte that is not UTF-8: the file is read again as `fallback`.
struct InvalidUTF8: Error {
    let fallback: TextEncoding
}

/// Bytes of a file in `encoding` to UTF-8, a piece at a time: a character split between
/// two pieces is kept until the next one. With no encoding given, it is read from a
/// byte order mark, else UTF-8, checked as it goes.
struct TextDecoder {
    private(set) var encoding: TextEncoding
    private let checking: Bool
    private var atStart = true
    private var carry: [UInt8] = []
    /// The first bytes, for telling UTF-16 without a mark from Windows-1252.
    private var start: [UInt8] = []

    init(_ encoding: TextEncoding?) {
        self.encoding = encoding ?? .utf8
        checking = encoding == nil
    }

    mutating func decode(_ chunk: UnsafeRawBufferPointer, into out: inout [UInt8]) throws {
        var bytes = UnsafeRawBufferPointer(chunk)
        if atStart {
            // A mark may be split across pieces only in a file of a byte or two.
            carry += bytes
            guard carry.count >= 3 else { return }
            atStart = false
            let first = carry
            carry = []
            if checking { start = Array(first.prefix(512)) }
            return try first.withUnsafeBytes { try decodeFirst($0, into: &out) }
        }
        if checking, start.count < 512 { start += bytes.prefix(512 - start.count) }
        try convert(&bytes, into: &out)
    }

    private mutating func decodeFirst(_ first: UnsafeRawBufferPointer, into out: inout [UInt8]) throws {
        var bytes = first
        if checking {
            if first.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = UnsafeRawBufferPointer(rebasing: first.dropFirst(3)) }
            else if first.starts(with: [0xFF, 0xFE]) { encoding = .utf16LE; bytes = UnsafeRawBufferPointer(rebasing: first.dropFirst(2)) }
            else if first.starts(with: [0xFE, 0xFF]) { encoding = .utf16BE; bytes = UnsafeRawBufferPointer(rebasing: first.dropFirst(2)) }
        } else if encoding == .utf8, first.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes = UnsafeRawBufferPointer(rebasing: first.dropFirst(3))
        } else if encoding != .utf8, encoding != .windows1252, first.count >= 2,
                  first.starts(with: [0xFF, 0xFE]) || first.starts(with: [0xFE, 0xFF]) {
            bytes = UnsafeRawBufferPointer(rebasing: first.dropFirst(2))
        }
        try convert(&bytes, into: &out)
    }

    mutating func finish(into out: inout [UInt8]) throws {
        if atStart {
            atStart = false
            let first = carry
            carry = []
            if checking { start = first }
            try first.withUnsafeBytes { try decodeFirst($0, into: &out) }
        }
        guard !carry.isEmpty else { return }
        if encoding == .utf8, checking { throw invalid() }
        // Half a character at the end of the file.
        out += [0xEF, 0xBF, 0xBD]
        carry = []
    }

    private func invalid() -> InvalidUTF8 {
        InvalidUTF8(fallback: start.withUnsafeBytes { BankText.unmarkedUTF16(Data($0)) }.map { $0 == .utf16LittleEndian ? .utf16LE : .utf16BE }
            ?? .windows1252)
    }

    private mutating func convert(_ bytes: inout UnsafeRawBufferPointer, into out: inout [UInt8]) throws {
        switch encoding {
        case .utf8:
            let whole = carry + bytes
            carry = []
            // A sequence cut off at the end waits for the rest.
            var end = whole.count
            var back = whole.count - 1
            while back >= 0, back >= whole.count - 3, whole[back] & 0xC0 == 0x80 { back -= 1 }
            if back >= 0, back >= whole.count - 4 {
                let lead = whole[back]
                let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
                if whole.count - back < length { end = back }
            }
            carry = Array(whole[end...])
            let text = whole[..<end]
            if checking, String(validating: text, as: UTF8.self) == nil { throw invalid() }
            out += text
        case .windows1252:
            for byte in bytes {
                if byte < 0x80 { out.append(byte) } else {
                    let scalar = (0x80...0x9F).contains(byte) ? BankText.high[Int(byte) - 0x80] : Unicode.Scalar(byte)
                    out += String(Character(scalar)).utf8
                }
            }
        case .utf16LE, .utf16BE:
            var whole = carry + bytes
            carry = []
            if whole.count % 2 == 1 { carry = [whole.removeLast()] }
            var units: [UInt16] = []
            units.reserveCapacity(whole.count / 2)
            for i in stride(from: 0, to: whole.count, by: 2) {
                units.append(encoding == .utf16LE ? UInt16(whole[i]) | UInt16(whole[i + 1]) << 8 : UInt16(whole[i]) << 8 | UInt16(whole[i + 1]))
            }
            // A high surrogate at the end waits for its partner.
            if let last = units.last, UTF16.isLeadSurrogate(last) {
                units.removeLast()
                carry = Array(whole.suffix(2)) + carry
            }
            _ = transcode(units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: false) { out.append($0) }
        }
    }
}
