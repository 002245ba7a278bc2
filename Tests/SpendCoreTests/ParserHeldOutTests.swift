import Foundation
import Testing
@testable import SpendCore

/// Phrases the parser was never tuned against: typed chat and Whisper transcripts with
/// brands from many countries, written from what each means before the parser saw them.
/// Unlike the corpus, a miss here does not fail on its own: each test reports how many
/// come out fully right (amount, currency, category, merchant, people and date) and per
/// field, and fails when a share drops below its floor.
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

    struct Floors {
        let fullyRight: Double
        /// Per field; a field not named here has to reach `fullyRight`.
        let fields: [String: Double]
    }

    static let fields = ["amount", "currency", "category", "merchant", "people", "date"]

    /// Fixtures/parser-heldout.json, 172 phrases from the UK, US, Germany, France,
    /// Australia, India and Canada. 170 (98.8%) were fully right when the floors were set,
    /// and every field at least 98.8% (docs/PERFORMANCE.md, parser section); the floors
    /// leave room for three more misses, so a trade-off elsewhere shows here before it
    /// becomes a slide.
    @Test func firstHeldOutSetIsMostlyFullyRight() throws {
        try check("parser-heldout", minimumCases: 150,
                  floors: Floors(fullyRight: 0.97, fields: Dictionary(uniqueKeysWithValues: Self.fields.map { ($0, 0.97) })))
    }

    /// Fixtures/parser-heldout-2.json, 297 phrases from Ireland, New Zealand, South Africa,
    /// Singapore, the Netherlands, Spain, Italy, Japan, Brazil, Mexico, the Nordics and
    /// Switzerland, chat and Whisper style. 187 (63.0%) were fully right at first, 287
    /// (96.6%) when the floors were set (docs/PERFORMANCE.md, parser section); the floors
    /// are the targets: 95% fully right, 97% for category and merchant, but for the
    /// merchant's 96%: this set's labeller wrote a transit card topped up ("leap card top up
    /// €20") as a thing bought, while the labellers of sets 4 to 10 name the card (Leap
    /// Card, Myki, Opal) as where the money went, and the brand table follows the majority.
    @Test func secondHeldOutSetIsMostlyFullyRight() throws {
        try check("parser-heldout-2", minimumCases: 250,
                  floors: Floors(fullyRight: 0.95, fields: ["category": 0.97, "merchant": 0.96]))
    }

    /// Fixtures/parser-heldout-3.json, 301 phrases from 28 more countries (Poland to Peru)
    /// and less famous US, UK, Canadian and Australian chains, written by someone who had
    /// read neither the parser nor its tests (parser-heldout-3.py writes it). 132 (43.9%)
    /// were fully right at first, most misses currencies of those countries; 287 (95.3%)
    /// after the fixes that followed, which were made against it (docs/PERFORMANCE.md).
    @Test func thirdHeldOutSetIsMostlyFullyRight() throws {
        try check("parser-heldout-3", minimumCases: 280,
                  floors: Floors(fullyRight: 0.95, fields: ["category": 0.97, "merchant": 0.97]))
    }

    /// Fixtures/parser-heldout-4.json, 308 phrases: less famous US, UK, Irish, Canadian,
    /// Australian, South Asian and European chains, everyday things named without a
    /// business, and 18 more countries (Russia to Costa Rica), written by someone who had
    /// read neither the parser nor its tests (parser-heldout-4.py writes it). 178 (57.8%)
    /// were fully right at first; 246 (79.9%) after the fixes that followed (currencies from
    /// CLDR, places, brand short forms and hand lists), which were made against it. That is
    /// below the targets: the floors hold what was reached, so it cannot slide back
    /// unseen (docs/PERFORMANCE.md lists what is left: mostly names spelled another way).
    @Test func fourthHeldOutSetIsMostlyFullyRight() throws {
        try check("parser-heldout-4", minimumCases: 300,
                  floors: Floors(fullyRight: 0.79, fields: ["category": 0.95, "merchant": 0.81, "amount": 0.98, "currency": 0.98,
                                                            "people": 0.97, "date": 0.98]))
    }

    /// Fixtures/parser-heldout-5.json, 271 phrases: everyday US, UK, Canadian, Australian
    /// and Indian phrasing with chains none of the earlier sets named, a third naming no
    /// business, and 25 more countries; written by someone who had read neither the
    /// parser nor its tests (parser-heldout-5.py writes it), after the fourth set's fixes.
    /// 219 (80.8%) were fully right at first; 235 (86.7%) after three general fixes that
    /// followed (currency capitals do not make a phrase capitalised, "RM86.40", a lowercase
    /// word after "the" in a capitalised sentence is no name). Below the targets:
    /// the floors hold what was reached.
    @Test func fifthHeldOutSetIsMostlyFullyRight() throws {
        try check("parser-heldout-5", minimumCases: 250,
                  floors: Floors(fullyRight: 0.85, fields: ["category": 0.92, "merchant": 0.89, "amount": 0.98, "currency": 0.98,
                                                            "people": 0.98, "date": 0.98]))
    }

    /// Fixtures/parser-heldout-6.json, 285 phrases: a third round of everyday US, UK and
    /// Irish, Canadian, Australian and New Zealand and Indian phrases, and 29% from 46 more
    /// countries with their currencies written as locals write them. Written blind to the
    /// parser and its tests (parser-heldout-6.py writes it) and committed before it ran:
    /// 212 (74.4%) were fully right at first; after the general fixes it led to, 229
    /// (80.4%), still below the targets. The floors hold what was reached.
    @Test func sixthHeldOutSetIsMostlyFullyRight() throws {
        try check("parser-heldout-6", minimumCases: 270,
                  floors: Floors(fullyRight: 0.80, fields: ["category": 0.92, "merchant": 0.83, "amount": 0.99, "currency": 0.99,
                                                            "people": 0.98, "date": 0.99]))
    }

    /// Fixtures/parser-heldout-7.json, 312 phrases: a fourth round of everyday US, UK and
    /// Irish, Canadian, Australian and New Zealand and Indian phrases, and a third from 63
    /// more countries, with chains none of the earlier sets name. Written blind to the
    /// parser and its tests (parser-heldout-7.py writes it) and committed before it ran:
    /// 217 (69.6%) were fully right at first, category 86.9%, merchant 76.0%; 240 (76.9%)
    /// after the general fixes it and the eighth set led to. Most of what is left is local chains no dataset
    /// lists and merchant names the labellers write longer or shorter than the brand table.
    @Test func seventhHeldOutSetIsMostlyFullyRight() throws {
        try check("parser-heldout-7", minimumCases: 300,
                  floors: Floors(fullyRight: 0.76, fields: ["category": 0.91, "merchant": 0.79, "amount": 0.99, "currency": 0.99,
                                                            "people": 0.99, "date": 0.99]))
    }

    /// Fixtures/parser-heldout-8.json, 258 phrases leaning on everyday phrasing: 45% US,
    /// the UK and Ireland, Canada, Australia and New Zealand, India, and a fifth from 33
    /// more countries; 45% name no business, the rest the big chains of each country.
    /// Written blind to the parser and its tests (parser-heldout-8.py writes it) and
    /// committed before it ran: 210 (81.4%) were fully right at first, category 90.3%,
    /// merchant 88.0%; 226 (87.6%) after the general fixes it led to.
    @Test func eighthHeldOutSetIsMostlyFullyRight() throws {
        try check("parser-heldout-8", minimumCases: 250,
                  floors: Floors(fullyRight: 0.87, fields: ["category": 0.96, "merchant": 0.89, "amount": 0.99, "currency": 0.99,
                                                            "people": 0.99, "date": 0.99]))
    }

    /// Fixtures/parser-heldout-9.json, 304 phrases: 34% US, 35% from 51 other countries
    /// with their local ways of writing money, 40% naming no business, typed, Whisper and
    /// spoken. Written blind to the parser and its tests (parser-heldout-9.py writes it)
    /// and committed before the parser first ran on it. 224 (73.7%) were fully right at
    /// first; 266 (87.5%) after the general fixes it, the tenth set and the brand lists led to.
    @Test func ninthHeldOutSetIsMostlyFullyRight() throws {
        try check("parser-heldout-9", minimumCases: 300,
                  floors: Floors(fullyRight: 0.87, fields: ["category": 0.97, "merchant": 0.87, "amount": 0.99, "currency": 0.98,
                                                            "people": 0.98, "date": 0.98]))
    }

    /// Fixtures/parser-heldout-10.json, 302 phrases: 51% from 59 countries outside the main
    /// English-speaking ones, with local words and ways of writing money and dates; chat,
    /// Whisper and spoken. Written blind to the parser and its tests (parser-heldout-10.py)
    /// and committed before the parser first ran on it. 211 (69.9%) were fully right at
    /// first; 259 (85.8%) after the general fixes and brand lists that followed.
    @Test func tenthHeldOutSetIsMostlyFullyRight() throws {
        try check("parser-heldout-10", minimumCases: 300,
                  floors: Floors(fullyRight: 0.85, fields: ["category": 0.96, "merchant": 0.85, "amount": 0.99, "currency": 0.99,
                                                            "people": 0.98, "date": 0.98]))
    }

    /// Fixtures/parser-heldout-11.json, 308 everyday phrases: 54% US from every region, 20%
    /// UK, Ireland, Canada, Australia and New Zealand, 26% from 25 more countries; 47% name
    /// no business. Written blind to the parser and its tests (parser-heldout-11.py) and
    /// committed before the parser first ran on it: 240 (77.9%) were fully right at first;
    /// 253 (82.1%) after the general fixes it and the twelfth set led to, category 95.5%,
    /// merchant 83.4%. Most of what is left is local chains no dataset lists and merchant
    /// names the labellers write longer or shorter than the brand table.
    @Test func eleventhHeldOutSetIsMostlyFullyRight() throws {
        try check("parser-heldout-11", minimumCases: 300,
                  floors: Floors(fullyRight: 0.80, fields: ["category": 0.93, "merchant": 0.81, "amount": 0.99, "currency": 0.99,
                                                            "people": 0.98, "date": 0.99]))
    }

    /// Fixtures/parser-heldout-12.json, 300 everyday phrases: 50% US, 20% UK, Ireland,
    /// Canada, Australia and New Zealand, 30% from 35 more countries; 44% name no business.
    /// Written blind to the parser and its tests (parser-heldout-12.py) and committed
    /// before the parser first ran on it: 228 (76.0%) were fully right at first, category
    /// 90.0%, merchant 82.3%; 256 (85.3%) after the general fixes it led to (everyday words
    /// of many countries, pastimes, services, typos in chain names of several words,
    /// holidays), category 97.3%, merchant 86.0%.
    @Test func twelfthHeldOutSetIsMostlyFullyRight() throws {
        try check("parser-heldout-12", minimumCases: 300,
                  floors: Floors(fullyRight: 0.84, fields: ["category": 0.96, "merchant": 0.85, "amount": 0.99, "currency": 0.99,
                                                            "people": 0.99, "date": 0.99]))
    }

    /// Fixtures/parser-heldout-13.json, 300 everyday phrases: 45% US, 20% UK, Ireland,
    /// Canada, Australia and New Zealand, 35% from 54 more countries; 46% name no business.
    /// Written blind to the parser and its tests (parser-heldout-13.py), with 163 chains no
    /// earlier set names, and committed before the parser first ran on it: 200 (66.7%) were
    /// fully right at first, category 85.0%, merchant 76.0%, amount 98.3%; 214 (71.3%) after
    /// the general fixes it led to (South Asian amounts, home heating, rentals, tolls),
    /// category 89.0%, merchant 76.3%. Most of what is left is local chains and utilities
    /// no dataset lists, and names with digits ("Kahawa 1893", "Curry 36").
    @Test func thirteenthHeldOutSetIsMostlyFullyRight() throws {
        try check("parser-heldout-13", minimumCases: 300,
                  floors: Floors(fullyRight: 0.70, fields: ["category": 0.88, "merchant": 0.75, "amount": 0.99, "currency": 0.97,
                                                            "people": 0.99, "date": 0.99]))
    }

    private func check(_ name: String, minimumCases: Int, floors: Floors) throws {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/" + name, withExtension: "json"))
        let fixture = try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
        let today = try #require(Day(iso: fixture.today))
        let parser = ExpenseParser()
        var right = Dictionary(uniqueKeysWithValues: Self.fields.map { ($0, 0) })
        var fullyRight = 0
        var misses: [String] = []
        for c in fixture.cases {
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
        let total = Double(fixture.cases.count)
        let share = Double(fullyRight) / total
        print("Held-out parser phrases (\(name)): \(fullyRight)/\(fixture.cases.count) fully right (\(percent(share)))")
        for field in Self.fields { print("  \(field): \(percent(Double(right[field]!) / total))") }
        for miss in misses { print("  miss: \(miss)") }
        #expect(fixture.cases.count >= minimumCases)
        #expect(share >= floors.fullyRight, "\(name): fully right \(percent(share))")
        for field in Self.fields {
            let fieldShare = Double(right[field]!) / total
            #expect(fieldShare >= floors.fields[field] ?? floors.fullyRight, "\(name): \(field) \(percent(fieldShare))")
        }
    }

    private func percent(_ share: Double) -> String { String(format: "%.1f%%", share * 100) }
}
