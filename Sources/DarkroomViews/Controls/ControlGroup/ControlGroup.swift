/// Related controls side by side (developer.apple.com/documentation/swiftui/controlgroup). In
/// a view, as in a toolbar, the controls are drawn in a row; the label, which a menu shows, is
/// kept but not drawn.
///
/// ```swift
/// ControlGroup {
///   Button("Decrease", systemImage: "minus") { zoom -= 1 }
///   Button("Increase", systemImage: "plus") { zoom += 1 }
/// }
/// ```
public nonisolated struct ControlGroup<Content: View>: View {
  let content: Content

  /// Controls drawn in a row.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Controls with a label for the menu that may show them.
  public init<Label: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
  }

  /// Controls with a title and symbol for the menu that may show them.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Controls with a title for the menu that may show them.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Controls with a title for the menu that may show them.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    HStack(spacing: 8) { content }
  }
}

/// How a control group is shown; every style draws its controls in a row here.
public protocol ControlGroupStyle: Sendable {}

/// The platform's choice of control group style.
public struct AutomaticControlGroupStyle: ControlGroupStyle {}
/// Controls as a navigation bar shows them.
public struct NavigationControlGroupStyle: ControlGroupStyle {}
/// Controls in a menu.
public struct MenuControlGroupStyle: ControlGroupStyle {}
/// Controls as a row of icons in a menu.
public struct CompactMenuControlGroupStyle: ControlGroupStyle {}
/// Controls as a palette.
public struct PaletteControlGroupStyle: ControlGroupStyle {}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
  public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}
extension ControlGroupStyle where Self == NavigationControlGroupStyle {
  public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}
extension ControlGroupStyle where Self == MenuControlGroupStyle {
  public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
  public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}
extension ControlGroupStyle where Self == PaletteControlGroupStyle {
  public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

nonisolated extension View {
  /// Sets how control groups inside are shown; each draws its controls in a row.
  public func controlGroupStyle(_ style: some ControlGroupStyle) -> some View { self }
}
