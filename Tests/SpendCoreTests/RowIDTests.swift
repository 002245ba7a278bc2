import Testing
@testable import SpendCore

/// Row ids are what two machines will merge on, so their form and derivation must never drift.
@Suite struct RowIDTests {
    /// A fixed generator, so the random part is known.
    private struct Counting: RandomNumberGenerator {
        var state: UInt64 = 0x0123_4567_89AB_CDEF
        mutating func next() -> UInt64 { defer { state &+= 0x1111_1111_1111_1111 }; return state }
    }

    @Test func aUUIDv7CarriesTheMillisecondsVersionAndVariant() {
        var random = Counting()
        let id = RowID.make(millisecondsSince1970: 0x0193_5A2B_3C4D, using: &random)
        #expect(id == "01935a2b-3c4d-7301-afcd-ab9a78563412")
        #expect(id.count == 36 && id.allSatisfy { "0123456789abcdef-".contains($0) })
        var other = Counting(state: 42)
        #expect(RowID.make(millisecondsSince1970: 0x0193_5A2B_3C4D, using: &other) != id)
    }

    @Test func aDerivedIDDependsOnlyOnTheContent() {
        // Computed by an independent implementation of the same two FNV-1a hashes.
        #expect(RowID.derived(["bank", "2026-11-02", "-12.50", "Café"]) == "b33bb6f8-adc3-8e8e-9aac-ffca070665e3")
        #expect(RowID.derived(["bank", "2026-11-02"]) == RowID.derived(["bank", "2026-11-02"]))
        #expect(RowID.derived(["ban", "k2026-11-02"]) != RowID.derived(["bank", "2026-11-02"]))
    }
}
