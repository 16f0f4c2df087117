/// A font: a text style that follows the text size (`.body`, `.headline`) or a fixed size,
/// with weight, design and italics.
///
/// ```swift
/// Text("Title").font(.title)
/// Text("Price").font(.system(size: 28, weight: .bold, design: .rounded))
/// Text("Note").font(.footnote.italic())
/// ```
///
/// Text is set in Inter (Inter Display from 20 points, as Apple's system font switches to
/// its display cut there); `.monospaced` uses Noto Sans Mono CJK. Other designs fall back to
/// Inter, so renders never depend on the machine's fonts. `Font.custom` draws fonts a
/// project registers from its own files with ``FontRegistry``; other names get the system
/// font at the same size.
public struct Font: Hashable, Sendable {
  enum Base: Hashable, Sendable {
    case style(TextStyle)
    case size(CGFloat)
    /// A named font whose size scales with the text size relative to `relativeTo`, or not
    /// at all when `nil`.
    case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
  }

  var base: Base
  var weight: Weight?
  var design: Design?
  var isItalic = false
  var isBold = false
  var isMonospacedDigit = false

  init(base: Base, weight: Weight? = nil, design: Design? = nil) {
    self.base = base
    self.weight = weight
    self.design = design
  }

  /// The system font at a fixed size; it does not follow the text size.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(base: .size(size), weight: weight, design: design)
  }

  /// The system font for a text style; it follows the text size.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
    Font(base: .style(style), weight: weight, design: design)
  }

  /// A font by family, PostScript or full name, scaled with the text size like `.body`. The
  /// font must be registered with ``FontRegistry/register(fileAt:)``; an unregistered name
  /// draws the system font at this size (and is reported once).
  ///
  /// ```swift
  /// try FontRegistry.register(fileAt: fontURL)
  /// Text("Hello").font(.custom("Lobster", size: 24))
  /// ```
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(base: .custom(name: name, size: size, relativeTo: .body))
  }

  /// A font by name, scaled with the text size like `textStyle`.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
    Font(base: .custom(name: name, size: size, relativeTo: textStyle))
  }

  /// A font by name at a size that never changes.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    Font(base: .custom(name: name, size: fixedSize, relativeTo: nil))
  }

  public static let largeTitle = Font(base: .style(.largeTitle))
  public static let title = Font(base: .style(.title))
  public static let title2 = Font(base: .style(.title2))
  public static let title3 = Font(base: .style(.title3))
  public static let headline = Font(base: .style(.headline))
  public static let subheadline = Font(base: .style(.subheadline))
  public static let body = Font(base: .style(.body))
  public static let callout = Font(base: .style(.callout))
  public static let footnote = Font(base: .style(.footnote))
  public static let caption = Font(base: .style(.caption))
  public static let caption2 = Font(base: .style(.caption2))

  /// The font with another weight.
  public func weight(_ weight: Weight) -> Font {
    var font = self
    font.weight = weight
    return font
  }

  /// The font in its emphasised (bold) weight.
  public func bold() -> Font {
    var font = self
    font.isBold = true
    return font
  }

  /// The font in italics.
  public func italic() -> Font {
    var font = self
    font.isItalic = true
    return font
  }

  /// The font in another design.
  public func design(_ design: Design) -> Font {
    var font = self
    font.design = design
    return font
  }

  /// The font with digits of equal width.
  public func monospacedDigit() -> Font {
    var font = self
    font.isMonospacedDigit = true
    return font
  }

  /// The font's monospaced design.
  public func monospaced() -> Font {
    design(.monospaced)
  }

  /// The text styles of Apple's type scale.
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
  }

  /// Font weights from thinnest to heaviest.
  public struct Weight: Hashable, Sendable {
    /// The OpenType weight, 100 to 900.
    let value: Int
    public static let ultraLight = Weight(value: 200)
    public static let thin = Weight(value: 100)
    public static let light = Weight(value: 300)
    public static let regular = Weight(value: 400)
    public static let medium = Weight(value: 500)
    public static let semibold = Weight(value: 600)
    public static let bold = Weight(value: 700)
    public static let heavy = Weight(value: 800)
    public static let black = Weight(value: 900)
  }

  /// Font designs. Only `.default` and `.monospaced` have fonts of their own here.
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }
}
