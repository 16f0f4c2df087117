import DarkroomUI
import DarkroomViews
import Foundation
import Testing

/// German for a few keys; every other language is left to the next source.
private struct German: LocalizedStringSource {
  static let formats = [
    "Settings": "Einstellungen",
    "%lld items": "%lld Artikel",
    "welcome.title": "Willkommen",
    "Sign Out": "Abmelden",
  ]

  func format(forKey key: String, table: String?, bundle: Bundle?, locale: Locale, arguments: [LocalizedArgument]) -> String? {
    locale.language.languageCode?.identifier == "de" ? Self.formats[key] : nil
  }
}

/// A screen that localizes eagerly in its `body`, as view models and helpers do.
private struct EagerTitle: View {
  var body: some View {
    let title = String(localized: "Settings")
    VStack {
      Text(verbatim: title)
      Text(verbatim: String(localized: "\(1234) items"))
    }
  }
}

@MainActor
@Suite struct LocalizedStringResourceTests {
  private func texts(_ view: some View, locale: String) throws -> [RenderedText] {
    let renderer = ImageRenderer(content: view)
    renderer.environment.locale = Locale(identifier: locale)
    renderer.environment.localizedStringSource = German()
    return try renderer.renderedTexts()
  }

  @Test func stringLocalizedInABodyIsGermanInAGermanRender() throws {
    let german = try texts(EagerTitle(), locale: "de_DE")
    #expect(german.map(\.text) == ["Einstellungen", "1.234 Artikel"])
    let english = try texts(EagerTitle(), locale: "en_US")
    #expect(english.map(\.text) == ["Settings", "1,234 items"])
  }

  @Test func stringLocalizedInABodyFollowsALocaleSetAboveIt() throws {
    let view = EagerTitle().environment(\.locale, Locale(identifier: "de_DE"))
    #expect(try texts(view, locale: "en_US").first?.text == "Einstellungen")
  }

  @Test func textShowingALocalizedStringNamesItsKey() throws {
    let title = try #require(try texts(EagerTitle(), locale: "de_DE").first)
    #expect(title.origin == .localizedString)
    #expect(title.key == "Settings")
    #expect(title.isLocalized)
  }

  @Test func stringLocalizedOutsideARenderUsesTheLocaleGivenOrTheDefaultValue() {
    let registration = LocalizedStringSources.register(German())
    defer { registration.unregister() }
    #expect(String(localized: "Settings", locale: Locale(identifier: "de_DE")) == "Einstellungen")
    #expect(String(localized: "\(3) items", locale: Locale(identifier: "de_DE")) == "3 Artikel")
    #expect(String(localized: "Settings", locale: Locale(identifier: "en_US")) == "Settings")
    #expect(String(localized: "missing.key", defaultValue: "Hello \(2)", locale: Locale(identifier: "en_US")) == "Hello 2")
    #expect(String(localized: "welcome.title", defaultValue: "Welcome", locale: Locale(identifier: "de")) == "Willkommen")
    // Apple's default argument, written out, still compiles.
    #expect(!String(localized: "Settings", locale: .current).isEmpty)
  }

  @Test func localizationValueKeepsTypedArgumentsInItsKey() {
    let value: String.LocalizationValue = "\(3) of \(4.5) for \("Ana")"
    #expect(value != String.LocalizationValue("%lld of %lf for %@"))
    #expect(String(localized: value, locale: Locale(identifier: "de_DE")) == "3 of 4,500000 for Ana")
  }

  @Test func resourceInTextIsLookedUpInTheEnvironmentsLocale() throws {
    let resource: LocalizedStringResource = "Sign Out"
    let shown = try #require(try texts(Text(resource), locale: "de_DE").first)
    #expect(shown.text == "Abmelden")
    #expect(shown.key == "Sign Out")
    #expect(shown.origin == .key)
  }

  @Test func resourceShowsItsDefaultValueWhenNoTableHasTheKey() throws {
    let resource = LocalizedStringResource("cart.title", defaultValue: "\(2) in your cart", table: "Cart")
    #expect(resource.key == "cart.title")
    #expect(resource.table == "Cart")
    let shown = try #require(try texts(Text(resource), locale: "de_DE").first)
    #expect(shown.text == "2 in your cart")
    #expect(shown.table == "Cart")
    #expect(String(localized: resource) == "2 in your cart")
  }

  @Test func resourceWithALocaleResolvesForThatLocale() {
    let registration = LocalizedStringSources.register(German())
    defer { registration.unregister() }
    let resource = LocalizedStringResource("welcome.title", defaultValue: "Welcome", locale: Locale(identifier: "de_DE"))
    #expect(String(localized: resource) == "Willkommen")
    #expect(resource.locale.identifier == "de_DE")
  }
}
