import Foundation

/// Runs a command-line tool and returns its standard output, failing the test with a clear
/// message when the tool is missing (scripts/setup installs every one used here).
@discardableResult
func runTool(_ tool: String, _ arguments: [String], environment: [String: String] = [:]) throws -> String {
    let candidates = ["/usr/bin/", "/usr/local/bin/", "/bin/"].map { $0 + tool }
    let path = tool.hasPrefix("/") ? tool : candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    guard let path, FileManager.default.isExecutableFile(atPath: path) else {
        throw ToolError("\(tool) is not installed; run scripts/setup (it installs espeak-ng, sox, pulseaudio)")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw ToolError("\(tool) \(arguments.joined(separator: " ")) failed: \(String(decoding: message, as: UTF8.self))")
    }
    return String(decoding: printed, as: UTF8.self)
}

struct ToolError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("spendaudio-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The repository's Tests/scripts directory, found from this source file.
let testScripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scripts")

/// A private PulseAudio server (Tests/scripts/pulse_test_server.sh) with a 16 kHz null sink
/// "vmic"; its monitor "vmic.monitor" is the test microphone.
final class PulseTestServer: Sendable {
    let directory: URL
    let serverAddress: String

    init() throws {
        directory = try temporaryDirectory()
        let script = testScripts.appendingPathComponent("pulse_test_server.sh").path
        let printed = try runTool(script, ["start", directory.path])
        guard let line = printed.split(separator: "\n").first(where: { $0.hasPrefix("PULSE_SERVER=") }) else {
            throw ToolError("pulse_test_server.sh printed no PULSE_SERVER: \(printed)")
        }
        serverAddress = String(line.dropFirst("PULSE_SERVER=".count))
    }

    /// Plays a file into the null sink (blocks until it has played).
    func play(_ file: URL) throws {
        try runTool("paplay", ["-d", "vmic", file.path], environment: ["PULSE_SERVER": serverAddress])
    }

    func stop() {
        _ = try? runTool(testScripts.appendingPathComponent("pulse_test_server.sh").path, ["stop", directory.path])
        try? FileManager.default.removeItem(at: directory)
    }
}
