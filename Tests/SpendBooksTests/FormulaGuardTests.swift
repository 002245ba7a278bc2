import Foundation
import SpendCore
import Testing
@testable import SpendBooks

@Suite struct FormulaGuardTests {
    @Test(arguments: [
        ("=HYPERLINK(\"http://x\")", "'=HYPERLINK(\"http://x\")"),
        ("+1 tip", "'+1 tip"), ("-5% off", "'-5% off"), ("@home", "'@home"), ("\tindented", "'\tindented"),
        ("'=already marked", "''=already marked"),
        ("lunch", "lunch"), ("'quoted", "'quoted"), ("", ""), ("a=b", "a=b"),
    ])
    func escapesOnlyWhatAFormulaWouldStartWith(text: String, escaped: String) {
        #expect(FormulaGuard.escape(text) == escaped)
        #expect(FormulaGuard.unescape(escaped) == text, "the round trip is exact")
    }

    @Test func csvExportGuardsTextColumnsAndImportReadsThemBack() throws {
        let expense = Expense(id: 4, draft: ExpenseDraft(money: Money(minorUnits: 1200, currency: .usd), category: "Other",
                                                         categoryConfidence: 1, categorySource: .user,
                                                         description: "=cmd|' /C calc'!A0", merchant: "@evil", person: "-Bob",
                                                         date: Day(iso: "2026-11-06")!),
                              createdAt: "2026-11-21T10:00:00.000Z", source: "text")
        let line = CSVExport.entry(expense)
        #expect(line == "2026-11-06,12.00,USD,Other,'=cmd|' /C calc'!A0,'@evil,'-Bob,text,4\r\n")
        let statement = try Statement.read(Data((CSVExport.header + line).utf8), options: ImportOptions(defaultCurrency: .usd))
        #expect(statement.layout.formatID == "spend")
        let row = try #require(statement.spending.first)
        #expect(row.description == "=cmd|' /C calc'!A0")
        #expect(row.merchant == "@evil")
        #expect(row.person == "-Bob")
        #expect(row.category == "Other")
    }
}
