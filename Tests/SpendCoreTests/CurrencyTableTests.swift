import Testing
@testable import SpendCore

/// The currencies of CLDR's table as people write and say them: signs, names, country
/// words, and thousands grouped by dots or spaces.
struct CurrencyTableTests {
    let parser = ExpenseParser()
    let today = Day(iso: "2026-11-18")!

    @Test(arguments: [
        ("magnum 8 450 ₸", "8450.00", "KZT"),
        ("3,200 tenge coffee", "3200.00", "KZT"),
        ("air astana 38 900 tenge", "38900.00", "KZT"),
        ("pyaterochka 1 245,60 ₽", "1245.60", "RUB"),
        ("okko fuel ₴1 500", "1500.00", "UAH"),
        ("shwapno groceries 1,240 taka", "1240.00", "BDT"),
        ("kacchi ৳650", "650.00", "BDT"),
        ("melcom kettle GH₵ 185", "185.00", "GHS"),
        ("la sirena RD$2,350", "2350.00", "DOP"),
        ("automercado ₡18.450", "18450.00", "CRC"),
        ("maxi 2.340 din", "2340.00", "RSD"),
        ("sultan center KD 12.750", "12.750", "KWD"),
        ("cozmo 23.450 JD", "23.450", "JOD"),
        ("420 Sri Lankan rupees for a tuk tuk", "420.00", "LKR"),
        ("1,600 Pakistani rupees dinner", "1600.00", "PKR"),
        ("fifteen thousand Tanzanian shillings", "15000.00", "TZS"),
        ("780 Dominican pesos", "780.00", "DOP"),
        ("tomoca macchiato 60 birr", "60.00", "ETB"),
        ("PKR 4,850 groceries", "4850.00", "PKR"),
        ("ooredoo bill QAR 150", "150.00", "QAR"),
        ("coffee 310 rs", "310.00", "INR"),
        ("bus TSh 2,000", "2000.00", "TZS"),
        ("paracetamol 89p", "0.89", "GBP"),
        ("mydin groceries RM86.40", "86.40", "MYR"),
        ("coffee Rs500", "500.00", "INR"),
        ("lunch USD50", "50.00", "USD"),
        ("coffee 4.50 and a 50p tip", "4.50", "USD"),
    ])
    func currenciesOfTheWorld(_ text: String, _ amount: String, _ code: String) throws {
        let draft = try parser.parse(text, today: today)
        #expect(draft.money.decimalString == amount, "\(text)")
        #expect(draft.money.currency.code == code, "\(text)")
    }

    /// Codes that are English words, and abbreviations that are words before a number,
    /// name no currency in lowercase.
    @Test(arguments: ["all 50 for snacks", "um 12 for lunch", "cup of coffee 4", "top up 10", "mad dash taxi 20"])
    func everydayWordsAreNoCurrency(_ text: String) throws {
        #expect(try parser.parse(text, today: today).money.currency == .usd)
    }

    /// "2 100" alone is two numbers; spaces group thousands only beside a currency.
    @Test func spacesGroupOnlyBesideACurrency() throws {
        let draft = try parser.parse("2 100 lunch", today: today)
        #expect(draft.money.decimalString != "2100.00")
    }

    @Test func everyCodeHasISODigits() {
        #expect(Currency.minorDigitsByCode.count >= 150)
        #expect(Currency(code: "KWD")?.minorDigits == 3)
        #expect(Currency(code: "ISK")?.minorDigits == 0)
        #expect(Currency(code: "RSD")?.minorDigits == 2)
        #expect(Currency(code: "XYZ") == nil)
    }
}

extension CurrencyTableTests {
    /// A word several currencies share takes the currency of a place the phrase names.
    @Test(arguments: [
        ("I took the train to Marrakech, 224 dirhams", "MAD"),
        ("taxi in Doha 38 riyals", "QAR"),
        ("cheezious pizza in lahore Rs 1,499", "PKR"),
        ("falafel in Amman 4 dinars", "JOD"),
        ("lunch in Belgrade 1,450 dinars", "RSD"),
        ("hot dog in reykjavik 850 kr", "ISK"),
        ("taxi 38 riyals", "SAR"),
        ("dinner in Dubai 120 dirhams", "AED"),
        ("dinner in Toronto 40 dollars", "USD"),
        ("coffee in Marrakech 20 rupees", "INR"),
    ])
    func aPlaceSaysWhoseCurrency(_ text: String, _ code: String) throws {
        #expect(try parser.parse(text, today: today).money.currency.code == code, "\(text)")
    }
}
