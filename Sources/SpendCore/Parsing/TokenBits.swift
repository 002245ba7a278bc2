/// One flag per token of a phrase, held inline: an array of flags was an allocation in
/// every parse. Room for 320 tokens, more than `ExpenseParser.maximumTokens`.
struct TokenBits {
    private var bits: (UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0)

    static let capacity = 320

    subscript(index: Int) -> Bool {
        @inline(__always) get { word(index >> 6) & (1 << UInt64(index & 63)) != 0 }
        set {
            let mask: UInt64 = 1 << UInt64(index & 63)
            let word = newValue ? word(index >> 6) | mask : word(index >> 6) & ~mask
            switch index >> 6 {
            case 0: bits.0 = word
            case 1: bits.1 = word
            case 2: bits.2 = word
            case 3: bits.3 = word
            case 4: bits.4 = word
            default: preconditionFailure("token \(index) is past TokenBits.capacity")
            }
        }
    }

    @inline(__always) private func word(_ number: Int) -> UInt64 {
        switch number {
        case 0: bits.0
        case 1: bits.1
        case 2: bits.2
        case 3: bits.3
        case 4: bits.4
        default: preconditionFailure("token word \(number) is past TokenBits.capacity")
        }
    }
}
