import DarkroomViews

// iOS 17's scoped animations: `animation(_:body:)` animates only the modifiers its body
// applies (developer.apple.com/documentation/swiftui/view/animation(_:body:)). A snapshot is
// one frame, so the modifiers are drawn in their final state and the animation is dropped.

/// The view a scoped animation's body modifies, standing in for the view the animation is on.
///
/// ```swift
/// Text("Saved").animation(.snappy) { $0.opacity(isSaved ? 1 : 0) }
/// ```
public nonisolated struct PlaceholderContentView<Value: View>: View {
  let content: Value

  public var body: some View { content }
}

nonisolated extension View {
  /// Draws the view as `body` modifies it; the animation is dropped, as a snapshot is one
  /// frame.
  ///
  /// ```swift
  /// Circle().animation(.bouncy) { $0.scaleEffect(isPulsing ? 1.2 : 1) }
  /// ```
  public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V)
    -> some View
  {
    body(PlaceholderContentView(content: self))
  }

  /// Accepted and ignored: groups the view's geometry for animations, and nothing animates in
  /// a snapshot.
  ///
  /// ```swift
  /// DetailCard().geometryGroup()
  /// ```
  public func geometryGroup() -> some View { self }
}
