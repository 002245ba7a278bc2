@preconcurrency import CEditLine
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The prompt of `spend chat`: libedit's line editing, a history kept across sessions in
/// the state directory (`$XDG_STATE_HOME/spend/history`, mode 0600), and Ctrl-C that
/// clears a half-typed line instead of ending the chat.
final class ChatPrompt {
    /// Set by the SIGINT handler while a line is edited.
    nonisolated(unsafe) private static var interrupted: sig_atomic_t = 0

    private let prompt: String
    private let historyPath: String?

    init() {
        // libedit converts the prompt and the input with the C library's locale: without
        // the user's (UTF-8) locale it fails on "›" and on accented input.
        setlocale(LC_CTYPE, "")
        // libedit reads keys through `readKey` and leaves SIGINT to us (set before it starts).
        rl_catch_signals = 0
        rl_getc_function = { _ in ChatPrompt.readKey() }
        using_history()
        stifle_history(1000)
        prompt = String(cString: nl_langinfo(nl_item(CODESET))) == "UTF-8" ? "› " : "> "
        historyPath = Self.historyFile(ProcessInfo.processInfo.environment)
        if let historyPath { _ = read_history(historyPath) }
    }

    /// The next line, trimmed; nil at end of input (Ctrl-D).
    func read() -> String? {
        Self.interruptClearsLine()
        guard let raw = readline(prompt) else { return nil }
        let line = String(cString: raw).trimmingCharacters(in: .whitespaces)
        free(raw)
        if !line.isEmpty {
            add_history(line)
            save()
        }
        return line
    }

    /// Ctrl-C at the prompt: SIGINT, handled without SA_RESTART, so the read in `readKey`
    /// is interrupted and can cut the line. (An answer puts its own handler in place: there
    /// Ctrl-C sends `cancel`.)
    private static func interruptClearsLine() {
        interrupted = 0
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in ChatPrompt.interrupted = 1 }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        // A parent may have started us with SIGINT blocked (the mask is inherited).
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
    }

    /// A key read before an interrupt was seen: it comes after the cut.
    nonisolated(unsafe) private static var pendingKey: Int32?

    /// libedit's input, one character at a time (UTF-8 decoded, as libedit wants a wide
    /// character); -1 at the end of input. Ctrl-C becomes ^U, which libedit binds to
    /// cutting the whole line, whether it interrupted the read or came while libedit was
    /// busy drawing.
    private static func readKey() -> Int32 {
        if let key = pendingKey {
            pendingKey = nil
            return key
        }
        let cutLine: Int32 = 0x15
        var byte: UInt8 = 0
        while true {
            if interrupted != 0 {
                interrupted = 0
                return cutLine
            }
            let count = Glibc.read(STDIN_FILENO, &byte, 1)
            if count == 1 { break }
            guard count < 0, errno == EINTR else { return -1 }
        }
        let key = decodeCharacter(startingWith: byte)
        guard interrupted == 0 else {
            interrupted = 0
            pendingKey = key
            return cutLine
        }
        return key
    }

    /// The character whose UTF-8 encoding starts with `byte`, reading its other bytes.
    private static func decodeCharacter(startingWith byte: UInt8) -> Int32 {
        guard byte >= 0xC0 else { return Int32(byte) }
        var bytes = [byte]
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        while bytes.count < length {
            var next: UInt8 = 0
            guard Glibc.read(STDIN_FILENO, &next, 1) == 1 else { break }
            bytes.append(next)
        }
        return String(decoding: bytes, as: UTF8.self).unicodeScalars.first.map { Int32($0.value) } ?? 0xFFFD
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
