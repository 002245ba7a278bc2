/// Why a recording stopped; the raw values are the protocol's `reason` words.
public enum StopReason: String, Sendable {
    case silence, stop, maxLength = "max_length", cancel
}

/// One stretch of speech cut from the recording, with its pre-roll and a short tail.
/// Sample positions count from the start of the recording.
public struct Utterance: Sendable, Equatable {
    public let samples: [Int16]
    public let startSample: Int
    public let endSample: Int

    public init(samples: [Int16], startSample: Int) {
        self.samples = samples
        self.startSample = startSample
        self.endSample = startSample + samples.count
    }
}

/// What the detector noticed in the audio it was given, in audio order.
public enum VoiceEvent: Sendable, Equatable {
    /// The level of the last `levelInterval` of audio, and whether speech is going on.
    case level(dbfs: Double, speaking: Bool)
    /// Speech began at this sample (the onset, before pre-roll).
    case speechStarted(atSample: Int)
    /// Speech ended at this sample (the end of the last speech frame, before the tail).
    case speechEnded(atSample: Int)
    /// Session mode: one per utterance. Single mode: one at the end with all the speech.
    case utterance(Utterance)
    /// The recording is over; the detector reports nothing more.
    case stopped(StopReason)
}
