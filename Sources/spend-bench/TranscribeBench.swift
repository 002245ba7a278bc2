import ArgumentParser
import Foundation
import SpendClient
import SpendProtocol

/// End of speech to stored expense through the real local endpoint (faster-whisper,
/// tiny.en), split into upload + transcription (the daemon's `transcribe_ms`) and the
/// daemon's own share: reading and end-pointing the file, spooling it, parsing, storing,
/// replying. The end-pointing delay before all this is in the voice capture figures.
extension SpendBench {
    static let transcribePhrase = "I spent twenty five dollars on lunch with Mike at the corner cafe"

    func transcriptionLatency(runs: Int = 9) async throws {
        let venv = "models/whisper/.venv/bin/faster-whisper-server"
        guard FileManager.default.isExecutableFile(atPath: venv) else {
            print("\nTranscription: not measured, models/whisper is not set up (run models/whisper/setup)")
            return
        }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let speech = directory + "/speech.wav"
        try runTool("espeak-ng", ["-v", "en-us", "-w", directory + "/raw.wav", Self.transcribePhrase])
        try runTool("sox", [directory + "/raw.wav", "-r", "16000", "-c", "1", "-b", "16", speech, "pad", "1", "1"])

        let port = try loopbackPort()
        let whisper = Process()
        whisper.executableURL = URL(fileURLWithPath: "/bin/bash")
        whisper.arguments = ["Tests/scripts/whisper_server.sh", "\(port)", "\(getpid())"]
        whisper.standardOutput = FileHandle.nullDevice
        whisper.standardError = FileHandle.nullDevice
        // The script stops the server when this pipe closes.
        let keepAlive = Pipe()
        whisper.standardInput = keepAlive
        try whisper.run()
        defer {
            try? keepAlive.fileHandleForWriting.close()
            whisper.waitUntilExit()
        }
        guard waitForListener(port: port, seconds: 120) else { throw ValidationError("the Whisper server did not start on port \(port)") }

        setenv("SPEND_TRANSCRIPTION_URL", "http://127.0.0.1:\(port)", 1)
        setenv("SPEND_VOICE_RETRY_INTERVAL", "0", 1)
        let daemon: DaemonProcess
        do {
            defer { unsetenv("SPEND_TRANSCRIPTION_URL"); unsetenv("SPEND_VOICE_RETRY_INTERVAL") }
            daemon = try DaemonProcess(binDir: binDir, directory: directory, database: directory + "/voice.sqlite")
        }
        defer { daemon.stop() }
        let connection = try LineConnection(path: daemon.socket)
        try connection.readGreeting()

        var totals: [Double] = []
        var transcription: [Double] = []
        var store: [Double] = []
        var audio = 0
        // The first request loads the model: measured apart.
        var warmUp = 0.0
        for run in 0...runs {
            var reply: Reply?
            let seconds = try time {
                reply = try connection.request([("cmd", .string("transcribe")), ("path", .string(speech))], id: run + 1)
            }
            guard let reply, reply.ok, let timing = reply.result?["timing"] else {
                throw ValidationError("transcribe failed: \(reply?.line ?? "no reply")")
            }
            audio = Int(reply.result?["transcript"]?["duration_ms"]?.intValue ?? 0)
            if run == 0 { warmUp = seconds; continue }
            totals.append(seconds)
            transcription.append(Double(timing["transcribe_ms"]?.intValue ?? 0) / 1000)
            store.append(Double(timing["store_ms"]?.intValue ?? 0) / 1000)
        }
        let overhead = zip(totals, transcription).map { $0 - $1 }
        print("\nTranscription: end of speech to stored expense, \(audio) ms phrase, local tiny.en, \(runs) runs (first, with model load: \(format(warmUp)))")
        print("  total (transcribe request)     median \(format(median(totals)))  max \(format(totals.max()!))")
        print("  upload + transcription         median \(format(median(transcription)))")
        print("  daemon overhead                median \(format(median(overhead)))  (read + end-point the file, spool with fsync, parse, store, reply)")
        print("    of which parse + store       median \(format(median(store)))")
    }

    /// A loopback port that nothing listens on now.
    private func loopbackPort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        guard fd >= 0, bound else { throw ValidationError("no free loopback port: \(String(cString: strerror(errno)))") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    private func waitForListener(port: Int, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = UInt16(port).bigEndian
            let connected = withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
                }
            }
            close(fd)
            if connected { return true }
            usleep(200_000)
        }
        return false
    }
}
