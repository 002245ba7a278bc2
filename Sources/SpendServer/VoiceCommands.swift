import Foundation
import SpendAudio
import SpendProtocol
import SpendVoice

/// Verbs for spoken expenses that do not need a microphone: a file through the same path
/// as `listen`, and the spool of recordings waiting for their expense.
enum VoiceCommands {
    /// The rate recordings are analysed, spooled and uploaded at: what Whisper works in.
    static let sampleRate = 16_000

    /// An audio file on the daemon's machine, as if it had been spoken to `listen`: only
    /// audio with speech is sent (else `no_speech`), and it is spooled first.
    static func transcribe(_ call: Invocation) async throws -> JSONValue {
        let path = call.arguments.string("path")!
        guard path.hasPrefix("/") else {
            throw call.error(.badArguments, "transcribe needs an absolute path: the daemon reads the file itself")
        }
        let samples: [Int16]
        do {
            samples = try AudioFile.read(URL(fileURLWithPath: path), sampleRate: sampleRate)
        } catch let error as AudioFileError {
            throw ProtocolError(code: error.kind == .notFound ? ProtocolError.Code.notFound.rawValue : "bad_audio",
                                message: error.description, id: call.request.id)
        }
        guard let speech = speech(in: samples, settings: call.daemon.config.voice.endpointing) else {
            let failure = VoiceFailure(code: ProtocolError.Code.noSpeech.rawValue, message: "No speech was heard in \(path); nothing was sent")
            _ = await VoiceListener(call).fail(failure)
            throw ProtocolError(code: failure.code, message: failure.message, id: call.request.id)
        }
        let outcome = await call.daemon.voice.record(speech, sampleRate: sampleRate, recordedOn: call.today, source: .transcribe,
                                                     listener: VoiceListener(call))
        switch outcome {
        case .stored(let result): return result
        case .failed(let failure):
            throw ProtocolError(code: failure.code, message: failure.message, id: call.request.id,
                                details: Array(failure.fields.dropFirst(2)))
        }
    }

    /// The speech in a whole file, with pre-roll and tail, as one utterance; nil when the
    /// detector (with the configured thresholds) hears none. The file's length is the limit,
    /// so no timeout cuts it short.
    static func speech(in samples: [Int16], settings configured: EndpointingSettings) -> [Int16]? {
        var settings = configured
        settings.sampleRate = sampleRate
        let length = settings.milliseconds(samples.count) + 1
        settings.silenceTimeout = max(settings.silenceTimeout, length)
        settings.maxLength = max(settings.maxLength, length)
        var detector = VoiceActivityDetector(settings: settings, mode: .single)
        let events = detector.process(samples) + detector.stop(.stop)
        for case .utterance(let utterance) in events where !utterance.samples.isEmpty { return utterance.samples }
        return nil
    }

    /// Processes every spooled recording now, or the one named.
    static func retry(_ call: Invocation) async throws -> JSONValue {
        let id = call.arguments.string("recording")
        if let id, !call.daemon.voice.spool.pending().contains(where: { $0.id == id }) {
            throw call.error(.notFound, "No recording \(id) in the voice spool. See 'spool'")
        }
        let results = await call.daemon.voice.retry(listener: VoiceListener(call), onlyDue: false, only: id)
        let stored = results.filter { $0["status"]?.stringValue == "stored" }.count
        return .object([
            ("processed", .int(results.count)),
            ("stored", .int(stored)),
            ("pending", .int(call.daemon.voice.spool.pending().count)),
            ("results", .array(results)),
        ])
    }

    /// What waits in the spool, or `discard <recording>`: one recording removed for good.
    static func spool(_ call: Invocation) async throws -> JSONValue {
        let spool = call.daemon.voice.spool
        switch call.arguments.string("action")?.lowercased() ?? "list" {
        case "list":
            let entries = spool.pending()
            let now = Date()
            return .object([
                ("directory", .string(spool.directory)),
                ("count", .int(entries.count)),
                ("entries", .array(entries.map { spool.listing($0, now: now) })),
            ])
        case "discard":
            guard let id = call.arguments.string("recording") else {
                throw call.error(.badArguments, "discard needs the recording's id, as `spool` lists it: spool discard <recording>")
            }
            let discarded: VoiceSpool.Entry?
            do { discarded = try spool.discard(id) } catch { throw call.error(.busy, "\(error)") }
            guard let discarded else { throw call.error(.notFound, "No recording \(id) in the voice spool. See 'spool'") }
            call.daemon.logger.info("discarded a spooled recording", metadata: ["spool_id": "\(id)"])
            return .object([("discarded", discarded.json), ("pending", .int(spool.pending().count))])
        case let action:
            throw call.error(.badArguments, "Unknown action '\(action)': use spool list or spool discard <recording>")
        }
    }
}
