import Foundation

#if !canImport(Darwin)
  /// A two-dimensional vector, as Core Graphics' `CGVector`, which Foundation on Linux does
  /// not declare: an offset or a velocity, as gestures and physics code pass one.
  ///
  /// ```swift
  /// let push = CGVector(dx: 0, dy: -9.8)
  /// let none = CGVector.zero
  /// ```
  public struct CGVector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// A vector of zero length.
    public init() {
      dx = 0
      dy = 0
    }

    /// A vector with these components.
    public init(dx: CGFloat, dy: CGFloat) {
      self.dx = dx
      self.dy = dy
    }

    /// A vector with integer components.
    public init(dx: Int, dy: Int) {
      self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// A vector with double components.
    public init(dx: Double, dy: Double) {
      self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector of zero length.
    public static let zero = CGVector()
  }
#endif
