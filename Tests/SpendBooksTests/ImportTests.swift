import Foundation
import SpendCore
import Testing
@testable import SpendBooks

@Suite struct ImportReadingTests {
    let usd = Currency.usd

    func read(_ csv: String, _ change: (inout ImportOptions) -> Void = { _ in }) throws -> Statement {
        var options = ImportOptions(defaultCurrency: usd)
        change(&options)
        return try Statement.read(Data(csv.utf8), options: options)
    }

    func plan(_ statement: Statement, categories: [String] = DefaultCategory.names) -> (drafts: [ImportDraft], unknownCategories: [String: Int]) {
        var plan = ImportPlan(format: statement.layout.formatID, categories: categories,
                              categoriser: Categoriser(), learned: LearnedPreferences([]))
        let drafts = statement.spending.map { plan.draft($0) }
        return (drafts, plan.unknownCategories)
    }

    @Test func theUsersCategoryMapComesFirstAndMalformedLinesAreNamed() throws {
        let csv = """
            Transaction Date,Post Date,Description,Category,Type,Amount,Memo
            11/02/2026,11/03/2026,TST* LUIGIS TRATTORIA,Eating Out Treats,Sale,-48.20,
            11/04/2026,11/05/2026,AMTRAK,Travel,Sale,-89.00,
            11/05/2026,11/06/2026,ZEPHYR SUPPLY,Mystery Word,Sale,-12.00,
            """
        let map = try CategoryMap(parsing: """
            # my bank's words
            eating out treats = Food & Dining
            Travel = Entertainment   # re-routes a word the tables know (Transportation)

            """)
        let statement = try read(csv) { $0.categoryMap = map }
        let planned = plan(statement)
        #expect(planned.drafts.map(\.draft.category) == ["Food & Dining", "Entertainment", planned.drafts[2].draft.category])
        #expect(planned.unknownCategories == ["Mystery Word": 1])
        #expect(throws: ImportError(message: "category map line 2: expected 'bank category = your category'")) {
            try CategoryMap(parsing: "a = b\nno equals sign here\n")
        }
        #expect(throws: ImportError.self) { try CategoryMap(parsing: " = Groceries") }
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
            2026-11-06,9,Zorbing,Zorbing,
            2026-11-06,9,Odd money,,XYZ
            ,9,No date,,
            2026-11-07,"1,234.50","Big, quoted",,EUR
            2026-11-08,500,Sushi,,JPY
            """
        let statement = try read(csv)
        #expect(statement.rejections.map { "line \($0.line): \($0.reason)" } == [
            "line 3: date '2026-13-01' is not a date (YYYY-MM-DD)",
            "line 4: amount 'abc' is not a number",
            "line 5: amount '12.345' has more than 2 decimal places for USD",
            "line 8: missing description",
            "line 10: currency 'XYZ' is not a known ISO 4217 code",
            "line 11: missing date",
        ])
        // Money in is listed, zero rows left out; neither is an error.
        #expect(statement.reading.incoming.map { "\($0.line) \($0.money.decimalString)" } == ["6 4.00"])
        #expect(statement.reading.excluded[.zero] == 1)
        #expect(statement.reading.spendingNegative == false)
        let result = plan(statement)
        #expect(result.drafts.map { "\($0.draft.date) \($0.draft.money.decimalString) \($0.draft.money.currency) \($0.draft.category) \($0.draft.description)" } == [
            "2026-11-03 25.00 USD Food & Dining Lunch with Mike",
            "2026-11-06 9.00 USD Other Zorbing",
            "2026-11-07 1234.50 EUR Other Big, quoted",
            "2026-11-08 500 JPY Food & Dining Sushi",
        ])
        #expect(result.drafts[0].draft.categorySource == .user)
        // A category word that is nobody's category never fails the row: it is categorised and counted.
        #expect(result.unknownCategories == ["Zorbing": 1])
    }

    @Test func columnsByIndexDateFormatsDecimalCommaAndNegate() throws {
        let csv = """
            Buchungstag;x,Verwendungszweck,Betrag
            03.11.2026,REWE Markt,"-1.234,56"
            4.11.2026,Gehalt,"2.000,00"
            31.11.2026,Bad day,-1
            """
        let statement = try read(csv) { options in
            options.defaultCurrency = Currency(code: "EUR")!
            options.date = .index(1)
            options.description = .name("Verwendungszweck")
            options.amount = .name("Betrag")
            options.dateFormat = .dotted
            options.decimalComma = true
            options.spendingNegative = true
        }
        #expect(statement.spending.map { "\($0.date) \($0.money.decimalString) \($0.money.currency)" } == ["2026-11-03 1234.56 EUR"])
        #expect(statement.reading.incoming.map(\.line) == [3])
        #expect(statement.rejections == [ImportRejection(line: 4, reason: "date '31.11.2026' is not a date (DD/MM/YYYY)")])
    }

    @Test func theDecimalMarkIsDecidedFromTheWholeColumn() {
        func mark(_ values: [String], three: Bool = false) -> AmountText.DecimalMark { AmountText.decideMark(values, threeDecimals: three) }
        #expect(mark(["1,234", "12,500", "-3,75"]) == .comma)
        #expect(mark(["1.234", "12.500", "45.99"]) == .point)
        #expect(mark(["1,234", "12,500"]) == .point)
        #expect(mark(["1.250", "0.750"], three: true) == .point)
        #expect(mark(["1.250", "0.750"]) == .comma)
        func amount(_ text: String, _ mark: AmountText.DecimalMark = .point) -> String {
            guard let value = AmountText(text, mark: mark) else { return "not a number" }
            return (value.negative ? "-" : "") + value.digits + (value.marker.map { " \($0)" } ?? "")
        }
        #expect(amount("1,234,567.89") == "1234567.89")
        #expect(amount("$ 1 234.50") == "1234.50")
        #expect(amount("£1,183.23") == "1183.23")
        #expect(amount("12,50 €", .comma) == "12.50")
        #expect(amount("- 12.50") == "-12.50")
        #expect(amount("12,50-", .comma) == "-12.50")
        #expect(amount("(12.00)") == "-12.00")
        #expect(amount("1,200.00 CR") == "1200.00 credit")
        #expect(amount("EUR 4.00") == "4.00")
        #expect(amount("1,23,456") == "not a number")
        #expect(amount("12.50", .comma) == "not a number")
    }

    @Test func datesInTheirManyForms() {
        func day(_ text: String, _ order: DateOrder = .dmy) -> String { DateText.day(text, order: order)?.iso ?? "nil" }
        #expect(day("2025-12-12T14:03:00+01:00") == "2025-12-12")
        #expect(day("2025-12-12 14:03:00") == "2025-12-12")
        #expect(day("12-Dec-2019") == "2019-12-12")
        #expect(day("12 Dec 2019") == "2019-12-12")
        #expect(day("Dec 3, 2019") == "2019-12-03")
        #expect(day("03.02.26") == "2026-02-03")
        #expect(day("03/02/2026", .mdy) == "2026-03-02")
        #expect(day("20261203") == "2026-12-03")
        #expect(day("3 févr. 2026") == "2026-02-03")
        #expect(day("29/02/2025") == "nil")
        #expect(DateText.decideOrder(["01/02/2026", "13/02/2026"], fallback: .mdy) == (.dmy, true))
        #expect(DateText.decideOrder(["01/02/2026", "02/13/2026"], fallback: .dmy) == (.mdy, true))
        #expect(DateText.decideOrder(["01/02/2026"], fallback: .mdy) == (.mdy, false))
    }

    @Test func filesThatNameNoColumnsAreFileErrors() {
        #expect(throws: ImportError.self) { try read("when,how much,what\nyesterday,lots,stuff") }
        #expect(throws: ImportError(message: "amount column 7 does not exist: the file has 3 columns")) {
            try read("date,amount,description\n2026-01-01,1,x") { $0.amount = .index(7) }
        }
        #expect(throws: ImportError(message: "the file is empty")) { try read("") }
    }

    @Test func identicalRowsShareAKeyAndTheirOccurrenceSetsTheirIDs() throws {
        let csv = "date,amount,description\n2026-11-03,4.50,Coffee\n2026-11-03,4.50,coffee \n2026-11-03,4.50,Tea\n"
        let drafts = plan(try read(csv)).drafts
        #expect(drafts.count == 3)
        #expect(drafts[0].key == drafts[1].key && drafts[0].key != drafts[2].key, "case and spacing are ignored")
        #expect(drafts[0].uid(occurrence: 1) != drafts[1].uid(occurrence: 2), "identical rows get distinct ids")
        #expect(drafts[0].uid(occurrence: 1) == drafts[1].uid(occurrence: 1), "the same row in a later download gets the same id")
        let withID = plan(try read("date,amount,description,transaction id\n2026-11-03,4.50,Coffee,T1\n")).drafts[0]
        #expect(withID.uid(occurrence: 1) == withID.uid(occurrence: 2), "a bank's transaction id is the row's id")
    }

    @Test func exportedCSVImportsBack() throws {
        let draft = ExpenseDraft(money: Money(minorUnits: 1875, currency: usd), category: "Food & Dining", categoryConfidence: 0.9,
                                 categorySource: .lexicon, description: "Coffee, \"large\"", merchant: "Starbucks",
                                 person: "Mike", date: Day(iso: "2026-11-03")!)
        let csv = CSVExport.header + CSVExport.entry(Expense(id: 7, draft: draft, createdAt: "2026-11-21T10:00:00.000Z", source: "text"))
        let statement = try read(csv)
        #expect(statement.layout.formatID == "spend")
        #expect(statement.rejections.isEmpty)
        let result = plan(statement).drafts.map(\.draft)
        #expect(result.first?.description == draft.description)
        #expect(result.first?.merchant == "Starbucks")
        #expect(result.first?.person == "Mike")
        #expect(result.first?.money == draft.money)
        #expect(result.first?.category == "Food & Dining")
    }

    @Test func bankDescriptorsNameTheirShop() {
        func brand(_ text: String) -> String { KnownBrands.brand(inDescriptor: text)?.name ?? "none" }
        #expect(brand("SQ *BLUE BOTTLE COFFEE") != "none")
        #expect(brand("AMZN Mktp US*2K4AB1CD2") == "Amazon")
        #expect(brand("PAYPAL *STEAM GAMES") == "Steam")
        #expect(brand("CARD PAYMENT TO TESCO STORES 2041") == "Tesco")
        #expect(brand("TRANSFER FROM SAVINGS") == "none")
    }
}
