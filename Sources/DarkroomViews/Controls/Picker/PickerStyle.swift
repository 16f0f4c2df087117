/// The picker looks iOS draws.
public enum PickerStyleKind: Hashable, Sendable {
  case menu, segmented, inline, wheel
}

/// How a picker looks, as SwiftUI's picker styles: set with `.pickerStyle(_:)`, by name or
/// as a value (developer.apple.com/documentation/swiftui/pickerstyle).
///
/// ```swift
/// Picker("Sort", selection: $sort) { … }.pickerStyle(.segmented)
/// Picker("Sort", selection: $sort) { … }.pickerStyle(SegmentedPickerStyle())
/// ```
public protocol PickerStyle: Sendable {
  /// The look the renderer draws.
  var kind: PickerStyleKind { get }
}

/// The platform's choice: a menu on iOS.
public struct DefaultPickerStyle: PickerStyle {
  public init() {}
  public var kind: PickerStyleKind { .menu }
}

/// The selected option and a chevron, opening a menu.
public struct MenuPickerStyle: PickerStyle {
  public init() {}
  public var kind: PickerStyleKind { .menu }
}

/// Equal segments side by side, the selected one raised.
public struct SegmentedPickerStyle: PickerStyle {
  public init() {}
  public var kind: PickerStyleKind { .segmented }
}

/// One row per option, the selected one checked.
public struct InlinePickerStyle: PickerStyle {
  public init() {}
  public var kind: PickerStyleKind { .inline }
}

/// A spinning wheel of options.
public struct WheelPickerStyle: PickerStyle {
  public init() {}
  public var kind: PickerStyleKind { .wheel }
}

/// A row that pushes the list of options; at rest, drawn as a menu picker's row.
public struct NavigationLinkPickerStyle: PickerStyle {
  public init() {}
  public var kind: PickerStyleKind { .menu }
}

/// The options side by side as a palette; drawn segmented.
public struct PalettePickerStyle: PickerStyle {
  public init() {}
  public var kind: PickerStyleKind { .segmented }
}

extension PickerStyle where Self == DefaultPickerStyle {
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
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
  ///
  /// ```swift
  /// Picker("Sort", selection: $sort) { … }.pickerStyle(.segmented)
  /// ```
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    environment(\.pickerStyle, style.kind)
  }
}
