import Foundation

/// `spendd.conf`: where it is, and how `spend setup` changes one setting in it while
/// keeping every other line, comment and blank as the user wrote them. The daemon's
/// reader (`DaemonConfig.apply(file:)`) gives the lines their meaning.
public enum ConfigFile {
    /// `$XDG_CONFIG_HOME/spend/spendd.conf`, else `~/.config/spend/spendd.conf`.
    public static func defaultPath(environment: [String: String]) -> String {
        let base = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
        return base + "/spend/spendd.conf"
    }

    /// The value of `key`'s last line (as the daemon reads it, the last one wins), quotes removed.
    public static func value(of key: String, in text: String) -> String? {
        var found: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let (name, value) = setting(line), name == key else { continue }
            found = value
        }
        return found
    }

    /// `text` with `key = value`: its lines for `key` replaced by one, in the first one's
    /// place, or the line added at the end.
    public static func setting(_ key: String, to value: String, in text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let line = "\(key) = \(value)"
        var placed = false
        lines = lines.compactMap { existing in
            guard setting(Substring(existing))?.0 == key else { return existing }
            defer { placed = true }
            return placed ? nil : line
        }
        if !placed { lines.append(line) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A `key = value` line, outside comments; nil for blanks and comments.
    private static func setting(_ line: Substring) -> (String, String)? {
        // A "#" starts a comment only outside quotes, as the daemon reads it.
        var inQuotes = false
        let comment = line.firstIndex { character in
            if character == "\"" { inQuotes.toggle() }
            return character == "#" && !inQuotes
        }
        let uncommented = line[..<(comment ?? line.endIndex)]
        let parts = uncommented.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, !parts[0].isEmpty else { return nil }
        var value = parts[1]
        if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
        return (parts[0], value)
    }
}
