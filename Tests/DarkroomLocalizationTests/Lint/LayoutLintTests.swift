import DarkroomLocalization
import DarkroomStrings
import DarkroomUI
import Foundation
import Testing

/// Each rule on a view with its fault and on the same view without it, rendered for real.
@MainActor
@Suite struct LayoutLintTests {
  /// "Settings" is translated into German; "Sign Out" is English only.
  static let catalogs = StringCatalogSet(tables: [
    StringTable(
      name: "Localizable", sourceLanguage: "en",
      entries: [
        "Settings": CatalogEntry(
          key: "Settings",
          localizations: ["en": LocalizedValue(unit: StringUnit("Settings")), "de": LocalizedValue(unit: StringUnit("Einstellungen"))]),
        "Sign Out": CatalogEntry(key: "Sign Out", localizations: ["en": LocalizedValue(unit: StringUnit("Sign Out"))]),
      ])
  ])

  /// The findings of `rule` for `view` on a canvas of `canvas` points in `locale`.
  private func findings(
    _ rule: LintRule, _ view: some View, locale: String = "de_DE", canvas: CGSize = CGSize(width: 320, height: 200),
    lint: LayoutLint? = nil
  ) throws -> [LintFinding] {
    let locale = Locale(identifier: locale)
    var environment = EnvironmentValues()
    environment.locale = locale
    environment.localizedStringSource = Self.catalogs
    let result = try PreviewRendering.render(
      AnyView(view), layout: .fixed(width: canvas.width, height: canvas.height), screen: canvas, safeArea: EdgeInsets(),
      scale: 1, environment: environment, draw: false, collectsTexts: true)
    let lint = lint ?? LayoutLint(catalogs: Self.catalogs, rules: [rule])
    return lint.findings(in: result.texts, canvas: result.size, locale: locale)
  }

  @Test func truncatedFiresOnACutTextAndNotOnOneThatFits() throws {
    let cut = try findings(.truncated, Text("Settings").lineLimit(1).frame(width: 40))
    #expect(cut.map(\.rule) == [.truncated])
    #expect(cut.first?.text == "Einstellungen")
    #expect(cut.first?.message.contains("\"Einstellungen\" (key \"Settings\") is cut off") == true)
    #expect(try findings(.truncated, Text("Settings").lineLimit(1)).isEmpty)
  }

  @Test func clippedFiresOnTextCutByAClipAndNotByTheScrollViewport() throws {
    let clipped = try findings(.clipped, Text(verbatim: "Benachrichtigungen").fixedSize().frame(width: 40).clipped())
    #expect(clipped.map(\.rule) == [.clipped])
    #expect(try findings(.clipped, Text(verbatim: "Benachrichtigungen").fixedSize().frame(width: 40)).isEmpty)
    let scrolled = ScrollView { VStack(spacing: 0) { Color.clear.frame(height: 190); Text(verbatim: "Below the fold") } }
    #expect(try findings(.clipped, scrolled).isEmpty)
  }

  @Test func outsideContainerFiresOnTextSpillingOutOfAFixedBoxOnly() throws {
    let spilling = Text(verbatim: "Continue to checkout").fixedSize().frame(width: 60).background(Capsule().fill(Color.blue))
    let found = try findings(.outsideContainer, spilling)
    #expect(found.map(\.rule) == [.outsideContainer])
    #expect(found.first?.message.contains("spills out of its box") == true)
    let growing = Text(verbatim: "Continue to checkout").padding(8).background(Capsule().fill(Color.blue))
    #expect(try findings(.outsideContainer, growing).isEmpty)
  }

  @Test func offScreenFiresOnTextPastTheCanvasEdge() throws {
    #expect(try findings(.offScreen, Text(verbatim: "Far away").offset(x: 200)).map(\.rule) == [.offScreen])
    #expect(try findings(.offScreen, Text(verbatim: "Far away")).isEmpty)
  }

  @Test func overlappingFiresOnceForTwoTextsOnTopOfEachOther() throws {
    let stacked = ZStack {
      Text(verbatim: "Title")
      Text(verbatim: "Subtitle").offset(y: 4)
    }
    let found = try findings(.overlapping, stacked)
    #expect(found.count == 1)
    #expect(found.first?.message.contains("\"Title\" overlaps \"Subtitle\"") == true)
    #expect(try findings(.overlapping, VStack { Text(verbatim: "Title"); Text(verbatim: "Subtitle") }).isEmpty)
  }

  @Test func missingTranslationFiresOnAFallbackButNotForPseudoLanguages() throws {
    let found = try findings(.missingTranslation, Text("Sign Out"))
    #expect(found.map(\.key) == ["Sign Out"])
    #expect(found.first?.message == "\"Sign Out\" in Localizable has no de-DE translation, so en is shown; add a value for de to the String Catalog")
    #expect(try findings(.missingTranslation, Text("Settings")).isEmpty)
    #expect(try findings(.missingTranslation, Text("Sign Out"), locale: "en_US").isEmpty)
    #expect(try findings(.missingTranslation, Text("Sign Out"), locale: "en-XA").isEmpty)
  }

  @Test func hardCodedFiresOnVerbatimTextAndUnknownKeys() throws {
    #expect(try findings(.hardCoded, Text(verbatim: "Buy now")).map(\.text) == ["Buy now"])
    #expect(try findings(.hardCoded, Text("checkout.title")).map(\.key) == ["checkout.title"])
  }

  @Test func hardCodedStaysSilentOnLocalizedStringsNumbersAndCatalogValues() throws {
    let view = VStack {
      Text("Settings")
      Text(verbatim: String(localized: "Sign Out"))
      Text(verbatim: "Einstellungen").textCase(.uppercase)
      Text(verbatim: "42 %")
      Text(42, format: .number)
      Text("\(7)")
    }
    #expect(try findings(.hardCoded, view).isEmpty)
  }

  @Test func ignoredTextsAndKeysAndDisabledRulesAreNotReported() throws {
    let view = VStack {
      Text(verbatim: "Darkroom")
      Text("Sign Out")
    }
    let lint = LayoutLint(catalogs: Self.catalogs, ignoredTexts: ["Darkroom"], ignoredKeys: ["Sign Out"])
    #expect(try findings(.hardCoded, view, lint: lint).isEmpty)
    let rulesOff = LayoutLint(catalogs: Self.catalogs, rules: [.truncated])
    #expect(try findings(.hardCoded, view, lint: rulesOff).isEmpty)
  }

  @Test func findingsFollowDrawingOrderThenRuleOrder() {
    let wide = CGRect(x: -10, y: 0, width: 400, height: 20)
    let texts = [
      RenderedText(text: "First", frame: CGRect(x: 0, y: 0, width: 40, height: 20), isTruncated: true),
      RenderedText(text: "Second", frame: wide, containerFrame: CGRect(x: 0, y: 0, width: 100, height: 20)),
    ]
    let found = LayoutLint().findings(in: texts, canvas: CGSize(width: 320, height: 100), locale: Locale(identifier: "en_US"))
    #expect(found.map(\.rule) == [.truncated, .overlapping, .hardCoded, .outsideContainer, .offScreen, .hardCoded])
    #expect(found.map(\.text) == ["First", "First", "First", "Second", "Second", "Second"])
  }

  @Test func everyRuleHasItsConfigurationName() {
    #expect(LintRule.allCases.map(\.rawValue) == [
      "truncated", "clipped", "outside-container", "off-screen", "overlapping", "missing-translation", "hard-coded",
    ])
  }
}
