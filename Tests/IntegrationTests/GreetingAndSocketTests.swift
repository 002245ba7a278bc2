import Foundation
import SpendClient
import SpendProtocol
import Testing

extension SpendIntegration {
    @Suite(.serialized)
    struct GreetingAndSocket {
        @Test("The first line on a connection is the greeting: spendd, protocol 1")
        func greeting() throws {
            let daemon = try DaemonHarness()
            let connection = try daemon.connectRaw()
            let line = try #require(try connection.readLine(), "no greeting line")
            let greeting = try Response(line)
            #expect(greeting.event == "greeting")
            #expect(greeting.json["daemon"]?.stringValue == "spendd")
            #expect(greeting.json["protocol"]?.intValue == 1)
            #expect(greeting.json["ok"] == nil, "a greeting is an event, not a reply: \(line)")
            #expect(greeting.json["version"]?.stringValue?.isEmpty == false)
            // The greeting is one line: the next thing the connection says answers our request.
            let pong = try connection.call("ping")
            #expect(pong.ok == true)
            #expect(pong.result?["pong"]?.boolValue == true)
        }

        @Test("The daemon creates a missing socket directory 0700 and the socket 0600")
        func socketPermissions() throws {
            let daemon = try DaemonHarness(socket: "run/spend/s.sock")
            let directory = (daemon.socketPath as NSString).deletingLastPathComponent

            var info = stat()
            try #require(lstat(daemon.socketPath, &info) == 0, "socket \(daemon.socketPath) missing")
            #expect(info.st_mode & S_IFMT == S_IFSOCK, "not a socket")
            #expect(String(info.st_mode & 0o777, radix: 8) == "600", "socket mode")
            #expect(info.st_uid == getuid())

            try #require(stat(directory, &info) == 0)
            #expect(String(info.st_mode & 0o777, radix: 8) == "700", "socket directory mode")
            try #require(stat(directory + "/..", &info) == 0)
            #expect(String(info.st_mode & 0o777, radix: 8) == "700", "intermediate directory the daemon created")

            // Expenses are private too: the database file is the user's alone.
            try #require(stat(daemon.databasePath, &info) == 0)
            #expect(info.st_mode & 0o077 == 0, "database mode \(String(info.st_mode & 0o777, radix: 8))")

            // And the socket in the new directory works.
            #expect(try daemon.connect().call("ping").ok == true)
        }
    }
}
