import Foundation
import SpendProtocol

/// How the endpoint clients speak of an endpoint in messages: never with credentials.
public enum EndpointText {
    /// `url` without user info, query or fragment.
    public static func display(_ url: String) -> String {
        guard var components = URLComponents(string: url) else { return "the configured URL" }
        components.user = nil
        components.password = nil
        components.query = nil
        components.fragment = nil
        return components.string ?? "the configured URL"
    }

    /// `text` with every occurrence of the API key replaced (a server may echo the key
    /// back), and whatever else `Redaction` hides.
    public static func redact(_ text: String, key: String?) -> String {
        Redaction.redact(text, extra: [key])
    }
}
