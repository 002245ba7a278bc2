import ArgumentParser
import Foundation
import SpendProtocol

struct Backup: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a consistent copy of all your data to a file, while spendd runs.",
        discussion: """
            Uses SQLite's online backup: the file is one self-contained database (copying spend.sqlite alone
            can miss recent writes still in its -wal file). Restore it with `spend restore FILE`, here or on
            another machine. `spend export` writes your expenses for other tools; it is not a backup.
            Example:
              spend backup ~/spend-$(date +%F).sqlite
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: "The backup file to write (replaced atomically).") var file: String

    func run() throws {
        let (result, path) = try FileTransfer.download([("cmd", .string("backup"))], event: "backup.data", to: file,
                                                       on: try global.connect(), global)
        guard !global.json else { return }
        print("Backed up \(result["expenses"]?.numberText ?? "0") expenses to \(path).")
    }
}

struct Restore: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replace all your data with a backup; the current data is kept in backups/ first.",
        discussion: """
            The backup is checked first (an intact SQLite database written by this or an older Spend).
            Asks on a terminal; scripts pass --yes.
            Example:
              spend restore ~/spend-2026-11-24.sqlite
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: "A file written by `spend backup`.") var file: String
    @Flag(name: [.customShort("y"), .long], help: "Restore without asking.") var yes = false

    /// The daemon's limit for one upload.
    static let maximumBytes = 4 << 30

    func run() throws {
        if !yes {
            guard isatty(STDIN_FILENO) == 1 else {
                Terminal.error("not restoring without confirmation: stdin is not a terminal, so pass --yes")
                throw ExitCode(64)
            }
            FileHandle.standardError.write(Data("Replace all data with \(file)? The current data is kept in backups/ first. [y/N] ".utf8))
            guard let answer = readLine(), ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased()) else {
                Terminal.error("not restored")
                throw ExitCode(1)
            }
        }
        let connection = try global.connect()
        let upload = try FileTransfer.upload(file, limit: Self.maximumBytes, on: connection, global)
        let result = try global.call([("cmd", .string("restore")), ("upload", .string(upload)), ("name", .string(file))], on: connection)
        guard !global.json else { return }
        print("Restored \(result["expenses"]?.numberText ?? "0") expenses from \(file); the previous data is in "
              + "\(result["previous_kept_at"]?.stringValue ?? "backups/").")
    }
}
