import ArgumentParser
import Foundation
import SpendClient
import SpendProtocol

/// `spend bar`: a status-bar line now, and a new one each time the daemon pushes a change
/// (it subscribes; it never polls). While the daemon is away it says so and reconnects.
struct Bar: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Keep a status-bar line up to date: month's spending, balance, the most pressing budget.",
        discussion: """
            Prints a line at once and a new one whenever spending, the balance or a budget
            changes, as the daemon tells it (no polling). While spendd is not running it prints
            "spendd not running" and reconnects by itself. See the README for waybar, polybar
            and i3blocks configuration.
            """)

    @OptionGroup var global: GlobalOptions
    @Option(help: ArgumentHelp("waybar (JSON), polybar or i3blocks.", valueName: "bar"))
    var format: StatusBarFormat = .waybar

    /// Pushed events after which the line is read again; voice progress events change nothing shown.
    static let changePrefixes = ["expense.", "budget.", "income.", "balance."]
    /// How long to wait between attempts to reach a daemon that is away.
    static let reconnectDelay: TimeInterval = 1

    func run() throws {
        var printer = LinePrinter()
        while true {
            do {
                try follow(printer: &printer)
            } catch {
                // Away, restarting, or the socket is not ours: say so, and try again.
            }
            printer.show(format.offlineLine)
            Thread.sleep(forTimeInterval: Self.reconnectDelay)
        }
    }

    /// Subscribes, shows the state, and shows it again after each change until the connection ends.
    private func follow(printer: inout LinePrinter) throws {
        let connection = try connect()
        guard try connection.request([("cmd", .string("subscribe"))]).ok else { throw ClientError.closed }
        printer.show(format.line(try state(connection)))
        while let line = try connection.readLine() {
            guard Self.isChange(line) else { continue }
            printer.show(format.line(try state(connection)))
        }
    }

    /// The state after every change told so far: read again if another change is pushed
    /// while reading, so the line never lags behind the last event.
    private func state(_ connection: LineConnection) throws -> StatusBarState {
        while true {
            var changed = false
            let onEvent: (Reply) -> Void = { if Self.isChange($0.line) { changed = true } }
            let summary = try connection.request([("cmd", .string("summary"))], onEvent: onEvent)
            let budgets = try connection.request([("cmd", .string("budgets"))], onEvent: onEvent)
            guard summary.ok, budgets.ok, let summaryResult = summary.result, let budgetsResult = budgets.result else {
                throw ClientError.closed
            }
            if !changed { return StatusBarState(summary: summaryResult.visibleStrings, budgets: budgetsResult.visibleStrings) }
        }
    }

    /// A socket that is not this user's is never talked to: it counts as no daemon.
    private func connect() throws -> LineConnection {
        var info = stat()
        if lstat(global.socketPath, &info) == 0, info.st_uid != getuid() { throw ClientError.permission(global.socketPath) }
        let connection = try LineConnection(path: global.socketPath)
        _ = try connection.readGreeting()
        return connection
    }

    private static func isChange(_ line: String) -> Bool {
        guard let event = (try? JSONValue.parse(line))?["event"]?.stringValue else { return false }
        return changePrefixes.contains { event.hasPrefix($0) }
    }
}

/// Prints a line only when it differs from the last one, and flushes it at once: a bar
/// reading a pipe must not wait for a buffer to fill.
private struct LinePrinter {
    private var last: String?

    mutating func show(_ line: String) {
        guard line != last else { return }
        last = line
        print(line)
        fflush(nil)
    }
}
