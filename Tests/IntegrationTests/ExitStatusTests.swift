import Foundation
import SpendClient
import Testing

/// The client's exit statuses follow sysexits.h, one class per kind of failure, with
/// messages for people (and the daemon's JSON under --json).
extension SpendIntegration {
    @Suite(.serialized)
    struct ExitStatuses {
        @Test("usage errors exit 64 with the client's words, not the protocol's usage line")
        func usage() throws {
            let daemon = try DaemonHarness()
            let limit = try daemon.runClient(["list", "--limit", "0"])
            #expect(limit.exit == .exited(64), "\(limit)")
            #expect(limit.stderr.contains("spend: limit must be between 1 and 10000"), "\(limit)")
            #expect(limit.stderr.contains("spend list --help"), "\(limit)")
            #expect(!limit.stderr.contains("bad_arguments") && !limit.stderr.contains("limit=<integer>"), "\(limit)")
            let since = try daemon.runClient(["list", "--since", "the day after never"])
            #expect(since.exit == .exited(64), "\(since)")
        }

        @Test("bad input data exits 65: no amount (with a suggestion), an impossible date")
        func badData() throws {
            let daemon = try DaemonHarness()
            let noAmount = try daemon.runClient(["add", "lunch with Mike"])
            #expect(noAmount.exit == .exited(65), "\(noAmount)")
            #expect(noAmount.stderr.contains("spend: no amount found in 'lunch with Mike'. Try: spend add 'lunch with Mike 12.50'"), "\(noAmount)")
            let date = try daemon.runClient(["add", "lunch $12 on 11/31"])
            #expect(date.exit == .exited(65), "\(date)")
            #expect(date.stderr.contains("11/31"), "\(date)")
            #expect(try daemon.connect().listAll().isEmpty)
        }

        @Test("--json keeps the daemon's line and the exit status")
        func jsonKeepsMachineForm() throws {
            let daemon = try DaemonHarness()
            let run = try daemon.runClient(["--json", "add", "lunch with Mike"])
            #expect(run.exit == .exited(65), "\(run)")
            let reply = try Response(run.stdout.trimmingCharacters(in: .newlines))
            #expect(reply.errorCode == "no_amount", "\(run)")
            #expect(run.stderr.isEmpty, "\(run)")
        }

        @Test("a daemon that is not there exits 69")
        func unavailable() throws {
            let daemon = try DaemonHarness(start: false)
            let run = try daemon.runClient(["list"])
            #expect(run.exit == .exited(69), "\(run)")
            #expect(run.stderr.contains("not running"), "\(run)")
        }

        @Test("a daemon with no room for another connection exits 75: try again later")
        func temporary() throws {
            let daemon = try DaemonHarness(environment: ["SPEND_MAX_CONNECTIONS": "1"])
            // The daemon may not have seen the harness's readiness probe close yet.
            var held: LineConnection?
            for _ in 0..<50 where held == nil {
                held = try? daemon.connect()
                if held == nil { usleep(100_000) }
            }
            let connection = try #require(held)
            let run = try daemon.runClient(["list"])
            #expect(run.exit == .exited(75), "\(run)")
            #expect(run.stderr.contains("spend: "), "\(run)")
            #expect(try connection.ok("ping").ok == true)
        }

        @Test("a file that cannot be read exits 66, one that cannot be written 73")
        func files() throws {
            let daemon = try DaemonHarness()
            let missing = try daemon.runClient(["import", daemon.directory + "/no-such-statement.csv"])
            #expect(missing.exit == .exited(66), "\(missing)")
            let unwritable = try daemon.runClient(["export", "-o", daemon.directory + "/no/such/dir/out.csv"])
            #expect(unwritable.exit == .exited(73), "\(unwritable)")
        }

        @Test("a request the daemon refuses exits 1")
        func refused() throws {
            let daemon = try DaemonHarness()
            let run = try daemon.runClient(["delete", "999"])
            #expect(run.exit == .exited(1), "\(run)")
            let undo = try daemon.runClient(["undo"])
            #expect(undo.exit == .exited(1), "\(undo)")
        }
    }

    @Suite(.serialized)
    struct DidYouMean {
        @Test("a mistyped command, option or category gets the nearest one")
        func suggestions() throws {
            let daemon = try DaemonHarness()
            let command = try daemon.runClient(["lsit"])
            #expect(command.exit == .exited(64), "\(command)")
            #expect(command.stderr.contains("did you mean 'list'?"), "\(command)")
            let group = try daemon.runClient(["category", "renme", "A", "B"])
            #expect(group.stderr.contains("did you mean 'rename'?"), "\(group)")
            let nothingNear = try daemon.runClient(["xyzzy"])
            #expect(nothingNear.exit == .exited(64) && !nothingNear.stderr.contains("did you mean"), "\(nothingNear)")

            let option = try daemon.runClient(["list", "--categry", "Groceries"])
            #expect(option.exit == .exited(64), "\(option)")
            #expect(option.stderr.lowercased().contains("did you mean '--category'?"), "\(option)")

            let category = try daemon.runClient(["list", "--category", "groseries"])
            #expect(category.exit == .exited(65), "\(category)")
            #expect(category.stderr.contains("did you mean 'Groceries'?"), "\(category)")
            let budget = try daemon.runClient(["budget", "set", "Fod & Dining", "300"])
            #expect(budget.stderr.contains("did you mean 'Food & Dining'?"), "\(budget)")
            let far = try daemon.runClient(["list", "--category", "Snacks"])
            #expect(far.exit == .exited(65) && !far.stderr.contains("did you mean"), "\(far)")
        }
    }

    @Suite(.serialized)
    struct Version {
        @Test("spend --version gives the client's version, and the daemon's and its protocol when it runs")
        func version() throws {
            let daemon = try DaemonHarness()
            let running = try daemon.runClient(["--version"])
            #expect(running.exit == .exited(0), "\(running)")
            let lines = running.stdout.split(separator: "\n").map(String.init)
            #expect(lines.first?.hasPrefix("spend ") == true, "\(running)")
            let status = try daemon.connect().ok("status").result
            let daemonVersion = try #require(status?["version"]?.stringValue)
            #expect(lines.count == 2 && lines[1].hasPrefix("spendd \(daemonVersion), protocol 1"), "\(running)")
            try daemon.stop()
            let stopped = try daemon.runClient(["--version"])
            #expect(stopped.exit == .exited(0), "\(stopped)")
            #expect(stopped.stdout.contains("spendd: not reachable"), "\(stopped)")
        }
    }
}
