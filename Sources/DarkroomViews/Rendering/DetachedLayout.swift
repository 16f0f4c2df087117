import Foundation

/// A view laid out on its own, outside any render, for the modules above the view layer that
/// draw views into surfaces of their own (Core Graphics draws strings this way).
package enum DetachedLayout {
  /// Runs `body` with `view` resolved and placed at the origin, offered `width` (unlimited
  /// when `nil`) and its ideal height, in the current environment; `nil` when the pinned fonts
  /// cannot be set up.
  package static func withNode<Result>(
    for view: some View, width: CGFloat?, _ body: (LayoutNode, CGSize) -> Result
  ) -> Result? {
    try? TextEnginePool.shared.withEngine { engine in
      let environment = EnvironmentValues.current ?? EnvironmentValues()
      let context = ResolveContext(environment: environment, stackAxis: nil, session: RenderSession(text: engine))
      let node = context.singleNode(for: view, joinedBy: .overlaid)
      let proposal = ProposedViewSize(width: width, height: nil)
      let size = node.sizeThatFits(proposal)
      node.place(at: .zero, proposal: proposal)
      return body(node, size)
    }
  }
}

extension DetachedLayout {
  /// The size `view` takes when offered `proposal` on a canvas of `scale` pixels a point, laid
  /// out as a render lays it out (on a thread with stack enough for deep view trees); `nil`
  /// when the pinned fonts cannot be set up.
  package static func fittingSize(of view: some View, proposal: ProposedViewSize, scale: CGFloat) -> CGSize? {
    let request = RenderRequest(sizing: .fitting(proposal), scale: scale, environment: EnvironmentValues(), background: nil)
    return try? RenderThread.run {
      try TextEnginePool.shared.withEngine { RenderLayout.layOut(view, request, engine: $0).root.frame.size }
    }
  }
}
