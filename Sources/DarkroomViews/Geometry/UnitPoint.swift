/// A point in a view's own coordinates, as fractions of its size: (0, 0) is the top-leading
/// corner and (1, 1) the bottom-trailing one.
///
/// ```swift
/// LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
/// ```
public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat

  /// The top-leading corner.
  public init() { self.init(x: 0, y: 0) }
  /// A point at fractions `x` and `y` of the width and height.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)

  /// The point in `rect`, mirrored when the layout runs right to left.
  func point(in rect: CGRect, mirrored: Bool) -> CGPoint {
    let fraction = mirrored ? 1 - x : x
    return CGPoint(x: rect.minX + fraction * rect.width, y: rect.minY + y * rect.height)
  }
}
