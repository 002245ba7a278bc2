import Foundation
import SpendText

typealias ColorChoice = ColorDepth.Choice

/// Terminal details: its width, its colours, messages on stderr.
enum Terminal {
    /// A person is watching: stdout is a terminal that can draw.
    static let isInteractive: Bool = isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb"

    /// `--color`, set before the command line is parsed and anything is printed.
    nonisolated(unsafe) static var colorChoice: ColorChoice = .auto

    /// Takes `--color WHEN` or `--color=WHEN` (auto, always or never) out of the command
    /// line, anywhere before `--`, and applies it. It is not an ArgumentParser option
    /// because `category add` has a `--color` of its own (a category's
    /// colour), which keeps any other value.
    static func takeColorChoice(from arguments: [String]) -> [String] {
        var rest: [String] = []
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            if word == "--" {
                rest += arguments[index...]
                break
            }
            if word.hasPrefix("--color="), let choice = ColorChoice(rawValue: String(word.dropFirst("--color=".count))) {
                colorChoice = choice
                index += 1
            } else if word == "--color", index + 1 < arguments.count, let choice = ColorChoice(rawValue: arguments[index + 1]) {
                colorChoice = choice
                index += 2
            } else {
                rest.append(word)
                index += 1
            }
        }
        return rest
    }

    static var colorDepth: ColorDepth {
        ColorDepth.decide(choice: colorChoice, environment: ProcessInfo.processInfo.environment,
                          isTerminal: isatty(STDOUT_FILENO) == 1)
    }

    static var colorEnabled: Bool { colorDepth != .none }

    /// The columns output must fit: `COLUMNS`, else the terminal's width; nil when
    /// stdout is not a terminal and nothing says how wide the reader is.
    static var columns: Int? {
        if let text = ProcessInfo.processInfo.environment["COLUMNS"], let value = Int(text), value > 0 { return value }
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// `line` cut with "…" at the terminal's edge (as it is when nothing limits the width).
    static func fitted(_ line: String) -> String {
        columns.map { DisplayWidth.truncate(line, toWidth: $0) } ?? line
    }

    static func bold(_ text: String) -> String { colorEnabled ? "\u{1B}[1m\(text)\u{1B}[0m" : text }

    static func colored(_ text: String, hex: String?) -> String {
        guard let hex, hex.count == 7, let value = Int(hex.dropFirst(), radix: 16),
              let sequence = colorDepth.foreground(red: value >> 16, green: (value >> 8) & 0xFF, blue: value & 0xFF)
        else { return text }
        return "\u{1B}[\(sequence)m\(text)\u{1B}[0m"
    }

    static func swatch(_ hex: String?) -> String { colorEnabled ? colored("■", hex: hex) + " " : "" }

    /// Display width: wide characters and emoji take two columns, escapes none.
    static func width(_ text: String) -> Int { DisplayWidth.of(text) }

    /// Messages go to stderr after flushing stdout, so piped output keeps its order.
    static func error(_ message: String) {
        fflush(nil)
        FileHandle.standardError.write(Data("spend: \(message)\n".utf8))
    }

    static func note(_ message: String) {
        fflush(nil)
        FileHandle.standardError.write(Data("  \(message)\n".utf8))
    }
}
