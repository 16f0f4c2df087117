nonisolated extension View {
  /// Limits text to a range of lines: at most the upper bound. Reserving the lower bound's
  /// space is not modelled; the text takes the lines it needs.
  ///
  /// ```swift
  /// Text(summary).lineLimit(2...4)
  /// ```
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    environment(\.lineLimit, limit.upperBound)
  }

  /// Limits text to at least `limit` lines (at most that many, here).
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { self }

  /// Limits text to at most `limit` lines.
  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
    environment(\.lineLimit, limit.upperBound)
  }

  /// Limits text to `limit` lines; `reservesSpace` is accepted.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    environment(\.lineLimit, limit)
  }

  /// Accepted; text that does not fit is cut with "…" instead of shrunk.
  public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }

  /// Accepted; letters are not squeezed to fit.
  public func allowsTightening(_ flag: Bool) -> some View { self }

  /// Sets the design of the text in this view; designs without fonts of their own here use
  /// Inter, except `.monospaced`.
  public func fontDesign(_ design: Font.Design?) -> some View {
    transformEnvironment(\.font) { font in
      guard let design, design == .monospaced else { return }
      font = (font ?? .body).monospaced()
    }
  }

  /// Accepted; the pinned fonts have one width.
  public func fontWidth(_ width: Font.Width?) -> some View { self }

  /// Draws digits in this view at one width.
  public func monospacedDigit() -> some View {
    transformEnvironment(\.font) { $0 = ($0 ?? .body).monospacedDigit() }
  }
}

extension Font {
  /// The width of a font's letters; accepted, the pinned fonts have one width.
  public struct Width: Hashable, Sendable {
    let value: Double
    public static let compressed = Width(value: -0.3)
    public static let condensed = Width(value: -0.2)
    public static let standard = Width(value: 0)
    public static let expanded = Width(value: 0.2)
  }

  /// Accepted; the pinned fonts have one width.
  public func width(_ width: Width) -> Font { self }
}
