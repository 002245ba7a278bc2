import Testing
@testable import SpendCore

/// The parser's text handling, behaviour by behaviour: names kept whole, companions,
/// date words, speech fillers, and phrases with more than one amount.
struct ParserTextTests {
    let today = Day(iso: "2026-11-18")!  // a Wednesday

    func parse(_ text: String) throws(ParseError) -> ExpenseDraft { try ExpenseParser().parse(text, today: today) }

    func error(_ text: String) -> ParseError? {
        do { _ = try parse(text); return nil } catch { return error }
    }

    // MARK: Names stay whole

    @Test func punctuationInsideNamesIsKept() throws {
        #expect(try parse("dinner at P.F. Chang's $40").merchant == "P.F. Chang's")
        #expect(try parse("dinner at P.F. Chang's $40").description == "dinner at P.F. Chang's")
        #expect(try parse("7-Eleven snacks $5").description == "7-Eleven snacks")
        #expect(try parse("jeans at H&M 40").merchant == "H&M")
        #expect(try parse("Wi-Fi router $60").description == "Wi-Fi router")
        #expect(try parse("durable-1-2 coffee $3").description == "durable-1-2 coffee")
        #expect(try parse("checkup with Dr. Patel $40").person == "Dr. Patel")
    }

    @Test func digitsInsideANameAreNeverTheAmount() throws {
        let snacks = try parse("snacks at 7-eleven $5")
        #expect(snacks.money.decimalString == "5.00")
        #expect(snacks.description == "snacks at 7-eleven")
        let shirt = try parse("shirt from forever 21 $30")
        #expect(shirt.money.decimalString == "30.00")
        #expect(shirt.merchant == "Forever 21")
        #expect(error("shirt from forever 21") == .noAmount)
        #expect(error("snacks at 7-eleven") == .noAmount)
        #expect(try parse("motel 6 80").money.decimalString == "80.00")
        #expect(try parse("iPhone 15 charger 25").money.decimalString == "25.00")
    }

    @Test func aDottedCodeIsNoAmount() {
        #expect(error("coffee 4.5.6") == .noAmount)
    }

    @Test func anEmojiIsADescription() throws {
        #expect(try parse("☕ 3.75").description == "☕")
        #expect(try parse("☕ 3.75").money.decimalString == "3.75")
    }

    // MARK: People

    @Test func withShorthandAndSeveralCompanions() throws {
        #expect(try parse("coffee w/ Priya $5").people == ["Priya"])
        #expect(try parse("coffee w/ Priya $5").description == "coffee")
        #expect(try parse("coffee w/o sugar $5").person == nil)
        let two = try parse("lunch with Anna and Tom $40")
        #expect(two.person == "Anna")
        #expect(two.people == ["Anna", "Tom"])
        #expect(try parse("dinner with Anna, Tom and Raj 90").people == ["Anna", "Tom", "Raj"])
        #expect(try parse("dinner with anna, tom, and raj 90").people == ["Anna", "Tom", "Raj"])
    }

    /// A currency's capitals ("C$", "MXN") do not make a phrase typed with capitals.
    @Test func currencyCapitalsLeaveNamesLowercase() throws {
        #expect(try parse("boston pizza w/ ryan C$48.60").people == ["Ryan"])
        #expect(try parse("cinemex MXN 150 w/ sofia").people == ["Sofia"])
        #expect(try parse("hockey tickets w/ liam and noah C$210").people == ["Liam", "Noah"])
    }

    /// A lowercase word after "the" in a sentence with capitals is no name; a price's
    /// framing verb ends a name.
    @Test func aPlaceAfterTheIsNoMerchant() throws {
        #expect(try parse("I paid $35 for parking at the stadium last night.").merchant == nil)
        #expect(try parse("tacos from the food truck 13").merchant == nil)
        #expect(try parse("Two nights at the Hampton Inn came to $312.60.").merchant == "Hampton Inn")
        #expect(try parse("I bought jeans at the Gap for $40.").merchant == "Gap")
    }

    @Test func meIsSkippedAndLowercaseNamesAreRead() throws {
        #expect(try parse("books for me and Dave 25").people == ["Dave"])
        #expect(try parse("lunch for anna 20").person == "Anna")
        #expect(try parse("lunch with coffee 12").person == nil)
        #expect(try parse("for groceries 50").person == nil)
        #expect(try parse("a buck for gum").description == "gum")
        #expect(try parse("shoes for mom 30").description == "shoes for mom")
        // A lowercase word before a thing describes it: no person.
        #expect(try parse("The mechanic charged me $412 for new brakes.").people == [])
        #expect(try parse("paid 20 for cheap tickets").people == [])
        #expect(try parse("lunch for anna yesterday 20").person == "Anna")
    }

    // MARK: Dates

    @Test func partsOfTheDayAndAbbreviations() throws {
        #expect(try parse("lunch 12 last night").date.iso == "2026-11-17")
        #expect(try parse("lunch 12 last night").description == "lunch")
        #expect(try parse("coffee 4 this morning").description == "coffee")
        #expect(try parse("taxi 20 last fri").date.iso == "2026-11-13")
        #expect(try parse("lunch on tue 15").date.iso == "2026-11-17")
        #expect(try parse("beer fri night 18").description == "beer")
        #expect(try parse("dinner sept 3 45").date.iso == "2026-09-03")
        #expect(try parse("taxi 3 Nov $20").date.iso == "2026-11-03")
        // "sat" and "sun" are words too: only after "on" or "last" are they days.
        #expect(try parse("sat on a bench, coffee 3").date == today)
    }

    @Test func addressAndRouteNumbersAreNoDates() throws {
        let meter = try parse("$3.50 parking meter on 5th avenue")
        #expect(meter.date == today)
        #expect(meter.description == "parking meter on 5th avenue")
        #expect(try parse("gas on Route 66 $40").description == "gas on Route 66")
        #expect(try parse("Highway 1 toll $5").money.decimalString == "5.00")
    }

    /// Month first, as in the US, unless the first number cannot be a month.
    @Test func aDateIsDayFirstWhenTheFirstNumberIsNoMonth() throws {
        #expect(try parse("poundland £7 16/11").date.iso == "2026-11-16")
        #expect(try parse("lunch 11/16 12").date.iso == "2026-11-16")
        // Both readings are possible: 11 March is eight months gone, 3 November two weeks; the recent one wins.
        #expect(try parse("lunch 3/11 12").date.iso == "2026-11-03")
        #expect(try parse("lunch 3/4 12").date.iso == "2026-04-03")
        #expect(try parse("taxi 16/11/2026 20").date.iso == "2026-11-16")
        #expect(error("lunch 31/11 12") == .impossibleDate("31/11"))
        // Today is 18 November: "12/11" month first would be a day to come; day first it has just gone.
        #expect(try parse("electricity bill Rs. 2,340 on 12/11").date.iso == "2026-11-12")
        #expect(try parse("lunch 11/12 12").date.iso == "2026-11-12")
    }

    // MARK: Currencies written as locals write them

    @Test func currencyAbbreviationsBeforeTheNumber() throws {
        for (phrase, amount, code) in [("miniso RMB 59.9", "59.90", "CNY"), ("hebe szampon zł 23,99", "23.99", "PLN"),
                                       ("electricity bill Rs. 2,340", "2340.00", "INR"), ("orange credit 2 000 FCFA", "2000", "XOF"),
                                       ("ediya americano 3,200원", "3200", "KRW"), ("janji jiwa Rp 38rb", "38000.00", "IDR"),
                                       ("líder $38.990 CLP", "38990", "CLP"), ("tienda inglesa $U 1.850", "1850.00", "UYU"),
                                       ("jean coutu 18,45 $ CA", "18.45", "CAD"),
                                       ("Chivito at La Pasiva with Sofía, 890 pesos uruguayos.", "890.00", "UYU")] {
            let draft = try parse(phrase)
            #expect(draft.money.decimalString == amount, "\(phrase)")
            #expect(draft.money.currency.code == code, "\(phrase)")
        }
    }

    /// A holiday dates an expense after "on" or "last", or when it is at most two weeks gone.
    @Test func holidaysDateAnExpenseWhenCuedOrRecent() throws {
        let fireworks = try parse("bonfire night fireworks 30")
        #expect(fireworks.date.iso == "2026-11-05")
        #expect(fireworks.description == "fireworks")
        let costume = try parse("costume on halloween 40")
        #expect(costume.date.iso == "2026-10-31")
        #expect(costume.description == "costume")
        #expect(try parse("halloween candy 20").date == today)  // eighteen days gone and not cued
        #expect(try parse("groceries for thanksgiving 214.37").date == today)  // this year's is to come
        #expect(try parse("tv last black friday 499").date.iso == "2025-11-28")
        #expect(try ExpenseParser().parse("tv black friday 499", today: Day(iso: "2026-12-05")!).date.iso == "2026-11-27")
    }

    // MARK: People and places

    @Test func holidaysMonthsAndOtherLanguagesAndInPeople() throws {
        #expect(try parse("groceries for thanksgiving 214.37").people.isEmpty)
        #expect(try parse("hawker dinner w/ jun S$14.60").people == ["Jun"])
        #expect(try parse("rent for march 1200").people.isEmpty)
        #expect(try parse("parrilla w/ nico y sofi ARS 64.000").people == ["Nico", "Sofi"])
        // After a name, a word a brand also has (MARTA, Atlanta's transit) is one more name.
        let tapas = try parse("We had tapas with Javier and Marta last night, it came to €46.50.")
        #expect(tapas.people == ["Javier", "Marta"])
        #expect(tapas.merchant == nil)
    }

    /// A name a travel site and a pharmacy share: what was bought says which; a shop keeps its name.
    @Test func theThingsBoughtPickAmongBusinessesOfOneName() throws {
        let tablets = try parse("Priceline, cold and flu tablets, A$14.99.")
        #expect(tablets.merchant == "Priceline Pharmacy")
        #expect(tablets.category == DefaultCategory.healthcare.rawValue)
        #expect(try parse("priceline hotel 120").merchant == "Priceline")
        #expect(try parse("canadian tire ice scraper C$14.99").merchant == "Canadian Tire")
    }

    @Test func townsAndVerbParticlesAreNoMerchants() throws {
        #expect(try parse("I booked Avianca from Bogotá to Medellín for 289,000 Colombian pesos.").merchant == "Avianca")
        #expect(try parse("Parking in Munich, twelve euros.").merchant == nil)
        #expect(try parse("Okay so I filled up with petrol on Monday, it was £55.").merchant == nil)
        #expect(try parse("Midas brake job, two hundred sixty-four dollars.").merchant == "Midas")
    }

    @Test func anImpossibleDateIsAnErrorNamingIt() {
        #expect(error("lunch $12 on 11/31") == .impossibleDate("11/31"))
        #expect(error("lunch on 2026-02-30 $10") == .impossibleDate("2026-02-30"))
        #expect(error("dinner February 30 $20") == .impossibleDate("February 30"))
        #expect(error("lunch $12 on 11/31")?.code == "bad_date")
        #expect(error("lunch $12 on 11/31")?.message.contains("11/31") == true)
        // "50/50" is no date at all, not an impossible one.
        #expect(error("split 50/50 dinner $80") == nil)
    }

    // MARK: Speech

    @Test func fillersAndFramingLeaveTheDescription() throws {
        #expect(try parse("Lunch at Five Guys was $14").description == "Lunch at Five Guys")
        #expect(try parse("Um, so I took an Uber to the airport, it was $45").description == "Uber to the airport")
        #expect(try parse("Netflix charged me $15.99 this month").description == "Netflix")
        #expect(try parse("I just paid $120 for the electric bill").description == "electric bill")
        #expect(try parse("Lunch, um, at Five Guys, $14").description == "Lunch at Five Guys")
        #expect(try parse("Uh, like, twenty bucks for gas, you know").description == "gas")
        #expect(try parse("I spent about $40 on groceries").description == "groceries")
    }

    // MARK: More than one amount

    @Test func severalExpensesAreRefusedAndListed() {
        let refused = error("spent 3.50 on coffee and 12 on lunch")
        #expect(refused == .severalExpenses(["$3.50 coffee", "$12.00 lunch"]))
        #expect(refused?.message == "That sounds like 2 expenses ($3.50 coffee, $12.00 lunch): add them one at a time")
        #expect(refused?.code == "several_expenses")
        #expect(error("coffee 4 and lunch 12") == .severalExpenses(["$4.00 coffee", "$12.00 lunch"]))
        #expect(error("$5 coffee, $3 donut, $2 juice")?.message.hasPrefix("That sounds like 3 expenses") == true)
    }

    @Test func aSecondAmountForTheSameExpenseIsReported() throws {
        let lunch = try parse("lunch $40 plus $12 tip")
        #expect(lunch.money.decimalString == "40.00")
        #expect(lunch.description == "lunch")
        #expect(lunch.extraAmounts == [ExtraAmount(money: Money(minorUnits: 1200, currency: .usd), label: "tip", included: false)])
        #expect(lunch.extraAmounts.first?.note == "plus $12.00 tip (not added)")
        let dinner = try parse("dinner 60 including 10 tip")
        #expect(dinner.money.decimalString == "60.00")
        #expect(dinner.extraAmounts.first?.note == "including $10.00 tip")
        // One amount labelled a tip is simply the expense.
        #expect(try parse("$5 tip").extraAmounts.isEmpty)
    }

    // MARK: Weekdays, whose party, other languages

    @Test func anAbbreviatedWeekdayAfterTheAmountIsItsDay() throws {
        // 2026-11-18 is a Wednesday: "sat" is the 14th, "sun" the 15th.
        #expect(try parse("lawn mowing 45 sat").date == Day(iso: "2026-11-14"))
        #expect(try parse("carrabbas anniversary dinner 118.40 sun").date == Day(iso: "2026-11-15"))
        // Not after the amount, or not last: a word ("sat in traffic", "sun hat").
        #expect(try parse("sun hat 20").date == today)
        #expect(try parse("parking 12, sat in traffic").date == today)
    }

    @Test func aWeekdayAfterTheAmountsCurrencyIsItsDay() throws {
        #expect(try parse("cinema w/ sofia 18 € sat").date == Day(iso: "2026-11-14"))
        #expect(try parse("kino 18 € sat").description == "kino")
        #expect(try parse("bowling 30 eur sun").date == Day(iso: "2026-11-15"))
    }

    /// Most of Europe writes a date with dots: "19.11.", "19.11.2026". Without a year or a
    /// closing dot, "14.11" may be a price, so it is a date only when something says so.
    @Test func datesWrittenWithDots() throws {
        let closed = try parse("hornbach schrauben 12,49 € 14.11.")
        #expect(closed.money == Money(minorUnits: 1249, currency: Currency(code: "EUR")!))
        #expect(closed.date == Day(iso: "2026-11-14"))
        #expect(closed.description == "hornbach schrauben")
        #expect(try parse("lunch 12 € 14.11.2026").date == Day(iso: "2026-11-14"))
        #expect(try parse("lunch 12 € 14.11.25").date == Day(iso: "2025-11-14"))
        #expect(try parse("lunch 12,50 € am 14.11.").description == "lunch")
        #expect(try parse("taxi 24.11 on 13.11").date == Day(iso: "2026-11-13"))
        // Beside an amount a currency marks, the other number is its date.
        let marked = try parse("groceries 212,35 zł 17.11")
        #expect(marked.money == Money(minorUnits: 21235, currency: Currency(code: "PLN")!))
        #expect(marked.date == Day(iso: "2026-11-17"))
        #expect(try parse("mado 620 TL 16.11").date == Day(iso: "2026-11-16"))
        // A lone or priced number with a dot stays the amount.
        #expect(try parse("lunch 19.11").money.minorUnits == 1911)
        #expect(try parse("lunch €19.11").date == today)
        #expect(try parse("coffee 4.50 19.11").date == today)
        #expect(try parse("paid 12.11.").money.minorUnits == 1211)
        // A day and month that do not exist, said to be a date, is an error.
        guard case .impossibleDate(let text)? = error("lunch 30 on 31.11.") else {
            Issue.record("31.11. read as a date or an amount")
            return
        }
        #expect(text == "31.11.")
        #expect(error("lunch 30 31.11.2026") != nil)
    }

    /// "Yesterday" and "today" in the languages people mix into a chat.
    @Test func todayAndYesterdayInOtherLanguages() throws {
        let yesterday = Day(iso: "2026-11-17")
        #expect(try parse("döner gestern 8,50 €").date == yesterday)
        let cine = try parse("ciné w/ léa 23 € hier soir")
        #expect(cine.date == yesterday)
        #expect(cine.description == "ciné")
        #expect(cine.category == "Entertainment")
        #expect(try parse("taxi in stockholm 389 kr igår").date == yesterday)
        #expect(try parse("taxi 389 kr i går").date == yesterday)
        #expect(try parse("torrada + galão 2,90 € ontem").date == yesterday)
        #expect(try parse("apteka 32,40 zł wczoraj").date == yesterday)
        #expect(try parse("almuerzo hoy 12 €").date == today)
        #expect(try parse("ćevapi jučer 9 €").date == yesterday)
        #expect(try parse("такси вчера 500 ₽").date == yesterday)
        // "i" alone is the speaker.
        #expect(try parse("i paid 20 for lunch").date == today)
    }

    /// The README's twenty languages: German, French, Spanish, Portuguese, Italian and
    /// Romanian, Dutch, Swedish, Danish and Norwegian, Finnish, Polish, Czech and Slovak,
    /// Hungarian, Turkish, Indonesian and Malay, Tagalog, Russian, Ukrainian, Croatian and
    /// Serbian, Estonian, Latvian and Lithuanian.
    @Test(arguments: ["gestern", "hier", "ayer", "ontem", "ieri", "gisteren", "igår", "i går", "eilen", "wczoraj", "včera",
                      "tegnap", "dün", "kemarin", "kahapon", "вчера", "вчора", "jučer", "juče", "eile", "vakar"])
    func yesterdayInTwentyLanguages(_ word: String) throws {
        let draft = try parse("lunch \(word) 12")
        #expect(draft.date == Day(iso: "2026-11-17"))
        #expect(draft.description == "lunch")
    }

    @Test func aQuetzalSignAgainstTheNumber() throws {
        let draft = try parse("pollo campero Q68.50")
        #expect(draft.money == Money(minorUnits: 6850, currency: Currency(code: "GTQ")!))
        #expect(try parse("Q4 planning lunch 25").money == Money(minorUnits: 2500, currency: .usd))
    }

    @Test func aWeekdayInAChainsNameIsNoDate() throws {
        let ruby = try parse("Ruby Tuesday, forty-one dollars and twenty cents.")
        #expect(ruby.date == today)
        #expect(ruby.merchant == "Ruby Tuesday")
        #expect(try parse("lunch on Tuesday 12").date == Day(iso: "2026-11-17"))
    }

    /// Whose birthday or party it was is not who came: three held-out labellers agree.
    @Test func aPossessiveAfterForIsNoCompanion() throws {
        #expect(try parse("So we went to Benihana for Noah's birthday, it was $186.75.").people.isEmpty)
        #expect(try parse("gift for Emma's birthday $30").description == "gift for Emma's birthday")
        #expect(try parse("dinner with Emma's parents 80").people == ["Emma"])
        #expect(try parse("gift for anna 20").people == ["Anna"])
    }

    @Test func companionsWhoseNamesLookLikeOtherThings() throws {
        // A brand's name after "w/" is a person once the phrase has named its shop.
        #expect(try parse("giraffas w/ bruna & lucas R$ 32,50").people == ["Bruna", "Lucas"])
        #expect(try parse("giraffas w/ bruna & lucas R$ 32,50").merchant == "Giraffas")
        // A short name ending in s is no plural of a thing.
        #expect(try parse("tivoli w/ mads 145 kr.").people == ["Mads"])
        #expect(try parse("pizza with onions 12").people.isEmpty)
        // The currency's capitals do not make a lowercase phrase one with capitals.
        #expect(try parse("potrefená husa w/ tomáš 720 Kč").people == ["Tomáš"])
        // After the chat shorthand "w/" come people, whatever else a name may be.
        #expect(try parse("ćevapi w/ marko 1.100 din").people == ["Marko"])
    }

    @Test func aSpokenOpenerIsNoShop() throws {
        let draft = try parse("Okay, groceries this morning came to $143.18.")
        #expect(draft.merchant == nil)
        #expect(draft.category == "Groceries")
    }

    @Test(arguments: [
        ("almoço w/ bruno R$ 42,00", "Food & Dining"), ("menú del día 13,50 €", "Food & Dining"),
        ("einkauf 62,40 €", "Groceries"), ("bahnticket nach hamburg 39,90 €", "Transportation"),
        ("parcheggio 6 €", "Transportation"), ("So I bought a new vacuum, it was $149.99.", "Shopping"),
        ("edf electric £96.40", "Other"), ("school field trip fee 15", "Other"),
    ])
    func everydayWordsOfOtherLanguagesAndHomes(_ text: String, _ category: String) throws {
        #expect(try parse(text).category == category)
    }

    // MARK: Which dollars, and counts before a price

    @Test func theDollarsNamedAfterTheAmountOrTheSign() throws {
        let canadian = try parse("Booster Juice, nine dollars Canadian.")
        #expect(canadian.money.currency.code == "CAD")
        #expect(canadian.money.decimalString == "9.00")
        #expect(!canadian.description.lowercased().contains("canadian"))
        #expect(try parse("forty dollars Australian for the taxi").money.currency.code == "AUD")
        let quebec = try parse("super c épicerie 64,20 $ CAD")
        #expect(quebec.money.currency.code == "CAD")
        #expect(quebec.money.decimalString == "64.20")
        #expect(try parse("passe mensuelle 97 $ CAD").money.currency.code == "CAD")
        // Lowercase letters after the sign are a word of the phrase, not a code.
        #expect(try parse("12 $ cad lunch").money.currency.code == "USD")
    }

    /// "kr" is Danish, Icelandic, Norwegian or Swedish: a chain found in one of those
    /// countries only says which, as a place would (BrandTable.localCurrencySource).
    @Test func aChainOfOneCountrySaysWhoseSharedUnitItIs() throws {
        let iceland = try parse("krónan 8.460 kr")
        #expect(iceland.money.currency.code == "ISK")
        #expect(iceland.money.decimalString == "8460")
        #expect(try parse("Bunnpris snacks 89 kr").money.currency.code == "NOK")
        #expect(try parse("føtex groceries 245,50 kr").money.currency.code == "DKK")
        #expect(try parse("Cargills Food City 2,450 rupees").money.currency.code == "LKR")
        // Transit operators too.
        #expect(try parse("ruter billett 44 kr").money.currency.code == "NOK")
        // No chain, no place: the unit's own currency; a place the phrase names still wins.
        #expect(try parse("snacks 89 kr").money.currency.code == "SEK")
        #expect(try parse("Bunnpris in Stockholm 89 kr").money.currency.code == "SEK")
    }

    @Test func aSmallerCountForAPriceIsNoAmount() throws {
        #expect(try parse("concert tickets 2 for 150").money.decimalString == "150.00")
        #expect(try parse("avocados 3 for $5").money.decimalString == "5.00")
        // A price for a count keeps its price.
        #expect(try parse("dinner 40 for 2 people").money.decimalString == "40.00")
        #expect(try parse("12 for lunch").money.decimalString == "12.00")
    }

    // MARK: Input no one types

    /// Fuzzed dates that once crashed the parser (a part too long for an Int left fewer
    /// parts than the shape promised): the amount is still read, and the text that is no
    /// date is no date.
    @Test(arguments: [
        "lunch 12 on 2026-11-99999999999999999999", "lunch 12 on 11/99999999999999999999",
        "lunch 12 on 99999999999999999999/11", "lunch 12 on 99999999999999999999-11-02",
        "lunch 12 on 2026-99999999999999999999-02", "lunch 12 on 2026--11", "lunch 12 on 11//2",
        "lunch 12 on 0/0", "lunch 12 on 11/99999999999999999999/2",
    ])
    func anOverlongDateIsNoDate(_ text: String) throws {
        let draft = try parse(text)
        #expect(draft.money.decimalString == "12.00")
        #expect(draft.date == today)
    }

    @Test func hugeNumbersBesideDatesAreRefusedAsAmounts() {
        #expect(error("coffee 99999999999999999999999999999999 9999-12-3199999999999999999999 9999-12-31")?.code == "bad_amount")
        #expect(error("lunch 9223372036854775807")?.code == "bad_amount")
    }
}
