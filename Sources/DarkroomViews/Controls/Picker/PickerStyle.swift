/// The picker looks iOS draws.
public enum PickerStyleKind: Hashable, Sendable {
  case menu, segmented, inline, wheel
}

/// A picker style, as SwiftUI spells them: `.menu`, `.segmented`, `.inline`, `.wheel`.
public struct PickerStyleChoice: Sendable {
  let kind: PickerStyleKind
  public static let automatic = PickerStyleChoice(kind: .menu)
  public static let menu = PickerStyleChoice(kind: .menu)
  public static let segmented = PickerStyleChoice(kind: .segmented)
  public static let inline = PickerStyleChoice(kind: .inline)
  public static let wheel = PickerStyleChoice(kind: .wheel)
  public static let navigationLink = PickerStyleChoice(kind: .menu)
  public static let palette = PickerStyleChoice(kind: .segmented)
}

private struct PickerStyleKey: EnvironmentKey {
  static let defaultValue = PickerStyleKind.menu
}

extension EnvironmentValues {
  var pickerStyle: PickerStyleKind {
    get { self[PickerStyleKey.self] }
    set { self[PickerStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the style of the pickers in this view.
  public func pickerStyle(_ style: PickerStyleChoice) -> some View {
    environment(\.pickerStyle, style.kind)
  }
}
