/// A view's size and its alignment guides, as an `alignmentGuide` closure sees them.
///
/// ```swift
/// Text("Price").alignmentGuide(.leading) { d in d[.trailing] - 20 }
/// ```
public struct ViewDimensions {
  /// The view's width in points.
  public var width: CGFloat { size.width }
  /// The view's height in points.
  public var height: CGFloat { size.height }

  let size: CGSize
  let explicitValue: (AlignmentKey) -> CGFloat?

  init(size: CGSize, explicitValue: @escaping (AlignmentKey) -> CGFloat? = { _ in nil }) {
    self.size = size
    self.explicitValue = explicitValue
  }

  /// The guide's value: the view's explicit value, or the guide's default.
  public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.key] }
  /// The guide's value: the view's explicit value, or the guide's default.
  public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.key] }
  /// The value the view sets for the guide, or `nil`.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }
  /// The value the view sets for the guide, or `nil`.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

  subscript(key: AlignmentKey) -> CGFloat {
    explicitValue(key) ?? key.id.defaultValue(in: self)
  }
}
