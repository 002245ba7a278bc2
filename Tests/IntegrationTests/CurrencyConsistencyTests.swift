import Foundation
import SpendClient
import SpendProtocol
import Testing

extension SpendIntegration {
    /// One currency rule in every view: converted at the user's rate where one exists,
    /// listed apart where none does, and said.
    @Suite(.serialized)
    struct CurrencyConsistency {
        @Test func summaryBudgetsAskAndQueryAgreeOnAConvertedExpense() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let today: (String, JSONValue) = ("today", .string("2026-11-24"))
            _ = try connection.ok("rate set EUR 1.08")
            _ = try connection.callJSON([("cmd", .string("add")), ("text", .string("taxi €45 on 2026-11-10")), today])
            _ = try connection.callJSON([("cmd", .string("add")), ("text", .string("bus 2000 yen on 2026-11-11")), today])
            _ = try connection.callJSON([("cmd", .string("add")), ("text", .string("uber $10 on 2026-11-12")), today])
            _ = try connection.ok("budget set Transportation 100")
            // €45 at 1.08 is $48.60; with the $10 ride, $58.60. The yen have no rate.
            let summary = try connection.callJSON([("cmd", .string("summary")), ("month", .string("2026-11")), today])
            #expect(summary.raw.contains("\"total\":58.60"), "\(summary.raw)")
            let budgets = try connection.callJSON([("cmd", .string("budgets")), ("month", .string("2026-11")), today])
            #expect(budgets.raw.contains("\"spent\":58.60"), "\(budgets.raw)")
            #expect(budgets.raw.contains("\"unconverted\":[{\"currency\":\"JPY\",\"total\":2000,\"count\":1}]"), "\(budgets.raw)")
            let query = try connection.callJSON([("cmd", .string("query")), ("category", .string("transportation")),
                                                 ("period", .string("2026-11")), today])
            #expect(query.raw.contains("\"total\":58.60"), "\(query.raw)")
            let text = query.result?["text"]?.stringValue ?? ""
            #expect(text.contains("EUR at 1.08") && text.contains("¥2,000") , "\(text)")
            var streamed = ""
            let asked = try connection.request([("cmd", .string("ask")), ("text", .string("how much did I spend on transport this month?")), today]) { event in
                streamed += event.value["text"]?.stringValue ?? ""
            }
            #expect(asked.ok)
            #expect(streamed.contains("$58.60"), "\(streamed)")
            #expect(streamed.contains("not included") || streamed.contains("Not included"), "\(streamed)")
        }
    }
}
