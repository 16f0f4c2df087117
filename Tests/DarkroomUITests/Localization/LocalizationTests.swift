import Darkroom
@testable import DarkroomUI
@testable import DarkroomViews
import Foundation
import Synchronization
import Testing

/// What a source was asked.
private final class Questions: Sendable {
  let asked = Mutex<[String]>([])
}

/// A source with fixed formats for one language, recording what it was asked.
private struct Catalog: LocalizedStringSource {
  let language: String
  let formats: [String: String]
  let asked: Questions?

  init(language: String = "de", _ formats: [String: String], recording asked: Questions? = nil) {
    self.language = language
    self.formats = formats
    self.asked = asked
  }

  func format(forKey key: String, table: String?, bundle: Bundle?, locale: Locale, arguments: [LocalizedArgument]) -> String? {
    asked?.asked.withLock { $0.append("\(key)|\(table ?? "nil")|\(bundle?.bundlePath ?? "nil")|\(arguments)") }
    return locale.language.languageCode?.identifier == language ? formats[key] : nil
  }
}

@Suite struct LocalizationTests {
  @Test func interpolationsBecomeTheKeysSwiftUIWrites() {
    let name = "Ana"
    let count = 3
    let key: LocalizedStringKey = "\(name) has \(count) cats, 100% \(2.5) \(Float(1)) \(Text("x"))"
    #expect(key.key == "%@ has %lld cats, 100%% %lf %f %@")
    #expect(key.arguments.count == 5)
    #expect(LocalizedStringKey("50%").key == "50%")
  }

  @Test func integersAreGroupedForTheLocaleWhenDrawn() throws {
    let text = Text("\(1_234_567) photos")
    #expect(try DrawnText(text, locale: "en_US").firstString == "1,234,567 photos")
    #expect(try DrawnText(text, locale: "de_DE").firstString == "1.234.567 photos")
    #expect(try DrawnText(text, locale: "fr_FR").firstString == "1\u{202F}234\u{202F}567 photos")
  }

  @Test func floatingPointUsesTheLocalesDecimalSeparator() throws {
    #expect(try DrawnText(Text("\(2.5)"), locale: "en_US").firstString == "2.500000")
    #expect(try DrawnText(Text("\(1234.5, specifier: "%.2f") km"), locale: "de_DE").firstString == "1.234,50 km")
    #expect(try DrawnText(Text("\(7, specifier: "%03d")"), locale: "en_US").firstString == "007")
  }

  @Test func formatStylesAndDatesAreWrittenInTheLocaleWhenDrawn() throws {
    let moonLanding = Date(timeIntervalSince1970: -14_182_940)
    #expect(try DrawnText(Text(1234.5, format: .number), locale: "de_DE").firstString == "1.234,5")
    #expect(try DrawnText(Text("Total \(9.5, format: .number)"), locale: "de_DE").firstString == "Total 9,5")
    #expect(try DrawnText(Text(moonLanding, style: .date), locale: "en_US").firstString == "July 20, 1969")
    #expect(try DrawnText(Text("Am \(moonLanding, style: .date)"), locale: "de_DE").firstString == "Am 20. Juli 1969")
  }

  @Test func relativeOffsetAndTimerStylesCountFromTheTimelineDate() throws {
    let environment = EnvironmentValues()
    let now = environment.timelineDate
    let later = now.addingTimeInterval(2 * 3_600 + 15 * 60 + 8)
    let earlier = now.addingTimeInterval(-(15 * 60 + 8))
    #expect(try DrawnText(Text(later, style: .relative), environment: environment).firstString == "2 hr, 15 min")
    #expect(try DrawnText(Text(earlier, style: .offset), environment: environment).firstString == "-15 min, 8 sec")
    #expect(try DrawnText(Text(later, style: .timer), environment: environment).firstString == "2:15:08")
    #expect(try DrawnText(Text(earlier, style: .timer), environment: environment).firstString == "15:08")
    #expect(try DrawnText(Text(later, style: .relative), locale: "de_DE").firstString == "2 Std., 15 Min.")
  }

  @Test func formattersWriteDatesAndObjectsInTheirOwnLocale() throws {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    let day = Date(timeIntervalSince1970: 1_700_000_000)
    #expect(try DrawnText(Text(day, formatter: formatter), locale: "de_DE").firstString == "2023-11-14")
    #expect(try DrawnText(Text("Added \(day, formatter: formatter)"), locale: "de_DE").firstString == "Added 2023-11-14")
    let number = NumberFormatter()
    number.locale = Locale(identifier: "en_US")
    number.numberStyle = .percent
    #expect(try DrawnText(Text(NSNumber(value: 0.25), formatter: number)).firstString == "25%")
  }

  @Test func dateFormatStylesUseTheEnvironmentsTimeZoneNotTheMachines() throws {
    let noonUTC = Date(timeIntervalSince1970: 1_700_049_600)
    let text = Text(noonUTC, format: .dateTime.hour().minute())
    #expect(try DrawnText(text).firstString == "12:00\u{202F}PM")
    var tokyo = EnvironmentValues()
    tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")!
    #expect(try DrawnText(text, environment: tokyo).firstString == "9:00\u{202F}PM")
  }

  @Test func concatenatedTextsResolveEachPart() throws {
    let view = (Text("\(3) items").bold() + Text(verbatim: " · ") + Text("\(1.5, specifier: "%.1f") kg"))
      .environment(\.localizedStringSource, Catalog(["%lld items": "%lld Artikel"]))
    let drawn = try DrawnText(view, locale: "de_DE")
    #expect(drawn.firstString == "3 Artikel · 1,5 kg")
    #expect(drawn.runs.first.map { drawn.string(of: $0) } == "3 Artikel")
    #expect(drawn.runs.first?.font.weight == 600)
  }

  @Test func aSourceInTheEnvironmentChangesTheDrawnText() throws {
    let view = Text("\(3) items").environment(\.localizedStringSource, Catalog(["%lld items": "%lld Artikel"]))
    #expect(try DrawnText(view, locale: "de_DE").firstString == "3 Artikel")
    #expect(try DrawnText(view, locale: "en_US").firstString == "3 items")
    let english = try ImageRenderer(content: view).render()
    let german = ImageRenderer(content: view)
    german.environment.locale = Locale(identifier: "de_DE")
    #expect(try german.render() != english)
  }

  @Test func aSourceIsGivenTheTableTheBundleAndTypedArguments() throws {
    let asked = Questions()
    let bundle = Bundle(path: NSTemporaryDirectory())
    let view = Text("\(2) of \("Ana")", tableName: "Inbox", bundle: bundle)
      .environment(\.localizedStringSource, Catalog([:], recording: asked))
    _ = try DrawnText(view)
    let expected = "%lld of %@|Inbox|\(bundle?.bundlePath ?? "nil")|[.integer(2), .string(\"Ana\")]"
    #expect(asked.asked.withLock { $0 }.map { $0.replacingOccurrences(of: "DarkroomViews.LocalizedArgument", with: "") }.contains(expected))
  }

  @Test func argumentsKeepTheirOrderAcrossMarkdownSpans() throws {
    let drawn = try DrawnText(Text("**\(3) photos** in \(12) albums, *\(2) new*"))
    #expect(drawn.firstString == "3 photos in 12 albums, 2 new")
  }

  @Test func positionalSpecifiersReorderTheArguments() throws {
    let view = Text("\("Ana") has \(3) cats")
      .environment(\.localizedStringSource, Catalog(["%@ has %lld cats": "%2$lld Katzen hat %1$@"]))
    #expect(try DrawnText(view, locale: "de_DE").firstString == "3 Katzen hat Ana")
  }

  @Test func verbatimTextAndStringValuesAreNotLocalized() throws {
    let everything = Catalog(language: "en", ["Inbox": "Posteingang", "**Inbox**": "nope"])
    let title = "Inbox"
    let view = VStack {
      Text(verbatim: "Inbox")
      Text(title)
      Text("Inbox")
      Text(verbatim: "**Inbox**")
    }.environment(\.localizedStringSource, everything)
    #expect(try DrawnText(view).strings == ["Inbox", "Inbox", "Posteingang", "**Inbox**"])
  }

  @Test func aMissingArgumentOrBadSpecifierShowsAsWritten() throws {
    let view = Text("\(1) and \(2)").environment(\.localizedStringSource, Catalog(language: "en", ["%lld and %lld": "%lld, %3$@ and %k 100%"]))
    #expect(try DrawnText(view).firstString == "1, %3$@ and %k 100%")
  }

  @Test func stringsFilesAreReadForTheLocalesLanguage() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("darkroom-strings-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for (language, greeting) in [("de", "Willkommen, %@!"), ("fr", "Bienvenue, %@ !")] {
      let lproj = folder.appendingPathComponent("\(language).lproj")
      try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
      try "\"welcome %@\" = \"\(greeting)\";\n".write(to: lproj.appendingPathComponent("Onboarding.strings"), atomically: true, encoding: .utf8)
    }
    let bundle = try #require(Bundle(url: folder))
    let text = Text("welcome \("Ana")", tableName: "Onboarding", bundle: bundle)
    #expect(try DrawnText(text, locale: "de_DE").firstString == "Willkommen, Ana!")
    #expect(try DrawnText(text, locale: "fr_CA").firstString == "Bienvenue, Ana !")
    #expect(try DrawnText(text, locale: "ja_JP").firstString == "welcome Ana")
    #expect(try DrawnText(Text("welcome \("Ana")", bundle: bundle), locale: "de_DE").firstString == "welcome Ana")
  }

  @Test func aRegisteredSourceServesEveryRenderUntilUnregistered() throws {
    let key = "registration-probe-\(UUID().uuidString)"
    let registration = LocalizedStringSources.register(Catalog(language: "en", [key: "registered"]))
    #expect(try DrawnText(Text(LocalizedStringKey(key))).firstString == "registered")
    let environmentFirst = Text(LocalizedStringKey(key)).environment(\.localizedStringSource, Catalog(language: "en", [key: "environment"]))
    #expect(try DrawnText(environmentFirst).firstString == "environment")
    registration.unregister()
    #expect(try DrawnText(Text(LocalizedStringKey(key))).firstString == key)
  }

  @Test func anInterpolatedTextKeepsItsStylingInsideTheTranslation() throws {
    let view = Text("Hello \(Text("world").bold())")
      .environment(\.localizedStringSource, Catalog(language: "en", ["Hello %@": "%@, hello"]))
    let drawn = try DrawnText(view)
    #expect(drawn.firstString == "world, hello")
    #expect(drawn.runs.map { drawn.string(of: $0) } == ["world", ", hello"])
    #expect(drawn.runs.map { $0.font.weight } == [600, 400])
  }
}

/// The same card drawn in English and in German: the German comes from a source in the
/// environment, the numbers and date are written for each locale when drawn.
@Suite struct LocalizedCardSnapshotTests {
  private struct Card: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 4) {
        Text("**\(1_249) photos** in \(12) albums")
        Text("Storage used: \(3.75, specifier: "%.2f") GB")
        Text("Updated \(Date(timeIntervalSince1970: 1_700_000_000), style: .date)")
      }
      .padding(8)
      .environment(
        \.localizedStringSource,
        Catalog([
          "**%lld photos** in %lld albums": "**%lld Fotos** in %lld Alben",
          "Storage used: %.2f GB": "Belegter Speicher: %.2f GB",
          "Updated %@": "Aktualisiert am %@",
        ]))
    }
  }

  @Test(arguments: ["en_US", "de_DE"])
  func aCardInTwoLanguages(locale: String) {
    assertSnapshot(
      of: Card(), as: .image(layout: .fixed(width: 300, height: 76), traits: UITraitCollection(locale: Locale(identifier: locale))),
      named: locale)
  }
}
