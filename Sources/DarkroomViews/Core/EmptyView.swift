/// A view that shows nothing and takes no space, not even a stack's spacing.
///
/// ```swift
/// var accessory: some View { showsAccessory ? AnyView(Image(bitmap: icon)) : AnyView(EmptyView()) }
/// ```
public nonisolated struct EmptyView: View, PrimitiveView {
  public typealias Body = Never
  /// The empty view.
  public init() {}

  func makeNodes(in context: ResolveContext) -> [LayoutNode] { [] }
}
