/// Globally unique ids for rows, so the same data on two machines can be merged: a row a
/// user creates gets a UUIDv7 (time-ordered, random), and a row the daemon derives from
/// other data (an imported bank row, a recurring post) an id computed from that data, so
/// two machines deriving the same row mint the same id.
public enum RowID {
    /// A UUIDv7: 48 bits of milliseconds since 1970, version and variant bits, random bits.
    public static func make<R: RandomNumberGenerator>(millisecondsSince1970 ms: UInt64, using random: inout R) -> String {
        var bytes = [UInt8](repeating: 0, count: 16)
        for i in 0..<6 { bytes[i] = UInt8(truncatingIfNeeded: ms >> (8 * (5 - i))) }
        let low = random.next() as UInt64, high = random.next() as UInt64
        for i in 6..<16 { bytes[i] = UInt8(truncatingIfNeeded: (i < 11 ? low : high) >> (8 * (i % 8))) }
        bytes[6] = 0x70 | (bytes[6] & 0x0F)
        bytes[8] = 0x80 | (bytes[8] & 0x3F)
        return format(bytes)
    }

    /// A UUIDv8 from the content `parts`: two 64-bit FNV-1a hashes with different
    /// starting points, so equal content gives equal ids and different content, in
    /// practice, different ones.
    public static func derived(_ parts: [String]) -> String {
        var a: UInt64 = 0xcbf2_9ce4_8422_2325, b: UInt64 = 0x84222325_cbf29ce4
        let prime: UInt64 = 0x0000_0100_0000_01B3
        for (i, part) in parts.enumerated() {
            for byte in (i == 0 ? [] : [0x1F]) + Array(part.utf8) {
                a = (a ^ UInt64(byte)) &* prime
                b = (b ^ UInt64(byte &+ 0x5A)) &* prime
            }
        }
        var bytes = [UInt8](repeating: 0, count: 16)
        for i in 0..<8 { bytes[i] = UInt8(truncatingIfNeeded: a >> (8 * i)); bytes[8 + i] = UInt8(truncatingIfNeeded: b >> (8 * i)) }
        bytes[6] = 0x80 | (bytes[6] & 0x0F)
        bytes[8] = 0x80 | (bytes[8] & 0x3F)
        return format(bytes)
    }

    /// The 8-4-4-4-12 lowercase hex form, written straight into the string's storage:
    /// every add mints two ids.
    private static func format(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        return String(unsafeUninitializedCapacity: 36) { out in
            var at = 0
            for (i, byte) in bytes.enumerated() {
                if i == 4 || i == 6 || i == 8 || i == 10 { out[at] = UInt8(ascii: "-"); at += 1 }
                out[at] = digits[Int(byte >> 4)]
                out[at + 1] = digits[Int(byte & 0x0F)]
                at += 2
            }
            return at
        }
    }
}
