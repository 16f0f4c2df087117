/// Splits a view into the views a container shows one by one: the rows of a `List`, the
/// tabs of a `TabView`, the sections of a `Form`, the snapshots of a preview.
///
/// Tuples (several views in a builder), `Group`, `ForEach`, `if`/`else` and optionals are
/// opened, as are views defined by a `body`, so that `List { RowPair() }` shows the rows
/// `RowPair`'s body is made of, as SwiftUI does. A view the renderer draws itself (text,
/// a stack, a modified view) is one child.
enum VariadicChildren {
  /// The children of `view`, reading `@Environment` in `context`'s environment.
  static func of<V: View>(_ view: V, in context: ResolveContext) -> [any View] {
    EnvironmentValues.$current.withValue(context.environment) {
      var children: [any View] = []
      append(view, to: &children, depth: 0)
      return children
    }
  }

  private static func append<V: View>(_ view: V, to children: inout [any View], depth: Int) {
    if view is any ListSection {
      children.append(view)
    } else if let multi = view as? any MultiView {
      multi.appendChildren(to: &children, depth: depth)
    } else if view is any PrimitiveView || V.Body.self == Never.self || depth > 64 {
      children.append(view)
    } else {
      // A view made of several views (or of a section) stands for them; a view made of one
      // stays itself, so that its body is evaluated later, in the environment of the place
      // the container puts it (a row reads that it is in a list).
      var expanded: [any View] = []
      append(callOnRenderThread(view) { $0.body }, to: &expanded, depth: depth + 1)
      if expanded.count == 1, !(expanded[0] is any ListSection) {
        children.append(view)
      } else {
        children += expanded
      }
    }
  }

  static func appendAny(_ view: any View, to children: inout [any View], depth: Int) {
    func open<T: View>(_ view: T) { append(view, to: &children, depth: depth) }
    open(view)
  }
}

/// A view that is several views to a container.
protocol MultiView {
  func appendChildren(to children: inout [any View], depth: Int)
}

extension TupleView: MultiView {
  func appendChildren(to children: inout [any View], depth: Int) {
    for child in self.children { VariadicChildren.appendAny(child, to: &children, depth: depth + 1) }
  }
}

extension Group: MultiView {
  func appendChildren(to children: inout [any View], depth: Int) {
    VariadicChildren.appendAny(content, to: &children, depth: depth + 1)
  }
}

extension _ConditionalContent: MultiView {
  func appendChildren(to children: inout [any View], depth: Int) {
    switch storage {
    case .trueContent(let view): VariadicChildren.appendAny(view, to: &children, depth: depth + 1)
    case .falseContent(let view): VariadicChildren.appendAny(view, to: &children, depth: depth + 1)
    }
  }
}

nonisolated extension Optional: MultiView where Wrapped: View {
  func appendChildren(to children: inout [any View], depth: Int) {
    if case .some(let view) = self { VariadicChildren.appendAny(view, to: &children, depth: depth + 1) }
  }
}

nonisolated extension ForEach: MultiView where Content: View {
  func appendChildren(to children: inout [any View], depth: Int) {
    for element in data { VariadicChildren.appendAny(content(element), to: &children, depth: depth + 1) }
  }
}

extension EmptyView: MultiView {
  func appendChildren(to children: inout [any View], depth: Int) {}
}

extension AnyView: MultiView {
  func appendChildren(to children: inout [any View], depth: Int) {
    VariadicChildren.appendAny(view, to: &children, depth: depth + 1)
  }
}
