import Testing

@testable import DarkroomUI
@testable import DarkroomViews

/// A view laid out for a test: the frames (in points, before pixel rounding) of the views
/// given an `.id`, and the layout snapshot text.
struct LayoutProbe {
  let root: LayoutNode
  let description: String
  private var frames: [String: CGRect] = [:]

  /// Lays `view` out as if offered `width` × `height` (`nil` for ideal), at the top-left of
  /// the canvas. Throws when the pinned fonts cannot be set up.
  init<V: View>(
    _ view: V, width: CGFloat? = nil, height: CGFloat? = nil, scale: CGFloat = 3,
    direction: LayoutDirection = .leftToRight, environment: EnvironmentValues = EnvironmentValues()
  ) throws {
    var environment = environment
    environment.layoutDirection = direction
    let request = RenderRequest(
      sizing: .fitting(ProposedViewSize(width: width, height: height)), scale: scale, environment: environment,
      background: nil)
    let laidOut = try TextEnginePool.shared.withEngine { RenderLayout.layOut(view, request, engine: $0) }
    root = laidOut.root
    description = LayoutDescription(laidOut).text
    collect(root)
  }

  private mutating func collect(_ node: LayoutNode) {
    if let identity = node.identity { frames["\(identity)"] = node.frame }
    node.children.forEach { collect($0) }
  }

  /// The frame of the view with `.id(id)`; when there is none, the test fails and the frame
  /// is `.null`, which no expected frame equals.
  subscript(id: String, sourceLocation: SourceLocation = #_sourceLocation) -> CGRect {
    guard let frame = frames[id] else {
      Issue.record("no view with id \(id) in\n\(description)", sourceLocation: sourceLocation)
      return .null
    }
    return frame
  }

  /// The root's size.
  var size: CGSize { root.frame.size }

  /// The frames of the nodes whose description (name, then detail) starts with `prefix`, in
  /// depth-first order: `frames(of: "Circle fill")` finds a slider's thumb.
  func frames(of prefix: String) -> [CGRect] {
    var found: [CGRect] = []
    func visit(_ node: LayoutNode) {
      let text = node.detail.map { "\(node.name) \($0)" } ?? node.name
      if text.hasPrefix(prefix) { found.append(node.frame) }
      node.children.forEach(visit)
    }
    visit(root)
    return found
  }
}

/// Whether two rectangles agree to a thousandth of a point.
func same(_ a: CGRect, _ b: CGRect) -> Bool {
  abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001 && abs(a.width - b.width) < 0.001
    && abs(a.height - b.height) < 0.001
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}
