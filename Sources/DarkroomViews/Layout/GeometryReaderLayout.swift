/// `GeometryReader`: takes the whole proposal, and builds its content once it knows its size
/// and place, putting it at its top-leading corner offered that size.
final class GeometryReaderLayout: LayoutRule {
  /// The reader's node, whose child is made at placement.
  weak var node: LayoutNode?
  /// The render, whose root locates the reader in the canvas.
  var session: RenderSession?
  private let build: (GeometryProxy) -> LayoutNode

  init(build: @escaping (GeometryProxy) -> LayoutNode) {
    self.build = build
  }

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeChildren(_ children: [LayoutNode], in size: CGSize, proposal: ProposedViewSize) {
    guard let node else { return }
    let origin = session?.canvasOrigin(of: node) ?? .zero
    let content = build(GeometryProxy(size: size, safeAreaInsets: EdgeInsets(), globalOrigin: origin, session: session))
    node.children = [content]
    content.place(at: .zero, proposal: ProposedViewSize(size))
  }
}

extension RenderSession {
  /// The canvas position of a placed `node`, found from the root through its placed
  /// ancestors; `nil` when it is not in the tree.
  func canvasOrigin(of node: LayoutNode) -> CGPoint? {
    root.flatMap { RenderSession.origin(of: node, under: $0, from: .zero) }
  }

  /// The canvas position of `node`, found from the root through placed ancestors.
  private static func origin(of node: LayoutNode, under parent: LayoutNode, from parentOrigin: CGPoint) -> CGPoint? {
    let origin = CGPoint(x: parentOrigin.x + parent.origin.x, y: parentOrigin.y + parent.origin.y)
    if parent === node { return origin }
    for child in parent.children {
      if let found = self.origin(of: node, under: child, from: origin) { return found }
    }
    return nil
  }
}
