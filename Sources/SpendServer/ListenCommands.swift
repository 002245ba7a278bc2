import SpendAudio
import SpendProtocol
import SpendVoice

/// `listen` and `stop`: spoken expenses from the microphone. Capture runs on its own
/// thread (PulseCapture); the voice activity detector decides where speech starts and
/// ends in audio time; each utterance goes through the VoicePipeline (spool, transcribe,
/// parse, store) while, in a session, the microphone keeps listening.
enum ListenCommands {
    /// Level events go out at most this often: enough for a meter, little traffic.
    static let levelInterval: Duration = .milliseconds(200)

    static func listen(_ call: Invocation) async throws -> JSONValue {
        let daemon = call.daemon
        let configured = daemon.config.voice
        let session = call.arguments.flag("session") ?? configured.session
        let source = call.arguments.string("source") ?? configured.source
        let settings = configured.endpointing
        guard daemon.recorder.claim() else {
            throw call.error(.busy, "Already recording (one recording at a time). `spend stop` ends it; `spend cancel` discards it")
        }
        let capture: PulseCapture
        do {
            capture = try PulseCapture.open(source: source, sampleRate: settings.sampleRate)
        } catch {
            daemon.recorder.release()
            let failure = error as? CaptureError ?? CaptureError(code: "no_server", cause: "\(error)")
            daemon.logger.warning("cannot record", metadata: ["reason": "\(failure.code)", "cause": "\(failure.cause)"])
            let details: [(String, JSONValue)] = [("reason", .string(failure.code)), ("source", .optional(source))]
            let code = ProtocolError.Code.noMicrophone.rawValue
            daemon.hub.publish(ResponseLine.push("error", [("code", .string(code)), ("message", .string(failure.description))] + details))
            throw call.error(.noMicrophone, failure.description, details: details)
        }
        let recording = Recorder.Recording(capture: capture)
        daemon.recorder.attach(recording)

        let listener = VoiceListener(call)
        await listener.emit("recording.started", [
            ("source", .string(source ?? "default")),
            ("session", .bool(session)),
            ("sample_rate", .int(settings.sampleRate)),
            ("silence_timeout_ms", .int(settings.silenceTimeout)),
            ("utterance_pause_ms", .int(settings.utterancePause)),
            ("max_length_ms", .int(settings.maxLength)),
        ])

        // Utterances queue up for one worker, so expenses are stored in the order spoken
        // while the microphone goes on listening.
        let (utterances, queue) = AsyncStream.makeStream(of: Utterance.self)
        return try await withThrowingTaskGroup(of: [JSONValue].self) { group in
            group.addTask {
                var results: [JSONValue] = []
                for await utterance in utterances {
                    results.append(await daemon.voice.process(utterance: utterance.samples, sampleRate: settings.sampleRate,
                                                              recordedOn: call.today, invocation: call))
                }
                return results
            }
            var capturing = Capturing(detector: VoiceActivityDetector(settings: settings, mode: session ? .session : .single),
                                      listener: listener, queue: queue)
            await capturing.run(recording)
            daemon.recorder.release()
            queue.finish()
            let results = try await group.next() ?? []
            return try await reply(capturing, results: results, session: session, call: call)
        }
    }

    /// Ends the recording in progress now; its speech is transcribed and stored.
    static func stop(_ call: Invocation) async throws -> JSONValue {
        guard call.daemon.recorder.end(.stop) else {
            throw call.error(.notRecording, "No recording is in progress")
        }
        return .object([("stopped", .bool(true))])
    }

    /// The final line: what was stored and what failed. Nothing heard is `no_speech`; a
    /// cancelled recording with nothing stored is `cancelled`; a single recording that did
    /// not become an expense is that failure, transcript included, so it can be retyped.
    private static func reply(_ capturing: Capturing, results: [JSONValue], session: Bool,
                              call: Invocation) async throws -> JSONValue {
        let reason = capturing.reason
        let durationMilliseconds = capturing.detector.settings.milliseconds(capturing.detector.position)
        if results.isEmpty, reason == .cancel {
            throw ProtocolError(code: "cancelled", message: "Recording cancelled; nothing was stored", id: call.request.id)
        }
        if results.isEmpty {
            let failure = VoiceFailure(code: ProtocolError.Code.noSpeech.rawValue,
                                       message: "No speech was heard in \(durationMilliseconds / 1000) s of audio; nothing was sent")
            _ = await capturing.listener.fail(failure)
            throw call.error(.noSpeech, failure.message)
        }
        let failed = results.compactMap { $0["error"] }
        if !session, let failure = failed.first {
            let fields = failure.objectValue ?? []
            throw ProtocolError(code: failure["code"]?.stringValue ?? ProtocolError.Code.internalError.rawValue,
                                message: failure["message"]?.stringValue ?? "The recording did not become an expense",
                                id: call.request.id,
                                details: fields.filter { $0.0 != "code" && $0.0 != "message" })
        }
        return .object([
            ("reason", .string(reason.rawValue)),
            ("duration_ms", .int(durationMilliseconds)),
            ("session", .bool(session)),
            ("utterances", .int(results.count)),
            ("stored", .array(results.compactMap { $0["expense"] })),
            ("failed", .array(failed)),
            ("results", .array(results)),
        ])
    }
}

/// One recording's capture loop: audio into the detector, its events out to the client
/// and subscribers, utterances into the pipeline's queue.
private struct Capturing {
    var detector: VoiceActivityDetector
    let listener: VoiceListener
    let queue: AsyncStream<Utterance>.Continuation
    var reason = StopReason.stop
    private var utterances = 0
    private var lastLevel: ContinuousClock.Instant?

    init(detector: VoiceActivityDetector, listener: VoiceListener, queue: AsyncStream<Utterance>.Continuation) {
        self.detector = detector
        self.listener = listener
        self.queue = queue
    }

    /// Records until the detector stops (silence, maximum length), `stop`/`cancel` end the
    /// capture, the request is cancelled (`cancel`, or the client went away), or the sound
    /// server fails. The speech heard so far is kept in every case but cancel.
    mutating func run(_ recording: Recorder.Recording) async {
        var failure: CaptureError?
        do {
            for try await chunk in recording.capture.chunks {
                await report(detector.process(chunk))
                if detector.isStopped { break }
            }
        } catch {
            failure = error as? CaptureError ?? CaptureError(code: "read_failed", cause: "\(error)")
        }
        recording.capture.stop()
        if let failure {
            listener.daemon.logger.warning("recording failed", metadata: ["reason": "\(failure.code)", "cause": "\(failure.cause)"])
            await listener.emit("error", [("code", .string(ProtocolError.Code.noMicrophone.rawValue)),
                                          ("message", .string(failure.description)), ("reason", .string(failure.code))])
        }
        if !detector.isStopped {
            await report(detector.stop(Task.isCancelled ? .cancel : recording.requestedReason ?? .stop))
        }
    }

    private mutating func report(_ events: [VoiceEvent]) async {
        let settings = detector.settings
        for event in events {
            switch event {
            case .level(let dbfs, let speaking):
                let now = ContinuousClock.now
                if let lastLevel, now - lastLevel < ListenCommands.levelInterval { continue }
                lastLevel = now
                await listener.emit("recording.level", [("dbfs", .double((dbfs * 10).rounded() / 10)), ("speaking", .bool(speaking))])
            case .speechStarted(let sample):
                await listener.emit("speech.started", [("at_ms", .int(settings.milliseconds(sample)))])
            case .speechEnded(let sample):
                await listener.emit("speech.ended", [("at_ms", .int(settings.milliseconds(sample)))])
            case .utterance(let utterance):
                utterances += 1
                queue.yield(utterance)
            case .stopped(let reason):
                self.reason = reason
                await listener.emit("recording.stopped", [
                    ("reason", .string(reason.rawValue)),
                    ("duration_ms", .int(settings.milliseconds(detector.position))),
                    ("speech", .bool(detector.heardSpeech)),
                    ("utterances", .int(utterances)),
                ])
            }
        }
    }
}
