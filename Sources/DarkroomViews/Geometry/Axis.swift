/// The horizontal or vertical dimension of a layout.
///
/// ```swift
/// let axis: Axis = .horizontal
/// ```
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
  case horizontal
  case vertical

  /// The axis at right angles to this one.
  var other: Axis { self == .horizontal ? .vertical : .horizontal }

  /// A set of axes, as in `fixedSize(horizontal:vertical:)` or `ScrollView(.vertical)`.
  ///
  /// ```swift
  /// let both: Axis.Set = [.horizontal, .vertical]
  /// ```
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

extension CGSize {
  /// The length along `axis`.
  subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }

  /// A size built from a length along `axis` and one across it.
  init(_ major: CGFloat, along axis: Axis, across minor: CGFloat) {
    self = axis == .horizontal ? CGSize(width: major, height: minor) : CGSize(width: minor, height: major)
  }
}

extension CGPoint {
  /// The coordinate along `axis`.
  subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? x : y }
    set { if axis == .horizontal { x = newValue } else { y = newValue } }
  }

  /// A point built from a coordinate along `axis` and one across it.
  init(_ major: CGFloat, along axis: Axis, across minor: CGFloat) {
    self = axis == .horizontal ? CGPoint(x: major, y: minor) : CGPoint(x: minor, y: major)
  }
}
