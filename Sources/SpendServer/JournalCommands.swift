import SpendCore
import SpendProtocol
import SpendStore

/// `undo`, `redo` and `history` over the store's action journal. The daemon is per user,
/// so the journal is too: `undo` takes back the user's last action from any connection.
enum JournalCommands {
    static func undo(_ call: Invocation) async throws -> JSONValue {
        try await replay(call) { try await $0.undoLastAction() }
    }

    static func redo(_ call: Invocation) async throws -> JSONValue {
        try await replay(call) { try await $0.redoLastUndone() }
    }

    static func history(_ call: Invocation) async throws -> JSONValue {
        let limit = call.arguments.integer("limit") ?? 20
        guard (1...Int64(ExpenseStore.journalLimit)).contains(limit) else {
            throw call.error(.badArguments, "limit must be between 1 and \(ExpenseStore.journalLimit)")
        }
        let entries = try await call.daemon.store.history(limit: Int(limit))
        return .object([("actions", .array(entries.map(json)))])
    }

    /// Runs an undo or redo, then tells subscribers about each expense it changed and
    /// rebuilds the parser when categories changed.
    private static func replay(_ call: Invocation, _ body: (ExpenseStore) async throws -> ExpenseStore.JournalReplay) async throws
        -> JSONValue {
        let replay: ExpenseStore.JournalReplay
        do {
            replay = try await body(call.daemon.store)
        } catch let error as JournalError {
            switch error {
            case .nothingToUndo: throw call.error(.nothingToUndo, error.description)
            case .nothingToRedo: throw call.error(.nothingToRedo, error.description)
            case .changedSince: throw call.error(.changedSince, error.description)
            }
        }
        for change in replay.expenses {
            let (event, expense): (ExpenseEvent, Expense?) = switch (change.before, change.after) {
            case (nil, let added?): (.added, added)
            case (let removed?, nil): (.deleted, removed)
            default: (.edited, change.after)
            }
            if let expense {
                call.daemon.hub.publish(ResponseLine.push(event.rawValue, [("expense", ExpenseJSON.encode(expense))]))
            }
        }
        if replay.touchesCategories { try await call.daemon.reloadCategories() }
        call.daemon.logger.info(replay.entry.undone ? "undid an action" : "redid an action",
                                metadata: ["kind": "\(replay.entry.kind.rawValue)", "uid": "\(replay.entry.uid)"])
        return .object([("action", json(replay.entry)), ("expenses_changed", .int(replay.expenses.count))])
    }

    static func json(_ entry: JournalEntry) -> JSONValue {
        .object([("uid", .string(entry.uid)), ("kind", .string(entry.kind.rawValue)), ("summary", .string(entry.summary)),
                 ("recorded_at", .string(entry.recordedAt)), ("undone", .bool(entry.undone))])
    }
}
