import ArgumentParser
import Foundation
import SpendClient
import SpendProtocol

/// `spend --version`: the client's version, and the daemon's with its protocol when one
/// answers on the socket (scripts and bug reports want both).
enum VersionReport {
    static let clientVersion = "0.1.0"

    /// Prints the versions and exits 0: a daemon that is down is reported, not an error.
    static func print(leadingOptions: [String]) -> Never {
        Swift.print("spend \(clientVersion)")
        do {
            let global = try GlobalOptions.parse(leadingOptions)
            let connection = try LineConnection(path: global.socketPath, timeout: 5)
            try connection.readGreeting()
            let status = try connection.request([("cmd", .string("status"))])
            let version = status.result?["version"]?.stringValue ?? "?"
            let protocolVersion = status.result?["protocol"]?.numberText ?? "?"
            Swift.print("spendd \(version), protocol \(protocolVersion) (\(global.socketPath))")
        } catch let error as ClientError {
            Swift.print("spendd: not reachable (\(error.description.split(separator: "\n").first ?? ""))")
        } catch {
            Spend.exit(withError: error)
        }
        Spend.exit()
    }
}
