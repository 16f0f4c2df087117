import CPangoCairo

/// A view that draws with code: its renderer is called with a ``GraphicsContext`` and the
/// view's size, and fills and strokes paths, draws text and images. The canvas takes all
/// the space it is offered.
///
/// ```swift
/// Canvas { context, size in
///   context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.orange))
///   context.translateBy(x: size.width / 2, y: 0)
///   context.stroke(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.black), lineWidth: 2)
/// }
/// .frame(width: 100, height: 60)
/// ```
///
/// The renderer runs when the snapshot is drawn, once, with the canvas's final size.
public nonisolated struct Canvas<Symbols: View>: View, PrimitiveView {
  public typealias Body = Never
  let renderer: (inout GraphicsContext, CGSize) -> Void

  /// A canvas drawn by `renderer`; the other settings are accepted and change nothing in a
  /// snapshot.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) where Symbols == EmptyView {
    self.renderer = renderer
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let renderer = renderer
    // The renderer may read the enclosing view's environment properties, as in its `body`.
    let environment = EnvironmentValues.current
    let context = context.outsideStack
    let drawing = CustomDrawing { painter, node in
      let frame = node.pixelFrame
      guard frame.width > 0, frame.height > 0 else { return }
      cairo_translate(painter.cairo, Double(frame.minX), Double(frame.minY))
      var graphics = GraphicsContext(target: GraphicsTarget(painter: painter, context: context), environment: context.environment)
      graphics.clip(to: Path(CGRect(origin: .zero, size: frame.size)))
      EnvironmentValues.$current.withValue(environment) { renderer(&graphics, frame.size) }
    }
    return [LayoutNode(rule: ShapeLayout(shape: Rectangle()), role: .custom(drawing), name: "Canvas", context: context)]
  }
}
