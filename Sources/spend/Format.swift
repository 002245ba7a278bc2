import Foundation
import SpendCore
import SpendProtocol

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
        var parts = [money(e["amount"], e["currency"]?.stringValue)]
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

    /// "Showing 20 of 53 · $1,234.56 in all" (totals per currency, never added together).
    static func matchedLine(shown: Int, offset: Int, result: JSONValue) -> String {
        let matched = Int(result["matched"]?.intValue ?? Int64(shown))
        let totals = (result["totals"]?.arrayValue ?? []).map { money($0["total"], $0["currency"]?.stringValue) }
        let range = offset > 0 ? "\(offset + 1)–\(offset + shown)" : "\(shown)"
        let count = shown == matched && offset == 0 ? "\(matched) expense\(matched == 1 ? "" : "s")" : "Showing \(range) of \(matched)"
        return count + (totals.isEmpty ? "" : " · " + totals.joined(separator: " + ") + " in all")
    }

    static func expenseTable(_ expenses: [JSONValue]) -> String {
        let rows = expenses.map { e -> [String] in
            let who = [e["merchant"]?.stringValue, companions(e).map { "with " + $0 }].compactMap { $0 }.joined(separator: ", ")
            return [id(e), e["date"]?.stringValue ?? "", money(e["amount"], e["currency"]?.stringValue),
                    e["category"]?.stringValue ?? "", truncate(e["description"]?.stringValue ?? "", 40), who]
        }
        return table(["ID", "DATE", "AMOUNT", "CATEGORY", "DESCRIPTION", "WHERE / WHO"], rows, rightAligned: [0, 2])
    }

    static func table(_ header: [String], _ rows: [[String]], rightAligned: Set<Int> = []) -> String {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { Terminal.width($0[column]) }.max() ?? 0 }
        return all.enumerated().map { index, row in
            let line = row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - Terminal.width(cell))
                return rightAligned.contains(column) ? pad + cell : cell + pad
            }.joined(separator: "  ").trimmingTrailingSpaces
            return index == 0 ? Terminal.bold(line) : line
        }.joined(separator: "\n")
    }

    static func truncate(_ text: String, _ width: Int) -> String {
        text.count <= width ? text : String(text.prefix(width - 1)) + "…"
    }
}

/// Terminal details: colour only on a terminal without NO_COLOR, messages on stderr.
enum Terminal {
    /// A person is watching: stdout is a terminal that can draw.
    static let isInteractive: Bool = isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    static let colorEnabled: Bool = isInteractive && ProcessInfo.processInfo.environment["NO_COLOR"] == nil

    static func bold(_ text: String) -> String { colorEnabled ? "\u{1B}[1m\(text)\u{1B}[0m" : text }

    static func colored(_ text: String, hex: String?) -> String {
        guard colorEnabled, let hex, hex.count == 7, let value = Int(hex.dropFirst(), radix: 16) else { return text }
        return "\u{1B}[38;2;\(value >> 16);\((value >> 8) & 0xFF);\(value & 0xFF)m\(text)\u{1B}[0m"
    }

    static func swatch(_ hex: String?) -> String { colorEnabled ? colored("■", hex: hex) + " " : "" }

    /// Display width, ignoring colour escapes.
    static func width(_ text: String) -> Int {
        var count = 0
        var inEscape = false
        for c in text {
            if c == "\u{1B}" { inEscape = true; continue }
            if inEscape { if c == "m" { inEscape = false }; continue }
            count += 1
        }
        return count
    }

    /// Messages go to stderr after flushing stdout, so piped output keeps its order.
    static func error(_ message: String) {
        fflush(nil)
        FileHandle.standardError.write(Data("spend: \(message)\n".utf8))
    }

    static func note(_ message: String) {
        fflush(nil)
        FileHandle.standardError.write(Data("  \(message)\n".utf8))
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
