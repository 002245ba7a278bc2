/// Energy-based voice activity detection and end-pointing for one recording.
///
/// Audio is cut into frames of `frameLength`. A frame is speech-level when its energy (DC
/// removed) is `thresholdDecibels` above the noise floor. The floor starts as the quietest
/// frame of the first `noiseCalibration` of audio, falls at once to any quieter frame and
/// rises slowly (`noiseAdaptation`) toward louder frames that are not speech, so steady
/// room noise or hum never counts as speech. Speech starts after `minimumSpeech` of
/// consecutive speech-level frames and ends `hangover` after the last one. Every position
/// and timeout is a sample count, so the result depends only on the audio.
public struct VoiceActivityDetector: Sendable {
    public enum Mode: Sendable {
        /// One utterance at the end holding all the speech (one expense per recording).
        case single
        /// One utterance per stretch of speech ended by `utterancePause` (hands-free session).
        case session
    }

    public let settings: EndpointingSettings
    public let mode: Mode

    /// True once speech has started anywhere in the recording.
    public private(set) var heardSpeech = false
    /// Samples analysed so far; once stopped, the position where the recording stopped.
    public private(set) var position = 0
    /// True after `.stopped`.
    public private(set) var isStopped = false

    private let frameSamples: Int
    private let preRollSamples: Int
    private let tailSamples: Int
    private let silenceSamples: Int
    private let pauseSamples: Int
    private let maxSamples: Int
    private let minimumSpeechSamples: Int
    private let hangoverSamples: Int
    private let calibrationFrames: Int
    private let levelSamples: Int
    /// Weight of one frame in the floor's rise: frame length over the adaptation time constant.
    private let floorRise: Double

    /// Samples received that do not fill a frame yet.
    private var pending: [Int16] = []
    /// Audio kept for utterances; `audio[0]` is sample `audioStart` of the recording.
    private var audio: [Int16] = []
    private var audioStart = 0
    /// Noise floor in dB; nil until calibration is complete.
    private var floor: Double?
    /// Frames of the calibration window, waiting for the floor: (speech energy, level energy).
    private var calibration: [(energy: Double, meanSquare: Double)] = []
    /// First sample of the current run of speech-level frames while not speaking.
    private var runStart: Int?
    private var speaking = false
    /// End of the latest speech-level frame (0 before any speech).
    private var lastSpeechEnd = 0
    /// Start (with pre-roll) of the utterance being collected; nil when none is open.
    private var utteranceStart: Int?
    /// End of the previous utterance: the next one's pre-roll never reaches back into it, so
    /// no audio is transcribed twice.
    private var previousUtteranceEnd = 0
    private var levelSum = 0.0
    private var levelCount = 0

    public init(settings: EndpointingSettings, mode: Mode) {
        self.settings = settings
        self.mode = mode
        let frame = max(1, settings.samples(settings.frameLength))
        frameSamples = frame
        preRollSamples = settings.samples(settings.preRoll)
        tailSamples = settings.samples(settings.tail)
        silenceSamples = settings.samples(settings.silenceTimeout)
        pauseSamples = settings.samples(settings.utterancePause)
        maxSamples = settings.samples(settings.maxLength)
        minimumSpeechSamples = settings.samples(settings.minimumSpeech)
        hangoverSamples = settings.samples(settings.hangover)
        calibrationFrames = max(1, settings.samples(settings.noiseCalibration) / frame)
        levelSamples = max(frame, settings.samples(settings.levelInterval))
        floorRise = min(1, Double(settings.frameLength) / Double(max(1, settings.noiseAdaptation)))
    }

    /// Analyses the next samples of the recording (any chunk size) and returns what happened
    /// in them. Once the recording has stopped, returns nothing and ignores the samples.
    public mutating func process(_ samples: [Int16]) -> [VoiceEvent] {
        guard !isStopped else { return [] }
        var events: [VoiceEvent] = []
        pending.append(contentsOf: samples)
        var offset = 0
        while pending.count - offset >= frameSamples, !isStopped {
            analyse(pending[offset ..< offset + frameSamples], into: &events)
            offset += frameSamples
        }
        if isStopped {
            pending = []
        } else {
            pending.removeFirst(offset)
        }
        return events
    }

    /// Ends the recording now: the speech so far becomes an utterance (unless `reason` is
    /// `.cancel`), then `.stopped(reason)`. Samples short of a whole frame are dropped.
    public mutating func stop(_ reason: StopReason) -> [VoiceEvent] {
        guard !isStopped else { return [] }
        var events: [VoiceEvent] = []
        if floor == nil, !calibration.isEmpty {
            finishCalibration(into: &events)
        }
        if !isStopped {
            finish(reason, into: &events)
        }
        return events
    }

    // MARK: - Frames

    private mutating func analyse(_ frame: ArraySlice<Int16>, into events: inout [VoiceEvent]) {
        audio.append(contentsOf: frame)
        var sum = 0.0
        var squares = 0.0
        for sample in frame {
            let value = Double(sample)
            sum += value
            squares += value * value
        }
        let count = Double(frame.count)
        let meanSquare = squares / count
        let mean = sum / count
        let energy = LevelMeter.decibels(meanSquare: max(0, meanSquare - mean * mean))
        if floor == nil {
            calibration.append((energy, meanSquare))
            if calibration.count == calibrationFrames {
                finishCalibration(into: &events)
            }
        } else {
            decide(energy: energy, meanSquare: meanSquare, into: &events)
        }
    }

    /// Sets the floor from the calibration frames, then decides each of them in order.
    private mutating func finishCalibration(into events: inout [VoiceEvent]) {
        let quietest = calibration.map(\.energy).min() ?? LevelMeter.silence
        floor = max(quietest, settings.minimumFloorDecibels)
        let frames = calibration
        calibration = []
        for frame in frames where !isStopped {
            decide(energy: frame.energy, meanSquare: frame.meanSquare, into: &events)
        }
    }

    /// The speech decision and every check for the frame that ends at `position + frameSamples`.
    private mutating func decide(energy: Double, meanSquare: Double, into events: inout [VoiceEvent]) {
        let frameStart = position
        let frameEnd = position + frameSamples
        position = frameEnd
        let noise = floor ?? settings.minimumFloorDecibels
        let isSpeech = energy > noise + settings.thresholdDecibels
        if isSpeech {
            if speaking {
                lastSpeechEnd = frameEnd
            } else {
                let start = runStart ?? frameStart
                runStart = start
                if frameEnd - start >= minimumSpeechSamples {
                    speaking = true
                    heardSpeech = true
                    runStart = nil
                    lastSpeechEnd = frameEnd
                    if utteranceStart == nil {
                        utteranceStart = max(audioStart, previousUtteranceEnd, start - preRollSamples)
                    }
                    events.append(.speechStarted(atSample: start))
                }
            }
        } else {
            runStart = nil
            floor = energy < noise
                ? max(energy, settings.minimumFloorDecibels)
                : noise + (energy - noise) * floorRise
            if speaking, frameEnd - lastSpeechEnd >= hangoverSamples {
                speaking = false
                events.append(.speechEnded(atSample: lastSpeechEnd))
            }
        }

        levelSum += meanSquare * Double(frameSamples)
        levelCount += frameSamples
        if levelCount >= levelSamples {
            events.append(.level(dbfs: LevelMeter.decibels(meanSquare: levelSum / Double(levelCount)), speaking: speaking))
            levelSum = 0
            levelCount = 0
        }

        if mode == .session, !speaking, utteranceStart != nil, frameEnd - lastSpeechEnd >= pauseSamples {
            emitUtterance(into: &events)
        }
        if !speaking, frameEnd - lastSpeechEnd >= silenceSamples {
            finish(.silence, into: &events)
        } else if frameEnd >= maxSamples {
            finish(.maxLength, into: &events)
        } else {
            trim()
        }
    }

    private mutating func finish(_ reason: StopReason, into events: inout [VoiceEvent]) {
        if speaking {
            speaking = false
            events.append(.speechEnded(atSample: lastSpeechEnd))
        }
        if reason != .cancel, utteranceStart != nil {
            emitUtterance(into: &events)
        }
        events.append(.stopped(reason))
        isStopped = true
        audio = []
        pending = []
        calibration = []
    }

    /// The open utterance, from its pre-roll to the last speech plus the tail.
    private mutating func emitUtterance(into events: inout [VoiceEvent]) {
        guard let start = utteranceStart else { return }
        let end = min(lastSpeechEnd + tailSamples, position)
        let samples = Array(audio[(start - audioStart) ..< (end - audioStart)])
        events.append(.utterance(Utterance(samples: samples, startSample: start)))
        utteranceStart = nil
        previousUtteranceEnd = end
    }

    /// Drops audio no utterance can need: without an open utterance, only the pre-roll plus
    /// a possible speech run is kept. Trims in steps of a second so it stays cheap.
    private mutating func trim() {
        guard utteranceStart == nil else { return }
        let keepFrom = position - preRollSamples - minimumSpeechSamples - frameSamples
        let drop = keepFrom - audioStart
        if drop >= settings.sampleRate {
            audio.removeFirst(drop)
            audioStart = keepFrom
        }
    }
}
