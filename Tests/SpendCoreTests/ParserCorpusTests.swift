import Foundation
import Testing
@testable import SpendCore

/// Every phrase in Fixtures/parser-corpus*.json, checked field by field. A regression in
/// any case fails the test and names the case and the field.
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
        /// Set on brands the lexicon may not know yet ("7-Eleven"): the merchant is not checked.
        let anyMerchant: Bool?
        let person: String??
        /// Everyone named, when the case checks it ("with Anna and Tom").
        let people: [String]?
        let date: String?
        let categorySource: String?
        /// The notes of extra amounts ("plus $12.00 tip (not added)"), when the case checks them.
        let extras: [String]?

        enum CodingKeys: String, CodingKey {
            case input, today, error, amount, currency, category, description, merchant, anyMerchant, person, people, date, extras
            case categorySource = "category_source"
        }

        var testDescription: String { input }

        func on(_ day: String) -> Case {
            Case(input: input, today: day, error: error, amount: amount, currency: currency, category: category,
                 description: description, merchant: merchant, anyMerchant: anyMerchant, person: person, people: people, date: date,
                 categorySource: categorySource, extras: extras)
        }
    }

    /// Every file's cases, each with its file's reference day when it gives none.
    static let cases: [Case] = {
        let directory = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
        let files = try! FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasPrefix("parser-corpus") && $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        return files.flatMap { file in
            let corpus = try! JSONDecoder().decode(Corpus.self, from: Data(contentsOf: file))
            return corpus.cases.map { $0.today == nil ? $0.on(corpus.today) : $0 }
        }
    }()

    @Test func corpusIsLargeEnough() {
        #expect(Self.cases.count >= 600)
        #expect(Self.cases.filter { $0.error != nil }.count >= 40)
    }

    @Test(arguments: cases)
    func phrase(_ c: Case) throws {
        let today = Day(iso: c.today!)!
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
        if c.anyMerchant != true { #expect(draft.merchant == c.merchant ?? nil, "merchant: \(c.input)") }
        #expect(draft.person == c.person ?? nil, "person: \(c.input)")
        #expect(draft.date.iso == c.date, "date: \(c.input)")
        if let source = c.categorySource {
            #expect(draft.categorySource.rawValue == source, "category_source: \(c.input)")
        }
        if let people = c.people { #expect(draft.people == people, "people: \(c.input)") }
        if let extras = c.extras { #expect(draft.extraAmounts.map(\.note) == extras, "extras: \(c.input)") }
    }
}
