import SpendCore
import SpendProtocol
import SpendStore

/// Category management: create, rename, recolour and delete custom categories, and
/// the category list with its insights. Every change reloads the daemon's parser, so the
/// next phrase already knows the new name and keywords.
enum CategoryCommands {
    static let actions = ["add", "rename", "recolor", "delete"]

    static func category(_ call: Invocation) async throws -> JSONValue {
        let args = call.arguments
        let action = args.string("action")!.lowercased()
        let name = args.string("name")!
        let store = call.daemon.store
        let reply: JSONValue
        do {
            switch action {
            case "add", "create":
                try refuse(["value", "confirm"], for: "add", call)
                let customCount = try await store.customCategories().count
                let color = try args.string("color").map(CategoryColor.normalize)
                    ?? CategoryColor.palette[customCount % CategoryColor.palette.count]
                let keywords = try args.string("keywords").map(CategoryKeywords.parse) ?? []
                let created = try await store.createCategory(name: name, color: color, keywords: keywords)
                reply = .object([("category", json(created))])
            case "rename":
                try refuse(["color", "keywords", "confirm"], for: "rename", call)
                guard let newName = args.string("value") else {
                    throw call.error(.badArguments, "rename needs the new name: category rename <name> <new name>")
                }
                let renamed = try await store.renameCategory(name, to: newName)
                reply = .object([("category", json(renamed.new)), ("previous_name", .string(renamed.old)),
                                 ("moved_expenses", .int(renamed.movedExpenses))])
            case "recolor", "recolour":
                try refuse(["keywords", "confirm"], for: "recolor", call)
                guard let text = args.string("value") ?? args.string("color") else {
                    throw call.error(.badArguments, "recolor needs a colour: category recolor <name> #RRGGBB")
                }
                reply = .object([("category", json(try await store.recolorCategory(name, color: try CategoryColor.normalize(text))))])
            case "delete", "remove":
                try refuse(["value", "color", "keywords"], for: "delete", call)
                guard args.flag("confirm") == true else {
                    throw ProtocolError(code: "confirmation_required",
                                        message: "Deleting '\(name)' moves its expenses to Other and removes its budget and learned corrections. Send confirm=yes to delete",
                                        id: call.request.id)
                }
                let removed = try await store.deleteCategory(name)
                reply = .object([("deleted", .string(removed.name)), ("moved_to", .string(DefaultCategory.other.rawValue)),
                                 ("moved_expenses", .int(removed.movedExpenses)),
                                 ("removed_corrections", .int(removed.removedCorrections)),
                                 ("removed_budget", .bool(removed.removedBudget))])
            default:
                throw call.error(.badArguments, "Unknown action '\(action)': use \(actions.joined(separator: ", "))")
            }
        } catch let error as CategoryRuleError {
            throw ruleError(error, call)
        }
        try await call.daemon.reloadCategories()
        return reply
    }

    /// `categories`: every category with colour, keywords, total and count in the
    /// configured currency, sorted on request, with the insights when asked for.
    static func list(_ call: Invocation) async throws -> JSONValue {
        let store = call.daemon.store
        let currency = call.daemon.config.currency
        var stats = try await store.categories()
        func total(_ stat: CategoryStat) -> Int64 { stat.totals.first { $0.currency == currency.code }?.total ?? 0 }
        func count(_ stat: CategoryStat) -> Int { stat.totals.first { $0.currency == currency.code }?.count ?? 0 }
        switch call.arguments.string("sort")?.lowercased() {
        case nil: break
        case "spending", "total", "amount": stats.sort { (total($0), $1.name) > (total($1), $0.name) }
        case "count": stats.sort { (count($0), $1.name) > (count($1), $0.name) }
        case "name", "alpha", "alphabetical": stats.sort { $0.name.lowercased() < $1.name.lowercased() }
        case let other?: throw call.error(.badArguments, "Unknown sort '\(other)': use spending, count or name")
        }
        let keywords = Dictionary(try await store.categoryDefinitions().map { ($0.name, $0.keywords) },
                                  uniquingKeysWith: { first, _ in first })
        var body: [(String, JSONValue)] = [
            ("currency", .string(currency.code)),
            ("categories", .array(stats.map { stat in
                .object([
                    ("name", .string(stat.name)), ("color", .string(stat.color)), ("default", .bool(stat.isDefault)),
                    ("keywords", .array((keywords[stat.name] ?? []).map(JSONValue.string))),
                    ("total", ExpenseJSON.amount(total(stat), currency)), ("count", .int(count(stat))),
                    ("totals", .array(stat.totals.map(ExpenseJSON.currencyTotal))),
                ])
            })),
        ]
        if call.arguments.flag("insights") == true { body.append(("insights", try await insights(call))) }
        return .object(body)
    }

    static func insights(_ call: Invocation) async throws -> JSONValue {
        let store = call.daemon.store
        let currency = call.daemon.config.currency
        let today = call.today
        let from = today.adding(days: -(CategoryInsights.otherWindowDays - 1))
        let windowTotal = try await store.categoryTotals(from: from, through: today, currency: currency)
            .reduce(Int64(0)) { $0 + $1.total }
        let report = CategoryInsights.analyse(try await store.categoryUsage(), today: today, windowTotal: windowTotal,
                                              otherExpenses: try await store.otherExpenses(from: from, through: today, currency: currency))
        let money = { (minor: Int64) in ExpenseJSON.amount(minor, currency) }
        func usage(_ u: CategoryInsights.Usage) -> JSONValue {
            .object([("name", .string(u.name)), ("count", .int(u.count)), ("last_used", .optional(u.lastUsed?.iso))])
        }
        var advice: [JSONValue] = []
        if !report.unused.isEmpty {
            advice.append(.string("Unused in the last \(CategoryInsights.unusedDays) days: "
                + report.unused.map(\.name).joined(separator: ", ") + "."))
        }
        if !report.consolidate.isEmpty {
            advice.append(.string("You have \(report.categoryCount) categories. Consider merging these, which have fewer than "
                + "\(CategoryInsights.fewTransactions) transactions each: " + report.consolidate.map(\.name).joined(separator: ", ")
                + " (spend category delete <name> moves their expenses to Other)."))
        }
        if let other = report.other {
            let share = "\(other.tenthsOfPercent / 10).\(other.tenthsOfPercent % 10)%"
            var text = "Other holds \(share) of your spending over the last \(CategoryInsights.otherWindowDays) days "
                + "(\(Money(minorUnits: other.otherTotal, currency: currency).formatted) of \(Money(minorUnits: other.total, currency: currency).formatted))."
            if !other.suggestions.isEmpty {
                text += " New categories could take: " + other.suggestions.map { s in
                    "\(s.name) (\(s.count) expenses, \(Money(minorUnits: s.total, currency: currency).formatted))"
                }.joined(separator: ", ") + "."
            }
            advice.append(.string(text))
        }
        return .object([
            ("today", .string(today.iso)),
            ("unused_days", .int(CategoryInsights.unusedDays)),
            ("unused", .array(report.unused.map(usage))),
            ("category_count", .int(report.categoryCount)),
            ("consolidate", .array(report.consolidate.map(usage))),
            ("other", report.other.map { other in
                .object([
                    ("window_days", .int(CategoryInsights.otherWindowDays)),
                    ("total", money(other.total)), ("other_total", money(other.otherTotal)),
                    ("percent", .number("\(other.tenthsOfPercent / 10).\(other.tenthsOfPercent % 10)")),
                    ("suggestions", .array(other.suggestions.map { s in
                        .object([("name", .string(s.name)), ("term", .string(s.term)), ("count", .int(s.count)),
                                 ("total", money(s.total))])
                    })),
                ])
            } ?? .null),
            ("advice", .array(advice)),
        ])
    }

    static func json(_ category: ExpenseStore.CategoryDefinition) -> JSONValue {
        .object([("name", .string(category.name)), ("color", .string(category.color)), ("default", .bool(category.isDefault)),
                 ("keywords", .array(category.keywords.map(JSONValue.string)))])
    }

    /// A broken rule, with its own stable code and message.
    static func ruleError(_ error: CategoryRuleError, _ call: Invocation) -> ProtocolError {
        ProtocolError(code: error.code, message: error.message, id: call.request.id)
    }

    /// Arguments that mean nothing to an action are refused rather than ignored.
    private static func refuse(_ names: [String], for action: String, _ call: Invocation) throws(ProtocolError) {
        for name in names where call.arguments.string(name) != nil {
            throw call.error(.badArguments, "\(action) takes no \(name == "value" ? "second name" : name)")
        }
    }
}
