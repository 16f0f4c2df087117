import Foundation

/// Where `contentMargins` applies inside a scrollable view
/// (developer.apple.com/documentation/swiftui/contentmarginplacement).
///
/// ```swift
/// ScrollView { rows }.contentMargins(.bottom, 96, for: .scrollContent)
/// ```
public struct ContentMarginPlacement: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case automatic, scrollContent, scrollIndicators
  }

  let kind: Kind

  /// The content and the scroll indicators alike.
  public static let automatic = ContentMarginPlacement(kind: .automatic)
  /// The scrolled content only.
  public static let scrollContent = ContentMarginPlacement(kind: .scrollContent)
  /// The scroll indicators only; a snapshot draws no indicators, so nothing changes.
  public static let scrollIndicators = ContentMarginPlacement(kind: .scrollIndicators)
}

private struct ScrollContentMarginsKey: EnvironmentKey {
  static let defaultValue = EdgeInsets()
}

extension EnvironmentValues {
  /// The margins the scroll views inside add around their content, from `contentMargins`.
  var scrollContentMargins: EdgeInsets {
    get { self[ScrollContentMarginsKey.self] }
    set { self[ScrollContentMarginsKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Adds `length` points (the system's 16 when `nil`) on `edges` around the content of the
  /// scroll views inside this view: the first row of a vertical scroll view starts that far
  /// down. The margins add to the scroll view's own, and the scroll view keeps its frame.
  ///
  /// ```swift
  /// ScrollView { LazyVStack { ForEach(items) { ItemRow(item: $0) } } }
  ///   .contentMargins(.horizontal, 20, for: .scrollContent)
  /// ```
  public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic)
    -> some View
  {
    let side = length ?? 16
    return contentMargins(
      EdgeInsets(
        top: edges.contains(.top) ? side : 0, leading: edges.contains(.leading) ? side : 0,
        bottom: edges.contains(.bottom) ? side : 0, trailing: edges.contains(.trailing) ? side : 0),
      for: placement)
  }

  /// Adds `insets` around the content of the scroll views inside this view.
  public func contentMargins(_ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
    transformEnvironment(\.scrollContentMargins) { margins in
      guard placement.kind != .scrollIndicators else { return }
      margins.top += insets.top
      margins.leading += insets.leading
      margins.bottom += insets.bottom
      margins.trailing += insets.trailing
    }
  }

  /// Adds `length` points on every edge around the content of the scroll views inside.
  public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
    contentMargins(.all, length, for: placement)
  }
}
