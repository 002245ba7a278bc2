/// "-$20 refund", "refund from Amazon $20", "returned the shoes 45": money given back for
/// something bought. Stored as a credit, a negative expense in the thing's category, so
/// it takes money off that category's spending and budget rather than adding to it.
public enum RefundPhrase {
    static let cues: WordSet = ["refund", "refunds", "refunded", "returned", "chargeback", "cashback",
                                    "reimbursed", "reimbursement", "credited", "rebate"]

    public static func isRefund(_ text: String) -> Bool {
        let trimmed = text.drop { $0 == " " }
        // A minus before the amount: "-$20 refund", "-20 lunch".
        if trimmed.hasPrefix("-"), trimmed.dropFirst().first.map({ $0.isNumber || "$€£¥".contains($0) }) == true { return true }
        var text = text
        if let ascii = text.withUTF8({ bytes in bytes.allSatisfy { $0 < 0x80 } ? containsCue(bytes) : nil }) { return ascii }
        return text.lowercased().split { !$0.isLetter }.contains { cues.contains(String($0)) }
    }

    /// The same word test on ASCII bytes, without making a string of every word: every
    /// `parse` and `add` asks, and the `Character` split cost more than the parse.
    private static func containsCue(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        for end in 0...bytes.count {
            let isLetter = end < bytes.count && (bytes[end] | 0x20) >= UInt8(ascii: "a") && (bytes[end] | 0x20) <= UInt8(ascii: "z")
            if isLetter { continue }
            if end - start >= 6, cues.contains(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self).lowercased()) {
                return true
            }
            start = end + 1
        }
        return false
    }

    /// The draft as a credit: the same amount, taken off.
    public static func credit(_ draft: ExpenseDraft) -> ExpenseDraft {
        var credit = draft
        credit.money = Money(minorUnits: -abs(draft.money.minorUnits), currency: draft.money.currency)
        return credit
    }
}
