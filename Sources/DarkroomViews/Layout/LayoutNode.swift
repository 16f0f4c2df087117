/// One node of the resolved view tree: a layout rule, what the node draws, and its children.
///
/// A render builds the nodes from the views, sizes the root, places every node (each
/// remembers its origin in its parent and its size), then turns those into absolute frames
/// and pixel-aligned frames in ``finalizeFrames(parentOrigin:scale:)``.
package final class LayoutNode {
  let rule: any LayoutRule
  let role: NodeRole
  /// The view kind shown in a layout snapshot: `Text`, `HStack`, `padding`.
  let name: String
  /// What distinguishes this node in a layout snapshot: its text, colour, parameters.
  var detail: String?
  var children: [LayoutNode]
  let layoutDirection: LayoutDirection
  /// Set with `.layoutPriority`; like SwiftUI's traits, it shows through the modifiers
  /// applied after it.
  var explicitPriority: Double?
  /// Set with `.layoutValue(key:value:)`, one value per key type; like the priority, the
  /// values show through the modifiers applied after them.
  var layoutValues: [ObjectIdentifier: Any] = [:]
  /// Set with `.zIndex`; draws the node above or below its siblings.
  var zIndex: Double = 0
  /// Set with `.hidden()`: laid out, never drawn.
  var isHidden = false
  /// Set for a built-in control's inner parts, which layout snapshots leave out.
  var hidesChildrenInDescription = false
  /// Set with `.id(_:)`: the view's explicit identity, which names it in layout snapshots.
  var identity: AnyHashable?
  /// Set with `.coordinateSpace(name:)`: the names under which frames are measured from
  /// this node's top-leading corner.
  var coordinateSpaceNames: [AnyHashable] = []
  /// Set with `.ignoresSafeArea`, and on shape-style backgrounds: the edges along which the
  /// node stretches to the screen's edge when it touches the safe area there.
  var ignoredSafeAreaEdges: Edge.Set = []
  /// Set with the accessibility modifiers; read by the accessibility tree, never drawn.
  var accessibility: AccessibilityInfo?
  /// Set with `.preference(key:value:)` and `.transformPreference`, in the order applied.
  var preferenceOperations: [PreferenceOperation] = []

  private(set) var size: CGSize = .zero
  private(set) var origin: CGPoint = .zero
  /// The proposal the node was last placed with.
  private(set) var placedProposal: ProposedViewSize = .unspecified
  /// The frame in the root's coordinates, in points, before rounding.
  private(set) var frame: CGRect = .zero
  /// The frame with its edges moved to the nearest pixel; what is drawn and reported.
  private(set) var pixelFrame: CGRect = .zero
  private var sizeCache = SizeCache()

  init(
    rule: any LayoutRule, role: NodeRole, name: String, detail: String? = nil, children: [LayoutNode] = [],
    context: ResolveContext
  ) {
    self.rule = rule
    self.role = role
    self.name = name
    self.detail = detail
    self.children = children
    self.layoutDirection = context.environment.layoutDirection
  }

  /// A node around `child` that carries the child's traits (priority, z-index), as a
  /// modifier does in SwiftUI.
  static func wrapping(
    _ child: LayoutNode, rule: any LayoutRule, role: NodeRole = .container, name: String, detail: String? = nil,
    context: ResolveContext
  ) -> LayoutNode {
    let node = LayoutNode(rule: rule, role: role, name: name, detail: detail, children: [child], context: context)
    node.explicitPriority = child.explicitPriority
    node.layoutValues = child.layoutValues
    node.zIndex = child.zIndex
    return node
  }

  /// A node that takes no space and draws nothing.
  static func empty(in context: ResolveContext) -> LayoutNode {
    LayoutNode(rule: EmptyLayout(), role: .container, name: "EmptyView", context: context)
  }

  // MARK: Sizing

  /// The size the node chooses for `proposal`, remembered for the rest of the render.
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    if let size = sizeCache[proposal] { return size }
    let size = rule.sizeThatFits(proposal, children: children)
    sizeCache[proposal] = size
    return size
  }

  /// The length along `axis` for `proposal`.
  func length(along axis: Axis, for proposal: ProposedViewSize) -> CGFloat {
    sizeThatFits(proposal)[axis]
  }

  var layoutPriority: Double {
    explicitPriority ?? rule.layoutPriority(children: children)
  }

  /// The distances the node wants to its neighbours in a stack; they do not depend on the
  /// proposal, so they are worked out once (a stack asks for every arrangement it tries).
  private(set) lazy var spacing: ViewSpacing = rule.spacing(children: children)

  /// The node's own value for an alignment guide at the size it takes for `proposal`.
  func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
    guard answersAnyGuide || explicitGuides.contains(key) else { return nil }
    return rule.explicitAlignment(key, children: children, size: sizeThatFits(proposal), proposal: proposal)
  }

  /// Every guide set somewhere in the subtree: only for those can the node have a value.
  private(set) lazy var explicitGuides: Set<AlignmentKey> = children.reduce(rule.ownExplicitGuides) {
    $0.union($1.explicitGuides)
  }

  /// Whether a rule in the subtree can answer for any guide (a custom `Layout`), so that
  /// guides outside ``explicitGuides`` must be asked for too.
  private(set) lazy var answersAnyGuide: Bool = rule.answersAnyGuide || children.contains { $0.answersAnyGuide }

  /// The node's size and alignment guides for `proposal`.
  func dimensions(for proposal: ProposedViewSize) -> ViewDimensions {
    ViewDimensions(size: sizeThatFits(proposal)) { [unowned self] key in
      self.explicitAlignment(key, proposal: proposal)
    }
  }

  // MARK: Placement

  /// Gives the node its place in its parent and the proposal it is sized with, and places
  /// its children.
  func place(at origin: CGPoint, proposal: ProposedViewSize) {
    self.origin = origin
    placedProposal = proposal
    size = sizeThatFits(proposal)
    rule.placeChildren(children, in: size, proposal: proposal)
    if layoutDirection == .rightToLeft {
      for child in children {
        child.origin.x = size.width - child.origin.x - child.size.width
      }
    }
  }

  /// Works out absolute frames from the origins, and their pixel-aligned versions: each
  /// edge moves to the nearest pixel, so neighbours that touch keep touching.
  package func finalizeFrames(parentOrigin: CGPoint, scale: CGFloat) {
    frame = CGRect(x: parentOrigin.x + origin.x, y: parentOrigin.y + origin.y, width: size.width, height: size.height)
    pixelFrame = frame.roundedToPixels(scale: scale)
    for child in children {
      child.finalizeFrames(parentOrigin: frame.origin, scale: scale)
    }
  }

  /// The children in the order they are drawn: by `zIndex`, then in order.
  var childrenInDrawingOrder: [LayoutNode] {
    guard children.contains(where: { $0.zIndex != 0 }) else { return children }
    return children.enumerated()
      .sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
      .map(\.element)
  }
}

/// The sizes a node chose for the proposals it was given during one render. Most nodes see
/// one to four proposals, so a short list beats a dictionary.
private struct SizeCache {
  private var entries: [(proposal: ProposedViewSize, size: CGSize)] = []

  subscript(proposal: ProposedViewSize) -> CGSize? {
    get { entries.first(where: { $0.proposal == proposal })?.size }
    set {
      guard let newValue else { return }
      entries.append((proposal, newValue))
    }
  }
}
