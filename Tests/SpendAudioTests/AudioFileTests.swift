import Foundation
import SpendAudio
import Testing

@Suite("Audio files through libsndfile")
struct AudioFileTests {
    /// A sine at `rate` Hz sampling, `amplitude` peak.
    func sine(hertz: Double, rate: Int, seconds: Double, amplitude: Double = 10_000) -> [Int16] {
        (0 ..< Int(Double(rate) * seconds)).map { Int16((amplitude * sin(2 * .pi * hertz * Double($0) / Double(rate))).rounded()) }
    }

    func rms(_ samples: ArraySlice<Int16>) -> Double {
        (samples.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(samples.count)).squareRoot()
    }

    func espeak(_ text: String, in directory: URL) throws -> URL {
        let file = directory.appendingPathComponent("espeak.wav")
        try runTool("espeak-ng", ["-v", "en-us", "-w", file.path, text])
        return file
    }

    @Test("WAV and FLAC round trips are sample-exact, extremes included", arguments: [AudioFileFormat.wav, .flac])
    func roundTrip(format: AudioFileFormat) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var generator = SystemRandomNumberGenerator()
        let samples: [Int16] = [.min, .max, 0, -1, 1] + (0 ..< 20_000).map { _ in Int16.random(in: .min ... .max, using: &generator) }
        let url = directory.appendingPathComponent("clip.\(format.fileExtension)")
        try AudioFile.write(samples, sampleRate: 16_000, format: format, to: url)
        #expect(try AudioFile.read(url) == samples)
        // Written atomically: only the file itself is left in the directory.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [url.lastPathComponent])
        let header = try Data(contentsOf: url).prefix(4)
        #expect(String(decoding: header, as: UTF8.self) == (format == .wav ? "RIFF" : "fLaC"))
    }

    @Test("duration reads the length from the header, in any rate and format", arguments: [AudioFileFormat.wav, .flac])
    func duration(format: AudioFileFormat) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("clip.\(format.fileExtension)")
        try AudioFile.write(sine(hertz: 440, rate: 8_000, seconds: 2.5), sampleRate: 8_000, format: format, to: url)
        #expect(try AudioFile.duration(url) == 2.5)
        let text = directory.appendingPathComponent("notes.wav")
        try Data("not audio".utf8).write(to: text)
        #expect(throws: AudioFileError.self) { try AudioFile.duration(text) }
    }

    @Test("FLAC of real speech is smaller than the same WAV")
    func flacSmaller() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let speech = try AudioFile.read(try espeak("I spent twenty five dollars on lunch with Mike", in: directory))
        let wav = directory.appendingPathComponent("s.wav")
        let flac = directory.appendingPathComponent("s.flac")
        try AudioFile.write(speech, sampleRate: 16_000, format: .wav, to: wav)
        try AudioFile.write(speech, sampleRate: 16_000, format: .flac, to: flac)
        let wavSize = try #require(try FileManager.default.attributesOfItem(atPath: wav.path)[.size] as? Int)
        let flacSize = try #require(try FileManager.default.attributesOfItem(atPath: flac.path)[.size] as? Int)
        #expect(wavSize == 44 + speech.count * 2)
        #expect(flacSize * 10 < wavSize * 7)
        #expect(try AudioFile.read(flac) == speech)
    }

    @Test("A 22.05 kHz espeak-ng file is read at 16 kHz with its length and level kept")
    func resampleEspeak() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try espeak("I spent twenty five dollars on lunch", in: directory)
        let native = try AudioFile.read(file, sampleRate: 22_050)
        let resampled = try AudioFile.read(file)
        #expect(abs(resampled.count - native.count * 16_000 / 22_050) <= 1)
        let level = 20 * log10(rms(resampled[...]) / rms(native[...]))
        // Speech energy is almost all below 8 kHz, so the level stays within half a decibel.
        #expect(abs(level) < 0.5)

        // sox's own resampling of the same file agrees closely, sample by sample.
        let soxFile = directory.appendingPathComponent("sox16.wav")
        try runTool("sox", [file.path, "-r", "16000", soxFile.path])
        let reference = try AudioFile.read(soxFile)
        let count = min(reference.count, resampled.count)
        let difference = zip(resampled[..<count], reference[..<count]).map { Int16(clamping: Int($0) - Int($1)) }
        #expect(20 * log10(rms(difference[...]) / rms(reference[..<count])) < -25)
    }

    @Test("Resampling keeps in-band tones and removes what 16 kHz cannot hold")
    func resampleTones() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let inBand = directory.appendingPathComponent("1k.wav")
        try AudioFile.write(sine(hertz: 1_000, rate: 44_100, seconds: 1), sampleRate: 44_100, format: .wav, to: inBand)
        let kept = try AudioFile.read(inBand)
        #expect(kept.count == 16_000)
        // Same level (peak 10 000 → RMS 7071), away from the edges the filter cannot see past.
        #expect(abs(rms(kept[1_000 ..< 15_000]) - 7_071) < 50)
        // 1 kHz: 2 zero crossings per cycle → about 2 000 in a second.
        let crossings = zip(kept, kept.dropFirst()).filter { ($0 < 0) != ($1 < 0) }.count
        #expect(abs(crossings - 2_000) <= 4)

        let aliasing = directory.appendingPathComponent("12k.wav")
        try AudioFile.write(sine(hertz: 12_000, rate: 44_100, seconds: 1), sampleRate: 44_100, format: .wav, to: aliasing)
        let removed = try AudioFile.read(aliasing)
        // 12 kHz would fold to 4 kHz; it must be at least 40 dB down instead.
        #expect(rms(removed[1_000 ..< 15_000]) < 7_071 / 100)

        let up = directory.appendingPathComponent("8k.wav")
        try AudioFile.write(sine(hertz: 500, rate: 8_000, seconds: 1), sampleRate: 8_000, format: .wav, to: up)
        let upsampled = try AudioFile.read(up)
        #expect(upsampled.count == 16_000)
        #expect(abs(rms(upsampled[1_000 ..< 15_000]) - 7_071) < 50)
    }

    @Test("Stereo files are mixed down to mono")
    func stereoMixdown() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let stereo = directory.appendingPathComponent("stereo.wav")
        // Left: a 440 Hz sine; right: silence. The mono mix is the sine at half amplitude.
        try runTool("sox", ["-n", "-r", "16000", "-c", "2", "-b", "16", stereo.path, "synth", "1", "sine", "440", "remix", "1", "0"])
        let mono = try AudioFile.read(stereo)
        #expect(mono.count == 16_000)
        let peak = mono.map { abs(Int($0)) }.max() ?? 0
        #expect((16_000 ... 16_500).contains(peak))
    }

    @Test("Missing, corrupt and empty files give clear errors")
    func errors() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("missing.wav")
        #expect(throws: AudioFileError.self) { try AudioFile.read(missing) }
        do {
            _ = try AudioFile.read(missing)
        } catch let error as AudioFileError {
            #expect(error.kind == .notFound)
            #expect(error.description == "Audio file not found: \(missing.path)")
        }

        let corrupt = directory.appendingPathComponent("corrupt.wav")
        try Data("RIFF\u{0}\u{0}\u{0}\u{0}WAVEthis is not audio".utf8).write(to: corrupt)
        do {
            _ = try AudioFile.read(corrupt)
            Issue.record("a corrupt file was read")
        } catch let error as AudioFileError {
            #expect(error.kind == .unsupported)
            #expect(error.description.hasPrefix("Cannot read \(corrupt.path) as audio (unsupported or corrupt): "))
            #expect(!error.cause.isEmpty)
        }

        let empty = directory.appendingPathComponent("empty.wav")
        try AudioFile.write([], sampleRate: 16_000, format: .wav, to: empty)
        do {
            _ = try AudioFile.read(empty)
            Issue.record("an empty file was read")
        } catch let error as AudioFileError {
            #expect(error.kind == .empty)
        }

        let nowhere = directory.appendingPathComponent("no/such/dir/x.wav")
        do {
            try AudioFile.write([1, 2, 3], sampleRate: 16_000, format: .wav, to: nowhere)
            Issue.record("a write into a missing directory succeeded")
        } catch let error as AudioFileError {
            #expect(error.kind == .writeFailed)
        }
    }
}
