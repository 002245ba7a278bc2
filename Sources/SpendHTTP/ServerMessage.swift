import Foundation
import SpendProtocol

/// The message a server put in an error body, found once for every HTTP client: OpenAI's
/// {"error":{"message":..}}, whisper.cpp's {"error":"text"}, FastAPI's {"detail":..} (a string,
/// an object or a list of validation errors), a bare {"message":..}; a short plain-text body as
/// it is; nil for HTML or nothing. Messages are one line and at most 300 characters, so a
/// server's stack trace cannot flood a reply. Pure: no I/O.
public enum ServerMessage {
    static let maxCharacters = 300

    /// The message in a whole error body.
    public static func message(in body: String) -> String? {
        let trimmed = body.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        if let json = try? JSONValue.parse(trimmed) {
            for key in ["error", "detail", "message"] {
                if let value = json[key], let text = message(fromError: value) { return text }
            }
            return nil
        }
        let lower = trimmed.lowercased()
        if lower.hasPrefix("<") || lower.contains("<html") { return nil }
        return tidy(trimmed)
    }

    /// The text of an `error` or `detail` value: a string or number, an object's "message" (or
    /// "msg", "detail", "error"), or the first item of a list.
    public static func message(fromError value: JSONValue) -> String? {
        switch value {
        case .string(let text):
            let line = tidy(text)
            return line.isEmpty ? nil : line
        case .number(let number):
            return number
        case .object:
            for key in ["message", "msg", "detail", "error"] {
                if let inner = value[key], let text = message(fromError: inner) { return text }
            }
            return nil
        case .array(let items):
            return items.first.flatMap(message(fromError:))
        default:
            return nil
        }
    }

    /// One line with single spaces, cut at `maxCharacters`.
    static func tidy(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return line.count > maxCharacters ? String(line.prefix(maxCharacters)) + "…" : line
    }
}
