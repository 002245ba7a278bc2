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
        var plan = ImportPlan(format: statement.layout.formatID, categories: DefaultCategory.names,
                              categoriser: Categoriser(), learned: LearnedPreferences([]))
        let planned = statement.spending.map { plan.draft($0) }
        // Banks list newest first or oldest first: rows are compared in date order.
        func order<T>(_ rows: [T], _ key: (T) -> String) -> [T] { rows.sorted { key($0) < key($1) } }
        let drafts = order(planned.map(\.draft)) { "\($0.date.iso) \($0.money.minorUnits) \($0.description)" }
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

/// The formats' data and the table compiled from it agree, and damaged files never
/// crash the reader: each mutation is read into rows and reasons, or refused whole.
@Suite struct BankFormatDataTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test func theCompiledTableMatchesTheDataFiles() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.root + "/scripts/bank-formats/generate.py", "--check"]
        let error = Pipe()
        process.standardError = error
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(message)")
    }

    @Test func everyFormatNamesItsSourcesAndKnownCategories() {
        for format in BankFormats.all {
            #expect(!format.sources.isEmpty, "\(format.id)")
            for (word, category) in format.categories ?? [:] {
                #expect(DefaultCategory(rawValue: category) != nil, "\(format.id): '\(word)' → '\(category)'")
            }
        }
        #expect(Set(BankFormats.all.map(\.id)).count == BankFormats.all.count, "format ids are unique")
    }

    @Test func mutatedFilesNeverCrashTheReader() throws {
        var generator = SystemRandomNumberGenerator()
        let samples = BankExportTests.samples
        #expect(!samples.isEmpty)
        var read = 0, refused = 0
        for round in 0..<1500 {
            let name = samples[round % samples.count]
            var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: BankExportTests.directory + "/" + name)))
            for _ in 0..<Int.random(in: 1...6, using: &generator) where !bytes.isEmpty {
                let at = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<5, using: &generator) {
                case 0: bytes[at] = UInt8.random(in: 0...255, using: &generator)
                case 1: bytes.insert(contentsOf: Array("\";,\t\n".utf8).shuffled(using: &generator).prefix(2), at: at)
                case 2: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...200, using: &generator)))
                case 3: bytes = Array(bytes.prefix(at))
                default: bytes.insert(contentsOf: Array("-1.234,5€ 31/13/2026 CR".utf8).prefix(Int.random(in: 1...22, using: &generator)), at: at)
                }
            }
            do {
                let statement = try Statement.read(Data(bytes), options: ImportOptions(defaultCurrency: .usd))
                let accounted = statement.spending.count + statement.rejections.count + statement.reading.incoming.count + statement.reading.excluded.values.reduce(0, +)
                #expect(accounted <= bytes.filter { $0 == 10 }.count + 1)
                // Spend's own export keeps a refund as a negative expense; every other layout reads money in as income.
                for row in statement.spending {
                    #expect(row.money.minorUnits > 0 || (statement.layout.creditsAreSpending && row.money.minorUnits < 0),
                            "\(name), line \(row.line): \(row.money.minorUnits) read as spending in \(statement.layout.formatID)")
                }
                read += 1
            } catch is ImportError {
                refused += 1
            } catch is CSVError {
                refused += 1
            }
        }
        #expect(read > 500, "most damaged files still read (\(read) read, \(refused) refused)")
    }
}
