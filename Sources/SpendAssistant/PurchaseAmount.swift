import SpendCore

/// Reads the price in "Can I afford a $200 purchase?" or "...two hundred dollars?".
/// The expense parser already understands symbols, currency words and spoken numbers,
/// so it does the work once the question mark (its signal for "not an expense") is gone.
/// A bare number ("can I afford 200") falls back to the first digits in the text.
enum PurchaseAmount {
    static func read(_ text: String, currency: Currency, today: Day) -> Money? {
        let statement = String(text.filter { $0 != "?" })
        if let draft = try? ExpenseParser(defaultCurrency: currency).parse(statement, today: today) {
            return draft.money
        }
        var digits = ""
        var seenDigit = false
        for character in statement {
            if character.isASCII, character.isNumber { digits.append(character); seenDigit = true }
            else if seenDigit, character == "." || character == "," { digits.append(character == "," ? "," : ".") }
            else if seenDigit { break }
        }
        while digits.last == "." || digits.last == "," { digits.removeLast() }
        let plain = digits.filter { $0 != "," }
        guard !plain.isEmpty, let money = Money(decimal: plain, currency: currency), money.minorUnits > 0 else { return nil }
        return money
    }
}
