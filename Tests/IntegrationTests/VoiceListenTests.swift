import Foundation
import SpendClient
import SpendProtocol
import Testing

#if canImport(Glibc)
import Glibc
#endif

extension SpendIntegration {
    /// `listen`, `stop` and `cancel` end to end: a real PulseAudio server whose null sink is
    /// the microphone, espeak-ng speech played into it with paplay, the real faster-whisper
    /// endpoint (tiny.en), and the daemon storing what was said.
    @Suite(.serialized)
    struct VoiceListen {
        static let phrase = "I spent twenty five dollars on lunch with Mike"

        /// A daemon recording from the test server's vmic.monitor, with `config` added.
        static func daemon(endpoint: String, _ config: String = "") throws -> PulseServer {
            let daemon = try DaemonHarness(start: false)
            try daemon.writeConfig("transcription_url = \(endpoint)\nvoice_source = vmic.monitor\n" + config)
            let pulse = try PulseServer(for: daemon)
            try daemon.start()
            return pulse
        }

        static func listen(_ connection: LineConnection, _ fields: [(String, JSONValue)] = [], id: Int = 1) throws {
            try connection.send(JSONValue.object([("id", .int(id)), ("cmd", .string("listen"))] + fields).serialized)
        }

        static var today: String {
            let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
            return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
        }

        static func milliseconds(_ response: Response, _ key: String) -> Int? {
            response.json[key]?.intValue.map(Int.init)
        }

        @Test func aSpokenExpenseIsRecordedUntilSilenceThenStored() throws {
            let whisper = try WhisperServer.shared()
            let pulse = try Self.daemon(endpoint: whisper.url, "voice_silence_timeout = 3\n")
            let speech = try VoiceFixtures.speech(Self.phrase, in: pulse.daemon.directory)
            let connection = try pulse.daemon.connect(timeout: 90)
            try Self.listen(connection)
            let started = try #require(try connection.events(until: "recording.started").last)
            #expect(started.json["source"] == .string("vmic.monitor"))
            #expect(started.json["session"] == .bool(false))
            #expect(started.json["silence_timeout_ms"] == .int(3000))
            let wallStart = Date()
            try pulse.play(speech)
            let (events, final) = try connection.finish()
            let wallSeconds = Date().timeIntervalSince(wallStart)

            #expect(final.ok == true, "\(final)")
            let stored = try #require(final.result?["stored"]?.arrayValue)
            #expect(stored.count == 1, "\(final)")
            let expense = try #require(stored.first)
            #expect(rawNumbers(final.raw, key: "amount").first == "25.00", "\(final.raw)")
            #expect(expense["currency"] == .string("USD"))
            #expect(expense["category"] == .string("Food & Dining"))
            #expect(expense["person"] == .string("Mike"))
            #expect(expense["date"] == .string(Self.today))
            #expect(expense["source"] == .string("voice"))
            #expect(final.result?["reason"] == .string("silence"))

            // The events, in order: speech, end of speech, stop after the timeout, then the
            // pipeline's transcript and stored expense.
            let names = events.map { $0.event ?? "" }.filter { $0 != "recording.level" }
            #expect(names == ["speech.started", "speech.ended", "recording.stopped", "transcript", "expense.added"], "\(names)")
            let speechEnded = try #require(events.first { $0.event == "speech.ended" })
            let stoppedEvent = try #require(events.first { $0.event == "recording.stopped" })
            #expect(stoppedEvent.json["reason"] == .string("silence"))
            #expect(stoppedEvent.json["speech"] == .bool(true))
            // The timeout is counted in audio: exactly 3 s after the end of speech.
            let ended = try #require(Self.milliseconds(speechEnded, "at_ms"))
            #expect(Self.milliseconds(stoppedEvent, "duration_ms") == ended + 3000)
            // Speech lasted about as long as espeak-ng's phrase (2.6 s), not the padding.
            let speechStarted = try #require(events.first { $0.event == "speech.started" })
            let spoken = ended - (Self.milliseconds(speechStarted, "at_ms") ?? 0)
            #expect((2000 ... 3400).contains(spoken), "speech lasted \(spoken) ms")
            let heard = try #require(events.first { $0.event == "transcript" }?.json["text"]?.stringValue)
            #expect(heard.localizedCaseInsensitiveContains("lunch"), "heard: \(heard)")

            // A level meter: a few events a second, louder and marked speaking during speech.
            let levels = events.filter { $0.event == "recording.level" }
            #expect(levels.count >= 3)
            #expect(Double(levels.count) <= wallSeconds * 6 + 2, "\(levels.count) level events in \(wallSeconds) s")
            #expect(levels.contains { $0.json["speaking"] == .bool(true) && ($0.json["dbfs"]?.doubleValue ?? -96) > -40 })
            #expect(levels.contains { $0.json["speaking"] == .bool(false) })

            let connectionCheck = try pulse.daemon.connect()
            #expect(try connectionCheck.listAll().count == 1)
            #expect(try connectionCheck.spool().isEmpty)
        }

        @Test func aSessionStoresOneExpensePerUtterance() throws {
            let whisper = try WhisperServer.shared()
            let pulse = try Self.daemon(endpoint: whisper.url, "voice_silence_timeout = 4\n")
            let directory = pulse.daemon.directory
            // Each file has a second of silence on both sides: two seconds between utterances.
            let parts = try [
                VoiceFixtures.speech(Self.phrase, in: directory, name: "one.wav"),
                VoiceFixtures.speech("I paid twelve dollars for a taxi", in: directory, name: "two.wav"),
                VoiceFixtures.speech("I paid forty dollars for groceries", in: directory, name: "three.wav"),
            ]
            let session = directory + "/session.wav"
            let joined = try ProcessRunner.run(try VoiceFixtures.tool("sox"), parts + [session],
                                               environment: ProcessInfo.processInfo.environment, scratch: directory)
            #expect(joined.exit == .exited(0), "\(joined)")

            let connection = try pulse.daemon.connect(timeout: 120)
            try Self.listen(connection, [("session", .string("yes"))])
            let started = try #require(try connection.events(until: "recording.started").last)
            #expect(started.json["session"] == .bool(true))
            try pulse.play(session)
            let (events, final) = try connection.finish()

            #expect(final.ok == true, "\(final)")
            #expect(final.result?["session"] == .bool(true))
            #expect(final.result?["utterances"] == .int(3), "\(final)")
            let stored = try #require(final.result?["stored"]?.arrayValue)
            #expect(stored.count == 3, "\(final)")
            // The stored expenses come first in the reply, amounts exactly as written.
            #expect(Array(rawNumbers(final.raw, key: "amount").prefix(3)) == ["25.00", "12.00", "40.00"], "\(final.raw)")
            #expect(stored.first?["category"] == .string("Food & Dining"))
            #expect(stored.allSatisfy { $0["date"] == .string(Self.today) })
            #expect(events.filter { $0.event == "expense.added" }.count == 3)
            #expect(events.filter { $0.event == "speech.started" }.count >= 3)
            // The first expense was stored while the microphone was still listening.
            let firstAdded = try #require(events.firstIndex { $0.event == "expense.added" })
            let stoppedAt = try #require(events.firstIndex { $0.event == "recording.stopped" })
            #expect(firstAdded < stoppedAt, "the session blocked on transcription")
            #expect(events[stoppedAt].json["reason"] == .string("silence"))
            #expect(try pulse.daemon.connect().listAll().count == 3)
        }

        @Test func silenceAloneIsNoSpeechAndNothingIsSent() throws {
            let stub = try WhisperStub()
            let pulse = try Self.daemon(endpoint: stub.url, "voice_silence_timeout = 2\n")
            let connection = try pulse.daemon.connect(timeout: 30)
            try Self.listen(connection)
            let (events, final) = try connection.finish()
            #expect(final.ok == false)
            #expect(final.errorCode == "no_speech", "\(final)")
            #expect(final.errorMessage == "No speech was heard in 2 s of audio; nothing was sent")
            let stopped = try #require(events.first { $0.event == "recording.stopped" })
            #expect(stopped.json["reason"] == .string("silence"))
            #expect(stopped.json["duration_ms"] == .int(2000), "the timeout is 2 s of audio")
            #expect(stopped.json["speech"] == .bool(false))
            #expect(events.contains { $0.event == "error" && $0.json["code"] == .string("no_speech") })
            #expect(!events.contains { $0.event == "speech.started" })
            #expect(try stub.log().isEmpty, "silence was sent to the endpoint")
            #expect(try pulse.daemon.connect().spool().isEmpty)
        }

        @Test func oneRecordingAtATimeAndStopEndsItFromAnotherConnection() throws {
            let stub = try WhisperStub()
            let pulse = try Self.daemon(endpoint: stub.url, "voice_silence_timeout = 60\n")
            let first = try pulse.daemon.connect(timeout: 30)
            try Self.listen(first)
            _ = try first.events(until: "recording.started")

            let second = try pulse.daemon.connect()
            let busy = try second.call("listen")
            #expect(busy.errorCode == "busy", "\(busy)")
            #expect(busy.errorMessage == "Already recording (one recording at a time). `spend stop` ends it; `spend cancel` discards it")
            #expect(try second.ok("ping").ok == true, "the daemon keeps serving")

            let stop = try second.call("stop")
            #expect(stop.ok == true, "\(stop)")
            #expect(stop.result?["stopped"] == .bool(true))
            let (events, final) = try first.finish()
            #expect(events.first { $0.event == "recording.stopped" }?.json["reason"] == .string("stop"))
            #expect(final.errorCode == "no_speech", "\(final)")

            let nothing = try second.call("stop")
            #expect(nothing.errorCode == "not_recording", "\(nothing)")
            // The microphone is free again.
            try Self.listen(second, id: 2)
            _ = try second.events(until: "recording.started", id: 2)
            #expect(try pulse.daemon.connect().call("stop").ok == true)
            #expect(try second.finish(id: 2).final.errorCode == "no_speech")
        }

        @Test func stopKeepsWhatWasSaid() throws {
            let whisper = try WhisperServer.shared()
            let pulse = try Self.daemon(endpoint: whisper.url, "voice_silence_timeout = 60\n")
            let speech = try VoiceFixtures.speech(Self.phrase, in: pulse.daemon.directory)
            let connection = try pulse.daemon.connect(timeout: 90)
            try Self.listen(connection)
            _ = try connection.events(until: "recording.started")
            try pulse.play(speech)
            _ = try connection.events(until: "speech.ended")
            #expect(try pulse.daemon.runClient(["stop"]).exit == .exited(0))
            let (events, final) = try connection.finish()
            #expect(events.first { $0.event == "recording.stopped" }?.json["reason"] == .string("stop"))
            #expect(final.ok == true, "\(final)")
            #expect(final.result?["reason"] == .string("stop"))
            #expect(rawNumbers(final.raw, key: "amount").first == "25.00", "\(final.raw)")
        }

        @Test func cancelDiscardsTheRecordingAndSendsNothing() throws {
            let stub = try WhisperStub()
            let pulse = try Self.daemon(endpoint: stub.url, "voice_silence_timeout = 60\n")
            let speech = try VoiceFixtures.speech(Self.phrase, in: pulse.daemon.directory)
            let connection = try pulse.daemon.connect(timeout: 30)
            try Self.listen(connection)
            _ = try connection.events(until: "recording.started")
            try pulse.play(speech)
            _ = try connection.events(until: "speech.ended")

            let cancel = try pulse.daemon.runClient(["cancel"])
            #expect(cancel.exit == .exited(0), "\(cancel)")
            #expect(cancel.stdout == "Recording discarded.\n")
            let (events, final) = try connection.finish()
            #expect(events.first { $0.event == "recording.stopped" }?.json["reason"] == .string("cancel"))
            #expect(final.errorCode == "cancelled", "\(final)")
            #expect(try stub.log().isEmpty, "a cancelled recording was sent")
            let check = try pulse.daemon.connect()
            #expect(try check.spool().isEmpty)
            #expect(try check.listAll().isEmpty)
            let again = try pulse.daemon.runClient(["cancel"])
            #expect(again.exit == .exited(1))
            #expect(again.stdout == "No recording is in progress.\n")
        }

        @Test func closingTheListeningConnectionCancelsTheRecording() throws {
            let stub = try WhisperStub()
            let pulse = try Self.daemon(endpoint: stub.url, "voice_silence_timeout = 60\n")
            do {
                let connection = try pulse.daemon.connect()
                try Self.listen(connection)
                _ = try connection.events(until: "recording.started")
            }
            // The microphone comes free once the daemon sees the connection go.
            let other = try pulse.daemon.connect()
            let deadline = Date().addingTimeInterval(5)
            var attempt = 1
            while true {
                try Self.listen(other, id: attempt)
                let first = try #require(try other.events(until: "recording.started", id: attempt, orFinal: true).last)
                if first.event == "recording.started" { break }
                #expect(first.errorCode == "busy", "\(first)")
                guard Date() < deadline else {
                    Issue.record("the recording outlived its connection")
                    return
                }
                attempt += 1
                usleep(100_000)
            }
            #expect(try pulse.daemon.connect().call("stop").ok == true)
            #expect(try other.finish(id: attempt).final.errorCode == "no_speech")
        }

        @Test func theClientShowsTheRecordingAndTheStoredExpense() throws {
            let whisper = try WhisperServer.shared()
            let pulse = try Self.daemon(endpoint: whisper.url, "voice_silence_timeout = 3\n")
            let speech = try VoiceFixtures.speech(Self.phrase, in: pulse.daemon.directory)
            let client = try ClientProcess(pulse.daemon, ["listen"])
            try client.waitFor("Recording…")
            try pulse.play(speech)
            let output = try client.finish(timeout: 90)
            #expect(output.exit == .exited(0), "\(output)")
            #expect(output.stdout.hasPrefix("Recording… (say an expense; stops after 3 s of silence)\n"), "\(output)")
            #expect(output.stdout.contains("\nlevel "), "\(output)")
            #expect(output.stdout.contains("Stopped after "), "\(output)")
            #expect(output.stdout.contains("Heard: \""), "\(output)")
            #expect(output.stdout.contains("Added #1  $25.00 · Food & Dining"), "\(output)")
            #expect(!output.stdout.contains("\r"), "piped output has no redraws")
        }

        @Test func ctrlCInTheClientCancels() throws {
            let stub = try WhisperStub()
            let pulse = try Self.daemon(endpoint: stub.url, "voice_silence_timeout = 60\n")
            let client = try ClientProcess(pulse.daemon, ["listen"])
            try client.waitFor("Recording…")
            kill(client.process.processIdentifier, SIGINT)
            let output = try client.finish(timeout: 10)
            #expect(output.exit == .exited(130), "\(output)")
            #expect(output.stdout.contains("Cancelled; nothing from this recording is kept."), "\(output)")
            #expect(try stub.log().isEmpty)
            // The daemon is free for the next recording.
            let busy = try pulse.daemon.connect().call("stop")
            #expect(busy.errorCode == "not_recording", "\(busy)")
        }

        @Test func withoutASoundServerListenFailsClearlyAndTheDaemonServes() throws {
            let stub = try WhisperStub()
            let daemon = try DaemonHarness.voice("transcription_url = \(stub.url)\n")
            let connection = try daemon.connect()
            let reply = try connection.call("listen")
            #expect(reply.errorCode == "no_microphone", "\(reply)")
            #expect(reply.errorMessage?.hasPrefix("Microphone access needed for voice input. Cannot record from PulseAudio: ") == true,
                    "\(reply)")
            #expect(reply.json["error"]?["reason"] == .string("no_server"))
            #expect(try connection.ok("ping").ok == true)
            #expect(try connection.add("coffee $3")["amount"] != nil)
            // The microphone was not left claimed.
            #expect(try daemon.connect().call("listen").errorCode == "no_microphone")
            let client = try daemon.runClient(["listen"])
            #expect(client.exit == .exited(69), "no microphone is a service unavailable: \(client)")
            #expect(client.stderr.contains("spend: Microphone access needed for voice input."), "\(client)")
        }

        @Test func anUnknownSourceIsNamedInTheError() throws {
            let stub = try WhisperStub()
            let pulse = try Self.daemon(endpoint: stub.url)
            let reply = try pulse.daemon.connect().call("listen source=nope")
            #expect(reply.errorCode == "no_microphone", "\(reply)")
            #expect(reply.json["error"]?["reason"] == .string("no_source"))
            #expect(reply.errorMessage?.contains("no source named 'nope'") == true, "\(reply)")
        }

        @Test func badVoiceSettingsStopTheDaemonWithAClearMessage() throws {
            let daemon = try DaemonHarness(start: false)
            for (config, message) in [
                ("voice_silence_timeout = soon", "voice_silence_timeout must be a number of seconds from 0.5 to 600, not 'soon'"),
                ("voice_session = maybe", "voice_session must be true or false"),
                ("voice_threshold_db = 0", "voice_threshold_db must be a number of decibels from 1 to 60"),
                ("voice_silence_timeout = 1\nvoice_utterance_pause = 2",
                 "voice settings: silence timeout (1000 ms) must be at least the utterance pause (2000 ms)"),
            ] {
                try daemon.writeConfig(config)
                let output = try daemon.runOtherDaemon(database: daemon.databasePath)
                #expect(output.exit != .exited(0), "\(config): \(output)")
                #expect(output.stderr.contains(message), "\(config): \(output)")
            }
        }
    }
}

/// `spend` run in the background, its output in files, so a test can act while it runs.
final class ClientProcess {
    let process = Process()
    private let outPath: String
    private let errPath: String

    init(_ daemon: DaemonHarness, _ arguments: [String]) throws {
        outPath = daemon.directory + "/client-\(UUID().uuidString).out"
        errPath = daemon.directory + "/client-\(UUID().uuidString).err"
        FileManager.default.createFile(atPath: outPath, contents: nil)
        FileManager.default.createFile(atPath: errPath, contents: nil)
        process.executableURL = URL(fileURLWithPath: try Binaries.spend())
        process.arguments = ["--socket", daemon.socketPath] + arguments
        process.environment = daemon.environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        try process.run()
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    var stdout: String { (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "" }

    /// Waits until the client has printed `text`.
    func waitFor(_ text: String, timeout: Double = 15) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !stdout.contains(text) {
            guard process.isRunning, Date() < deadline else {
                throw HarnessError("spend never printed '\(text)'; stdout: \(stdout)")
            }
            usleep(20_000)
        }
    }

    func finish(timeout: Double) throws -> ProcessOutput {
        guard ProcessRunner.waitForExit(process, timeout: timeout) else {
            throw HarnessError("spend did not finish in \(timeout) s; stdout: \(stdout)")
        }
        return ProcessOutput(exit: Exit(process), stdout: stdout,
                             stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "")
    }
}
