import Foundation
import SpendClient
import SpendProtocol
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A failure of the test machinery itself (binary missing, daemon never became ready...).
struct HarnessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// How a process ended.
enum Exit: Equatable, CustomStringConvertible {
    case exited(Int32)
    case signaled(Int32)

    init(_ process: Process) {
        self = process.terminationReason == .exit ? .exited(process.terminationStatus)
                                                  : .signaled(process.terminationStatus)
    }

    var description: String {
        switch self {
        case .exited(let code): "exit status \(code)"
        case .signaled(let signal): "killed by signal \(signal)"
        }
    }
}

/// What a finished child process printed.
struct ProcessOutput: CustomStringConvertible {
    let exit: Exit
    let stdout: String
    let stderr: String

    var description: String { "\(exit)\n--- stdout ---\n\(stdout)\n--- stderr ---\n\(stderr)" }
}

/// Where the binaries under test live: $SPEND_BIN_DIR, else <package root>/.build/debug.
enum Binaries {
    static func directory() throws -> String {
        let directory: String
        if let fromEnvironment = ProcessInfo.processInfo.environment["SPEND_BIN_DIR"], !fromEnvironment.isEmpty {
            directory = fromEnvironment
        } else {
            // <root>/Tests/IntegrationTests/DaemonHarness.swift -> <root>/.build/debug
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            directory = root.appendingPathComponent(".build/debug").path
        }
        let spendd = directory + "/spendd"
        guard FileManager.default.isExecutableFile(atPath: spendd) else {
            throw HarnessError("""
                spendd not found at \(spendd). Build it first (`swift build` in the package root) \
                or set SPEND_BIN_DIR to the directory holding spendd and spend.
                """)
        }
        return directory
    }

    static func spendd() throws -> String { try directory() + "/spendd" }

    static func spend() throws -> String {
        let path = try directory() + "/spend"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw HarnessError("spend client not found at \(path). Build it with `swift build`.")
        }
        return path
    }
}

/// Helpers for running child processes with files (not pipes) for their output, so a
/// chatty child can never block on a full pipe.
enum ProcessRunner {
    /// A fresh private (0700) directory under the system temp dir. Short, so socket
    /// paths stay well under the 108-byte sun_path limit.
    static func makeTempDirectory(under base: String = "/tmp") throws -> String {
        var template = Array("\(base)/spend-it-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            throw HarnessError("mkdtemp failed: \(String(cString: strerror(errno)))")
        }
        let path = String(cString: made)
        chmod(path, 0o700)
        return path
    }

    /// A clean environment: nothing from the developer's SPEND_* or XDG settings leaks in.
    static func environment(home: String) -> [String: String] {
        var environment = ["HOME": home, "XDG_CONFIG_HOME": home + "/config", "XDG_DATA_HOME": home + "/data",
                           "XDG_RUNTIME_DIR": home + "/runtime", "NO_COLOR": "1", "LANG": "C.UTF-8"]
        let inherited = ProcessInfo.processInfo.environment
        environment["PATH"] = inherited["PATH"] ?? "/usr/bin:/bin"
        if let tz = inherited["TZ"] { environment["TZ"] = tz }
        return environment
    }

    static func waitForExit(_ process: Process, timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline { return false }
            usleep(5_000)
        }
        process.waitUntilExit()
        return true
    }

    /// Runs a program to completion (killing it after `timeout` seconds).
    static func run(_ executable: String, _ arguments: [String], environment: [String: String],
                    stdin: String? = nil, scratch: String, timeout: Double = 20) throws -> ProcessOutput {
        let token = UUID().uuidString
        let outPath = "\(scratch)/out-\(token)", errPath = "\(scratch)/err-\(token)", inPath = "\(scratch)/in-\(token)"
        guard FileManager.default.createFile(atPath: outPath, contents: nil),
              FileManager.default.createFile(atPath: errPath, contents: nil) else {
            throw HarnessError("cannot create output files in \(scratch)")
        }
        defer { for path in [outPath, errPath, inPath] { try? FileManager.default.removeItem(atPath: path) } }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        process.standardOutput = out
        process.standardError = err
        if let stdin {
            guard FileManager.default.createFile(atPath: inPath, contents: Data(stdin.utf8)) else {
                throw HarnessError("cannot create \(inPath)")
            }
            process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: inPath))
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        try process.run()
        let finished = waitForExit(process, timeout: timeout)
        if !finished {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? out.close()
        try? err.close()
        let output = ProcessOutput(exit: Exit(process),
                                   stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
                                   stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
        guard finished else {
            throw HarnessError("\(executable) \(arguments.joined(separator: " ")) did not finish in \(timeout) s\n\(output)")
        }
        return output
    }
}

/// One spendd process in its own temp directory, plus ways to talk to it.
///
/// The daemon is started as `spendd --socket <dir>/<socket> --database <dir>/db.sqlite`,
/// stderr (its log) going to `<dir>/spendd.log`. `deinit` kills a daemon still running
/// and removes the directory, so no test leaves a process behind.
final class DaemonHarness {
    let directory: String
    let socketPath: String
    let databasePath: String
    let logPath: String
    /// Run the daemon as this uid (via setpriv); the caller must be root.
    let runAs: uid_t?
    private var process: Process?
    private var logHandle: FileHandle?

    /// - Parameters:
    ///   - socket: the socket path relative to the temp directory.
    ///   - database: the database path relative to the temp directory.
    ///   - base: where the temp directory is made (outside /tmp for a daemon with a private /tmp).
    ///   - runAs: start spendd as this user (needs root; the directory is chowned to it).
    ///   - start: false to prepare the directory without starting (e.g. to plant a stale socket).
    /// Extra spendd flags, e.g. `--chat-url` for the assistant tests.
    let extraArguments: [String]

    /// Variables only the daemon gets (e.g. LD_PRELOAD for the fsync counter).
    let daemonEnvironment: [String: String]

    /// A command spendd runs under, e.g. the sandbox script: wrapper + [spendd] + arguments.
    let wrapper: [String]

    init(socket: String = "s.sock", database: String = "db.sqlite", base: String = "/tmp", runAs: uid_t? = nil,
         arguments: [String] = [], environment: [String: String] = [:], wrapper: [String] = [], start: Bool = true) throws {
        extraArguments = arguments
        daemonEnvironment = environment
        self.wrapper = wrapper
        Self.ignoreSIGPIPE
        _ = try Binaries.spendd()
        directory = try ProcessRunner.makeTempDirectory(under: base)
        socketPath = directory + "/" + socket
        databasePath = directory + "/" + database
        logPath = directory + "/spendd.log"
        self.runAs = runAs
        guard FileManager.default.createFile(atPath: logPath, contents: nil) else {
            throw HarnessError("cannot create \(logPath)")
        }
        if let runAs {
            guard chown(directory, runAs, runAs) == 0 else {
                throw HarnessError("chown \(directory) to \(runAs): \(String(cString: strerror(errno)))")
            }
        }
        if start { try self.start() }
    }

    /// Writing to a socket the daemon closed must give EPIPE, not kill the test runner.
    private static let ignoreSIGPIPE: Void = { signal(SIGPIPE, SIG_IGN) }()

    deinit {
        if let process, process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? logHandle?.close()
        try? FileManager.default.removeItem(atPath: directory)
    }

    var environment: [String: String] { ProcessRunner.environment(home: directory) }

    var pid: Int32? { process?.processIdentifier }
    var isRunning: Bool { process?.isRunning ?? false }

    /// Everything the daemon wrote to stderr, across restarts.
    var log: String { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" }

    /// The command line for a daemon on this harness's socket (or another) and database.
    func daemonCommand(socket: String? = nil, database: String? = nil) throws -> (String, [String]) {
        let arguments = ["--socket", socket ?? socketPath, "--database", database ?? databasePath] + extraArguments
        if let program = wrapper.first { return (program, Array(wrapper.dropFirst()) + [try Binaries.spendd()] + arguments) }
        guard let runAs else { return (try Binaries.spendd(), arguments) }
        let setpriv = ["/usr/bin/setpriv", "/bin/setpriv", "/usr/sbin/setpriv"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let setpriv else { throw HarnessError("setpriv not found; it is needed to start spendd as uid \(runAs)") }
        return (setpriv, ["--reuid=\(runAs)", "--regid=\(runAs)", "--clear-groups", try Binaries.spendd()] + arguments)
    }

    /// Starts the daemon and waits (up to 15 s) until a connection gets its first line.
    func start() throws {
        guard !isRunning else { throw HarnessError("spendd is already running (pid \(pid ?? -1))") }
        let (executable, arguments) = try daemonCommand()
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: logPath))
        handle.seekToEndOfFile()
        try? logHandle?.close()
        logHandle = handle
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment.merging(daemonEnvironment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        self.process = process
        try waitUntilReady(process)
    }

    private func waitUntilReady(_ process: Process) throws {
        let deadline = Date().addingTimeInterval(15)
        var lastProblem = "no attempt"
        while Date() < deadline {
            guard process.isRunning else {
                process.waitUntilExit()
                throw HarnessError("spendd exited during startup (\(Exit(process)))\n--- log ---\n\(log)")
            }
            do {
                let connection = try LineConnection(path: socketPath, timeout: 5)
                if let line = try connection.readLine(), let value = try? JSONValue.parse(line) {
                    // Started as another user, the daemon refuses us, which still proves it serves.
                    if value["event"]?.stringValue == "greeting"
                        || (runAs != nil && value["error"]?["code"]?.stringValue == "forbidden") {
                        return
                    }
                    lastProblem = "unexpected first line: \(line)"
                } else {
                    lastProblem = "connection closed without a line"
                }
            } catch {
                lastProblem = "\(error)"
            }
            usleep(50_000)
        }
        throw HarnessError("spendd did not greet within 15 s (last: \(lastProblem))\n--- log ---\n\(log)")
    }

    /// A connection whose greeting has been read.
    func connect(timeout: Double = 10) throws -> LineConnection {
        let connection = try LineConnection(path: socketPath, timeout: timeout)
        try connection.readGreeting()
        return connection
    }

    /// A connection that has read nothing yet.
    func connectRaw(timeout: Double = 10) throws -> LineConnection {
        try LineConnection(path: socketPath, timeout: timeout)
    }

    /// SIGTERM, then waits for the exit. Throws if the daemon is still running after `timeout`.
    @discardableResult
    func stop(timeout: Double = 10) throws -> Exit {
        guard let process else { throw HarnessError("spendd was never started") }
        if process.isRunning { kill(process.processIdentifier, SIGTERM) }
        guard ProcessRunner.waitForExit(process, timeout: timeout) else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw HarnessError("spendd was still running \(timeout) s after SIGTERM\n--- log ---\n\(log)")
        }
        return Exit(process)
    }

    /// SIGKILL: no chance to clean up or flush.
    @discardableResult
    func kill9() throws -> Exit {
        guard let process else { throw HarnessError("spendd was never started") }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return Exit(process)
    }

    /// Stops the daemon (SIGTERM) if it runs, and starts a new one on the same socket and database.
    func restart() throws {
        if isRunning { try stop() }
        try start()
    }

    /// Runs `spend --socket <socket> <arguments>`.
    func runClient(_ arguments: [String], stdin: String? = nil, socket: String? = nil, timeout: Double = 20) throws -> ProcessOutput {
        try ProcessRunner.run(try Binaries.spend(), ["--socket", socket ?? socketPath] + arguments,
                              environment: environment, stdin: stdin, scratch: directory, timeout: timeout)
    }

    /// Runs another spendd to completion (it is expected to exit by itself).
    func runOtherDaemon(socket: String? = nil, database: String, timeout: Double = 20) throws -> ProcessOutput {
        let (executable, arguments) = try daemonCommand(socket: socket, database: database)
        return try ProcessRunner.run(executable, arguments, environment: environment, scratch: directory, timeout: timeout)
    }
}
