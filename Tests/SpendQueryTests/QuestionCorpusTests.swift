import Foundation
import SpendQuery
import Testing

/// Every question of `Fixtures/questions.json` against the seeded database: the figures
/// the engine gives must equal the oracle's SQL, a question marked `refuse` must get no
/// figure at all, and `understood` words must appear in what the reading says it understood.
@Suite struct QuestionCorpusTests {
    struct Case: Decodable {
        let q: String
        /// Earlier questions of the same conversation, for follow-ups.
        let after: [String]?
        /// One row; its columns are compared with `figures` of the result, in order.
        let sql: String?
        /// "refuse": no query, no figure.
        let expect: String?
        let note: String?
    }

    /// One seeded database for every case: the questions only read it, and seeding it
    /// 400 times would crowd the timing-sensitive tests that run beside this suite.
    static let fixture = Task { try await QueryFixture() }

    static let cases: [Case] = {
        let url = Bundle.module.url(forResource: "Fixtures/questions", withExtension: "json")!
        return try! JSONDecoder().decode([Case].self, from: Data(contentsOf: url))
    }()

    @Test func corpusIsLarge() {
        #expect(Self.cases.count >= 200)
        #expect(Self.cases.filter { $0.expect == "refuse" }.count >= 10)
        #expect(Self.cases.filter { $0.after != nil }.count >= 10)
    }

    @Test(arguments: cases.indices)
    func answersTheQuestionAsked(_ index: Int) async throws {
        let fixture = try await Self.fixture.value
        let entry = Self.cases[index]
        let (reading, result) = try await fixture.ask(entry.q, after: entry.after ?? [])
        if entry.expect == "refuse" {
            #expect(result == nil, "\(entry.q): should get no figure, got \(reading.understood)")
            return
        }
        guard let result, let sql = entry.sql else {
            Issue.record("\(entry.q): not understood \(reading.notUnderstood), understood \(reading.understood)")
            return
        }
        let expected = try fixture.oracle(sql)
        #expect(CorpusFigures.of(result) .prefix(expected.count).map { $0 } == expected,
                "\(entry.q): understood \(reading.understood)")
    }
}

/// The figures a result is checked by: per period its measure's value (a breakdown: the
/// first row's key and total; a list: the first expense's id and amount).
enum CorpusFigures {
    static func of(_ result: QueryResult) -> [String] {
        var figures: [String] = []
        for period in result.periods {
            if let grouping = result.query.groupBy, !result.query.measure.listsExpenses {
                if grouping == .month {
                    figures += period.groups.flatMap { [$0.key ?? "null", String(result.query.measure == .count ? Int64($0.count) : $0.total)] }
                } else if let top = period.groups.first {
                    figures += [top.key ?? "null", String(result.query.measure == .count ? Int64(top.count) : top.total)]
                }
            } else if result.query.measure.listsExpenses {
                figures += period.expenses.flatMap { [String($0.expense.id), String($0.amount)] }
            } else {
                figures.append(period.measureValue.map(String.init) ?? "null")
            }
        }
        return figures
    }
}
