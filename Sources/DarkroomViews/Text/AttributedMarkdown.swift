import Foundation

// Foundation on Linux has `AttributedString` but neither its Markdown initialiser nor the
// inline presentation intents Markdown sets; Apple's are declared in Foundation
// (developer.apple.com/documentation/foundation/attributedstring/init(markdown:options:baseurl:)).
#if !canImport(Darwin)
/// How a stretch of Markdown is presented inline, as Foundation's `InlinePresentationIntent`.
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
  public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
  public static let code = InlinePresentationIntent(rawValue: 1 << 2)
  public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
  public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
  public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
  public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
  public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

extension AttributeScopes.FoundationAttributes {
  /// The key of an inline presentation intent, which Markdown sets.
  public struct InlinePresentationIntentAttribute: CodableAttributedStringKey {
    public typealias Value = InlinePresentationIntent
    public static let name = "NSInlinePresentationIntent"
  }

  /// Bold, italic, code and strikethrough from Markdown: `string.inlinePresentationIntent`.
  public var inlinePresentationIntent: InlinePresentationIntentAttribute { InlinePresentationIntentAttribute() }
}

extension AttributedString {
  /// How Markdown is read, as Foundation's `AttributedString.MarkdownParsingOptions`.
  public struct MarkdownParsingOptions: Hashable, Sendable {
    /// Which Markdown is read.
    public enum InterpretedSyntax: Hashable, Sendable {
      case full, inlineOnly, inlineOnlyPreservingWhitespace
    }

    /// What happens to Markdown that does not parse.
    public enum FailurePolicy: Hashable, Sendable {
      case throwError, returnPartiallyParsedIfPossible
    }

    public var allowsExtendedAttributes: Bool
    public var interpretedSyntax: InterpretedSyntax
    public var failurePolicy: FailurePolicy
    public var languageCode: String?

    public init(
      allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
      failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil
    ) {
      self.allowsExtendedAttributes = allowsExtendedAttributes
      self.interpretedSyntax = interpretedSyntax
      self.failurePolicy = failurePolicy
      self.languageCode = languageCode
    }
  }

  /// An attributed string from Markdown's inline syntax: `**bold**`, `*italic*`, `~~struck~~`,
  /// `` `code` `` set as inline presentation intents, `[links](https://example.com)` as
  /// links (relative ones against `baseURL`). Block syntax (headings, lists) is kept as
  /// characters, and line breaks stay as written.
  ///
  /// ```swift
  /// let terms = try AttributedString(markdown: "Read the **terms** and [privacy policy](https://example.com/privacy)")
  /// Text(terms)
  /// ```
  public init(markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
    self.init()
    for span in InlineMarkdown.spans(of: markdown) {
      var piece = AttributedString(span.text)
      let intent = InlinePresentationIntent(markdownStyle: span.style)
      if !intent.isEmpty { piece.inlinePresentationIntent = intent }
      if let destination = span.url { piece.link = URL(string: destination, relativeTo: baseURL) }
      append(piece)
    }
  }

  /// An attributed string from Markdown in a localized key's default text, as
  /// `AttributedString(localized:)` with Markdown read.
  public init(markdown: Substring, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
    try self.init(markdown: String(markdown), options: options, baseURL: baseURL)
  }
}
#endif

extension InlinePresentationIntent {
  init(markdownStyle style: InlineMarkdown.Style) {
    self = []
    if style.contains(.bold) { insert(.stronglyEmphasized) }
    if style.contains(.italic) { insert(.emphasized) }
    if style.contains(.code) { insert(.code) }
    if style.contains(.strikethrough) { insert(.strikethrough) }
  }

  /// The Markdown styling Darkroom's text runs take.
  var markdownStyle: InlineMarkdown.Style {
    var style: InlineMarkdown.Style = []
    if contains(.stronglyEmphasized) { style.insert(.bold) }
    if contains(.emphasized) { style.insert(.italic) }
    if contains(.code) { style.insert(.code) }
    if contains(.strikethrough) { style.insert(.strikethrough) }
    return style
  }
}
