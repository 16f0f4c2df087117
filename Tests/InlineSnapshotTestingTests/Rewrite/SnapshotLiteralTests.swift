import Testing

@testable import InlineSnapshotTesting

@Suite struct SnapshotLiteralTests {
  @Test func contentIsIndentedOneLevelDeeperThanTheLineOfTheBrace() {
    let closure = SnapshotLiteral.closure(for: "a\n  b", indentation: "    ", unit: "  ")
    #expect(closure == "{\n      \"\"\"\n      a\n        b\n      \"\"\"\n    }")
  }

  @Test func emptyLinesStayEmptyAndATrailingNewlineIsAnEmptyLastLine() {
    let closure = SnapshotLiteral.closure(for: "a\n\nb\n", indentation: "", unit: "\t")
    #expect(closure == "{\n\t\"\"\"\n\ta\n\n\tb\n\n\t\"\"\"\n}")
  }

  @Test func plainTextNeedsNoPounds() {
    #expect(SnapshotLiteral.poundCount(for: #"Hello, "world" ""#) == 0)
  }

  @Test func aBackslashNeedsOnePound() {
    #expect(SnapshotLiteral.poundCount(for: #"C:\Users"#) == 1)
  }

  @Test func tripleQuotesNeedOnePound() {
    #expect(SnapshotLiteral.poundCount(for: #"say """hi""""#) == 1)
  }

  @Test func poundsAfterQuotesOrBackslashesNeedOneMore() {
    #expect(SnapshotLiteral.poundCount(for: ##"Hello"""#, world"##) == 2)
    #expect(SnapshotLiteral.poundCount(for: ###"a \## b"###) == 3)
  }

  @Test func aRawLiteralUsesItsPoundsOnBothEnds() {
    let closure = SnapshotLiteral.closure(for: ##"Hello"""#, world"##, indentation: "", unit: "  ")
    #expect(closure == "{\n  ##\"\"\"\n  Hello\"\"\"#, world\n  \"\"\"##\n}")
  }

  @Test func carriageReturnsAndControlCharactersAreEscaped() {
    let plain = SnapshotLiteral.closure(for: "a\r\nb\u{1B}", indentation: "", unit: " ")
    #expect(plain == "{\n \"\"\"\n a\\r\n b\\u{1B}\n \"\"\"\n}")
    let raw = SnapshotLiteral.closure(for: "\\\r\n", indentation: "", unit: " ")
    #expect(raw == "{\n #\"\"\"\n \\\\#r\n\n \"\"\"#\n}")
  }
}
