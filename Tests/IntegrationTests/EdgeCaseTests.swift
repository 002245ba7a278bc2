import Foundation
import SpendProtocol
import Testing

extension SpendIntegration {
    /// Inputs at the edges of what the daemon accepts must answer, not crash it.
    @Suite(.serialized)
    struct EdgeCases {
        @Test func summaryOfTheEarliestMonthAnswersAndTheDaemonLives() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            let reply = try connection.call("summary 0001-01")
            #expect(reply.ok == true, "\(reply)")
            #expect(reply.json["result"]?["count"] == .number("0"))
            #expect(try connection.call("ping").ok == true)
            #expect(daemon.isRunning)
        }

        @Test func aCurrencyFieldMustBeACode() throws {
            let daemon = try DaemonHarness()
            let reply = try daemon.connect().callJSON([("cmd", .string("add")), ("amount", .string("5")), ("currency", .null)])
            #expect(reply.json["error"]?["code"] == .string("bad_arguments"), "\(reply)")
        }
    }
}
