import Foundation

private struct TextTrackingKey: EnvironmentKey {
  static let defaultValue: CGFloat = 0
}

private struct TextBaselineOffsetKey: EnvironmentKey {
  static let defaultValue: CGFloat = 0
}

extension EnvironmentValues {
  /// The letter spacing set on a whole view with `tracking(_:)` or `kerning(_:)`, for the texts
  /// in it that set none themselves.
  var textTracking: CGFloat {
    get { self[TextTrackingKey.self] }
    set { self[TextTrackingKey.self] = newValue }
  }

  /// The baseline offset set on a whole view with `baselineOffset(_:)`, for the texts in it
  /// that set none themselves.
  var textBaselineOffset: CGFloat {
    get { self[TextBaselineOffsetKey.self] }
    set { self[TextBaselineOffsetKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Spaces the letters of every text in this view that sets no spacing itself, by `tracking`
  /// points (developer.apple.com/documentation/swiftui/view/tracking(_:)).
  ///
  /// ```swift
  /// Label("NEW", systemImage: "sparkles").tracking(1.5)
  /// ```
  public func tracking(_ tracking: CGFloat) -> some View {
    environment(\.textTracking, tracking)
  }

  /// Spaces the letters of every text in this view that sets no spacing itself, by `kerning`
  /// points (developer.apple.com/documentation/swiftui/view/kerning(_:)). Darkroom shapes
  /// both the same way: the space is added after each letter.
  ///
  /// ```swift
  /// Button("Continue") { next() }.kerning(0.5)
  /// ```
  public func kerning(_ kerning: CGFloat) -> some View {
    environment(\.textTracking, kerning)
  }

  /// Raises (positive) or lowers (negative) the text in this view that sets no offset itself
  /// by `baselineOffset` points (developer.apple.com/documentation/swiftui/view/baselineoffset(_:)).
  ///
  /// ```swift
  /// Label("2", systemImage: "star").baselineOffset(4)
  /// ```
  public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
    environment(\.textBaselineOffset, baselineOffset)
  }
}
