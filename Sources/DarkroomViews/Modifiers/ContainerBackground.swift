/// Which container a `containerBackground` belongs to, as SwiftUI's
/// `ContainerBackgroundPlacement`; WidgetKit adds `.widget`.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
  let name: String

  /// Makes a placement; containers name their own.
  public init(named name: String) { self.name = name }

  /// The background of a navigation stack's content.
  public static let navigation = ContainerBackgroundPlacement(named: "navigation")
}

nonisolated extension View {
  /// Sets the background of the container the view fills, as SwiftUI's
  /// `containerBackground(_:for:)`: drawn behind the view, out to the container's edges.
  ///
  /// ```swift
  /// StepsView(entry: entry).containerBackground(.fill.tertiary, for: .widget)
  /// ```
  ///
  /// A widget's or a navigation stack's content is centred in its container, which the
  /// background fills, so the view takes the space it is offered, its content in the middle.
  public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
    frame(maxWidth: .infinity, maxHeight: .infinity).background(style, ignoresSafeAreaEdges: .all)
  }

  /// Sets the container's background to a view, drawn behind this one, which takes the space
  /// it is offered as ``containerBackground(_:for:)`` says.
  public func containerBackground<V: View>(
    for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    frame(maxWidth: .infinity, maxHeight: .infinity).background(alignment: alignment, content: content)
  }
}
