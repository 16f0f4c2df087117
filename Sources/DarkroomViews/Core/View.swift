/// A piece of user interface, described by its `body`: the same protocol as SwiftUI's, so
/// a view written for SwiftUI compiles here with only the import changed.
///
/// ```swift
/// struct StatusBadge: View {
///   let title: String
///   var body: some View {
///     Text(title)
///       .padding(.horizontal, 12)
///       .padding(.vertical, 8)
///       .background(.blue)
///       .foregroundStyle(.white)
///       .clipShape(Capsule())
///   }
/// }
/// ```
///
/// Unlike SwiftUI's, views here are not tied to the main actor: a render can run on any
/// thread, and several renders can run at once.
public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View

  /// The content of the view.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  public typealias Body = Never
}

extension View where Body == Never {
  /// Views the renderer draws itself have no body; asking for it is a programming error.
  public var body: Never {
    fatalError("\(Self.self) is drawn by the renderer and has no body")
  }
}

/// A view the renderer turns into layout nodes itself, instead of through its `body`.
protocol PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode]
}
