import SpendCore

/// One row that is spending: the expense fields as read, before categorising.
public struct ImportRow: Hashable, Sendable {
    public let line: Int
    public let date: Day
    public let money: Money
    public let description: String
    /// The file's category word as written, and the Spend category the format's or the
    /// shared table maps it to.
    public let category: String?
    public let mappedCategory: String?
    public let merchant: String?
    public let person: String?
    /// The bank's own id for the transaction, when the file has one.
    public let transactionID: String?
}

/// Money that came in (income, refunds, credits): listed in the report, not stored as
/// spending.
public struct IncomingRow: Hashable, Sendable {
    public let line: Int
    public let date: Day
    public let money: Money
    public let description: String
}

/// A row that was not imported, and why, in words a person can act on.
public struct ImportRejection: Error, Hashable, Sendable {
    public let line: Int
    public let reason: String
}

/// A file-level problem: no header, a mapped column missing, bad CSV.
public struct ImportError: Error, Equatable, Sendable {
    public let message: String
}

/// Why a row that is not spending was left out.
public enum Exclusion: String, CaseIterable, Sendable {
    case payment, transfer, pending, zero
}
