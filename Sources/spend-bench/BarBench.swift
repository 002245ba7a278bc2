import ArgumentParser
import Foundation
import SpendClient
import SpendProtocol

extension SpendBench {
    /// The delay from an add on one connection to the new line of `spend bar` (the real
    /// client, subscribed): the push, the bar's summary and budgets requests, the print.
    func statusBarLatency(adds: Int = 50) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let daemon = try DaemonProcess(binDir: binDir, directory: directory, database: directory + "/bar.sqlite")
        defer { daemon.stop() }
        let bar = Process()
        bar.executableURL = URL(fileURLWithPath: binDir + "/spend")
        bar.arguments = ["--socket", daemon.socket, "bar", "--format", "i3blocks"]
        let output = Pipe()
        bar.standardOutput = output
        try bar.run()
        // SIGKILL: a child started from a Swift concurrency thread inherits its blocked
        // signals, SIGTERM among them.
        defer { kill(bar.processIdentifier, SIGKILL); bar.waitUntilExit() }
        let reader = output.fileHandleForReading
        func nextLine() -> String? {
            var bytes: [UInt8] = []
            while true {
                let byte = reader.readData(ofLength: 1)
                guard let first = byte.first else { return nil }
                if first == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
                bytes.append(first)
            }
        }
        guard nextLine() != nil else { throw ValidationError("spend bar printed nothing") }
        let connection = try LineConnection(path: daemon.socket)
        _ = try connection.readGreeting()
        var delays: [Double] = []
        for i in 0..<adds {
            // Each add changes the month's total, so each must bring exactly one new line.
            let seconds = try time {
                guard try connection.request([("cmd", .string("add")), ("text", .string("coffee $\(i + 1)"))], id: i).ok,
                      nextLine() != nil else { throw ValidationError("no bar line after add \(i)") }
            }
            delays.append(seconds)
        }
        let sorted = delays.sorted()
        print("\nStatus bar: add to the new `spend bar` line (\(adds) adds, subscribed client, i3blocks format)")
        print("  p50 \(format(percentile(sorted, 0.5))), p90 \(format(percentile(sorted, 0.9))), max \(format(sorted.last!))")
    }
}
