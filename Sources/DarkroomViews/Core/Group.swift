/// Several views treated as one for the modifiers applied to it; each modifier applies to
/// every view inside, and a stack lays the views out as its own children.
///
/// ```swift
/// Group {
///   Text("Title")
///   Text("Subtitle")
/// }
/// .font(.headline)
/// ```
public nonisolated struct Group<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content

  /// Groups the views the closure builds.
  ///
  /// ```swift
  /// Group { Text("A"); Text("B") }.foregroundStyle(.red)
  /// ```
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    context.nodes(for: content)
  }
}
