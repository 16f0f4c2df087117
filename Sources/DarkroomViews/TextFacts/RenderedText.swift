/// One text as a render drew it: the characters shown, the localized key they came from, and
/// where they ended up on the canvas, so tests and lint rules can ask whether a translation
/// fits.
///
/// ```swift
/// let texts = try ImageRenderer(content: SettingsScreen()).renderedTexts()
/// for text in texts where text.isTruncated {
///   print("\(text.text) needs \(text.fittingSize.width) pt, has \(text.frame.width) pt")
/// }
/// ```
///
/// Texts set `.hidden()`, under an opacity of zero, inside a mask, or redacted as placeholders
/// are not drawn as text and are left out; an empty text is left out too.
public struct RenderedText: Sendable, Equatable, CustomStringConvertible {
  /// How the characters of a text were chosen.
  public enum Origin: String, Sendable, Equatable, CaseIterable {
    /// Looked up by `Text` when drawn: `Text("key")`, a `LocalizedStringKey` or a
    /// `LocalizedStringResource`.
    case key
    /// A plain string that `String(localized:)` produced during the same render.
    case localizedString = "localized-string"
    /// Given as it is: `Text(verbatim:)` or a `String` no lookup produced.
    case verbatim
    /// Written by a formatter rather than looked up, such as `Text(value, format:)`.
    case formatted
  }

  /// The characters as drawn: after lookup, interpolation and `.textCase`, before any "…" the
  /// text was cut with.
  public var text: String
  /// The localized key the text came from; `nil` for verbatim and formatted text. For a text
  /// joined from several texts with `+`, the first key.
  public var key: String?
  /// The table of ``key``; `nil` means the default table (`Localizable`).
  public var table: String?
  /// How the characters were chosen.
  public var origin: Origin
  /// The text's frame in points, in the canvas's coordinates (the bounding box when rotated or
  /// scaled by an effect).
  public var frame: CGRect
  /// The part of ``frame`` that can be seen: cut by every clipping ancestor (`.clipped()`,
  /// `.clipShape`, `.cornerRadius`, a scroll view's viewport, by their frames) and by the
  /// canvas; `.zero` when nothing of it shows.
  public var visibleFrame: CGRect
  /// The part of ``frame`` inside the canvas and every scroll view's viewport: what the
  /// screen could show when the only cuts are the screen's and the scrolling's. A
  /// ``visibleFrame`` smaller than this was cut by a clip the view set. `.zero` when none.
  public var viewportFrame: CGRect
  /// The frame of the nearest ancestor that marks out a box the text should stay inside: a
  /// background or overlay that draws a shape (a button's or a chip's fill, `.background(.blue)`,
  /// `.border`), or a `.frame(width:height:)` with a fixed width or height. Flexible frames,
  /// stacks and padding are not boxes. `nil` when there is none.
  public var containerFrame: CGRect?
  /// Whether the text was cut: ended with "…", or lines were dropped by `.lineLimit` or the
  /// height it was given.
  public var isTruncated: Bool
  /// The size the text takes unwrapped and uncut, at its ideal size.
  public var fittingSize: CGSize
  /// The point size of the text's largest font, after Dynamic Type.
  public var pointSize: CGFloat
  /// Whether that font is bold or heavier (WCAG counts bold text as large from 14 pt).
  public var isBold: Bool
  /// Whether the text grows and shrinks with Dynamic Type: `false` when every font in it has a
  /// fixed size (`.system(size:)`, `.custom(_:fixedSize:)`).
  public var scalesWithDynamicType: Bool
  /// Whether the text sits in a `List` or `Form` row, whose background is the row's, not a
  /// button's.
  public var isInListRow: Bool

  /// Whether the characters came from a localized key.
  public var isLocalized: Bool { key != nil }

  /// A text as given; the renderer makes these, and tests of lint rules may too.
  ///
  /// ```swift
  /// let title = RenderedText(
  ///   text: "Einstellungen", key: "Settings", origin: .key,
  ///   frame: CGRect(x: 0, y: 0, width: 80, height: 20))
  /// ```
  public init(
    text: String, key: String? = nil, table: String? = nil, origin: Origin = .verbatim, frame: CGRect,
    visibleFrame: CGRect? = nil, viewportFrame: CGRect? = nil, containerFrame: CGRect? = nil, isTruncated: Bool = false,
    fittingSize: CGSize? = nil, pointSize: CGFloat = 17, isBold: Bool = false, scalesWithDynamicType: Bool = true,
    isInListRow: Bool = false
  ) {
    self.text = text
    self.key = key
    self.table = table
    self.origin = origin
    self.frame = frame
    self.visibleFrame = visibleFrame ?? frame
    self.viewportFrame = viewportFrame ?? visibleFrame ?? frame
    self.containerFrame = containerFrame
    self.isTruncated = isTruncated
    self.fittingSize = fittingSize ?? frame.size
    self.pointSize = pointSize
    self.isBold = isBold
    self.scalesWithDynamicType = scalesWithDynamicType
    self.isInListRow = isInListRow
  }

  public var description: String {
    var parts = ["\"\(text)\""]
    if let key { parts.append("key \"\(key)\"" + (table.map { " (\($0))" } ?? "")) }
    parts.append("at \(formatPoints(frame.minX)),\(formatPoints(frame.minY)) \(formatPoints(frame.width))×\(formatPoints(frame.height))")
    if isTruncated { parts.append("truncated") }
    return parts.joined(separator: " ")
  }
}

/// How a `Text` node's characters were chosen, noted when the node is made and read once the
/// render is laid out.
struct TextSource {
  var origin: RenderedText.Origin
  var key: String?
  var table: String?
  /// The characters before `.textCase`, to match against what `String(localized:)` produced.
  var resolved: String
  /// The characters as drawn.
  var drawn: String
}

extension Text {
  /// Where this text's characters come from, given what they resolved to.
  func source(resolved: String, drawn: String) -> TextSource {
    if let content = runs.lazy.compactMap(\.localized).first(where: \.isLookedUp) {
      return TextSource(origin: .key, key: content.key.key, table: content.tableName, resolved: resolved, drawn: drawn)
    }
    let origin: RenderedText.Origin = runs.contains { $0.localized != nil } ? .formatted : .verbatim
    return TextSource(origin: origin, resolved: resolved, drawn: drawn)
  }
}
