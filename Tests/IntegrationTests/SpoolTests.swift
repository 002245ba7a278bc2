import Foundation
import SpendClient
import SpendProtocol
import Testing

/// The voice spool one recording at a time, through the real client: recordings kept while
/// the transcription endpoint fails are listed with their id, age and length, discarded,
/// retried one by one once the endpoint works, and played through a real PulseAudio server.
extension SpendIntegration {
    @Suite(.serialized)
    struct SpoolEntries {
        /// A daemon whose endpoint is the stub acting out `scenario`.
        func daemon(_ stub: WhisperStub, scenario: String) throws -> DaemonHarness {
            try DaemonHarness.voice("""
                transcription_url = \(stub.url)
                transcription_model = \(scenario)
                transcription_timeout = 1
                voice_retry_interval = 0
                """)
        }

        /// Spools one recording per phrase (the endpoint answers 500); returns their ids.
        func spoolRecordings(_ daemon: DaemonHarness, _ phrases: [String]) throws -> [String] {
            let connection = try daemon.connect(timeout: 30)
            return try phrases.enumerated().map { index, phrase in
                let speech = try VoiceFixtures.speech(phrase, in: daemon.directory, name: "speech\(index).wav")
                let (_, final) = try connection.transcribe(speech)
                try FileManager.default.removeItem(atPath: speech)
                return try #require(final.json["error"]?["spooled"]?.stringValue, "\(final)")
            }
        }

        @Test("spend spool lists each recording with id, age and length; discard removes one; retry ID stores only that one")
        func listDiscardRetry() throws {
            let stub = try WhisperStub()
            let daemon = try daemon(stub, scenario: "status-500")
            let ids = try spoolRecordings(daemon, ["lunch twelve dollars", "coffee four dollars", "taxi twenty dollars"])

            let list = try daemon.runClient(["spool"])
            #expect(list.exit == .exited(0), "\(list)")
            let lines = list.stdout.split(separator: "\n").map(String.init)
            #expect(lines.first?.contains("AGE") == true && lines.first?.contains("LENGTH") == true, "\(list)")
            for id in ids { #expect(lines.contains { $0.hasPrefix(id) && $0.contains(" s ") }, "\(id) listed with its age and length: \(list)") }
            let entries = try daemon.connect().spool()
            #expect(entries.map { $0["id"]?.stringValue } == ids, "oldest first, ids stable")
            for entry in entries {
                // The utterance the daemon cut from the file: a spoken phrase of a second or two.
                let seconds = try #require(entry["seconds"]?.numberText.flatMap(Double.init), "\(entry)")
                #expect(seconds > 0.5 && seconds < 8, "\(entry)")
                #expect((entry["age_seconds"]?.intValue ?? -1) >= 0 && (entry["age_seconds"]?.intValue ?? .max) < 120, "\(entry)")
                #expect(entry["path"]?.stringValue?.hasPrefix(daemon.spoolDirectory + "/") == true, "\(entry)")
            }

            let discard = try daemon.runClient(["spool", "discard", ids[0]])
            #expect(discard.exit == .exited(0), "\(discard)")
            #expect(discard.stdout.contains("Discarded \(ids[0]); 2 recordings left"), "\(discard)")
            #expect(try daemon.connect().spool().map { $0["id"]?.stringValue } == [ids[1], ids[2]])
            let files = try FileManager.default.contentsOfDirectory(atPath: daemon.spoolDirectory)
            #expect(!files.contains { $0.hasPrefix(ids[0]) }, "audio and sidecar are gone: \(files)")
            let again = try daemon.runClient(["spool", "discard", ids[0]])
            #expect(again.exit == .exited(1), "\(again)")
            #expect(again.stderr.contains("No recording \(ids[0])"), "\(again)")

            // Still failing: retrying one counts an attempt for that one only.
            let failed = try daemon.runClient(["spool", "retry", ids[1]])
            #expect(failed.exit == .exited(1), "\(failed)")
            let attempts = try daemon.connect().spool().map { $0["attempts"]?.intValue }
            #expect(attempts == [2, 1], "the spooling attempt plus the retry, and the other untouched: \(attempts)")

            // The endpoint works again: retry ID stores that recording alone.
            try daemon.writeConfig("transcription_url = \(stub.url)\ntranscription_model = ok\nvoice_retry_interval = 0")
            try daemon.restart()
            let retry = try daemon.runClient(["spool", "retry", ids[2]])
            #expect(retry.exit == .exited(0), "\(retry)")
            #expect(retry.stdout.contains("\(ids[2])") && retry.stdout.contains("added #"), "\(retry)")
            #expect(try daemon.connect().spool().map { $0["id"]?.stringValue } == [ids[1]])
            #expect(try daemon.connect().listAll().count == 1)
            #expect(try daemon.runClient(["spool", "retry", "no-such-recording"]).exit == .exited(1))
        }

        @Test("spend spool play plays the recording through PulseAudio; an unknown id is a clear error")
        func play() throws {
            let stub = try WhisperStub()
            let daemon = try daemon(stub, scenario: "status-500")
            let ids = try spoolRecordings(daemon, ["lunch twelve dollars"])
            let unknown = try daemon.runClient(["spool", "play", "nope"])
            #expect(unknown.exit == .exited(1), "\(unknown)")
            #expect(unknown.stderr.contains("No recording nope"), "\(unknown)")

            // No sound server yet: paplay's failure is reported, not hidden.
            let silent = try daemon.runClient(["spool", "play", ids[0]])
            #expect(silent.exit == .exited(1), "\(silent)")
            #expect(silent.stderr.contains("paplay could not play it"), "\(silent)")

            // A real PulseAudio server in the client's runtime directory: it plays.
            let pulse = try PulseServer(for: daemon)
            let played = try daemon.runClient(["spool", "play", ids[0]], timeout: 60)
            #expect(played.exit == .exited(0), "\(played)")
            #expect(played.stdout.contains("Playing \(ids[0])"), "\(played)")
            #expect(try daemon.connect().spool().count == 1, "playing keeps the recording")
            pulse.stop()
        }
    }
}
