nonisolated extension View {
  /// Accepted so that views that listen to a publisher compile; a render is one instant,
  /// drawn in the state the view was created with, so `action` is not called.
  ///
  /// ```swift
  /// Text(time).onReceive(clock.$now) { time = format($0) }
  /// ```
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
  where P.Failure == Never {
    self
  }
}
