import Foundation

/// A reference to a localized string that is resolved later, in the locale of whoever shows
/// it: the key, the text to show when no table has it, the table and the bundle. Foundation
/// has it on Apple's platforms only; this one keeps the same initialisers, so view code that
/// passes resources around compiles unchanged.
///
/// ```swift
/// let title: LocalizedStringResource = "Settings"
/// let greeting = LocalizedStringResource("welcome.title", defaultValue: "Welcome, \(name)!", table: "Onboarding")
/// Text(greeting)                     // resolved for the environment's locale when drawn
/// String(localized: greeting)        // resolved now
/// ```
///
/// See https://developer.apple.com/documentation/foundation/localizedstringresource
public struct LocalizedStringResource: Equatable, Sendable, ExpressibleByStringInterpolation {
  /// The key looked up in the table.
  public var key: String
  /// The text, with its arguments, shown when no table has the key; for a resource made from
  /// a literal it is the literal itself.
  public var defaultValue: String.LocalizationValue
  /// The table's name; `nil` means `Localizable`.
  public var table: String?
  /// The locale `String(localized:)` resolves the resource for. A `Text` shows the resource in
  /// its environment's locale instead, as SwiftUI does.
  public var locale: Locale {
    get { explicitLocale ?? Locale.current }
    set { explicitLocale = newValue }
  }
  /// The bundle whose string tables hold the key.
  public var bundle: BundleDescription
  /// The locale given when the resource was made; `nil` lets a render's locale apply.
  var explicitLocale: Locale?
  /// The key's own arguments, filled in when the key is found in a table.
  var arguments: [FormatArgument]

  /// A resource whose key and default text are the same value, usually a literal.
  ///
  /// ```swift
  /// LocalizedStringResource("\(count) items", table: "Cart")
  /// ```
  public init(
    _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale? = nil,
    bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {
    key = keyAndValue.key
    arguments = keyAndValue.content.arguments
    defaultValue = keyAndValue
    self.table = table
    explicitLocale = locale
    self.bundle = bundle
  }

  /// A resource with a key of its own and the text shown when no table has it.
  ///
  /// ```swift
  /// LocalizedStringResource("cart.count", defaultValue: "\(count) items", table: "Cart")
  /// ```
  public init(
    _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale? = nil,
    bundle: BundleDescription = .main, comment: StaticString? = nil
  ) {
    self.key = key.description
    // The arguments belong to the default text; a translation's specifiers take them too.
    arguments = defaultValue.content.arguments
    self.defaultValue = defaultValue
    self.table = table
    explicitLocale = locale
    self.bundle = bundle
  }

  /// A resource with a key and default text in a given `Bundle`.
  ///
  /// ```swift
  /// LocalizedStringResource("Settings", bundle: .module)
  /// ```
  public init(
    _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale? = nil, bundle: Bundle,
    comment: StaticString? = nil
  ) {
    self.init(keyAndValue, table: table, locale: locale, bundle: .atURL(bundle.bundleURL), comment: comment)
  }

  /// A resource from a string literal without interpolations.
  public init(stringLiteral value: String) {
    self.init(String.LocalizationValue(value))
  }

  /// A resource from a string literal with interpolations.
  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
    self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
  }

  /// The key with its arguments, as `Text` and `String(localized:)` look it up.
  var content: LocalizedStringKey {
    LocalizedStringKey(key: key, arguments: arguments)
  }

  /// Which bundle a resource's tables are read from.
  ///
  /// ```swift
  /// LocalizedStringResource("Done", bundle: .forClass(SettingsModel.self))
  /// ```
  public struct BundleDescription: Equatable, Sendable {
    /// `nil` stands for the main bundle, read when the string is resolved.
    let bundle: Bundle?

    /// The app's main bundle.
    public static let main = BundleDescription(bundle: nil)

    /// The bundle that holds a class's code.
    public static func forClass(_ anyClass: AnyClass) -> BundleDescription {
      BundleDescription(bundle: Bundle(for: anyClass))
    }

    /// The bundle at a file URL; the main bundle when there is none there.
    public static func atURL(_ url: URL) -> BundleDescription {
      BundleDescription(bundle: Bundle(url: url))
    }
  }
}

extension Text {
  /// Text from a ``LocalizedStringResource``: its key is looked up when the text is drawn, in
  /// the environment's locale, and its default value is shown when no table has the key.
  ///
  /// ```swift
  /// let title: LocalizedStringResource = "Settings"
  /// Text(title).font(.headline)
  /// ```
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource) {
    var run = TextRun(string: "")
    run.localized = LocalizedContent(
      key: resource.content, tableName: resource.table, bundle: resource.bundle.bundle,
      defaultValue: resource.defaultValue.content)
    runs = [run]
  }
}
