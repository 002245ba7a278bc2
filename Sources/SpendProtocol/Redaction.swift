import Synchronization

/// The one place secrets are taken out of text the daemon shows: every log line (the log
/// handler) and every error (`ProtocolError`, the endpoint clients' errors) goes through
/// `redact`. It removes the user:password part of any URL, and every secret registered
/// at start-up (the API keys, and the passwords in the configured URLs).
public enum Redaction {
    public static let mask = "[redacted]"
    private static let secrets = Mutex<[String]>([])

    /// Remembers a secret for the life of the process; a short one (under 4 characters)
    /// would blank out ordinary words, and a URL's userinfo is removed by shape anyway.
    public static func register(_ secret: String?) {
        guard let secret, secret.count >= 4 else { return }
        secrets.withLock { if !$0.contains(secret) { $0.append(secret) } }
    }

    /// `text` without URL userinfo, registered secrets or any of `extra`.
    public static func redact(_ text: String, extra: [String?] = []) -> String {
        var out = withoutUserinfo(text)
        for secret in secrets.withLock({ $0 }) + extra.compactMap({ $0 }) where !secret.isEmpty {
            out = out.replacing(secret, with: mask)
        }
        return out
    }

    /// "https://user:key@host/x" → "https://[redacted]@host/x", wherever a URL appears.
    static func withoutUserinfo(_ text: String) -> String {
        guard text.contains("://"), text.contains("@") else { return text }
        return text.replacing(/(?<scheme>[A-Za-z][A-Za-z0-9+.\-]*:\/\/)[^\/?#@\s"'<>]+@/) { match in
            match.output.scheme + mask + "@"
        }
    }
}
