import ArgumentParser
import SpendProtocol

/// The line shapes the status bars read from a program that keeps running.
enum StatusBarFormat: String, ExpressibleByArgument, CaseIterable {
    /// One JSON object a line (`return-type: json`): text, tooltip, class, percentage.
    case waybar
    /// Plain text a line (`tail = true`), in the bar's colour tags when a budget needs attention.
    case polybar
    /// Plain text a line: i3blocks' persistent mode (`interval=persist`) shows each as it comes.
    case i3blocks

    static let offlineText = "spendd not running"

    func line(_ state: StatusBarState) -> String {
        switch self {
        case .waybar:
            JSONValue.object([("text", .string(state.text)), ("tooltip", .string(state.tooltip)),
                              ("class", .string(state.level.rawValue)),
                              ("percentage", .int(min(max(state.budget?.percent ?? 0, 0), 100)))]).serialized
        case .polybar:
            switch state.level {
            case .ok: state.text
            case .warning: "%{F#e5a50a}" + state.text + "%{F-}"
            case .critical: "%{F#e01b24}" + state.text + "%{F-}"
            }
        case .i3blocks:
            state.text
        }
    }

    /// Shown while the daemon cannot be reached.
    var offlineLine: String {
        switch self {
        case .waybar:
            JSONValue.object([("text", .string(Self.offlineText)), ("tooltip", .string(Self.offlineText)),
                              ("class", .string("offline")), ("percentage", .int(0))]).serialized
        case .polybar, .i3blocks:
            Self.offlineText
        }
    }
}
