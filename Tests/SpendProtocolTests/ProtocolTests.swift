import Testing
@testable import SpendProtocol

@Suite struct RequestParsingTests {
    @Test func textFormKeepsTheRestOfTheLineVerbatim() throws {
        let request = try Request.parse("ADD  coffee with Mike $18.75 ")
        #expect(request.verb == "add")
        #expect(request.rest == "coffee with Mike $18.75 ")
        #expect(request.id == nil)
    }

    @Test func jsonFormCarriesIdAndFields() throws {
        let request = try Request.parse(#"{"cmd":"edit","id":7,"expense":3,"category":"Shopping"}"#)
        #expect(request.verb == "edit")
        #expect(request.id == .number("7"))
        #expect(request.fields.map(\.0).sorted() == ["category", "expense"])
    }

    @Test func badJSONAndMissingCmdAreDistinctErrors() {
        #expect(throws: ProtocolError.self) { try Request.parse(#"{"cmd":"#) }
        do { _ = try Request.parse(#"{"cmd":"#) } catch { #expect(error.code == "bad_json") }
        do { _ = try Request.parse(#"{"id":4}"#) } catch {
            #expect(error.code == "bad_request")
            #expect(error.id == .number("4"))
        }
    }

    @Test func argumentWordsFollowShellQuoting() throws {
        #expect(try ArgumentWords.split(#"3 category="Food & Dining" note='a b' x\ y"#)
                == ["3", "category=Food & Dining", "note=a b", "x y"])
        #expect(throws: ProtocolError.self) { try ArgumentWords.split(#"category="Food"#) }
    }
}

@Suite struct JSONValueTests {
    @Test func serialisesInOrderWithExactNumbersAndEscapes() {
        let value = JSONValue.object([("id", .int(7)), ("ok", .bool(true)),
                                      ("amount", .number("45.00")), ("text", .string("a\"b\n\u{1}"))])
        #expect(value.serialized == #"{"id":7,"ok":true,"amount":45.00,"text":"a\"b\n\u0001"}"#)
    }

    @Test func parsesNumbersWithoutFloatingPointLoss() throws {
        let value = try JSONValue.parse(#"{"a":18.75,"b":0.1,"c":12345678901234567,"d":true,"e":null}"#)
        #expect(value["a"]?.numberText == "18.75")
        #expect(value["b"]?.numberText == "0.1")
        #expect(value["c"]?.numberText == "12345678901234567")
        #expect(value["d"] == .bool(true))
        #expect(value["e"] == .null)
    }

    @Test func responseLinesHaveOneShape() {
        #expect(ResponseLine.ok(id: .int(1), result: .object([])) == "{\"id\":1,\"ok\":true,\"result\":{}}\n")
        let error = ProtocolError(code: "no_amount", message: "Please include an amount")
        #expect(ResponseLine.error(error, id: nil)
                == "{\"ok\":false,\"error\":{\"code\":\"no_amount\",\"message\":\"Please include an amount\"}}\n")
    }
}
