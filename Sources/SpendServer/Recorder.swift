import SpendAudio
import SpendVoice
import Synchronization

/// The daemon's microphone: one recording at a time, daemon-wide. `listen` claims it;
/// `stop` and `cancel` from any connection end the recording in progress (the user runs
/// `spend stop` in another terminal while `spend listen` shows the level meter).
final class Recorder: Sendable {
    /// A recording in progress: its capture, and why someone asked it to end.
    final class Recording: Sendable {
        let capture: PulseCapture
        private let requested = Mutex<StopReason?>(nil)

        init(capture: PulseCapture) { self.capture = capture }

        /// Ends the capture; the first reason asked for wins.
        func end(_ reason: StopReason) {
            requested.withLock { if $0 == nil { $0 = reason } }
            capture.stop()
        }

        var requestedReason: StopReason? { requested.withLock { $0 } }
    }

    private enum Slot {
        case idle
        /// Claimed, the capture still opening.
        case opening
        case recording(Recording)
    }

    private let slot = Mutex<Slot>(.idle)

    /// Takes the microphone; false when another recording has it.
    func claim() -> Bool {
        slot.withLock { slot in
            guard case .idle = slot else { return false }
            slot = .opening
            return true
        }
    }

    func attach(_ recording: Recording) {
        slot.withLock { $0 = .recording(recording) }
    }

    /// Gives the microphone back once the capture is over (before transcription, so the
    /// next `listen` need not wait for the endpoint).
    func release() {
        slot.withLock { $0 = .idle }
    }

    /// Ends the recording in progress with `reason`; false when there is none.
    func end(_ reason: StopReason) -> Bool {
        let recording = slot.withLock { slot -> Recording? in
            if case .recording(let recording) = slot { return recording }
            return nil
        }
        recording?.end(reason)
        return recording != nil
    }
}
