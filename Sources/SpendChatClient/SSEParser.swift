import NIOCore

/// One complete Server-Sent Events item.
public enum SSEEvent: Sendable, Equatable {
    /// A dispatched event: its `data:` lines joined with "\n", and the `event:` and `id:` fields when sent.
    case message(data: String, event: String?, id: String?)
    /// `data: [DONE]`, the OpenAI end-of-stream marker.
    case done
    /// A failure the server reported inside the stream: the non-standard `error: {...}` line
    /// of older llama-server builds (its text), or an event named `error` (its data).
    case error(String)
}

/// A pure, tolerant Server-Sent Events parser (the WHATWG event-stream rules, plus the
/// OpenAI and llama-server quirks). Feed it raw bytes as they arrive, in pieces of any size;
/// it keeps the bytes of an unfinished line, so a multi-byte UTF-8 character or an event split
/// across reads comes out whole. Lines may end in LF, CRLF or CR, even with the CR and LF in
/// different reads. Lines starting with ":" are comments (keep-alives) and are skipped.
/// Call `finish()` at end of input to flush a last line or event that had no terminator.
public struct SSEParser: Sendable {
    private var line: [UInt8] = []
    private var afterCR = false
    private var atStart = true
    private var data: [String] = []
    private var hasData = false
    private var eventName: String?
    private var lastEventID: String?

    public init() {}

    /// Bytes of an unfinished line held back, waiting for its terminator.
    public var pendingByteCount: Int { line.count }

    /// The `id:` of the last event that carried one (the SSE "last event ID").
    public var lastID: String? { lastEventID }

    public mutating func feed(_ buffer: ByteBuffer) -> [SSEEvent] {
        feed(buffer.readableBytesView)
    }

    public mutating func feed(_ bytes: [UInt8]) -> [SSEEvent] {
        feed(bytes[...])
    }

    public mutating func feed(_ text: String) -> [SSEEvent] {
        feed(Array(text.utf8))
    }

    public mutating func feed<Bytes: Sequence>(_ bytes: Bytes) -> [SSEEvent] where Bytes.Element == UInt8 {
        var events: [SSEEvent] = []
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\n"):
                if afterCR {
                    afterCR = false  // the LF of a CRLF whose CR ended the line already
                } else {
                    endLine(into: &events)
                }
            case UInt8(ascii: "\r"):
                endLine(into: &events)
                afterCR = true
            default:
                afterCR = false
                line.append(byte)
            }
        }
        return events
    }

    /// End of input: a line without its terminator is taken as complete, and an event
    /// without its closing blank line is dispatched.
    public mutating func finish() -> [SSEEvent] {
        var events: [SSEEvent] = []
        if !line.isEmpty { endLine(into: &events) }
        dispatch(into: &events)
        afterCR = false
        atStart = true
        return events
    }

    private mutating func endLine(into events: inout [SSEEvent]) {
        var bytes = line[...]
        line.removeAll(keepingCapacity: true)
        if atStart {
            atStart = false
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }  // UTF-8 BOM
        }
        if bytes.isEmpty {
            dispatch(into: &events)
            return
        }
        if bytes.first == UInt8(ascii: ":") { return }  // comment / keep-alive

        let field: String
        var value: String
        if let colon = bytes.firstIndex(of: UInt8(ascii: ":")) {
            field = String(decoding: bytes[..<colon], as: UTF8.self)
            var rest = bytes[(colon + 1)...]
            if rest.first == UInt8(ascii: " ") { rest = rest.dropFirst() }
            value = String(decoding: rest, as: UTF8.self)
        } else {
            field = String(decoding: bytes, as: UTF8.self)
            value = ""
        }

        switch field {
        case "data":
            data.append(value)
            hasData = true
        case "event":
            eventName = value
        case "id":
            if !value.contains("\0") { lastEventID = value }
        case "error":
            // Older llama-server: `error: {"code":500,"message":"..."}` instead of a data event.
            value = value.trimmingSpaces()
            events.append(.error(value))
        default:
            break  // "retry" and unknown fields are ignored
        }
    }

    private mutating func dispatch(into events: inout [SSEEvent]) {
        defer {
            data.removeAll(keepingCapacity: true)
            hasData = false
            eventName = nil
        }
        guard hasData else { return }
        let joined = data.joined(separator: "\n")
        if eventName == "error" {
            events.append(.error(joined))
        } else if joined.trimmingSpaces() == "[DONE]" {
            events.append(.done)
        } else {
            events.append(.message(data: joined, event: eventName, id: lastEventID))
        }
    }
}

extension String {
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars = scalars.dropFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
