/// A rectangle a lint finding points at: its top-left corner and size, in points on the
/// canvas or in an image's pixels, as the ``LintFinding`` holding it says.
///
/// ```swift
/// let box = LintBox(x: 32, y: 670, width: 140, height: 22)
/// print(box.maxX, box.maxY)   // 172.0 692.0
/// ```
public struct LintBox: Sendable, Equatable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The right edge.
  public var maxX: Double { x + width }
  /// The bottom edge.
  public var maxY: Double { y + height }
}
