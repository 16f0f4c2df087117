@testable import DarkroomViews
import Testing

/// The strings a text hands to Pango: line breaks inside one paragraph, one-line descriptions
/// and language tags, with strings that hold no line break passed through untouched.
@Suite struct ShapingStringsTests {
  @Test func lineBreaksBecomeLineSeparatorsAndWindowsBreaksCountOnce() {
    #expect(ShapingStrings.lineSeparated("one\ntwo\r\nthree") == "one\u{2028}two\u{2028}three")
    #expect(ShapingStrings.lineSeparated("no break here") == "no break here")
    #expect(ShapingStrings.lineSeparated("") == "")
  }

  @Test func aDescriptionWritesItsLineBreaksAsEscapes() {
    #expect(ShapingStrings.escaped("Total\n$4.20") == "Total\\n$4.20")
    #expect(ShapingStrings.escaped("Total") == "Total")
  }

  @Test func aLocaleIdentifierBecomesALowercaseLanguageTag() {
    #expect(ShapingStrings.languageTag("en_US") == "en-us")
    #expect(ShapingStrings.languageTag("zh_Hant_TW") == "zh-hant-tw")
    #expect(ShapingStrings.languageTag("ar") == "ar")
  }
}
