/// How people write and say the currencies of `Currency`'s table: signs, local
/// abbreviations, spoken names, and the country words that say whose dollar or peso.
///
/// Each table is CLDR's (`CurrencyTable`, generated) under the hand-written one here,
/// which wins: it picks the default of a word several currencies share ("rupees" are
/// India's, "riyals" Saudi) and adds what locals write that CLDR does not list ("tk").
enum CurrencyWords {
    /// Words and signs that name one currency after a number ("45 zł", "12 lei", "600 egp"
    /// is a code, see `codeAfterNumber`). A word that is also an everyday English word
    /// ("real") needs its country; "won", "dong", "ft" and "le" only count after a number,
    /// where nothing else reads so.
    static let spoken = merged(CurrencyTable.spoken + CurrencyTable.signs.filter { $0.0.count == 1 }, under: handSpoken)

    private static let handSpoken: StringTable<String> = [
        "rand": "ZAR", "reais": "BRL", "peso": "MXN", "pesos": "MXN", "franc": "CHF", "francs": "CHF",
        "krona": "SEK", "kronor": "SEK", "yuan": "CNY", "rmb": "CNY", "元": "CNY",
        "baht": "THB", "฿": "THB", "ringgit": "MYR", "rm": "MYR",
        "zł": "PLN", "zl": "PLN", "złoty": "PLN", "zloty": "PLN", "zlotys": "PLN", "złotys": "PLN", "złotych": "PLN",
        "kč": "CZK", "kc": "CZK", "koruna": "CZK", "korun": "CZK",
        "ft": "HUF", "forint": "HUF", "forints": "HUF",
        "lei": "RON", "leu": "RON", "lev": "BGN", "leva": "BGN",
        "₺": "TRY", "tl": "TRY", "lira": "TRY", "liras": "TRY", "lire": "TRY",
        "₪": "ILS", "nis": "ILS", "shekel": "ILS", "shekels": "ILS", "sheqel": "ILS", "sheqalim": "ILS",
        "dirham": "AED", "dirhams": "AED", "dhs": "AED", "riyal": "SAR", "riyals": "SAR",
        "le": "EGP", "£e": "EGP",
        "₦": "NGN", "naira": "NGN", "ksh": "KES", "shilling": "KES", "shillings": "KES",
        "₱": "PHP", "rp": "IDR", "rupiah": "IDR", "rupiahs": "IDR",
        "đ": "VND", "₫": "VND", "dong": "VND", "vnd": "VND", "won": "KRW",
        "sol": "PEN", "soles": "PEN", "ruble": "RUB", "rubles": "RUB", "rouble": "RUB", "roubles": "RUB", "₽": "RUB",
        "hryvnia": "UAH", "hryvnias": "UAH", "₴": "UAH", "kronur": "ISK", "krónur": "ISK",
        "rupee": "INR", "rupees": "INR", "rs": "INR", "руб": "RUB", "р": "RUB", "грн": "UAH",
        "tk": "BDT", "tsh": "TZS", "ush": "UGX", "dh": "MAD", "kd": "KWD", "jd": "JOD", "qr": "QAR",
        "bd": "BHD", "din": "RSD", "colon": "CRC", "colón": "CRC", "colones": "CRC", "cedis": "GHS",
        "guaraníes": "PYG", "bolívares": "VES", "kr": "SEK", "원": "KRW", "fcfa": "XOF", "cfa": "XOF",
    ]

    /// Words several currencies share, and those currencies: a place the phrase names
    /// picks among them ("224 dirhams" in Marrakech, "Rs 1,499" in Lahore). Dollars and
    /// pounds are not: unless the phrase says whose, they are the user's own currency.
    static let sharedUnits: StringTable<[String]> = {
        var table = StringTable<[String]>()
        for (unit, codes) in CurrencyTable.sharedUnits where !["dollar", "dollars", "pound", "pounds"].contains(unit) {
            table[unit] = codes.split(separator: " ").map(String.init)
        }
        for (abbreviation, unit) in [("rs", "rupees"), ("dh", "dirhams"), ("dhs", "dirhams"), ("din", "dinars"),
                                     ("jd", "dinars"), ("kd", "dinars"), ("sr", "riyals"), ("qr", "riyals")] {
            table[abbreviation] = table[unit]
        }
        table["kr"] = ["DKK", "ISK", "NOK", "SEK"]
        table["kronur"] = table["kr"]
        table["krónur"] = table["kr"]
        // What English speakers call them all, the Czech koruna too ("1,284 crowns" at Rohlík).
        table["crowns"] = ["CZK", "DKK", "ISK", "NOK", "SEK"]
        table["crown"] = table["crowns"]
        return table
    }()

    /// Abbreviations written before a number ("Rp 47.500", "RM 12", "KSh 1200", "TL 50"),
    /// read like a sign.
    static let prefixes = merged(CurrencyTable.prefixes, under: handPrefixes)

    private static let handPrefixes: StringTable<String> = [
        "rp": "IDR", "rm": "MYR", "ksh": "KES", "tl": "TRY", "dhs": "AED", "rs": "INR", "tk": "BDT",
        "tsh": "TZS", "kd": "KWD", "jd": "JOD", "qr": "QAR", "sr": "SAR", "dh": "MAD", "ft": "HUF",
        "rmb": "CNY", "zł": "PLN", "zl": "PLN", "kr": "SEK", "kč": "CZK", "lei": "RON", "fcfa": "XOF", "cfa": "XOF",
        "ush": "UGX",
    ]

    /// Signs the tokenizer keeps apart from the number they touch ("₦18,450", "59.000đ").
    static let signs = Set<Character>(["₺", "₪", "₦", "₱", "฿", "₫", "đ", "₽", "₴", "元", "원"])
        .union(CurrencyTable.signs.flatMap { sign, _ in sign.filter { $0.unicodeScalars.first!.properties.generalCategory == .currencySymbol } })

    /// Letters written against a sign that say whose it is: "NT$250", "E£40".
    static let signPrefixes = merged(CurrencyTable.signs.filter { $0.0.count > 1 }, under: handSignPrefixes)

    private static let handSignPrefixes: StringTable<String> = [
        "r$": "BRL", "s$": "SGD", "sg$": "SGD", "nz$": "NZD", "a$": "AUD", "au$": "AUD", "c$": "CAD", "ca$": "CAD",
        "hk$": "HKD", "us$": "USD", "mx$": "MXN", "nt$": "TWD", "e£": "EGP",
    ]

    /// "fifty Singapore dollars", "75 Egyptian pounds", "4,200 Chilean pesos": a country's
    /// word before a currency word names that country's currency.
    static let countries = merged(CurrencyTable.countryWords, under: handCountries)

    private static let handCountries: StringTable<String> = [
        "us": "USD", "american": "USD", "canadian": "CAD", "australian": "AUD", "aussie": "AUD",
        "new zealand": "NZD", "singapore": "SGD", "singaporean": "SGD", "hong kong": "HKD", "hk": "HKD",
        "swiss": "CHF", "mexican": "MXN", "brazilian": "BRL", "south african": "ZAR", "japanese": "JPY",
        "indian": "INR", "swedish": "SEK", "norwegian": "NOK", "danish": "DKK", "chinese": "CNY",
        "czech": "CZK", "polish": "PLN", "hungarian": "HUF", "romanian": "RON", "bulgarian": "BGN",
        "turkish": "TRY", "israeli": "ILS", "emirati": "AED", "uae": "AED", "saudi": "SAR",
        "egyptian": "EGP", "nigerian": "NGN", "kenyan": "KES", "philippine": "PHP", "filipino": "PHP",
        "malaysian": "MYR", "indonesian": "IDR", "vietnamese": "VND", "korean": "KRW", "south korean": "KRW",
        "taiwan": "TWD", "taiwanese": "TWD", "nt": "TWD", "new taiwan": "TWD", "thai": "THB",
        "argentine": "ARS", "argentinian": "ARS", "chilean": "CLP", "colombian": "COP", "peruvian": "PEN",
        "russian": "RUB", "ukrainian": "UAH", "icelandic": "ISK", "kuwaiti": "KWD", "bahraini": "BHD",
        "jordanian": "JOD", "omani": "OMR", "tunisian": "TND",
    ]

    /// Spanish, Portuguese and French put the country after the unit: "890 pesos
    /// uruguayos", "dólares canadienses"; so do English speakers saying which dollars
    /// ("nine dollars Canadian").
    static let countriesAfterTheUnit: StringTable<String> = [
        "uruguayos": "UYU", "mexicanos": "MXN", "chilenos": "CLP", "colombianos": "COP", "argentinos": "ARS",
        "dominicanos": "DOP", "cubanos": "CUP", "filipinos": "PHP", "canadienses": "CAD", "australianos": "AUD",
        "estadounidenses": "USD", "americanos": "USD", "canadiens": "CAD", "américains": "USD", "australiens": "AUD",
        "brasileiros": "BRL", "jamaicanos": "JMD",
        "canadian": "CAD", "australian": "AUD", "aussie": "AUD", "american": "USD", "kiwi": "NZD",
    ]

    /// Units `countriesAfterTheUnit` may follow.
    static let unitsBeforeTheCountry: WordSet = ["peso", "pesos", "dólar", "dólares", "dolar", "dolares", "dollar", "dollars", "reais"]

    /// Letters written right after a "$" that say whose it is: "$U 1.850", "18,45 $ CA".
    static let signSuffixes: StringTable<String> = ["u": "UYU", "ca": "CAD", "can": "CAD", "us": "USD", "ar": "ARS", "mn": "MXN"]

    /// First words of the country words of two words ("sri" of "sri lankan").
    static let twoWordCountryStarts = WordSet(countries.keys.compactMap { key in
        let words = key.split(separator: " ")
        return words.count == 2 ? String(words[0]) : nil
    })

    /// Currency words that name a currency only with a country before them.
    static let needingCountry = WordSet([
        "dollar", "dollars", "franc", "francs", "krone", "kroner", "pound", "pounds", "crown", "crowns",
        "real", "dinar", "dinars", "rial", "rials", "krona", "kronur",
    ] + CurrencyTable.unitsNeedingCountry)

    /// ISO codes that are everyday words or names ("try", "pen", "all", "Ron"): only in
    /// capitals, but for `codesAfterANumber`.
    private static let wordLikeCodes = Set(["try", "pen"] + codesAfterANumber + CurrencyTable.wordLikeCodes)

    /// Word-like codes that also count in lowercase right after a number ("180 rub").
    private static let codesAfterANumber = ["rub", "ron", "cop"]

    /// Lowercase codes accepted anywhere, before a number too ("ars 9900").
    static let codes = WordSet(Currency.minorDigitsByCode.keys.map { $0.lowercased() }.filter { !wordLikeCodes.contains($0) })

    /// Whether a lowercase word right after a number is its currency's code ("180 sar").
    static func codeAfterNumber(_ word: String) -> Bool {
        (!wordLikeCodes.contains(word) || codesAfterANumber.contains(word)) && Currency.minorDigitsByCode[word.uppercased()] != nil
    }

    /// `generated` with `hand`'s entries over it.
    private static func merged(_ generated: [(String, String)], under hand: StringTable<String>) -> StringTable<String> {
        var table = StringTable<String>()
        for (key, code) in generated { table[key] = code }
        for key in hand.keys { table[key] = hand[key] }
        return table
    }

    /// Whether lowercase letters are a currency's code or abbreviation ("rm", "usd").
    static func namesCurrency(_ letters: String) -> Bool {
        prefixes[letters] != nil || Currency(code: letters) != nil
    }
}
