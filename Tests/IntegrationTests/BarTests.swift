import Foundation
import SpendClient
import SpendProtocol
import Testing

/// `spend bar` as a child process whose output goes to a file, read as it grows.
final class BarClient {
    let process = Process()
    private let outputPath: String

    init(_ daemon: DaemonHarness, format: String) throws {
        outputPath = daemon.directory + "/bar-\(format).out"
        guard FileManager.default.createFile(atPath: outputPath, contents: nil) else { throw HarnessError("cannot create \(outputPath)") }
        process.executableURL = URL(fileURLWithPath: try Binaries.spend())
        process.arguments = ["--socket", daemon.socketPath, "bar", "--format", format]
        process.environment = daemon.environment
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    var lines: [String] {
        ((try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Waits until there are more than `count` lines (at most `seconds`); returns them all.
    func waitForLines(after count: Int, seconds: Double) -> [String] {
        let deadline = Date().addingTimeInterval(seconds)
        while lines.count <= count, Date() < deadline { usleep(10_000) }
        return lines
    }

    /// Waits until the last line is `expected` (at most `seconds`): changes that come close
    /// together may be shown as one line.
    func waitForLast(_ expected: String, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while lines.last != expected {
            guard Date() < deadline else { return false }
            usleep(10_000)
        }
        return true
    }
}

extension SpendIntegration {
    @Suite(.serialized)
    struct StatusBar {
        func waybar(_ line: String?) throws -> JSONValue {
            try JSONValue.parse(try #require(line, "no line"))
        }

        @Test("waybar: a JSON line at once, and a new one within a second of an add or a budget change on another connection")
        func waybarFollowsChanges() throws {
            let daemon = try DaemonHarness()
            let writer = try daemon.connect()
            _ = try writer.ok("budget set food 300")
            _ = try writer.ok("add lunch $250")
            let bar = try BarClient(daemon, format: "waybar")
            let first = try waybar(bar.waitForLines(after: 0, seconds: 2).first)
            #expect(first["text"]?.stringValue == "$250.00 · Food & Dining 83%", "\(first)")
            #expect(first["class"]?.stringValue == "warning")
            #expect(first["percentage"] == .int(83))
            #expect(first["tooltip"]?.stringValue?.hasSuffix("$250.00 spent\nFood & Dining: $250.00 of $300.00 (83%)") == true, "\(first)")
            #expect(first["tooltip"]?.stringValue?.contains("Balance") == false, "no starting balance: nothing shown for it")

            let started = Date()
            _ = try writer.ok("add dinner $60")
            let lines = bar.waitForLines(after: 1, seconds: 1)
            #expect(lines.count == 2, "a new line within a second: \(lines)")
            #expect(Date().timeIntervalSince(started) < 1)
            let over = try waybar(lines.last)
            #expect(over["text"]?.stringValue == "$310.00 · Food & Dining 103%")
            #expect(over["class"]?.stringValue == "critical")
            #expect(over["percentage"] == .int(100), "waybar's percentage stays within 0...100")

            _ = try writer.ok("budget set food 1000")
            let raised = try waybar(bar.waitForLines(after: 2, seconds: 1).last)
            #expect(raised["text"]?.stringValue == "$310.00 · Food & Dining 31%", "a budget change is pushed too")
            #expect(raised["class"]?.stringValue == "ok")

            // A starting balance and income (pushed as balance.changed and income.added) show too.
            _ = try writer.ok("balance set 1000")
            let balanced = try waybar(bar.waitForLines(after: 3, seconds: 1).last)
            #expect(balanced["text"]?.stringValue == "$310.00 · balance $690.00 · Food & Dining 31%", "\(balanced)")
            _ = try writer.ok("add got paid 200 bonus")
            let paid = try waybar(bar.waitForLines(after: 4, seconds: 1).last)
            #expect(paid["text"]?.stringValue == "$310.00 · balance $890.00 · Food & Dining 31%", "\(paid)")
        }

        @Test("polybar and i3blocks: one plain text line each, polybar's coloured when a budget needs attention")
        func plainTextFormats() throws {
            let daemon = try DaemonHarness()
            let writer = try daemon.connect()
            _ = try writer.ok("add taxi $12.50")
            let polybar = try BarClient(daemon, format: "polybar")
            let i3blocks = try BarClient(daemon, format: "i3blocks")
            #expect(polybar.waitForLines(after: 0, seconds: 2) == ["$12.50"])
            #expect(i3blocks.waitForLines(after: 0, seconds: 2) == ["$12.50"])
            _ = try writer.ok("budget set food 100")
            _ = try writer.ok("add lunch $90")
            #expect(polybar.waitForLast("%{F#e5a50a}$102.50 · Food & Dining 90%%{F-}", seconds: 2), "\(polybar.lines)")
            #expect(i3blocks.waitForLast("$102.50 · Food & Dining 90%", seconds: 2), "\(i3blocks.lines)")
        }

        @Test("The daemon going away: a 'spendd not running' line, then the bar reconnects and shows the state again")
        func reconnectsAfterRestart() throws {
            let daemon = try DaemonHarness()
            _ = try daemon.connect().ok("add lunch $20")
            let bar = try BarClient(daemon, format: "waybar")
            #expect(try waybar(bar.waitForLines(after: 0, seconds: 2).first)["text"]?.stringValue == "$20.00")
            _ = try daemon.stop()
            let away = try waybar(bar.waitForLines(after: 1, seconds: 3).last)
            #expect(away["text"]?.stringValue == "spendd not running")
            #expect(away["class"]?.stringValue == "offline")
            try daemon.start()
            let back = try waybar(bar.waitForLines(after: 2, seconds: 4).last)
            #expect(back["text"]?.stringValue == "$20.00", "\(bar.lines)")
            _ = try daemon.connect().ok("add coffee $3")
            #expect(try waybar(bar.waitForLines(after: 3, seconds: 2).last)["text"]?.stringValue == "$23.00",
                    "subscribed again after reconnecting")
            #expect(bar.process.isRunning)
        }
    }
}
