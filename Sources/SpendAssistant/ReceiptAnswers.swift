import SpendCore
import SpendProtocol
import SpendReceipts
import SpendStore

/// Questions about receipts ("any receipts to review?", "work receipts this month?"),
/// answered from the receipts themselves, exactly: those waiting for review, and those
/// confirmed for the question's period, in the folder it names.
enum ReceiptAnswers {
    static func isAbout(_ text: String) -> Bool {
        words(text).contains { $0 == "receipt" || $0 == "receipts" }
    }

    static func answer(_ text: String, period: Period, store: ExpenseStore) async throws -> String {
        let said = Set(words(text))
        let folder = said.contains("work") ? "work" : said.contains("private") || said.contains("personal") ? "private" : nil
        let place = folder.map { " in your \($0) folder" } ?? ""
        let pending = try await store.receipts(folder: folder, status: "pending", month: nil, limit: 10_000).compactMap(summary)
        let confirmed = try await store.receipts(folder: folder, status: "confirmed", month: nil, limit: 10_000).compactMap(summary)
            .filter { $0.date.map { period.start <= $0 && $0 <= period.end } ?? false }
        var sentences: [String] = []
        if pending.isEmpty {
            sentences.append("No receipts\(place) wait for your review.")
        } else {
            let shown = pending.prefix(5).map(\.line).joined(separator: "; ")
            let more = pending.count > 5 ? "; and \(pending.count - 5) more" : ""
            sentences.append("\(pending.count) receipt\(pending.count == 1 ? "" : "s")\(place) wait\(pending.count == 1 ? "s" : "") for your review: "
                             + shown + more + ". Confirm one with `spend receipt confirm <id>`.")
        }
        let totals = Dictionary(grouping: confirmed.compactMap { $0.total }, by: \.currency).map { currency, amounts in
            Money(minorUnits: amounts.reduce(0) { $0 + $1.minorUnits }, currency: currency).formatted
        }.sorted()
        sentences.append(confirmed.isEmpty ? "None\(place) is confirmed for \(period.label)."
                         : "\(confirmed.count) confirmed for \(period.label)\(place), \(totals.joined(separator: " and ")) in all.")
        return sentences.joined(separator: " ")
    }

    private struct Summary {
        let line: String
        let date: Day?
        let total: Money?
    }

    private static func summary(_ record: ReceiptRecord) -> Summary? {
        guard let json = try? JSONValue.parse(record.reading), let reading = ReceiptJSON.decode(json) else { return nil }
        let total = reading.totalMinor.map { Money(minorUnits: $0.value, currency: reading.currency.value) }
        let line = "#\(record.id) \(reading.merchant?.value ?? "unknown shop") \(total?.formatted ?? "(no total)")"
            + (reading.date.map { " on \($0.value.iso)" } ?? "")
        return Summary(line: line, date: reading.date?.value, total: total)
    }

    private static func words(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter }.map(String.init)
    }
}
