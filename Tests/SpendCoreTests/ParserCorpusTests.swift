import Foundation
import Testing
@testable import SpendCore

/// Every phrase in Fixtures/parser-corpus.json and parser-corpus-world.json (brands from
/// many countries, everyday items, typos), checked field by field. A regression in any
/// case fails the test and names the case and the field.
struct ParserCorpusTests {
    struct Corpus: Decodable {
        let today: String
        let cases: [Case]
    }

    struct Case: Decodable, CustomTestStringConvertible {
        let input: String
        let today: String?
        let error: String?
        let amount: String?
        let currency: String?
        let category: String?
        let description: String?
        let merchant: String??
        let person: String??
        let date: String?
        let categorySource: String?

        enum CodingKeys: String, CodingKey {
            case input, today, error, amount, currency, category, description, merchant, person, date
            case categorySource = "category_source"
        }

        var testDescription: String { input }
    }

    static let corpus: Corpus = load("parser-corpus")
    static let world: Corpus = load("parser-corpus-world")

    /// Both files share one reference day, so a case without its own uses the first's.
    static func load(_ name: String) -> Corpus {
        let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures")!
        return try! JSONDecoder().decode(Corpus.self, from: Data(contentsOf: url))
    }

    @Test func corpusIsLargeEnough() {
        #expect(Self.corpus.cases.count >= 150)
        #expect(Self.corpus.cases.filter { $0.error != nil }.count >= 20)
    }

    @Test func worldCorpusIsLargeEnough() {
        #expect(Self.world.cases.count >= 300)
        #expect(Self.world.today == Self.corpus.today)
    }

    @Test(arguments: corpus.cases + world.cases)
    func phrase(_ c: Case) throws {
        let today = Day(iso: c.today ?? Self.corpus.today)!
        let parser = ExpenseParser()
        if let expected = c.error {
            #expect(throws: (any Error).self) { try parser.parse(c.input, today: today) }
            do {
                let draft = try parser.parse(c.input, today: today)
                Issue.record("expected \(expected), parsed \(draft.money.decimalString) \(draft.description)")
            } catch {
                #expect(error.code == expected, "input: \(c.input)")
            }
            return
        }
        let draft: ExpenseDraft
        do {
            draft = try parser.parse(c.input, today: today)
        } catch {
            Issue.record("failed with \(error.code): \(c.input)")
            return
        }
        #expect(draft.money.decimalString == c.amount, "amount: \(c.input)")
        #expect(draft.money.currency.code == c.currency, "currency: \(c.input)")
        #expect(draft.category == c.category, "category: \(c.input)")
        #expect(draft.description == c.description, "description: \(c.input)")
        #expect(draft.merchant == c.merchant ?? nil, "merchant: \(c.input)")
        #expect(draft.person == c.person ?? nil, "person: \(c.input)")
        #expect(draft.date.iso == c.date, "date: \(c.input)")
        if let source = c.categorySource {
            #expect(draft.categorySource.rawValue == source, "category_source: \(c.input)")
        }
    }
}
