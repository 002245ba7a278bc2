import SpendCore

/// Dates as receipts print them: 2026-11-03, 11/03/2026, 03.11.26, 3-Nov-26, Nov 3, 2026,
/// 3 NOV 2026, 03 Okt 2026, "le 5 nov. 2026". Day and month in "11/03/2026" are in the
/// order of the receipt's currency's country (month first for dollars of the US and a few
/// others, day first elsewhere) unless one of them is over 12; a dot always means day first.
/// Only real days count, none after `today` (a receipt is never from tomorrow) and none
/// more than ten years back (a store number, not a date).
enum ReceiptDate {
    struct Found {
        let day: Day
        /// The order was printed unambiguously (a month name, a year first, a day over 12).
        let certain: Bool
        /// The line also says it is the date ("DATE:", "Datum") or gives a time.
        let labelled: Bool
    }

    static func find(in line: String, monthFirst: Bool, today: Day) -> [Found] {
        let tokens = tokens(of: line)
        let labelled = line.contains(":") && line.contains(where: \.isNumber) && containsTime(line)
            || ReceiptWords.split(line).contains { ["DATE", "DATUM", "FECHA", "DATA", "LE"].contains($0) }
        var found: [Found] = []
        var i = 0
        while i < tokens.count {
            if let (day, certain, used) = read(tokens, at: i, monthFirst: monthFirst), plausible(day, today: today) {
                found.append(Found(day: day, certain: certain, labelled: labelled))
                i += used
            } else {
                i += 1
            }
        }
        return found
    }

    private enum Token: Equatable {
        case number(Int, digits: Int)
        case month(Int)
        case separator(Character)
    }

    private static func tokens(of line: String) -> [Token] {
        var tokens: [Token] = []
        var digits = ""
        var letters = ""
        func flush() {
            if !digits.isEmpty { tokens.append(.number(Int(digits) ?? -1, digits: digits.count)); digits = "" }
            if !letters.isEmpty {
                if let month = month(named: letters) { tokens.append(.month(month)) } else { tokens.append(.separator("a")) }
                letters = ""
            }
        }
        for character in undoingDigitLookalikes(line) {
            if let separator = japaneseSeparators[character] {
                flush()
                tokens.append(.separator(separator))
            } else if character.isASCII && character.isNumber {
                if !letters.isEmpty { flush() }
                digits.append(character)
            } else if character.isLetter {
                if !digits.isEmpty { flush() }
                letters.append(character)
            } else {
                flush()
                tokens.append(.separator(character))
            }
        }
        flush()
        return tokens
    }

    /// 2026年11月15日: year and month marks read as the slashes of 2026/11/15.
    private static let japaneseSeparators: [Character: Character] = ["年": "/", "月": "/", "日": " "]

    /// "O9/27/2026", "11/O3/2026": an O or l that OCR read for a digit, beside a digit and
    /// with no letter on its other side.
    private static func undoingDigitLookalikes(_ line: String) -> [Character] {
        var c = Array(line)
        for i in c.indices where digitFor[c[i]] != nil {
            let before: Character? = i > 0 ? c[i - 1] : nil
            let after: Character? = i + 1 < c.count ? c[i + 1] : nil
            let isDigit = { (x: Character?) in x?.isASCII == true && x?.isNumber == true }
            let isLetter = { (x: Character?) in x?.isLetter == true && digitFor[x!] == nil }
            if (isDigit(before) && !isLetter(after)) || (isDigit(after) && !isLetter(before)) { c[i] = digitFor[c[i]]! }
        }
        return c
    }

    private static let digitFor: [Character: Character] = ["O": "0", "o": "0", "l": "1", "I": "1"]

    /// A date starting at token `i`: its day, whether its order was certain, tokens used.
    private static func read(_ t: [Token], at i: Int, monthFirst: Bool) -> (Day, Bool, Int)? {
        func number(_ k: Int) -> (Int, Int)? {
            guard k < t.count, case .number(let value, let digits) = t[k] else { return nil }
            return (value, digits)
        }
        func month(_ k: Int) -> Int? {
            guard k < t.count, case .month(let value) = t[k] else { return nil }
            return value
        }
        func separator(_ k: Int) -> Character? {
            guard k < t.count, case .separator(let c) = t[k] else { return nil }
            return c
        }
        func year(_ value: Int, _ digits: Int) -> Int? { digits == 4 ? value : digits == 2 ? 2000 + value : nil }
        // Skips spaces, a comma or a dot after a month name ("Nov. 3, 2026").
        func skipGap(_ k: Int) -> Int {
            var k = k
            while let c = separator(k), [" ", ",", ".", "-", "/"].contains(c) { k += 1 }
            return k
        }
        // Numeric: 2026-11-03, 11/03/2026, 03.11.26.
        if let (first, firstDigits) = number(i), let sep = separator(i + 1), ["/", ".", "-"].contains(sep),
           let (second, secondDigits) = number(i + 2), separator(i + 3) == sep, let (third, thirdDigits) = number(i + 4),
           secondDigits <= 2 {
            // Not part of a longer number ("12.10.2026.5").
            if separator(i + 5) == sep, number(i + 6) != nil { return nil }
            if firstDigits == 4, thirdDigits <= 2, let day = Day(year: first, month: second, day: third) { return (day, true, 5) }
            guard firstDigits <= 2, let y = year(third, thirdDigits) else { return nil }
            let dayFirst = sep == "." || !monthFirst
            if first > 12, let day = Day(year: y, month: second, day: first) { return (day, true, 5) }
            if second > 12, let day = Day(year: y, month: first, day: second) { return (day, true, 5) }
            let (d, m) = dayFirst ? (first, second) : (second, first)
            if let day = Day(year: y, month: m, day: d) { return (day, sep == "." , 5) }
            return nil
        }
        // Month name first: "Nov 3, 2026", "November 03 2026".
        if let m = month(i) {
            let k = skipGap(i + 1)
            if let (d, dDigits) = number(k), dDigits <= 2 {
                let k2 = skipGap(k + 1)
                if let (y, yDigits) = number(k2), let fullYear = year(y, yDigits), let day = Day(year: fullYear, month: m, day: d) {
                    return (day, true, k2 - i + 1)
                }
            }
            return nil
        }
        // Day first with a month name: "3 Nov 2026", "03-NOV-26", "5 nov. 2026".
        if let (d, dDigits) = number(i), dDigits <= 2 {
            let k = skipGap(i + 1)
            guard let m = month(k) else { return nil }
            let k2 = skipGap(k + 1)
            if let (y, yDigits) = number(k2), let fullYear = year(y, yDigits), let day = Day(year: fullYear, month: m, day: d) {
                return (day, true, k2 - i + 1)
            }
        }
        return nil
    }

    private static func plausible(_ day: Day, today: Day) -> Bool {
        day <= today && day.year >= today.year - 10
    }

    private static func containsTime(_ line: String) -> Bool {
        let c = Array(line)
        for i in c.indices.dropFirst().dropLast(2) where c[i] == ":" && c[i - 1].isNumber && c[i + 1].isNumber && c[i + 2].isNumber {
            return true
        }
        return false
    }

    /// English, German, French, Spanish, Italian and Dutch month names and their printed abbreviations.
    private static func month(named word: String) -> Int? {
        let key = ReceiptWords.split(word).joined()
        guard key.count >= 3 else { return nil }
        if let exact = monthNames[key] { return exact }
        // "SEPT", "JANV", "FEBR": a longer abbreviation of a name.
        for (name, number) in monthNames where name.count > 3 && key.count >= 3 && name.hasPrefix(key) && key.count <= name.count {
            return number
        }
        return nil
    }

    private static let monthNames: [String: Int] = {
        let names: [[String]] = [
            ["JAN", "JANUARY", "JANUAR", "JANVIER", "ENERO", "ENE", "GENNAIO", "GEN", "JANUARI"],
            ["FEB", "FEBRUARY", "FEBRUAR", "FEVRIER", "FEV", "FEBRERO", "FEBBRAIO", "FEBRUARI"],
            ["MAR", "MARCH", "MAERZ", "MARS", "MARZO", "MAART", "MRZ"],
            ["APR", "APRIL", "AVRIL", "AVR", "ABRIL", "ABR", "APRILE"],
            ["MAY", "MAI", "MAYO", "MAGGIO", "MAG", "MEI"],
            ["JUN", "JUNE", "JUNI", "JUIN", "JUNIO", "GIUGNO", "GIU"],
            ["JUL", "JULY", "JULI", "JUILLET", "JUIL", "JULIO", "LUGLIO", "LUG"],
            ["AUG", "AUGUST", "AOUT", "AGOSTO", "AGO", "AUGUSTUS"],
            ["SEP", "SEPT", "SEPTEMBER", "SEPTEMBRE", "SEPTIEMBRE", "SETTEMBRE", "SET"],
            ["OCT", "OCTOBER", "OKT", "OKTOBER", "OCTOBRE", "OCTUBRE", "OTTOBRE", "OTT"],
            ["NOV", "NOVEMBER", "NOVEMBRE", "NOVIEMBRE"],
            ["DEC", "DECEMBER", "DEZ", "DEZEMBER", "DECEMBRE", "DICIEMBRE", "DIC", "DICEMBRE"],
        ]
        var table: [String: Int] = [:]
        for (index, spellings) in names.enumerated() { for spelling in spellings { table[spelling] = index + 1 } }
        return table
    }()
}
