/// The screen's layout: content is offered the safe area (the screen less the status bar,
/// the home indicator, rounded corners and bars), then every view that ignores the safe area
/// on an edge and touches that edge of the safe area is stretched to the screen's edge, as
/// SwiftUI stretches `.ignoresSafeArea()` views and shape-style backgrounds.
///
/// A second child, if any, is the screen's status bar: placed over the top of the screen,
/// as tall as `statusBarHeight`.
struct SafeAreaLayout: LayoutRule {
  let insets: EdgeInsets
  var statusBarHeight: CGFloat = 0

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    let inner = ProposedViewSize(
      width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
      height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
    let content = children.first?.sizeThatFits(inner) ?? .zero
    // A screen grows when its content is taller than it (an expanded scroll view).
    return CGSize(
      width: max(proposal.width ?? 0, content.width + insets.leading + insets.trailing),
      height: max(proposal.height ?? 0, content.height + insets.top + insets.bottom))
  }

  func placeChildren(_ children: [LayoutNode], in size: CGSize, proposal: ProposedViewSize) {
    guard let content = children.first else { return }
    let safe = CGRect(
      x: insets.leading, y: insets.top, width: max(0, size.width - insets.leading - insets.trailing),
      height: max(0, size.height - insets.top - insets.bottom))
    let contentSize = content.sizeThatFits(ProposedViewSize(safe.size))
    // Centred in the safe area, as a hosting view places a view smaller than the screen.
    content.place(
      at: CGPoint(x: safe.minX + (safe.width - contentSize.width) / 2, y: safe.minY + (safe.height - contentSize.height) / 2),
      proposal: ProposedViewSize(safe.size))
    Self.stretch(content, parentOrigin: .zero, safe: safe, insets: insets)
    if children.count > 1 {
      children[1].place(at: .zero, proposal: ProposedViewSize(width: size.width, height: statusBarHeight))
    }
  }

  /// Stretches `node` and the nodes under it that ignore the safe area where they touch it,
  /// across the `insets` around `safe` (both in the coordinates `parentOrigin` is in).
  static func stretch(_ node: LayoutNode, parentOrigin: CGPoint, safe: CGRect, insets: EdgeInsets) {
    var frame = CGRect(origin: CGPoint(x: parentOrigin.x + node.origin.x, y: parentOrigin.y + node.origin.y), size: node.size)
    let edges = node.ignoredSafeAreaEdges
    if !edges.isEmpty {
      let tolerance: CGFloat = 0.5
      let top = edges.contains(.top) && frame.minY <= safe.minY + tolerance ? insets.top : 0
      let bottom = edges.contains(.bottom) && frame.maxY >= safe.maxY - tolerance ? insets.bottom : 0
      let leading = edges.contains(.leading) && frame.minX <= safe.minX + tolerance ? insets.leading : 0
      let trailing = edges.contains(.trailing) && frame.maxX >= safe.maxX - tolerance ? insets.trailing : 0
      if top + bottom + leading + trailing > 0 {
        let grown = CGSize(width: frame.width + leading + trailing, height: frame.height + top + bottom)
        node.place(at: CGPoint(x: node.origin.x - leading, y: node.origin.y - top), proposal: ProposedViewSize(grown))
        frame = CGRect(origin: CGPoint(x: parentOrigin.x + node.origin.x, y: parentOrigin.y + node.origin.y), size: node.size)
      }
    }
    for child in node.children {
      stretch(child, parentOrigin: frame.origin, safe: safe, insets: insets)
    }
  }
}
