import Foundation
import SpendCore
import Testing
@testable import SpendBooks

/// Every sample export in Tests/IntegrationTests/Fixtures/bank-exports, read with no
/// options but those its expected file names, against the rows its generator wrote
/// (scripts/bank-formats/samples_*.py: expected rows never come from the importer).
@Suite struct BankExportTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("IntegrationTests/Fixtures/bank-exports").path

    static var samples: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".csv") }.sorted()
    }

    struct Expected: Decodable {
        struct Row: Decodable {
            let date: String
            let amount_minor: Int64
            let currency: String
            let description: String?
            let merchant: String?
            let category: String?
        }
        let format: String
        let options: [String]
        let expenses: [Row]
        let excluded: [String: Int]
        let income: [Row]
    }

    static func options(_ arguments: [String]) -> ImportOptions {
        var options = ImportOptions(defaultCurrency: .usd)
        var i = 0
        while i < arguments.count {
            let value = i + 1 < arguments.count ? arguments[i + 1] : ""
            switch arguments[i] {
            case "--currency": options.defaultCurrency = Currency(code: value)!; i += 1
            case "--include-pending": options.includePending = true
            default: Issue.record("unknown option \(arguments[i])")
            }
            i += 1
        }
        return options
    }

    @Test func thereAreSamplesOfManyFormats() {
        #expect(Self.samples.count >= 50)
        #expect(BankFormats.problems() == [])
        #expect(BankFormats.all.count >= 28)
        #expect(Set(BankFormats.all.map(\.country)).count >= 5)
    }

    @Test(arguments: samples)
    func importsAsItsBankWroteIt(_ name: String) throws {
        let base = Self.directory + "/" + name.dropLast(4)
        let expected = try JSONDecoder().decode(Expected.self, from: Data(contentsOf: URL(fileURLWithPath: base + ".expected.json")))
        let data = try Data(contentsOf: URL(fileURLWithPath: base + ".csv"))
        let statement = try Statement.read(data, options: Self.options(expected.options))
        #expect(statement.layout.formatID == expected.format, "\(name)")
        #expect(statement.rejections == [], "\(name)")
        let plan = ImportPlan(rows: statement.spending, format: statement.layout.formatID, categories: DefaultCategory.names,
                              categoriser: Categoriser(), learned: LearnedPreferences([]))
        // Banks list newest first or oldest first: rows are compared in date order.
        func order<T>(_ rows: [T], _ key: (T) -> String) -> [T] { rows.sorted { key($0) < key($1) } }
        let drafts = order(plan.drafts.map(\.draft)) { "\($0.date.iso) \($0.money.minorUnits) \($0.description)" }
        let rows = order(expected.expenses) { "\($0.date) \($0.amount_minor) \($0.description ?? "")" }
        #expect(drafts.map { "\($0.date.iso) \($0.money.minorUnits) \($0.money.currency.code) \($0.description)" }
                == rows.map { "\($0.date) \($0.amount_minor) \($0.currency) \($0.description ?? "")" }, "\(name)")
        for (draft, row) in zip(drafts, rows) {
            // One chain, two names in the brand table ("Pret" and "Pret A Manger"): either is right.
            if let merchant = row.merchant {
                #expect(draft.merchant.map { ($0 + " ").lowercased().hasPrefix(merchant.lowercased() + " ") || ($0 + "-").lowercased().hasPrefix(merchant.lowercased() + "-") || merchant.lowercased().hasPrefix($0.lowercased() + " ") } == true,
                        "\(name): \(row.description ?? "") merchant \(draft.merchant ?? "nil"), expected \(merchant)")
            }
            if let category = row.category { #expect(draft.category == category, "\(name): \(row.description ?? "")") }
        }
        for kind in Exclusion.allCases {
            #expect(statement.reading.excluded[kind, default: 0] == expected.excluded[kind.rawValue, default: 0], "\(name): \(kind)")
        }
        let income = statement.reading.incoming.map { "\($0.date.iso) \($0.money.minorUnits) \($0.money.currency.code)" }.sorted()
        #expect(income == expected.income.map { "\($0.date) \($0.amount_minor) \($0.currency)" }.sorted(), "\(name)")
    }
}
