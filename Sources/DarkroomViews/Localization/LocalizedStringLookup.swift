import Foundation

extension String {
  /// The string for a key written as a literal, looked up now: in a render, for the locale and
  /// string source of the view whose `body` calls it (the render's own unless a view above set
  /// another); elsewhere for `locale`, or the process's current locale. Sources are asked as
  /// for `Text`: the environment's, the registered ones, then the bundle's `.strings` files; the
  /// literal itself is shown when none has the key.
  ///
  /// ```swift
  /// var body: some View {
  ///   let title = String(localized: "Settings")          // "Einstellungen" in a German render
  ///   Text(verbatim: title.uppercased())
  /// }
  /// String(localized: "\(count) items", locale: Locale(identifier: "de_DE"))  // "1.204 Artikel"
  /// ```
  ///
  /// Passing `locale` picks the language and number formats even inside a render. See
  /// https://developer.apple.com/documentation/swift/string/init(localized:table:bundle:locale:comment:)
  public init(
    localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
    locale: Locale? = nil, comment: StaticString? = nil
  ) {
    self = EagerLocalization.string(
      keyAndValue.content, defaultValue: nil, table: table, bundle: bundle, locale: locale)
  }

  /// The string for a key of its own, with the text shown when no table has it.
  ///
  /// ```swift
  /// String(localized: "cart.title", defaultValue: "\(count) items in your cart", table: "Cart")
  /// ```
  ///
  /// See https://developer.apple.com/documentation/swift/string/init(localized:defaultvalue:table:bundle:locale:comment:)
  public init(
    localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
    locale: Locale? = nil, comment: StaticString? = nil
  ) {
    self = EagerLocalization.string(
      LocalizedStringKey(key: key.description, arguments: defaultValue.content.arguments),
      defaultValue: defaultValue.content, table: table, bundle: bundle, locale: locale)
  }

  /// The string a ``LocalizedStringResource`` stands for, resolved now: for the resource's
  /// locale when it was given one, otherwise as `String(localized:)` with a literal.
  ///
  /// ```swift
  /// let resource = LocalizedStringResource("welcome.title", defaultValue: "Welcome")
  /// let title = String(localized: resource)
  /// ```
  @_disfavoredOverload
  public init(localized resource: LocalizedStringResource) {
    self = EagerLocalization.string(
      resource.content, defaultValue: resource.defaultValue.content, table: resource.table,
      bundle: resource.bundle.bundle, locale: resource.explicitLocale)
  }
}

/// Resolves a key into a plain string at once, as `String(localized:)` does: no Markdown, every
/// interpolated `Text` reduced to its characters.
enum EagerLocalization {
  static func string(
    _ key: LocalizedStringKey, defaultValue: LocalizedStringKey?, table: String?, bundle: Bundle?, locale: Locale?
  ) -> String {
    let render = RenderStrings.current
    var environment: EnvironmentValues
    if let inBody = EnvironmentValues.current {
      environment = inBody
    } else if let render {
      environment = render.environment
    } else {
      environment = EnvironmentValues()
      environment.locale = Locale.current
    }
    if let locale { environment.locale = locale }
    var run = TextRun(string: "")
    run.localized = LocalizedContent(
      key: key, tableName: table, bundle: bundle, parsesMarkdown: false, defaultValue: defaultValue)
    let string = run.resolved(in: environment).map(\.string).joined()
    render?.record(string, key: key.key, table: table)
    return string
  }
}
