import Foundation

/// A program on a pseudo-terminal, driven like a person at a keyboard: util-linux `script`
/// gives it the terminal (and makes it the terminal's session leader, so Ctrl-C is a real
/// SIGINT when the terminal is in its normal mode); we type into `script` and read what
/// the terminal shows. (Sendable: what it shows is kept behind a lock.)
final class TerminalSession: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let lock = NSLock()
    private var shown = Data()

    init(_ command: [String], environment: [String: String]) throws {
        let script = "/usr/bin/script"
        guard FileManager.default.isExecutableFile(atPath: script) else {
            throw HarnessError("\(script) (util-linux) is needed to give spend a terminal; install bsdutils")
        }
        process.executableURL = URL(fileURLWithPath: script)
        // `exec`: the program, not a shell waiting for it, gets the terminal's Ctrl-C.
        process.arguments = ["-q", "-f", "-e", "-c", "exec " + command.map(Self.quoted).joined(separator: " "), "/dev/null"]
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.lock()
            self.shown.append(data)
            self.lock.unlock()
        }
        try process.run()
    }

    /// The program is ended too: killing `script` alone would leave it running.
    deinit {
        output.fileHandleForReading.readabilityHandler = nil
        if process.isRunning {
            let pid = process.processIdentifier
            let children = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
            for child in children.split(separator: " ").compactMap({ Int32($0) }) { kill(child, SIGKILL) }
            kill(pid, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// Everything the terminal has shown so far.
    var screen: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: shown, as: UTF8.self)
    }

    func type(_ text: String) {
        input.fileHandleForWriting.write(Data(text.utf8))
    }

    /// Waits until the screen shows `text` after position `after` (a count of characters
    /// of `screen`); returns where it ends. Throws with the screen when it does not come.
    @discardableResult
    func waitFor(_ text: String, after: Int = 0, timeout: Double = 15) throws -> Int {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let current = screen
            let start = current.index(current.startIndex, offsetBy: min(after, current.count))
            if let range = current.range(of: text, range: start..<current.endIndex) {
                return current.distance(from: current.startIndex, to: range.upperBound)
            }
            usleep(20_000)
        }
        throw HarnessError("the terminal did not show '\(text)' within \(timeout) s; it shows:\n\(screen)")
    }

    /// Waits for the program to end and returns its exit.
    func waitForExit(timeout: Double = 10) throws -> Exit {
        guard ProcessRunner.waitForExit(process, timeout: timeout) else {
            throw HarnessError("the program on the terminal did not end within \(timeout) s; it shows:\n\(screen)")
        }
        return Exit(process)
    }

    private static func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
