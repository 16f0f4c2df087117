/// Several views side by side, as a `@ViewBuilder` block with more than one statement makes.
///
/// ```swift
/// let pair = TupleView((Text("A"), Text("B")))
/// ```
public nonisolated struct TupleView<T>: View, PrimitiveView {
  public typealias Body = Never
  public var value: T
  let children: [any View]

  /// Wraps a tuple of views. Elements that are not views are ignored.
  public init(_ value: T) {
    self.value = value
    self.children = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
  }

  init(value: T, children: [any View]) {
    self.value = value
    self.children = children
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    children.flatMap { context.nodes(for: $0) }
  }
}
