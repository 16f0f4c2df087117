import DarkroomViews

/// Scene settings accepted so that an app's `@main` type compiles unchanged. Darkroom renders
/// views, not running scenes: give a snapshot's view its models and environment directly.

nonisolated extension Scene {
  /// Accepted and ignored: a scene's models reach its views only in a running app.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene { self }

  /// Accepted and ignored: a scene's models reach its views only in a running app.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene { self }

  /// Accepted and ignored: a scene's environment reaches its views only in a running app.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene { self }

  /// Accepted and ignored: a scene's values never change in a still image.
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene { self }

  /// Accepted and ignored: a scene's values never change in a still image.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some Scene {
    self
  }

  /// Accepted and ignored: a snapshot's size comes from its layout, not from a window.
  public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { self }
}
