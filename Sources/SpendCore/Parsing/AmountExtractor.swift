/// Finds every amount in a phrase and picks the one the expense is for.
///
/// The rule from the brief: the first amount with a currency marker wins; otherwise the
/// first number that is not a quantity ("2 coffees"); otherwise the first number.
enum AmountExtractor {
    /// A decimal value as its digits ("18", "75"). Kept as text so no input, however long,
    /// can overflow while it is read; `ExpenseParser` range-checks it once, into `Money`.
    struct Value: Equatable {
        let whole: String
        let fraction: String

        init(whole: String, fraction: String = "") {
            // Digits only, so bytes will do; most numbers have no leading zero to drop.
            if whole.utf8.first != UInt8(ascii: "0"), !whole.isEmpty {
                self.whole = whole
            } else {
                let trimmed = whole.utf8.drop { $0 == UInt8(ascii: "0") }
                self.whole = trimmed.isEmpty ? "0" : String(Substring(trimmed))
            }
            self.fraction = fraction
        }

        init(_ number: Int) { self.init(whole: String(number)) }

        /// Whole and two-digit cents: "three fifty", "fifteen dollars and forty cents".
        init(whole: String, cents: Int) {
            self.init(whole: whole, fraction: cents < 10 ? "0\(cents)" : String(cents))
        }

        var isWhole: Bool { fraction.isEmpty }
        var smallInteger: Int? { isWhole && whole.count <= 4 ? Int(whole) : nil }

        /// The value times 10^places: "1.2 lakh" is 1.2 shifted by 5.
        func shiftedRight(_ places: Int) -> Value {
            let moved = fraction.padding(toLength: max(places, fraction.count), withPad: "0", startingAt: 0)
            return Value(whole: whole + moved.prefix(places), fraction: String(moved.dropFirst(places)))
        }

        /// The value divided by 10^places: "forty cents" is 40 shifted by 2.
        func shiftedLeft(_ places: Int) -> Value {
            let digits = String(repeating: "0", count: max(0, places - whole.count + 1)) + whole
            return Value(whole: String(digits.dropLast(places)), fraction: String(digits.suffix(places)) + fraction)
        }
    }

    struct Candidate {
        var value: Value
        var currency: Currency?
        var marked: Bool
        var quantity: Bool
        var range: ClosedRange<Int>
    }

    static func candidates(_ s: PhraseState, defaultCurrency: Currency) -> [Candidate] {
        var found: [Candidate] = []
        found.reserveCapacity(4)
        var i = 0
        while i < s.count {
            guard s.isFree(i) else { i += 1; continue }
            var candidate: Candidate?
            if let (currency, last) = signWithLetters(s, i), let number = readNumber(s, at: last + 1) {
                candidate = Candidate(value: number.value, currency: currency, marked: true,
                                      quantity: false, range: i...number.end)
            } else if s.tokens[i].kind == .currencySymbol || isPrefixCode(s, i),
               let number = readNumber(s, at: i + 1) {
                var currency = currencyMarker(s, i, defaultCurrency: defaultCurrency)
                var start = i
                if let prefixed = dollarPrefix(s, i) {
                    currency = prefixed
                    start = i - 1
                }
                candidate = Candidate(value: number.value, currency: currency, marked: true,
                                      quantity: false, range: start...number.end)
                // "$1,899 MXN", "$38.990 CLP": the code after says which of the currencies
                // written "$" it is.
                if let code = s.word(number.end + 1), let later = Currency(code: code),
                   CurrencyWords.codes.contains(code) || s.tokens[number.end + 1].text.isWrittenInCapitals,
                   later == currency || s.tokens[i].text == "$" && dollarSigned.contains(later.code) {
                    candidate!.currency = later
                    candidate!.range = start...(number.end + 1)
                }
            } else if let (currency, last) = prefixAbbreviation(s, i), let number = readNumber(s, at: last + 1) {
                candidate = Candidate(value: number.value, currency: currency, marked: true,
                                      quantity: false, range: i...number.end)
            } else if let number = readNumber(s, at: i) {
                candidate = suffixed(s, number, defaultCurrency: defaultCurrency)
            }
            if var candidate {
                groupThousands(s, &candidate)
                placeDecides(s, &candidate)
                found.append(candidate)
                i = candidate.range.upperBound + 1
            } else {
                i += 1
            }
        }
        return found
    }

    /// "$U 1.850": a "$" with the letters that say whose, and the index of the letters.
    private static func signWithLetters(_ s: PhraseState, _ i: Int) -> (Currency, Int)? {
        guard s.tokens[i].kind == .currencySymbol, s.tokens[i].text == "$", s.isFree(i + 1), !s.tokens[i + 1].spaceBefore,
              s.tokens[i + 1].isWord, s.tokens[i + 1].isCapitalized,
              let code = CurrencyWords.signSuffixes[s.tokens[i + 1].normalized] else { return nil }
        return Currency(code: code).map { ($0, i + 1) }
    }

    /// The currency a word after the unit names ("pesos uruguayos"; "$ CA" in capitals)
    /// and that word's index.
    private static func countryAfterTheUnit(_ s: PhraseState, _ unit: Int) -> (Currency, Int)? {
        guard s.isFree(unit), s.isFree(unit + 1), s.tokens[unit + 1].isWord else { return nil }
        let word = s.tokens[unit + 1].normalized
        if s.tokens[unit].text == "$", s.tokens[unit + 1].text.isWrittenInCapitals {
            if let code = CurrencyWords.signSuffixes[word] { return Currency(code: code).map { ($0, unit + 1) } }
            // "97 $ CAD", "64,20 $ CAD": a dollar's or peso's code after its sign.
            let code = word.uppercased()
            if code.utf8.count == 3, dollarSigned.contains(code) { return Currency(code: code).map { ($0, unit + 1) } }
        }
        guard let unitWord = s.word(unit), CurrencyWords.unitsBeforeTheCountry.contains(unitWord),
              let code = CurrencyWords.countriesAfterTheUnit[word] else { return nil }
        return Currency(code: code).map { ($0, unit + 1) }
    }

    /// The currencies written with a bare "$": the dollars and the pesos.
    private static let dollarSigned = Set(CurrencyTable.sharedUnits.filter { $0.0 == "dollars" || $0.0 == "pesos" }
        .flatMap { $0.1.split(separator: " ").map(String.init) })

    /// A number followed by its currency ("45 dollars", "12€", "forty cents"), or bare.
    private static func suffixed(_ s: PhraseState, _ number: (value: Value, start: Int, end: Int),
                                 defaultCurrency: Currency) -> Candidate {
        let next = number.end + 1
        if let word = s.word(next), centWords.contains(word), word != "p" || !s.tokens[next].spaceBefore {
            let currency = word == "pence" || word == "p" ? Currency(code: "GBP")! : defaultCurrency
            return Candidate(value: number.value.shiftedLeft(currency.minorDigits), currency: currency, marked: true, quantity: false,
                             range: number.start...next)
        }
        // "12 $3.50": a symbol followed by a number marks that number, not this one.
        let symbolStartsNext = s.isFree(next) && s.tokens[next].kind == .currencySymbol && readNumber(s, at: next + 1) != nil
        let qualified = qualifiedCurrency(s, next)
        if !symbolStartsNext, var currency = qualified?.currency ?? currencyMarker(s, next, defaultCurrency: defaultCurrency, afterNumber: true) {
            var unitEnd = qualified?.end ?? next
            // "890 pesos uruguayos", "18,45 $ CA": whose currency, said after it.
            if qualified == nil, let (named, last) = countryAfterTheUnit(s, next) {
                currency = named
                unitEnd = last
            }
            var candidate = Candidate(value: number.value, currency: currency, marked: true, quantity: false,
                                      range: number.start...unitEnd)
            // "fifteen dollars and forty cents", "five dollars fifty", "2 dollars 50".
            var j = unitEnd + 1
            if s.word(j) == "and" { j += 1 }
            if currency.minorDigits == 2, number.value.isWhole, let cents = readNumber(s, at: j),
               let centsValue = cents.value.smallInteger, (1...99).contains(centsValue) {
                let after = s.word(cents.end + 1)
                if after == "cents" || after == "cent" || after == "pence" || after == nil
                    || Lexicon.functionWords.contains(after!) {
                    candidate.value = Value(whole: number.value.whole, cents: centsValue)
                    let hasUnit = after == "cents" || after == "cent" || after == "pence"
                    candidate.range = number.start...(cents.end + (hasUnit ? 1 : 0))
                }
            }
            return candidate
        }
        let follower = s.isFree(next) && s.tokens[next].isWord ? s.tokens[next].normalized : nil
        // "2 coffees" counts coffees; "12.50 lunch" and "seven fifty parking" are prices.
        let quantity = number.value.isWhole
            && (follower.map { !Lexicon.functionWords.contains($0) && !NumberWords.isNumberPiece($0) } ?? false
                || follower == "for" && isCountForAPrice(s, number.start, next + 1))
        return Candidate(value: number.value, currency: nil, marked: false, quantity: quantity,
                         range: number.start...number.end)
    }

    /// "tickets 2 for 150", "3 for $10": a smaller whole number, "for", then the price.
    /// "40 for 2 people" is a price for a count.
    private static func isCountForAPrice(_ s: PhraseState, _ count: Int, _ price: Int) -> Bool {
        let priceAt = s.isFree(price) && s.tokens[price].kind == .currencySymbol ? price + 1 : price
        guard s.isFreeNumber(priceAt), s.tokens[priceAt].kind == .number,
              let counted = Double(s.tokens[count].normalized), let paid = Double(s.tokens[priceAt].normalized)
        else { return false }
        return counted < paid
    }

    /// Words that make the number before them cents (a set: most words are ruled out
    /// without a string comparison, which is slow when it fails).
    private static let centWords: WordSet = ["cents", "cent", "pence", "p"]

    /// "USD 25", "EUR 12.50": a code in front of the number.
    private static func isPrefixCode(_ s: PhraseState, _ i: Int) -> Bool {
        // Asked of every word: its length rules most out before the word is fetched.
        guard i < s.count, hasThreeCharacters(s.tokens[i].text), let word = s.word(i) else { return false }
        return (CurrencyWords.codes.contains(word) || s.tokens[i].text.isWrittenInCapitals) && Currency(code: word) != nil
    }

    /// `text.count == 3`, without counting Characters when the text is ASCII (a currency
    /// code's length is asked of every word).
    private static func hasThreeCharacters(_ text: String) -> Bool {
        let bytes = text.utf8.count
        if bytes < 3 { return false }
        // Three bytes are three Characters only when ASCII; more than three ASCII bytes are
        // more than three Characters, so only other text needs counting.
        if bytes == 3 { return text.isASCII }
        return !text.isASCII && text.count == 3
    }

    /// An abbreviation before a number: the Swiss franc's "Fr. 19.95", "SFr 8", the
    /// sol's "S/ 36", and `CurrencyWords.prefixes` ("Rp 47.500", "RM 12"). The currency
    /// and the index of the abbreviation's last token.
    private static func prefixAbbreviation(_ s: PhraseState, _ i: Int) -> (Currency, Int)? {
        guard i < s.count, abbreviations.mayContain(s.tokens[i].normalized), let word = s.word(i) else { return nil }
        // Compared only when short enough to be one: a string comparison that fails is slow.
        if word.utf8.count <= 3 {
            let next = s.isFree(i + 1) && !s.tokens[i + 1].spaceBefore ? s.tokens[i + 1].text : nil
            if word == "fr" || word == "sfr" {
                return (Currency(code: "CHF")!, next == "." ? i + 1 : i)
            }
            if word == "s", next == "/" { return (Currency(code: "PEN")!, i + 1) }
        }
        // "Rs. 2,340": the abbreviation's own period.
        let end = s.isFree(i + 1) && !s.tokens[i + 1].spaceBefore && s.tokens[i + 1].text == "." ? i + 1 : i
        return CurrencyWords.prefixes[word].flatMap(Currency.init(code:)).map { ($0, end) }
    }

    /// Every word `prefixAbbreviation` reads, so most words are ruled out without a lookup.
    private static let abbreviations = WordSet(["fr", "sfr", "s"] + CurrencyWords.prefixes.keys)

    /// "Rp 47.500", "₡18.450", "2.340 din": a dot before exactly three digits groups
    /// thousands (the tokenizer read it as a decimal point) for a currency that has no
    /// third decimal digit; "KD 12.750" keeps its fils.
    private static func groupThousands(_ s: PhraseState, _ candidate: inout Candidate) {
        guard let currency = candidate.currency, currency.minorDigits < 3,
              candidate.value.fraction.utf8.count == 3,
              candidate.range.contains(where: { s.tokens[$0].kind == .number && s.tokens[$0].text.contains(".") })
        else { return }
        candidate.value = Value(whole: candidate.value.whole + candidate.value.fraction)
    }

    /// "224 dirhams" in a phrase that names Marrakech are Moroccan: a word several
    /// currencies share (`CurrencyWords.sharedUnits`) takes the currency of a country or
    /// city the phrase names (`PlaceTable`), when that is one of them.
    /// A word no currency claims alone ("4 dinars") counts once a place says whose it is.
    private static func placeDecides(_ s: PhraseState, _ candidate: inout Candidate) {
        // "314 Mexican pesos" at a chain named for a Philippine town: the phrase said whose.
        if candidate.range.contains(where: { index in
            s.word(index).map { CurrencyWords.countries[$0] != nil || CurrencyWords.twoWordCountryStarts.contains($0) } == true
        }) { return }
        let unit = candidate.currency == nil ? candidate.range.upperBound + 1 : nil
        let words = unit.map { $0...$0 } ?? candidate.range
        guard let codes = words.lazy.compactMap({ s.word($0).flatMap { sharedUnitWords.mayContain($0) ? CurrencyWords.sharedUnits[$0] : nil } }).first
        else { return }
        func choose(_ code: String?) -> Bool {
            guard let code, codes.contains(code), let currency = Currency(code: code) else { return false }
            candidate.currency = currency
            if let unit {
                candidate.marked = true
                candidate.quantity = false
                candidate.range = candidate.range.lowerBound...unit
            }
            return true
        }
        for i in 0..<s.count where s.isFree(i) && s.tokens[i].isWord && !candidate.range.contains(i) {
            let key = s.tokens[i].key
            var code = places[key]
            if i + 1 < s.count, s.tokens[i + 1].isWord, let two = places[key + " " + s.tokens[i + 1].key] { code = two }
            if choose(code) { return }
        }
        // "ruter billett 44 kr": a chain of one country says whose, when no place does.
        let brandWords = BrandWords(s)
        for position in brandWords.keys.indices
        where !brandWords.keys[position].isEmpty && !candidate.range.contains(brandWords.tokens[position]) {
            guard let match = BrandTable.index.aliases.match(brandWords.keys, at: position) else { continue }
            if choose(BrandTable.index.brands[Int(match.value.brand)].localCurrency) { return }
        }
    }

    private static let sharedUnitWords = WordSet(CurrencyWords.sharedUnits.keys)

    private static let places: StringTable<String> = {
        var table = StringTable<String>()
        for (key, code) in PlaceTable.currencies { table[key] = code }
        return table
    }()

    /// "R$ 45", "S$4.50", "NZ$12", "E£40": letters written against a sign that name whose
    /// dollar (or pound, or real) it is; the tokenizer leaves them as a word before the symbol.
    private static func dollarPrefix(_ s: PhraseState, _ i: Int) -> Currency? {
        guard !s.tokens[i].spaceBefore, let prefix = s.word(i - 1),
              let code = CurrencyWords.signPrefixes[prefix + s.tokens[i].text] else { return nil }
        return Currency(code: code)
    }

    /// "fifty Singapore dollars", "75 Egyptian pounds": a country's word before a currency
    /// word names that country's currency. Returns it and the index of the currency word.
    private static func qualifiedCurrency(_ s: PhraseState, _ i: Int) -> (currency: Currency, end: Int)? {
        guard var country = s.word(i) else { return nil }
        var unit = i + 1
        if CurrencyWords.twoWordCountryStarts.contains(country), let second = s.word(i + 1),
           CurrencyWords.countries[country + " " + second] != nil {
            country += " " + second
            unit = i + 2
        }
        guard let code = CurrencyWords.countries[country], let word = s.word(unit),
              CurrencyWords.needingCountry.contains(word) || CurrencyWords.spoken[word] != nil else { return nil }
        return Currency(code: code).map { ($0, unit) }
    }

    /// The currency a symbol, word or code at index i names, or nil.
    /// After a number, any lowercase code of the table counts but "try" and "pen" ("180 sar").
    static func currencyMarker(_ s: PhraseState, _ i: Int, defaultCurrency: Currency, afterNumber: Bool = false) -> Currency? {
        guard s.isFree(i) else { return nil }
        let token = s.tokens[i]
        // Most words are ruled out by length and first letter, not compared with each name.
        if currencyNames.mayContain(token.normalized) {
            let dollar = defaultCurrency.symbol == "$" ? defaultCurrency : .usd
            switch token.normalized {
            case "$", "dollar", "dollars", "buck", "bucks": return dollar
            case "€", "euro", "euros": return Currency(code: "EUR")
            case "£", "pound", "pounds", "quid", "sterling": return Currency(code: "GBP")
            case "¥", "yen", "円": return Currency(code: "JPY")
            case "₹", "rupee", "rupees": return Currency(code: "INR")
            case "₩": return Currency(code: "KRW")
            // "R245.80": the rand's sign, which the tokenizer only makes a symbol before digits.
            case "r" where token.kind == .currencySymbol: return Currency(code: "ZAR")
            case "q" where token.kind == .currencySymbol: return Currency(code: "GTQ")
            default:
                if let code = CurrencyWords.spoken[token.normalized] { return Currency(code: code) }
            }
        }
        guard token.isWord, hasThreeCharacters(token.text),
              CurrencyWords.codes.contains(token.normalized) || token.text.isWrittenInCapitals
                || afterNumber && CurrencyWords.codeAfterNumber(token.normalized)
        else { return nil }
        return Currency(code: token.normalized)
    }

    /// The symbols and words `currencyMarker` names a currency by, besides codes.
    private static let currencyNames = WordSet([
        "$", "dollar", "dollars", "buck", "bucks", "€", "euro", "euros", "£", "pound", "pounds", "quid", "sterling",
        "¥", "yen", "円", "₹", "rupee", "rupees", "₩", "r", "q",
    ] + CurrencyWords.spoken.keys)

    /// Reads digits, or spelled-out words, starting at index i.
    static func readNumber(_ s: PhraseState, at i: Int) -> (value: Value, start: Int, end: Int)? {
        guard s.isFreeNumber(i) else { return nil }
        // The token's fields, not a copy of it: this runs for every word of a phrase.
        switch s.tokens[i].kind {
        case .number:
            let read = spaceGrouped(s, at: i) ?? (decimal(s.tokens[i].normalized), i, i)
            // "₹1.2 lakh", "3 crore", "2.5 million": a scale word after the digits.
            if let scale = s.word(read.end + 1).flatMap({ scaleWords[$0] }) {
                return (read.value.shiftedRight(scale), read.start, read.end + 1)
            }
            return read
        case .word: break
        default: return nil
        }
        let word = s.tokens[i].normalized
        // Compared by length first: a string comparison that fails is slow.
        let isArticle = word.utf8.count <= 2 && (word == "a" || word == "an")
        // "a buck fifty", "a dollar".
        if isArticle, let next = s.word(i + 1), ["buck", "dollar", "euro", "pound", "quid"].contains(next) {
            return (Value(1), i, i)
        }
        // Most words are no number: one lookup, no pieces gathered.
        if NumberWords.values[word] == nil, !isArticle, !word.containsByte(UInt8(ascii: "-")) { return nil }
        // Gather the following words, split at hyphens, remembering each piece's token.
        var pieces: [String] = []
        var owner: [Int] = []
        var j = i
        while let word = s.word(j), pieces.count < 16 {
            let split = NumberWords.pieces(word)
            guard split.allSatisfy({ NumberWords.values[$0] != nil || joiningWords.contains($0) })
            else { break }
            pieces += split
            for _ in split { owner.append(j) }
            j += 1
        }
        guard let (whole, used) = NumberWords.read(pieces) else { return nil }
        var value = Value(whole)
        var consumed = used
        if consumed < pieces.count, pieces[consumed] == "point" {
            // "twelve point five", "twelve point fifty".
            var digits = ""
            var k = consumed + 1
            if k < pieces.count, NumberWords.startsTwoDigitNumber(pieces[k]),
               let (two, n) = NumberWords.read(Array(pieces[k...])), two < 100 {
                digits = String(two); k += n
            } else {
                while k < pieces.count, let (d, kind) = NumberWords.values[pieces[k]], kind == .unit {
                    digits += String(d); k += 1
                }
            }
            if !digits.isEmpty {
                value = Value(whole: String(whole), fraction: digits)
                consumed = k
            }
        } else if consumed < pieces.count, whole < 1000,
                  !["hundred", "thousand", "million"].contains(pieces[consumed - 1]) {
            // The spoken price form: "three fifty", "nineteen ninety nine", "five oh five".
            let rest = Array(pieces[consumed...])
            if NumberWords.startsTwoDigitNumber(rest[0]), let (cents, n) = NumberWords.read(rest), cents < 100 {
                value = Value(whole: String(whole), cents: cents)
                consumed += n
            } else if rest[0] == "oh", rest.count > 1, let (d, kind) = NumberWords.values[rest[1]], kind == .unit {
                value = Value(whole: String(whole), cents: d)
                consumed += 2
            }
        }
        return (value, i, owner[consumed - 1])
    }

    /// "1 245,60 ₽", "₴1 500", "38 900 tenge": digits grouped by spaces, as much of the world
    /// writes thousands. Only beside a currency mark, so "2 100" alone stays two numbers.
    private static func spaceGrouped(_ s: PhraseState, at i: Int) -> (value: Value, start: Int, end: Int)? {
        let head = s.tokens[i].normalized
        guard head.utf8.count <= 3, !head.containsByte(UInt8(ascii: ".")) else { return nil }
        var whole = head
        var fraction = ""
        var end = i
        while s.isFreeNumber(end + 1), s.tokens[end + 1].kind == .number, s.tokens[end + 1].spaceBefore, fraction.isEmpty {
            // The group's own digits: "000" is a group, though its value is 0.
            let digits = s.tokens[end + 1].normalized.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            guard digits[0].utf8.count == 3 else { break }
            whole += digits[0]
            fraction = digits.count > 1 ? String(digits[1]) : ""
            end += 1
        }
        guard end > i else { return nil }
        let markedBefore = i > 0 && (s.tokens[i - 1].kind == .currencySymbol || isPrefixCode(s, i - 1)
                                     || prefixAbbreviation(s, i - 1) != nil)
        guard markedBefore || currencyMarker(s, end + 1, defaultCurrency: .usd, afterNumber: true) != nil else { return nil }
        return (Value(whole: whole, fraction: fraction), i, end)
    }

    /// Words a spelled-out number may hold besides number words: "a hundred and twenty", "twelve point five".
    private static let joiningWords: WordSet = ["a", "an", "and", "point"]

    /// Words that scale the digits before them, as powers of ten: South Asia counts in
    /// lakhs (100,000) and crores (10,000,000).
    private static let scaleWords: StringTable<Int> = ["lakh": 5, "lakhs": 5, "lac": 5, "lacs": 5, "crore": 7, "crores": 7,
                                                       "thousand": 3, "million": 6, "millions": 6]

    /// "12.50" as its digits; a number token is ASCII digits and at most one ".".
    static func decimal(_ text: String) -> Value {
        guard let dot = text.utf8.firstIndex(of: UInt8(ascii: ".")) else { return Value(whole: text) }
        return Value(whole: String(text[..<dot]), fraction: String(text[text.utf8.index(after: dot)...]))
    }
}

