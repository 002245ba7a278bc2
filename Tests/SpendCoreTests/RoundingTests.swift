import Testing
import SpendCore

/// Shares and averages of totals near Int64's range: the products must not trap.
struct RoundingTests {
    @Test func largeTotalsNeitherTrapNorLosePrecision() {
        #expect(Rounding.tenthsOfPercent(Int64.max / 2, of: Int64.max) == 500)
        #expect(Rounding.divide(9_300_000_000_000_000, times: 30, by: 21) == 13_285_714_285_714_286)
        #expect(Rounding.share(9_000_000_000_000_000, percent: 20) == 1_800_000_000_000_000)
        #expect(Rounding.divide(5, by: 2) == 3, "half rounds up")
    }
}
