import Foundation
import SpendClient
import SpendProtocol

#if canImport(Glibc)
import Glibc
#endif

/// A real PulseAudio server for one daemon (Tests/scripts/pulse_test_server.sh): a 16 kHz
/// null sink "vmic" whose monitor "vmic.monitor" is the microphone. Its socket is
/// `<daemon dir>/runtime/pulse/native`, where the daemon's libpulse looks by default
/// ($XDG_RUNTIME_DIR/pulse/native), so the daemon needs no extra environment. Holds the
/// harness, so the server always stops before the harness removes its directory.
final class PulseServer {
    let daemon: DaemonHarness
    let runtime: String
    /// What PULSE_SERVER must be for tools run outside the daemon's environment.
    let address: String
    private var stopped = false

    static var script: String {
        WhisperServer.root.appendingPathComponent("Tests/scripts/pulse_test_server.sh").path
    }

    init(for daemon: DaemonHarness) throws {
        self.daemon = daemon
        runtime = daemon.directory + "/runtime"
        address = "unix:\(runtime)/pulse/native"
        let output = try ProcessRunner.run("/bin/bash", [Self.script, "start", runtime],
                                           environment: ProcessInfo.processInfo.environment, scratch: daemon.directory)
        guard output.exit == .exited(0), output.stdout.contains("PULSE_SERVER=") else {
            throw HarnessError("the test PulseAudio server did not start: \(output)")
        }
    }

    deinit { stop() }

    func stop() {
        guard !stopped else { return }
        stopped = true
        _ = try? ProcessRunner.run("/bin/bash", [Self.script, "stop", runtime],
                                   environment: ProcessInfo.processInfo.environment, scratch: daemon.directory)
    }

    /// Plays a WAV file into the null sink, as if spoken into the microphone; returns once
    /// it has played.
    func play(_ file: String) throws {
        var environment = ProcessInfo.processInfo.environment
        environment["PULSE_SERVER"] = address
        let output = try ProcessRunner.run(try VoiceFixtures.tool("paplay"), ["-d", "vmic", file],
                                           environment: environment, scratch: daemon.directory, timeout: 60)
        guard output.exit == .exited(0) else { throw HarnessError("paplay \(file) failed: \(output)") }
    }
}

extension LineConnection {
    /// Reads this request's lines (pushes skipped) until the event `name`; returns them all.
    /// A final reply first is an error, or with `orFinal` the last line returned.
    func events(until name: String, id: Int = 1, orFinal: Bool = false) throws -> [Response] {
        var seen: [Response] = []
        while let response = try next() {
            if response.isPush || response.id != .int(id) { continue }
            seen.append(response)
            if response.event == name { return seen }
            if response.ok != nil {
                if orFinal { return seen }
                throw HarnessError("request \(id) ended before '\(name)': \(response)")
            }
        }
        throw HarnessError("the daemon closed the connection before '\(name)'")
    }

    /// Reads this request's remaining lines up to its final reply.
    func finish(id: Int = 1) throws -> (events: [Response], final: Response) {
        var events: [Response] = []
        while let response = try next() {
            if response.isPush || response.id != .int(id) { continue }
            if response.ok != nil { return (events, response) }
            events.append(response)
        }
        throw HarnessError("the daemon closed the connection before replying to request \(id)")
    }
}
