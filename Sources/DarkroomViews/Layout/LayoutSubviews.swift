/// The proxies of the views a custom `Layout` arranges, in the order they were written, as
/// SwiftUI's `LayoutSubviews` (developer.apple.com/documentation/swiftui/layoutsubviews).
///
/// ```swift
/// func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///   let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
///   return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
/// }
/// ```
///
/// A range of it (`subviews[1...]`) is again a `LayoutSubviews`, with the same indices.
public struct LayoutSubviews: Equatable, RandomAccessCollection {
  public typealias Element = LayoutSubview
  public typealias Index = Int
  public typealias SubSequence = LayoutSubviews

  /// The direction of the environment the container is in. Placements are made left to
  /// right and mirrored afterwards in a right-to-left one.
  public let layoutDirection: LayoutDirection

  let nodes: [LayoutNode]
  let range: Range<Int>
  /// Where ``LayoutSubview/place(at:anchor:proposal:)`` writes.
  let recorder: PlacementRecorder

  init(nodes: [LayoutNode], layoutDirection: LayoutDirection, recorder: PlacementRecorder = PlacementRecorder()) {
    self.nodes = nodes
    self.range = nodes.indices
    self.layoutDirection = layoutDirection
    self.recorder = recorder
  }

  private init(nodes: [LayoutNode], range: Range<Int>, layoutDirection: LayoutDirection, recorder: PlacementRecorder) {
    self.nodes = nodes
    self.range = range
    self.layoutDirection = layoutDirection
    self.recorder = recorder
  }

  public var startIndex: Int { range.lowerBound }
  public var endIndex: Int { range.upperBound }

  public subscript(index: Int) -> LayoutSubview {
    LayoutSubview(node: nodes[index], index: index, recorder: recorder)
  }

  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    LayoutSubviews(nodes: nodes, range: bounds, layoutDirection: layoutDirection, recorder: recorder)
  }

  /// The nodes in this range, in order.
  var rangeNodes: [LayoutNode] { Array(nodes[range]) }

  /// The same subviews writing their placements to a fresh recorder, to find out where a
  /// layout would put them without placing them.
  func recordingPlacements() -> LayoutSubviews {
    LayoutSubviews(nodes: nodes, range: range, layoutDirection: layoutDirection, recorder: PlacementRecorder())
  }

  public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 == $1 }
  }
}

/// One view a custom `Layout` arranges, as SwiftUI's `LayoutSubview`
/// (developer.apple.com/documentation/swiftui/layoutsubview): ask it for its size, then
/// place it.
///
/// ```swift
/// let size = subview.sizeThatFits(.unspecified)
/// subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(size))
/// ```
public struct LayoutSubview: Equatable {
  let node: LayoutNode
  /// The position among the container's children.
  let index: Int
  let recorder: PlacementRecorder

  /// The size the view chooses for `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    node.sizeThatFits(proposal)
  }

  /// The view's size and alignment guides for `proposal`.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    node.dimensions(for: proposal)
  }

  /// The view's `layoutPriority`, 0 unless set.
  public var priority: Double { node.layoutPriority }

  /// The space the view wants around it.
  public var spacing: ViewSpacing { node.spacing }

  /// The value the view sets for `key` with `.layoutValue(key:value:)`, or the key's default.
  public subscript<Key: LayoutValueKey>(key: Key.Type) -> Key.Value {
    node.layoutValues[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue
  }

  /// Puts the view's `anchor` point at `position` (in the coordinates of the container's
  /// bounds) and sizes it for `proposal`. The last call for a view wins.
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
    let size = node.sizeThatFits(proposal)
    let origin = CGPoint(
      x: finiteOrZero(position.x - anchor.x * size.width), y: finiteOrZero(position.y - anchor.y * size.height))
    recorder.record(Placement(origin: origin, proposal: proposal), for: index)
  }

  /// Where a view the layout does not place goes: the centre of the container, offered the
  /// container's proposal.
  func centredPlacement(in bounds: CGRect, proposal: ProposedViewSize) -> Placement {
    let size = node.sizeThatFits(proposal)
    return Placement(
      origin: CGPoint(
        x: finiteOrZero(bounds.midX - size.width / 2), y: finiteOrZero(bounds.midY - size.height / 2)),
      proposal: proposal)
  }

  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
    lhs.node === rhs.node
  }
}

/// Where a layout put one subview, and what it offered it.
struct Placement {
  var origin: CGPoint
  var proposal: ProposedViewSize
}

/// The placements a layout made during one call, by child index.
final class PlacementRecorder {
  private var placements: [Int: Placement] = [:]

  func record(_ placement: Placement, for index: Int) {
    placements[index] = placement
  }

  func placement(of index: Int) -> Placement? {
    placements[index]
  }
}

/// A coordinate a layout computed, with NaN and infinities (a division by zero subviews, an
/// infinite proposal) read as 0 so that frames stay drawable.
func finiteOrZero(_ value: CGFloat) -> CGFloat {
  value.isFinite ? value : 0
}
