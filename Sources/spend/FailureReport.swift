import ArgumentParser
import SpendProtocol
import SpendText

/// Says what went wrong in words for people, and gives the exit status of its class.
/// `--json` has printed the daemon's line already and prints nothing more.
enum FailureReport {
    /// Prints `error` (a reply's `error` object) for the request `fields`, and returns the
    /// exit status to throw.
    static func report(_ error: JSONValue?, request fields: [(String, JSONValue)], json: Bool) -> ExitCode {
        if !json {
            let (message, notes) = describe(error, request: fields)
            Terminal.error(message)
            for note in notes { Terminal.note(note) }
        }
        return ExitStatus(daemonError: error).exitCode
    }

    static func describe(_ error: JSONValue?, request fields: [(String, JSONValue)]) -> (String, [String]) {
        let code = error?["code"]?.stringValue ?? ""
        let message = error?["message"]?.stringValue ?? "the daemon refused the request"
        let hint = error?["hint"]?.stringValue
        let verb = fields.first { $0.0 == "cmd" }?.1.stringValue ?? ""
        if code == "no_amount", let phrase = fields.first(where: { $0.0 == "text" })?.1.stringValue {
            return ("no amount found in '\(phrase)'. Try: spend \(verb) '\(phrase) 12.50'", [])
        }
        switch code {
        case "unknown_category":
            let known = (error?["categories"]?.arrayValue ?? []).compactMap(\.stringValue)
            let asked = message.firstMatch(of: /'(.+)'/).map { String($0.1) } ?? ""
            if let nearest = EditDistance.nearest(to: asked, among: known) {
                return ("\(message); did you mean '\(nearest)'?", [])
            }
            return (message, known.isEmpty ? [] : ["Categories: " + known.joined(separator: ", ")])
        case "bad_arguments", "unknown_command", "bad_request":
            // The daemon's usage line is protocol syntax (`limit=<integer>`): point to the
            // client's help instead.
            let plain = message.range(of: ". Usage: ").map { String(message[..<$0.lowerBound]) } ?? message
            let help = ["spend", Spend.typedSubcommand, "--help"].compactMap { $0 }.joined(separator: " ")
            return (plain, ["See: " + help] + (hint.map { [$0] } ?? []))
        default:
            return (message, hint.map { [$0] } ?? [])
        }
    }
}
