/// `visualEffect`: sized as its content, and once placed, the effects its closure makes from
/// the content's geometry are put around the content (the content is laid out once; the
/// effects draw it moved, scaled, turned or tinted, as their view modifiers do).
final class VisualEffectLayout: LayoutRule {
  /// The effect node's own node, whose child is replaced at placement.
  weak var node: LayoutNode?
  private let content: LayoutNode
  private let context: ResolveContext
  private let effects: (GeometryProxy) -> [VisualEffectStep]

  init(content: LayoutNode, context: ResolveContext, effects: @escaping (GeometryProxy) -> [VisualEffectStep]) {
    self.content = content
    self.context = context
    self.effects = effects
  }

  var forwardsLayoutPriority: Bool { true }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    content.sizeThatFits(proposal)
  }

  func placeChildren(_ children: [LayoutNode], in size: CGSize, proposal: ProposedViewSize) {
    guard let node else { return }
    let proxy = context.session.geometryProxy(of: node, size: size)
    let steps = effects(proxy)
    let view = steps.reduce(AnyView(PlacedNode(node: content))) { $1.apply(to: $0) }
    let effected = steps.isEmpty ? content : context.singleNode(for: view, joinedBy: .overlaid)
    node.children = [effected]
    effected.place(at: .zero, proposal: proposal)
  }

  func explicitAlignment(_ key: AlignmentKey, children: [LayoutNode], size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
    content.explicitAlignment(key, proposal: proposal)
  }

  func layoutPriority(children: [LayoutNode]) -> Double { content.layoutPriority }

  func spacing(children: [LayoutNode]) -> ViewSpacing { content.spacing }
}

/// A node already made, as a view: the content a visual effect's modifiers wrap.
nonisolated struct PlacedNode: View, PrimitiveView {
  typealias Body = Never
  let node: LayoutNode

  func makeNodes(in context: ResolveContext) -> [LayoutNode] { [node] }
}

/// Puts each node of its content in a ``VisualEffectLayout`` node.
nonisolated struct VisualEffectModifier: ViewModifier, NodeWrappingModifier {
  typealias Body = Never
  let effects: (GeometryProxy) -> [VisualEffectStep]

  func wrap(_ node: LayoutNode, in context: ResolveContext) -> LayoutNode {
    let rule = VisualEffectLayout(content: node, context: context.outsideStack, effects: effects)
    let wrapper = LayoutNode.wrapping(node, rule: rule, name: "visualEffect", context: context)
    rule.node = wrapper
    return wrapper
  }
}

nonisolated extension View {
  /// Applies effects made from the view's own geometry: the closure gets an empty effect and
  /// a proxy for the view (its size, and its frame in any coordinate space), and what it
  /// returns is drawn. Offsets, scales, rotations, opacity and colour effects are drawn;
  /// blur and 3D rotation are accepted and not drawn. The layout around the view does not
  /// change.
  ///
  /// ```swift
  /// Card().visualEffect { effect, proxy in
  ///   effect.scaleEffect(proxy.frame(in: .global).minY > 400 ? 0.9 : 1)
  /// }
  /// ```
  public func visualEffect(
    _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
  ) -> some View {
    modifier(VisualEffectModifier { proxy in visualEffectSteps(of: effect(EmptyVisualEffect(), proxy)) })
  }
}
