/// A container whose content is built from the space it is offered, as SwiftUI's
/// `GeometryReader` (developer.apple.com/documentation/swiftui/geometryreader): it takes the
/// whole proposal (10 points on an axis proposed `nil`), builds its content with a
/// ``GeometryProxy`` of that size once it is placed, and puts the content at its top-leading
/// corner (several views are stacked there).
///
/// ```swift
/// GeometryReader { proxy in
///   Capsule().fill(.blue).frame(width: proxy.size.width * progress, height: 8)
/// }
/// .frame(height: 8)
/// ```
public nonisolated struct GeometryReader<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: (GeometryProxy) -> Content

  /// A reader whose content is built from its size.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    let content = content
    // The closure may read the enclosing view's environment properties: it sees the
    // environment its view's `body` saw, as a `ForEach` closure does.
    let environment = EnvironmentValues.current
    let context = context.outsideStack
    let rule = GeometryReaderLayout { proxy in
      let view = EnvironmentValues.$current.withValue(environment) { content(proxy) }
      let nodes = context.nodes(for: view)
      if nodes.count == 1 { return nodes[0] }
      if nodes.isEmpty { return LayoutNode.empty(in: context) }
      return LayoutNode(
        rule: ZStackLayout(alignment: .topLeading), role: .container, name: "ZStack", children: nodes, context: context)
    }
    let node = LayoutNode(rule: rule, role: .container, name: "GeometryReader", context: context)
    rule.node = node
    rule.session = context.session
    return [node]
  }
}
