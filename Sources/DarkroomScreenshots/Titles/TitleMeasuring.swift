import DarkroomUI

/// How a title's lines are measured while its size is chosen. ``LayoutTitleMeasurer`` lays
/// the text out with the view layer; another measurer (one reading the renderer's own text
/// facts, say) can take its place through ``TitleFitter/init(measurer:)``.
///
/// ```swift
/// let measurement = try LayoutTitleMeasurer().measure(
///   "Alles im Blick", font: .system(size: 32, weight: .bold), width: 380, lines: 2, environment: EnvironmentValues())
/// measurement.fits   // true
/// ```
public protocol TitleMeasuring: Sendable {
  /// The text set in `font` in a column `width` points wide: how tall it is, whether it needs
  /// more than `lines` lines, and the widest of its words.
  @MainActor func measure(
    _ text: String, font: Font, width: CGFloat, lines: Int, environment: EnvironmentValues
  ) throws -> TitleMeasurement
}

/// A title laid out at one size.
public struct TitleMeasurement: Sendable, Equatable {
  /// The height of the lines the text takes, within the allowed lines.
  public var height: CGFloat
  /// Whether the text needed more than the allowed lines and was cut.
  public var isCut: Bool
  /// The widest word set on a line of its own (0 for scripts that break anywhere).
  public var widestWord: CGFloat
  /// The column width.
  public var width: CGFloat

  public init(height: CGFloat, isCut: Bool, widestWord: CGFloat, width: CGFloat) {
    self.height = height
    self.isCut = isCut
    self.widestWord = widestWord
    self.width = width
  }

  /// Whether the text fits its lines uncut, no word broken inside.
  public var fits: Bool { !isCut && widestWord <= width + 0.01 }
}

/// Measures titles by laying them out, without drawing, with the view layer that renders
/// them: the text wrapped at the column's width on the allowed lines, read back from the
/// render's own text facts (its height, and whether it was cut), and every word on a line of
/// its own (the widest must fit the column, or the line breaker would split it).
public struct LayoutTitleMeasurer: TitleMeasuring {
  public init() {}

  @MainActor public func measure(
    _ text: String, font: Font, width: CGFloat, lines: Int, environment: EnvironmentValues
  ) throws -> TitleMeasurement {
    let title = Text(verbatim: text).font(font).multilineTextAlignment(.center).lineLimit(lines)
      .fixedSize(horizontal: false, vertical: true).frame(width: width)
    let laidOut = try PreviewRendering.render(
      AnyView(title), layout: .sizeThatFits, screen: CGSize(width: 10_000, height: 10_000), safeArea: EdgeInsets(), scale: 1,
      environment: environment, draw: false, collectsTexts: true)
    let set = laidOut.texts.first
    let script = TitleScript.forLanguage(environment.locale.identifier)
    var widest: CGFloat = 0
    if !script.breaksAnywhere {
      let words = text.split(whereSeparator: \.isWhitespace).joined(separator: "\n")
      widest = try PreviewRendering.render(
        AnyView(Text(verbatim: words).font(font).fixedSize()), layout: .sizeThatFits,
        screen: CGSize(width: 10_000, height: 10_000), safeArea: EdgeInsets(), scale: 1, environment: environment, draw: false
      ).size.width
    }
    return TitleMeasurement(
      height: set?.frame.height ?? 0, isCut: set?.isTruncated ?? false, widestWord: widest, width: width)
  }
}
