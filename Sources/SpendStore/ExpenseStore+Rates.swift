import GRDB
import SpendCore

extension ExpenseStore {
    /// Sets (or replaces) the rate for one currency against `rate.base`.
    public func setRate(_ rate: ExchangeRate) async throws {
        try await pool.write { db in
            try db.execute(sql: """
                INSERT INTO exchange_rates (currency, base, rate, updated_at) VALUES (?, ?, ?, ?)
                ON CONFLICT (currency) DO UPDATE SET base = excluded.base, rate = excluded.rate, updated_at = excluded.updated_at
                """, arguments: [rate.currency.code, rate.base.code, rate.text, Self.timestamp()])
        }
    }

    /// Returns whether a rate was there to remove.
    public func removeRate(currency: Currency) async throws -> Bool {
        try await pool.write { db in
            try db.execute(sql: "DELETE FROM exchange_rates WHERE currency = ?", arguments: [currency.code])
            return db.changesCount > 0
        }
    }

    /// Every stored rate with when it was set, by currency code.
    public func rates() async throws -> [(rate: ExchangeRate, updatedAt: String)] {
        try await pool.read { db in
            try Row.fetchAll(db, sql: "SELECT currency, base, rate, updated_at FROM exchange_rates ORDER BY currency").compactMap { row in
                guard let currency = Currency(code: row["currency"]), let base = Currency(code: row["base"]),
                      let rate = try? ExchangeRate(currency: currency, base: base, text: row["rate"]) else { return nil }
                return (rate, row["updated_at"])
            }
        }
    }
}
