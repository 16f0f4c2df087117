import Foundation

/// A leaf view that a module above the view layer sizes and draws: UIKit's representables are
/// drawn this way. `make` runs once a render, with the view's environment, and answers how the
/// view is sized and drawn.
package nonisolated struct ExternallyDrawnView: View, PrimitiveView {
  package typealias Body = Never

  /// How one rendering of the view is sized and drawn.
  package struct Drawing {
    /// The view's size for a proposal.
    let sizeThatFits: (ProposedViewSize) -> CGSize
    /// Draws the view into a context whose coordinates are the render's, given the view's frame
    /// there; called only for a frame with area.
    let draw: (GraphicsContext, CGRect) -> Void

    package init(sizeThatFits: @escaping (ProposedViewSize) -> CGSize, draw: @escaping (GraphicsContext, CGRect) -> Void) {
      self.sizeThatFits = sizeThatFits
      self.draw = draw
    }
  }

  let name: String
  let detail: String
  let make: (EnvironmentValues) -> Drawing

  /// - Parameters:
  ///   - name: the node's name in layout descriptions, such as `UIViewRepresentable`;
  ///   - detail: what the description adds to the name, such as the representable's type.
  package init(name: String, detail: String, make: @escaping (EnvironmentValues) -> Drawing) {
    self.name = name
    self.detail = detail
    self.make = make
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let context = context.outsideStack
    let drawing = make(context.environment)
    let custom = CustomDrawing { painter, node in
      let frame = node.pixelFrame
      guard frame.width > 0, frame.height > 0 else { return }
      drawing.draw(GraphicsContext(target: GraphicsTarget(painter: painter, context: context), environment: context.environment), frame)
    }
    return [
      LayoutNode(rule: ExternalSizing(sizeThatFits: drawing.sizeThatFits), role: .custom(custom), name: name, detail: detail, context: context)
    ]
  }
}

/// The size an externally drawn view answers; it has no children to place.
private struct ExternalSizing: LayoutRule {
  let sizeThatFits: (ProposedViewSize) -> CGSize

  func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode]) -> CGSize {
    sizeThatFits(proposal)
  }

  func placeChildren(_ children: [LayoutNode], in size: CGSize, proposal: ProposedViewSize) {}
}
