/// A rectangle of whole pixels: `x`, `y` is the top-left pixel, `width` × `height` its size.
///
/// ```swift
/// let statusBar = PixelRect(x: 0, y: 0, width: 1179, height: 162)
/// statusBar.contains(x: 10, y: 10)                                   // true
/// statusBar.union(PixelRect(x: 0, y: 200, width: 10, height: 10))   // (0, 0, 1179×210)
/// ```
public struct PixelRect: Sendable, Hashable, CustomStringConvertible {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// One past the last column.
  public var maxX: Int { x + width }
  /// One past the last row.
  public var maxY: Int { y + height }
  /// Number of pixels inside.
  public var area: Int { width * height }
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  public func contains(x px: Int, y py: Int) -> Bool {
    px >= x && px < maxX && py >= y && py < maxY
  }

  /// The smallest rectangle holding both.
  public func union(_ other: PixelRect) -> PixelRect {
    if isEmpty { return other }
    if other.isEmpty { return self }
    let left = min(x, other.x), top = min(y, other.y)
    return PixelRect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
  }

  /// The overlap of both, empty (zero size) when they do not meet.
  public func intersection(_ other: PixelRect) -> PixelRect {
    let left = max(x, other.x), top = max(y, other.y)
    let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
    guard right > left, bottom > top else { return PixelRect(x: left, y: top, width: 0, height: 0) }
    return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The rectangle grown by `margin` pixels on every side (shrunk when `margin` is negative).
  public func expanded(by margin: Int) -> PixelRect {
    PixelRect(x: x - margin, y: y - margin, width: width + 2 * margin, height: height + 2 * margin)
  }

  /// Columns or rows of empty space between the two rectangles, 0 when they touch or overlap.
  func gap(to other: PixelRect) -> Int {
    let horizontal = max(0, max(other.x - maxX, x - other.maxX))
    let vertical = max(0, max(other.y - maxY, y - other.maxY))
    return max(horizontal, vertical)
  }

  public var description: String { "(\(x), \(y), \(width)×\(height))" }
}
