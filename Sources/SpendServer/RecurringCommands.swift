import Foundation
import SpendBooks
import SpendCore
import SpendProtocol
import SpendStore

/// `recurring add <phrase>`, `recurring list`, `recurring edit <id> field=value ...`,
/// `recurring pause <id>`, `recurring resume <id>`, `recurring remove <id>`. The text form
/// takes the action as its first word, so the phrase needs no quotes; JSON requests
/// may give `action` and `text` apart, plus `start`.
enum RecurringCommands {
    /// Posted expenses listed in one reply; the count is always exact.
    static let replyLimit = 100
    /// How far back a start date may be.
    static let maximumDaysBack = 10 * 365

    static func recurring(_ call: Invocation) async throws -> JSONValue {
        let (action, text) = call.actionAndText
        switch action {
        case "add": return try await add(text, call)
        case "list": return try await list(call)
        case "remove", "delete": return try await remove(text, call)
        case "edit": return try await edit(text, call)
        case "pause", "resume": return try await pause(action == "pause", text, call)
        default:
            throw call.error(.badArguments, "Unknown action '\(action)': use recurring add <phrase>, list, edit <id> field=value, "
                             + "pause <id>, resume <id> or remove <id>")
        }
    }

    static let editFields = ["amount", "currency", "description", "category", "schedule", "until"]

    /// `edit <id> amount=20 category=Bills schedule="every 2 weeks on friday" until=2027-06-30`
    /// (`until=none` removes the end). Amount, currency, description and category are
    /// checked as `edit` checks an expense's.
    private static func edit(_ text: String, _ call: Invocation) async throws -> JSONValue {
        let usage = "recurring edit <id> field=value ... (fields: \(editFields.joined(separator: ", ")))"
        let words: [String]
        do { words = try ArgumentWords.split(text) } catch { throw call.error(.badArguments, error.message) }
        guard let first = words.first, let id = Int64(first) else { throw call.error(.badArguments, "Usage: " + usage) }
        var fields: [(String, JSONValue)] = []
        for word in words.dropFirst() {
            guard let eq = word.firstIndex(of: "="), eq != word.startIndex else {
                throw call.error(.badArguments, "Expected field=value, got '\(word)'. Usage: " + usage)
            }
            let key = word[..<eq].lowercased()
            guard editFields.contains(key) else { throw call.error(.badArguments, "Unknown field '\(key)'. Usage: " + usage) }
            fields.append((key, .string(String(word[word.index(after: eq)...]))))
        }
        guard !fields.isEmpty else { throw call.error(.badArguments, "Nothing to change. Usage: " + usage) }
        let store = call.daemon.store
        guard let current = try await store.recurringExpenses().first(where: { $0.id == id }) else {
            throw call.error(.notFound, "No recurring expense #\(id). See 'recurring list'")
        }
        var change = RecurringChange()
        let expenseFields = fields.filter { ["amount", "currency", "description", "category"].contains($0.0) }
        if !expenseFields.isEmpty {
            let old = current.draft
            var draft = ExpenseDraft(money: old.money, category: old.category, categoryConfidence: 1, categorySource: .user,
                                     description: old.description, merchant: nil, person: nil, date: call.today)
            try FieldChanges.apply(expenseFields, to: &draft, categories: try await store.categoryNames(), today: call.today, call: call)
            guard !draft.description.isEmpty else { throw call.error(.badArguments, "description must not be empty") }
            (change.description, change.money, change.category) = (draft.description, draft.money, draft.category)
        }
        if let schedule = fields.last(where: { $0.0 == "schedule" })?.1.stringValue {
            do { change.rule = try RecurringPhrase.schedule(schedule, start: current.draft.start) } catch {
                throw ProtocolError(code: error.code, message: error.message, id: call.request.id)
            }
        }
        if let until = fields.last(where: { $0.0 == "until" })?.1.stringValue {
            if ["none", "never"].contains(until.lowercased()) {
                change.end = .some(nil)
            } else {
                guard let day = DatePhrase.parse(until, today: call.today) else {
                    throw call.error(.badArguments, "until must be a date (YYYY-MM-DD) or none")
                }
                guard day >= current.draft.start else {
                    throw call.error(.badArguments, "until (\(day.iso)) is before the start (\(current.draft.start.iso))")
                }
                change.end = day
            }
        }
        guard let edited = try await store.editRecurring(id: id, change, today: call.daemon.today()) else {
            throw call.error(.notFound, "No recurring expense #\(id). See 'recurring list'")
        }
        try await call.daemon.postDueRecurring()
        return .object([("recurring", json(edited))])
    }

    /// A paused rule posts nothing; resumed, it posts from today on and never catches up
    /// the days it was paused.
    private static func pause(_ paused: Bool, _ text: String, _ call: Invocation) async throws -> JSONValue {
        let verb = paused ? "pause" : "resume"
        guard let id = Int64(text.trimmingCharacters(in: .whitespaces)) else {
            throw call.error(.badArguments, "recurring \(verb) needs the id that recurring list shows, e.g. recurring \(verb) 2")
        }
        guard let item = try await call.daemon.store.setRecurringPaused(id: id, paused, today: call.daemon.today()) else {
            throw call.error(.notFound, "No recurring expense #\(id). See 'recurring list'")
        }
        if !paused { try await call.daemon.postDueRecurring() }
        return .object([("recurring", json(item))])
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
        var draft: RecurringDraft
        do {
            draft = try RecurringPhrase.parse(text, start: start, parser: daemon.parser,
                                              learned: try await daemon.store.learnedPreferences())
        } catch let error as RecurringPhraseError {
            throw ProtocolError(code: error.code, message: error.message, id: call.request.id)
        }
        // "salary 3200 monthly on the 1st" comes in: posted as income, its source in `category`.
        if IncomePhrase.isIncome(text) {
            draft.isIncome = true
            draft.category = IncomePhrase.source(of: text).rawValue
        }
        guard draft.rule.next(after: nil, start: start) != nil else {
            throw call.error(.badArguments, "'\(draft.rule)' from \(start.iso) never falls due before the end of year 9999")
        }
        if let end = draft.end, draft.nextDue(lastPosted: nil, postsFrom: nil) == nil {
            throw ProtocolError(code: "bad_schedule", message: "'\(draft.rule)' from \(start.iso) never falls due by its end, \(end.iso)",
                                id: call.request.id)
        }

        let item = try await daemon.store.addRecurring(draft)
        daemon.logger.info("added recurring expense", metadata: ["id": "\(item.id)", "rule": "\(draft.rule)"])
        // A start in the past posts what has fallen due since, at once.
        let (posted, alerts) = try await daemon.postDueRecurring()
        let own = posted.filter { $0.recurringID == item.id }.map(\.expense)
        let stored = try await daemon.store.recurringExpenses().first { $0.id == item.id } ?? item
        // `posted` lists expenses; an income rule's posts are income (see `income list`), counted all the same.
        return .object([("recurring", json(stored)),
                        ("posted", .array(own.prefix(replyLimit).map(ExpenseJSON.encode))),
                        ("posted_count", .int(stored.postedCount)), ("budget_alerts", alerts)])
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
            ("kind", .string(d.isIncome ? "income" : "expense")),
            ("description", .string(d.description)),
            ("amount", .number(d.money.decimalString)),
            ("currency", .string(d.money.currency.code)),
            ("category", .string(d.category)),
            ("schedule", .string(d.rule.description)),
            ("frequency", .string(d.rule.frequency)),
            ("weekday", d.rule.weekday.map { .string(Day.weekdayNames[$0]) } ?? .null),
            ("month_day", d.rule.monthDay.map(JSONValue.int) ?? .null),
            ("month", d.rule.month.map(JSONValue.int) ?? .null),
            ("interval", .int(d.rule.interval)),
            ("start", .string(d.start.iso)),
            ("until", .optional(d.end?.iso)),
            ("paused", .bool(item.paused)),
            ("next_due", item.nextDue.map { .string($0.iso) } ?? .null),
            ("last_posted", .optional(item.lastPosted?.iso)),
            ("posted_count", .int(item.postedCount)),
            ("created_at", .string(item.createdAt)),
        ])
    }
}
