/// One request line, in either of the protocol's two forms:
/// text, `VERB rest-of-line`, or a JSON object `{"cmd":"add","text":"...","id":7}`.
public struct Request: Sendable {
    public let verb: String
    /// Echoed on every line answering this request, when the client sent one.
    public let id: JSONValue?
    /// Text form: everything after the verb, as typed. JSON form: nil.
    public let rest: String?
    /// JSON form: every field but "cmd" and "id". Text form: empty.
    public let fields: [(String, JSONValue)]

    public init(verb: String, id: JSONValue?, rest: String?, fields: [(String, JSONValue)]) {
        self.verb = verb
        self.id = id
        self.rest = rest
        self.fields = fields
    }

    /// Parses a line (without its newline). Throws a `ProtocolError` the daemon sends
    /// back as is.
    public static func parse(_ line: String) throws(ProtocolError) -> Request {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.first == "{" {
            let value: JSONValue
            do { value = try JSONValue.parse(String(trimmed)) } catch is JSONValue.TooDeep {
                throw ProtocolError(.badRequest, "Request nests arrays or objects deeper than \(JSONValue.maximumDepth) levels")
            } catch {
                throw ProtocolError(.badJSON, "Request is not valid JSON")
            }
            guard case .object(let pairs) = value else { throw ProtocolError(.badJSON, "A JSON request must be an object") }
            let id = value["id"]
            if let id, !(id.numberText != nil || id.stringValue != nil) {
                throw ProtocolError(.badRequest, "\"id\" must be a number or a string", id: nil)
            }
            guard let verb = value["cmd"]?.stringValue, !verb.isEmpty else {
                throw ProtocolError(.badRequest, "A JSON request needs a \"cmd\" string", id: id)
            }
            return Request(verb: verb.lowercased(), id: id, rest: nil,
                           fields: pairs.filter { $0.0 != "cmd" && $0.0 != "id" })
        }
        let verbEnd = trimmed.firstIndex { $0 == " " || $0 == "\t" } ?? trimmed.endIndex
        let verb = trimmed[..<verbEnd]
        guard !verb.isEmpty else { throw ProtocolError(.badRequest, "Empty request: send a command, or 'help'") }
        let rest = trimmed[verbEnd...].drop { $0 == " " || $0 == "\t" }
        return Request(verb: verb.lowercased(), id: nil, rest: String(rest), fields: [])
    }
}

/// Splits the text form's arguments like a shell would: spaces separate words, double
/// or single quotes group them, backslash escapes. `category="Food & Dining"` is one word.
public enum ArgumentWords {
    public static func split(_ text: String) throws(ProtocolError) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaping = false
        for c in text {
            if escaping {
                current.append(c); escaping = false; inWord = true
            } else if c == "\\" && quote != "'" {
                escaping = true
            } else if let q = quote {
                if c == q { quote = nil } else { current.append(c) }
            } else if c == "\"" || c == "'" {
                quote = c; inWord = true
            } else if c == " " || c == "\t" {
                if inWord { words.append(current); current = ""; inWord = false }
            } else {
                current.append(c); inWord = true
            }
        }
        if quote != nil || escaping {
            throw ProtocolError(.badArguments, "Unbalanced quote in arguments")
        }
        if inWord { words.append(current) }
        return words
    }
}
