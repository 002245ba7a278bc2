import Foundation
import SpendCore
import SpendProtocol
import SpendText

/// Turns the daemon's JSON into text for people: one-line expenses and aligned tables
/// (the dashboard is in Dashboard.swift).
enum Format {
    static func id(_ expense: JSONValue) -> String { expense["id"]?.numberText ?? "?" }

    static func money(_ amount: JSONValue?, _ currencyCode: String?) -> String {
        guard let text = amount?.numberText else { return "-" }
        let currency = currencyCode.flatMap(Currency.init(code:)) ?? .usd
        // A balance or a month's change may be negative: "-€240.50".
        if text.hasPrefix("-"), let magnitude = Money(decimal: String(text.dropFirst()), currency: currency) {
            return "-" + magnitude.formatted
        }
        return Money(decimal: text, currency: currency)?.formatted
            ?? "\(text) \(currency.code)"
    }

    static func percent(_ value: Double?) -> String {
        guard let value else { return "" }
        return String(format: "%.0f%%", value * 100)
    }

    /// "#12  $18.75 · Food & Dining (85%) · coffee · with Mike · 2026-11-21"
    static func expenseLine(_ e: JSONValue) -> String {
        var parts = [money(e["amount"], e["currency"]?.stringValue)
            + (e["amount"]?.numberText?.hasPrefix("-") == true ? " credit" : "")]
        var category = e["category"]?.stringValue ?? ""
        if e["category_source"]?.stringValue == "learned" {
            category += " (learned)"
        } else if let source = e["category_source"]?.stringValue, !["user", "model"].contains(source) {
            // How sure, and where from when it is not a plain keyword: "(95%, brand)".
            let from = ["brand", "item", "typo"].contains(source) ? ", " + source : ""
            category += " (" + percent(e["category_confidence"]?.doubleValue) + from + ")"
        }
        parts.append(category)
        if let description = e["description"]?.stringValue, !description.isEmpty { parts.append(description) }
        if let merchant = e["merchant"]?.stringValue, !(e["description"]?.stringValue ?? "").localizedCaseInsensitiveContains(merchant) {
            parts.append("at " + merchant)
        }
        if let people = companions(e) { parts.append("with " + people) }
        parts.append(e["date"]?.stringValue ?? "")
        // "plus $12.00 tip (not added)": a second amount the phrase named for this expense.
        for extra in e["extra_amounts"]?.arrayValue ?? [] {
            if let note = extra["note"]?.stringValue { parts.append(note) }
        }
        let prefix = e["id"]?.numberText.map { "#\($0)  " } ?? ""
        return prefix + parts.joined(separator: " · ")
    }

    /// "Anna", "Anna and Tom", "Anna, Tom and Raj": everyone in `people`, else `person`.
    static func companions(_ e: JSONValue) -> String? {
        let people = (e["people"]?.arrayValue ?? []).compactMap(\.stringValue)
        guard people.count > 1 else { return e["person"]?.stringValue }
        return people.dropLast().joined(separator: ", ") + " and " + people.last!
    }

    static func expenseDetails(_ e: JSONValue) -> String {
        let rows: [(String, String)] = [
            ("amount", money(e["amount"], e["currency"]?.stringValue) + " " + (e["currency"]?.stringValue ?? "")),
            ("category", (e["category"]?.stringValue ?? "") + " (confidence " + percent(e["category_confidence"]?.doubleValue) + ")"),
            ("description", e["description"]?.stringValue ?? ""),
            ("merchant", e["merchant"]?.stringValue ?? "-"),
            ("person", companions(e) ?? "-"),
            ("date", e["date"]?.stringValue ?? ""),
        ]
        return rows.map { $0.0.padding(toLength: 12, withPad: " ", startingAt: 0) + $0.1 }.joined(separator: "\n")
    }

    /// "20 of 53 expenses · $812.40": what the list shows of what matched, and the
    /// matched total per currency (never added together).
    static func matchedLine(shown: Int, offset: Int, result: JSONValue) -> String {
        let matched = Int(result["matched"]?.intValue ?? Int64(shown))
        let totals = (result["totals"]?.arrayValue ?? []).map { money($0["total"], $0["currency"]?.stringValue) }
        let noun = "expense" + (matched == 1 ? "" : "s")
        let count = switch (offset > 0, shown == matched) {
        case (false, true): "\(matched) \(noun)"
        case (false, false): "\(shown) of \(matched) \(noun)"
        case (true, _): "\(offset + 1)–\(offset + shown) of \(matched) \(noun)"
        }
        return count + (totals.isEmpty ? "" : " · " + totals.joined(separator: " + "))
    }

    /// `indent`: columns the caller puts before each line (the dashboard's "Recent").
    static func expenseTable(_ expenses: [JSONValue], indent: Int = 0) -> String {
        let rows = expenses.map { e -> [String] in
            let who = [e["merchant"]?.stringValue, companions(e).map { "with " + $0 }].compactMap { $0 }.joined(separator: ", ")
            return [id(e), e["date"]?.stringValue ?? "", money(e["amount"], e["currency"]?.stringValue),
                    e["category"]?.stringValue ?? "", truncate(e["description"]?.stringValue ?? "", 40), who]
        }
        // On a narrow terminal the description gives way first, then WHERE / WHO goes,
        // then the category is cut.
        return table(["ID", "DATE", "AMOUNT", "CATEGORY", "DESCRIPTION", "WHERE / WHO"], rows, rightAligned: [0, 2],
                     shrink: [.init(column: 4, floor: 12), .init(column: 5, floor: 0), .init(column: 4, floor: 6),
                              .init(column: 3, floor: 6)], indent: indent)
    }

    /// Aligned columns that fit `Terminal.columns`: the `shrink` steps narrow their column
    /// in turn (cutting cells with "…"; a floor of 0 leaves the column out), and a line
    /// still too long is cut at the edge.
    static func table(_ header: [String], _ rows: [[String]], rightAligned: Set<Int> = [],
                      shrink: [TableLayout.Shrink] = [], indent: Int = 0) -> String {
        let layout = TableLayout(cells: [header] + rows, shrink: shrink, maxWidth: Terminal.columns.map { $0 - indent })
        return layout.lines(rightAligned: rightAligned).enumerated().map { index, line in
            index == 0 ? Terminal.bold(line) : line
        }.joined(separator: "\n")
    }

    static func truncate(_ text: String, _ width: Int) -> String {
        DisplayWidth.truncate(text, toWidth: width)
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
