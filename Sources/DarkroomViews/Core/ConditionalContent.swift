/// One of two views, as an `if`/`else` or `switch` in a `@ViewBuilder` makes.
///
/// ```swift
/// @ViewBuilder var status: some View {
///   if isOnline { Text("Online") } else { Text("Offline") }   // _ConditionalContent<Text, Text>
/// }
/// ```
public nonisolated struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
  public typealias Body = Never

  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    switch storage {
    case .trueContent(let view): context.nodes(for: view)
    case .falseContent(let view): context.nodes(for: view)
    }
  }
}

/// An optional view shows its view when there is one and takes no space otherwise.
///
/// ```swift
/// let badge: Text? = count > 0 ? Text("\(count)") : nil
/// HStack { Text("Inbox"); badge }
/// ```
nonisolated extension Optional: View, PrimitiveView where Wrapped: View {
  public typealias Body = Never

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    switch self {
    case .some(let view): context.nodes(for: view)
    case .none: []
    }
  }
}
