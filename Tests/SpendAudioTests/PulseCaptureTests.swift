import Foundation
import SpendAudio
import SpendVoice
import Testing

/// Capture from a real PulseAudio server. Serialized: PULSE_SERVER is process-wide.
@Suite("PulseAudio capture", .serialized)
struct PulseCaptureTests {
    @Test("Speech played into the null sink is captured from its monitor and detected as speech")
    func capturesSpeech() async throws {
        let server = try PulseTestServer()
        defer { server.stop() }
        setenv("PULSE_SERVER", server.serverAddress, 1)
        defer { unsetenv("PULSE_SERVER") }

        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let raw = directory.appendingPathComponent("raw.wav")
        let speech = directory.appendingPathComponent("speech.wav")
        try runTool("espeak-ng", ["-v", "en-us", "-w", raw.path, "I spent twenty five dollars on lunch"])
        try runTool("sox", [raw.path, "-r", "16000", "-c", "1", speech.path, "pad", "1", "1"])
        // What the detector makes of the file itself is what it must make of the capture.
        var reference = VoiceActivityDetector(settings: EndpointingSettings(), mode: .single)
        let referenceEvents = reference.process(try AudioFile.read(speech)) + reference.stop(.stop)
        let expected = try #require(referenceEvents.compactMap { if case .utterance(let u) = $0 { u } else { nil } }.first)

        let capture = try PulseCapture.open(source: "vmic.monitor")
        // The default 10 s before giving up on silence: under a full parallel test run the
        // player can take seconds to start, and 3 s once stopped before any speech arrived.
        let settings = EndpointingSettings()
        let player = Task.detached { try server.play(speech) }
        var detector = VoiceActivityDetector(settings: settings, mode: .single)
        var events: [VoiceEvent] = []
        var chunkSizes: Set<Int> = []
        for try await chunk in capture.chunks {
            chunkSizes.insert(chunk.count)
            events += detector.process(chunk)
            if detector.isStopped { break }
        }
        capture.stop()
        try await player.value

        #expect(chunkSizes == [1_600])
        #expect(events.last == .stopped(.silence))
        let utterances = events.compactMap { if case .utterance(let u) = $0 { u } else { nil } }
        let utterance = try #require(utterances.first)
        #expect(utterances.count == 1)
        // The captured speech lasts as long as what was played (samples, not wall time).
        #expect(abs(utterance.samples.count - expected.samples.count) <= 1_600)
        #expect(LevelMeter.dbfs(utterance.samples) > -40)
    }

    @Test("A source that does not exist: no_source, with the product's message")
    func noSuchSource() throws {
        let server = try PulseTestServer()
        defer { server.stop() }
        setenv("PULSE_SERVER", server.serverAddress, 1)
        defer { unsetenv("PULSE_SERVER") }
        do {
            let capture = try PulseCapture.open(source: "nope")
            capture.stop()
            Issue.record("opening source 'nope' succeeded")
        } catch let error as CaptureError {
            #expect(error.code == "no_source")
            #expect(error.description.hasPrefix("Microphone access needed for voice input. "))
            #expect(error.description.contains("'nope'"))
        }
    }

    @Test("No server: no_server at once, with the product's message and the cause")
    func noServer() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        setenv("PULSE_SERVER", "unix:\(directory.path)/native", 1)
        defer { unsetenv("PULSE_SERVER") }
        let started = Date()
        do {
            let capture = try PulseCapture.open(source: nil)
            capture.stop()
            Issue.record("opening a capture without a server succeeded")
        } catch let error as CaptureError {
            #expect(error.code == "no_server")
            #expect(error.description.hasPrefix("Microphone access needed for voice input. Cannot record from PulseAudio: "))
        }
        #expect(Date().timeIntervalSince(started) < 5)
    }

    @Test("stop() ends the stream and may be called twice")
    func stopEndsStream() async throws {
        let server = try PulseTestServer()
        defer { server.stop() }
        setenv("PULSE_SERVER", server.serverAddress, 1)
        defer { unsetenv("PULSE_SERVER") }
        let capture = try PulseCapture.open(source: "vmic.monitor")
        var received = 0
        for try await chunk in capture.chunks {
            received += chunk.count
            if received >= 4_800 {
                capture.stop()
                capture.stop()
            }
        }
        #expect(received >= 4_800)
        #expect(received < 16_000)
    }

    @Test("The server going away mid-recording ends the stream with read_failed")
    func serverGone() async throws {
        let server = try PulseTestServer()
        setenv("PULSE_SERVER", server.serverAddress, 1)
        defer { unsetenv("PULSE_SERVER") }
        let capture = try PulseCapture.open(source: "vmic.monitor")
        defer { capture.stop() }
        var stopped = false
        do {
            for try await _ in capture.chunks where !stopped {
                server.stop()
                stopped = true
            }
            Issue.record("the stream ended without an error")
        } catch let error as CaptureError {
            #expect(error.code == "read_failed")
            #expect(error.description.hasPrefix("Microphone access needed for voice input. "))
        }
    }
}
