/// The size a parent offers a child. On each axis, `nil` asks for the child's ideal length,
/// 0 for its minimum and `.infinity` for its maximum.
///
/// ```swift
/// let ideal = ProposedViewSize.unspecified
/// let column = ProposedViewSize(width: 320, height: nil)
/// ```
public struct ProposedViewSize: Hashable, Sendable {
  public var width: CGFloat?
  public var height: CGFloat?

  /// A proposal of a width and a height, either of which may be `nil`.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// A proposal of exactly `size`.
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// Both axes `nil`: the view's ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// Both axes 0: the view's minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Both axes infinite: the view's maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// The proposal with `nil` axes replaced by the given lengths (10 points by default, as
  /// shapes and colours do).
  ///
  /// ```swift
  /// ProposedViewSize(width: 50, height: nil).replacingUnspecifiedDimensions() // 50×10
  /// ```
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  /// The proposal along `axis`.
  subscript(axis: Axis) -> CGFloat? {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }

  init(_ major: CGFloat?, along axis: Axis, across minor: CGFloat?) {
    self = axis == .horizontal ? ProposedViewSize(width: major, height: minor) : ProposedViewSize(width: minor, height: major)
  }

  /// The proposal shrunk by `insets`, never below zero; `nil` stays `nil`.
  func inset(by insets: EdgeInsets) -> ProposedViewSize {
    ProposedViewSize(
      width: width.map { max($0 - insets.horizontal, 0) },
      height: height.map { max($0 - insets.vertical, 0) })
  }
}
