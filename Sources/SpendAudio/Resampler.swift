import Foundation

/// Band-limited sample-rate conversion (windowed-sinc interpolation). Whisper wants 16 kHz
/// and files arrive at 22.05, 44.1 or 48 kHz; plain linear interpolation would fold
/// everything above 8 kHz back into the speech band.
enum Resampler {
    /// Zero crossings of the Blackman-windowed sinc on each side of an output sample: enough
    /// to keep aliasing far below speech levels at little cost.
    static let halfWidth = 16

    static func resample(_ input: [Float], from inputRate: Int, to outputRate: Int) -> [Float] {
        guard inputRate != outputRate, !input.isEmpty, inputRate > 0, outputRate > 0 else { return input }
        // Output sample n sits at input position n * down / up; its fractional part takes only
        // `up` values, so the filter weights are computed once per phase, not per sample.
        let common = gcd(inputRate, outputRate)
        let up = outputRate / common
        let down = inputRate / common
        // Cutoff relative to the input's Nyquist frequency: when downsampling, the output's
        // Nyquist frequency, a little lower so the filter's transition band stays below it.
        let cutoff = min(1.0, Double(outputRate) / Double(inputRate)) * 0.95
        let reach = Double(halfWidth) / cutoff
        let side = Int(reach.rounded(.up))
        let width = 2 * side + 1
        var weights = [Double](repeating: 0, count: up * width)
        for phase in 0 ..< up {
            let fraction = Double(phase) / Double(up)
            for tap in 0 ..< width {
                let distance = Double(tap - side) - fraction
                guard abs(distance) < reach else { continue }
                let x = distance * cutoff
                let sinc = x == 0 ? 1.0 : sin(Double.pi * x) / (Double.pi * x)
                let position = (distance / reach + 1) / 2
                let window = 0.42 - 0.5 * cos(2 * Double.pi * position) + 0.08 * cos(4 * Double.pi * position)
                weights[phase * width + tap] = sinc * window * cutoff
            }
        }
        let outputCount = input.count * up / down
        var output = [Float](repeating: 0, count: outputCount)
        for index in 0 ..< outputCount {
            let position = index * down
            let base = position / up - side
            let row = (position % up) * width
            let first = max(0, -base)
            let last = min(width, input.count - base)
            var sum = 0.0
            if first < last {
                for tap in first ..< last {
                    sum += Double(input[base + tap]) * weights[row + tap]
                }
            }
            output[index] = Float(sum)
        }
        return output
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}
