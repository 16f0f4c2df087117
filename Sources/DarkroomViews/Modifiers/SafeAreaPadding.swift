nonisolated extension View {
  /// Widens the safe area the view's content sees by `length` points on `edges` (16 when
  /// `length` is `nil`, as `padding()`): the content is laid out inside the safe area plus
  /// that space, and what inside ignores the safe area (a background colour, a view marked
  /// `.ignoresSafeArea()`) still reaches the view's edge
  /// (developer.apple.com/documentation/swiftui/view/safeareapadding(_:_:)).
  ///
  /// ```swift
  /// ScrollView(.horizontal) { cards }.safeAreaPadding(.horizontal, 20)
  /// ```
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    safeAreaPadding(EdgeInsets(edges, length ?? 16))
  }

  /// Widens the safe area by `length` points on every edge.
  ///
  /// ```swift
  /// Content().safeAreaPadding(12)
  /// ```
  public func safeAreaPadding(_ length: CGFloat) -> some View {
    safeAreaPadding(EdgeInsets(.all, length))
  }

  /// Widens the safe area by different amounts on each edge.
  ///
  /// ```swift
  /// Content().safeAreaPadding(EdgeInsets(top: 0, leading: 20, bottom: 8, trailing: 20))
  /// ```
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
    let parts = [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)]
    return modifier(
      LayoutModifier(
        name: "safeAreaPadding", detail: parts.map { "\($0.0) \(formatPoints($0.1))" }.joined(separator: " "),
        rule: SafeAreaPaddingLayout(insets: insets)))
  }
}
