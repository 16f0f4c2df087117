import DarkroomViews
import Foundation

/// How a pushed or presented view arrives, as iOS 18's `NavigationTransition`: a snapshot
/// shows the view after it arrived, so a transition draws nothing of its own.
///
/// ```swift
/// DetailView().navigationTransition(.zoom(sourceID: item.id, in: namespace))
/// ```
public protocol NavigationTransition: Sendable {}

/// The platform's transition: a push slides in, a sheet rises.
public struct AutomaticNavigationTransition: NavigationTransition {}

/// A zoom from the view marked as its source with `matchedTransitionSource(id:in:)`.
public struct ZoomNavigationTransition: NavigationTransition {}

extension NavigationTransition where Self == AutomaticNavigationTransition {
  /// The platform's transition.
  public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
  /// A zoom from the source marked with the same identifier in `namespace`.
  public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
    ZoomNavigationTransition()
  }
}

/// How a zoom's source looks while it zooms.
public struct EmptyMatchedTransitionSourceConfiguration: Sendable {
  /// The source with its corners rounded during the zoom.
  public func clipShape(_ shape: RoundedRectangle) -> EmptyMatchedTransitionSourceConfiguration { self }
  /// The source's background during the zoom.
  public func background(_ style: Color) -> EmptyMatchedTransitionSourceConfiguration { self }
  /// The source's shadow during the zoom.
  public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
    -> EmptyMatchedTransitionSourceConfiguration
  { self }
}

/// How a scroll view's edges fade under bars, as iOS 26's `ScrollEdgeEffectStyle`.
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
  let name: String
  /// The platform's effect.
  public static let automatic = ScrollEdgeEffectStyle(name: "automatic")
  /// A sharp edge.
  public static let hard = ScrollEdgeEffectStyle(name: "hard")
  /// A soft fade.
  public static let soft = ScrollEdgeEffectStyle(name: "soft")
}

nonisolated extension View {
  /// Accepted and ignored: a snapshot shows the view after it arrived.
  public func navigationTransition(_ style: some NavigationTransition) -> some View { self }

  /// Accepted and ignored: the source only matters while a zoom runs.
  public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { self }

  /// Accepted and ignored: the source only matters while a zoom runs.
  public func matchedTransitionSource(
    id: some Hashable, in namespace: Namespace.ID,
    configuration: (EmptyMatchedTransitionSourceConfiguration) -> EmptyMatchedTransitionSourceConfiguration
  ) -> some View { self }

  /// Accepted and ignored: the edge effect shows only while content scrolls under a bar.
  public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View { self }

  /// Accepted and ignored: the edge effect shows only while content scrolls under a bar.
  public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View { self }
}
