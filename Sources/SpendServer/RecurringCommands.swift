import Foundation
import SpendBooks
import SpendCore
import SpendProtocol
import SpendStore

/// `recurring add <phrase>`, `recurring list`, `recurring remove <id>`. The text form
/// takes the action as its first word, so the phrase needs no quotes; JSON requests
/// may give `action` and `text` apart, plus `start`.
enum RecurringCommands {
    /// Posted expenses listed in one reply; the count is always exact.
    static let replyLimit = 100
    /// How far back a start date may be.
    static let maximumDaysBack = 10 * 365

    static func recurring(_ call: Invocation) async throws -> JSONValue {
        var text = call.arguments.string("text") ?? ""
        var action = call.arguments.string("action")?.lowercased()
        if action == nil {
            let words = text.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
            action = words.first.map { $0.lowercased() } ?? "list"
            text = words.count > 1 ? String(words[1]) : ""
        }
        switch action! {
        case "add": return try await add(text, call)
        case "list": return try await list(call)
        case "remove", "delete": return try await remove(text, call)
        default:
            throw call.error(.badArguments, "Unknown action '\(action!)': use recurring add <phrase>, recurring list or recurring remove <id>")
        }
    }

    private static func add(_ text: String, _ call: Invocation) async throws -> JSONValue {
        let daemon = call.daemon
        guard !text.isEmpty else {
            throw call.error(.badArguments, "recurring add needs a phrase, like: recurring add Netflix 15.49 monthly on the 3rd")
        }
        let start = call.arguments.day("start") ?? call.today
        // Years of daily posts in one reply would be a typo's doing, not a subscription's.
        // Checked against the day posting runs to (the daemon's), not the request's `today`:
        // a request dated year 2 must not post 740,000 expenses up to now.
        guard start >= daemon.today().adding(days: -maximumDaysBack), start >= call.today.adding(days: -maximumDaysBack) else {
            throw call.error(.badArguments, "start may be at most \(maximumDaysBack / 365) years back")
        }
        let draft: RecurringDraft
        do {
            draft = try RecurringPhrase.parse(text, start: start, parser: daemon.parser,
                                              learned: try await daemon.store.learnedPreferences())
        } catch let error as RecurringPhraseError {
            throw ProtocolError(code: error.code, message: error.message, id: call.request.id)
        }
        guard draft.rule.next(after: nil, start: start) != nil else {
            throw call.error(.badArguments, "'\(draft.rule)' from \(start.iso) never falls due before the end of year 9999")
        }
        let item = try await daemon.store.addRecurring(draft)
        daemon.logger.info("added recurring expense", metadata: ["id": "\(item.id)", "rule": "\(draft.rule)"])
        // A start in the past posts what has fallen due since, at once.
        let (posted, alerts) = try await daemon.postDueRecurring()
        let own = posted.filter { $0.recurringID == item.id }.map(\.expense)
        return .object([("recurring", try await json(daemon.store.recurringExpenses().first { $0.id == item.id } ?? item)),
                        ("posted", .array(own.prefix(replyLimit).map(ExpenseJSON.encode))),
                        ("posted_count", .int(own.count)), ("budget_alerts", alerts)])
    }

    private static func list(_ call: Invocation) async throws -> JSONValue {
        let items = try await call.daemon.store.recurringExpenses()
        return .object([("recurring", .array(items.map(json))), ("count", .int(items.count))])
    }

    private static func remove(_ text: String, _ call: Invocation) async throws -> JSONValue {
        guard let id = Int64(text.trimmingCharacters(in: .whitespaces)) else {
            throw call.error(.badArguments, "recurring remove needs the id that recurring list shows, e.g. recurring remove 2")
        }
        guard let item = try await call.daemon.store.removeRecurring(id: id) else {
            throw call.error(.notFound, "No recurring expense #\(id). See 'recurring list'")
        }
        return .object([("recurring", json(item)), ("removed", .bool(true))])
    }

    static func json(_ item: RecurringExpense) -> JSONValue {
        let d = item.draft
        return .object([
            ("id", .int(item.id)),
            ("description", .string(d.description)),
            ("amount", .number(d.money.decimalString)),
            ("currency", .string(d.money.currency.code)),
            ("category", .string(d.category)),
            ("schedule", .string(d.rule.description)),
            ("frequency", .string(d.rule.frequency)),
            ("weekday", d.rule.weekday.map { .string(Day.weekdayNames[$0]) } ?? .null),
            ("month_day", d.rule.monthDay.map(JSONValue.int) ?? .null),
            ("month", d.rule.month.map(JSONValue.int) ?? .null),
            ("start", .string(d.start.iso)),
            ("next_due", item.nextDue.map { .string($0.iso) } ?? .null),
            ("last_posted", .optional(item.lastPosted?.iso)),
            ("posted_count", .int(item.postedCount)),
            ("created_at", .string(item.createdAt)),
        ])
    }
}
