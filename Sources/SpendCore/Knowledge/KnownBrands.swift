/// The brand table for other modules: the question reader tells a shop's name from a
/// thing bought ("walgreens" is a place you have never been, not a word to search for).
public enum KnownBrands {
    /// Whether `word` alone names a brand that needs no context to be one.
    public static func isBrand(_ word: String) -> Bool { BrandTable.isBrandWord(word) }
}
