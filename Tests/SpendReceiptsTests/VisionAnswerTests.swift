import SpendCore
import SpendProtocol
import Testing
@testable import SpendReceipts

/// A vision model's answer is checked field by field before it replaces the local reading.
@Suite struct VisionAnswerTests {
    static let today = Day(year: 2026, month: 11, day: 24)!
    static let categories = DefaultCategory.allCases.map(\.rawValue)

    static func read(_ json: String) throws -> ReceiptReading {
        try VisionAnswer.reading(from: json, today: today, defaultCurrency: .usd, categories: categories)
    }

    @Test("a good answer becomes a reading with exact amounts in its currency, a known category and its items")
    func reads() throws {
        let reading = try Self.read("""
            {"merchant":"Carrefour","date":"2026-11-05","total":"14.52","currency":"EUR","subtotal":null,"tax":"0.76",
             "payment":"visa","category":"groceries","items":[{"name":"Pain de mie","amount":"1.85"}]}
            """)
        #expect(reading.merchant?.value == "Carrefour" && reading.date?.value == Day(year: 2026, month: 11, day: 5))
        #expect(reading.totalMinor?.value == 1452 && reading.currency.value.code == "EUR" && reading.taxMinor?.value == 76)
        #expect(reading.payment?.value == .visa && reading.category?.value == "Groceries")
        #expect(reading.items == [.init(name: "Pain de mie", amountMinor: 185)])
        // Numbers as JSON numbers, a fenced answer, a zero-decimal currency.
        let yen = try Self.read("```json\n{\"total\": 1280, \"currency\": \"JPY\", \"merchant\": \"Lawson\"}\n```")
        #expect(yen.totalMinor?.value == 1280 && yen.currency.value.code == "JPY")
    }

    @Test("answers that fail a check are rejected with the reason: not JSON, no total, a total that is no positive amount, an impossible or future date, an unknown currency")
    func rejects() throws {
        #expect(throws: VisionAnswer.Rejection.notJSON) { try Self.read("The total is $12.") }
        #expect(throws: VisionAnswer.Rejection.notJSON) { try Self.read("[1, 2]") }
        #expect(throws: VisionAnswer.Rejection.missingTotal) { try Self.read("{\"merchant\":\"Tesco\"}") }
        #expect(throws: VisionAnswer.Rejection.badTotal("twelve")) { try Self.read("{\"total\":\"twelve\"}") }
        #expect(throws: VisionAnswer.Rejection.badTotal("-4.00")) { try Self.read("{\"total\":\"-4.00\"}") }
        #expect(throws: VisionAnswer.Rejection.badTotal("0")) { try Self.read("{\"total\":0}") }
        #expect(throws: VisionAnswer.Rejection.badDate("2026-02-30")) { try Self.read("{\"total\":\"3.00\",\"date\":\"2026-02-30\"}") }
        #expect(throws: VisionAnswer.Rejection.futureDate("2026-12-01")) { try Self.read("{\"total\":\"3.00\",\"date\":\"2026-12-01\"}") }
        #expect(throws: VisionAnswer.Rejection.badCurrency("XYZ")) { try Self.read("{\"total\":\"3.00\",\"currency\":\"XYZ\"}") }
        // A category the user does not have is dropped, not stored.
        #expect(try Self.read("{\"total\":\"3.00\",\"category\":\"Crypto\"}").category == nil)
    }

    @Test("a reading survives its stored JSON exactly")
    func roundTrip() throws {
        let reading = try Self.read("""
            {"merchant":"Tesco","date":"2026-10-21","total":"11.85","currency":"GBP","subtotal":"11.85","tax":"0",
             "payment":"mastercard","category":"Groceries","items":[{"name":"MILK 2L","amount":"1.65"}]}
            """)
        let stored = try JSONValue.parse(ReceiptJSON.encode(reading).serialized)
        #expect(ReceiptJSON.decode(stored) == reading)
    }

    @Test("the schema asks for every field and offers only the user's categories")
    func schema() {
        let schema = VisionAnswer.schema(categories: ["Groceries", "Pets"])
        let required = schema["required"]?.arrayValue?.compactMap(\.stringValue) ?? []
        #expect(Set(required) == ["merchant", "date", "total", "currency", "subtotal", "tax", "payment", "category", "items"])
        #expect(schema["properties"]?["category"]?["enum"]?.arrayValue?.compactMap(\.stringValue) == ["Groceries", "Pets"])
    }
}
