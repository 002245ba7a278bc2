import CEditLine
import Foundation

/// The prompt of `spend chat`: libedit's line editing, a history kept across sessions in
/// the state directory (`$XDG_STATE_HOME/spend/history`, mode 0600), and Ctrl-C that
/// clears a half-typed line instead of ending the chat.
final class ChatPrompt {
    private let prompt: String
    private let historyPath: String?

    init() {
        // libedit converts the prompt and the input with the C library's locale: without
        // the user's (UTF-8) locale it fails on "›" and on accented input.
        setlocale(LC_CTYPE, "")
        using_history()
        // While a line is edited Ctrl-C is a key, not SIGINT, and it cuts the whole line
        // (during an answer the terminal is back in its own mode, and Ctrl-C stops the answer).
        _ = rl_parse_and_bind("setty -d -isig")
        _ = rl_parse_and_bind("bind ^C em-kill-line")
        stifle_history(1000)
        prompt = String(cString: nl_langinfo(nl_item(CODESET))) == "UTF-8" ? "› " : "> "
        historyPath = Self.historyFile(ProcessInfo.processInfo.environment)
        if let historyPath { _ = read_history(historyPath) }
    }

    /// The next line, trimmed; nil at end of input (Ctrl-D).
    func read() -> String? {
        guard let raw = readline(prompt) else { return nil }
        let line = String(cString: raw).trimmingCharacters(in: .whitespaces)
        free(raw)
        if !line.isEmpty {
            add_history(line)
            save()
        }
        return line
    }

    /// Written after every line, so a chat that is killed keeps what was typed.
    private func save() {
        guard let historyPath else { return }
        _ = write_history(historyPath)
        chmod(historyPath, 0o600)
    }

    /// `$XDG_STATE_HOME/spend/history`, else `~/.local/state/spend/history`, created
    /// private (directory 0700, file 0600) before anything is written to it; nil when it
    /// cannot be, and the chat goes on without history.
    static func historyFile(_ environment: [String: String]) -> String? {
        let state: String
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            state = xdg
        } else if let home = environment["HOME"], !home.isEmpty {
            state = home + "/.local/state"
        } else {
            return nil
        }
        let directory = state + "/spend"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        let path = directory + "/history"
        let descriptor = open(path, O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        fchmod(descriptor, 0o600)
        close(descriptor)
        return path
    }
}
