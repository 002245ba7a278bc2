import ArgumentParser
import Foundation
import SpendAudio
import SpendClient
import SpendProtocol
import SpendVoice

/// Voice capture figures: how late the detector declares the end of speech (in audio time,
/// so independent of the machine), how fast it runs, and what `listen` costs the daemon in
/// CPU against a real PulseAudio server.
extension SpendBench {
    static let listenPhrase = "I spent twenty five dollars on lunch with Mike"
    static let listenTools = ["pulseaudio", "paplay", "espeak-ng", "sox"]

    func listenFigures() async throws {
        let missing = Self.listenTools.filter { tool in
            !["/usr/bin/", "/usr/local/bin/", "/bin/"].contains { FileManager.default.isExecutableFile(atPath: $0 + tool) }
        }
        guard missing.isEmpty else {
            print("\nVoice capture: not measured, \(missing.joined(separator: ", ")) missing (scripts/setup installs them)")
            return
        }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let speech = directory + "/speech.wav"
        try runTool("espeak-ng", ["-v", "en-us", "-w", directory + "/raw.wav", Self.listenPhrase])
        try runTool("sox", [directory + "/raw.wav", "-r", "16000", "-c", "1", "-b", "16", speech, "pad", "1", "1"])
        try endpointingDelays(try AudioFile.read(URL(fileURLWithPath: speech)))
        try listeningCPU(directory: directory, speech: speech)
    }

    /// Feeds the phrase, then silence, to the detector in 20 ms chunks (as capture delivers
    /// audio) and notes the audio position at which each decision comes out.
    func endpointingDelays(_ phrase: [Int16]) throws {
        let settings = EndpointingSettings()
        let window = settings.samples(10)
        // The true extent of speech: the first and last 10 ms windows louder than -50 dBFS.
        var trueStart: Int?
        var trueEnd = 0
        var start = 0
        while start + window <= phrase.count {
            if LevelMeter.dbfs(phrase[start ..< start + window]) > -50 {
                trueStart = trueStart ?? start
                trueEnd = start + window
            }
            start += window
        }
        let audio = phrase + [Int16](repeating: 0, count: settings.samples(settings.silenceTimeout + 1_000))
        func positions(_ mode: VoiceActivityDetector.Mode) -> (ended: Int?, declared: Int?, utterance: Int?, stopped: Int?) {
            var detector = VoiceActivityDetector(settings: settings, mode: mode)
            var result: (ended: Int?, declared: Int?, utterance: Int?, stopped: Int?) = (nil, nil, nil, nil)
            let chunk = settings.samples(20)
            var offset = 0
            while offset < audio.count, !detector.isStopped {
                let events = detector.process(Array(audio[offset ..< min(audio.count, offset + chunk)]))
                offset += chunk
                for event in events {
                    switch event {
                    case .speechEnded(let sample): result.ended = sample; result.declared = detector.position
                    case .utterance: result.utterance = result.utterance ?? detector.position
                    case .stopped: result.stopped = detector.position
                    default: break
                    }
                }
            }
            return result
        }
        let session = positions(.session)
        let single = positions(.single)
        func after(_ sample: Int?) -> String {
            sample.map { "\(settings.milliseconds($0 - trueEnd)) ms" } ?? "never"
        }
        var detector = VoiceActivityDetector(settings: settings, mode: .single)
        let rounds = 20
        let elapsed = time { for _ in 0 ..< rounds { detector = VoiceActivityDetector(settings: settings, mode: .single); _ = detector.process(audio) } }
        let realTime = Double(rounds * audio.count) / Double(settings.sampleRate) / elapsed

        print("\nEnd-pointing on a spoken phrase (espeak-ng, \(settings.milliseconds(trueEnd - (trueStart ?? 0))) ms of speech), audio time, default settings")
        print("  end of speech placed          \(after(single.ended)) from the true end (-50 dBFS)")
        print("  speech.ended declared         \(after(single.declared)) after the speech ended (hangover \(settings.hangover) ms)")
        print("  session utterance to Whisper  \(after(session.utterance)) after (utterance pause \(settings.utterancePause) ms)")
        print("  single recording.stopped      \(after(single.stopped)) after (silence timeout \(settings.silenceTimeout) ms)")
        print("  detector speed                \(Int(realTime))x real time (one core)")
    }

    /// The daemon's CPU use (percent of one core, from /proc/<pid>/stat) idle, then while
    /// `listen` records from a private PulseAudio server's null sink with speech playing.
    func listeningCPU(directory: String, speech: String) throws {
        let runtime = directory + "/pulse-runtime"
        let script = "Tests/scripts/pulse_test_server.sh"
        try runTool("/bin/bash", [script, "start", runtime])
        defer { try? runTool("/bin/bash", [script, "stop", runtime]) }
        let server = "unix:\(runtime)/pulse/native"
        // The daemon inherits these: the bench's sound server, and an endpoint that refuses
        // at once, so recordings are spooled rather than sent anywhere.
        let environment = ["PULSE_SERVER": server, "SPEND_TRANSCRIPTION_URL": "http://127.0.0.1:9",
                           "SPEND_VOICE_RETRY_INTERVAL": "0"]
        for (key, value) in environment { setenv(key, value, 1) }
        let daemon: DaemonProcess
        do {
            defer { for key in environment.keys { unsetenv(key) } }
            daemon = try DaemonProcess(binDir: binDir, directory: directory, database: directory + "/voice.sqlite",
                                       extra: ["--voice-source", "vmic.monitor", "--voice-silence-timeout", "600"])
        }
        defer { daemon.stop() }
        let pid = daemon.process.processIdentifier

        Thread.sleep(forTimeInterval: 1)
        let idle = try cpuPercent(pid) { Thread.sleep(forTimeInterval: 5) }

        let listener = try LineConnection(path: daemon.socket)
        try listener.readGreeting()
        try listener.send(JSONValue.object([("id", .int(1)), ("cmd", .string("listen"))]).serialized)
        while let line = try listener.readLine() {
            if line.contains("\"recording.started\"") { break }
        }
        let silent = try cpuPercent(pid) { Thread.sleep(forTimeInterval: 5) }
        let speaking = try cpuPercent(pid) {
            try runTool("paplay", ["-d", "vmic", speech], environment: ["PULSE_SERVER": server])
        }
        let control = try LineConnection(path: daemon.socket)
        try control.readGreeting()
        _ = try control.request([("cmd", .string("cancel"))])
        while let line = try listener.readLine(), !line.contains("\"ok\"") {}
        print("\nspendd CPU (percent of one core, /proc utime+stime)")
        print("  idle                          \(String(format: "%.2f", idle))%")
        print("  listen, silence               \(String(format: "%.2f", silent))%")
        print("  listen, speech playing        \(String(format: "%.2f", speaking))%")
    }

    /// CPU percent of one core that process `pid` used while `body` ran.
    func cpuPercent(_ pid: Int32, during body: () throws -> Void) throws -> Double {
        let before = try cpuTicks(pid)
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let ticks = try cpuTicks(pid) - before
        return Double(ticks) / Double(sysconf(Int32(_SC_CLK_TCK))) / seconds * 100
    }

    /// utime + stime of `pid`, in clock ticks: fields 14 and 15 of /proc/<pid>/stat, counted
    /// after the command name, which may itself hold spaces.
    func cpuTicks(_ pid: Int32) throws -> Int {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        guard let close = stat.lastIndex(of: ")") else { throw ValidationError("cannot read /proc/\(pid)/stat") }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else {
            throw ValidationError("cannot read /proc/\(pid)/stat")
        }
        return user + system
    }

    /// Runs a tool to completion; throws with its error output when it fails.
    func runTool(_ tool: String, _ arguments: [String], environment: [String: String] = [:]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool.hasPrefix("/") ? tool : "/usr/bin/env")
        process.arguments = tool.hasPrefix("/") ? arguments : [tool] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ValidationError("\(tool) \(arguments.joined(separator: " ")) failed: \(String(decoding: message, as: UTF8.self))")
        }
    }
}
