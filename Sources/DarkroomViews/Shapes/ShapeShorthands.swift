// The leading-dot names SwiftUI gives its standard shapes, so that a parameter expecting a
// shape reads as `.clipShape(.capsule)` or `.background(.blue, in: .rect(cornerRadius: 8))`.

nonisolated extension Shape where Self == Rectangle {
  /// A rectangle, as `.clipShape(.rect)`.
  public static var rect: Rectangle { Rectangle() }
}

nonisolated extension Shape where Self == RoundedRectangle {
  /// A rounded rectangle, as `.background(.gray, in: .rect(cornerRadius: 8))`.
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }

  /// A rounded rectangle with corners of `cornerSize`.
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

nonisolated extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle with a radius for each corner, as `.clipShape(.rect(topLeadingRadius: 12))`.
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
  }

  /// A rectangle with the given corner radii.
  public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }
}

nonisolated extension Shape where Self == Capsule {
  /// A capsule with half-circle ends, as `.clipShape(.capsule)`.
  public static var capsule: Capsule { Capsule() }

  /// A capsule whose ends are drawn in `style`.
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

nonisolated extension Shape where Self == Circle {
  /// A circle, as `.background(.red, in: .circle)`.
  public static var circle: Circle { Circle() }
}

nonisolated extension Shape where Self == Ellipse {
  /// An ellipse filling the frame, as `.clipShape(.ellipse)`.
  public static var ellipse: Ellipse { Ellipse() }
}
