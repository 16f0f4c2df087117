/// The padding that spaces a view from its scene's edges, as `.scenePadding(.minimum)`.
///
/// ```swift
/// Form { … }.scenePadding(.minimum, edges: .horizontal)
/// ```
public struct ScenePadding: Equatable, Sendable {
  /// The smallest padding a scene asks for; on iPhone, the default padding.
  public static let minimum = ScenePadding()
}

nonisolated extension View {
  /// Pads the edges by the scene's padding. On iPhone that is the default padding of
  /// `padding()`, 16 points; the larger platform amounts (macOS windows, watchOS titles) are
  /// not drawn here.
  ///
  /// ```swift
  /// VStack { … }.scenePadding()
  /// ```
  public func scenePadding(_ edges: Edge.Set = .all) -> some View {
    padding(edges)
  }

  /// Pads the edges by a kind of scene padding: `.minimum`, the default padding on iPhone.
  ///
  /// ```swift
  /// List { … }.scenePadding(.minimum, edges: .top)
  /// ```
  public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
    self.padding(edges)
  }
}
