/// The distance a view wants to its neighbours in a stack with no `spacing:` given.
///
/// Each edge holds a plain distance and distances for kinds of neighbour ("categories"),
/// after the model SwiftUI uses (`ViewSpacing`, documented by Apple; its rules are written out
/// in the open-source reimplementation OpenSwiftUI, `Sources/OpenSwiftUICore/Layout/Geometry/Spacing.swift`
/// and `Text+Spacing.swift`, https://github.com/OpenSwiftUIProject/OpenSwiftUI):
///
/// - Two edges that share categories are as far apart as the largest of their shared
///   categories says; when they share none, the larger plain distance (8 points for most
///   views, 0 for a `Spacer`) is used.
/// - Text offers, from its largest font's ascent `a`, descent `d`, cap height `c` and line
///   height `h = a + d`, with `s = 0.1 h` rounded up to a whole pixel: `d + s` above it
///   for a view over it, `max(h + s - c, s + d)` below it for a view under it, and, between
///   two texts, the upper font's leading (the line gap, 0 for the pinned fonts), so stacked
///   texts sit like the lines of one paragraph.
/// - Other views take part with 0 in those categories, so the text's value wins.
///
/// Horizontally, text has no categories of its own (its writing runs along the line), so
/// views in an `HStack` keep the plain 8 points.
///
/// A custom `Layout` reads its subviews' spacing and reports its own with the public
/// members (developer.apple.com/documentation/swiftui/viewspacing):
///
/// ```swift
/// let gap = subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal)
/// var mine = ViewSpacing()
/// mine.formUnion(subviews[0].spacing, edges: .top)
/// ```
public struct ViewSpacing: Equatable, Sendable {
  /// The kinds of neighbour an edge can have a distance for.
  enum Category: Hashable {
    /// Between two texts: the upper text's leading.
    case textToText
    /// A view over a text.
    case edgeAboveText
    /// A view under a text.
    case edgeBelowText
  }

  /// A distance in one category.
  enum Value: Equatable {
    case distance(CGFloat)
    /// A text's leading, rounded up to a pixel, met by another text.
    case textLeading(CGFloat)

    /// The distance between an edge with this value and one with `other`, this one first.
    func distance(to other: Value) -> CGFloat {
      switch (self, other) {
      case (.distance(let a), .distance(let b)): a + b
      case (.distance(let a), .textLeading): a
      case (.textLeading, .distance(let b)): b
      case (.textLeading(let upper), .textLeading): upper
      }
    }
  }

  /// What one edge wants.
  struct Edge: Equatable {
    /// The distance when no category is shared with the neighbour.
    var plain: CGFloat?
    var categories: [Category: Value] = [:]
  }

  var top: Edge
  var leading: Edge
  var bottom: Edge
  var trailing: Edge

  /// The platform's default distance between views (8 points on iOS).
  static let defaultDistance: CGFloat = 8

  /// A view that is not text: 8 points, and 0 towards text (so the text decides).
  static let standard = ViewSpacing(
    top: Edge(plain: defaultDistance, categories: [.edgeBelowText: .distance(0)]),
    leading: Edge(plain: defaultDistance),
    bottom: Edge(plain: defaultDistance, categories: [.edgeAboveText: .distance(0)]),
    trailing: Edge(plain: defaultDistance))

  /// No distance at all, as a `Spacer` has.
  public static let zero = ViewSpacing(top: Edge(plain: 0), leading: Edge(plain: 0), bottom: Edge(plain: 0), trailing: Edge(plain: 0))

  init(top: Edge, leading: Edge, bottom: Edge, trailing: Edge) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The spacing of a text whose largest font has `metrics`, drawn at `pixelLength` points
  /// per pixel.
  init(text metrics: LineMetrics, pixelLength: CGFloat) {
    let pixel = pixelLength > 0 && pixelLength.isFinite ? pixelLength : 1
    func roundedUp(_ value: CGFloat) -> CGFloat { (value / pixel).rounded(.up) * pixel }
    let lineHeight = metrics.ascent + metrics.descent
    let textSpacing = roundedUp(lineHeight * 0.1)
    let above = metrics.descent + textSpacing
    let below = max(lineHeight + textSpacing - metrics.capHeight, textSpacing + metrics.descent)
    let leading = Value.textLeading(roundedUp(max(metrics.leading, 0)))
    self.init(
      top: Edge(plain: ViewSpacing.defaultDistance, categories: [.textToText: leading, .edgeAboveText: .distance(above)]),
      leading: Edge(plain: ViewSpacing.defaultDistance),
      bottom: Edge(plain: ViewSpacing.defaultDistance, categories: [.textToText: leading, .edgeBelowText: .distance(below)]),
      trailing: Edge(plain: ViewSpacing.defaultDistance))
  }

  /// The spacing of a view that is not text: the platform's default distance (8 points on
  /// iOS) on every edge.
  public init() {
    self = .standard
  }

  /// The distance from this view to the next one along `axis`: this view's trailing (or
  /// bottom) edge to `next`'s leading (or top) edge.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    axis == .horizontal ? ViewSpacing.distance(from: trailing, to: next.leading) : ViewSpacing.distance(from: bottom, to: next.top)
  }

  private static func distance(from first: Edge, to second: Edge) -> CGFloat {
    var shared: CGFloat?
    for (category, value) in first.categories {
      guard let other = second.categories[category] else { continue }
      let candidate = value.distance(to: other)
      shared = max(shared ?? candidate, candidate)
    }
    if let shared { return shared }
    switch (first.plain, second.plain) {
    case (let a?, let b?): return max(a, b)
    case (let a?, nil): return a
    case (nil, let b?): return b
    case (nil, nil): return defaultDistance
    }
  }

  /// Merges `other` into this spacing on `edges`: each edge keeps the larger of the two
  /// distances for every kind of neighbour.
  public mutating func formUnion(_ other: ViewSpacing, edges: DarkroomViews.Edge.Set = .all) {
    if edges.contains(.top) { top = top.merged(with: other.top) }
    if edges.contains(.leading) { leading = leading.merged(with: other.leading) }
    if edges.contains(.bottom) { bottom = bottom.merged(with: other.bottom) }
    if edges.contains(.trailing) { trailing = trailing.merged(with: other.trailing) }
  }

  /// This spacing merged with `other` on `edges` (see ``formUnion(_:edges:)``).
  public func union(_ other: ViewSpacing, edges: DarkroomViews.Edge.Set = .all) -> ViewSpacing {
    var spacing = self
    spacing.formUnion(other, edges: edges)
    return spacing
  }

  /// The spacing of a container whose children have `spacings`, laid out along `axis`: the
  /// first child's leading edge, the last one's trailing edge, and across the axis every
  /// child's edge merged (the largest value of each category).
  static func container(of spacings: [ViewSpacing], along axis: Axis?) -> ViewSpacing {
    guard let first = spacings.first, let last = spacings.last else { return .standard }
    var merged = first
    for spacing in spacings.dropFirst() {
      merged.top = merged.top.merged(with: spacing.top)
      merged.bottom = merged.bottom.merged(with: spacing.bottom)
      merged.leading = merged.leading.merged(with: spacing.leading)
      merged.trailing = merged.trailing.merged(with: spacing.trailing)
    }
    switch axis {
    case .vertical?:
      merged.top = first.top
      merged.bottom = last.bottom
    case .horizontal?:
      merged.leading = first.leading
      merged.trailing = last.trailing
    case nil:
      break
    }
    return merged
  }

  /// The spacing with `edges` set back to a plain view's, as padding does to the edges it
  /// pads.
  func reset(top resetTop: Bool, leading resetLeading: Bool, bottom resetBottom: Bool, trailing resetTrailing: Bool) -> ViewSpacing {
    var spacing = self
    if resetTop { spacing.top = ViewSpacing.standard.top }
    if resetLeading { spacing.leading = ViewSpacing.standard.leading }
    if resetBottom { spacing.bottom = ViewSpacing.standard.bottom }
    if resetTrailing { spacing.trailing = ViewSpacing.standard.trailing }
    return spacing
  }
}

extension ViewSpacing.Edge {
  func merged(with other: ViewSpacing.Edge) -> ViewSpacing.Edge {
    var edge = self
    switch (plain, other.plain) {
    case (let a?, let b?): edge.plain = max(a, b)
    default: edge.plain = plain ?? other.plain
    }
    edge.categories.merge(other.categories) { first, second in
      switch (first, second) {
      case (.distance(let a), .distance(let b)): .distance(max(a, b))
      case (.textLeading(let a), .textLeading(let b)): .textLeading(max(a, b))
      default: first
      }
    }
    return edge
  }
}
