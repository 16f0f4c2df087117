/// The size of controls: bordered buttons grow with it.
public enum ControlSize: CaseIterable, Hashable, Sendable {
  case mini, small, regular, large, extraLarge
}

private struct ControlSizeKey: EnvironmentKey {
  static let defaultValue = ControlSize.regular
}

extension EnvironmentValues {
  /// The size of controls below.
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the size of the controls in this view.
  ///
  /// ```swift
  /// Button("Subscribe") {}.buttonStyle(.borderedProminent).controlSize(.large)
  /// ```
  public func controlSize(_ size: ControlSize) -> some View {
    environment(\.controlSize, size)
  }
}
