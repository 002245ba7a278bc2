import Testing
import SpendCore

@Suite struct ExchangeRateTests {
    let usd = Currency.usd
    let eur = Currency(code: "EUR")!
    let jpy = Currency(code: "JPY")!
    let kwd = Currency(code: "KWD")!

    @Test func readsTheDecimalAsTyped() throws {
        let rate = try ExchangeRate(currency: eur, base: usd, text: "1.0800")
        #expect(rate.mantissa == 108 && rate.scale == 2)
        #expect(rate.text == "1.08")
        #expect(try ExchangeRate(currency: jpy, base: usd, text: "0.0067").text == "0.0067")
        #expect(try ExchangeRate(currency: eur, base: usd, text: "150").text == "150")
        #expect(try ExchangeRate(currency: eur, base: usd, text: ".5").text == "0.5")
    }

    @Test func refusesWhatIsNotARate() {
        #expect(throws: ExchangeRate.Problem.notANumber("abc")) { try ExchangeRate(currency: eur, base: usd, text: "abc") }
        #expect(throws: ExchangeRate.Problem.notANumber("-1.08")) { try ExchangeRate(currency: eur, base: usd, text: "-1.08") }
        #expect(throws: ExchangeRate.Problem.notANumber("1,08")) { try ExchangeRate(currency: eur, base: usd, text: "1,08") }
        #expect(throws: ExchangeRate.Problem.notANumber("1e3")) { try ExchangeRate(currency: eur, base: usd, text: "1e3") }
        #expect(throws: ExchangeRate.Problem.notANumber("")) { try ExchangeRate(currency: eur, base: usd, text: "") }
        #expect(throws: ExchangeRate.Problem.notPositive("0.000")) { try ExchangeRate(currency: eur, base: usd, text: "0.000") }
        #expect(throws: ExchangeRate.Problem.sameCurrency("USD")) { try ExchangeRate(currency: usd, base: usd, text: "1") }
        #expect(throws: ExchangeRate.Problem.tooPrecise("1.000000001")) {
            try ExchangeRate(currency: eur, base: usd, text: "1.000000001")
        }
        #expect(throws: ExchangeRate.Problem.tooPrecise("12345678901")) {
            try ExchangeRate(currency: eur, base: usd, text: "12345678901")
        }
    }

    @Test func convertsExactlyAcrossMinorDigits() throws {
        let eurRate = try ExchangeRate(currency: eur, base: usd, text: "1.08")
        #expect(try eurRate.convert(4000) == 4320)                                    // €40.00 → $43.20
        #expect(try eurRate.convert(Money(minorUnits: 4000, currency: eur)) == Money(minorUnits: 4320, currency: usd))
        #expect(try eurRate.convert(Money(minorUnits: 4000, currency: usd)) == nil)   // not this rate's currency
        // Yen have no minor digits: ¥3,000 × 0.0067 = $20.10.
        #expect(try ExchangeRate(currency: jpy, base: usd, text: "0.0067").convert(3000) == 2010)
        // Dollars into yen: $12.34 × 150 = ¥1,851.
        #expect(try ExchangeRate(currency: usd, base: jpy, text: "150").convert(1234) == 1851)
        // Three-digit dinars: 1.234 KWD × 3.25 = $4.0105 → $4.01.
        #expect(try ExchangeRate(currency: kwd, base: usd, text: "3.25").convert(1234) == 401)
    }

    @Test func roundsHalfToEven() throws {
        let rate = try ExchangeRate(currency: eur, base: usd, text: "1.1")
        #expect(try rate.convert(5) == 6)    // 5.5 → 6
        #expect(try rate.convert(15) == 16)  // 16.5 → 16
        #expect(try rate.convert(25) == 28)  // 27.5 → 28
        #expect(try rate.convert(0) == 0)
    }

    @Test func hugeAmountsThrowInsteadOfClamping() throws {
        let rate = try ExchangeRate(currency: eur, base: usd, text: "9999999999.99999999")
        #expect(throws: AmountOverflow()) { try rate.convert(Int64.max) }
        #expect(throws: AmountOverflow()) { try rate.convert(1_000_000_000_000) }
        #expect(try rate.convert(100) == 1_000_000_000_000)
    }
}
