/// A view whose type is hidden, for returning different view types from one place.
///
/// ```swift
/// func icon(for state: State) -> AnyView {
///   state == .done ? AnyView(Circle().fill(.green)) : AnyView(Text("…"))
/// }
/// ```
public nonisolated struct AnyView: View, PrimitiveView {
  public typealias Body = Never
  let view: any View

  /// Hides the type of `view`.
  ///
  /// ```swift
  /// let erased = AnyView(Text("Hi"))
  /// ```
  public init<V: View>(_ view: V) {
    if let erased = view as? AnyView {
      self.view = erased.view
    } else {
      self.view = view
    }
  }

  /// Erases a view whose type is only known at run time; `nil` when `value` is not a view.
  public init?(_fromValue value: Any) {
    guard let view = value as? any View else { return nil }
    self.view = view
  }

  /// Hides the type of `view`; the same as ``init(_:)``.
  public init<V: View>(erasing view: V) {
    self.init(view)
  }

  func makeNodes(in context: ResolveContext) -> [LayoutNode] {
    context.nodes(for: view)
  }
}
