import Foundation
import SpendCore
import SpendProtocol

/// The daemon's settings. Every key is optional: the embedded defaults serve.
/// Precedence, lowest first: defaults, config file, environment, command-line flags.
public struct DaemonConfig: Sendable {
    public var socketPath: String
    public var databasePath: String
    public var currency: Currency
    public var logLevel: String

    /// The keys a config file may hold, with what they mean; also printed by `--help`.
    public static let keys: [(key: String, env: String, help: String)] = [
        ("socket", "SPEND_SOCKET", "Unix socket path (default $XDG_RUNTIME_DIR/spend/spendd.sock)"),
        ("database", "SPEND_DATABASE", "SQLite file (default $XDG_DATA_HOME/spend/spend.sqlite)"),
        ("currency", "SPEND_CURRENCY", "ISO code used when a phrase names none (default USD)"),
        ("log_level", "SPEND_LOG_LEVEL", "trace, debug, info, notice, warning, error (default info)"),
    ]

    public static func defaults(environment env: [String: String]) -> DaemonConfig {
        DaemonConfig(socketPath: defaultSocketPath(environment: env),
                     databasePath: xdg("XDG_DATA_HOME", ".local/share", env) + "/spend/spend.sqlite",
                     currency: .usd, logLevel: "info")
    }

    public static func defaultSocketPath(environment env: [String: String]) -> String {
        SocketLocation.defaultPath(environment: env, uid: getuid())
    }

    public static func defaultConfigPath(environment env: [String: String]) -> String {
        xdg("XDG_CONFIG_HOME", ".config", env) + "/spend/spendd.conf"
    }

    private static func xdg(_ name: String, _ fallback: String, _ env: [String: String]) -> String {
        if let value = env[name], !value.isEmpty { return value }
        return (env["HOME"] ?? NSHomeDirectory()) + "/" + fallback
    }

    /// Applies `key = value` lines (`#` comments, optional quotes). Unknown keys and bad
    /// values are errors naming the line, so a typo is never silently ignored.
    public mutating func apply(file text: String, path: String) throws {
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { throw ConfigError("\(path):\(number + 1): expected key = value") }
            var value = parts[1]
            if value.count >= 2, value.first == "\"", value.last == "\"" { value = String(value.dropFirst().dropLast()) }
            try set(parts[0], value, origin: "\(path):\(number + 1)")
        }
    }

    public mutating func apply(environment env: [String: String]) throws {
        for entry in Self.keys { if let value = env[entry.env], !value.isEmpty { try set(entry.key, value, origin: entry.env) } }
    }

    public mutating func set(_ key: String, _ value: String, origin: String) throws {
        switch key {
        case "socket": socketPath = value
        case "database": databasePath = value
        case "currency":
            guard let currency = Currency(code: value) else { throw ConfigError("\(origin): unknown currency '\(value)'") }
            self.currency = currency
        case "log_level":
            guard ["trace", "debug", "info", "notice", "warning", "error", "critical"].contains(value) else {
                throw ConfigError("\(origin): unknown log level '\(value)'")
            }
            logLevel = value
        default:
            throw ConfigError("\(origin): unknown key '\(key)' (known: \(Self.keys.map(\.key).joined(separator: ", ")))")
        }
    }
}

public struct ConfigError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
