/// Lines of read-only text, laid out by Pango: wrapped at word boundaries to the width it is
/// offered, cut with "…" when lines run out, right to left where the script is, with
/// Chinese, Japanese, Korean and emoji from the pinned fallback fonts.
///
/// ```swift
/// Text("Hello, \(name)!")                       // a literal, with interpolation
/// Text(verbatim: "v1.2 (beta)")                  // exactly as given
/// Text(article.title).font(.headline).lineLimit(2)
/// Text("Total ") + Text(price).bold()            // runs with their own styling
/// ```
public nonisolated struct Text: View, PrimitiveView, Equatable, Sendable {
  public typealias Body = Never

  var runs: [TextRun]

  /// Text shown exactly as given.
  public init(verbatim content: String) {
    runs = [TextRun(string: content)]
  }

  /// Text from a string value, shown as given. A string literal picks the
  /// `LocalizedStringKey` initialiser instead, as in SwiftUI.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    self.init(verbatim: String(content))
  }

  /// Text from a localized key: a string literal (interpolations included) or a
  /// `LocalizedStringKey`. When the text is drawn, the key is looked up in `tableName`
  /// (`Localizable` when `nil`) of `bundle` (the main bundle when `nil`) for the environment's
  /// locale (see ``LocalizedStringSource``), its interpolations are written for that locale,
  /// and its inline Markdown (`**bold**`, `*italic*`, `` `code` ``, `[link](url)`) is set.
  ///
  /// ```swift
  /// Text("\(count) new messages")                        // "1,204 new messages"
  /// Text("welcome.title", tableName: "Onboarding", bundle: .module)
  /// Text("Read the **terms** first")
  /// ```
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
    var run = TextRun(string: "")
    run.localized = LocalizedContent(key: key, tableName: tableName, bundle: bundle)
    runs = [run]
  }

  /// The characters of every run, without styling, as drawn in the default environment
  /// (`en_US`).
  package var plainText: String {
    resolved(in: EnvironmentValues()).runs.map(\.string).joined()
  }

  /// Joins two texts; each keeps its own styling.
  ///
  /// ```swift
  /// Text("Due ") + Text("today").foregroundColor(.red)
  /// ```
  public static func + (lhs: Text, rhs: Text) -> Text {
    var joined = lhs
    joined.runs += rhs.runs
    return joined
  }

  /// Where text that does not fit is cut.
  public enum TruncationMode: Hashable, Sendable {
    case head, tail, middle
  }

  /// Upper or lower case, set on views with `.textCase(_:)`.
  public enum Case: Hashable, Sendable {
    case uppercase, lowercase
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    var text = resolved(in: context.environment)
    let resolvedString = text.runs.map(\.string).joined()
    if let textCase = context.environment.textCase {
      let locale = context.environment.locale
      for index in text.runs.indices {
        text.runs[index].string = textCase == .uppercase
          ? text.runs[index].string.uppercased(with: locale) : text.runs[index].string.lowercased(with: locale)
      }
    }
    let origin = source(resolved: resolvedString, drawn: text.runs.map(\.string).joined())
    return text.shapedNodes(in: context, source: origin)
  }

  private func shapedNodes(in context: ResolveContext, source: TextSource) -> [LayoutNode] {
    let shaped = ShapedText(self, in: context.environment, symbolFailure: context.session.recordSymbolFailure)
    let measurer = TextMeasurer(text: shaped, engine: context.session.text, pixelLength: context.environment.pixelLength)
    measurer.source = source
    let role: NodeRole = context.environment.redactionReasons.contains(.placeholder)
      ? RedactionReasons.placeholderRole(in: context.environment) : .text(measurer)
    let string = runs.map(\.string).joined()
    // An inline symbol reads its name, as an `Image(systemName:)` does.
    let label = runs.map { run in
      if case .symbol(let name) = run.inlineImage { return SymbolSpokenName.of(name) }
      return run.inlineImage == nil ? run.string : ""
    }.joined()
    let node = LayoutNode(
      rule: TextLayoutRule(measurer: measurer, pixelLength: context.environment.pixelLength), role: role, name: "Text",
      detail: "\"" + ShapingStrings.escaped(string) + "\"", context: context)
    // VoiceOver reads the string as drawn, in the language it was resolved for.
    node.setBuiltInAccessibility(BuiltInAccessibility(label: label, traits: .isStaticText))
    return [node]
  }
}

/// A stretch of text with the styling set on it with `Text`'s own modifiers.
struct TextRun: Equatable, Sendable {
  /// The characters; empty until resolved when the run is ``localized``.
  var string: String
  /// A key resolved when the text is drawn, into runs with this run's styling.
  var localized: LocalizedContent?
  var font: Font?
  var weight: Font.Weight?
  var isBold = false
  var isItalic = false
  var foreground: AnyShapeStyleBox?
  var kerning: CGFloat = 0
  /// Set with `underline`: `nil` when the text says nothing, `.some(nil)` when it turns the
  /// line off.
  var underline: Text.LineStyle??
  var strikethrough: Text.LineStyle??
  var baselineOffset: CGFloat = 0
  var monospacedDigits = false
  /// Set in the monospaced design (Markdown's `code`).
  var isMonospaced = false
  /// A Markdown link: drawn in the tint colour.
  var isLink = false
  /// Set by `Text(_: Image)`: an image drawn in place of the run's one character.
  var inlineImage: InlineImage?
}

/// A shape style that can sit in an `Equatable` value; two boxes are equal when they hold
/// equal colours.
struct AnyShapeStyleBox: Equatable, Sendable {
  let style: AnyShapeStyle
  let color: Color?

  init<S: ShapeStyle>(_ style: S) {
    self.style = AnyShapeStyle(style)
    self.color = style as? Color
  }

  static func == (lhs: AnyShapeStyleBox, rhs: AnyShapeStyleBox) -> Bool {
    lhs.color != nil && lhs.color == rhs.color
  }
}

extension Text {
  private func withRuns(_ change: (inout TextRun) -> Void) -> Text {
    var text = self
    for index in text.runs.indices { change(&text.runs[index]) }
    return text
  }

  /// The text in a font.
  public func font(_ font: Font?) -> Text { withRuns { $0.font = font } }
  /// The text in a weight.
  public func fontWeight(_ weight: Font.Weight?) -> Text { withRuns { $0.weight = weight } }
  /// The text in its bold weight.
  public func bold() -> Text { withRuns { $0.isBold = true } }
  /// The text in its bold weight, when `isActive`.
  public func bold(_ isActive: Bool) -> Text { withRuns { $0.isBold = isActive } }
  /// The text in italics.
  public func italic() -> Text { withRuns { $0.isItalic = true } }
  /// The text in italics, when `isActive`.
  public func italic(_ isActive: Bool) -> Text { withRuns { $0.isItalic = isActive } }
  /// The text in a colour; `nil` leaves the foreground style.
  public func foregroundColor(_ color: Color?) -> Text { withRuns { $0.foreground = color.map(AnyShapeStyleBox.init) } }
  /// The text in a style.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { withRuns { $0.foreground = AnyShapeStyleBox(style) } }
  /// Extra space between characters, in points.
  public func kerning(_ kerning: CGFloat) -> Text { withRuns { $0.kerning = kerning } }
  /// Extra space between characters, in points.
  public func tracking(_ tracking: CGFloat) -> Text { withRuns { $0.kerning = tracking } }
  /// The text underlined in `pattern`, in `color` or the text's own colour.
  ///
  /// ```swift
  /// Text("Terms").underline()
  /// Text("Draft").underline(pattern: .dash, color: .orange)
  /// ```
  public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
    withRuns { $0.underline = .some(isActive ? LineStyle(pattern: pattern, color: color) : nil) }
  }
  /// The text struck through in `pattern`, in `color` or the text's own colour.
  ///
  /// ```swift
  /// Text("$40").strikethrough(pattern: .solid, color: .red)
  /// ```
  public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
    withRuns { $0.strikethrough = .some(isActive ? LineStyle(pattern: pattern, color: color) : nil) }
  }
  /// The text raised (positive) or lowered by some points.
  public func baselineOffset(_ offset: CGFloat) -> Text { withRuns { $0.baselineOffset = offset } }
  /// The text with digits of equal width.
  public func monospacedDigit() -> Text { withRuns { $0.monospacedDigits = true } }
}
