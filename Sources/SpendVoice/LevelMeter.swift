#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Signal levels in dBFS (decibels relative to a full-scale 16-bit sine's peak).
public enum LevelMeter {
    /// The level reported for digital silence: 16-bit audio's dynamic range.
    public static let silence = -96.0

    /// The RMS level of `samples` in dBFS; `silence` when there are none.
    public static func dbfs(_ samples: some Collection<Int16>) -> Double {
        guard !samples.isEmpty else { return silence }
        var sum = 0.0
        for sample in samples {
            let value = Double(sample)
            sum += value * value
        }
        return decibels(meanSquare: sum / Double(samples.count))
    }

    /// dBFS of a mean square of 16-bit sample values, never below `silence`.
    public static func decibels(meanSquare: Double) -> Double {
        guard meanSquare > 0 else { return silence }
        return max(silence, 10 * log10(meanSquare / (32_768.0 * 32_768.0)))
    }
}
