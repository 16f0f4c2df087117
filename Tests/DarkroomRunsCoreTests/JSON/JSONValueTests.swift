import DarkroomRunsCore
import Testing

@Suite struct JSONValueTests {
  @Test func valuesSurviveWritingAndReadingBack() throws {
    let value = JSONValue.object([
      ("name", .string("paywall/ja/dark \"quoted\" \n <tag> 日本語")), ("share", .number(0.0349)), ("pixels", .int(1200)),
      ("ok", .bool(false)), ("none", .null), ("list", .array([.int(1), .array([]), .object([])])),
    ])
    for layout in [JSONLayout.compact, .pretty, .encoderPretty] {
      let text = value.text(layout)
      #expect(try JSONValue.parse(text, source: "test") == value)
    }
    #expect(!value.text().contains("<tag>"), "a < could end the report's script element")
  }

  @Test func theEncoderLayoutSpacesColonsOpensEmptyObjectsAndKeepsLessThan() {
    let value = JSONValue.object([
      ("context", .object([])), ("name", .string("a<b/c\u{08}")), ("share", .number(0.1 + 0.2)), ("list", .array([.int(1)])),
    ])
    #expect(
      value.text(.encoderPretty) == """
        {
          "context" : {

          },
          "name" : "a<b/c\\b",
          "share" : 0.30000000000000004,
          "list" : [
            1
          ]
        }
        """)
    #expect(value.text(.pretty).contains(#""name": "a\u003cb/c\u0008""#))
    #expect(value.text(.pretty).contains(#""share": 0.3"#))
  }

  @Test func keysKeepTheirOrder() {
    let value = JSONValue.object([("b", .int(1)), ("a", .int(2))])
    #expect(value.text() == #"{"b":1,"a":2}"#)
  }

  @Test func truncatedTextNamesTheFileThePlaceAndTheMember() {
    #expect {
      try JSONValue.parse(#"{"states": [1, 2"#, source: "report/summary.json")
    } throws: { error in
      let message = "\(error)"
      return message.contains("report/summary.json is not valid JSON (at line 1, column 17 in states:")
    }
  }

  @Test func aKeyWrittenTwiceIsAnErrorNotALostValue() {
    #expect {
      try JSONValue.parse(#"{"run": "a", "run": "b"}"#, source: "manifest.json")
    } throws: { "\($0)".contains("manifest.json is not valid JSON") && "\($0)".contains("run") }
  }

  @Test func rejectsTrailingTextAndBadEscapes() {
    #expect(throws: JSONError.self) { try JSONValue.parse("{} x", source: "a") }
    #expect(throws: JSONError.self) { try JSONValue.parse(#"["\q"]"#, source: "a") }
    #expect(throws: JSONError.self) { try JSONValue.parse("", source: "a") }
    #expect(throws: JSONError.self) { try JSONValue.parse(String(repeating: "[", count: 500), source: "a") }
  }

  @Test func readsUnicodeEscapesAndSurrogatePairs() throws {
    let value = try JSONValue.parse(#"["\u00e9\ud83d\ude00"]"#, source: "a")
    #expect(value.array?.first?.string == "é😀")
  }
}
