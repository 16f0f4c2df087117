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
/// As in SwiftUI, a view is tied to the main actor, so its `body` may read `@MainActor`
/// models. A render still runs on the thread that asks for it, and several can run at once:
/// build the view, then render it, and change nothing it reads meanwhile.
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View

  /// The content of the view.
  @ViewBuilder var body: Body { get }
}

nonisolated extension Never: View {
  public typealias Body = Never
}

nonisolated extension View where Body == Never {
  /// Views the renderer draws itself have no body; asking for it is a programming error.
  public var body: Never {
    fatalError("\(Self.self) is drawn by the renderer and has no body")
  }
}

/// A view the renderer turns into layout nodes itself, instead of through its `body`.
protocol PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [LayoutNode]
}
