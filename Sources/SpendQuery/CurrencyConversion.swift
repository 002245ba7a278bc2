import SpendCore

/// The one currency rule of every view: the report's currency as it is, other
/// currencies at the user's rate (sum by sum, as the dashboard does), and currencies
/// without a rate kept apart, never added.
public struct CurrencyConversion: Sendable {
    public let report: Currency
    /// Rates into the report's currency, by the other currency's code.
    let rates: [String: ExchangeRate]

    public init(report: Currency, rates: [ExchangeRate]) {
        self.report = report
        self.rates = Dictionary(rates.filter { $0.base == report }.map { ($0.currency.code, $0) },
                                uniquingKeysWith: { first, _ in first })
    }

    /// Whether sums in `code` count, as they are or converted.
    public func counts(_ code: String) -> Bool { code == report.code || rates[code] != nil }

    /// `minor` units of `code` in the report's currency (unchanged when no rate applies).
    public func convert(_ minor: Int64, from code: String) -> Int64 {
        code == report.code ? minor : (rates[code]?.convert(minor) ?? minor)
    }

    public struct Sums: Sendable {
        /// Per group key, in the report's currency.
        public var groups: [String?: (total: Int64, count: Int)] = [:]
        public var converted: [CurrencySum] = []
        public var unconverted: [CurrencySum] = []
        /// Currencies that count, sorted.
        public var countedCurrencies: [String] = []

        public var total: Int64 { groups.values.reduce(0) { $0 + $1.total } }
        public var count: Int { groups.values.reduce(0) { $0 + $1.count } }
    }

    public func sums(_ tallies: [GroupTally]) -> Sums {
        var sums = Sums()
        var byCurrency: [String: (total: Int64, count: Int, converted: Int64)] = [:]
        for tally in tallies where tally.count > 0 {
            if tally.currency != report.code {
                byCurrency[tally.currency, default: (0, 0, 0)].total += tally.total
                byCurrency[tally.currency, default: (0, 0, 0)].count += tally.count
            }
            guard counts(tally.currency) else { continue }
            let amount = convert(tally.total, from: tally.currency)
            sums.groups[tally.key, default: (0, 0)].total += amount
            sums.groups[tally.key, default: (0, 0)].count += tally.count
            if tally.currency != report.code { byCurrency[tally.currency, default: (0, 0, 0)].converted += amount }
        }
        for (code, sum) in byCurrency.sorted(by: { $0.key < $1.key }) {
            if let rate = rates[code] {
                sums.converted.append(CurrencySum(currency: code, total: sum.total, count: sum.count, converted: sum.converted, rate: rate))
            } else {
                sums.unconverted.append(CurrencySum(currency: code, total: sum.total, count: sum.count, converted: nil, rate: nil))
            }
        }
        sums.countedCurrencies = Set(tallies.filter { $0.count > 0 }.map(\.currency)).filter(counts).sorted()
        return sums
    }
}
