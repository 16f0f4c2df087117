import DarkroomStrings
import Foundation
import Testing

@Suite struct StringFormatterTests {
  func format(_ locale: String, _ format: String, _ arguments: [StringArgument]) throws -> String {
    try StringFormatter(locale: Locale(identifier: locale)).format(format, arguments)
  }

  @Test func integersUseTheLocalesGrouping() throws {
    #expect(try format("en", "%lld files", [.integer(1_234_567)]) == "1,234,567 files")
    #expect(try format("de", "%lld Dateien", [.integer(1_234_567)]) == "1.234.567 Dateien")
    #expect(try format("fr", "%d", [.integer(1234)]) == "1\u{202F}234")
    #expect(try format("en-IN", "%ld", [.integer(1_234_567)]) == "12,34,567")
    #expect(try format("ja", "%lld件", [.integer(-42)]) == "-42件")
  }

  @Test func arabicDigitsAreTheOnesFoundationGivesTheLocale() throws {
    #expect(try format("ar-SA", "%lld", [.integer(1234)]) == "١٬٢٣٤")
    #expect(try format("ar-EG", "%.1f", [.double(2.5)]) == "٢٫٥")
    #expect(try format("ar", "%lld", [.integer(1234)]) == "1,234")
    #expect(try format("ar-MA", "%lld", [.integer(1234)]) == "1.234")
    #expect(try format("fa", "%lld", [.integer(1234)]) == "۱٬۲۳۴")
    #expect(try format("ar@numbers=arab", "%lld", [.integer(3)]) == "٣")
    for identifier in ["ar", "ar-SA", "ar-MA", "fa", "hi", "bn", "mr", "ne", "my", "en"] {
      let locale = Locale(identifier: identifier)
      #expect(try format(identifier, "%lld", [.integer(1234)]) == 1234.formatted(IntegerFormatStyle<Int>(locale: locale)))
    }
  }

  @Test func fractionsUseTheLocalesSeparatorAndPrecision() throws {
    #expect(try format("en", "%.2f", [.double(3.14159)]) == "3.14")
    #expect(try format("de", "%.2f", [.double(1234.5)]) == "1.234,50")
    #expect(try format("en", "%f", [.double(0.5)]) == "0.500000")
    #expect(try format("es", "%.0f", [.integer(7)]) == "7")
  }

  @Test func stringsAndPositionalArguments() throws {
    #expect(try format("en", "%@ and %@", [.string("Ana"), .string("Bo")]) == "Ana and Bo")
    #expect(try format("ja", "%2$@の%1$@", [.string("写真"), .string("Ana")]) == "Anaの写真")
    #expect(try format("de", "%1$@ hat %2$lld Fotos", [.string("Ana"), .integer(1000)]) == "Ana hat 1.000 Fotos")
    #expect(try format("en", "100%% of %@", [.string("it")]) == "100% of it")
  }

  @Test func numbersAndDatesShownWithObjectSpecifier() throws {
    #expect(try format("de", "%@", [.double(2.5)]) == "2,5")
    #expect(try format("en", "%@", [.integer(12_000)]) == "12,000")
    let date = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14 22:13:20 UTC
    #expect(try format("en", "%@", [.date(date)]) == "11/14/23, 10:13\u{202F}PM")
    #expect(try format("de", "%@", [.date(date)]) == "14.11.23, 22:13")
  }

  @Test func widthFlagsPadAsPrintfDoes() throws {
    #expect(try format("en", "[%5d]", [.integer(42)]) == "[   42]")
    #expect(try format("en", "[%-5d]", [.integer(42)]) == "[42   ]")
    #expect(try format("en", "[%05d]", [.integer(-42)]) == "[-0042]")
    #expect(try format("en", "%+d", [.integer(3)]) == "+3")
    #expect(try format("en", "%x %X %o", [.integer(255), .integer(255), .integer(8)]) == "ff FF 10")
  }

  @Test func aMissingArgumentIsATypedError() throws {
    do {
      _ = try format("en", "%@ has %lld", [.string("Ana")])
      Issue.record("expected an error")
    } catch let error as StringFormatError {
      #expect(error.argumentNumber == 2)
      #expect(error.specifier == "%lld")
      #expect(error.description.contains("is missing: 1 argument(s) were given"))
    }
  }

  @Test func anArgumentOfTheWrongKindIsATypedError() throws {
    do {
      _ = try format("en", "%lld items", [.string("many")])
      Issue.record("expected an error")
    } catch let error as StringFormatError {
      #expect(error.description == "argument 1 for '%lld' in \"%lld items\" is a string; the specifier needs a whole number. Pass .integer, or use %f or %@.")
    }
    #expect(throws: StringFormatError.self) { try format("en", "%f", [.date(Date(timeIntervalSince1970: 0))]) }
    #expect(throws: StringFormatError.self) { try format("en", "%d", [.double(1.5)]) }
  }

  @Test func aStrayPercentStaysLiteral() throws {
    #expect(try format("en", "50%", []) == "50%")
    #expect(try format("en", "%!", []) == "%!")
  }
}

@Suite struct FormatSpecifierTests {
  @Test func splitsLiteralsConversionsAndTokens() {
    let pieces = FormatSpecifier.parse("%1$@ has %2$#@photos@ (%.1f%%)")
    let texts = pieces.map { piece -> String in
      switch piece {
      case .literal(let text): "L:" + text
      case .specifier(let specifier): "S:" + specifier.text
      }
    }
    #expect(texts == ["S:%1$@", "L: has ", "S:%2$#@photos@", "L: (", "S:%.1f", "S:%%", "L:)"])
    #expect(pieces[2].substitutionName == "photos")
  }

  @Test func argIsOnlyASubstitutionArgumentInsideSubstitutions() {
    #expect(FormatSpecifier.parse("%arg", substitutionArgument: true).count == 1)
    guard case .specifier(let hex) = FormatSpecifier.parse("%arg").first else {
      Issue.record("expected a conversion")
      return
    }
    #expect(hex.conversion == "a")
  }
}
