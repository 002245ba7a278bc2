import Foundation
import SpendClient
import SpendProtocol
import Testing

extension SpendIntegration {
    /// `spend setup` through the real client and daemon: the config written (other lines
    /// kept), the starting balance set, the checks reported, and run again.
    @Suite
    struct Setup {
        @Test("setup writes the currency into the config keeping its other lines, sets the balance, checks the rest, and can be re-run")
        func firstRunAndAgain() throws {
            let daemon = try DaemonHarness(start: false)
            let config = daemon.directory + "/config/spend/spendd.conf"
            try FileManager.default.createDirectory(atPath: daemon.directory + "/config/spend", withIntermediateDirectories: true)
            try "# my settings\nlog_level = debug\ncurrency = USD  # for now\n".write(toFile: config, atomically: true, encoding: .utf8)
            try daemon.start()

            let first = try daemon.runClient(["setup", "--currency", "eur", "--balance", "1250.50", "--yes"])
            #expect(first.exit == .exited(0), "\(first)")
            #expect(try String(contentsOfFile: config, encoding: .utf8) == "# my settings\nlog_level = debug\ncurrency = EUR\n")
            let mode = try #require(try FileManager.default.attributesOfItem(atPath: config)[.posixPermissions] as? Int)
            #expect(mode == 0o600)
            #expect(first.stdout.contains("✓ Starting balance: €1,250.50"), "\(first)")
            #expect(first.stdout.contains("It uses USD until restarted"), "\(first)")
            #expect(first.stdout.contains("Microphone:") && first.stdout.contains("Transcription:"), "\(first)")
            let balances = try #require(try daemon.connect().ok("balance").result?["balances"]?.arrayValue)
            #expect(balances.first?["currency"]?.stringValue == "EUR")
            #expect(rawNumbers(try daemon.connect().ok("balance").raw, key: "start") == ["1250.50"])

            // The config is what the daemon reads at its next start.
            try daemon.restart()
            #expect(try daemon.connect().ok("status").result?["currency"]?.stringValue == "EUR")

            // Again, answering on standard input: Enter keeps the current currency, a blank balance skips it.
            let again = try daemon.runClient(["setup"], stdin: "\n\n")
            #expect(again.exit == .exited(0), "\(again)")
            #expect(try String(contentsOfFile: config, encoding: .utf8).components(separatedBy: "currency = EUR").count == 2)
            #expect(!again.stdout.contains("Starting balance"), "\(again)")
            let wrong = try daemon.runClient(["setup", "--currency", "EURO", "--yes"])
            #expect(wrong.exit == .exited(65) && wrong.stderr.contains("not a currency code"), "\(wrong)")
        }
    }
}
