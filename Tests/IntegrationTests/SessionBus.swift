import Foundation
import SpendProtocol
import Testing

/// A private session bus (a real `dbus-daemon --session`) with a notification server on
/// it: Tests/scripts/notification_recorder.py, which answers Notify as a server does and
/// writes each call as a JSON line. Both are killed when this is released.
final class SessionBus {
    let directory: String
    let address: String
    private let recordFile: String
    private var processes: [Process] = []

    /// - Parameter inhibited: the server reports Do Not Disturb (`Inhibited` true).
    init(inhibited: Bool = false) throws {
        directory = try ProcessRunner.makeTempDirectory()
        address = "unix:path=\(directory)/bus"
        recordFile = directory + "/notifications.jsonl"
        let busDaemon = try Self.launch("/usr/bin/dbus-daemon", ["--session", "--nofork", "--nopidfile", "--address=\(address)"],
                                        environment: [:], output: directory + "/dbus.log")
        processes.append(busDaemon)
        try Self.wait("the bus socket", seconds: 10) { FileManager.default.fileExists(atPath: self.directory + "/bus") }
        // The Debian python3, which has python3-dbus and python3-gi (a pyenv one may not).
        let recorder = try Self.launch("/usr/bin/python3",
                                       [Self.script] + [recordFile] + (inhibited ? ["--inhibited"] : []),
                                       environment: ["DBUS_SESSION_BUS_ADDRESS": address], output: directory + "/recorder.log")
        processes.append(recorder)
        try Self.wait("the notification recorder", seconds: 10) {
            (try? String(contentsOfFile: self.directory + "/recorder.log", encoding: .utf8))?.contains("ready") == true
        }
    }

    deinit {
        for process in processes.reversed() where process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Every Notify call so far, in order.
    func notifications() -> [JSONValue] {
        let text = (try? String(contentsOfFile: recordFile, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { try? JSONValue.parse(String($0)) }
    }

    /// Waits until at least `count` notifications arrived (at most `seconds`), and returns them all.
    func waitForNotifications(_ count: Int, seconds: Double = 5) -> [JSONValue] {
        let deadline = Date().addingTimeInterval(seconds)
        while notifications().count < count, Date() < deadline { usleep(20_000) }
        return notifications()
    }

    private static var script: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/notification_recorder.py").path
    }

    private static func launch(_ executable: String, _ arguments: [String], environment: [String: String],
                               output: String) throws -> Process {
        guard FileManager.default.createFile(atPath: output, contents: nil) else { throw HarnessError("cannot create \(output)") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"].merging(environment) { $1 }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return process
    }

    private static func wait(_ what: String, seconds: Double, until ready: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while !ready() {
            guard Date() < deadline else { throw HarnessError("\(what) did not start within \(seconds) s") }
            usleep(20_000)
        }
    }
}
