import Foundation

/// Band-limited sample-rate conversion (windowed-sinc interpolation). Whisper wants 16 kHz
/// and files arrive at 22.05, 44.1 or 48 kHz; plain linear interpolation would fold
/// everything above 8 kHz back into the speech band.
enum Resampler {
    /// Zero crossings of the Blackman-windowed sinc on each side of an output sample: enough
    /// to keep aliasing far below speech levels at little cost.
    static let halfWidth = 16

    static func resample(_ input: [Float], from inputRate: Int, to outputRate: Int) -> [Float] {
        guard inputRate != outputRate, !input.isEmpty else { return input }
        let step = Double(inputRate) / Double(outputRate)
        // Cutoff relative to the input's Nyquist frequency: when downsampling, the output's
        // Nyquist frequency, a little lower so the filter's transition band stays below it.
        let cutoff = min(1.0, Double(outputRate) / Double(inputRate)) * 0.95
        let reach = Double(halfWidth) / cutoff
        let outputCount = Int((Double(input.count) / step).rounded(.down))
        var output = [Float](repeating: 0, count: outputCount)
        for index in 0 ..< outputCount {
            let centre = Double(index) * step
            let first = max(0, Int((centre - reach).rounded(.up)))
            let last = min(input.count - 1, Int((centre + reach).rounded(.down)))
            guard first <= last else { continue }
            var sum = 0.0
            for tap in first ... last {
                let distance = Double(tap) - centre
                let x = distance * cutoff
                let sinc = x == 0 ? 1.0 : sin(Double.pi * x) / (Double.pi * x)
                let phase = (distance / reach + 1) / 2
                let window = 0.42 - 0.5 * cos(2 * Double.pi * phase) + 0.08 * cos(4 * Double.pi * phase)
                sum += Double(input[tap]) * sinc * window
            }
            output[index] = Float(sum * cutoff)
        }
        return output
    }
}
