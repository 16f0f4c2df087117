/// A reusable change to a view, applied with `.modifier(_:)`.
///
/// ```swift
/// struct CardStyle: ViewModifier {
///   func body(content: Content) -> some View {
///     content.padding().background(.white).cornerRadius(12)
///   }
/// }
/// Text("Hello").modifier(CardStyle())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view the modifier makes.
  associatedtype Body: View
  /// The view being modified, as the modifier's `body` receives it.
  typealias Content = _ViewModifier_Content<Self>
  /// Makes the modified view from the original one.
  @ViewBuilder func body(content: Content) -> Body
}

nonisolated extension ViewModifier where Body == Never {
  /// Modifiers the renderer applies itself have no body.
  public func body(content: Content) -> Never {
    fatalError("\(Self.self) is applied by the renderer and has no body")
  }
}

/// The view a `ViewModifier` is applied to, inside the modifier's `body`.
///
/// ```swift
/// func body(content: Content) -> some View { content.opacity(0.5) }
/// ```
public nonisolated struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
  public typealias Body = Never
  let content: ContentResolver

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    content.nodes(in: context)
  }
}

/// A view with a modifier applied: what every modifier method returns.
///
/// ```swift
/// let padded: ModifiedContent<Text, _PaddingModifier>   // spelled `some View` in practice
/// ```
public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier

  /// A view with a modifier applied; `.modifier(_:)` makes these.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

nonisolated extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
  public typealias Body = Never

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let content = self.content
    let resolver = ContentResolver { context in context.nodes(for: content) }
    if let primitive = modifier as? any PrimitiveModifier {
      return primitive.makeNodes(content: resolver, in: context)
    }
    let modifier = self.modifier
    if context.lacksModel(modifier) { return [] }
    let placeholder = _ViewModifier_Content<Modifier>(content: resolver)
    return context.evaluatingBody { callOnRenderThread((modifier, placeholder)) { $0.0.body(content: $0.1) } }
  }
}

nonisolated extension View {
  /// Applies a modifier to this view.
  ///
  /// ```swift
  /// Text("Hello").modifier(CardStyle())
  /// ```
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// Produces the nodes of the content a modifier applies to, in the context it is given.
struct ContentResolver {
  let resolve: (ResolveContext) -> [LayoutNode]

  init(_ resolve: @escaping (ResolveContext) -> [LayoutNode]) {
    self.resolve = resolve
  }

  func nodes(in context: ResolveContext) -> [LayoutNode] {
    resolve(context)
  }
}

/// A modifier the renderer applies itself, by changing the context or wrapping nodes.
protocol PrimitiveModifier {
  func makeNodes(content: ContentResolver, in context: ResolveContext) -> [LayoutNode]
}

/// A modifier that wraps each of its content's nodes in a node of its own; on a `Group` or
/// a `ForEach`, each view inside gets its own wrapper, as in SwiftUI.
protocol NodeWrappingModifier: PrimitiveModifier {
  func wrap(_ node: LayoutNode, in context: ResolveContext) -> LayoutNode
}

extension NodeWrappingModifier {
  func makeNodes(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
    content.nodes(in: context).map { wrap($0, in: context) }
  }
}
