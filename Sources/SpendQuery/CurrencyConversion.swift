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
    public func convert(_ minor: Int64, from code: String) throws(AmountOverflow) -> Int64 {
        code == report.code ? minor : (try rates[code]?.convert(minor) ?? minor)
    }

    public struct Sums: Sendable {
        /// Per group key, in the report's currency.
        public var groups: [String?: (total: Int64, count: Int)] = [:]
        public var converted: [CurrencySum] = []
        public var unconverted: [CurrencySum] = []
        /// Currencies that count, sorted.
        public var countedCurrencies: [String] = []

        /// Each group fits in Int64 (`sums` checks), but all of them together may not.
        public func total() throws(AmountOverflow) -> Int64 { try Money.sum(groups.values.map(\.total)) }
        public var count: Int { groups.values.reduce(0) { $0 + $1.count } }
    }

    /// Throws `AmountOverflow` rather than return a wrapped or clamped sum.
    public func sums(_ tallies: [GroupTally]) throws(AmountOverflow) -> Sums {
        var sums = Sums()
        var byCurrency: [String: (total: Int64, count: Int, converted: Int64)] = [:]
        for tally in tallies where tally.count > 0 {
            if tally.currency != report.code {
                byCurrency[tally.currency, default: (0, 0, 0)].total = try Money.sum(byCurrency[tally.currency]?.total ?? 0, tally.total)
                byCurrency[tally.currency, default: (0, 0, 0)].count += tally.count
            }
            guard counts(tally.currency) else { continue }
            let amount = try convert(tally.total, from: tally.currency)
            sums.groups[tally.key, default: (0, 0)].total = try Money.sum(sums.groups[tally.key]?.total ?? 0, amount)
            sums.groups[tally.key, default: (0, 0)].count += tally.count
            if tally.currency != report.code {
                byCurrency[tally.currency, default: (0, 0, 0)].converted = try Money.sum(byCurrency[tally.currency]?.converted ?? 0, amount)
            }
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
