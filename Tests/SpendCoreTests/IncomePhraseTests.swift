import SpendCore
import Testing

@Suite struct IncomePhraseTests {
    let parser = ExpenseParser()
    let today = Day(iso: "2026-11-24")!

    @Test(arguments: ["got paid 3200 salary", "income 450 freelance from Acme", "Acme paid me 450 for the logo", "salary 3200",
                      "received 50 from grandma for my birthday", "sold my old bike for 120", "dividends 35.20",
                      "earned 80 babysitting", "paycheck 2,150.00 yesterday", "I was paid €900 for the translation"])
    func moneyComingInIsIncome(_ phrase: String) {
        #expect(IncomePhrase.isIncome(phrase), "\(phrase)")
    }

    @Test(arguments: ["coffee 4", "paid 30 interest on the credit card", "gift for anna 30", "income tax 300",
                      "paid the nanny 500", "lunch with Mike 12.50", "sales tax on the laptop 80"])
    func spendingIsNotIncome(_ phrase: String) {
        #expect(!IncomePhrase.isIncome(phrase), "\(phrase)")
    }

    @Test func readsAmountSourcePayerAndDate() throws {
        let salary = try IncomePhrase.read("got paid 3200 salary", parser: parser, today: today)
        #expect(salary.money == Money(minorUnits: 320_000, currency: .usd))
        #expect(salary.source == "Salary")
        #expect(salary.description == "salary")
        #expect(salary.payer == nil)

        let freelance = try IncomePhrase.read("income 450 freelance from Acme", parser: parser, today: today)
        #expect(freelance.source == "Freelance")
        #expect(freelance.payer == "Acme")
        #expect(freelance.description == "freelance")

        let dated = try IncomePhrase.read("paycheck 2,150.00 yesterday", parser: parser, today: today)
        #expect(dated.money.minorUnits == 215_000)
        #expect(dated.date == Day(iso: "2026-11-23"))

        let euros = try IncomePhrase.read("I was paid €900 for the translation", parser: parser, today: today)
        #expect(euros.money == Money(minorUnits: 90_000, currency: Currency(code: "EUR")!))

        #expect(try IncomePhrase.read("dividends 35.20", parser: parser, today: today).source == "Investments")
        #expect(try IncomePhrase.read("sold my old bike for 120", parser: parser, today: today).source == "Sales")
        #expect(try IncomePhrase.read("received 50 from grandma for my birthday", parser: parser, today: today).source == "Gifts")
        #expect(throws: ParseError.noAmount) { try IncomePhrase.read("got paid salary", parser: parser, today: today) }
    }
}
