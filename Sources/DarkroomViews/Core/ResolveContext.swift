/// What a view is turned into nodes with: its environment, the stack it sits in, and the
/// render it belongs to.
struct ResolveContext {
  var environment: EnvironmentValues
  /// The axis of the `HStack` or `VStack` the view is a child of, if any: a `Spacer` grows
  /// along it and a `Divider` lies across it.
  var stackAxis: Axis?
  let session: RenderSession

  /// The nodes of a view: a primitive makes its own, any other view is its `body`'s.
  func nodes<V: View>(for view: V) -> [LayoutNode] {
    guard session.depth.enter(V.self) else { return [] }
    defer { session.depth.leave() }
    if let primitive = view as? any PrimitiveView {
      return primitive.makeNodes(in: self)
    }
    if lacksModel(view) { return [] }
    return evaluatingBody { callOnRenderThread(view) { $0.body } }
  }

  /// Evaluates a `body` with this context's environment visible to `@Environment`, and
  /// turns it into nodes while the environment is still visible (a `ForEach` calls its
  /// closure then).
  func evaluatingBody<Body: View>(_ body: () -> Body) -> [LayoutNode] {
    EnvironmentValues.$current.withValue(environment) {
      nodes(for: body())
    }
  }

  /// The context for the children of a container that is not an `HStack` or `VStack`.
  var outsideStack: ResolveContext {
    var context = self
    context.stackAxis = nil
    return context
  }

  /// One node for a view that must be a single child (an overlay, a button's label):
  /// nothing becomes an empty node, several views an implicit stack.
  func singleNode<V: View>(for view: V, joinedBy container: ImplicitContainer) -> LayoutNode {
    let nodes = self.nodes(for: view)
    if nodes.count == 1 { return nodes[0] }
    if nodes.isEmpty { return LayoutNode.empty(in: self) }
    switch container {
    case .vertical:
      return LayoutNode(
        rule: StackLayout(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: nil),
        role: .container, name: "VStack", children: nodes, context: self)
    case .horizontal:
      return LayoutNode(
        rule: StackLayout(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: nil),
        role: .container, name: "HStack", children: nodes, context: self)
    case .overlaid:
      return LayoutNode(
        rule: ZStackLayout(alignment: .center), role: .container, name: "ZStack", children: nodes, context: self)
    }
  }
}

/// How several views that must act as one are combined.
enum ImplicitContainer {
  /// Stacked top to bottom, as the root of a screen does.
  case vertical
  /// Side by side, as the content of a horizontal scroll view is.
  case horizontal
  /// Drawn on top of each other, as the contents of a background or overlay are.
  case overlaid
}

/// The state of one render that views and modifiers can reach while it is resolved.
final class RenderSession {
  let text: TextEngine
  /// Set by `.preferredColorScheme`; the render starts again in it from the root.
  var preferredColorScheme: ColorScheme?
  /// The first model a view read that no ancestor provides; the render throws it.
  var missingModel: MissingModelError?
  /// The first reason a symbol could not be drawn (a broken template, a missing icon
  /// font); the render throws it.
  var symbolFailure: (any Error)?

  /// Keeps the first symbol failure; later ones follow from the same cause or wait their turn.
  func recordSymbolFailure(_ error: any Error) {
    if symbolFailure == nil { symbolFailure = error }
  }

  /// Why the render cannot be drawn, once resolution ends: a tree nested too deeply, a
  /// model no view provides, or a symbol that cannot be drawn.
  func checkResolved() throws {
    if let missingModel { throw missingModel }
    if let failure = depth.failure { throw failure }
    if let symbolFailure { throw symbolFailure }
  }
  /// The root node once resolution ends, for views placed by position (`GeometryReader`).
  weak var root: LayoutNode?
  /// How deeply the views being resolved are nested; the render throws its failure.
  var depth = ViewDepthGuard()

  init(text: TextEngine) {
    self.text = text
  }
}
