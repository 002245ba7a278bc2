import Foundation
import Logging
import SpendClient
import SpendNotify
import SpendNotifyDBus
import SpendProtocol
import SpendServer
import SpendStore
import Testing

/// Desktop notifications end to end: the real daemon on a real private session bus, with a
/// notification server that records every Notify call it receives.
extension SpendIntegration {
    @Suite(.serialized)
    struct Notifications {
        /// A daemon talking to `bus` (or to no bus), with `config` as its config file.
        func startDaemon(bus: SessionBus?, config: String = "", environment: [String: String] = [:]) throws -> DaemonHarness {
            let daemon = try DaemonHarness(environment: environment.merging(bus.map { ["DBUS_SESSION_BUS_ADDRESS": $0.address] } ?? [:]) { $1 },
                                           start: false)
            try daemon.writeConfig(config)
            try daemon.start()
            return daemon
        }

        func add(_ connection: LineConnection, _ text: String) throws {
            let reply = try connection.callJSON([("cmd", .string("add")), ("text", .string(text)), ("today", .string("2026-11-18"))])
            guard reply.ok == true else { throw HarnessError("add \(text) failed: \(reply)") }
        }

        func summaries(_ notifications: [JSONValue]) -> [String] { notifications.compactMap { $0["summary"]?.stringValue } }

        /// A span of quiet hours around the present local time, or one that excludes it.
        func quietHours(includingNow: Bool) -> String {
            let parts = Calendar.current.dateComponents([.hour, .minute], from: Date())
            let now = parts.hour! * 60 + parts.minute!
            let (start, end) = includingNow ? (now + 1440 - 60, now + 60) : (now + 120, now + 180)
            func format(_ minutes: Int) -> String { String(format: "%02d:%02d", minutes % 1440 / 60, minutes % 60) }
            return format(start) + "-" + format(end)
        }

        @Test("A budget passing 80% notifies once (low urgency), passing 100% once more (normal), and a restart repeats neither")
        func budgetThresholdsNotifyOnce() throws {
            let bus = try SessionBus()
            let daemon = try startDaemon(bus: bus)
            let connection = try daemon.connect()
            _ = try connection.ok("budget set food 300")
            try add(connection, "lunch $250")
            try add(connection, "coffee $5")
            let warning = bus.waitForNotifications(1)
            #expect(summaries(warning) == ["Budget at 80%: Food & Dining"], "\(warning)")
            #expect(warning.first?["urgency"] == .int(0))
            #expect(warning.first?["app_name"] == .string("Spend"))
            #expect(warning.first?["body"]?.stringValue == "Food & Dining: $250.00 of $300.00 (83%) spent in November ($50.00 left)")
            try add(connection, "dinner $60")
            try add(connection, "pizza $20")
            let both = bus.waitForNotifications(2)
            #expect(summaries(both) == ["Budget at 80%: Food & Dining", "Budget passed: Food & Dining"], "\(both)")
            #expect(both.last?["urgency"] == .int(1))

            try daemon.restart()
            try add(try daemon.connect(), "snack $3")
            usleep(1_000_000)
            #expect(bus.notifications().count == 2, "\(bus.notifications())")
        }

        @Test("Kinds switched off stay silent; the others still notify")
        func switchedOffKindsAreSilent() throws {
            let bus = try SessionBus()
            let daemon = try startDaemon(bus: bus, config: "notify = budget,goal,recurring\nnotify_budget = no\n")
            let connection = try daemon.connect()
            _ = try connection.ok("budget set food 100")
            try add(connection, "lunch $150")
            // A bill due tomorrow: the recurring kind is still on.
            let tomorrow = Calendar.current.component(.day, from: Date().addingTimeInterval(86_400))
            _ = try connection.ok("recurring add rent 900 monthly on the \(tomorrow)")
            let shown = bus.waitForNotifications(1)
            usleep(500_000)
            #expect(summaries(bus.notifications()) == ["Bill due tomorrow: rent"], "\(shown)")
            #expect(daemon.log.contains("budget alert"), "the alert itself still happened")
        }

        @Test("A recurring bill due within notify_recurring_days notifies once per occurrence, not again after a restart")
        func recurringBillDueSoon() throws {
            let bus = try SessionBus()
            let daemon = try startDaemon(bus: bus, config: "notify_recurring_days = 5\n")
            let inFour = Date().addingTimeInterval(4 * 86_400)
            let day = Calendar.current.component(.day, from: inFour)
            // Told when it is added (the daemon checks what is due then), at start and after midnight.
            _ = try daemon.connect().ok("recurring add gym 40 monthly on the \(day)")
            let shown = bus.waitForNotifications(1)
            let iso = { () -> String in
                let parts = Calendar.current.dateComponents([.year, .month, .day], from: inFour)
                return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
            }()
            #expect(summaries(shown) == ["Bill due in 4 days (\(iso)): gym"], "\(shown)")
            #expect(shown.first?["body"]?.stringValue == "gym: $40.00 is due in 4 days (\(iso)).")
            try daemon.restart()
            usleep(1_000_000)
            #expect(bus.notifications().count == 1)
        }

        @Test("In quiet hours a notification is held, and shown once when they are over (here: at the next start without them)")
        func quietHoursHoldNotifications() throws {
            let bus = try SessionBus()
            let daemon = try startDaemon(bus: bus, config: "quiet_hours = \(quietHours(includingNow: true))\n")
            let connection = try daemon.connect()
            _ = try connection.ok("budget set food 100")
            try add(connection, "lunch $90")
            usleep(1_500_000)
            #expect(bus.notifications().isEmpty, "\(bus.notifications())")
            #expect(daemon.log.contains("notification held for quiet hours"), "\(daemon.log)")

            _ = try daemon.stop()
            try daemon.writeConfig("quiet_hours = \(quietHours(includingNow: false))\n")
            try daemon.start()
            #expect(summaries(bus.waitForNotifications(1)) == ["Budget at 80%: Food & Dining"])
            try daemon.restart()
            usleep(1_000_000)
            #expect(bus.notifications().count == 1, "shown once, not again at the next start")
        }

        @Test("A server in Do Not Disturb mode (Inhibited) gets nothing; the notification is held")
        func doNotDisturbHolds() throws {
            let bus = try SessionBus(inhibited: true)
            let daemon = try startDaemon(bus: bus)
            let connection = try daemon.connect()
            _ = try connection.ok("budget set food 100")
            try add(connection, "lunch $90")
            usleep(1_500_000)
            #expect(bus.notifications().isEmpty)
            #expect(daemon.log.contains("Do Not Disturb"), "\(daemon.log)")
        }

        @Test("No session bus, or one that cannot be reached: the daemon works, one info line, no error storm",
              arguments: [[:], ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/spend-test-bus"]])
        func noBusIsQuiet(environment: [String: String]) throws {
            let daemon = try startDaemon(bus: nil, environment: environment)
            let connection = try daemon.connect()
            _ = try connection.ok("budget set food 100")
            // Two alerts (80% and 100%), so two notifications that cannot be shown.
            for phrase in ["lunch $85", "dinner $30", "coffee $5"] { try add(connection, phrase) }
            usleep(500_000)
            #expect(try connection.listAll().count == 3)
            let busLines = daemon.log.split(separator: "\n").filter { $0.contains("bus") || $0.contains("notification") }
            #expect(busLines.count == 1, "\(daemon.log)")
            #expect(busLines.first?.contains("no session bus: desktop notifications are not shown") == true)
        }

        @Test("A recording kept because the endpoint is down notifies once, not again at each retry")
        func spooledRecordingNotifiesOnce() throws {
            let bus = try SessionBus()
            let daemon = try startDaemon(bus: bus, config: "transcription_url = http://127.0.0.1:\(try WhisperServer.freePort())\nvoice_retry_interval = 0\n")
            let speech = try VoiceFixtures.speech("lunch twelve dollars", in: daemon.directory)
            let connection = try daemon.connect(timeout: 30)
            let (_, final) = try connection.transcribe(speech)
            #expect(final.errorCode == "unreachable", "\(final)")
            let shown = bus.waitForNotifications(1)
            #expect(summaries(shown) == ["Recording kept for later"], "\(shown)")
            #expect(shown.first?["body"]?.stringValue?.contains("connection refused") == true)
            let (_, retried) = try connection.exchange([("cmd", .string("retry"))], id: 2)
            #expect(retried.ok == true, "\(retried)")
            #expect(retried.result?["results"]?.arrayValue?.first?["status"] == .string("failed"), "\(retried)")
            usleep(1_000_000)
            #expect(bus.notifications().count == 1)
        }

        @Test("Bad notification settings stop the daemon naming the line; spendd --help lists the keys")
        func badSettingsAreRefused() throws {
            let daemon = try DaemonHarness(start: false)
            for (line, words) in [("quiet_hours = 22-07", "quiet_hours must be HH:MM-HH:MM"),
                                  ("notify = budget,bills", "notify must be all, none, or a comma list"),
                                  ("notify_spool = maybe", "notify_spool must be yes or no"),
                                  ("notify_recurring_days = 90", "notify_recurring_days must be a whole number")] {
                try daemon.writeConfig("currency = EUR\n\(line)\n")
                let (executable, arguments) = try daemon.daemonCommand()
                let output = try ProcessRunner.run(executable, arguments, environment: daemon.environment, scratch: daemon.directory)
                #expect(output.exit != .exited(0), "\(output)")
                #expect(output.stderr.contains("spendd.conf:2"), "\(output)")
                #expect(output.stderr.contains(words), "\(output)")
            }
            let help = try ProcessRunner.run(try Binaries.spendd(), ["--help"], environment: daemon.environment, scratch: daemon.directory)
            for key in ["notify (SPEND_NOTIFY)", "notify_budget (SPEND_NOTIFY_BUDGET)", "quiet_hours (SPEND_QUIET_HOURS)",
                        "notify_recurring_days (SPEND_NOTIFY_RECURRING_DAYS)"] {
                #expect(help.stdout.contains(key), "\(help)")
            }
        }

        @Test("Contributing to a goal through the daemon notifies the milestone it passes, once")
        func goalContributionsNotify() throws {
            let bus = try SessionBus()
            let daemon = try startDaemon(bus: bus)
            let connection = try daemon.connect()
            _ = try connection.ok(#"{"cmd":"goal","action":"add","name":"Bike","target":"400"}"#)
            _ = try connection.ok(#"{"cmd":"goal","action":"contribute","name":"Bike","amount":"210"}"#)
            #expect(summaries(bus.waitForNotifications(1)) == ["Goal 50%: Bike"], "\(bus.notifications())")
            _ = try connection.ok(#"{"cmd":"goal","action":"contribute","name":"Bike","amount":"10"}"#)
            _ = try connection.ok(#"{"cmd":"goal","action":"contribute","name":"Bike","amount":"180"}"#)
            #expect(summaries(bus.waitForNotifications(2)) == ["Goal 50%: Bike", "Goal reached: Bike"], "\(bus.notifications())")
            usleep(300_000)
            #expect(bus.notifications().count == 2)
        }

        @Test("The goal entry point: each milestone of a goal notifies once, also across a restart")
        func goalMilestonesNotifyOnce() async throws {
            let bus = try SessionBus()
            let directory = try ProcessRunner.makeTempDirectory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let store = try ExpenseStore(path: directory + "/db.sqlite")
            let notifier = Notifier(policy: NotificationPolicy(), store: store, logger: Logger(label: "test"),
                                    bus: SessionBusNotifier(address: bus.address))
            await notifier.goalMilestone(goal: "Bike", milestone: .half)
            await notifier.goalMilestone(goal: "Bike", milestone: .half)
            await notifier.goalMilestone(goal: "Bike", milestone: .reached)
            #expect(summaries(bus.waitForNotifications(2)) == ["Goal 50%: Bike", "Goal reached: Bike"])

            let afterRestart = Notifier(policy: NotificationPolicy(), store: try ExpenseStore(path: directory + "/db.sqlite"),
                                        logger: Logger(label: "test"), bus: SessionBusNotifier(address: bus.address))
            await afterRestart.goalMilestone(goal: "Bike", milestone: .half)
            var goalsOff = NotificationPolicy()
            goalsOff.enabled.remove(.goal)
            await Notifier(policy: goalsOff, store: store, logger: Logger(label: "test"), bus: SessionBusNotifier(address: bus.address))
                .goalMilestone(goal: "Bike", milestone: .quarter)
            usleep(300_000)
            #expect(bus.notifications().count == 2, "\(bus.notifications())")
        }
    }
}
