import Foundation
import Testing
@testable import SpendCore

/// The journal's pure parts: the stored form of row images and the one-line summaries.
@Suite struct ActionJournalTests {
    let coffee: RowImage = ["id": .integer(7), "amount_minor": .integer(450), "currency": .text("USD"),
                            "category": .text("Food & Dining"), "description": .text("coffee"),
                            "category_confidence": .real(1), "merchant": .null]

    @Test func storedChangesKeepEachValuesType() throws {
        let changes = [RowChange(table: "expenses", before: nil, after: coffee),
                       RowChange(table: "notes", before: ["data": .blob(Data([0, 255]))], after: nil)]
        let text = try JournalEntry.encode(changes)
        #expect(text.contains(#""category_confidence":{"r":1}"#), "a REAL 1.0 stays a REAL: \(text)")
        #expect(text.contains(#""id":{"i":7}"#))
        #expect(try JournalEntry.decode(text) == changes)
    }

    /// JournalJSON writes what Foundation's encoder wrote (journals from before it read
    /// the same), on values with every kind of awkward character and number.
    @Test func storedFormIsJSONEncodersByteForByte() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var generator = SystemRandomNumberGenerator()
        let pieces = ["coffee", "Café ☕", "a\"quote", "back\\slash", "path/to", "tab\there", "new\nline", "\u{01}\u{1F}\u{7F}",
                      "日本語", "🇬🇧", "", " ", "Zürich", "A", "a", "_x", "10", "é"]
        for _ in 0..<300 {
            var image: RowImage = [:]
            for _ in 0..<Int.random(in: 0...8, using: &generator) {
                let key = pieces.randomElement(using: &generator)! + String(Int.random(in: 0...3, using: &generator))
                let value: ColumnValue = switch Int.random(in: 0...4, using: &generator) {
                case 0: .null
                case 1: .integer(Int64.random(in: .min ... .max, using: &generator))
                case 2: .real([0, 1, -2.5, 0.85, 1e-7, 123456789.125, 1e300, Double.random(in: -1e6...1e6, using: &generator)]
                    .randomElement(using: &generator)!)
                case 3: .text((0..<3).map { _ in pieces.randomElement(using: &generator)! }.joined())
                default: .blob(Data((0..<Int.random(in: 0...9, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }))
                }
                image[key] = value
            }
            let changes = [RowChange(table: pieces.randomElement(using: &generator)!, before: Bool.random() ? image : nil,
                                     after: Bool.random() ? image : nil),
                           RowChange(table: "expenses", before: nil, after: coffee)]
            let expected = String(decoding: try encoder.encode(changes), as: UTF8.self)
            #expect(try JournalEntry.encode(changes) == expected)
            #expect(try JournalEntry.decode(JournalEntry.encode(changes)) == changes)
        }
    }

    @Test func reversedSwapsTheImages() {
        let change = RowChange(table: "expenses", before: nil, after: coffee)
        #expect(change.reversed == RowChange(table: "expenses", before: coffee, after: nil))
        #expect(change.reversed.reversed == change)
    }

    @Test func summariesNameWhatChanged() {
        var dearer = coffee
        dearer["amount_minor"] = .integer(500)
        dearer["category"] = .text("Shopping")
        #expect(ActionSummary.describe(.add, [RowChange(table: "expenses", before: nil, after: coffee)])
                == "Added #7 coffee $4.50 (Food & Dining)")
        #expect(ActionSummary.describe(.delete, [RowChange(table: "expenses", before: coffee, after: nil)])
                == "Deleted #7 coffee $4.50 (Food & Dining)")
        #expect(ActionSummary.describe(.edit, [RowChange(table: "expenses", before: coffee, after: dearer)])
                == "Edited #7 coffee $4.50 (Food & Dining) → $5.00 (Shopping) (amount, category)")
        let imported = (0..<3).map { _ in RowChange(table: "expenses", before: nil, after: coffee) }
        #expect(ActionSummary.describe(.importFile, imported) == "Imported 3 expenses")
        let pets: RowImage = ["name": .text("Pets"), "color": .text("#8E44AD")]
        var animals = pets
        animals["name"] = .text("Animals")
        #expect(ActionSummary.describe(.categoryRename, [RowChange(table: "categories", before: pets, after: animals)])
                == "Renamed category Pets to Animals")
        #expect(ActionSummary.describe(.categoryDelete, [RowChange(table: "categories", before: pets, after: nil),
                                                         RowChange(table: "expenses", before: coffee, after: coffee)])
                == "Deleted category Pets (1 expense moved to Other)")
        let correction: RowImage = ["key": .text("starbucks"), "category": .text("Shopping")]
        #expect(ActionSummary.describe(.forget, [RowChange(table: "category_corrections", before: correction, after: nil)])
                == "Forgot what was learned for 'starbucks' (1 correction)")
    }
}
