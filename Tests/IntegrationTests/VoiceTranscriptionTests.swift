import Foundation
import SpendClient
import SpendProtocol
import Testing

extension SpendIntegration {
    /// Spoken expenses through the real local endpoint (faster-whisper, tiny.en): espeak-ng
    /// speech in, stored expenses out.
    @Suite(.serialized)
    struct VoiceTranscription {
        static let phrase = "I spent twenty five dollars on lunch with Mike"

        @Test func aSpokenFileBecomesAStoredExpense() throws {
            let whisper = try WhisperServer.shared()
            let daemon = try DaemonHarness.voice("transcription_url = \(whisper.url)")
            let speech = try VoiceFixtures.speech(Self.phrase, in: daemon.directory)
            let connection = try daemon.connect(timeout: 60)
            let (events, final) = try connection.transcribe(speech)
            #expect(final.ok == true, "\(final)")
            #expect(events.map(\.event) == ["transcript", "expense.added"], "\(events)")
            let heard = try #require(events.first?.json["text"]?.stringValue)
            #expect(heard.localizedCaseInsensitiveContains("lunch"), "heard: \(heard)")
            let expense = try #require(final.expense)
            #expect(rawNumbers(final.raw, key: "amount").first == "25.00")
            #expect(expense["currency"] == .string("USD"))
            #expect(expense["category"] == .string("Food & Dining"))
            #expect(expense["person"] == .string("Mike"))
            #expect(expense["source"] == .string("voice"))
            #expect(final.result?["transcript"]?["text"]?.stringValue == heard)
            let stored = try connection.listAll()
            #expect(stored.count == 1)
            #expect(stored.first?["source"] == .string("voice"))
            #expect(try connection.spool().isEmpty, "a stored expense leaves nothing in the spool")
            #expect(try FileManager.default.contentsOfDirectory(atPath: daemon.spoolDirectory).isEmpty)
        }

        @Test func theClientSendsRelativePathsAsAbsoluteOnes() throws {
            let whisper = try WhisperServer.shared()
            let daemon = try DaemonHarness.voice("transcription_url = \(whisper.url)")
            let speech = try VoiceFixtures.speech("I paid eight dollars for coffee", in: daemon.directory, name: "coffee.wav")
            // Relative to the test runner's directory, which is also the client's.
            let cwd = FileManager.default.currentDirectoryPath
            let relative = String(repeating: "../", count: cwd.split(separator: "/").count) + speech.dropFirst()
            let output = try daemon.runClient(["transcribe", relative])
            #expect(output.exit == .exited(0), "\(output)")
            #expect(output.stdout.contains("Heard: \""), "\(output)")
            #expect(output.stdout.contains("Added #1  $8.00"), "\(output)")
        }

        @Test func speechThatIsNotAnExpenseGivesTheTranscriptBack() throws {
            let whisper = try WhisperServer.shared()
            let daemon = try DaemonHarness.voice("transcription_url = \(whisper.url)")
            let speech = try VoiceFixtures.speech("hello there, how are you today", in: daemon.directory)
            let connection = try daemon.connect(timeout: 60)
            let (events, final) = try connection.transcribe(speech)
            #expect(final.ok == false)
            #expect(["not_expense", "no_amount"].contains(final.errorCode ?? ""), "\(final)")
            #expect(final.errorMessage == "I couldn't understand that. Try: 'spent $25 on lunch'")
            let transcript = try #require(final.json["error"]?["transcript"]?.stringValue)
            #expect(transcript.localizedCaseInsensitiveContains("hello"), "\(final)")
            #expect(final.json["error"]?["spooled"] == nil, "a final outcome is not kept")
            #expect(events.map(\.event) == ["transcript", "error"])
            #expect(try connection.spool().isEmpty)
            #expect(try connection.listAll().isEmpty)
        }

        @Test func theExpenseDateIsRelativeToTheDayItWasSpoken() throws {
            let whisper = try WhisperServer.shared()
            let daemon = try DaemonHarness.voice("transcription_url = \(whisper.url)")
            let speech = try VoiceFixtures.speech("I spent twenty five dollars on lunch with Mike yesterday", in: daemon.directory)
            let (_, final) = try daemon.connect(timeout: 60).transcribe(speech, today: "2026-11-18")
            #expect(final.ok == true, "\(final)")
            #expect(final.expense?["date"] == .string("2026-11-17"))
        }

        @Test func aFlacUploadIsTranscribedToo() throws {
            let whisper = try WhisperServer.shared()
            let daemon = try DaemonHarness.voice("transcription_url = \(whisper.url)\ntranscription_format = flac")
            let speech = try VoiceFixtures.speech(Self.phrase, in: daemon.directory)
            let (_, final) = try daemon.connect(timeout: 60).transcribe(speech)
            #expect(final.ok == true, "\(final)")
            #expect(rawNumbers(final.raw, key: "amount").first == "25.00")
        }
    }
}
