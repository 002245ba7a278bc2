import Foundation
import SpendAudio
import SpendVoice
import Testing

@Suite("Voice activity detection and end-pointing")
struct VoiceActivityDetectorTests {
    let defaults = EndpointingSettings()

    @Test("Silence alone: no speech, no utterance, stops at exactly the silence timeout")
    func silenceOnly() {
        var run = Run()
        run.feed(Signal.silence(12_000))
        #expect(run.starts.isEmpty)
        #expect(run.utterances.isEmpty)
        #expect(run.stopReasons == [.silence])
        #expect(!run.detector.heardSpeech)
        #expect(run.detector.position == Signal.samples(10_000))
    }

    @Test("The silence timeout is counted in samples: one frame short does not stop, the next does")
    func silenceTimeoutInSamples() {
        var settings = defaults
        settings.silenceTimeout = 2_000
        settings.utterancePause = 1_000
        let timeout = Signal.samples(2_000)
        var run = Run(settings)
        run.feed(Signal.silence(2_000).dropLast(1).map { $0 })
        #expect(run.stopReasons.isEmpty)
        run.feed([0])
        #expect(run.stopReasons == [.silence])
        #expect(run.detector.position == timeout)

        // After speech, the timeout counts from the end of the speech.
        var afterSpeech = Run(settings)
        let audio = Signal.silence(500) + Signal.tone(1_000) + Signal.silence(5_000)
        let speechEnd = Signal.samples(1_500)
        afterSpeech.feed(Array(audio[..<(speechEnd + timeout - 1)]))
        #expect(afterSpeech.stopReasons.isEmpty)
        afterSpeech.feed(Array(audio[(speechEnd + timeout - 1)...]))
        #expect(afterSpeech.stopReasons == [.silence])
        #expect(afterSpeech.detector.position == speechEnd + timeout)
        #expect(afterSpeech.utterances.count == 1)
    }

    @Test("A tone between silences: start and end at its edges, pre-roll before and tail after")
    func toneStartEndPreRoll() throws {
        var run = Run()
        run.feed(Signal.silence(1_000) + Signal.tone(1_000) + Signal.silence(2_000))
        run.stop(.stop)
        #expect(run.starts == [16_000])
        #expect(run.ends == [32_000])
        let utterance = try #require(run.utterances.first)
        #expect(run.utterances.count == 1)
        #expect(utterance.startSample == 16_000 - Signal.samples(defaults.preRoll))
        #expect(utterance.endSample == 32_000 + Signal.samples(defaults.tail))
        #expect(utterance.samples.count == utterance.endSample - utterance.startSample)
        #expect(run.stopReasons == [.stop])
    }

    @Test("Pre-roll reaches back at least preRoll before an onset that is not on a frame edge")
    func preRollUnaligned() throws {
        let onset = 16_100
        var run = Run()
        run.feed(Signal.silence(1_000) + [Int16](repeating: 0, count: 100) + Signal.tone(800) + Signal.silence(1_000))
        run.stop(.stop)
        let start = try #require(run.starts.first)
        #expect(start <= onset && onset - start < Signal.samples(defaults.frameLength))
        let utterance = try #require(run.utterances.first)
        #expect(utterance.startSample <= onset - Signal.samples(defaults.preRoll))
        // The pre-roll is the real audio before the onset: silence, then the tone.
        let toneOffset = onset - utterance.startSample
        #expect(utterance.samples[..<toneOffset].allSatisfy { $0 == 0 })
        #expect(utterance.samples[toneOffset ..< toneOffset + 100] == Signal.tone(800)[..<100])
    }

    @Test("Speech just after the noise calibration: found, pre-roll cut at the recording start")
    func speechSoonAfterStart() throws {
        var run = Run()
        run.feed(Signal.silence(defaults.noiseCalibration) + Signal.tone(800) + Signal.silence(1_000))
        run.stop(.stop)
        #expect(run.starts == [Signal.samples(defaults.noiseCalibration)])
        let utterance = try #require(run.utterances.first)
        #expect(utterance.startSample == 0)
    }

    @Test("Steady white noise is never speech, whatever its level", arguments: [-60.0, -45.0, -30.0, -15.0])
    func noiseOnly(dbfs: Double) {
        var run = Run()
        run.feed(Signal.noise(8_000, dbfs: dbfs, seed: UInt64(-dbfs)))
        run.stop(.stop)
        #expect(run.starts.isEmpty)
        #expect(run.utterances.isEmpty)
        #expect(!run.detector.heardSpeech)
        // The meter reports the noise's level.
        let levels = run.levels.map(\.dbfs)
        #expect(levels.count == 80)
        #expect(levels.allSatisfy { abs($0 - dbfs) < 1 })
    }

    @Test("A tone well above the noise is speech; one barely above it is not")
    func toneOverNoise() throws {
        let noise = Signal.noise(4_000, dbfs: -40, seed: 7)
        let loud = Signal.mix(noise, Signal.silence(1_000) + Signal.tone(1_000, dbfs: -20))
        var heard = Run()
        heard.feed(loud)
        heard.stop(.stop)
        #expect(heard.starts == [16_000])
        #expect(heard.ends == [32_000])
        #expect(heard.utterances.count == 1)

        let faint = Signal.mix(noise, Signal.silence(1_000) + Signal.tone(1_000, dbfs: -37))
        var unheard = Run()
        unheard.feed(faint)
        unheard.stop(.stop)
        #expect(unheard.starts.isEmpty)
        #expect(unheard.utterances.isEmpty)
    }

    @Test("Clicks shorter than the minimum speech run are ignored")
    func clicksIgnored() {
        var run = Run()
        let click = Signal.tone(60, dbfs: -6)
        run.feed(Signal.silence(1_000) + click + Signal.silence(500) + click + Signal.silence(1_000))
        run.stop(.stop)
        #expect(run.starts.isEmpty)
        #expect(run.utterances.isEmpty)
    }

    @Test("Maximum length stops the recording mid-speech and keeps the speech")
    func maxLength() throws {
        var settings = defaults
        settings.maxLength = 3_000
        var run = Run(settings)
        run.feed(Signal.silence(500) + Signal.tone(5_000))
        #expect(run.stopReasons == [.maxLength])
        #expect(run.detector.position == Signal.samples(3_000))
        #expect(run.ends == [Signal.samples(3_000)])
        let utterance = try #require(run.utterances.first)
        #expect(utterance.startSample == 0)
        #expect(utterance.endSample == Signal.samples(3_000))
    }

    @Test("Session mode: three bursts separated by pauses give three utterances, then the silence timeout")
    func sessionSegmentation() throws {
        let burst = Signal.tone(800)
        let audio = Signal.silence(1_000) + burst + Signal.silence(2_000) + burst + Signal.silence(2_000) + burst + Signal.silence(11_000)
        var run = Run(mode: .session)
        run.feed(audio)
        #expect(run.starts == [16_000, 60_800, 105_600])
        #expect(run.utterances.count == 3)
        #expect(run.utterances.map(\.startSample) == run.starts.map { $0 - Signal.samples(defaults.preRoll) })
        #expect(run.utterances.allSatisfy { $0.samples.count == Signal.samples(800 + defaults.preRoll + defaults.tail) })
        #expect(run.stopReasons == [.silence])
        #expect(run.detector.position == 105_600 + Signal.samples(800) + Signal.samples(defaults.silenceTimeout))

        // Each utterance is reported once the pause is over, before the next speech starts.
        let order = run.events.compactMap { event -> String? in
            switch event {
            case .speechStarted: "start"
            case .utterance: "utterance"
            default: nil
            }
        }
        #expect(order == ["start", "utterance", "start", "utterance", "start", "utterance"])

        // Single mode on the same audio: one utterance from the first pre-roll to the last tail.
        var single = Run()
        single.feed(audio)
        let whole = try #require(single.utterances.first)
        #expect(single.utterances.count == 1)
        #expect(whole.startSample == 16_000 - Signal.samples(defaults.preRoll))
        #expect(whole.endSample == 105_600 + Signal.samples(800) + Signal.samples(defaults.tail))
    }

    @Test("Session mode: a pause shorter than the utterance pause does not split an utterance")
    func shortPauseKeepsUtterance() {
        let audio = Signal.silence(1_000) + Signal.tone(600) + Signal.silence(600) + Signal.tone(600) + Signal.silence(2_000)
        var run = Run(mode: .session)
        run.feed(audio)
        run.stop(.stop)
        #expect(run.starts.count == 2)
        #expect(run.utterances.count == 1)
    }

    @Test("Level events: one per 100 ms of audio, flagged while speaking")
    func levels() {
        var run = Run()
        run.feed(Signal.silence(1_000) + Signal.tone(1_000, dbfs: -20) + Signal.silence(1_000))
        let levels = run.levels
        #expect(levels.count == 30)
        #expect(levels[..<10].allSatisfy { $0.dbfs == LevelMeter.silence && !$0.speaking })
        #expect(levels[11 ..< 20].allSatisfy { abs($0.dbfs + 20) < 0.2 && $0.speaking })
        // Hangover: still speaking until 300 ms after the tone, then not.
        #expect(levels[21].speaking)
        #expect(levels[22 ..< 30].allSatisfy { !$0.speaking })
    }

    @Test("User stop mid-speech keeps it; cancel discards it; nothing follows stopped")
    func stopAndCancel() throws {
        var stopped = Run()
        stopped.feed(Signal.silence(1_000) + Signal.tone(1_000))
        stopped.stop(.stop)
        #expect(stopped.ends == [32_000])
        let utterance = try #require(stopped.utterances.first)
        #expect(utterance.endSample == 32_000)
        #expect(stopped.stopReasons == [.stop])
        #expect(stopped.detector.process(Signal.tone(1_000)).isEmpty)
        #expect(stopped.detector.stop(.stop).isEmpty)

        var cancelled = Run()
        cancelled.feed(Signal.silence(1_000) + Signal.tone(1_000))
        cancelled.stop(.cancel)
        #expect(cancelled.utterances.isEmpty)
        #expect(cancelled.stopReasons == [.cancel])
    }

    @Test("Stop during the noise calibration: the audio so far is decided, then stopped")
    func stopDuringCalibration() {
        var run = Run()
        run.feed(Signal.silence(100))
        #expect(run.events.isEmpty)
        run.stop(.stop)
        #expect(run.levels.count == 1)
        #expect(run.stopReasons == [.stop])
        #expect(run.detector.position == Signal.samples(100))
    }

    @Test("Results do not depend on how the audio is chunked", arguments: [1, 317, 1_600, 48_000])
    func chunking(chunk: Int) {
        let audio = Signal.silence(700) + Signal.tone(900) + Signal.silence(1_500) + Signal.tone(700) + Signal.silence(11_000)
        var reference = Run(mode: .session)
        reference.feed(audio, chunk: 320)
        var run = Run(mode: .session)
        run.feed(audio, chunk: chunk)
        #expect(run.events == reference.events)
        #expect(run.utterances.count == 2)
    }

    @Test("Real speech (espeak-ng): one utterance in single and session mode, first word not clipped")
    func espeakSpeech() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try speechFile("I spent twenty five dollars on lunch with Mike", in: directory)
        let audio = try AudioFile.read(file)
        let firstLoud = try #require(audio.firstIndex { abs(Int($0)) > 300 })
        let lastLoud = try #require(audio.lastIndex { abs(Int($0)) > 300 })

        for mode in [VoiceActivityDetector.Mode.single, .session] {
            var run = Run(mode: mode)
            run.feed(audio + Signal.silence(11_000))
            #expect(run.stopReasons == [.silence])
            let utterance = try #require(run.utterances.first)
            #expect(run.utterances.count == 1)
            let onset = try #require(run.starts.first)
            #expect(abs(onset - firstLoud) < Signal.samples(150))
            #expect(utterance.startSample <= firstLoud - Signal.samples(defaults.preRoll))
            #expect(utterance.endSample >= lastLoud)
            #expect(utterance.endSample <= lastLoud + Signal.samples(defaults.hangover + defaults.tail + 100))
        }

        // The same speech 25 dB above steady noise is still one utterance.
        let noisy = Signal.mix(audio + Signal.silence(3_000), Signal.noise(audio.count * 1000 / 16_000 + 3_000, dbfs: -50, seed: 3))
        var run = Run(mode: .session)
        run.feed(noisy)
        run.stop(.stop)
        #expect(run.utterances.count == 1)
        let onset = try #require(run.starts.first)
        #expect(abs(onset - firstLoud) < Signal.samples(150))
    }

    @Test("Settings that cannot work are rejected with the setting's name")
    func validation() {
        #expect(throws: Never.self) { try EndpointingSettings().validate() }
        var zeroTimeout = EndpointingSettings()
        zeroTimeout.silenceTimeout = 0
        #expect(throws: EndpointingSettingsError.self) { try zeroTimeout.validate() }
        var shortPause = EndpointingSettings()
        shortPause.utterancePause = 100
        do {
            try shortPause.validate()
            Issue.record("a pause shorter than the hangover was accepted")
        } catch {
            #expect(error.description.contains("utterance pause"))
        }
        var threshold = EndpointingSettings()
        threshold.thresholdDecibels = 0
        #expect(throws: EndpointingSettingsError.self) { try threshold.validate() }
    }
}
