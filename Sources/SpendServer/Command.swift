import SpendCore
import SpendProtocol

/// One protocol verb: its arguments, its help, and the code that runs it. Every verb is
/// declared in `CommandTable.all`, and `help` is generated from there.
struct Command: Sendable {
    let name: String
    let summary: String
    let arguments: [Argument]
    let example: String
    let handler: @Sendable (Invocation) async throws -> JSONValue
    /// Streaming verbs run alongside the connection's later requests, so a `cancel`
    /// can reach them; their final line may come after later requests' lines.
    var streams = false
    /// The assistant's verbs: one answer may take `chat_deadline` at most.
    var answers = false
    /// Answers from memory, at once, when it can; nil means this request needs `handler`
    /// (a hybrid parser, a cache a write just emptied). Such answers are given on the
    /// connection's event loop as the request is read, and the replies to a run of them
    /// in one read leave in one write: that is what lets a pipelining client parse tens of
    /// thousands a second. Any other request first sends the replies before it, so none
    /// waits behind slow work.
    var atOnce: (@Sendable (Invocation) throws -> JSONValue?)? = nil
    /// Little work between its waits (an `add`: a parse, then the commit it waits for):
    /// it runs on the connection's event loop rather than Swift's pool, which saves two
    /// thread wake-ups per request. A verb that may compute for long must not, or it
    /// would hold up the other connections on that loop.
    var staysOnLoop = false

    /// "edit <expense> [field=value ...]". A verb that takes free text takes its other
    /// arguments only in JSON, so its text usage shows the text alone.
    var usage: String {
        let takesText = arguments.contains { $0.kind == .text }
        return ([name] + arguments.filter { !takesText || $0.kind == .text }.map(\.usage)).joined(separator: " ")
    }
}

struct Argument: Sendable {
    enum Kind: String, Sendable {
        /// The rest of a text line, as typed ("add coffee with Mike $18.75").
        case text
        case word
        case integer
        /// YYYY-MM-DD, or a phrase such as "yesterday" or "last friday".
        case day
        /// A day as `day` takes it, or a period: "last month", "this year", "2026-10",
        /// "since June". As a lower bound it means the period's first day, as an upper its last.
        case period
        /// YYYY-MM.
        case month
        /// yes or no (also true/false, 1/0, on/off, or a JSON boolean): one spelling rule
        /// for every switch, so scripts need not learn each verb's.
        case flag
        /// Open-ended key=value pairs (text form) or extra JSON fields.
        case fields
    }

    let name: String
    let kind: Kind
    let required: Bool
    /// Positional in the text form (`delete 3`); otherwise `name=value`.
    let positional: Bool
    let help: String

    static func text(_ name: String, _ help: String, required: Bool = true) -> Argument {
        Argument(name: name, kind: .text, required: required, positional: true, help: help)
    }
    static func positional(_ name: String, _ kind: Kind, _ help: String, required: Bool = true) -> Argument {
        Argument(name: name, kind: kind, required: required, positional: true, help: help)
    }
    static func option(_ name: String, _ kind: Kind, _ help: String) -> Argument {
        Argument(name: name, kind: kind, required: false, positional: false, help: help)
    }
    static func fields(_ name: String, _ help: String) -> Argument {
        Argument(name: name, kind: .fields, required: false, positional: false, help: help)
    }

    var usage: String {
        switch kind {
        case .fields: return "[field=value ...]"
        case .text: return required ? "<\(name)>" : "[\(name)]"
        default:
            let body = positional ? "<\(name)>" : "\(name)=<\(kind.rawValue)>"
            return required ? body : "[\(body)]"
        }
    }

    var json: JSONValue {
        .object([("name", .string(name)), ("type", .string(kind.rawValue)), ("required", .bool(required)),
                 ("positional", .bool(positional)), ("help", .string(help))])
    }
}

/// Everything a handler may use while it runs one request.
struct Invocation: Sendable {
    let daemon: Daemon
    let session: Session
    let request: Request
    let arguments: BoundArguments
    let today: Day

    /// Sends an event line for this request before its final line.
    func emit(_ name: String, _ fields: [(String, JSONValue)] = []) async throws {
        try await session.send(ResponseLine.event(id: request.id, name, fields))
    }

    func error(_ code: ProtocolError.Code, _ message: String, details: [(String, JSONValue)] = []) -> ProtocolError {
        ProtocolError(code, message, id: request.id, details: details)
    }

    /// For verbs with actions (`recurring add <phrase>`, `income list`): JSON may give
    /// `action` and `text` apart; the text form's first word is the action (default `list`).
    var actionAndText: (action: String, text: String) {
        let text = arguments.string("text") ?? ""
        if let action = arguments.string("action") { return (action.lowercased(), text) }
        let words = text.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        return (words.first.map { $0.lowercased() } ?? "list", words.count > 1 ? String(words[1]) : "")
    }
}
