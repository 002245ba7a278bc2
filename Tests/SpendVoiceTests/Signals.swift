import Foundation
import SpendVoice

/// Generated test audio at 16 kHz: exact, repeatable, and with known onsets.
enum Signal {
    static let rate = 16_000

    static func samples(_ milliseconds: Int) -> Int { milliseconds * rate / 1000 }

    static func silence(_ milliseconds: Int) -> [Int16] {
        [Int16](repeating: 0, count: samples(milliseconds))
    }

    /// A sine at `dbfs` RMS (a full-scale sine is -3 dBFS).
    static func tone(_ milliseconds: Int, hertz: Double = 440, dbfs: Double = -20) -> [Int16] {
        let amplitude = 32_768 * pow(10, dbfs / 20) * 2.0.squareRoot()
        return (0 ..< samples(milliseconds)).map { index in
            Int16(clamping: Int((amplitude * sin(2 * .pi * hertz * Double(index) / Double(rate))).rounded()))
        }
    }

    /// Gaussian white noise at `dbfs` RMS, the same for the same seed.
    static func noise(_ milliseconds: Int, dbfs: Double, seed: UInt64 = 1) -> [Int16] {
        var generator = SplitMix64(seed: seed)
        let sigma = 32_768 * pow(10, dbfs / 20)
        return (0 ..< samples(milliseconds)).map { _ in
            let u1 = max(Double.leastNonzeroMagnitude, generator.unit())
            let u2 = generator.unit()
            let gaussian = (-2 * log(u1)).squareRoot() * cos(2 * .pi * u2)
            return Int16(clamping: Int((gaussian * sigma).rounded()))
        }
    }

    /// Sample-by-sample sum, clipped to 16 bits; the result is as long as the longer input.
    static func mix(_ a: [Int16], _ b: [Int16]) -> [Int16] {
        (0 ..< max(a.count, b.count)).map { index in
            let x = index < a.count ? Int(a[index]) : 0
            let y = index < b.count ? Int(b[index]) : 0
            return Int16(clamping: x + y)
        }
    }
}

/// A small deterministic random generator (SplitMix64), so noise tests never flake.
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}

/// Runs a detector over `audio` in chunks of `chunk` samples and collects everything.
struct Run {
    var detector: VoiceActivityDetector
    var events: [VoiceEvent] = []

    init(_ settings: EndpointingSettings = EndpointingSettings(), mode: VoiceActivityDetector.Mode = .single) {
        detector = VoiceActivityDetector(settings: settings, mode: mode)
    }

    mutating func feed(_ audio: [Int16], chunk: Int = 1_600) {
        var offset = 0
        while offset < audio.count {
            let end = min(audio.count, offset + chunk)
            events += detector.process(Array(audio[offset ..< end]))
            offset = end
        }
    }

    mutating func stop(_ reason: StopReason) {
        events += detector.stop(reason)
    }

    var starts: [Int] { events.compactMap { if case .speechStarted(let at) = $0 { at } else { nil } } }
    var ends: [Int] { events.compactMap { if case .speechEnded(let at) = $0 { at } else { nil } } }
    var utterances: [Utterance] { events.compactMap { if case .utterance(let u) = $0 { u } else { nil } } }
    var levels: [(dbfs: Double, speaking: Bool)] {
        events.compactMap { if case .level(let dbfs, let speaking) = $0 { (dbfs, speaking) } else { nil } }
    }
    var stopReasons: [StopReason] { events.compactMap { if case .stopped(let reason) = $0 { reason } else { nil } } }
}

/// Runs a command-line tool, failing the test with a clear message when it is missing.
func runTool(_ tool: String, _ arguments: [String]) throws {
    let candidates = ["/usr/bin/", "/usr/local/bin/", "/bin/"].map { $0 + tool }
    guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
        throw ToolError("\(tool) is not installed; run scripts/setup (it installs espeak-ng, sox, pulseaudio)")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw ToolError("\(tool) \(arguments.joined(separator: " ")) failed: \(String(decoding: message, as: UTF8.self))")
    }
}

struct ToolError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Speech from espeak-ng at 16 kHz, padded with `padding` seconds of silence on both sides
/// (sox), written into `directory`; returns the file.
func speechFile(_ text: String, in directory: URL, padding: Double = 1) throws -> URL {
    let raw = directory.appendingPathComponent("espeak-\(UUID().uuidString).wav")
    let padded = directory.appendingPathComponent("speech-\(UUID().uuidString).wav")
    try runTool("espeak-ng", ["-v", "en-us", "-w", raw.path, text])
    try runTool("sox", [raw.path, "-r", "16000", "-c", "1", "-b", "16", padded.path, "pad", "\(padding)", "\(padding)"])
    return padded
}

func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("spendvoice-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
