import Foundation
import SpendClient
import SpendCore
import SpendProtocol
import SpendStore
import Testing

/// One way the endpoint fails, and how the daemon must report it.
struct EndpointFault: Sendable, CustomTestStringConvertible {
    let scenario: String
    let code: String
    /// Requests the daemon should have made: 3 for transient failures, 1 otherwise.
    let attempts: Int
    /// Part of the message the user sees (the server's own words where it sent some).
    let message: String

    var testDescription: String { scenario }

    static let all: [EndpointFault] = [
        EndpointFault(scenario: "status-500", code: "upstream_error", attempts: 3, message: "the stub's model crashed"),
        EndpointFault(scenario: "status-503-plain", code: "upstream_error", attempts: 3, message: "HTTP 503"),
        EndpointFault(scenario: "status-429", code: "rate_limited", attempts: 3, message: "Rate limit reached"),
        EndpointFault(scenario: "status-413", code: "too_large", attempts: 1, message: "Maximum content size limit"),
        EndpointFault(scenario: "status-401", code: "unauthorized", attempts: 1, message: "refused the API key"),
        EndpointFault(scenario: "status-400-cpp", code: "upstream_error", attempts: 1, message: "failed to read WAV file"),
        EndpointFault(scenario: "status-422", code: "upstream_error", attempts: 1, message: "Field required"),
        EndpointFault(scenario: "garbage", code: "bad_response", attempts: 1, message: "not a JSON object"),
        EndpointFault(scenario: "reset", code: "unreachable", attempts: 3, message: "Cannot reach the transcription endpoint"),
        EndpointFault(scenario: "hang", code: "timeout", attempts: 3, message: "did not answer within 1 s"),
    ]
}

extension SpendIntegration {
    /// The endpoint failing in every way we know of: a clear error, the recording kept in
    /// the spool, and a later retry against the real endpoint storing the expense.
    @Suite(.serialized)
    struct VoiceFaults {
        static let key = "sk-voice-SECRET-77"

        func stubDaemon(_ stub: WhisperStub, scenario: String, extra: String = "") throws -> DaemonHarness {
            let daemon = try DaemonHarness(start: false)
            try Self.key.write(toFile: daemon.directory + "/whisper.key", atomically: true, encoding: .utf8)
            try daemon.writeConfig("""
                transcription_url = \(stub.url)
                transcription_model = \(scenario)
                transcription_api_key_file = \(daemon.directory)/whisper.key
                transcription_timeout = 1
                \(extra)
                """)
            try daemon.start()
            return daemon
        }

        @Test(arguments: EndpointFault.all)
        func aFailingEndpointKeepsTheRecording(_ fault: EndpointFault) throws {
            let stub = try WhisperStub()
            let daemon = try stubDaemon(stub, scenario: fault.scenario)
            let speech = try VoiceFixtures.speech("lunch twelve dollars", in: daemon.directory)
            let connection = try daemon.connect(timeout: 30)
            let (events, final) = try connection.transcribe(speech)
            #expect(final.ok == false)
            #expect(final.errorCode == fault.code, "\(final)")
            #expect(final.errorMessage?.contains(fault.message) == true, "\(final)")
            #expect(!final.raw.contains(Self.key), "the API key must never reach a client: \(final)")
            #expect(!daemon.log.contains(Self.key), "the API key must never be logged")
            let spooled = try #require(final.json["error"]?["spooled"]?.stringValue, "\(final)")
            #expect(events.map(\.event) == ["error"])
            let entries = try connection.spool()
            #expect(entries.count == 1)
            #expect(entries.first?["id"] == .string(spooled))
            #expect(entries.first?["attempts"] == .int(1))
            #expect(entries.first?["last_error"]?["code"] == .string(fault.code))
            let requests = try stub.log().count
            #expect(requests == fault.attempts, "transient failures are tried 3 times, others once")
            #expect(try connection.listAll().isEmpty)
        }

        @Test func aRefusedConnectionIsRetriedAndKept() throws {
            let daemon = try DaemonHarness.voice("transcription_url = http://127.0.0.1:\(try WhisperServer.freePort())")
            let speech = try VoiceFixtures.speech("lunch twelve dollars", in: daemon.directory)
            let (_, final) = try daemon.connect(timeout: 30).transcribe(speech)
            #expect(final.errorCode == "unreachable", "\(final)")
            #expect(final.errorMessage?.contains("connection refused") == true, "\(final)")
            #expect(final.json["error"]?["transient"] == .bool(true))
            #expect(try daemon.connect().spool().count == 1)
        }

        @Test func silenceIsNeverSent() throws {
            let stub = try WhisperStub()
            let daemon = try stubDaemon(stub, scenario: "ok")
            let silence = try VoiceFixtures.silence(seconds: 3, in: daemon.directory)
            let connection = try daemon.connect(timeout: 30)
            let (events, final) = try connection.transcribe(silence)
            #expect(final.errorCode == "no_speech", "\(final)")
            #expect(events.map(\.event) == ["error"])
            #expect(try stub.log().isEmpty, "silence must not reach the endpoint")
            #expect(try connection.spool().isEmpty)
        }

        @Test func aHallucinationOnlyTranscriptIsNoSpeech() throws {
            let stub = try WhisperStub()
            let daemon = try stubDaemon(stub, scenario: "hallucination")
            let speech = try VoiceFixtures.speech("lunch twelve dollars", in: daemon.directory)
            let connection = try daemon.connect(timeout: 30)
            let (events, final) = try connection.transcribe(speech)
            #expect(final.errorCode == "no_speech", "\(final)")
            #expect(events.first?.event == "transcript")
            #expect(events.first?.json["text"] == .string(""))
            #expect(events.first?.json["dropped_segments"] == .int(1))
            #expect(try connection.spool().isEmpty, "no speech is a final outcome")
            #expect(try connection.listAll().isEmpty)
        }

        @Test func theRequestCarriesTheWhisperFields() throws {
            let stub = try WhisperStub()
            let daemon = try stubDaemon(stub, scenario: "ok")
            let connection = try daemon.connect(timeout: 30)
            _ = try connection.add("coffee at Starbucks $4")
            let (_, final) = try connection.transcribe(try VoiceFixtures.speech("lunch", in: daemon.directory))
            #expect(final.ok == true, "\(final)")
            let request = try #require(try stub.log().first)
            #expect(request["path"] == .string("/v1/audio/transcriptions"))
            #expect(request["fields"]?["model"] == .string("ok"))
            #expect(request["fields"]?["language"] == .string("en"))
            #expect(request["fields"]?["response_format"] == .string("verbose_json"))
            #expect(request["fields"]?["temperature"] == .string("0"))
            let prompt = try #require(request["fields"]?["prompt"]?.stringValue)
            #expect(prompt.contains("Food & Dining") && prompt.contains("Starbucks"), "prompt: \(prompt)")
            #expect(request["file_type"] == .string("audio/wav"))
            #expect(request["file_magic"] == .string("RIFF"))
            #expect(request["authorization"] == .bool(true))
        }

        @Test func flacUploadsAndTheWhisperCppPath() throws {
            let stub = try WhisperStub()
            let daemon = try stubDaemon(stub, scenario: "plain-json", extra: "transcription_format = flac\ntranscription_path = /inference")
            let (_, final) = try daemon.connect(timeout: 30).transcribe(try VoiceFixtures.speech("lunch", in: daemon.directory))
            #expect(final.ok == true, "plain {\"text\"} answers are read too: \(final)")
            #expect(rawNumbers(final.raw, key: "amount").first == "25.00")
            let request = try #require(try stub.log().first)
            #expect(request["path"] == .string("/inference"))
            #expect(request["file_type"] == .string("audio/flac"))
            #expect(request["file_magic"] == .string("fLaC"))
        }

        @Test func afterAnOutageRetryStoresTheExpenseOnTheDayItWasSpoken() throws {
            let stub = try WhisperStub()
            let daemon = try stubDaemon(stub, scenario: "status-500")
            let speech = try VoiceFixtures.speech("I spent twenty five dollars on lunch with Mike yesterday", in: daemon.directory)
            let (_, failed) = try daemon.connect(timeout: 30).transcribe(speech, today: "2026-11-18")
            let spooled = try #require(failed.json["error"]?["spooled"]?.stringValue, "\(failed)")
            try FileManager.default.removeItem(atPath: speech)

            // The endpoint comes back; the daemon restarts pointing at it. The recording survived.
            let whisper = try WhisperServer.shared()
            try daemon.writeConfig("transcription_url = \(whisper.url)\nvoice_retry_interval = 0")
            try daemon.restart()
            let connection = try daemon.connect(timeout: 60)
            let pending = try connection.spool()
            #expect(pending.map { $0["id"] } == [.string(spooled)])
            #expect(pending.first?["recorded_on"] == .string("2026-11-18"))

            let retry = try connection.exchange([("cmd", .string("retry"))])
            #expect(retry.final.ok == true, "\(retry.final)")
            #expect(retry.final.result?["stored"] == .int(1))
            #expect(retry.final.result?["pending"] == .int(0))
            #expect(retry.events.map(\.event) == ["transcript", "expense.added"])
            let expense = try #require(retry.final.result?["results"]?.arrayValue?.first?["expense"])
            #expect(expense["date"] == .string("2026-11-17"), "\"yesterday\" is relative to the day it was spoken")
            #expect(expense["source"] == .string("voice"))
            #expect(try connection.spool().isEmpty)
            #expect(try connection.listAll().count == 1)
            #expect(try FileManager.default.contentsOfDirectory(atPath: daemon.spoolDirectory).isEmpty)
        }

        @Test func aDaemonKilledMidUploadLosesNothing() throws {
            let stub = try WhisperStub()
            let daemon = try stubDaemon(stub, scenario: "hang", extra: "transcription_timeout = 60")
            let speech = try VoiceFixtures.speech("I spent twenty five dollars on lunch with Mike", in: daemon.directory)
            let connection = try daemon.connect(timeout: 30)
            try connection.send(JSONValue.object([("id", .int(1)), ("cmd", .string("transcribe")), ("path", .string(speech))]).serialized)
            let deadline = Date().addingTimeInterval(20)
            while try stub.log().isEmpty, Date() < deadline { usleep(50_000) }
            #expect(try stub.log().count == 1, "the upload is in flight")
            try daemon.kill9()

            let whisper = try WhisperServer.shared()
            try daemon.writeConfig("transcription_url = \(whisper.url)\nvoice_retry_interval = 0")
            try daemon.start()
            let again = try daemon.connect(timeout: 60)
            #expect(try again.spool().count == 1)
            let retry = try again.exchange([("cmd", .string("retry"))])
            #expect(retry.final.result?["stored"] == .int(1), "\(retry.final)")
            #expect(try again.listAll().count == 1)
            #expect(try again.spool().isEmpty)
        }

        /// The daemon dies after committing a spoken expense but before removing its
        /// recording from the spool: the retry must not store it a second time.
        @Test func aRecordingStoredJustBeforeACrashIsNotStoredTwice() async throws {
            let stub = try WhisperStub()
            let daemon = try stubDaemon(stub, scenario: "status-500")
            let speech = try VoiceFixtures.speech("I spent twenty five dollars on lunch with Mike", in: daemon.directory)
            let (_, failed) = try daemon.connect(timeout: 30).transcribe(speech)
            let spooled = try #require(failed.json["error"]?["spooled"]?.stringValue, "\(failed)")
            try daemon.stop()

            // What the crashed daemon had committed: the expense, with its recording's id, in one transaction.
            let store = try ExpenseStore(path: daemon.databasePath)
            let draft = ExpenseDraft(money: Money(minorUnits: 2500, currency: .usd), category: "Food & Dining",
                                     categoryConfidence: 0.85, categorySource: .lexicon, description: "lunch",
                                     merchant: nil, person: "Mike", date: Day(iso: "2026-11-18")!)
            let (stored, _) = try await store.insertCheckingBudgets(draft, rawText: "I spent $25 on lunch with Mike.",
                                                                    source: "voice", recordingID: spooled)

            let whisper = try WhisperServer.shared()
            try daemon.writeConfig("transcription_url = \(whisper.url)\nvoice_retry_interval = 0")
            try daemon.start()
            let connection = try daemon.connect(timeout: 60)
            let retry = try connection.exchange([("cmd", .string("retry"))])
            let result = try #require(retry.final.result?["results"]?.arrayValue?.first, "\(retry.final)")
            #expect(result["status"] == .string("stored"))
            #expect(result["already_stored"] == .bool(true))
            #expect(result["expense_id"]?.intValue == stored.id)
            #expect(retry.events.isEmpty, "nothing transcribed or added again: \(retry.events)")
            #expect(try connection.listAll().map(\.expenseID) == [stored.id])
            #expect(try connection.spool().isEmpty)
            #expect(try FileManager.default.contentsOfDirectory(atPath: daemon.spoolDirectory).isEmpty)
        }

        @Test func thePeriodicRetryStoresSpooledRecordingsByItself() throws {
            let daemon = try DaemonHarness.voice("transcription_url = http://127.0.0.1:\(try WhisperServer.freePort())")
            let speech = try VoiceFixtures.speech("I spent twenty five dollars on lunch with Mike", in: daemon.directory)
            let (_, failed) = try daemon.connect(timeout: 30).transcribe(speech)
            #expect(failed.errorCode == "unreachable")

            let whisper = try WhisperServer.shared()
            try daemon.writeConfig("transcription_url = \(whisper.url)\nvoice_retry_interval = 1")
            try daemon.restart()
            let connection = try daemon.connect(timeout: 60)
            let deadline = Date().addingTimeInterval(60)
            while try !connection.spool().isEmpty, Date() < deadline { usleep(200_000) }
            #expect(try connection.spool().isEmpty, "the periodic retry should have processed the spool")
            let stored = try connection.listAll()
            #expect(stored.count == 1)
            #expect(stored.first?["source"] == .string("voice"))
        }

        @Test(arguments: [
            ("transcription_format = mp3", "transcription_format must be wav or flac"),
            ("transcription_url = ftp://host", "transcription_url must start with http:// or https://"),
            ("transcription_timeout = 0", "transcription_timeout must be a whole number of seconds"),
            ("transcription_language = english", "transcription_language must be a two-letter code"),
            ("voice_retry_interval = soon", "voice_retry_interval must be a whole number of seconds"),
            ("transcription_api_key_file = /nonexistent/key", "cannot read the transcription API key file"),
        ])
        func badSettingsStopTheDaemonWithTheirName(line: String, message: String) throws {
            let daemon = try DaemonHarness(start: false)
            try daemon.writeConfig(line + "\n")
            let output = try daemon.runOtherDaemon(database: daemon.databasePath)
            #expect(output.exit != .exited(0))
            #expect((output.stderr + output.stdout).contains(message), "\(output)")
        }

        @Test func badFilesAreClearErrors() throws {
            let daemon = try DaemonHarness.voice("transcription_url = http://127.0.0.1:\(try WhisperServer.freePort())")
            let connection = try daemon.connect()
            #expect(try connection.transcribe("relative.wav").final.errorCode == "bad_arguments")
            #expect(try connection.transcribe(daemon.directory + "/missing.wav").final.errorCode == "not_found")
            let text = daemon.directory + "/notes.wav"
            try "not audio".write(toFile: text, atomically: true, encoding: .utf8)
            #expect(try connection.transcribe(text).final.errorCode == "bad_audio")
            #expect(try connection.spool().isEmpty)
        }
    }
}
