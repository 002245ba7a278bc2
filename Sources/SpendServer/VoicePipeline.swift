import Foundation
import SpendAudio
import SpendCore
import SpendProtocol
import SpendStore
import SpendTranscription

/// Speech to a stored expense: spool the recording, transcribe it (with the vocabulary
/// prompt), parse and store the text as `say`/`add` do (source "voice"), then unspool it.
///
/// `listen` calls `process(utterance:sampleRate:recordedOn:invocation:)` once per
/// utterance; `transcribe` does the same for a file; `retry` and the periodic retry run
/// spooled recordings through `handle`. Whoever asked hears, as events with the request's
/// id, `transcript` then `expense.added` or `error`; subscribers get `transcript`, `error`
/// and `expense.added` as pushes. Integration tests start a real endpoint with
/// Tests/IntegrationTests/WhisperServer.swift (`WhisperServer.shared()`).
public final class VoicePipeline: Sendable {
    static let couldNotUnderstand = "I couldn't understand that. Try: 'spent $25 on lunch'"
    /// The prompt names at most this many merchants (VocabularyPrompt also caps its length).
    static let promptMerchants = 30

    let spool: VoiceSpool
    let client: TranscriptionClient
    let format: AudioFileFormat
    /// Seconds between periodic retries; 0: only on `retry`.
    let retryInterval: Int

    init(settings: TranscriptionSettings, databasePath: String, apiKey: String?) {
        spool = VoiceSpool(directory: settings.spoolPath(databasePath: databasePath))
        client = TranscriptionClient(endpoint: settings.endpoint(apiKey: apiKey), httpClient: TranscriptionClient.makeHTTPClient())
        format = settings.format == .flac ? .flac : .wav
        retryInterval = settings.retryInterval
    }

    public func shutdown() async { await client.shutdown() }

    /// One utterance from `listen`: spooled, transcribed, stored. Never throws: the result is
    /// `{"transcript":{..},"expense":{..},"parser":..,"budget_alerts":[..],"spool_id":..,"timing":{..}}`
    /// or `{"error":{"code":..,"message":..,"transcript":..?,"spooled":"<id>"?}}`; the same
    /// went out as events already.
    func process(utterance: [Int16], sampleRate: Int, recordedOn: Day, invocation: Invocation) async -> JSONValue {
        await record(utterance, sampleRate: sampleRate, recordedOn: recordedOn, source: .listen,
                     listener: VoiceListener(invocation)).json
    }

    func record(_ samples: [Int16], sampleRate: Int, recordedOn: Day, source: VoiceSpool.Source,
                listener: VoiceListener) async -> VoiceOutcome {
        let entry: VoiceSpool.Entry
        do {
            entry = try spool.add(samples: samples, sampleRate: sampleRate, format: format, recordedOn: recordedOn, source: source)
        } catch {
            listener.daemon.logger.error("cannot spool a recording", metadata: ["error": "\(error)"])
            return await listener.fail(VoiceFailure(code: "spool_failed", message: "Cannot keep the recording: \(error)"))
        }
        defer { spool.release(entry.id) }
        return await handle(entry, listener: listener)
    }

    /// Transcribes and stores one claimed spool entry.
    private func handle(_ entry: VoiceSpool.Entry, listener: VoiceListener) async -> VoiceOutcome {
        let daemon = listener.daemon
        if let expenseID = try? await daemon.store.expenseID(forRecording: entry.id) {
            // Stored before, but the daemon stopped before unspooling it: finish that, once.
            daemon.logger.notice("a spooled recording was already stored; removing it",
                                 metadata: ["spool_id": "\(entry.id)", "expense_id": "\(expenseID)"])
            unspool(entry, daemon: daemon)
            let expense = try? await daemon.store.expense(id: expenseID)
            return .stored(.object([("already_stored", .bool(true)), ("expense_id", .int(expenseID)),
                                    ("expense", expense.map(ExpenseJSON.encode) ?? .null), ("spool_id", .string(entry.id))]))
        }
        let clock = ContinuousClock()
        let started = clock.now
        let transcript: Transcript
        do {
            transcript = try await client.transcribe(file: spool.url(entry), prompt: await prompt(daemon))
        } catch let error as TranscriptionError {
            daemon.logger.warning("transcription failed; the recording stays in the spool",
                                  metadata: ["code": "\(error.code.rawValue)", "spool_id": "\(entry.id)"])
            noteFailure(entry, code: error.code.rawValue, message: error.message, daemon: daemon)
            return await listener.fail(VoiceFailure(code: error.code.rawValue, message: error.message, spooled: entry.id,
                                                    transient: error.transient))
        } catch {
            let message = "Stopped before the recording was transcribed; it stays in the spool"
            noteFailure(entry, code: "cancelled", message: message, daemon: daemon)
            return await listener.fail(VoiceFailure(code: "cancelled", message: message, spooled: entry.id))
        }
        let transcribed = clock.now
        let transcribeMilliseconds = Self.milliseconds(transcribed - started)
        let transcriptFields: [(String, JSONValue)] = [
            ("text", .string(transcript.text)),
            ("duration_ms", transcript.duration.map { .int(Int(($0 * 1000).rounded())) } ?? .null),
            ("language", .optional(transcript.language)),
            ("dropped_segments", .int(transcript.dropped.count)),
            ("transcribe_ms", .int(transcribeMilliseconds)),
            ("spool_id", .string(entry.id)),
        ]
        await listener.emit("transcript", transcriptFields)

        guard !transcript.text.isEmpty else {
            unspool(entry, daemon: daemon)
            return await listener.fail(VoiceFailure(code: ProtocolError.Code.noSpeech.rawValue,
                                                    message: "No speech was heard in the recording",
                                                    transcript: ""))
        }
        let draft: ExpenseDraft
        let parser: String
        do {
            (draft, parser) = try await ExpenseInterpreter.interpret(transcript.text, daemon: daemon, today: entry.recordedOn,
                                                                     requestID: listener.requestID)
        } catch let error as ProtocolError {
            // Final: the same words would fail the same way. The transcript goes back so
            // the user can retype it.
            unspool(entry, daemon: daemon)
            return await listener.fail(VoiceFailure(code: error.code, message: Self.couldNotUnderstand, transcript: transcript.text,
                                                    reason: error.message))
        } catch {
            noteFailure(entry, code: "internal", message: "\(error)", daemon: daemon)
            return await listener.fail(VoiceFailure(code: "internal", message: "Cannot read the database: \(error)",
                                                    transcript: transcript.text, spooled: entry.id))
        }
        let stored: (expense: Expense, json: JSONValue, alerts: [BudgetAlert])
        do {
            stored = try await ExpenseCommands.store(draft, rawText: transcript.text, source: "voice", recordingID: entry.id,
                                                     daemon: daemon)
        } catch {
            daemon.logger.error("cannot store a spoken expense; the recording stays in the spool",
                                metadata: ["error": "\(error)", "spool_id": "\(entry.id)"])
            noteFailure(entry, code: "internal", message: "\(error)", daemon: daemon)
            return await listener.fail(VoiceFailure(code: "internal", message: "Cannot store the expense: \(error)",
                                                    transcript: transcript.text, spooled: entry.id))
        }
        unspool(entry, daemon: daemon)
        let alerts = listener.announce(stored.alerts)
        await listener.emit("expense.added", [("expense", stored.json)], push: false)
        return .stored(.object([
            ("transcript", .object(transcriptFields)),
            ("expense", stored.json),
            ("parser", .string(parser)),
            ("budget_alerts", alerts),
            ("spool_id", .string(entry.id)),
            ("timing", .object([("transcribe_ms", .int(transcribeMilliseconds)),
                                ("store_ms", .int(Self.milliseconds(clock.now - transcribed)))])),
        ]))
    }

    // MARK: The spool

    /// Runs pending recordings through the pipeline, oldest first; `onlyDue` skips those
    /// whose next periodic attempt has not come yet, `only` all but that one. Entries in
    /// progress elsewhere are reported as `in_progress`.
    func retry(listener: VoiceListener, onlyDue: Bool, only id: String? = nil) async -> [JSONValue] {
        var results: [JSONValue] = []
        for entry in spool.pending() where id == nil || entry.id == id {
            if onlyDue, !isDue(entry, now: Date()) { continue }
            let head: [(String, JSONValue)] = [("id", .string(entry.id)), ("recorded_on", .string(entry.recordedOn.iso))]
            guard spool.claim(entry.id) else {
                results.append(.object(head + [("status", .string("in_progress"))]))
                continue
            }
            let outcome = await handle(entry, listener: listener)
            spool.release(entry.id)
            results.append(.object(head + [("status", .string(outcome.isStored ? "stored" : "failed"))] + (outcome.json.objectValue ?? [])))
            if Task.isCancelled { break }
        }
        return results
    }

    /// Retries the spool every `retryInterval` seconds until cancelled; each entry waits
    /// twice as long after each failed attempt (at most a day), so a long outage or a
    /// recording the endpoint always refuses costs little.
    public func startPeriodicRetry(daemon: Daemon) -> Task<Void, Never>? {
        guard retryInterval > 0 else { return nil }
        let pending = spool.pending().count
        if pending > 0 { daemon.logger.notice("recordings wait in the voice spool", metadata: ["count": "\(pending)"]) }
        return Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(retryInterval))
                guard !Task.isCancelled else { break }
                let results = await retry(listener: VoiceListener(background: daemon), onlyDue: true)
                if !results.isEmpty {
                    daemon.logger.info("retried the voice spool", metadata: ["entries": "\(results.count)"])
                }
            }
        }
    }

    func isDue(_ entry: VoiceSpool.Entry, now: Date) -> Bool {
        guard let last = entry.lastAttemptAt, entry.attempts > 0 else { return true }
        let wait = min(Double(retryInterval) * pow(2, Double(min(entry.attempts - 1, 20))), 86_400)
        return now.timeIntervalSince(last) >= wait
    }

    private func noteFailure(_ entry: VoiceSpool.Entry, code: String, message: String, daemon: Daemon) {
        var entry = entry
        entry.attempts += 1
        entry.lastError = (code, message)
        entry.lastAttemptAt = Date()
        do { try spool.save(entry) } catch {
            daemon.logger.error("cannot update a spool entry", metadata: ["spool_id": "\(entry.id)", "error": "\(error)"])
        }
    }

    private func unspool(_ entry: VoiceSpool.Entry, daemon: Daemon) {
        do { try spool.remove(entry) } catch {
            daemon.logger.error("cannot remove a processed recording from the spool",
                                metadata: ["spool_id": "\(entry.id)", "error": "\(error)"])
        }
    }

    /// Category names and frequent merchants, so they come back spelled as the user has them.
    private func prompt(_ daemon: Daemon) async -> String? {
        guard let categories = try? await daemon.store.categoryNames() else { return nil }
        let merchants = (try? await daemon.store.frequentMerchants(limit: Self.promptMerchants)) ?? []
        return VocabularyPrompt.build(categories: categories, merchants: merchants)
    }

    static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }
}

/// What became of one recording.
enum VoiceOutcome: Sendable {
    case stored(JSONValue)
    case failed(VoiceFailure)

    var isStored: Bool { if case .stored = self { true } else { false } }

    var json: JSONValue {
        switch self {
        case .stored(let result): result
        case .failed(let failure): .object([("error", .object(failure.fields))])
        }
    }
}

/// A recording that did not become an expense: why, what was heard, and whether it waits
/// in the spool.
struct VoiceFailure: Sendable {
    let code: String
    let message: String
    var transcript: String?
    var spooled: String?
    var transient: Bool?
    /// The parser's own explanation, when the transcript was not an expense.
    var reason: String?

    var fields: [(String, JSONValue)] {
        var fields: [(String, JSONValue)] = [("code", .string(code)), ("message", .string(message))]
        if let transcript { fields.append(("transcript", .string(transcript))) }
        if let reason { fields.append(("reason", .string(reason))) }
        if let spooled { fields.append(("spooled", .string(spooled))) }
        if let transient { fields.append(("transient", .bool(transient))) }
        return fields
    }
}

/// Who hears about a recording: the client that asked (events with its request id), and
/// always the subscribers (pushes). A background retry has no client.
struct VoiceListener: Sendable {
    let daemon: Daemon
    let invocation: Invocation?

    init(_ invocation: Invocation) {
        daemon = invocation.daemon
        self.invocation = invocation
    }

    init(background daemon: Daemon) {
        self.daemon = daemon
        invocation = nil
    }

    var requestID: JSONValue? { invocation?.request.id }
    var session: Session? { invocation?.session }

    func emit(_ name: String, _ fields: [(String, JSONValue)], push: Bool = true) async {
        if push { daemon.hub.publish(ResponseLine.push(name, fields)) }
        try? await invocation?.emit(name, fields)
    }

    func fail(_ failure: VoiceFailure) async -> VoiceOutcome {
        await emit("error", failure.fields)
        return .failed(failure)
    }

    /// Budget alerts an expense set off, told as `add` tells them.
    func announce(_ alerts: [BudgetAlert]) -> JSONValue {
        if let invocation { return BudgetCommands.announce(alerts, invocation) }
        for alert in alerts {
            daemon.hub.publish(ResponseLine.push(ExpenseEvent.budgetAlert.rawValue, BudgetCommands.fields(alert)))
        }
        return .array(alerts.map { .object(BudgetCommands.fields($0)) })
    }
}
