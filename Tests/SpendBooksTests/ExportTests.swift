import SpendCore
import Testing
@testable import SpendBooks

@Suite struct ExportTests {
    static func record(_ id: Int64, _ date: String, _ minor: Int64, _ code: String, _ category: String, _ description: String,
                       merchant: String? = nil) -> Expense {
        Expense(id: id, draft: ExpenseDraft(money: Money(minorUnits: minor, currency: Currency(code: code)!), category: category,
                                                  categoryConfidence: 1, categorySource: .user, description: description,
                                                  merchant: merchant, person: nil, date: Day(iso: date)!),
                createdAt: "2026-11-21T10:00:00.000Z", source: "text")
    }

    let records = [
        record(1, "2026-11-03", 2500, "USD", "Food & Dining", "Lunch with Mike"),
        record(2, "2026-11-04", 500, "JPY", "Food & Dining", "Onigiri; two", merchant: "Lawson"),
        record(3, "2026-11-05", 1234, "KWD", "My:Odd  Category", "Say \"hi\""),
    ]

    @Test func csv() {
        #expect(CSVExport.header + records.map(CSVExport.entry).joined() ==
            "date,amount,currency,category,description,merchant,person,source,id\r\n"
            + "2026-11-03,25.00,USD,Food & Dining,Lunch with Mike,,,text,1\r\n"
            + "2026-11-04,500,JPY,Food & Dining,Onigiri; two,Lawson,,text,2\r\n"
            + "2026-11-05,1.234,KWD,My:Odd  Category,\"Say \"\"hi\"\"\",,,text,3\r\n")
    }

    @Test func ledger() {
        #expect(records.map(LedgerExport.entry).joined() == """
            2026-11-03 Lunch with Mike
                ; id:1, source:text
                Expenses:Food & Dining  25.00 USD
                Assets:Cash

            2026-11-04 Onigiri, two
                ; id:2, source:text
                Expenses:Food & Dining  500 JPY
                Assets:Cash

            2026-11-05 Say "hi"
                ; id:3, source:text
                Expenses:My-Odd Category  1.234 KWD
                Assets:Cash


            """)
    }

    /// hledger reads a leading "*" or "!" as a status mark and "(...)" as a code; the
    /// expense id as an explicit code keeps such a description as written.
    @Test func ledgerDescriptionsThatLookLikeMarks() {
        let starred = Self.record(7, "2026-11-06", 990, "USD", "Shopping", "*sale* socks")
        let bang = Self.record(8, "2026-11-06", 100, "USD", "Other", "!urgent fee")
        let paren = Self.record(9, "2026-11-06", 200, "USD", "Other", "(x) thing")
        #expect(LedgerExport.entry(starred).hasPrefix("2026-11-06 (7) *sale* socks\n"))
        #expect(LedgerExport.entry(bang).hasPrefix("2026-11-06 (8) !urgent fee\n"))
        #expect(LedgerExport.entry(paren).hasPrefix("2026-11-06 (9) (x) thing\n"))
        #expect(LedgerExport.entry(records[0]).hasPrefix("2026-11-03 Lunch with Mike\n"), "no code when none is needed")
    }

    @Test func beancount() {
        let export = BeancountExport(operatingCurrency: .usd,
                                     firstUse: [("Food & Dining", Day(iso: "2026-11-03")!), ("My:Odd  Category", Day(iso: "2026-11-05")!)],
                                     currencies: ["JPY", "KWD", "USD"])
        #expect(export.preamble + records.map(export.entry).joined() == """
            ; Exported by Spend. Check with: bean-check FILE
            option "operating_currency" "USD"

            2026-11-03 commodity JPY
            2026-11-03 commodity KWD
            2026-11-03 commodity USD
            2026-11-03 open Assets:Cash
            2026-11-03 open Expenses:Food-Dining
            2026-11-05 open Expenses:My-Odd-Category

            2026-11-03 * "Lunch with Mike"
              spend_id: 1
              spend_source: "text"
              Expenses:Food-Dining  25.00 USD
              Assets:Cash

            2026-11-04 * "Lawson" "Onigiri; two"
              spend_id: 2
              spend_source: "text"
              Expenses:Food-Dining  500 JPY
              Assets:Cash

            2026-11-05 * "Say \\"hi\\""
              spend_id: 3
              spend_source: "text"
              Expenses:My-Odd-Category  1.234 KWD
              Assets:Cash


            """)
    }

    @Test func beancountAccountNamesAreValidAndDistinct() {
        #expect(BeancountExport.component("Food & Dining") == "Food-Dining")
        #expect(BeancountExport.component("pets") == "Pets")
        #expect(BeancountExport.component("3D prints") == "3D-Prints")
        #expect(BeancountExport.component("☕") == "Uncategorised")
        #expect(BeancountExport.component("café") == "Café")
        #expect(BeancountExport.component("日本 trip") == "Category-日本-Trip")
        // Unicode numbers that are not decimal digits are not in beancount's grammar.
        #expect(BeancountExport.component("½ Price") == "Price")
        #expect(BeancountExport.component("Ⅻ Club") == "Club")
        #expect(BeancountExport.component("cafe\u{301}") == "Café")
        #expect(BeancountExport.component("²nd") == "Nd")
        let export = BeancountExport(operatingCurrency: .usd,
                                     firstUse: [("Food & Dining", Day(iso: "2026-01-01")!), ("Food Dining", Day(iso: "2026-01-02")!)],
                                     currencies: ["USD"])
        #expect(Set(export.accounts.values) == ["Expenses:Food-Dining", "Expenses:Food-Dining-2"])
    }
}
