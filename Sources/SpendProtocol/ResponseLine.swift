/// Builders for the three kinds of line the daemon writes. Each is one JSON object
/// ending in a newline; `id` comes first when present so a reader can route it at a glance.
public enum ResponseLine {
    public static let protocolVersion = 1

    public static func ok(id: JSONValue?, result: JSONValue) -> String {
        line(id: id, [("ok", .bool(true)), ("result", result)])
    }

    public static func error(_ error: ProtocolError, id: JSONValue?) -> String {
        var body: [(String, JSONValue)] = [("code", .string(error.code)), ("message", .string(error.message))]
        body += error.details
        return line(id: id ?? error.id, [("ok", .bool(false)), ("error", .object(body))])
    }

    /// An event belonging to a request still in progress (an `ask`'s deltas).
    public static func event(id: JSONValue?, _ name: String, _ fields: [(String, JSONValue)] = []) -> String {
        line(id: id, [("event", .string(name))] + fields)
    }

    /// A notification pushed to a subscriber, unrelated to any request it sent.
    public static func push(_ name: String, _ fields: [(String, JSONValue)]) -> String {
        JSONValue.object([("event", .string(name)), ("push", .bool(true))] + fields).serialized + "\n"
    }

    private static func line(id: JSONValue?, _ pairs: [(String, JSONValue)]) -> String {
        JSONValue.object((id.map { [("id", $0)] } ?? []) + pairs).serialized + "\n"
    }
}
