/// A type that names an alignment guide and gives its value when no view sets it.
///
/// ```swift
/// private enum MidAccount: AlignmentID {
///   static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
/// }
/// extension VerticalAlignment {
///   static let midAccount = VerticalAlignment(MidAccount.self)
/// }
/// ```
public protocol AlignmentID {
  /// The guide's value for a view that sets no explicit value.
  static func defaultValue(in context: ViewDimensions) -> CGFloat

  /// Merges the explicit values of a container's children into the container's value. The
  /// default averages them.
  static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

extension AlignmentID {
  public static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
    let previous = n == 0 ? childValue : parentValue ?? childValue
    parentValue = (previous * CGFloat(n) + childValue) / CGFloat(n + 1)
  }
}

/// An alignment guide and the axis it measures along.
struct AlignmentKey: Hashable, @unchecked Sendable {
  let id: any AlignmentID.Type
  let axis: Axis

  static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
    ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) && lhs.axis == rhs.axis
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(id))
    hasher.combine(axis)
  }

  /// Merges children's explicit values (already in the container's coordinates).
  func combine(_ values: [CGFloat?]) -> CGFloat? {
    var result: CGFloat?
    var count = 0
    for case let value? in values {
      id._combineExplicit(childValue: value, count, into: &result)
      count += 1
    }
    return result
  }
}

/// An alignment guide along the horizontal axis: where views line up in a `VStack`.
///
/// ```swift
/// VStack(alignment: .leading) { Text("Title"); Text("Subtitle") }
/// ```
public struct HorizontalAlignment: Equatable, @unchecked Sendable {
  let key: AlignmentKey

  /// A guide with a custom identifier.
  public init(_ id: any AlignmentID.Type) {
    key = AlignmentKey(id: id, axis: .horizontal)
  }

  public static let leading = HorizontalAlignment(LeadingGuide.self)
  public static let center = HorizontalAlignment(HorizontalCenterGuide.self)
  public static let trailing = HorizontalAlignment(TrailingGuide.self)
}

/// An alignment guide along the vertical axis: where views line up in an `HStack`.
///
/// ```swift
/// HStack(alignment: .firstTextBaseline) { Text("Total").font(.caption); Text("$12").font(.title) }
/// ```
public struct VerticalAlignment: Equatable, @unchecked Sendable {
  let key: AlignmentKey

  /// A guide with a custom identifier.
  public init(_ id: any AlignmentID.Type) {
    key = AlignmentKey(id: id, axis: .vertical)
  }

  public static let top = VerticalAlignment(TopGuide.self)
  public static let center = VerticalAlignment(VerticalCenterGuide.self)
  public static let bottom = VerticalAlignment(BottomGuide.self)
  public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineGuide.self)
  public static let lastTextBaseline = VerticalAlignment(LastTextBaselineGuide.self)
}

/// A pair of guides, one per axis, for frames, overlays and `ZStack`s.
///
/// ```swift
/// Color.blue.frame(width: 100, height: 100).overlay(alignment: .topTrailing) { Badge() }
/// ```
public struct Alignment: Equatable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
  public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
  public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
  public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
  public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
  public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

enum LeadingGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum HorizontalCenterGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}

enum TrailingGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}

enum TopGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum VerticalCenterGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}

enum BottomGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

/// A view without text has its baselines at its bottom edge.
enum FirstTextBaselineGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
  static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
    parentValue = min(childValue, parentValue ?? .infinity)
  }
}

enum LastTextBaselineGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
  static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
    parentValue = max(childValue, parentValue ?? -.infinity)
  }
}
