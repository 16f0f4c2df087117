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

  /// Text from a string literal, interpolations included. `tableName`, `bundle` and
  /// `comment` are accepted for source compatibility; there are no string tables here.
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
    runs = key.segments.flatMap { segment -> [TextRun] in
      switch segment {
      case .string(let string): [TextRun(string: string)]
      case .text(let text): text.runs
      }
    }
    if runs.isEmpty { runs = [TextRun(string: "")] }
  }

  /// The characters of every run, without styling.
  var plainText: String {
    runs.map(\.string).joined()
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
    var text = self
    if let textCase = context.environment.textCase {
      let locale = context.environment.locale
      for index in text.runs.indices {
        text.runs[index].string = textCase == .uppercase
          ? text.runs[index].string.uppercased(with: locale) : text.runs[index].string.lowercased(with: locale)
      }
    }
    return text.shapedNodes(in: context)
  }

  private func shapedNodes(in context: ResolveContext) -> [LayoutNode] {
    let shaped = ShapedText(self, in: context.environment)
    let measurer = TextMeasurer(text: shaped, engine: context.session.text)
    let role: NodeRole = context.environment.redactionReasons.contains(.placeholder)
      ? RedactionReasons.placeholderRole(in: context.environment) : .text(measurer)
    return [
      LayoutNode(
        rule: TextLayoutRule(measurer: measurer), role: role, name: "Text",
        detail: "\"" + plainText.replacingOccurrences(of: "\n", with: "\\n") + "\"", context: context)
    ]
  }
}

/// A stretch of text with the styling set on it with `Text`'s own modifiers.
struct TextRun: Equatable, Sendable {
  var string: String
  var font: Font?
  var weight: Font.Weight?
  var isBold = false
  var isItalic = false
  var foreground: AnyShapeStyleBox?
  var kerning: CGFloat = 0
  var underline: Color??
  var strikethrough: Color??
  var baselineOffset: CGFloat = 0
  var monospacedDigits = false
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
  /// The text underlined, in `color` or the text's own colour.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    withRuns { $0.underline = isActive ? .some(color) : nil }
  }
  /// The text struck through, in `color` or the text's own colour.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    withRuns { $0.strikethrough = isActive ? .some(color) : nil }
  }
  /// The text raised (positive) or lowered by some points.
  public func baselineOffset(_ offset: CGFloat) -> Text { withRuns { $0.baselineOffset = offset } }
  /// The text with digits of equal width.
  public func monospacedDigit() -> Text { withRuns { $0.monospacedDigits = true } }
}
