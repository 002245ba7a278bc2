import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SpendProtocol
import Synchronization
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The real local Whisper endpoint for voice tests: Tests/scripts/whisper_server.sh runs
/// models/whisper/serve (faster-whisper-server, tiny.en from PyPI) on a free loopback port.
/// One server serves the whole test process (`WhisperServer.shared()`); the script stops it
/// when the test runner exits (its stdin, a pipe only this process holds, closes). A missing venv is a failure, never a skip: `make test` runs
/// models/whisper/setup first.
final class WhisperServer: Sendable {
    let port: Int
    let logPath: String
    /// Never closed: the server lives as long as the test process.
    private let keepAlive = Pipe()
    var url: String { "http://127.0.0.1:\(port)" }

    private static let instance = Mutex<Result<WhisperServer, HarnessError>?>(nil)

    static func shared() throws -> WhisperServer {
        try instance.withLock { state in
            if state == nil {
                do { state = .success(try WhisperServer()) } catch let error as HarnessError { state = .failure(error) }
                catch { state = .failure(HarnessError("\(error)")) }
            }
            return try state!.get()
        }
    }

    static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    private init() throws {
        let root = Self.root
        let server = root.appendingPathComponent("models/whisper/.venv/bin/faster-whisper-server").path
        guard FileManager.default.isExecutableFile(atPath: server) else {
            throw HarnessError("""
                The local Whisper endpoint is not installed (\(server) is missing). \
                Run models/whisper/setup, or `make test`, which does.
                """)
        }
        port = try Self.freePort()
        logPath = NSTemporaryDirectory() + "spend-whisper-\(port).log"
        FileManager.default.createFile(atPath: logPath, contents: nil)
        let log = try FileHandle(forWritingTo: URL(fileURLWithPath: logPath))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [root.appendingPathComponent("Tests/scripts/whisper_server.sh").path, "\(port)", "\(getpid())"]
        process.standardInput = keepAlive
        process.standardOutput = log
        process.standardError = log
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline {
            if !process.isRunning {
                let text = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
                throw HarnessError("the Whisper server exited during startup (\(Exit(process)))\n\(text)")
            }
            if Self.healthy(port) { return }
            usleep(200_000)
        }
        throw HarnessError("the Whisper server did not answer on port \(port) within 120 s; log: \(logPath)")
    }

    private static func healthy(_ port: Int) -> Bool {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var ok = false
        var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)/health")!)
        request.timeoutInterval = 2
        URLSession.shared.dataTask(with: request) { _, response, _ in
            ok = (response as? HTTPURLResponse)?.statusCode == 200
            done.signal()
        }.resume()
        _ = done.wait(timeout: .now() + 3)
        return ok
    }

    /// A loopback port nobody listens on now (the kernel's pick for port 0).
    static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw HarnessError("socket: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(fd, socketAddress, length) == 0 && getsockname(fd, socketAddress, &length) == 0
            }
        }
        guard bound else { throw HarnessError("bind: \(String(cString: strerror(errno)))") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

/// Test speech and silence as 16 kHz mono WAV files: espeak-ng speaks, sox resamples and
/// pads with a second of silence on both sides (as a person pauses before and after).
enum VoiceFixtures {
    static func tool(_ name: String) throws -> String {
        for directory in ["/usr/bin", "/usr/local/bin", "/bin"] where FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)") {
            return "\(directory)/\(name)"
        }
        throw HarnessError("\(name) is not installed; scripts/setup installs it (make test runs it)")
    }

    /// `text` spoken into `directory/name`.
    static func speech(_ text: String, in directory: String, name: String = "speech.wav") throws -> String {
        let raw = directory + "/raw-" + name
        let path = directory + "/" + name
        try run(try tool("espeak-ng"), ["-v", "en-us", "-w", raw, text], scratch: directory)
        try run(try tool("sox"), [raw, "-r", "16000", "-c", "1", "-b", "16", path, "pad", "1", "1"], scratch: directory)
        try? FileManager.default.removeItem(atPath: raw)
        return path
    }

    /// `seconds` of digital silence.
    static func silence(seconds: Int, in directory: String, name: String = "silence.wav") throws -> String {
        let path = directory + "/" + name
        try run(try tool("sox"), ["-n", "-r", "16000", "-c", "1", "-b", "16", path, "trim", "0", "\(seconds)"], scratch: directory)
        return path
    }

    private static func run(_ tool: String, _ arguments: [String], scratch: String) throws {
        let output = try ProcessRunner.run(tool, arguments, environment: ProcessInfo.processInfo.environment, scratch: scratch)
        guard output.exit == .exited(0) else { throw HarnessError("\(tool) \(arguments.joined(separator: " ")) failed: \(output)") }
    }
}
