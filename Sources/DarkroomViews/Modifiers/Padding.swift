nonisolated extension View {
  /// Adds space around the view: `length` points on the given edges, or the platform's
  /// default (16 points) when `length` is `nil`.
  ///
  /// ```swift
  /// Text("Hello").padding()                  // 16 on every edge
  /// Text("Hello").padding(.horizontal, 12)
  /// ```
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let length = length ?? defaultPadding
    return padding(EdgeInsets(edges, length), described: describe(edges, length))
  }

  /// Adds `length` points on every edge.
  ///
  /// ```swift
  /// Text("Hello").padding(8)
  /// ```
  public func padding(_ length: CGFloat) -> some View {
    padding(EdgeInsets(.all, length), described: formatPoints(length))
  }

  /// Adds different space on each edge.
  ///
  /// ```swift
  /// Text("Hello").padding(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
  /// ```
  public func padding(_ insets: EdgeInsets) -> some View {
    let parts = [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)]
    return padding(insets, described: parts.map { "\($0.0) \(formatPoints($0.1))" }.joined(separator: " "))
  }

  private func padding(_ insets: EdgeInsets, described detail: String) -> ModifiedContent<Self, LayoutModifier> {
    modifier(LayoutModifier(name: "padding", detail: detail, rule: PaddingLayout(insets: insets)))
  }
}

/// The padding `padding()` adds when no length is given, as on iOS.
private let defaultPadding: CGFloat = 16

private func describe(_ edges: Edge.Set, _ length: CGFloat) -> String {
  let named: [(Edge.Set, String)] = [
    (.all, ""), (.horizontal, "horizontal "), (.vertical, "vertical "), (.top, "top "), (.leading, "leading "),
    (.bottom, "bottom "), (.trailing, "trailing "),
  ]
  let prefix = named.first(where: { $0.0 == edges })?.1 ?? "edges \(edges.rawValue) "
  return prefix + formatPoints(length)
}
