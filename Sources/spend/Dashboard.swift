import Foundation
import SpendCore
import SpendProtocol

/// The brief's dashboard (§4) drawn in a terminal: people would rather look than read.
/// On a terminal the total is drawn in large digits and bars take the category colours;
/// piped or with NO_COLOR it is plain text that still lines up.
enum Dashboard {
    static let maxBarWidth = 24

    /// Bars take what the terminal leaves beside the other columns, 4 to 24 wide.
    static func barWidth(besides fixed: Int) -> Int {
        guard let columns = Terminal.columns else { return maxBarWidth }
        return max(4, min(maxBarWidth, columns - fixed))
    }

    static func render(_ s: JSONValue) -> String {
        let currency = s["currency"]?.stringValue ?? "USD"
        let month = s["month"]?.stringValue.flatMap(Month.init(iso:))
        let count = s["count"]?.intValue ?? 0
        let active = s["active_categories"]?.intValue ?? 0
        let total = Format.money(s["total"], currency)
        var out = [Terminal.bold(month.map { "\($0.name) \($0.year)" } ?? "")]
        if Terminal.isInteractive, count > 0 {
            out += BigDigits.render(total).map { "  " + Terminal.bold($0) }
        }
        out.append("  " + Terminal.bold(total) + " spent · " + plural(count, "expense") + " · "
                   + plural(active, "active category", "active categories"))
        out += incomeLines(s, currency: currency)
        out += categoryLines(s, currency: currency)
        out += currencyLines(s, currency: currency)
        out += trendLines(s["trend"], currency: currency, current: month)
        let recent = s["recent"]?.arrayValue ?? []
        if !recent.isEmpty {
            out += ["", Terminal.bold("  Recent")]
            out += Format.expenseTable(recent, indent: 2).split(separator: "\n").dropFirst().map { "  " + $0 }
        }
        // Prose lines (the average, other currencies) are cut at the terminal's edge.
        return out.map(Terminal.fitted).joined(separator: "\n")
    }

    /// The month's income and each balance, when there are any.
    private static func incomeLines(_ s: JSONValue, currency: String) -> [String] {
        var lines: [String] = []
        if let income = s["income"], (income.doubleValue ?? 0) > 0 {
            lines.append("  " + Format.money(income, currency) + " income")
        }
        for balance in s["balance"]?.arrayValue ?? [] {
            let code = balance["currency"]?.stringValue
            let arrow = ["up": "↑", "down": "↓"][balance["direction"]?.stringValue ?? ""] ?? "→"
            lines.append("  Balance \(Format.money(balance["amount"], code)) (\(arrow) \(Format.money(balance["month_change"], code)) this month)")
        }
        return lines
    }

    private static func categoryLines(_ s: JSONValue, currency: String) -> [String] {
        let breakdown = s["breakdown"]?.arrayValue ?? []
        guard !breakdown.isEmpty else { return ["", "  No expenses this month yet. Add one: spend add 'coffee $4'"] }
        let names = breakdown.map { $0["category"]?.stringValue ?? "" }
        let amounts = breakdown.map { Format.money($0["total"], currency) }
        let nameWidth = names.map(Terminal.width).max() ?? 0
        let amountWidth = amounts.map(Terminal.width).max() ?? 0
        let width = barWidth(besides: 2 + nameWidth + 2 + 2 + amountWidth + 8)
        var lines = ["", Terminal.bold("  By category")]
        for (index, row) in breakdown.enumerated() {
            let share = row["percent"]?.doubleValue ?? 0
            lines.append("  " + pad(names[index], nameWidth) + "  "
                         + Terminal.colored(bar(fraction: share / 100, width: width), hex: row["color"]?.stringValue) + "  "
                         + padLeft(amounts[index], amountWidth) + String(format: "  %5.1f%%", share))
        }
        return lines
    }

    /// Other currencies are either converted at a rate the user set (and shown as such) or
    /// listed apart: never added silently.
    private static func currencyLines(_ s: JSONValue, currency: String) -> [String] {
        var lines: [String] = []
        for c in s["converted"]?.arrayValue ?? [] {
            let code = c["currency"]?.stringValue ?? ""
            lines.append("  Includes " + Format.money(c["total"], code) + " (" + plural(c["count"]?.intValue ?? 0, "expense")
                         + ") at 1 \(code) = \(c["rate"]?.numberText ?? "") \(currency): " + Format.money(c["converted"], currency))
        }
        for o in s["other_currencies"]?.arrayValue ?? [] {
            let code = o["currency"]?.stringValue ?? ""
            lines.append("  Not in the total: " + Format.money(o["total"], code) + " in " + plural(o["count"]?.intValue ?? 0, "expense")
                         + " (to include it: spend rate set \(code) <value in \(currency)>)")
        }
        return lines.isEmpty ? [] : [""] + lines
    }

    private static func trendLines(_ trend: JSONValue?, currency: String, current: Month?) -> [String] {
        guard let trend, let months = trend["months"]?.arrayValue, !months.isEmpty else { return [] }
        let totals = months.map { $0["total"]?.doubleValue ?? 0 }
        let top = totals.max() ?? 0
        let arrow = ["up": "↑ up", "down": "↓ down", "flat": "→ flat"][trend["direction"]?.stringValue ?? "flat"] ?? ""
        var lines = ["", Terminal.bold("  Last 6 months") + "  " + String(sparkline(totals)) + "  " + arrow]
        let amounts = months.map { Format.money($0["total"], currency) }
        let amountWidth = amounts.map(Terminal.width).max() ?? 0
        let width = barWidth(besides: 2 + 8 + 2 + 2 + amountWidth)
        var running: Month?
        for (index, row) in months.enumerated() {
            let month = row["month"]?.stringValue.flatMap(Month.init(iso:))
            let label = month.map { "\($0.name.prefix(3)) \($0.year)" } ?? ""
            var line = "  " + label + "  "
            if row["before_first_expense"]?.boolValue == true {
                line += "·  before your first expense"
            } else {
                line += bar(fraction: top > 0 ? totals[index] / top : 0, width: width) + "  " + padLeft(amounts[index], amountWidth)
            }
            if row["partial"]?.boolValue == true {
                running = month
                // The pace goes only where it fits: the month's amount is never cut for it.
                let pace = "  so far, on pace for " + Format.money(row["projected"], currency)
                if Terminal.columns.map({ Terminal.width(line + pace) <= $0 }) ?? true { line += pace }
            }
            lines.append(month == current ? Terminal.bold(line) : line)
        }
        // Which months the average is over, and that the running month is not one of them.
        let averaged = (trend["average_months"]?.arrayValue ?? []).compactMap { $0.stringValue.flatMap(Month.init(iso:)) }
        var over = [AverageMonth.text(averaged)].filter { !$0.isEmpty }
        if let running { over.append("\(running.name) so far not counted") }
        var summary = trend["average"].map { $0 != .null } ?? false
            ? "  Average " + Format.money(trend["average"], currency) + " a month"
            : "  No complete month to average yet"
        if !over.isEmpty { summary += " (" + over.joined(separator: "; ") + ")" }
        if let highest = trend["highest"], let month = highest["month"]?.stringValue.flatMap(Month.init(iso:)) {
            summary += " · highest \(month.name) \(month.year) (" + Format.money(highest["total"], currency) + ")"
        }
        lines.append(summary)
        return lines
    }

    static func bar(fraction: Double, width: Int) -> String {
        let filled = max(0, min(width, Int((fraction * Double(width)).rounded())))
        return String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    }

    static func sparkline(_ values: [Double]) -> [Character] {
        let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
        let top = values.max() ?? 0
        return values.map { top > 0 ? blocks[min(7, Int($0 / top * 7))] : blocks[0] }
    }

    private static func plural(_ n: Int64, _ one: String, _ many: String? = nil) -> String {
        "\(n) " + (n == 1 ? one : many ?? one + "s")
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - Terminal.width(text)))
    }

    private static func padLeft(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - Terminal.width(text))) + text
    }
}

/// Three-row seven-segment digits for the month's total: readable across the room.
/// Characters without a glyph (currency symbols, letters) sit on the bottom row.
enum BigDigits {
    private static let glyphs: [Character: [String]] = [
        "0": [" _ ", "| |", "|_|"], "1": ["   ", "  |", "  |"], "2": [" _ ", " _|", "|_ "],
        "3": [" _ ", " _|", " _|"], "4": ["   ", "|_|", "  |"], "5": [" _ ", "|_ ", " _|"],
        "6": [" _ ", "|_ ", "|_|"], "7": [" _ ", "  |", "  |"], "8": [" _ ", "|_|", "|_|"],
        "9": [" _ ", "|_|", " _|"], ".": [" ", " ", "."], ",": [" ", " ", ","], " ": [" ", " ", " "],
    ]

    static func render(_ text: String) -> [String] {
        var rows = ["", "", ""]
        for character in text {
            let glyph = glyphs[character] ?? [" ", " ", String(character)]
            let width = glyph.map(Terminal.width).max() ?? 1
            for row in 0..<3 {
                rows[row] += glyph[row] + String(repeating: " ", count: width - Terminal.width(glyph[row]))
            }
        }
        return rows
    }
}
