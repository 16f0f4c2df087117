/// A view that stands for several views in a list of previews: a `Group`, a `ForEach`, a
/// multi-statement builder, a modifier around one of those, or a container of variants.
protocol PreviewChildrenSource {
  var previewChildren: [AnyView] { get }
}

/// A view of the user's own whose `body` lists several previews, such as
/// ``PreviewVariants``: its body is split into its children when previews are listed.
/// Other views keep their body for the render, so listing previews evaluates no user `body`.
///
/// ```swift
/// struct AllStates: View, PreviewChildrenContainer {
///   var body: some View { ForEach(states) { StateRow(state: $0) } }
/// }
/// ```
public protocol PreviewChildrenContainer: View {}

extension Group: PreviewChildrenSource {
  var previewChildren: [AnyView] { PreviewChildren.of(content) }
}

nonisolated extension ForEach: PreviewChildrenSource where Content: View {
  var previewChildren: [AnyView] { data.flatMap { PreviewChildren.of(content($0)) } }
}

extension TupleView: PreviewChildrenSource {
  var previewChildren: [AnyView] { children.flatMap { PreviewChildren.of($0) } }
}

extension AnyView: PreviewChildrenSource {
  var previewChildren: [AnyView] { PreviewChildren.of(view) }
}

nonisolated extension ModifiedContent: PreviewChildrenSource where Content: View, Modifier: ViewModifier {
  var previewChildren: [AnyView] {
    let children = PreviewChildren.of(content)
    guard children.count != 1 else { return [AnyView(self)] }
    // A modifier on a group applies to each view inside it, as in SwiftUI.
    return children.map { AnyView(ModifiedContent<AnyView, Modifier>(content: $0, modifier: modifier)) }
  }
}

extension _ConditionalContent: PreviewChildrenSource {
  var previewChildren: [AnyView] {
    switch storage {
    case .trueContent(let view): return PreviewChildren.of(view)
    case .falseContent(let view): return PreviewChildren.of(view)
    }
  }
}

nonisolated extension Optional: PreviewChildrenSource where Wrapped: View {
  var previewChildren: [AnyView] { self.map { PreviewChildren.of($0) } ?? [] }
}

/// Splits the `previews` of a provider into the views that each become one snapshot.
public enum PreviewChildren {
  /// The snapshots `view` lists: one per child of a `Group`, `ForEach` or builder block,
  /// through modifiers and ``PreviewChildrenContainer`` views; `EmptyView` lists none.
  ///
  /// ```swift
  /// PreviewChildren.of(Group { Text("A"); Text("B") }).count   // 2
  /// ```
  public static func of(_ view: any View) -> [AnyView] {
    if view is EmptyView { return [] }
    if let source = view as? any PreviewChildrenSource { return source.previewChildren }
    if let container = view as? any PreviewChildrenContainer { return childrenOfBody(container) }
    return [AnyView(view)]
  }

  private static func childrenOfBody<V: PreviewChildrenContainer>(_ view: V) -> [AnyView] {
    of(callOnRenderThread(view) { $0.body })
  }
}
