import ArgumentParser
import Foundation
import SpendProtocol

struct Rate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Set or remove an exchange rate used by summaries.",
        discussion: """
            A rate says what 1 unit of a currency is worth in spendd's configured currency.
            Summaries then add that currency's expenses, converted, and show the conversion.
            Spend never fetches rates; without one, other currencies are listed apart.

            Examples:
              spend rate set EUR 1.08
              spend rate remove EUR
              spend rates
            """)

    @OptionGroup var global: GlobalOptions
    @Argument(help: "set or remove.") var action: String
    @Argument(help: "ISO currency code, e.g. EUR.") var currency: String
    @Argument(help: "For set: the value of 1 unit in the configured currency.") var rate: String?

    func run() throws {
        var fields: [(String, JSONValue)] = [("cmd", .string("rate")), ("action", .string(action)), ("currency", .string(currency))]
        if let rate { fields.append(("rate", .string(rate))) }
        let result = try global.call(fields)
        guard !global.json else { return }
        if let removed = result["removed"]?.stringValue {
            print("Removed the \(removed) rate; summaries list \(removed) apart again.")
        } else {
            print("1 \(result["currency"]?.stringValue ?? "") = \(result["rate"]?.numberText ?? "") \(result["base"]?.stringValue ?? "")")
        }
    }
}

struct Rates: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "The exchange rates summaries convert with.")

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let result = try global.call([("cmd", .string("rates"))])
        guard !global.json else { return }
        let base = result["base"]?.stringValue ?? ""
        let rates = result["rates"]?.arrayValue ?? []
        if rates.isEmpty {
            print("No rates set. Other currencies are listed apart in summaries. Set one: spend rate set EUR 1.08")
            return
        }
        let rows = rates.map { r -> [String] in
            let inUse = r["in_use"]?.boolValue ?? true
            return ["1 " + (r["currency"]?.stringValue ?? ""), "=", (r["rate"]?.numberText ?? "") + " " + (r["base"]?.stringValue ?? ""),
                    String((r["updated_at"]?.stringValue ?? "").prefix(10)), inUse ? "" : "unused: not against \(base)"]
        }
        print(Format.table(["RATE", "", "", "SET", ""], rows))
    }
}
