import Foundation
import Testing
@testable import SpendCore

/// Seeded random phrases from the pieces that break parsers (overlong numbers, dates glued
/// to numbers, separators, signs, scripts), run in-process: thousands a second where the
/// protocol fuzzer sends a few hundred. SPEND_PARSER_FUZZ_PHRASES runs more, and
/// SPEND_PARSER_FUZZ_SEED replays a run; a failure names its seed and phrase.
struct ParserFuzzTests {
    let today = Day(iso: "2026-11-18")!

    @Test func randomPhrasesGiveADraftThatHoldsTogetherOrAClearError() {
        let environment = ProcessInfo.processInfo.environment
        let count = environment["SPEND_PARSER_FUZZ_PHRASES"].flatMap(Int.init) ?? 20_000
        let seed = environment["SPEND_PARSER_FUZZ_SEED"].flatMap(UInt64.init) ?? UInt64.random(in: 1...UInt64.max)
        var random = SeededRandom(seed: seed)
        let parser = ExpenseParser()
        var drafts = 0
        for _ in 0..<count {
            let phrase = Self.phrase(&random)
            do {
                let draft = try parser.parse(phrase, today: today)
                drafts += 1
                let problem = Self.problem(with: draft, today: today)
                #expect(problem == nil, "seed \(seed): \(problem ?? "") in \(draft) for \(phrase.debugDescription)")
                if problem != nil { return }
            } catch {
                #expect(!error.message.isEmpty && !error.code.isEmpty, "seed \(seed): \(phrase.debugDescription)")
            }
        }
        // Most phrases hold an amount: a parser refusing everything would pass the rest.
        #expect(drafts > count / 10, "seed \(seed): only \(drafts) of \(count) phrases gave a draft")
    }

    static func problem(with draft: ExpenseDraft, today: Day) -> String? {
        if draft.money.minorUnits == 0 { return "a zero amount" }
        if draft.money.currency.code.utf8.count != 3 { return "currency \(draft.money.currency.code)" }
        if draft.category.isEmpty { return "no category" }
        if !(0...1).contains(draft.categoryConfidence) { return "confidence \(draft.categoryConfidence)" }
        if draft.people.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) { return "an empty person" }
        if draft.merchant?.trimmingCharacters(in: .whitespaces).isEmpty == true { return "an empty merchant" }
        if Day(iso: draft.date.iso) != draft.date { return "date \(draft.date.iso) that does not read back" }
        return nil
    }

    static let pieces = [
        "coffee", "lunch", "at", "with", "for", "on", "and", "$", "€", "£", "¥", "₹", "kr", "Rs.", "USD", "EUR", "k", "rb",
        "0", "1", "12", "3.50", "1,000.50", "2 000", "0.001", "-5", "1e308", "9223372036854775807", "9223372036854775808",
        "99999999999999999999999999999999", "१२", "٣٫٥", "twelve", "fifty", "hundred", "thousand", "million", "a",
        "2026-11-02", "9999-12-31", "0000-00-00", "2026-02-30", "11/31", "12/11", "31/12/99", "last", "fri", "yesterday",
        "ago", "days", "weeks", "tip", "plus", "refund", "Mike", "anna", "Dr.", "7-Eleven", "P.F.", "H&M", "Starbucks",
        "uber", "w/", "5th", "avenue", "☕", "🍕", "\u{202E}", "é", "\u{0301}", "'", "\"", "(", ")", "-", "/", ".", ",", ":",
    ]

    static let joiners = [" ", " ", " ", "", "-", "/", ".", ","]

    static func phrase(_ random: inout SeededRandom) -> String {
        var text = ""
        for index in 0..<(1 + random.below(12)) {
            if index > 0 { text += joiners[random.below(joiners.count)] }
            text += pieces[random.below(pieces.count)]
        }
        return text
    }
}

/// SplitMix64: a small seeded generator, so a failing run can be replayed.
struct SeededRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(next() % UInt64(bound)) }
}
