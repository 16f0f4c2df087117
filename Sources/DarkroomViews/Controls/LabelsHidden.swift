/// `.labelsHidden()`: controls draw without their labels (a toggle is only its switch, a
/// picker only its value), as SwiftUI does when a row supplies its own text.

/// A control's label and the flexible gap after it, or nothing when labels are hidden.
nonisolated struct LabelAndGap<Label: View>: View {
  let label: Label
  @Environment(\.labelsHidden) private var labelsHidden

  var body: some View {
    if !labelsHidden {
      label
      Spacer(minLength: 8)
    }
  }
}

private struct LabelsHiddenKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether controls below hide their labels.
  var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Hides the labels of the controls in this view.
  ///
  /// ```swift
  /// HStack {
  ///   Text("Volume")
  ///   Toggle("Volume", isOn: $isOn).labelsHidden()
  /// }
  /// ```
  public func labelsHidden() -> some View {
    environment(\.labelsHidden, true)
  }
}
