import GRDB

extension ExpenseStore {
    /// The expense a recording was stored as, if it was: still set after the user deletes
    /// that expense, so a retried recording never brings a deleted expense back.
    public func expenseID(forRecording recordingID: String) async throws -> Int64? {
        try await pool.read { db in
            try Int64.fetchOne(db, sql: "SELECT expense_id FROM voice_recordings WHERE recording_id = ?", arguments: [recordingID])
        }
    }
}
