import Foundation
import SpendClient
import SpendCore
import SpendProtocol
import SpendStore

extension SpendBench {
    /// The balance, goals and cash-flow views at `rows` expenses, over the socket, beside
    /// `summary` on the same database in the same minutes: the ratio is the figure.
    func moneyViews(rows: Int) async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/money.sqlite"
        try await generate(rows: rows, path: path)
        let store = try ExpenseStore(path: path)
        for month in 0..<24 {
            let day = Day(iso: "2024-12-01")!.monthOfYear.adding(months: month).firstDay
            _ = try await store.addIncome(IncomeDraft(money: Money(minorUnits: 320_000, currency: .usd), source: "Salary",
                                                      description: "salary", payer: nil, date: day))
        }
        try await store.setStartingBalance(StartingBalance(money: Money(minorUnits: 150_000, currency: .usd), asOf: Day(iso: "2024-12-01")!))
        for goal in 0..<10 {
            let name = "Goal \(goal)"
            _ = try await store.addGoal(Goal(name: name, kind: goal % 3 == 0 ? .loan : .saving, target: Money(minorUnits: 1_000_000, currency: .usd),
                                             deadline: Day(iso: "2027-12-31"), started: Day(iso: "2024-12-01")!))
            for i in 0..<100 {
                _ = try await store.contribute(toGoalNamed: name, amount: Money(minorUnits: 5_000, currency: .usd),
                                               day: Day(iso: "2024-12-01")!.adding(days: i * 7), note: "")
            }
        }
        let daemon = try DaemonProcess(binDir: binDir, directory: directory, database: path)
        defer { daemon.stop() }
        let connection = try LineConnection(path: daemon.socket)
        try connection.readGreeting()
        let requests: [(String, [(String, JSONValue)])] = [
            ("summary (baseline)", [("cmd", .string("summary")), ("month", .string("2026-11"))]),
            ("balance", [("cmd", .string("balance"))]),
            ("goal list (10 goals, 1,000 contributions)", [("cmd", .string("goal"))]),
            ("cashflow, 12 months", [("cmd", .string("cashflow")), ("count", .int(12))]),
        ]
        var medians: [Double] = []
        print("\nmoney views at \(rows) expenses, 24 income rows, 10 goals; over the socket, 15 runs each after a warm-up")
        var id = 0
        for (name, fields) in requests {
            var times: [Double] = []
            for run in 0..<16 {
                id += 1
                let seconds = try time { _ = try connection.request(fields + [("today", .string("2026-11-21"))], id: id) }
                if run > 0 { times.append(seconds) }
            }
            medians.append(median(times))
            let ratio = medians.count > 1 ? String(format: "  (x%.2f of summary)", median(times) / medians[0]) : ""
            print("  \(name.padding(toLength: 44, withPad: " ", startingAt: 0)) median \(format(median(times)))\(ratio)")
        }
    }
}
