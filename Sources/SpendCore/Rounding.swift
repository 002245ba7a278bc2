/// Integer arithmetic for figures people read: averages and percentages rounded half up
/// from exact integers, so the same data always gives the same cents and the tests can
/// recompute every figure without floating point. Products are taken in 128 bits: a
/// total near Int64's range (a million large expenses) must not trap.
public enum Rounding {
    /// `numerator × factor / denominator`, rounded half up, for non-negative numerators.
    public static func divide(_ numerator: Int64, times factor: Int64 = 1, by denominator: Int64) -> Int64 {
        guard denominator > 0 else { return 0 }
        let product = Int128(numerator) * Int128(factor)
        return Int64(clamping: (product * 2 + Int128(denominator)) / (Int128(denominator) * 2))
    }

    /// `part` as a share of `whole` in tenths of a percent (425 = 42.5%), rounded half up.
    public static func tenthsOfPercent(_ part: Int64, of whole: Int64) -> Int64 {
        divide(part, times: 1000, by: whole)
    }

    /// "42.5%", "40%": one decimal, dropped when it is zero.
    public static func percentText(tenths: Int64) -> String {
        let whole = tenths / 10
        let fraction = tenths % 10
        return fraction == 0 ? "\(whole)%" : "\(whole).\(fraction)%"
    }

    /// `amount × percent / 100`, rounded half up: what a cut of `percent` saves.
    public static func share(_ amount: Int64, percent: Int64) -> Int64 { divide(amount, times: percent, by: 100) }
}
