import Testing
@testable import SpendBooks

@Suite struct CSVTests {
    @Test func quotesDoubledQuotesEmbeddedNewlinesAndCRLF() throws {
        let text = "\u{FEFF}a,b,c\r\n1,\"x, y\",\"say \"\"hi\"\"\"\r\n2,\"two\nlines\",\r\n\r\n3,,last\n"
        let records = try CSV.read(text)
        #expect(records.map(\.fields) == [["a", "b", "c"], ["1", "x, y", "say \"hi\""], ["2", "two\nlines", ""], ["3", "", "last"]])
        // The record after the two-line field starts on line 5, after the blank line 4.
        #expect(records.map(\.line) == [1, 2, 3, 6])
    }

    @Test func lastLineWithoutNewlineAndEmptyQuotedField() throws {
        #expect(try CSV.read("a,b\n\"\",x").map(\.fields) == [["a", "b"], ["", "x"]])
        #expect(try CSV.read("").isEmpty)
    }

    @Test func malformedQuotesNameTheirLine() {
        #expect(throws: CSVError(line: 2, message: "a quoted field is never closed")) { try CSV.read("a\n\"open\nmore") }
        #expect(throws: CSVError.self) { try CSV.read("a,b\nx\"y,z") }
        #expect(throws: CSVError.self) { try CSV.read("a,b\n\"x\"y,z") }
    }

    @Test func writerQuotesOnlyWhatNeedsIt() throws {
        let fields = ["plain", "with, comma", "with \"quote\"", "two\nlines", ""]
        let line = CSV.line(fields)
        #expect(line == "plain,\"with, comma\",\"with \"\"quote\"\"\",\"two\nlines\",\r\n")
        #expect(try CSV.read(line).first?.fields == fields)
    }
}
