import Testing
@testable import SpendCore

/// Ordinary words must rarely be read as a brand. The sample is every seventh one-word
/// phrase of the item table (about 2,000 everyday things), fixed by the table itself.
struct BrandFalsePositiveTests {
    static let words: [String] = ItemTable.index.phrases.map(\.phrase)
        .filter { !$0.contains(" ") }.sorted().enumerated().filter { $0.offset % 7 == 0 }.map(\.element)

    let parser = ExpenseParser()
    let today = Day(iso: "2026-11-18")!

    func brandRate(_ phrases: [String]) -> Double {
        let branded = phrases.filter { (try? parser.parse($0, today: today))?.merchant != nil }
        return Double(branded.count) / Double(phrases.count)
    }

    @Test func aWordAloneIsRarelyABrand() {
        #expect(Self.words.count > 1_500)
        // 9 of 2,018 (0.45%) when this test was written; most are real brand names ("Darjeeling").
        #expect(brandRate(Self.words.map { "\($0) 12" }) <= 0.01)
    }

    @Test func twoWordsAreRarelyABrand() {
        let pairs = zip(Self.words, Self.words.dropFirst()).map { "\($0) with \($1) 12" }
        // 18 of 2,017 (0.9%) when this test was written.
        #expect(brandRate(pairs) <= 0.015)
    }

    @Test(arguments: ["pizza with pepperoni 15", "tools at home 7", "work from home desk 120", "drinks at home 20"])
    func everydayWordsAreNoBrand(_ text: String) throws {
        #expect(try parser.parse(text, today: today).merchant == nil)
    }
}
