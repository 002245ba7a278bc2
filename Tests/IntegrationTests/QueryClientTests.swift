import Foundation
import SpendClient
import SpendProtocol
import Testing

extension SpendIntegration {
    /// `spend list` filters by merchant and person and says how many match; `spend total`
    /// prints exact figures and breakdowns from options or words.
    @Suite(.serialized)
    struct QueryClient {
        static func seed(_ daemon: DaemonHarness) throws {
            let connection = try daemon.connect()
            for phrase in ["coffee at Starbucks $4.50", "latte at Starbucks $5.25", "coffee with Mike at Starbucks $12",
                           "lunch with Mike $20", "groceries at Walmart $60"] {
                _ = try connection.add(phrase)
            }
        }

        @Test func listFiltersAndSaysHowManyMatch() throws {
            let daemon = try DaemonHarness()
            try Self.seed(daemon)
            let some = try daemon.runClient(["list", "--merchant", "starbucks", "--limit", "2"])
            #expect(some.exit == .exited(0), "\(some)")
            #expect(some.stdout.contains("2 of 3 expenses · $21.75"), "\(some)")
            let mike = try daemon.runClient(["list", "--person", "Mike"])
            #expect(mike.stdout.contains("2 expenses · $32.00"), "\(mike)")
            #expect(!mike.stdout.contains("Walmart"), "\(mike)")
        }

        @Test func totalPrintsFiguresAndBreakdowns() throws {
            let daemon = try DaemonHarness()
            try Self.seed(daemon)
            let total = try daemon.runClient(["total", "--merchant", "Starbucks"])
            #expect(total.exit == .exited(0), "\(total)")
            #expect(total.stdout.contains("At Starbucks, since you started: $21.75 over 3 expenses."), "\(total)")
            let byMerchant = try daemon.runClient(["total", "--by", "merchant"])
            #expect(byMerchant.stdout.contains("Walmart"), "\(byMerchant)")
            #expect(byMerchant.stdout.contains("$60.00"), "\(byMerchant)")
            let words = try daemon.runClient(["total", "how", "much", "did", "I", "spend", "with", "Mike?"])
            #expect(words.stdout.contains("$32.00"), "\(words)")
            let unknown = try daemon.runClient(["total", "how", "much", "at", "Starbux?"])
            #expect(unknown.exit == .exited(65), "a word that names nothing is bad data: \(unknown)")
            #expect(unknown.stderr.contains("'Starbux'"), "\(unknown)")
            let bad = try daemon.runClient(["total", "--measure", "median"])
            #expect(bad.exit == .exited(64), "\(bad)")
            #expect(bad.stderr.contains("Unknown measure 'median'"), "\(bad)")
        }
    }
}
