import Foundation
import Testing
@testable import SpendCore

/// Phrases the parser was never tuned against (Fixtures/parser-heldout.json): typed chat
/// and Whisper transcripts with brands from several countries, written from what each
/// means before the parser saw them. Unlike the corpus, a miss here does not fail on its
/// own: the test reports how many come out fully right (amount, currency, category,
/// merchant, people and date) and per field, and fails when the share drops below the floor.
struct ParserHeldOutTests {
    struct Fixture: Decodable {
        let today: String
        let cases: [Case]
    }

    struct Case: Decodable {
        let input: String
        let amount: String
        let currency: String
        let category: String
        let merchant: String?
        let person: String?
        let people: [String]?
        let date: String
    }

    /// 170 of 172 (98.8%) were fully right when the floors were set, and every field at
    /// least 98.8% (docs/PERFORMANCE.md, parser section); the floors leave room for three
    /// more misses, so a trade-off elsewhere shows here before it becomes a slide.
    static let fullyRightFloor = 0.97
    static let fieldFloor = 0.97

    static let fixture: Fixture = {
        let url = Bundle.module.url(forResource: "Fixtures/parser-heldout", withExtension: "json")!
        return try! JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }()

    @Test func heldOutPhrasesAreMostlyFullyRight() throws {
        let today = try #require(Day(iso: Self.fixture.today))
        let parser = ExpenseParser()
        let fields = ["amount", "currency", "category", "merchant", "people", "date"]
        var right = Dictionary(uniqueKeysWithValues: fields.map { ($0, 0) })
        var fullyRight = 0
        var misses: [String] = []
        for c in Self.fixture.cases {
            guard let draft = try? parser.parse(c.input, today: today) else {
                misses.append("\(c.input): refused")
                continue
            }
            let checks: [(String, Bool, String)] = [
                ("amount", draft.money.decimalString == c.amount, draft.money.decimalString),
                ("currency", draft.money.currency.code == c.currency, draft.money.currency.code),
                ("category", draft.category == c.category, draft.category),
                ("merchant", draft.merchant == c.merchant, draft.merchant ?? "none"),
                ("people", draft.people == (c.people ?? c.person.map { [$0] } ?? []), draft.people.joined(separator: ", ")),
                ("date", draft.date.iso == c.date, draft.date.iso),
            ]
            for (field, ok, _) in checks where ok { right[field]! += 1 }
            let wrong = checks.filter { !$0.1 }
            if wrong.isEmpty {
                fullyRight += 1
            } else {
                misses.append("\(c.input): " + wrong.map { "\($0.0) \($0.2)" }.joined(separator: "; "))
            }
        }
        let total = Double(Self.fixture.cases.count)
        let share = Double(fullyRight) / total
        print("Held-out parser phrases: \(fullyRight)/\(Self.fixture.cases.count) fully right (\(percent(share)))")
        for field in fields { print("  \(field): \(percent(Double(right[field]!) / total))") }
        for miss in misses { print("  miss: \(miss)") }
        #expect(Self.fixture.cases.count >= 150)
        #expect(share >= Self.fullyRightFloor, "fully right \(percent(share))")
        for field in fields {
            let fieldShare = Double(right[field]!) / total
            #expect(fieldShare >= Self.fieldFloor, "\(field) \(percent(fieldShare))")
        }
    }

    private func percent(_ share: Double) -> String { String(format: "%.1f%%", share * 100) }
}
