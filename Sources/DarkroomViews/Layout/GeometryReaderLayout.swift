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
    let proxy =
      session?.geometryProxy(of: node, size: size)
      ?? GeometryProxy(size: size, safeAreaInsets: EdgeInsets(), globalOrigin: .zero, session: nil)
    let content = build(proxy)
    node.children = [content]
    content.place(at: .zero, proposal: ProposedViewSize(size))
  }
}

extension RenderSession {
  /// The canvas position of a placed `node`, found from the root through its placed
  /// ancestors; `nil` when it is not in the tree.
  func canvasOrigin(of node: LayoutNode) -> CGPoint? {
    canvasPath(to: node)?.last?.origin
  }

  /// A proxy for a placed `node` of `size`: where it is in the canvas and in each coordinate
  /// space named around it (the nearest declaration of a name winning).
  func geometryProxy(of node: LayoutNode, size: CGSize) -> GeometryProxy {
    guard let path = canvasPath(to: node), let last = path.last else {
      return GeometryProxy(size: size, safeAreaInsets: EdgeInsets(), globalOrigin: .zero, session: self)
    }
    var proxy = GeometryProxy(size: size, safeAreaInsets: EdgeInsets(), globalOrigin: last.origin, session: self)
    for step in path {
      for name in step.node.coordinateSpaceNames {
        proxy.namedOrigins[name] = step.origin
        proxy.namedSizes[name] = step.node.size
      }
    }
    return proxy
  }

  /// The placed nodes from the root down to `node`, each with its canvas position; `nil` when
  /// `node` is not in the tree.
  func canvasPath(to node: LayoutNode) -> [(node: LayoutNode, origin: CGPoint)]? {
    guard let root else { return nil }
    var path: [(node: LayoutNode, origin: CGPoint)] = []
    return RenderSession.find(node, under: root, from: .zero, path: &path) ? path : nil
  }

  /// Whether `node` is `parent` or under it; on the way, `path` gathers the nodes down to it.
  private static func find(
    _ node: LayoutNode, under parent: LayoutNode, from parentOrigin: CGPoint, path: inout [(node: LayoutNode, origin: CGPoint)]
  ) -> Bool {
    let origin = CGPoint(x: parentOrigin.x + parent.origin.x, y: parentOrigin.y + parent.origin.y)
    path.append((parent, origin))
    if parent === node { return true }
    for child in parent.children where find(node, under: child, from: origin, path: &path) { return true }
    path.removeLast()
    return false
  }
}
