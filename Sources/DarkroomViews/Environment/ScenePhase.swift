/// Whether a scene is in the foreground and taking events, as SwiftUI's `ScenePhase`
/// (developer.apple.com/documentation/swiftui/scenephase). A render is of an app on screen,
/// so `\.scenePhase` reads `.active` unless a test sets another phase.
///
/// ```swift
/// @Environment(\.scenePhase) private var scenePhase
/// …
/// if scenePhase == .background { PrivacyCover() }
/// ```
public enum ScenePhase: Comparable, Hashable, Sendable {
  /// Not visible.
  case background
  /// Visible but not taking events.
  case inactive
  /// In the foreground, taking events.
  case active
}

private struct ScenePhaseKey: EnvironmentKey {
  static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
  /// The phase of the scene the view is in: `.active` in a render, unless set.
  ///
  /// ```swift
  /// ContentView().environment(\.scenePhase, .inactive)
  /// ```
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}
