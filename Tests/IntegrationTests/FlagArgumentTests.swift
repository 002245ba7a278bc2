import Foundation
import SpendClient
import SpendProtocol
import Testing

/// Every yes/no switch is one argument kind: the same spellings and the same error everywhere.
extension SpendIntegration {
    @Suite(.serialized)
    struct FlagArguments {
        @Test("a JSON boolean, yes/no, true/false, 1/0 and on/off all work; anything else is refused by name")
        func spellings() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            _ = try connection.add("dinner 40 EUR")
            _ = try connection.ok("rate set EUR 1.5")
            // Numbers arrive as written on the wire: "60.00", not a double's "60".
            for (value, total) in [(JSONValue.bool(false), "0.00"), (.bool(true), "60.00"), (.string("OFF"), "0.00"), (.string("on"), "60.00"),
                                   (.string("0"), "0.00"), (.string("Yes"), "60.00"), (.string("false"), "0.00"), (.int(1), "60.00")] {
                let reply = try connection.callJSON([("cmd", .string("summary")), ("convert", value)])
                #expect(reply.result?["total"]?.numberText == total, "convert=\(value): \(reply)")
            }
            let bad = try connection.call("summary convert=maybe")
            #expect(bad.errorCode == "bad_arguments" && bad.errorMessage?.hasPrefix("convert must be yes or no") == true, "\(bad)")
            let badJSON = try connection.callJSON([("cmd", .string("categories")), ("insights", .string("perhaps"))])
            #expect(badJSON.errorCode == "bad_arguments" && badJSON.errorMessage?.hasPrefix("insights must be yes or no") == true, "\(badJSON)")
        }

        @Test("category delete takes confirm as JSON true too, and confirm=no still refuses")
        func confirmSpellings() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connect()
            _ = try connection.ok("category add Pets")
            _ = try connection.ok("category add Garden")
            let refused = try connection.call("category delete Pets confirm=no")
            #expect(refused.errorCode == "confirmation_required", "\(refused)")
            let deleted = try connection.callJSON([("cmd", .string("category")), ("action", .string("delete")),
                                                   ("name", .string("Pets")), ("confirm", .bool(true))])
            #expect(deleted.ok == true && deleted.result?["deleted"]?.stringValue == "Pets", "\(deleted)")
            #expect(try connection.call("category delete Garden confirm=on").ok == true)
        }
    }
}
