import Foundation

// Foundation on Apple's systems makes attributed strings from localized keys, reading the
// translation's Markdown (developer.apple.com/documentation/foundation/attributedstring/init(localized:options:table:bundle:locale:comment:));
// Foundation on Linux has neither the initialisers nor their options.
#if !canImport(Darwin)
extension AttributedString {
  /// How a localized attributed string is made.
  public struct LocalizationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Replaces the `^[…](inflect: true)` markers of automatic grammar agreement.
    public static let applyReplacementIndexAttribute = LocalizationOptions(rawValue: 1)
  }

  /// The string for a key, looked up as `String(localized:)` looks it up, with its Markdown
  /// read into attributes.
  ///
  /// ```swift
  /// let greeting = AttributedString(localized: "Hello, **\(name)**!")
  /// ```
  public init(
    localized keyAndValue: String.LocalizationValue, options: LocalizationOptions = [], table: String? = nil,
    bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil
  ) {
    let text = String(localized: keyAndValue, table: table, bundle: bundle, locale: locale)
    self = Self.readingMarkdown(of: text)
  }

  /// The string for a key, with the attributes of `scope` read from its Markdown.
  public init<S: AttributeScope>(
    localized keyAndValue: String.LocalizationValue, options: LocalizationOptions = [], table: String? = nil,
    bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil,
    including scope: KeyPath<AttributeScopes, S.Type>
  ) {
    self.init(localized: keyAndValue, options: options, table: table, bundle: bundle, locale: locale, comment: comment)
  }

  /// A translation's inline Markdown as attributes; text that is not valid Markdown stays as
  /// it is.
  private static func readingMarkdown(of text: String) -> AttributedString {
    let parsing = MarkdownParsingOptions(interpretedSyntax: .inlineOnlyPreservingWhitespace)
    return (try? AttributedString(markdown: text, options: parsing)) ?? AttributedString(text)
  }

  /// The string for a key of its own, with the text shown when no table has it.
  public init(
    localized key: StaticString, defaultValue: String.LocalizationValue, options: LocalizationOptions = [],
    table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil
  ) {
    let text = String(localized: key, defaultValue: defaultValue, table: table, bundle: bundle, locale: locale)
    self = Self.readingMarkdown(of: text)
  }
}
#endif
