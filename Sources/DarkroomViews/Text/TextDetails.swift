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

  /// Lets text shrink, down to `factor` of its size, to fit the width it is offered and its
  /// line limit before it is cut with "…", as SwiftUI does. The factor is held to 0.01…1.
  ///
  /// ```swift
  /// Text(price).font(.largeTitle).lineLimit(1).minimumScaleFactor(0.5)
  /// ```
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    environment(\.minimumScaleFactor, factor)
  }

  /// Lets text draw its letters slightly closer together to fit before it shrinks or is cut.
  ///
  /// ```swift
  /// Text(name).lineLimit(1).allowsTightening(true)
  /// ```
  public func allowsTightening(_ flag: Bool) -> some View {
    environment(\.allowsTightening, flag)
  }

  /// Sets the design of the text in this view; designs without fonts of their own here use
  /// Inter, except `.monospaced`.
  public func fontDesign(_ design: Font.Design?) -> some View {
    transformEnvironment(\.font) { font in
      guard let design, design == .monospaced else { return }
      font = (font ?? .body).monospaced()
    }
  }

  /// Draws digits in this view at one width.
  public func monospacedDigit() -> some View {
    transformEnvironment(\.font) { $0 = ($0 ?? .body).monospacedDigit() }
  }
}

private struct MinimumScaleFactorKey: EnvironmentKey {
  static let defaultValue: CGFloat = 1
}

private struct AllowsTighteningKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// How far text may shrink to fit before it is cut: 1 (the default) not at all.
  public var minimumScaleFactor: CGFloat {
    get { self[MinimumScaleFactorKey.self] }
    set { self[MinimumScaleFactorKey.self] = newValue }
  }

  /// Whether text may draw its letters closer together to fit.
  public var allowsTightening: Bool {
    get { self[AllowsTighteningKey.self] }
    set { self[AllowsTighteningKey.self] = newValue }
  }
}
