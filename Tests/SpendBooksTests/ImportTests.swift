import SpendCore
import Testing
@testable import SpendBooks

@Suite struct ImportMappingTests {
    let usd = Currency.usd

    func plan(_ csv: String, mapping: ImportMapping? = nil, existing: [DuplicateKey: Int] = [:]) throws -> ImportPlan {
        let rows = try (mapping ?? ImportMapping(defaultCurrency: usd)).rows(try CSV.read(csv))
        return ImportPlan(rows: rows, categories: DefaultCategory.names, categoriser: Categoriser(),
                          learned: LearnedPreferences([]), existing: existing)
    }

    @Test func rejectsRowsWithSpecificReasonsAndLineNumbers() throws {
        let csv = """
            date,amount,description,category,currency
            2026-11-03,25.00,Lunch with Mike,food,
            2026-13-01,5,Bad month,,
            2026-11-04,abc,Not a number,,
            2026-11-05,12.345,Too precise,,
            2026-11-05,-4.00,A refund,,
            2026-11-05,0,Nothing,,
            2026-11-06,9,,,
            2026-11-06,9,Pets,Pets,
            2026-11-06,9,Odd money,,XYZ
            ,9,No date,,
            2026-11-07,"1,234.50","Big, quoted",,EUR
            2026-11-08,500,Sushi,,JPY
            """
        let result = try plan(csv)
        #expect(result.rejections.map { "line \($0.line): \($0.reason)" } == [
            "line 3: date '2026-13-01' is not a date (YYYY-MM-DD)",
            "line 4: amount 'abc' is not a number",
            "line 5: amount '12.345' has more than 2 decimal places for USD",
            "line 6: amount '-4.00' is negative (a refund or income); use negate for bank exports that show spending as negative",
            "line 7: amount '0' is zero",
            "line 8: missing description",
            "line 9: category 'Pets' is not a category",
            "line 10: currency 'XYZ' is not a known ISO 4217 code",
            "line 11: missing date",
        ])
        #expect(result.drafts.map { "\($0.date) \($0.money.decimalString) \($0.money.currency) \($0.category) \($0.description)" } == [
            "2026-11-03 25.00 USD Food & Dining Lunch with Mike",
            "2026-11-07 1234.50 EUR Other Big, quoted",
            "2026-11-08 500 JPY Food & Dining Sushi",
        ])
        #expect(result.drafts[0].categorySource == .user)
    }

    @Test func columnsByIndexDateFormatsDecimalCommaAndNegate() throws {
        var mapping = ImportMapping(defaultCurrency: Currency(code: "EUR")!)
        mapping.date = .index(1)
        mapping.description = .name("Verwendungszweck")
        mapping.amount = .name("Betrag")
        mapping.dateFormat = .dotted
        mapping.decimalComma = true
        mapping.negate = true
        let csv = """
            Buchungstag;x,Verwendungszweck,Betrag
            03.11.2026,REWE Markt,"-1.234,56"
            4.11.2026,Gehalt,"2.000,00"
            31.11.2026,Bad day,-1
            """
        let result = try plan(csv, mapping: mapping)
        #expect(result.drafts.map { "\($0.date) \($0.money.decimalString) \($0.money.currency)" } == ["2026-11-03 1234.56 EUR"])
        #expect(result.rejections.map(\.line) == [3, 4])
        #expect(result.rejections[0].reason == "amount '2.000,00' is not negative: with negate, only negative amounts are expenses")
        #expect(result.rejections[1].reason == "date '31.11.2026' is not a date (DD.MM.YYYY)")
    }

    @Test func thousandsSeparatorsMustGroupByThree() {
        var mapping = ImportMapping(defaultCurrency: usd)
        func amount(_ text: String) -> String {
            switch mapping.parseAmount(text, currency: usd) {
            case .success(let money): money.decimalString
            case .failure(let rejection): rejection.reason
            }
        }
        #expect(amount("1,234,567.89") == "1234567.89")
        #expect(amount("$ 1 234.50") == "1234.50")
        #expect(amount("12,50") == "amount '12,50' is not a number (if it is written like that, import with decimal_comma)")
        #expect(amount("1,23,456") == "amount '1,23,456' is not a number (if it is written like that, import with decimal_comma)")
        #expect(amount("(12.00)") == "amount '(12.00)' is negative (a refund or income); use negate for bank exports that show spending as negative")
        mapping.decimalComma = true
        #expect(amount("12,50") == "12.50")
        #expect(amount("1.234.567,89") == "1234567.89")
        #expect(amount("12.50") == "amount '12.50' is not a number (if it is written like that, import without decimal_comma)")
    }

    @Test func usAndEuropeanSlashDates() {
        var mapping = ImportMapping(defaultCurrency: usd)
        mapping.dateFormat = .us
        #expect(mapping.parseDate("11/03/2026")?.iso == "2026-11-03")
        #expect(mapping.parseDate("2026-11-03") == nil)
        mapping.dateFormat = .european
        #expect(mapping.parseDate("11/03/2026")?.iso == "2026-03-11")
        #expect(mapping.parseDate("29/02/2025") == nil)
    }

    @Test func missingColumnsAreFileErrors() {
        #expect(throws: ImportError(message: "no column named 'date' for the date (columns: when, amount, description)")) {
            try plan("when,amount,description\n2026-01-01,1,x")
        }
        var mapping = ImportMapping(defaultCurrency: usd)
        mapping.amount = .index(7)
        #expect(throws: ImportError(message: "amount column 7 does not exist: the file has 3 columns")) {
            try plan("date,amount,description\n2026-01-01,1,x", mapping: mapping)
        }
        #expect(throws: ImportError(message: "the file is empty")) { try plan("") }
    }

    @Test func shortRowsAreRejected() throws {
        let result = try plan("date,amount,description\n2026-01-01,1\n")
        #expect(result.rejections == [ImportRejection(line: 2, reason: "only 2 columns, expected at least 3")])
    }

    @Test func duplicatesAreCountedSoIdenticalRowsImportOnceEach() throws {
        let csv = "date,amount,description\n2026-11-03,4.50,Coffee\n2026-11-03,4.50,coffee \n2026-11-03,4.50,Tea\n"
        let first = try plan(csv)
        #expect(first.drafts.count == 3)
        #expect(first.duplicates == 0)
        var existing: [DuplicateKey: Int] = [:]
        for draft in first.drafts { existing[DuplicateKey(date: draft.date, money: draft.money, description: draft.description), default: 0] += 1 }
        let again = try plan(csv, existing: existing)
        #expect(again.drafts.isEmpty)
        #expect(again.duplicates == 3)
        // One coffee already stored: the second coffee in the file is new.
        let one = [DuplicateKey(date: Day(iso: "2026-11-03")!, money: Money(minorUnits: 450, currency: usd), description: "COFFEE"): 1]
        let partly = try plan(csv, existing: one)
        #expect(partly.drafts.map(\.description) == ["coffee", "Tea"])
        #expect(partly.duplicates == 1)
    }

    @Test func exportedCSVImportsBack() throws {
        let draft = ExpenseDraft(money: Money(minorUnits: 1875, currency: usd), category: "Food & Dining", categoryConfidence: 0.9,
                                 categorySource: .lexicon, description: "Coffee, \"large\"", merchant: "Starbucks",
                                 person: "Mike", date: Day(iso: "2026-11-03")!)
        let csv = CSVExport.header + CSVExport.entry(Expense(id: 7, draft: draft, createdAt: "2026-11-21T10:00:00.000Z", source: "text"))
        let result = try plan(csv)
        #expect(result.rejections.isEmpty)
        #expect(result.drafts.first?.description == draft.description)
        #expect(result.drafts.first?.merchant == "Starbucks")
        #expect(result.drafts.first?.person == "Mike")
        #expect(result.drafts.first?.money == draft.money)
        #expect(result.drafts.first?.category == "Food & Dining")
    }
}
