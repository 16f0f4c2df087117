import DarkroomViews
import Foundation

/// Lifecycle modifiers accepted so that SwiftUI code compiles unchanged. A snapshot is one
/// instant drawn in the state the view was made with: nothing appears, disappears, changes or
/// runs, so their closures are never called and the view is drawn as it is.

nonisolated extension View {
  /// Accepted and ignored: a snapshot never appears on screen, so `action` is not called.
  ///
  /// ```swift
  /// List(items) { … }.onAppear { model.markSeen() }   // renders the items as they are now
  /// ```
  public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

  /// Accepted and ignored: a snapshot never leaves the screen, so `action` is not called.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

  /// Accepted and ignored: no URL is opened during a snapshot, so `action` is not called.
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }

  /// Accepted and ignored: the task is not started, so a snapshot shows the state before it runs.
  ///
  /// ```swift
  /// List(items) { … }.task { await model.load() }   // renders the items as they are now
  /// ```
  public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
    self
  }

  /// Accepted and ignored: the task is not started, so a snapshot shows the state before it runs.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    self
  }

  /// Accepted and ignored: values do not change during a snapshot.
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }

  /// Accepted and ignored: values do not change during a snapshot.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
    self
  }

  /// Accepted and ignored: values do not change during a snapshot.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
    self
  }

  /// Accepted and ignored: a render is one instant, so no value arrives and `action` is not called.
  ///
  /// ```swift
  /// Text(time).onReceive(clock.$now) { time = format($0) }
  /// ```
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
  where P.Failure == Never {
    self
  }

  /// Accepted and ignored: a snapshot is one frame, so preferences never change; read one after
  /// a render with ``ImageRenderer/preferenceValue(_:)``.
  ///
  /// ```swift
  /// content.onPreferenceChange(TitleKey.self) { title = $0 }
  /// ```
  public func onPreferenceChange<Key: PreferenceKey>(
    _ key: Key.Type = Key.self, perform action: @escaping (Key.Value) -> Void
  ) -> some View where Key.Value: Equatable {
    self
  }

  /// Accepted and ignored: nothing is pulled to refresh in a still frame.
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
}
