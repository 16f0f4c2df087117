/// What a row asks of the list it is in: its insets, background and separators.
struct ListRowTraits {
  var insets: EdgeInsets?
  var background: AnyView?
  var separator: Visibility?
  var separatorTint: Color?

  /// These traits, with `inner`'s where it sets them (the modifier nearest the row wins).
  func overridden(by inner: ListRowTraits) -> ListRowTraits {
    ListRowTraits(
      insets: inner.insets ?? insets, background: inner.background ?? background, separator: inner.separator ?? separator,
      separatorTint: inner.separatorTint ?? separatorTint)
  }
}

/// Rows with list traits; on a `ForEach` or a group every row gets them.
public nonisolated struct ListRowModified<Content: View>: View, PrimitiveView, MultiView {
  public typealias Body = Never
  let content: Content
  let traits: ListRowTraits

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    context.nodes(for: content)
  }

  func appendChildren(to children: inout [any View], depth: Int) {
    var inner: [any View] = []
    VariadicChildren.appendAny(content, to: &inner, depth: depth + 1)
    for child in inner {
      if let row = child as? TraitedRow {
        children.append(TraitedRow(content: row.content, traits: traits.overridden(by: row.traits)))
      } else if child is any ListSection {
        children.append(child)
      } else {
        children.append(TraitedRow(content: child, traits: traits))
      }
    }
  }
}

/// One row and the traits its modifiers set.
nonisolated struct TraitedRow: View, PrimitiveView {
  typealias Body = Never
  let content: any View
  let traits: ListRowTraits

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    context.nodes(for: content)
  }
}

nonisolated extension View {
  /// Sets the space around this row's content in a list.
  ///
  /// ```swift
  /// Banner().listRowInsets(EdgeInsets())
  /// ```
  public func listRowInsets(_ insets: EdgeInsets?) -> ListRowModified<Self> {
    ListRowModified(content: self, traits: ListRowTraits(insets: insets))
  }

  /// Puts a view behind this row in a list, instead of the list's row background.
  ///
  /// ```swift
  /// Text("Pro").listRowBackground(Color.yellow.opacity(0.2))
  /// ```
  public func listRowBackground<V: View>(_ view: V?) -> ListRowModified<Self> {
    ListRowModified(content: self, traits: ListRowTraits(background: view.map { AnyView($0) }))
  }

  /// Shows or hides the separators of this row in a list.
  ///
  /// ```swift
  /// ForEach(messages) { MessageRow($0) }.listRowSeparator(.hidden)
  /// ```
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ListRowModified<Self> {
    ListRowModified(content: self, traits: ListRowTraits(separator: visibility))
  }

  /// Colours the separators of this row in a list; `nil` keeps the list's own.
  ///
  /// ```swift
  /// ForEach(tasks) { TaskRow($0) }.listRowSeparatorTint(.orange)
  /// ```
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> ListRowModified<Self> {
    ListRowModified(content: self, traits: ListRowTraits(separatorTint: color))
  }
}
