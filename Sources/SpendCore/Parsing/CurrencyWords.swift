/// How people write and say the currencies of `Currency`'s table: signs, local
/// abbreviations, spoken names, and the country words that say whose dollar or peso.
enum CurrencyWords {
    /// Words and signs that name one currency after a number ("45 zł", "12 lei", "600 egp"
    /// is a code, see `codeAfterNumber`). A word that is also an everyday English word
    /// ("real") needs its country; "won", "dong", "ft" and "le" only count after a number,
    /// where nothing else reads so.
    static let spoken: StringTable<String> = [
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
        "hryvnia": "UAH", "hryvnias": "UAH", "₴": "UAH", "kronur": "ISK",
    ]

    /// Abbreviations written before a number ("Rp 47.500", "RM 12", "KSh 1200", "TL 50"),
    /// read like a sign.
    static let prefixes: StringTable<String> = [
        "rp": "IDR", "rm": "MYR", "ksh": "KES", "tl": "TRY", "dhs": "AED",
    ]

    /// Signs the tokenizer keeps apart from the number they touch ("₦18,450", "59.000đ").
    static let signs: Set<Character> = ["₺", "₪", "₦", "₱", "฿", "₫", "đ", "₽", "₴", "元"]

    /// Letters written against a sign that say whose it is: "NT$250", "E£40".
    static let signPrefixes: StringTable<String> = [
        "r$": "BRL", "s$": "SGD", "sg$": "SGD", "nz$": "NZD", "a$": "AUD", "au$": "AUD", "c$": "CAD", "ca$": "CAD",
        "hk$": "HKD", "us$": "USD", "mx$": "MXN", "nt$": "TWD", "e£": "EGP",
    ]

    /// "fifty Singapore dollars", "75 Egyptian pounds", "4,200 Chilean pesos": a country's
    /// word before a currency word names that country's currency.
    static let countries: StringTable<String> = [
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

    static let twoWordCountryStarts: WordSet = ["new", "hong", "south"]

    /// Currency words that name a currency only with a country before them.
    static let needingCountry: WordSet = [
        "dollar", "dollars", "franc", "francs", "krone", "kroner", "pound", "pounds", "crown", "crowns",
        "real", "dinar", "dinars", "rial", "rials", "krona", "kronur",
    ]

    /// ISO codes that are everyday words or names ("try", "pen", "rub", "Ron"): only in
    /// capitals, or (all but these first two) in lowercase right after a number.
    private static let wordLikeCodes: Set<String> = ["try", "pen", "rub", "ron", "cop"]

    /// Lowercase codes accepted anywhere, before a number too ("ars 9900").
    static let codes = WordSet(Currency.minorDigitsByCode.keys.map { $0.lowercased() }.filter { !wordLikeCodes.contains($0) })

    /// Whether a lowercase word right after a number is its currency's code ("180 sar").
    static func codeAfterNumber(_ word: String) -> Bool {
        word != "try" && word != "pen" && Currency.minorDigitsByCode[word.uppercased()] != nil
    }

    /// Currencies whose cents are not used in practice, so a dot or comma before exactly
    /// three digits groups thousands: "Rp 47.500", "120.000 vnd", "187.400 cop".
    static let wholeUnitCurrencies: Set<String> = ["JPY", "KRW", "VND", "CLP", "ISK", "IDR", "COP", "HUF", "TWD", "UAH"]
}
