/// The radii of a rectangle's four corners, named for a left-to-right layout.
///
/// ```swift
/// let radii = RectangleCornerRadii(topLeading: 12, topTrailing: 12)
/// ```
public struct RectangleCornerRadii: Hashable, Sendable {
  public var topLeading: CGFloat
  public var bottomLeading: CGFloat
  public var bottomTrailing: CGFloat
  public var topTrailing: CGFloat

  /// Radii for each corner; corners not given are square.
  public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

/// A rectangle whose corners each have their own radius.
///
/// ```swift
/// UnevenRoundedRectangle(topLeadingRadius: 16, topTrailingRadius: 16).fill(.background)
/// ```
///
/// Each corner is a quarter circle (an ellipse when the sides are too short), whichever
/// `style` is asked for; radii that are negative or not numbers draw square corners, and
/// two radii on one side that add up to more than the side are scaled down to fit.
public nonisolated struct UnevenRoundedRectangle: InsettableShape, Hashable {
  public var cornerRadii: RectangleCornerRadii
  public var style: RoundedCornerStyle
  var insetAmount: CGFloat = 0

  /// A rectangle with the given corner radii.
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  /// A rectangle with a radius for each corner; corners not given are square.
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
        topTrailing: topTrailingRadius),
      style: style)
  }

  public func path(in rect: CGRect) -> Path {
    let inner = rect.insetBy(dx: insetAmount, dy: insetAmount)
    guard inner.width > 0, inner.height > 0, inner.width.isFinite, inner.height.isFinite else { return Path() }
    func clean(_ radius: CGFloat) -> CGFloat { radius.isFinite ? max(0, radius - insetAmount) : 0 }
    var topLeft = clean(cornerRadii.topLeading), topRight = clean(cornerRadii.topTrailing)
    var bottomRight = clean(cornerRadii.bottomTrailing), bottomLeft = clean(cornerRadii.bottomLeading)
    // Corners sharing a side may not overlap: all shrink by the worst side's factor.
    let sums = [
      (topLeft + topRight, inner.width), (bottomLeft + bottomRight, inner.width),
      (topLeft + bottomLeft, inner.height), (topRight + bottomRight, inner.height),
    ]
    let factor = sums.reduce(CGFloat(1)) { factor, pair in pair.0 > pair.1 ? min(factor, pair.1 / pair.0) : factor }
    topLeft *= factor
    topRight *= factor
    bottomRight *= factor
    bottomLeft *= factor
    let handle: CGFloat = 0.5522847498
    var path = Path()
    path.move(to: CGPoint(x: inner.minX + topLeft, y: inner.minY))
    path.addLine(to: CGPoint(x: inner.maxX - topRight, y: inner.minY))
    path.addCurve(
      to: CGPoint(x: inner.maxX, y: inner.minY + topRight),
      control1: CGPoint(x: inner.maxX - topRight * (1 - handle), y: inner.minY),
      control2: CGPoint(x: inner.maxX, y: inner.minY + topRight * (1 - handle)))
    path.addLine(to: CGPoint(x: inner.maxX, y: inner.maxY - bottomRight))
    path.addCurve(
      to: CGPoint(x: inner.maxX - bottomRight, y: inner.maxY),
      control1: CGPoint(x: inner.maxX, y: inner.maxY - bottomRight * (1 - handle)),
      control2: CGPoint(x: inner.maxX - bottomRight * (1 - handle), y: inner.maxY))
    path.addLine(to: CGPoint(x: inner.minX + bottomLeft, y: inner.maxY))
    path.addCurve(
      to: CGPoint(x: inner.minX, y: inner.maxY - bottomLeft),
      control1: CGPoint(x: inner.minX + bottomLeft * (1 - handle), y: inner.maxY),
      control2: CGPoint(x: inner.minX, y: inner.maxY - bottomLeft * (1 - handle)))
    path.addLine(to: CGPoint(x: inner.minX, y: inner.minY + topLeft))
    path.addCurve(
      to: CGPoint(x: inner.minX + topLeft, y: inner.minY),
      control1: CGPoint(x: inner.minX, y: inner.minY + topLeft * (1 - handle)),
      control2: CGPoint(x: inner.minX + topLeft * (1 - handle), y: inner.minY))
    path.closeSubpath()
    return path
  }

  public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
    var shape = self
    shape.insetAmount += amount
    return shape
  }
}
