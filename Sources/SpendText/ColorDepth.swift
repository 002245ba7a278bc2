/// How many colours the terminal shows, decided the way no-color.org and the common
/// terminal variables say: `NO_COLOR` set to anything but "" turns colour off (an empty
/// one does not), `TERM=dumb` draws none, `COLORTERM=truecolor`/`24bit` means 24-bit,
/// a `TERM` with "256color" 256 colours, anything else the 16 basic ones.
public enum ColorDepth: Equatable, Sendable {
    case none
    case basic16
    case palette256
    case trueColor

    public enum Choice: String, CaseIterable, Sendable {
        case auto, always, never
    }

    public static func decide(choice: Choice, environment: [String: String], isTerminal: Bool) -> ColorDepth {
        let term = environment["TERM"] ?? ""
        switch choice {
        case .never:
            return .none
        case .auto:
            if !isTerminal || term == "dumb" || !(environment["NO_COLOR"] ?? "").isEmpty { return .none }
        case .always:
            break
        }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        if term.contains("256color") { return .palette256 }
        return .basic16
    }

    /// The SGR parameters that set the foreground to the colour nearest (r, g, b).
    public func foreground(red: Int, green: Int, blue: Int) -> String? {
        switch self {
        case .none:
            return nil
        case .trueColor:
            return "38;2;\(red);\(green);\(blue)"
        case .palette256:
            // The 6×6×6 cube of the xterm palette (indices 16–231).
            let level = { (value: Int) in (value * 5 + 127) / 255 }
            return "38;5;\(16 + 36 * level(red) + 6 * level(green) + level(blue))"
        case .basic16:
            // The nearest of the eight colours, bright when the colour is light.
            let bits = (red >= 128 ? 1 : 0) | (green >= 128 ? 2 : 0) | (blue >= 128 ? 4 : 0)
            let bright = max(red, green, blue) >= 192
            return "\(bright ? 90 + bits : 30 + bits)"
        }
    }
}
