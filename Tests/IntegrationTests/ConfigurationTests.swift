import Foundation
import SpendClient
import SpendProtocol
import Testing

extension SpendIntegration {
    /// The config file ($XDG_CONFIG_HOME/spend/spendd.conf), its precedence, and its errors.
    @Suite(.serialized)
    struct Configuration {
        func writeConfig(_ text: String, for daemon: DaemonHarness) throws {
            let directory = daemon.directory + "/config/spend"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try text.write(toFile: directory + "/spendd.conf", atomically: true, encoding: .utf8)
        }

        @Test func configFileSetsTheDefaultCurrency() throws {
            let daemon = try DaemonHarness(start: false)
            try writeConfig("# phrases without a currency are euros\ncurrency = \"EUR\"\n", for: daemon)
            try daemon.start()
            let reply = try daemon.connect().call("add lunch 12")
            #expect(reply.json["result"]?["expense"]?["currency"] == .string("EUR"), "\(reply)")
            let status = try daemon.connect().call("status")
            #expect(status.json["result"]?["currency"] == .string("EUR"))
        }

        @Test func environmentAndFlagsOverrideTheConfigFile() throws {
            let daemon = try DaemonHarness(start: false)
            try writeConfig("currency = EUR\n", for: daemon)
            let (executable, arguments) = try daemon.daemonCommand()
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments + ["--currency", "JPY"]
            process.environment = daemon.environment.merging(["SPEND_CURRENCY": "GBP"]) { $1 }
            process.standardError = FileHandle.nullDevice
            try process.run()
            defer { process.terminate(); process.waitUntilExit() }
            var connection: LineConnection?
            for _ in 0..<150 where connection == nil {
                connection = try? LineConnection(path: daemon.socketPath)
                if connection == nil { usleep(100_000) }
            }
            let client = try #require(connection, "spendd did not start")
            try client.readGreeting()
            let reply = try client.request([("cmd", .string("add")), ("text", .string("lunch 1200"))])
            #expect(reply.value["result"]?["expense"]?["currency"] == .string("JPY"), "\(reply.line)")
        }

        @Test func anUnknownKeyStopsTheDaemonNamingFileAndLine() throws {
            let daemon = try DaemonHarness(start: false)
            try writeConfig("currency = EUR\ncolour = blue\n", for: daemon)
            let (executable, arguments) = try daemon.daemonCommand()
            let output = try ProcessRunner.run(executable, arguments, environment: daemon.environment, scratch: daemon.directory)
            #expect(output.exit != .exited(0), "\(output)")
            #expect(output.stderr.contains("spendd.conf:2"), "\(output)")
            #expect(output.stderr.contains("unknown key 'colour'"), "\(output)")
            #expect(!FileManager.default.fileExists(atPath: daemon.socketPath), "a daemon that refused its config must not listen")
        }

        @Test func aBadCurrencyIsRefused() throws {
            let daemon = try DaemonHarness(start: false)
            let (executable, arguments) = try daemon.daemonCommand()
            let output = try ProcessRunner.run(executable, arguments + ["--currency", "XYZ"],
                                               environment: daemon.environment, scratch: daemon.directory)
            #expect(output.exit != .exited(0), "\(output)")
            #expect(output.stderr.contains("unknown currency 'XYZ'"), "\(output)")
        }

        /// Runs spendd with `config` as its config file until it exits (or fails to start).
        func refused(_ config: String) throws -> ProcessOutput {
            let daemon = try DaemonHarness(start: false)
            try writeConfig(config, for: daemon)
            let (executable, arguments) = try daemon.daemonCommand()
            // The harness names the database on the command line; the config's own paths
            // are what is checked here, so run without those flags.
            return try ProcessRunner.run(executable, Array(arguments.dropFirst(4)), environment: daemon.environment, scratch: daemon.directory)
        }

        @Test func aHashInsideQuotesIsPartOfTheValueAndRelativePathsAreRefused() throws {
            // "#" inside quotes is not a comment: the value is the whole quoted text.
            let daemon = try DaemonHarness(start: false)
            try writeConfig("chat_url = \"http://127.0.0.1:9/v1#x\" # a comment\ncurrency = EUR\n", for: daemon)
            try daemon.start()
            #expect(try daemon.connect().call("status").json["result"]?["currency"] == .string("EUR"))
            try daemon.stop()

            for (line, words) in [("database = \"relative/spend.sqlite\"", "database must be an absolute path"),
                                  ("socket = s.sock", "socket must be an absolute path"),
                                  ("voice_spool = spool", "voice_spool must be an absolute path"),
                                  ("database = \"/tmp/x#y", "closing quote")] {
                let output = try refused(line + "\n")
                #expect(output.exit != .exited(0), "\(line): \(output)")
                #expect(output.stderr.contains(words), "\(line): \(output)")
                #expect(output.stderr.contains("spendd.conf:1"), "\(line): \(output)")
            }
        }

        @Test func anUnreadableConfigStopsTheDaemon() throws {
            let daemon = try DaemonHarness(start: false)
            try writeConfig("currency = EUR\n", for: daemon)
            let file = daemon.directory + "/config/spend/spendd.conf"
            try Data([0xFF, 0xFE, 0x00, 0x63]).write(to: URL(fileURLWithPath: file))
            let (executable, arguments) = try daemon.daemonCommand()
            let output = try ProcessRunner.run(executable, arguments, environment: daemon.environment, scratch: daemon.directory)
            #expect(output.exit != .exited(0), "\(output)")
            #expect(output.stderr.contains("cannot read config file"), "\(output)")
        }
    }
}
