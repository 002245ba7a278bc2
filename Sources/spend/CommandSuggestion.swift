import ArgumentParser
import SpendText

/// "did you mean 'list'?" for a subcommand that does not exist. (A mistyped option gets
/// ArgumentParser's own suggestion; a mistyped category the daemon's list of names.)
enum CommandSuggestion {
    /// The message for the first word that names no subcommand where one is expected, or nil.
    static func unknownSubcommand(in arguments: [String], of root: ParsableCommand.Type) -> String? {
        var command = root
        var path = [root._commandName]
        for word in arguments {
            let subcommands = command.configuration.subcommands
            // A command with its own arguments, or a default subcommand, reads the word itself.
            guard !subcommands.isEmpty, command.configuration.defaultSubcommand == nil,
                  !word.hasPrefix("-"), word != "help" else { return nil }
            let names = subcommands.flatMap { [$0._commandName] + $0.configuration.aliases }
            guard let next = subcommands.first(where: { ([$0._commandName] + $0.configuration.aliases).contains(word) }) else {
                let typed = path.joined(separator: " ")
                if let nearest = EditDistance.nearest(to: word, among: names) {
                    return "'\(word)' is not a \(typed) command; did you mean '\(nearest)'?"
                }
                return "'\(word)' is not a \(typed) command. See: \(typed) --help"
            }
            command = next
            path.append(word)
        }
        return nil
    }
}
